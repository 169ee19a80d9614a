// settleAll: Promise.all that never rejects while one of its promises still runs (bundles, renders, image copies).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { settleAll } from '../../../src/util/settle-all';

/** A promise with its resolve and reject at hand. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('settleAll', () => {
  it('resolves with every value in order', async () => {
    assert.deepEqual(await settleAll([Promise.resolve(1), Promise.resolve('b')]), [1, 'b']);
  });

  it('rejects only once every promise has settled, with the first rejection in their order', async () => {
    const slow = deferred<number>();
    const late = deferred<number>();
    let settled = false;
    const all = settleAll([slow.promise, Promise.reject(new Error('first')), late.promise]).catch((e: Error) => {
      settled = true;
      return e.message;
    });
    late.reject(new Error('second'));
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(settled, false);
    slow.resolve(1);
    assert.equal(await all, 'first');
  });
});
