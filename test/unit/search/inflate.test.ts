// The search chunks' inflater (src/client/search/inflate.ts, fflate with the gzip trailer checked)
// gives back exactly what node:zlib compressed, whatever block types the compressor chose (stored, fixed and
// dynamic Huffman codes, long matches), and throws on damaged, truncated or padded members instead of giving
// wrong bytes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { constants, gzipSync } from 'node:zlib';
import { gunzip } from '../../../src/client/search/inflate';
import { pageChunk } from '../../../src/search/chunks';
import { gzipChunk } from '../../../src/search/packs';
import { pageRecords } from '../../../src/search/records';

let seed = 5;
const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
const chunkJson = JSON.stringify(
  pageChunk(
    pageRecords({
      url: '/blog/x',
      tag: 'default',
      lvl0: '博客',
      title: '记一次集群升级',
      html: Array.from(
        { length: 40 },
        (_, i) =>
          `<h2 id="h${i}">第${i}节 Docker</h2><p>集群升级的过程中遇到了一些兼容性问题，最后通过回滚配置解决 ${i}。</p>`,
      ).join(''),
    }),
    new Map(),
  ),
);
const inputs: [string, Buffer][] = [
  ['empty', Buffer.alloc(0)],
  ['one byte', Buffer.from('a')],
  ["a chunk's JSON", Buffer.from(chunkJson)],
  ['random bytes (stored blocks)', Buffer.from(Array.from({ length: 70_000 }, () => Math.floor(rand() * 256)))],
  [
    'long runs (258-byte matches, far distances)',
    Buffer.from('ab'.repeat(40_000) + 'x'.repeat(33_000) + 'ab'.repeat(10)),
  ],
  [
    'mixed',
    Buffer.concat([
      Buffer.from(chunkJson),
      Buffer.from(Array.from({ length: 5_000 }, () => Math.floor(rand() * 256))),
      Buffer.from(chunkJson),
    ]),
  ],
];

describe('fallback gzip inflater', () => {
  for (const [label, input] of inputs) {
    it(`inflates ${label} at every level and strategy`, () => {
      for (const level of [0, 1, 4, 6, 9]) {
        for (const strategy of [
          constants.Z_DEFAULT_STRATEGY,
          constants.Z_FIXED,
          constants.Z_HUFFMAN_ONLY,
          constants.Z_RLE,
        ]) {
          const gz = gzipSync(input, { level, strategy });
          assert.ok(Buffer.from(gunzip(gz)).equals(input), `level ${level}, strategy ${strategy}`);
        }
      }
    });
  }

  it("inflates the build's chunk members to their JSON", () => {
    assert.equal(new TextDecoder().decode(gunzip(gzipChunk(chunkJson))), chunkJson);
  });

  it('throws on a damaged, truncated or padded member', () => {
    const gz = gzipSync(chunkJson, { level: 4 });
    const flipped = (at: number) => {
      const b = Buffer.from(gz);
      b[at] ^= 0x10;
      return b;
    };
    assert.throws(() => gunzip(flipped(gz.length - 6)), /CRC/); // the CRC-32
    assert.throws(() => gunzip(flipped(gz.length - 3)), /gzip/); // the length
    assert.throws(() => gunzip(flipped(0)), /not a gzip member/);
    assert.throws(() => gunzip(gz.subarray(0, gz.length - 20)), /gzip/);
    assert.throws(() => gunzip(Buffer.concat([gz, Buffer.alloc(3)])), /gzip/);
    // Damage inside the compressed data: an error, never other bytes.
    for (let at = 12; at < gz.length - 8; at += 7) {
      let out: Uint8Array | undefined;
      try {
        out = gunzip(flipped(at));
      } catch {
        continue;
      }
      assert.fail(`a flipped bit at ${at} inflated to ${out.length} bytes`);
    }
  });
});
