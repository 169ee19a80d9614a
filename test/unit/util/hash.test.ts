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
    const texts = ['', 'a', 'abcdef0123456789\u00013\u0001服务器的磁盘又快满了', '日本語', 'x\ud800\udc00y', 'lone \ud800', '\udc00 lone', '\u0000\u0001', 'é'.repeat(100_000)];
    for (const t of texts) assert.equal(hashOf(t), reference(t), JSON.stringify(t.slice(0, 40)));
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 7) & 255);
    for (const b of [bytes, bytes.subarray(10, 50), Buffer.from('缓存'), new Uint8Array(0)]) assert.equal(hashOf(b), reference(b));
  });

  it('gives the digest of the parts in order when there are several', () => {
    assert.equal(hashOf('a', '\u0000', 'b'), reference('a\u0000b'));
    assert.equal(hashOf('x\ud800', '\udc00y'), reference('x\ud800', '\udc00y'));
    assert.equal(hashOf(Buffer.from('甲'), '乙'), reference('甲乙'));
    assert.equal(hashOf(), reference());
  });
});
