// The browser's chunk reader (src/client/search/pack-reader.ts), run in Node (fetch, fflate): every
// chunk of a sharded index, read by a Range request of its pack served by blogctl's send() and inflated, is the
// chunk JSON the build made; against a server that ignores Range (200 with the whole pack, as
// `python3 -m http.server` does) every chunk still reads, each pack fetched once; a range of the wrong length, a
// member that does not inflate and an HTTP error reject (the search UI shows them as a failed fetch).
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { packReader } from '../../src/client/search/pack-reader';
import { send } from '../../src/server/send';
import { pageChunk } from '../../src/search/chunks';
import { CHUNKS_PER_PACK } from '../../src/search/packs';
import { pageRecords } from '../../src/search/records';
import { buildShards } from '../../src/search/sharded-index';
import { chunkRange, chunkSizes, packName, type ShardManifest } from '../../src/shared/search/shards';

const ZH = [
  '演唱会现场的气氛非常热烈，全场几万人一起跟着合唱。',
  '新买的机械键盘用的是线性轴，手感顺滑。',
  '夜里在郊外拍到了彗星的尾巴。',
  '旅行的意义也许不在目的地。',
];
const memo = new Map<string, string[]>();
const chunks = Array.from({ length: 3 * CHUNKS_PER_PACK + 5 }, (_, i) => {
  const html = Array.from(
    { length: 1 + (i % 4) },
    (_, k) => `<h2 id="h${k}">第${k}节</h2><p>${ZH[(i + k) % 4]}${ZH[(i * 7 + k) % 4]} page ${i}</p>`,
  ).join('');
  const chunk = pageChunk(
    pageRecords({ url: `/blog/p${i}`, tag: 'default', lvl0: '博客', title: `记一次（${i}）`, html }),
    memo,
  );
  return { chunk, content: JSON.stringify(chunk) };
});
const { index } = buildShards('zh-CN', chunks, 4);
const m: ShardManifest = index.manifest;
const files = new Map(index.files.map((f) => [f.name, Buffer.from(f.content)]));

