// hashOf (util/hash.ts) takes node:crypto's one-shot hash for a single part: every key and file name it makes
// must stay the digest a Hash object gives (caches, route keys and asset names written by earlier builds).
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { hashOf } from '../../../src/util/hash';

const reference = (...parts: (string | Uint8Array)[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest('hex').slice(0, 16);
};

describe('hashOf', () => {
  it('gives the Hash object digest for one part of any text or bytes', () => {
    const texts = [
      '',
      'a',
      'abcdef0123456789\u00013\u0001服务器的磁盘又快满了',
      '日本語',
      'x\ud800\udc00y',
      'lone \ud800',
      '\udc00 lone',
      '\u0000\u0001',
      'é'.repeat(100_000),
    ];
    for (const t of texts) assert.equal(hashOf(t), reference(t), JSON.stringify(t.slice(0, 40)));
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 7) & 255);
    for (const b of [bytes, bytes.subarray(10, 50), Buffer.from('缓存'), new Uint8Array(0)])
      assert.equal(hashOf(b), reference(b));
  });

  it('gives the digest of the parts in order when there are several', () => {
    assert.equal(hashOf('a', '\u0000', 'b'), reference('a\u0000b'));
    assert.equal(hashOf('x\ud800', '\udc00y'), reference('x\ud800', '\udc00y'));
    assert.equal(hashOf(Buffer.from('甲'), '乙'), reference('甲乙'));
    assert.equal(hashOf(), reference());
  });

  it('gives the Hash object digest when several texts are hashed joined, surrogate halves at the seams included', () => {
    const halves = ['\ud800', '\udc00', '\udbff', '\udfff', 'a', '', '服', '\ud83d\ude00'];
    // Every sequence of up to three parts drawn from the halves: a pair split over two parts (or over an empty
    // part between them) hashes as two lone halves, as the Hash object sees them.
    for (const a of halves) {
      for (const b of halves) {
        assert.equal(hashOf(a, b), reference(a, b), JSON.stringify([a, b]));
        for (const c of halves) assert.equal(hashOf(a, b, c), reference(a, b, c), JSON.stringify([a, b, c]));
      }
    }
    assert.notEqual(hashOf('\ud800', '\udc00'), reference('\ud800\udc00'));
    assert.equal(hashOf('<p>正文</p>', '\u0000', ''), reference('<p>正文</p>', '\u0000', ''));
  });
});
