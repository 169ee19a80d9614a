// The search index's worker task (run in src/workers/pool-worker.ts threads on large sites, beside the render):
// a page → its record chunk, the chunk's JSON and digest, and its index terms with their entry codes, i.e. all
// the per-page work of the sharded index. The main thread only numbers the terms and assembles the files
// (ShardBuilder.addWorked()), so a large site's index no longer outlasts the render on the main thread.
import type { WorkerTasks } from '../util/worker-pool';
import { pageChunk } from './chunks';
import { pageRecords, type RecordPage } from './records';
import { chunkSummary, fileDigest, type WorkedChunk } from './sharded-index';
import { TermTable } from './terms';

export interface ChunkJob extends RecordPage {
  language: string;
  /** The page's position (= chunk number), given back with its result. */
  at: number;
}

export interface ChunkResult extends WorkedChunk {
  at: number;
}

/** Per thread: the term table (its per-string results are kept) and sentence → words memo of this build. */
let state: { table: TermTable; memo: Map<string, string[]> } | undefined;

/** One page's worked chunk. `memo` caches a pure function (sentence → words): bounded, any size gives the same. */
export function workChunk(page: RecordPage, language: string, table: TermTable, memo: Map<string, string[]>): WorkedChunk {
  if (memo.size > 50_000) memo.clear();
  const chunk = pageChunk(pageRecords(page, language), memo);
  const content = JSON.stringify(chunk);
  return { content, digest: fileDigest(content), ...chunkSummary(chunk), terms: table.chunkKeys(chunk) };
}

export const searchTasks: WorkerTasks = {
  async searchChunks(items) {
    const s = (state ??= { table: new TermTable(), memo: new Map() });
    return (items as ChunkJob[]).map((job): ChunkResult => ({ ...workChunk(job, job.language, s.table, s.memo), at: job.at }));
  },
  /** The index's chunks are all made: the thread lets go of its table and memo (it goes on rendering). */
  async searchChunksDone() {
    state = undefined;
    return [];
  },
};
