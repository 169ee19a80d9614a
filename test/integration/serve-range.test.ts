// The preview server as a media and asset host: byte ranges (206/416, If-Range, seeking into a video in static/),
// MIME types from a maintained table (mrmime), and an in-memory file cache bounded by bytes, with large files
// streamed from disk instead of being held.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { serve, type ServeHandle } from '../../src/api/serve';
import { rawGet } from '../helpers/cli';
import { seeded } from '../helpers/seeded';
import { fixtureSite } from '../helpers/site';

const MAX_BYTES = 1024 * 1024;
const MAX_FILE_BYTES = 256 * 1024;
let site: string;
let handle: ServeHandle;
let url: string;
const bytes: Record<string, Buffer> = {};

/** Deterministic bytes (no two offsets alike in practice, so a wrong slice cannot pass). */
function noise(length: number, seed: number): Buffer {
  const rand = seeded(seed);
  const out = Buffer.alloc(length);
  for (let i = 0; i < length; i++) out[i] = Math.floor(rand() * 256);
  return out;
}

function put(rel: string, body: Buffer | string): void {
  const file = join(site, 'static', rel);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, body);
  bytes[rel] = Buffer.from(body);
}

before(async () => {
  site = mkdtempSync(join(tmpdir(), 'blogctl-range-'));
  cpSync(fixtureSite('dropdown-nav'), site, { recursive: true });
  // An MP4 (ftyp box, then media data) larger than the per-file cache limit: streamed from disk.
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  put('media/clip.mp4', Buffer.concat([ftyp, noise(3 * 1024 * 1024, 1)]));
  // The smallest valid WebAssembly module: magic + version.
  put('app.wasm', Buffer.from([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]));
  put('site.webmanifest', JSON.stringify({ name: '测试', icons: [] }));
  put('img/photo.avif', noise(2048, 2));
  put('fonts/text.woff2', noise(4096, 3));
  put('favicon.ico', noise(1150, 4));
  put('data/list.json', JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => `第${i}项`) }));
  put('notes.txt', '一二三四五六七八九十'.repeat(300));
  put('sound/clip.mp3', noise(1000, 5));
  put('odd.xyz', noise(100, 6));
  // An empty media file (a placeholder committed to the site).
  put('sound/empty.mp3', '');
  // Forty 100 KB files: four times the cache bound.
  for (let i = 0; i < 40; i++) put(`bulk/f${i}.bin`, noise(100 * 1024, 100 + i));
  const outDir = join(site, 'build');
  const result = await build({ root: site, outDir });
  assert.ok(result.ok, JSON.stringify(result.diagnostics));
  handle = await serve({ root: site, port: 0, cache: { maxBytes: MAX_BYTES, maxFileBytes: MAX_FILE_BYTES } });
  url = handle.url.replace(/\/$/, '');
});

