// The ranking of a query over the fetched chunks of the term-sharded index, grown round by round: the chunks of
// each fetch round are assembled into one SearchEngine (kept between queries), a query matches each such batch
// once, and each round only merges the hits found so far, instead of assembling every fetched chunk into one index
// and matching all of it again. The answer is the engine's over all the chunks assembled at once
// (test/unit/search/chunk-ranking.test.ts): a record's rank key depends only on its own page and strings (pages
// never span chunks, and a string's segmenter words are a function of its text), and the engine's ties go by
// record order, which in the assembled index is chunk order, then the record's order in its chunk.
import { SearchEngine } from './engine';
import { hitLimit, hitShaping, now, responseOf } from './hit-shape';
import { capByPage, distinctOf } from './ranking';
import { assemble, type ChunkFile } from './shards';
import { queryTerms, type QueryTerm } from './tokenize';
import type { SearchParams, SearchResponse } from './types';

/** An engine over the chunks that arrived in one fetch round (recordChunks: each record's chunk). */
export interface Batch {
  engine: SearchEngine;
  recordChunks: number[];
}

/**
 * The engines over the fetched chunks, one per batch of chunks that arrived together (a fetch round), kept
 * between queries: each chunk is in one batch, so a round assembles only its own chunks.
 */
export class ChunkEngines {
  readonly batches: Batch[] = [];
  private readonly inBatch = new Set<number>();
  private vocab: string[] = [];
  private letters = -1;
  /** Bumped when the batches are remade (a query's matches of the older ones no longer count). */
  generation = 0;

  /** norm: normalize() or a memo of it (chunks share strings: section names, common headings). */
  constructor(
    private readonly language: string,
    private readonly norm: (text: string) => string,
  ) {}

  /**
   * The latin vocabulary fetched so far, by first letter (the engines' prefix and typo vocabulary): when it grew,
   * the batches are remade with it, as a whole-index engine would be.
   */
  useVocab(byLetter: Map<string, string[]>): void {
    if (byLetter.size === this.letters) return;
    this.letters = byLetter.size;
    this.vocab = [...byLetter.values()].flat().sort();
    this.batches.length = 0;
    this.inBatch.clear();
    this.generation++;
  }

  /** A batch of the chunks not in one yet. */
  add(chunks: Map<number, ChunkFile>): void {
    const fresh = new Map<number, ChunkFile>();
    for (const [c, chunk] of chunks) if (!this.inBatch.has(c)) fresh.set(c, chunk);
    if (!fresh.size) return;
    for (const c of fresh.keys()) this.inBatch.add(c);
    const index = assemble(this.language, fresh, true);
    this.batches.push({
      engine: new SearchEngine(index, { vocab: this.vocab, wordIds: index.wordIds, norm: this.norm }),
      recordChunks: index.recordChunks,
    });
  }
}

interface BatchHits {
  batch: Batch;
  recs: Int32Array;
  keys: Int32Array;
}

export interface ChunkRanked {
  /** The first hits (at most hitLimit()): chunk, record in its batch's engine, rank key, a page's repeated hit. */
  chunks: number[];
  recs: number[];
  keys: number[];
  repeat: boolean[];
  respond: () => SearchResponse;
}

/** One query's hits over the batches matched so far. */
export class QueryRanking {
  private readonly started = now();
  private found: BatchHits[] = [];
  private generation = -1;
  private matched = 0;
  private readonly terms: QueryTerm[];
  /** The last ranking, while no batch with hits was matched since. */
  private last?: ChunkRanked;

  constructor(private readonly params: SearchParams) {
    this.terms = queryTerms((params.query ?? '').trim()).slice(0, 16);
  }

