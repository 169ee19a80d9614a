// `blogctl serve` under load (100 keep-alive connections, 20,000 requests over pages, assets, redirects and
// 404s: no errors, every status as expected, memory flat) and against malformed request lines.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { copySite, rawGet, removeSite, startCli, WAIT_MS, type RunningCli } from '../helpers/cli';

const CONNECTIONS = 100;
const WARM_UP = 2_000;
const TOTAL = 20_000;
const MAX_RSS_GROWTH_MB = 64;

let site: string;
let server: RunningCli;
let mix: { path: string; status: number; headers?: Record<string, string> }[];

before(async () => {
  site = copySite();
  writeFileSync(join(site, 'secret.txt'), 'TOP-SECRET-VALUE');
  server = await startCli(['serve', '--port', '0', '--cwd', site]);
  const js = readdirSync(join(site, 'build', 'assets', 'js')).find((f) => f.startsWith('main-'))!;
  const css = readdirSync(join(site, 'build', 'assets', 'css')).find((f) => f.endsWith('.css'))!;
  mix = [
    { path: '/', status: 200 },
    { path: '/about', status: 200, headers: { 'Accept-Encoding': 'gzip' } },
    { path: '/blog/', status: 200, headers: { 'Accept-Encoding': 'br' } },
    { path: '/blog/page/2', status: 200 },
    { path: '/docs/Docker/dockermariadb', status: 200 },
    { path: '/blog/' + encodeURIComponent('凤凰传奇演唱会一场全民合唱'), status: 200 },
    { path: '/blog/page/2/', status: 200 },
    { path: `/assets/js/${js}`, status: 200, headers: { 'Accept-Encoding': 'gzip, br' } },
    { path: `/assets/css/${css}`, status: 200 },
    { path: '/blog/rss.xml', status: 200 },
    { path: '/sitemap.xml', status: 200 },
    { path: '/about.html', status: 301 },
    { path: '/no/such/page', status: 404 },
    { path: '/assets/js/missing.js', status: 404 },
    { path: '/../secret.txt', status: 400 },
  ];
  // The expected statuses hold one request at a time before they are asked of the load run.
  for (const m of mix)
    assert.equal((await rawGet(server.url, m.path, { headers: m.headers })).status, m.status, m.path);
});

after(async () => {
  await server?.stop();
  removeSite(site);
});

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}

/** Sends `count` requests over `CONNECTIONS` keep-alive sockets; returns the failures (empty when all held). */
async function load(count: number): Promise<{ failures: string[]; statuses: Record<number, number> }> {
  const u = new URL(server.url);
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const failures: string[] = [];
  const statuses: Record<number, number> = {};
  let next = 0;
  const one = (m: (typeof mix)[number]) =>
    new Promise<void>((resolve) => {
      const req = request({ host: u.hostname, port: u.port, path: m.path, agent, headers: m.headers }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          statuses[res.statusCode!] = (statuses[res.statusCode!] ?? 0) + 1;
          if (res.statusCode !== m.status) failures.push(`${m.path} → ${res.statusCode}`);
          resolve();
        });
        res.on('error', (e) => (failures.push(`${m.path}: ${e.message}`), resolve()));
      });
      req.on('error', (e) => (failures.push(`${m.path}: ${e.message}`), resolve()));
      req.setTimeout(WAIT_MS, () => req.destroy(new Error('timed out')));
      req.end();
    });
  const worker = async () => {
    while (next < count) {
      const i = next++;
      await one(mix[i % mix.length]);
    }
  };
  // A bound on the whole run: a hung server fails the test instead of hanging it.
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>(
    (_, reject) =>
      (timer = setTimeout(
        () => reject(new Error(`load run of ${count} did not finish; ${next} started`)),
        WAIT_MS * 2,
      )),
  );
  try {
    await Promise.race([Promise.all(Array.from({ length: CONNECTIONS }, worker)), bound]);
  } finally {
    clearTimeout(timer);
    agent.destroy();
  }
  return { failures, statuses };
}

/** Writes a raw request and returns the status line's code (0 when the server just closed). */
function rawRequest(text: string): Promise<{ status: number; body: string }> {
  const u = new URL(server.url);
  return new Promise((resolve, reject) => {
    const sock = connect(Number(u.port), u.hostname);
    let data = '';
    sock.setEncoding('latin1');
    sock.on('data', (d) => (data += d));
    sock.on('error', (e) =>
      (e as NodeJS.ErrnoException).code === 'ECONNRESET'
        ? resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(data)?.[1] ?? 0), body: data })
        : reject(e),
    );
    sock.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(data)?.[1] ?? 0), body: data }));
    sock.setTimeout(WAIT_MS, () => sock.destroy(new Error('raw request timed out')));
    sock.end(text);
  });
}

describe('blogctl serve under load', () => {
  it(`answers ${TOTAL} requests over ${CONNECTIONS} keep-alive connections with no errors and flat memory`, async () => {
    const warm = await load(WARM_UP);
    assert.deepEqual(warm.failures.slice(0, 20), []);
    const rssWarm = rssMb(server.child.pid!);
    const run = await load(TOTAL);
    assert.deepEqual(run.failures.slice(0, 20), [], `${run.failures.length} failures`);
    const total = Object.values(run.statuses).reduce((a, b) => a + b, 0);
    assert.equal(total, TOTAL);
    const rssAfter = rssMb(server.child.pid!);
    console.log(
      `serve load: ${TOTAL} requests, statuses ${JSON.stringify(run.statuses)}, RSS ${rssWarm.toFixed(1)} MB after warm-up → ${rssAfter.toFixed(1)} MB`,
    );
    assert.ok(rssAfter - rssWarm <= MAX_RSS_GROWTH_MB, `RSS grew by ${(rssAfter - rssWarm).toFixed(1)} MB`);
  });

  it('answers malformed requests with 4xx and never a file outside the output folder', async () => {
    const cases: [string, string][] = [
      ['overlong URL', `GET /${'a'.repeat(100 * 1024)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`],
      ['bad percent-encoding', 'GET /%zz%e4%ff HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
      ['truncated percent-encoding', 'GET /blog/%E5%87 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
      ['absolute-form target', 'GET http://evil/ HTTP/1.1\r\nHost: evil\r\nConnection: close\r\n\r\n'],
      ['absolute-form traversal', 'GET http://evil/../secret.txt HTTP/1.1\r\nHost: evil\r\nConnection: close\r\n\r\n'],
      ['absolute-form file URL', 'GET file:///etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
      ['asterisk-form', 'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
      ['target without slash', 'GET secret.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
      ['POST', 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'],
      ['PATCH', 'PATCH /about HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n'],
      ['TRACE', 'TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
      ['CONNECT', 'CONNECT evil:443 HTTP/1.1\r\nHost: evil:443\r\nConnection: close\r\n\r\n'],
    ];
    for (const [name, text] of cases) {
      const res = await rawRequest(text);
      assert.ok(res.status >= 400 && res.status < 500, `${name} → ${res.status}\n${res.body.slice(0, 300)}`);
      assert.doesNotMatch(res.body, /TOP-SECRET-VALUE|defineConfig|root:x:0/, name);
    }
    // The server still answers normally afterwards.
    assert.equal((await rawGet(server.url, '/about')).status, 200);
  });
});
