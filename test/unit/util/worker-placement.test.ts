// Batches of a pool run with home workers (util/worker-pool.ts takeBatch): a worker takes its own items first,
// then the unplaced ones, then half of what the busiest other worker has left, from the back.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { takeBatch, type Queue } from '../../../src/util/worker-pool';

const queue = (positions: number[]): Queue => ({ positions, next: 0, end: positions.length });

describe('takeBatch', () => {
  it('gives a worker its own items first, then the unplaced ones, marking which went home', () => {
    // Worker 0 owns 0, 2, 4; worker 1 owns 1; 5 and 6 have no home (the last queue).
    const queues = [queue([0, 2, 4]), queue([1]), queue([5, 6])];
    assert.deepEqual(takeBatch(queues, 0, 2), { positions: [0, 2], home: true });
    assert.deepEqual(takeBatch(queues, 0, 2), { positions: [4], home: true });
    assert.deepEqual(takeBatch(queues, 0, 2), { positions: [5, 6], home: false });
    assert.deepEqual(takeBatch(queues, 1, 2), { positions: [1], home: true });
    assert.equal(takeBatch(queues, 1, 2), undefined);
    assert.equal(takeBatch(queues, 0, 2), undefined);
  });

  it('lets an idle worker take from the back of the busiest queue, sent as not home, while the owner keeps the front', () => {
    const queues = [queue([0, 1, 2, 3, 4, 5, 6, 7]), queue([]), queue([])];
    assert.deepEqual(takeBatch(queues, 0, 2), { positions: [0, 1], home: true });
    // 6 left: worker 1 takes at most a batch, and at most half of them.
    assert.deepEqual(takeBatch(queues, 1, 2), { positions: [6, 7], home: false });
    assert.deepEqual(takeBatch(queues, 1, 10), { positions: [4, 5], home: false });
    assert.deepEqual(takeBatch(queues, 0, 2), { positions: [2, 3], home: true });
    assert.equal(takeBatch(queues, 0, 2), undefined);
    assert.equal(takeBatch(queues, 1, 2), undefined);
  });

  it('hands out every position exactly once however the workers interleave', () => {
    const queues = [queue([0, 3, 6, 9, 12]), queue([1, 4, 7, 10, 13, 15, 16, 17]), queue([2, 5, 8, 11, 14])];
    const seen: number[] = [];
    for (let turn = 0; ; turn++) {
      const a = takeBatch(queues, turn % 2, 3);
      const b = takeBatch(queues, (turn + 1) % 2, 1);
      if (!a && !b) break;
      seen.push(...(a?.positions ?? []), ...(b?.positions ?? []));
    }
    assert.deepEqual(
      seen.sort((x, y) => x - y),
      Array.from({ length: 18 }, (_, i) => i),
    );
  });
});