  /** Matches the batches not matched yet (each once; all again when they were remade). */
  update(engines: ChunkEngines): void {
    if (engines.generation !== this.generation)
      [this.generation, this.matched, this.found, this.last] = [engines.generation, 0, [], undefined];
    for (; this.matched < engines.batches.length; this.matched++) {
      const batch = engines.batches[this.matched];
      const m = batch.engine.matches(this.params, this.terms);
      if (!m.recs.length) continue;
      this.found.push({ batch, recs: m.recs, keys: m.keys });
      this.last = undefined;
    }
  }

  /** SearchEngine.ranked() over the chunks added, as if they were one assembled index. */
  ranked(): ChunkRanked {
    if (this.last) return this.last;
    let n = 0;
    for (const f of this.found) n += f.recs.length;
    // Every hit as (its batch's entry in found, position there), by rank key, ties in record order: chunk, then the
    // record's place in its chunk (a chunk is in one batch, in its order).
    const from = new Int32Array(n);
    const pos = new Int32Array(n);
    const keys = new Int32Array(n);
    for (let k = 0, h = 0; k < this.found.length; k++) {
      const f = this.found[k];
      for (let i = 0; i < f.recs.length; i++, h++) [from[h], pos[h], keys[h]] = [k, i, f.keys[i]];
    }
    const found = this.found;
    const chunk = new Int32Array(n);
    for (let h = 0; h < n; h++) chunk[h] = found[from[h]].batch.recordChunks[found[from[h]].recs[pos[h]]];
    const order = rankOrder(keys, this.recordOrder(from, pos, chunk));
    const pageOf = (h: number) => from[h] * 2 ** 21 + found[from[h]].batch.engine.pageOf(found[from[h]].recs[pos[h]]);
    const { picked, repeat, total } = capByPage(order, {
      pageOf,
      keyOf: (h) => keys[h],
      limit: hitLimit(this.params),
      distinct: distinctOf(this.params),
    });
    const out: ChunkRanked = {
      chunks: picked.map((h) => chunk[h]),
      recs: picked.map((h) => found[from[h]].recs[pos[h]]),
      keys: picked.map((h) => keys[h]),
      repeat,
      respond: () => this.respond(out, total),
    };
    return (this.last = out);
  }

  /**
   * Each hit's place in record order (chunk, then record in the chunk): with one batch its record number there
   * (a batch holds its chunks in order); otherwise from a sort by chunk and record.
   */
  private recordOrder(from: Int32Array, pos: Int32Array, chunk: Int32Array): Int32Array {
    const found = this.found;
    const n = from.length;
    if (found.length === 1) return found[0].recs;
    const ord = new Int32Array(n);
    const byRecord = Int32Array.from({ length: n }, (_, h) => h).sort(
      (a, b) => chunk[a] - chunk[b] || found[from[a]].recs[pos[a]] - found[from[b]].recs[pos[b]],
    );
    for (let i = 0; i < n; i++) ord[byRecord[i]] = i;
    return ord;
  }

  private respond(r: ChunkRanked, total: number): SearchResponse {
    const shaping = hitShaping(this.terms, this.params);
    const engines = new Map<number, SearchEngine>();
    for (const f of this.found) for (const c of f.batch.recordChunks) engines.set(c, f.batch.engine);
    const hits = (from: number, to: number) =>
      r.recs.slice(from, to).map((rec, k) => engines.get(r.chunks[from + k])!.hit(rec, shaping));
    return responseOf(this.params, { total, hits, started: this.started });
  }
}

/** Hit positions by rank key, ties by record order (ord: distinct, < 2^32): one numeric sort of key * 2^32 + ord. */
function rankOrder(keys: Int32Array, ord: Int32Array): Int32Array {
  const n = keys.length;
  const packed = new Float64Array(n);
  let max = 0;
  for (let h = 0; h < n; h++) {
    packed[h] = keys[h] * 2 ** 32 + ord[h];
    if (ord[h] > max) max = ord[h];
  }
  packed.sort();
  const at = new Int32Array(max + 1);
  for (let h = 0; h < n; h++) at[ord[h]] = h;
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = at[packed[i] % 2 ** 32];
  return order;
}
