// The in-process/worker switch (util/worker-pool.ts): a small site (the shipped one: 30 entries, 53 routes) is
// built without starting a single worker thread; a large one gets one worker per core; an explicit count decides
// alone. parallel-render.test.ts checks that both paths write the same bytes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PARALLEL_THRESHOLD } from '../../../src/core/session';
import { workerCount } from '../../../src/util/worker-pool';

describe('workerCount', () => {
  it('keeps a small site in-process: no worker for the shipped site’s 30 entries or 53 routes, nor just below the threshold', () => {
    for (const count of [0, 1, 30, 53, PARALLEL_THRESHOLD - 1])
      assert.equal(
        workerCount(count, { threads: undefined, threshold: PARALLEL_THRESHOLD, cores: 2 }),
        0,
        `${count} tasks`,
      );
  });

  it('starts one worker per core from the threshold up, and none on one core', () => {
    assert.equal(workerCount(PARALLEL_THRESHOLD, { threads: undefined, threshold: PARALLEL_THRESHOLD, cores: 2 }), 2);
    assert.equal(workerCount(10_000, { threads: undefined, threshold: PARALLEL_THRESHOLD, cores: 4 }), 4);
    assert.equal(workerCount(10_000, { threads: undefined, threshold: PARALLEL_THRESHOLD, cores: 1 }), 0);
  });

  it('an explicit thread count decides alone (0 and 1 mean in-process)', () => {
    assert.equal(workerCount(5, { threads: 2, threshold: PARALLEL_THRESHOLD, cores: 2 }), 2);
    assert.equal(workerCount(10_000, { threads: 0, threshold: PARALLEL_THRESHOLD, cores: 4 }), 0);
    assert.equal(workerCount(10_000, { threads: 1, threshold: PARALLEL_THRESHOLD, cores: 4 }), 0);
  });
});