after(async () => {
  await handle?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

const get = (path: string, headers?: Record<string, string>, method?: string) => rawGet(url, path, { headers, method });

describe('serve: MIME types', () => {
  it('each file goes out with its registered type, text with charset, and nosniff', async () => {
    const expected: Record<string, string> = {
      'media/clip.mp4': 'video/mp4',
      'app.wasm': 'application/wasm',
      'site.webmanifest': 'application/manifest+json; charset=utf-8',
      'img/photo.avif': 'image/avif',
      'fonts/text.woff2': 'font/woff2',
      'favicon.ico': 'image/x-icon',
      'data/list.json': 'application/json; charset=utf-8',
      'notes.txt': 'text/plain; charset=utf-8',
      'sound/clip.mp3': 'audio/mpeg',
      'odd.xyz': 'application/octet-stream',
      'blog/rss.xml': 'application/xml; charset=utf-8',
    };
    for (const [path, type] of Object.entries(expected)) {
      const res = await get(`/${path}`, undefined, 'HEAD');
      assert.equal(res.status, 200, path);
      assert.equal(res.headers['content-type'], type, path);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', path);
    }
  });

  it('WebAssembly streaming compilation accepts the .wasm response (it demands application/wasm)', async () => {
    const module = await WebAssembly.compileStreaming(fetch(`${url}/app.wasm`));
    assert.ok(module instanceof WebAssembly.Module);
  });
});

describe('serve: byte ranges', () => {
  const mp4 = () => bytes['media/clip.mp4'];

  it('a full GET advertises Accept-Ranges: bytes and streams the whole video', async () => {
    const res = await get('/media/clip.mp4');
    assert.equal(res.status, 200);
    assert.equal(res.headers['accept-ranges'], 'bytes');
    assert.equal(Number(res.headers['content-length']), mp4().length);
    assert.ok(res.body.equals(mp4()));
  });

  it('seeking into the video: 206 with Content-Range and exactly the bytes asked for', async () => {
    const size = mp4().length;
    const cases: [string, number, number][] = [
      ['bytes=0-1023', 0, 1023],
      ['bytes=2000000-2065535', 2000000, 2065535],
      [`bytes=${size - 10}-`, size - 10, size - 1],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=1000-${size + 5000}`, 1000, size - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get('/media/clip.mp4', { Range: range });
      assert.equal(res.status, 206, range);
      assert.equal(res.headers['content-range'], `bytes ${start}-${end}/${size}`, range);
      assert.equal(Number(res.headers['content-length']), end - start + 1, range);
      assert.equal(res.headers['content-type'], 'video/mp4');
      assert.ok(res.body.equals(mp4().subarray(start, end + 1)), range);
    }
  });

  it('a range past the end is 416 with the size in Content-Range', async () => {
    const size = mp4().length;
    for (const range of [`bytes=${size}-`, `bytes=${size + 100}-${size + 200}`, 'bytes=-0']) {
      const res = await get('/media/clip.mp4', { Range: range });
      assert.equal(res.status, 416, range);
      assert.equal(res.headers['content-range'], `bytes */${size}`, range);
      assert.equal(res.body.length, 0);
    }
  });

  it('an empty file is answered in full (200, no body) whatever the range, as docusaurus serve answers it', async () => {
    for (const range of ['bytes=0-', 'bytes=-1', 'bytes=5-9']) {
      const res = await get('/sound/empty.mp3', { Range: range });
      assert.equal(res.status, 200, range);
      assert.equal(res.headers['content-range'], undefined, range);
      assert.equal(res.body.length, 0);
    }
  });

  it('several ranges, a malformed header or a stale If-Range get the full body (200), as serve-static answers', async () => {
    const etag = String((await get('/media/clip.mp4', undefined, 'HEAD')).headers.etag);
    for (const headers of [
      { Range: 'bytes=0-10,20-30' } as Record<string, string>,
      { Range: 'bytes=abc' },
      { Range: 'items=0-10' },
      { Range: 'bytes=50-10' },
      { Range: 'bytes=0-10', 'If-Range': '"not-the-etag"' },
    ]) {
      const res = await get('/media/clip.mp4', headers);
      assert.equal(res.status, 200, JSON.stringify(headers));
      assert.equal(res.body.length, mp4().length);
    }
    const matching = await get('/media/clip.mp4', { Range: 'bytes=0-10', 'If-Range': etag });
    assert.equal(matching.status, 206);
  });

  it('ranges of a cached text file are of its own bytes, never of a compressed body; HEAD sends no body', async () => {
    const notes = bytes['notes.txt'];
    const res = await get('/notes.txt', { Range: 'bytes=3-8', 'Accept-Encoding': 'gzip, br' });
    assert.equal(res.status, 206);
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.body.toString('utf8'), '二三');
    assert.ok(res.body.equals(notes.subarray(3, 9)));
    const head = await get('/notes.txt', { Range: 'bytes=0-2' }, 'HEAD');
    assert.equal(head.status, 206);
    assert.equal(head.headers['content-range'], `bytes 0-2/${notes.length}`);
    assert.equal(head.body.length, 0);
  });

  it('pages that are not found are never partial', async () => {
    const res = await get('/no-such-page', { Range: 'bytes=0-10' });
    assert.equal(res.status, 404);
    assert.equal(res.headers['content-range'], undefined);
  });
});

describe('serve: bounded file cache', () => {
  it('serving four times the bound keeps the cache within it, and every body stays right', async () => {
    const stats = () => handle.files.cacheStats!();
    assert.equal(stats().maxBytes, MAX_BYTES);
    let served = 0;
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 40; i++) {
        const rel = `bulk/f${i}.bin`;
        const res = await get(`/${rel}`);
        assert.equal(res.status, 200);
        assert.ok(res.body.equals(bytes[rel]), rel);
        served += res.body.length;
        assert.ok(stats().bytes <= MAX_BYTES, `cache holds ${stats().bytes} bytes after ${served} served`);
      }
    }
    assert.ok(served > 7 * MAX_BYTES, `served ${served}`);
    assert.ok(stats().files <= MAX_BYTES / (100 * 1024));
    assert.ok(stats().bytes > MAX_BYTES / 2, 'the cache is used, not bypassed');
  });

  it('files above the per-file limit are streamed, never cached', async () => {
    const before = handle.files.cacheStats!();
    for (let i = 0; i < 3; i++)
      assert.equal((await get('/media/clip.mp4', { Range: `bytes=${i * 1000}-${i * 1000 + 99}` })).status, 206);
    const res = await get('/media/clip.mp4');
    assert.equal(res.body.length, bytes['media/clip.mp4'].length);
    const now = handle.files.cacheStats!();
    assert.deepEqual(now, before);
  });
});
