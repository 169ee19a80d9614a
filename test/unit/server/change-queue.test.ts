// The watcher's change queue (src/server/change-queue.ts): events are hints, file stamps decide. A save whose
// event never comes (chokidar drops a second 'change' within 50 ms of the last) is found by the recheck after
// the batch; a late or repeated event for what the last rebuild already read runs no rebuild.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ChangeQueue, fileStamp, type ChangeBatch } from '../../../src/server/change-queue';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A queue over fake stamps; `batches` resolves waiters as batches run. */
function harness(run?: (batch: ChangeBatch, n: number) => Promise<void> | void) {
  const stamps = new Map<string, string>();
  const batches: ChangeBatch[] = [];
  const errors: unknown[] = [];
  let wake: (() => void) | undefined;
  const queue = new ChangeQueue({
    quietMs: 0,
    recheckMs: 0,
    stamp: (f) => stamps.get(f) ?? '',
    run: async (batch) => {
      batches.push(batch);
      await run?.(batch, batches.length);
      wake?.();
    },
    onError: (err) => errors.push(err),
  });
  /** Waits (bounded, generously) until `n` batches have run. */
  const untilBatches = async (n: number) => {
    const deadline = Date.now() + 10_000;
    while (batches.length < n) {
      if (Date.now() > deadline)
        throw new Error(`only ${batches.length} batch(es) ran, expected ${n}: ${JSON.stringify(batches)}`);
      await new Promise<void>((r) => {
        wake = r;
        setTimeout(r, 50);
      });
    }
  };
  return { stamps, batches, errors, queue, untilBatches };
}

describe('ChangeQueue', () => {
  it('rebuilds a file saved again during its rebuild although no event reports that save', async () => {
    const h = harness((_batch, n) => {
      // The second save lands while the first rebuild runs; chokidar throttled its event away.
      if (n === 1) h.stamps.set('/site/content/blog/a.md', 'v2');
    });
    h.stamps.set('/site/content/blog/a.md', 'v1');
    h.queue.add('/site/content/blog/a.md', 'content');
    await h.untilBatches(2);
    assert.deepEqual(h.batches, [
      { stage: 'content', files: ['/site/content/blog/a.md'] },
      { stage: 'content', files: ['/site/content/blog/a.md'] },
    ]);
    h.queue.close();
  });

  it('rebuilds a file saved right after its rebuild ended, with no event, keeping its stage', async () => {
    const h = harness();
    h.stamps.set('/site/blogctl.config.ts', 'v1');
    h.queue.add('/site/blogctl.config.ts', 'config');
    await h.untilBatches(1);
    h.stamps.set('/site/blogctl.config.ts', 'v2'); // before the recheck, which is a timer after the batch
    await h.untilBatches(2);
    assert.deepEqual(h.batches[1], { stage: 'config', files: ['/site/blogctl.config.ts'] });
    h.queue.close();
  });

  it('drops a late or repeated event for a file the last rebuild already read from the next batch', async () => {
    const h = harness();
    h.stamps.set('/site/content/a.md', 'v1');
    h.stamps.set('/site/content/b.md', 'v1');
    h.queue.add('/site/content/a.md', 'content');
    await h.untilBatches(1);
    // A repeated event for a.md (unchanged since batch 1 started) together with a real change of b.md.
    h.queue.add('/site/content/a.md', 'theme');
    h.queue.add('/site/content/b.md', 'content');
    await h.untilBatches(2);
    assert.deepEqual(h.batches[1], { stage: 'content', files: ['/site/content/b.md'] });
    // Only repeated events: nothing runs; the next real change is the third batch.
    h.queue.add('/site/content/a.md', 'content');
    h.queue.add('/site/content/b.md', 'content');
    h.stamps.set('/site/content/c.md', 'v1');
    h.queue.add('/site/content/c.md', 'static');
    await h.untilBatches(3);
    assert.deepEqual(h.batches[2], { stage: 'static', files: ['/site/content/c.md'] });
    assert.equal(h.batches.length, 3);
    h.queue.close();
  });

  it('reports a batch that throws and keeps running the next ones', async () => {
    const h = harness((_b, n) => {
      if (n === 1) throw new Error('boom');
    });
    h.stamps.set('/x.md', 'v1');
    h.queue.add('/x.md', 'content');
    await h.untilBatches(1);
    h.stamps.set('/x.md', 'v2');
    h.queue.add('/x.md', 'content');
    await h.untilBatches(2);
    assert.equal(h.errors.length, 1);
    assert.match(String(h.errors[0]), /boom/);
    h.queue.close();
  });
});

describe('fileStamp', () => {
  it('changes with every save, also one that keeps the size, and is empty for a missing file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'blogctl-stamp-'));
    try {
      const file = join(dir, 'a.md');
      assert.equal(fileStamp(file), '');
      writeFileSync(file, 'one');
      const first = fileStamp(file);
      assert.notEqual(first, '');
      assert.equal(fileStamp(file), first);
      writeFileSync(file, 'two'); // same size: the change time (ns) tells
      // ctime has the file system's clock tick; spin on saves until it moves (never more than a few ms).
      let again = fileStamp(file);
      while (again === first) {
        writeFileSync(file, 'two');
        again = fileStamp(file);
      }
      assert.notEqual(again, first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
