// Rendering in worker threads produces exactly the files of an in-process render.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { fileDigests, REPO } from '../helpers/site';

/** The route items of every 'render' message the main thread posts to a worker while `fn` runs. */
async function renderMessages<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; routes: { path: string; props: Record<string, unknown> }[] }> {
  const routes: { path: string; props: Record<string, unknown> }[] = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (this: Worker, msg: unknown, ...rest: unknown[]) {
    const m = msg as { kind?: string; items?: unknown[] };
    if (m?.kind === 'render') routes.push(...(m.items as typeof routes));
    return (post as (...a: unknown[]) => void).call(this, msg, ...rest);
  } as typeof post;
  try {
    return { result: await fn(), routes };
  } finally {
    Worker.prototype.postMessage = post;
  }
}

describe('parallel rendering', () => {
  it('worker threads and the main thread produce byte-identical output', async () => {
    const serial = await build({ root: REPO, write: false, threads: 0 });
    const parallel = await build({ root: REPO, write: false, threads: 2 });
    // No Markdown cache: the workers render every entry's Markdown, and keep its HTML for the entry's page.
    const { result: uncached, routes } = await renderMessages(() =>
      build({ root: REPO, write: false, threads: 2, cache: false }),
    );
    assert.ok(serial.ok && parallel.ok && uncached.ok);
    const a = new Map(serial.files!.map((f) => [f.path, Buffer.from(f.contents).toString('base64')]));
    for (const other of [parallel, uncached]) {
      const b = new Map(other.files!.map((f) => [f.path, Buffer.from(f.contents).toString('base64')]));
      assert.deepEqual([...b.keys()].sort(), [...a.keys()].sort());
      for (const [path, data] of a) assert.equal(b.get(path), data, path);
    }
    // Route/worker affinity: an entry's page goes to the worker that rendered its Markdown, without the HTML.
    const kept = routes.filter((r) =>
      Object.values(r.props).some((v) => typeof (v as { kept?: unknown })?.kept === 'string'),
    );
    assert.ok(kept.length > 0, 'no route was sent without its HTML to the worker that keeps it');
    for (const r of kept)
      for (const v of Object.values(r.props))
        assert.ok(!(v && typeof v === 'object' && 'kept' in v && 'html' in v), `${r.path}: HTML sent with a kept slot`);
  });

  it('workers writing into the output folder write the files of an in-memory build', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'blogctl-parallel-'));
    try {
      const [memory, disk] = [
        await build({ root: REPO, write: false, threads: 0 }),
        await build({ root: REPO, outDir, threads: 2, cache: false }),
      ];
      assert.ok(memory.ok && disk.ok);
      const expected = new Map(
        memory.files!.map((f) => [f.path, createHash('sha256').update(f.contents).digest('hex')]),
      );
      const written = fileDigests(outDir);
      written.delete('.blogctl-output'); // the output folder's marker (output/out-dir-guard.ts), not a built file
      assert.deepEqual(written, expected);
      // The files the workers wrote are counted as the main thread's are (the marker is one of the output's).
      assert.equal(disk.fileCount, written.size + 1);
      assert.equal(disk.filesWritten, written.size + 1);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
