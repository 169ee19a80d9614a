// Garbage collection on demand without --expose-gc (src/util/collect-garbage.ts): the collection really runs (an
// object only a WeakRef still points to is gone), the flag is set back (contexts made afterwards have no `gc`,
// and a V8 code cache made before is still accepted: its flag hash did not change), and the pacer collects only
// once the heap has grown the given factor past what its last collection left.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runInNewContext, Script } from 'node:vm';
import { collectGarbage, gcFunction, GcPacer } from '../../../src/util/collect-garbage';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('collect-garbage', () => {
  it('collects without --expose-gc, and leaves the flag as it was', async () => {
    assert.equal(typeof (globalThis as { gc?: unknown }).gc, 'undefined', 'this test runs without --expose-gc');
    const source = 'function f(a) { return a * 2 + 1; }; f(20);';
    const cachedData = new Script(source, { filename: 'cached.js' }).createCachedData();
    const ref = (() => new WeakRef({ payload: new Array(1000).fill(7) }))();
    await tick(); // WeakRef targets are kept to the end of the job that made them
    gcFunction()();
    assert.equal(ref.deref(), undefined, 'the object was collected');
    const again = new Script(source, { filename: 'cached-again.js', cachedData });
    assert.equal(again.cachedDataRejected, false, 'code caches made before are still accepted (same flag hash)');
    assert.equal(runInNewContext('typeof gc'), 'undefined', 'a new context has no gc: --expose-gc was set back');
    assert.equal(typeof (globalThis as { gc?: unknown }).gc, 'undefined');
    assert.equal(gcFunction(), gcFunction(), 'made once');
  });

  it('collects only above the given heap size', async () => {
    assert.equal(collectGarbage(Number.MAX_SAFE_INTEGER), false);
    const ref = (() => new WeakRef({ payload: new Array(1000).fill(7) }))();
    await tick();
    assert.equal(collectGarbage(0), true);
    assert.equal(ref.deref(), undefined);
  });

  it('paces collections by the heap left by the last one', () => {
    const pacer = new GcPacer(1.5, 0);
    assert.equal(pacer.check(), true, 'the first check collects (nothing collected yet)');
    assert.equal(pacer.check(), false, 'the heap has not grown');
    assert.equal(pacer.collections, 1);
    // Grow the heap well past 1.5 times what was left: about as many bytes again in live arrays.
    const { heapUsed } = process.memoryUsage();
    const held: number[][] = [];
    for (let bytes = 0; bytes < heapUsed; bytes += 8 * 10_000) held.push(new Array(10_000).fill(held.length + 0.5));
    assert.equal(pacer.check(), true);
    assert.equal(pacer.collections, 2);
    assert.equal(pacer.check(), false, 'what is live does not count as growth');
    assert.ok(held.length > 0);
    assert.equal(new GcPacer(1.5, Number.MAX_SAFE_INTEGER).check(), false, 'a small heap is never collected');
  });
});
