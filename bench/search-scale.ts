// Search at scale (issue 17): what a reader's first query downloads from a large site's term-sharded index, and
// how long results take to show once the index files have arrived, in real Chromium.
// Run: npm run bench:search -- [--posts 10000] [--docs 500] [--no-build] [--out <folder>] [--runs N] [--no-node]
// [--profile <folder>] [--query <one of the queries>] (--runs: N fresh contexts per query, median and range shown; --profile: a Chromium CPU
// profile per query, from typing to the results, as <folder>/<n>.cpuprofile).
// (or `npm run bench -- --search ...`). Builds the generated corpus (bench/corpus.mjs) with the compiled CLI
// unless --no-build, serves the output, and for each query opens a fresh browser context (empty cache), opens
// the search modal (Ctrl+K), types the query and waits for the results. Bytes are the response bodies of
// assets/search/* (the preview server does not compress: raw, and gzip -9 of each body as a static host would
// serve it; a chunk's range of its pack file is gzip already: its gzip figure is its length, its raw figure the
// inflated JSON); "arrival → results" is from the responseEnd of the last index file to the last change of the
// results list; "main-thread CPU" is the page's main-thread CPU time from typing to the results (Chromium's
// ThreadTime metric: every fetch round's work, the parsing, the engine and the render, without the waits). Then the same queries in Node (files read from disk), for the work alone.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
// @ts-expect-error plain ESM helper without types
import { makeCorpus } from './corpus.mjs';
import { serve } from '../src/api/serve';
import { searchParams } from '../src/shared/search/params';
import { ShardedSearch } from '../src/shared/search/shard-search';
import { readChunk } from '../src/search/packs';
import { chunkRange, type ChunkFile, type ShardManifest } from '../src/shared/search/shards';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/helpers/browser';

const REPO = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const argv = process.argv.slice(2);
const arg = (name: string, dflt: string) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : dflt);
const posts = Number(arg('posts', '10000'));
const docs = Number(arg('docs', '500'));
const site = arg('out', '') || makeCorpus({ posts, docs });
const ALL_QUERIES: [string, string][] = [
  ['的', 'very common character (on nearly every record)'],
  ['凤凰传奇', 'common word (tens of thousands of records)'],
  ['出差', 'Chinese two-character word'],
  ['docker', 'latin word'],
  ['（4321）', 'rare term (one page)'],
  ['机械键盘 线性轴', 'multi-word query (AND)'],
  ['kube', 'prefix, as typed'],
];
const only = arg('query', '');
const QUERIES = only ? ALL_QUERIES.filter(([q]) => q === only) : ALL_QUERIES;

if (!argv.includes('--no-build') || !existsSync(join(site, 'build', 'assets', 'search', 'index.json'))) {
  console.error(`building ${site} …`);
  execFileSync(process.execPath, [join(REPO, 'bin', 'blogctl'), 'build', '--cwd', site], { stdio: 'inherit' });
}
const dir = join(site, 'build', 'assets', 'search');
const manifest = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as ShardManifest;
if (manifest.v !== 5) throw new Error(`${dir}/index.json is not a sharded index`);
const gz = (b: Buffer) => gzipSync(b, { level: 9 }).length;
/** A response body's bytes as served raw and gzipped: a pack range (.bin) is gzip already (its inflated JSON is its
 *  raw size, its length what is transferred); the JSON files count gzip -9 of their text, as a static host serves. */
const sizes = (name: string, b: Buffer) =>
  name.endsWith('.bin') ? { raw: gunzipSync(b).length, gzip: b.length } : { raw: b.length, gzip: gz(b) };
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `corpus: ${posts} posts + ${docs} docs; ${manifest.records} records in ${manifest.chunks} chunks; manifest ${kb(readFileSync(join(dir, 'index.json')).length)}; load average ${loadavg()[0].toFixed(1)}`,
);

const nodeOnly = argv.includes('--node-only');
const runs = Math.max(1, Number(arg('runs', '1')));
const profileDir = arg('profile', '');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const handle = nodeOnly ? null : await serve({ root: site, outDir: 'build', port: 0, host: '127.0.0.1' });
const browser: Browser | null = nodeOnly
  ? null
  : await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