type Handler = (name: string, body: Buffer, req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let base = '';
let handler: Handler = () => undefined;
const requests: { name: string; range?: string }[] = [];

before(async () => {
  server = createServer((req, res) => {
    const name = new URL(req.url!, 'http://x').pathname.slice(1);
    requests.push({ name, range: req.headers.range });
    const body = files.get(name);
    if (!body) return void res.writeHead(404).end();
    handler(name, body, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

const withRanges: Handler = (name, body, req, res) =>
  send(req, res, { etag: `"${name}"`, size: body.length, body }, { path: `assets/search/${name}` });
const withoutRanges: Handler = (_name, body, _req, res) =>
  void res.writeHead(200, { 'Content-Length': body.length }).end(body);
const reader = () => packReader(m, (name) => `${base}${name}?v=${m.version}`);

describe('search chunks read from their packs', () => {
  it('spans several packs, the last one not full', () => {
    assert.equal(index.files.filter((f) => f.name.endsWith('.bin')).length, 4);
    assert.equal(chunkSizes(m).length, chunks.length);
  });

  it("reads every chunk by a Range request of exactly its bytes (blogctl's server), equal to the chunk JSON", async () => {
    handler = withRanges;
    requests.length = 0;
    const read = reader();
    const got = await Promise.all(chunks.map((_, c) => read(c)));
    got.forEach((chunk, c) => assert.equal(JSON.stringify(chunk), chunks[c].content, `chunk ${c}`));
    assert.equal(requests.length, chunks.length);
    requests.forEach((r, k) => assert.ok(r.range?.startsWith('bytes='), `request ${k} without Range`));
    const asked = requests.map((r) => `${r.name} ${r.range}`).sort();
    const want = chunks
      .map((_, c) => chunkRange(m, c))
      .map((r) => `${r.name} bytes=${r.start}-${r.end - 1}`)
      .sort();
    assert.deepEqual(asked, want);
  });

  it('reads every chunk from a server that ignores Range, fetching each pack once', async () => {
    handler = withoutRanges;
    requests.length = 0;
    const read = reader();
    assert.equal(JSON.stringify(await read(1)), chunks[1].content);
    const got = await Promise.all(chunks.map((_, c) => read(c)));
    got.forEach((chunk, c) => assert.equal(JSON.stringify(chunk), chunks[c].content, `chunk ${c}`));
    // The first answer (200, the whole of k0.bin) is kept for the pack's other chunks; the other packs are then
    // asked for whole.
    assert.deepEqual(requests.map((r) => r.name).sort(), [0, 1, 2, 3].map(packName));
    assert.ok(requests.slice(1).every((r) => r.range === undefined));
  });

  it('keeps asking for ranges after a whole-file range is answered in full (a one-chunk pack, 200 as HTTP allows)', async () => {
    // An index whose last pack holds one chunk: its range is the whole file.
    const one = buildShards('zh-CN', chunks.slice(0, CHUNKS_PER_PACK + 1), 4).index;
    const oneFiles = new Map(one.files.map((f) => [f.name, Buffer.from(f.content)]));
    const last = chunkRange(one.manifest, CHUNKS_PER_PACK);
    assert.ok(last.start === 0 && last.end === last.packBytes, 'the last pack is its one chunk');
    handler = (name, _body, req, res) => {
      const body = oneFiles.get(name)!;
      if (req.headers.range === `bytes=0-${body.length - 1}`)
        return void res.writeHead(200, { 'Content-Length': body.length }).end(body);
      send(req, res, { etag: `"${name}"`, size: body.length, body }, { path: `assets/search/${name}` });
    };
    requests.length = 0;
    const read = packReader(one.manifest, (name) => `${base}${name}?v=${one.manifest.version}`);
    assert.equal(JSON.stringify(await read(CHUNKS_PER_PACK)), chunks[CHUNKS_PER_PACK].content);
    assert.equal(JSON.stringify(await read(3)), chunks[3].content);
    const r = chunkRange(one.manifest, 3);
    assert.deepEqual(
      requests.map((q) => q.range),
      [`bytes=0-${last.end - 1}`, `bytes=${r.start}-${r.end - 1}`],
    );
  });

  it('rejects a range of the wrong length, a whole pack of the wrong length, a member that does not inflate, an HTTP error', async () => {
    const c = CHUNKS_PER_PACK + 2;
    const r = chunkRange(m, c);
    const cases: [string, Handler, RegExp][] = [
      [
        'short range',
        (_n, body, _req, res) =>
          void res
            .writeHead(206, { 'Content-Range': `bytes ${r.start}-${r.end - 2}/${body.length}` })
            .end(body.subarray(r.start, r.end - 1)),
        /answered \d+ bytes, not/,
      ],
      [
        'range from elsewhere',
        (_n, body, _req, res) =>
          void res
            .writeHead(206, { 'Content-Range': `bytes 0-${r.end - r.start - 1}/${body.length}` })
            .end(body.subarray(0, r.end - r.start)),
        /bytes from 0/,
      ],
      [
        'truncated pack',
        (_n, body, _req, res) => void res.writeHead(200).end(body.subarray(0, body.length - 1)),
        /answered \d+ bytes, not/,
      ],
      [
        'corrupt member',
        (_n, body, _req, res) => {
          const bad = Buffer.from(body.subarray(r.start, r.end));
          bad[bad.length - 6] ^= 0xff; // its CRC-32
          res.writeHead(206, { 'Content-Range': `bytes ${r.start}-${r.end - 1}/${body.length}` }).end(bad);
        },
        /did not inflate/,
      ],
      ['HTTP 500', (_n, _body, _req, res) => void res.writeHead(500).end(), /HTTP 500/],
    ];
    for (const [label, h, message] of cases) {
      handler = h;
      await assert.rejects(reader()(c), message, label);
    }
  });
});
