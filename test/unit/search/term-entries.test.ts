// The sharded index builder's postings entries (TermEntries, src/search/sharded-index.ts) are kept per term in
// a growable Int32Array, not a JS array: take() gives a term's entries sorted, exactly the ones added (across
// many doublings), and lets go of them; a term never added has none.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ShardBuilder, TermEntries } from '../../../src/search/sharded-index';

describe('TermEntries', () => {
  it('keeps every entry of a term through its growth and gives them back sorted', () => {
    const t = new TermEntries();
    const added: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const entry = ((i * 7919) % 1000) * (1 << 20) + (i % 13);
      added.push(entry);
      t.add(3, entry);
      if (i % 3 === 0) t.add(0, i);
    }
    assert.equal(t.has(1), false);
    assert.equal(t.has(3), true);
    const got = t.take(3);
    assert.ok(got instanceof Int32Array);
    assert.deepEqual([...got], [...Int32Array.from(added).sort()]);
    assert.equal(t.has(3), false, 'taken: the builder no longer holds them');
    assert.deepEqual(
      [...t.take(0)],
      Array.from({ length: 334 }, (_, k) => k * 3),
    );
  });

  it('is what the builder keeps its postings in', () => {
    const builder = new ShardBuilder('zh-CN');
    assert.ok((builder as unknown as { entries: unknown }).entries instanceof TermEntries);
  });
});