/** One first query in a fresh context: the index files' bodies, arrival → results and the hits shown. */
async function firstQuery(query: string, profile: string) {
  const context = await browser!.newContext();
  const page = await context.newPage();
  const bodies: { raw: number; gzip: number }[] = [];
  page.on('response', async (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/assets/search/')) bodies.push(sizes(path, await r.body()));
  });
  await page.goto(handle!.url + '/');
  await page.waitForFunction(
    () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
  );
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.search-modal__input');
  await page.evaluate(() => {
    const w = window as unknown as { __lastChange: number };
    w.__lastChange = 0;
    new MutationObserver(() => (w.__lastChange = performance.now())).observe(
      document.querySelector('.search-modal') ?? document.body,
      { subtree: true, childList: true, characterData: true },
    );
  });
  // The page's main-thread CPU time (Chromium's ThreadTime), typing → results: on a loaded machine the wall time
  // measures the scheduler as much as the work; this counts the work (all fetch rounds, parsing, engine, render).
  const metrics = await context.newCDPSession(page);
  await metrics.send('Performance.enable');
  const threadTime = async () =>
    (await metrics.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')!.value * 1000;
  const cpuBefore = await threadTime();
  const cdp = profile ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
  }
  await page.fill('.search-modal__input', query);
  await page.waitForSelector('[data-search-screen="results"] .search-modal__hit a, [data-search-screen="no-results"]', {
    timeout: 120_000,
  });
  await page.waitForTimeout(300); // let late responses and renders land
  const cpu = (await threadTime()) - cpuBefore;
  if (cdp) {
    mkdirSync(profileDir, { recursive: true });
    writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  }
  const t = await page.evaluate(() => {
    const last = Math.max(
      ...performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/assets/search/'))
        .map((e) => (e as PerformanceResourceTiming).responseEnd),
    );
    return {
      ms: (window as unknown as { __lastChange: number }).__lastChange - last,
      hits: document.querySelectorAll('.search-modal__hit a').length,
    };
  });
  await context.close();
  return { bodies, cpu, ...t };
}

if (browser && handle) {
  console.log(
    '\n| query | kind | files | raw | gzip -9 | arrival → results | main-thread CPU, typing → results | hits shown |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  try {
    for (const [query, kind] of QUERIES) {
      const all: Awaited<ReturnType<typeof firstQuery>>[] = [];
      for (let r = 0; r < runs; r++)
        all.push(
          await firstQuery(
            query,
            profileDir && r === 0 ? join(profileDir, `${ALL_QUERIES.findIndex((q) => q[0] === query)}.cpuprofile`) : '',
          ),
        );
      const { bodies, hits } = all[0];
      const ms = all.map((x) => x.ms);
      const raw = bodies.reduce((n, b) => n + b.raw, 0);
      const range = (xs: number[]) =>
        runs > 1
          ? `${median(xs).toFixed(0)} ms (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`
          : `${xs[0].toFixed(0)} ms`;
      console.log(
        `| ${query} | ${kind} | ${bodies.length} | ${kb(raw)} | ${kb(bodies.reduce((n, b) => n + b.gzip, 0))} | ${range(ms)} | ${range(all.map((x) => x.cpu))} | ${hits} |`,
      );
    }
  } finally {
    await browser.close();
    await handle.close();
  }
}

if (!argv.includes('--no-node')) {
  console.log(
    '\nIn Node (files from disk; time = postings decoding, bounds, assembling the fetched chunks, engine; JSON parsing excluded):',
  );
  console.log('| query | files | chunks | raw | gzip -9 | work | nbHits (estimated unless all chunks were read) |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const [query] of QUERIES) {
    const names: string[] = ['index.json'];
    const parsed = new Map<string, unknown>();
    const get = async <T>(name: string): Promise<T> => {
      names.push(name);
      if (!parsed.has(name)) parsed.set(name, JSON.parse(readFileSync(join(dir, name), 'utf8')));
      return parsed.get(name) as T;
    };
    // Chunks: each one's range of its pack (the browser's Range request), inflated once and kept parsed.
    const ranges: Buffer[] = [];
    const chunk = async (c: number): Promise<ChunkFile> => {
      const r = chunkRange(manifest, c);
      const key = `c${c}`;
      ranges.push(readFileSync(join(dir, r.name)).subarray(r.start, r.end));
      if (!parsed.has(key))
        parsed.set(
          key,
          readChunk(manifest, (name) => readFileSync(join(dir, name)), c),
        );
      return parsed.get(key) as ChunkFile;
    };
    const p = searchParams(query, { language: manifest.language, contextualSearch: true, screenWidth: 1280 });
    await new ShardedSearch(manifest, get, chunk).search(p); // reads and parses the files once
    names.length = 1;
    ranges.length = 0;
    const search = new ShardedSearch(manifest, get, chunk);
    const start = performance.now();
    const res = await search.search(p);
    const ms = performance.now() - start;
    const bytes = [...names.map((n) => sizes(n, readFileSync(join(dir, n)))), ...ranges.map((b) => sizes('.bin', b))];
    console.log(
      `| ${query} | ${bytes.length} | ${search.fetched().length} / ${manifest.chunks} | ${kb(bytes.reduce((n, b) => n + b.raw, 0))} | ${kb(bytes.reduce((n, b) => n + b.gzip, 0))} | ${ms.toFixed(1)} ms | ${res.nbHits} |`,
    );
  }
}
