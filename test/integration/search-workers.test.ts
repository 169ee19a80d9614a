// A cold search index whose chunks the worker threads make (src/search/worker-tasks.ts: records, chunk JSON and
// digest, terms with their entry codes) is byte-identical to one built a page at a time on the main thread, and
// so is the state a warm build starts from: sharded (a generated corpus) and single-file (the shipped site, where
// the chunks the workers made are not used). Batches may come back in any order; the builder takes them in page
// order; the main thread's garbage collections between batches (GcPacer) change nothing. Then the same through
// real worker threads, in a whole build.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
// @ts-expect-error plain ESM helper without types
import { makeCorpus } from '../../bench/corpus.mjs';
import { build } from '../../src/api/build';
import { loadConfig } from '../../src/config/load-config';
import { loadContent } from '../../src/content/graph';
import { renderSearchIndex } from '../../src/render/search-index';
import { collectPages } from '../../src/search/records';
import { SearchCache } from '../../src/search/search-cache';
import { searchTasks } from '../../src/search/worker-tasks';
import { GcPacer } from '../../src/util/collect-garbage';
import type { LazyPool, WorkerPool } from '../../src/util/worker-pool';
import { REPO } from '../helpers/site';

let root: string;
let site: string;

before(() => {
  root = mkdtempSync(join(tmpdir(), 'blogctl-search-workers-'));
  site = makeCorpus({ posts: 150, docs: 10, out: join(root, 'site') });
});
after(() => rmSync(root, { recursive: true, force: true }));

/** A pool that runs the search tasks in this thread, 7 items a batch, and hands the batches back last first. */
function reversingPool(seen: { kind: string; items: number; broadcast?: string }) {
  const pool = {
    async each(
      kind: string,
      items: unknown[],
      _batch: number,
      onBatch: (results: unknown[], at: { positions: number[]; worker: number }) => void,
    ) {
      seen.kind = kind;
      seen.items += items.length;
      const batches: [unknown[], number][] = [];
      for (let start = 0; start < items.length; start += 7)
        batches.push([await searchTasks[kind](items.slice(start, start + 7)), start]);
      for (const [results, start] of batches.reverse())
        onBatch(results, { positions: results.map((_, k) => start + k), worker: 0 });
    },
    async broadcast(kind: string, payload: unknown) {
      seen.broadcast = kind;
      await searchTasks[kind]([payload]);
    },
  } as unknown as WorkerPool;
  return { get: () => pool } as unknown as LazyPool;
}

async function compare(siteRoot: string, form: 'sharded' | 'single') {
  const config = await loadConfig({ root: siteRoot });
  const graph = await loadContent(config);
  const [hereCache, workedCache] = [SearchCache.inMemory(), SearchCache.inMemory()];
  const here = await renderSearchIndex(graph, config, { cache: hereCache });
  const seen: { kind: string; items: number; broadcast?: string } = { kind: '', items: 0 };
  // A pacer that collects at every batch (any heap size): collections change nothing in the index.
  const pacer = new GcPacer(1, 0);
  const worked = await renderSearchIndex(graph, config, { cache: workedCache, pool: reversingPool(seen), pacer });
  assert.ok(pacer.collections > 0, 'the main thread collected its garbage between the batches');
  assert.equal(seen.kind, 'searchChunks');
  assert.equal(seen.items, collectPages(graph, config).length);
  assert.equal(seen.broadcast, 'searchChunksDone'); // the threads let go of their term tables
  assert.ok(here && worked);
  assert.equal(here.files.length > 1, form === 'sharded');
  assert.deepEqual(worked, here);
  assert.deepEqual(workedCache.previous(), hereCache.previous());
}

describe('search index chunks made by the workers', () => {
  it('gives the sharded index and its warm-build state byte for byte, whatever order the batches arrive in', async () => {
    await compare(site, 'sharded');
  });

  it('gives a small site the same single file', async () => {
    await compare(REPO, 'single');
  });

  it('a build with worker threads writes the same search files as one without', async () => {
    const [serial, parallel] = [
      await build({ root: site, write: false, threads: 0 }),
      await build({ root: site, write: false, threads: 2 }),
    ];
    assert.ok(serial.ok && parallel.ok);
    const files = (r: typeof serial) =>
      new Map(
        r
          .files!.filter((f) => f.path.startsWith('assets/search/'))
          .map((f) => [f.path, Buffer.from(f.contents).toString('base64')]),
      );
    const [a, b] = [files(serial), files(parallel)];
    assert.ok(a.size > 10, 'sharded');
    assert.deepEqual([...b.keys()].sort(), [...a.keys()].sort());
    for (const [path, data] of a) assert.equal(b.get(path), data, path);
  });
});
