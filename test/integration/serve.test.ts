// `blogctl serve` as a child process: suffixes, 404, traversal, caching, compression, methods, Ctrl+C.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { copySite, rawGet, removeSite, startCli, type RunningCli } from '../helpers/cli';

let site: string;
let server: RunningCli;
let stopped: number | null | undefined;

before(async () => {
  site = copySite();
  // A secret beside the output folder: no request may read it.
  writeFileSync(join(site, 'secret.txt'), 'TOP-SECRET-VALUE');
  // A page of the static folder with scripts of its own (a CMS's admin page), copied as it is.
  mkdirSync(join(site, 'static', 'admin'), { recursive: true });
  writeFileSync(
    join(site, 'static', 'admin', 'index.html'),
    '<!doctype html><title>CMS</title><script src="https://cms.example/cms.js"></script>\n',
  );
  // No build exists yet: serve builds first.
  server = await startCli(['serve', '--port', '0', '--cwd', site]);
});

after(async () => {
  if (stopped === undefined) await server?.stop();
  removeSite(site);
});

const get = (path: string, headers?: Record<string, string>) => rawGet(server.url, path, { headers });

describe('blogctl serve', () => {
  it('binds to loopback and builds when there is no output yet', () => {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.ok(readdirSync(join(site, 'build')).includes('index.html'));
  });

  it("serves a static folder's own HTML page without blogctl's script policy, as its host does", async () => {
    for (const path of ['/admin', '/admin/']) {
      const res = await get(path);
      assert.equal(res.status, 200, path);
      assert.match(res.body.toString(), /cms\.example\/cms\.js/);
      assert.equal(res.headers['content-security-policy'], undefined, path);
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
    }
    assert.match(String((await get('/about')).headers['content-security-policy']), /script-src 'self'/);
  });

  it('serves pages without suffix, with charset and security headers', async () => {
    for (const path of ['/', '/about', '/blog', '/blog/', '/docs/Docker/dockermariadb']) {
      const res = await get(path);
      assert.equal(res.status, 200, path);
      assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.ok(res.headers['referrer-policy']);
      assert.match(String(res.headers['content-security-policy']), /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    }
    assert.match((await get('/about')).body.toString(), /<html lang="zh-CN"/);
  });

  it('serves percent-encoded Chinese paths', async () => {
    const res = await get('/blog/' + encodeURIComponent('凤凰传奇演唱会一场全民合唱'));
    assert.equal(res.status, 200);
    assert.match(res.body.toString(), /凤凰传奇/);
  });

  it('redirects .html and /index.html to the path without the suffix', async () => {
    const a = await get('/about.html');
    assert.equal(a.status, 301);
    assert.equal(a.headers.location, '/about');
    const b = await get('/blog/index.html?x=1');
    assert.equal(b.status, 301);
    assert.equal(b.headers.location, '/blog/?x=1');
    const c = await get('/index.html');
    assert.equal(c.status, 301);
    assert.equal(c.headers.location, '/');
    const d = await get('/blog/' + encodeURIComponent('凤凰传奇演唱会一场全民合唱') + '/index.html');
    assert.equal(d.status, 301);
    assert.equal(d.headers.location, '/blog/' + encodeURIComponent('凤凰传奇演唱会一场全民合唱') + '/');
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const res = await get('/no/such/page');
    assert.equal(res.status, 404);
    assert.equal(res.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(res.body.toString(), readFileSync(join(site, 'build', '404.html'), 'utf8'));
    assert.equal((await get('/missing.html')).status, 404);
  });

  it('never serves anything outside the output folder', async () => {
    const attacks = [
      '/../secret.txt',
      '/../../secret.txt',
      '/blog/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '/..%2fsecret.txt',
      '/a%00b',
      '/index.html%00.txt',
      '/%00',
      '/..%5csecret.txt',
      '/\\..\\secret.txt',
      '/%5c..%5csecret.txt',
      '/blogctl.config.ts',
      '/../blogctl.config.ts',
      '/%2e%2e/blogctl.config.ts',
      '/%e4%ff',
    ];
    for (const path of attacks) {
      const res = await get(path);
      assert.notEqual(res.status, 200, path);
      assert.ok(res.status === 400 || res.status === 404, `${path} → ${res.status}`);
      assert.doesNotMatch(res.body.toString(), /TOP-SECRET-VALUE|defineConfig|root:/, path);
    }
  });

  it('caches content-hashed assets forever and revalidates everything else with ETag/304', async () => {
    const js = readdirSync(join(site, 'build', 'assets', 'js')).find((f) => f.startsWith('main-'))!;
    const asset = await get(`/assets/js/${js}`);
    assert.equal(asset.status, 200);
    assert.equal(asset.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
    const page = await get('/about');
    assert.doesNotMatch(String(page.headers['cache-control']), /immutable/);
    assert.match(String(page.headers['cache-control']), /must-revalidate|no-cache/);
    const etag = String(page.headers.etag);
    assert.ok(etag.length > 2);
    const again = await get('/about', { 'If-None-Match': etag });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
    const feed = await get('/blog/rss.xml');
    assert.equal(feed.headers['content-type'], 'application/xml; charset=utf-8');
    assert.doesNotMatch(String(feed.headers['cache-control']), /immutable/);
  });

  it('compresses text with brotli or gzip when asked', async () => {
    const plain = await get('/about');
    assert.equal(plain.headers['content-encoding'], undefined);
    const gz = await get('/about', { 'Accept-Encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.body).toString(), plain.body.toString());
    const br = await get('/about', { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.body).toString(), plain.body.toString());
    assert.match(String(br.headers.vary), /Accept-Encoding/);
  });

  it('allows only GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const res = await rawGet(server.url, '/', { method });
      assert.equal(res.status, 405, method);
      assert.equal(res.headers.allow, 'GET, HEAD');
    }
    const head = await rawGet(server.url, '/about', { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    assert.ok(Number(head.headers['content-length']) > 0);
  });

  it('stops cleanly on Ctrl+C', async () => {
    stopped = await server.stop();
    assert.equal(stopped, 0);
  });
});

describe('blogctl serve with trailingSlash: true', () => {
  let dir: string;
  let s: RunningCli;
  before(async () => {
    dir = copySite();
    const configFile = join(dir, 'blogctl.config.ts');
    writeFileSync(
      configFile,
      readFileSync(configFile, 'utf8').replace('trailingSlash: undefined', 'trailingSlash: true'),
    );
    s = await startCli(['serve', '--port', '0', '--cwd', dir, '--out-dir', 'public']);
  });
  after(async () => {
    await s?.stop();
    removeSite(dir);
  });

  it('redirects to the trailing-slash form', async () => {
    const a = await rawGet(s.url, '/about');
    assert.equal(a.status, 301);
    assert.equal(a.headers.location, '/about/');
    const b = await rawGet(s.url, '/about.html');
    assert.equal(b.status, 301);
    assert.equal(b.headers.location, '/about/');
    assert.equal((await rawGet(s.url, '/about/')).status, 200);
  });
});
