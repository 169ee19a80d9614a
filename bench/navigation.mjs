// What one client-side navigation costs, in Chromium, for one or more built sites (e.g. before/after a change
// to how route data is delivered). Each build is served gzipped (as hosts serve text) with no caching; runs
// alternate between the builds. Per navigation between posts it records the bytes the router fetched (raw and
// as transferred), the time from the click to the new content (the router's `blogctl:navigated` event, fired
// after the new page is rendered, the head updated and the scroll set), and from the end of the response to
// the new content (parsing and rendering only). Prefetching is turned off for the cold case
// (navigator.connection.saveData); the prefetched case hovers the link and waits for its fetch first.
// Usage: node bench/navigation.mjs <buildDir> [<buildDir>…] [--navs 12] [--rounds 3]
// Numbers from a loaded machine are noisy: compare medians of alternating runs, never single runs.
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { chromium } from 'playwright-core';
import { median } from './measure.mjs';

const args = process.argv.slice(2);
const flag = (name, dflt) => {
  const i = args.indexOf(name);
  if (i === -1) return dflt;
  const v = Number(args[i + 1]);
  args.splice(i, 2);
  return v;
};
const NAVS = flag('--navs', 12);
const ROUNDS = flag('--rounds', 3);
const dirs = args;
if (dirs.length === 0) {
  console.error('usage: node bench/navigation.mjs <buildDir> [<buildDir>…] [--navs 12] [--rounds 3]');
  process.exit(1);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

function serve(dir) {
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const clean = normalize(pathname).replace(/^\/+/, '');
    const file = [join(dir, clean), join(dir, clean, 'index.html'), join(dir, clean + '.html')].find(
      (f) => existsSync(f) && statSync(f).isFile(),
    );
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const gzip =
      /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) &&
      /^(text\/|application\/json|image\/svg)/.test(type);
    res.writeHead(200, {
      'Content-Type': type,
      'Cache-Control': 'no-store',
      'Timing-Allow-Origin': '*',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
  });
  return new Promise((r) =>
    server.listen(0, '127.0.0.1', () =>
      r({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () =>
          new Promise((c) => {
            server.closeAllConnections();
            server.close(c);
          }),
      }),
    ),
  );
}

/** Post routes of a build (their HTML embeds `"props":{"kind":"post"`), in path order. */
function postRoutes(dir, n) {
  const out = [];
  for (const e of readdirSync(join(dir, 'blog'), { withFileTypes: true, recursive: true }).sort((a, b) =>
    join(a.parentPath, a.name).localeCompare(join(b.parentPath, b.name)),
  )) {
    if (e.name !== 'index.html' || !e.isFile()) continue;
    if (readFileSync(join(e.parentPath, e.name), 'utf8').includes('"props":{"kind":"post"'))
      out.push('/' + relative(dir, e.parentPath).split(sep).join('/'));
    if (out.length > n) break;
  }
  return out;
}

/** One browser page: n navigations from post to post; returns per navigation { ms, afterResponseMs, raw, transferred, url }. */
async function run(browser, base, routes, prefetched) {
  const context = await browser.newContext();
  if (!prefetched)
    await context.addInitScript({
      content: `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });`,
    });
  const page = await context.newPage();
  await page.goto(base + encodeURI(routes[0]));
  await page.waitForFunction(() => window.__BLOGCTL_HYDRATED__ === true);
  await page.evaluate(() => (window.__marker = 1));
  const rows = [];
  for (const route of routes.slice(1)) {
    const row = await page.evaluate(
      async ({ href, prefetched }) => {
        const a = document.createElement('a');
        a.href = href;
        a.textContent = 'next';
        document.body.appendChild(a);
        performance.clearResourceTimings();
        const fetched = () => performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'fetch');
        if (prefetched) {
          a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
          while (!fetched().some((e) => e.responseEnd > 0)) await new Promise((r) => setTimeout(r, 5));
          await new Promise((r) => setTimeout(r, 50)); // its chunk and parse settle
        }
        const done = new Promise((r) => window.addEventListener('blogctl:navigated', r, { once: true }));
        const t0 = performance.now();
        a.click();
        await done;
        const t1 = performance.now();
        a.remove();
        const e = fetched()[0];
        return {
          ms: t1 - t0,
          afterResponseMs: e && !prefetched ? t1 - e.responseEnd : null,
          raw: e?.decodedBodySize ?? 0,
          transferred: e?.encodedBodySize ?? 0,
          url: e?.name ?? '',
        };
      },
      { href: route, prefetched },
    );
    if (!row.url) throw new Error(`no route fetch seen for ${route}`);
    rows.push(row);
  }
  if ((await page.evaluate(() => window.__marker)) !== 1) throw new Error('a navigation was a full page load');
  await context.close();
  return rows;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
});
const servers = await Promise.all(dirs.map(serve));
const routes = dirs.map((d) => postRoutes(d, NAVS));
const results = dirs.map(() => ({ cold: [], prefetched: [] }));
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of ['cold', 'prefetched']) {
      for (let i = 0; i < dirs.length; i++)
        results[i][mode].push(...(await run(browser, servers[i].url, routes[i], mode === 'prefetched')));
    }
  }
} finally {
  await browser.close();
  for (const s of servers) await s.close();
}
const r1 = (x) => Math.round(x * 10) / 10;
for (let i = 0; i < dirs.length; i++) {
  const { cold, prefetched } = results[i];
  console.log(
    `${dirs[i]}  (${cold.length} cold + ${prefetched.length} prefetched navigations between posts; e.g. ${new URL(cold[0].url).pathname})`,
  );
  console.log(
    `  fetched per navigation: median ${median(cold.map((r) => r.raw))} B raw, ${median(cold.map((r) => r.transferred))} B gzip`,
  );
  console.log(
    `  click → new content, cold: median ${r1(median(cold.map((r) => r.ms)))} ms (response end → content ${r1(median(cold.map((r) => r.afterResponseMs)))} ms)`,
  );
  console.log(`  click → new content, prefetched: median ${r1(median(prefetched.map((r) => r.ms)))} ms`);
}
