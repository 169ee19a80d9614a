// The search index's worker task (run in src/workers/pool-worker.ts threads on large sites, beside the render):
// a page → its record chunk, the chunk's JSON length and gzip member (packs.ts), and its index terms with their entry codes, i.e. all
// the per-page work of the sharded index. The main thread only numbers the terms and assembles the files
// (ShardBuilder.addWorked()), so a large site's index no longer outlasts the render on the main thread.
// The chunk is made from the page's blocks directly (no record objects), and the term table takes each
// string's words from the chunk's builder instead of reading them back from the chunk.
import type { WorkerTasks } from '../util/worker-pool';
import { cjkWordsKept } from './blocks';
import { pageChunkOf } from './chunks';
import type { RecordPage } from './records';
import { gzipChunk } from './packs';
import { chunkSummary, type WorkedChunk } from './sharded-index';
import { TermTable } from './terms';

export interface ChunkJob extends RecordPage {
  language: string;
  /** The page's position (= chunk number), given back with its result. */
  at: number;
}

export interface ChunkResult extends WorkedChunk {
  at: number;
}

/** Per thread, for one build: the term table (its per-string results are kept) and the words memos (sentence →
 *  its words, text → its words). All cache pure functions, bounded: any size gives the same. */
export interface ChunkState {
  table: TermTable;
  memo: Map<string, string[]>;
  texts: Map<string, string[]>;
}

let state: ChunkState | undefined;

export const chunkState = (): ChunkState => ({ table: new TermTable(), memo: new Map(), texts: new Map() });

/** One page's worked chunk. `language` is not part of a chunk (the records' language goes in the manifest). */
export function workChunk(page: RecordPage, s: ChunkState): WorkedChunk {
  if (s.memo.size > 50_000) s.memo.clear();
  if (s.texts.size > 20_000) s.texts.clear();
  const built = pageChunkOf(page, (text) => cjkWordsKept(text, s.memo, s.texts));
  const chunk = built.withoutWords();
  const content = built.json();
  return {
    chars: content.length,
    gz: gzipChunk(content),
    ...chunkSummary(chunk),
    terms: s.table.chunkKeys(chunk, built.stringWords),
  };
}

export const searchTasks: WorkerTasks = {
  async searchChunks(items) {
    const s = (state ??= chunkState());
    return (items as ChunkJob[]).map((job): ChunkResult => Object.assign(workChunk(job, s), { at: job.at }));
  },
  /** The index's chunks are all made: the thread lets go of its table and memos (it goes on rendering). */
  async searchChunksDone() {
    state = undefined;
    return [];
  },
};
