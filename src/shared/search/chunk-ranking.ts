// The ranking of a query over the fetched chunks of the term-sharded index, grown chunk by chunk: each chunk gets
// its own SearchEngine once (kept between queries), each query matches a chunk once, when it arrives, and each
// fetch round only merges the hits found so far, instead of assembling every fetched chunk into one index and
// matching all of it again. The answer is the engine's over the assembled chunks (test/unit/search/chunk-ranking.test.ts):
// a record's rank key depends only on its own page and strings (pages never span chunks, and a string's segmenter
// words are a function of its text), and the engine's ties go by record order, which in the assembled index is
// chunk order, then the record's order in its chunk.
import { distinctOf, SearchEngine, TYPO_UNIT } from './engine';
import { rangesOnce } from './highlight';
import { hitLimit, now, responseOf } from './hit-shape';
import { assemble, type ChunkFile } from './shards';
import type { QueryTerm } from './tokenize';
import type { SearchParams, SearchResponse } from './types';

/** One engine per fetched chunk, kept between queries. */
export class ChunkEngines {
  private readonly engines = new Map<number, SearchEngine>();
  private vocab: string[] = [];
  private letters = -1;

  /** norm: normalize() or a memo of it (chunks share strings: section names, common headings). */
  constructor(private readonly language: string, private readonly norm: (text: string) => string) {}

  /**
   * The latin vocabulary fetched so far, by first letter (the engines' prefix and typo vocabulary). A query's
   * matches read only the words of its own words' first letters, fetched before it ranks, so engines made before
   * another letter arrived answer it alike; they are still remade, as a whole-index engine would be.
   */
  useVocab(byLetter: Map<string, string[]>): void {
    if (byLetter.size === this.letters) return;
    this.letters = byLetter.size;
    this.vocab = [...byLetter.values()].flat().sort();
    this.engines.clear();
  }

  of(c: number, chunk: ChunkFile): SearchEngine {
    let engine = this.engines.get(c);
    if (!engine) {
      const index = assemble(this.language, new Map([[c, chunk]]), true);
      this.engines.set(c, (engine = new SearchEngine(index, this.vocab, index.wordIds, this.norm)));
    }
    return engine;
  }
}

interface ChunkHits {
  c: number;
  engine: SearchEngine;
  recs: Int32Array;
  keys: Int32Array;
}

export interface ChunkRanked {
  /** The first hits (at most hitLimit()): chunk, record in the chunk's engine, rank key, a page's repeated hit. */
  chunks: number[];
  recs: number[];
  keys: number[];
  repeat: boolean[];
  respond: () => SearchResponse;
}

/** One query's hits over the chunks added so far. */
export class QueryRanking {
  private readonly started = now();
  private readonly found: ChunkHits[] = [];
  private readonly added = new Set<number>();
  private terms: QueryTerm[] = [];

  constructor(private readonly params: SearchParams) {}

  /** Matches a chunk's records (once per chunk). */
  add(c: number, engine: SearchEngine): void {
    if (this.added.has(c)) return;
    this.added.add(c);
    const m = engine.matches(this.params);
    this.terms = m.terms;
    if (m.recs.length) this.found.push({ c, engine, recs: m.recs, keys: m.keys });
  }

  /** SearchEngine.ranked() over the chunks added, as if they were one assembled index. */
  ranked(): ChunkRanked {
    const at: [ChunkHits, number][] = [];
    for (const f of this.found) for (let i = 0; i < f.recs.length; i++) at.push([f, i]);
    // By rank key, ties in record order: chunk, then the record's place in its chunk.
    at.sort(([a, i], [b, j]) => a.keys[i] - b.keys[j] || a.c - b.c || a.recs[i] - b.recs[j]);
    const distinct = distinctOf(this.params);
    const limit = hitLimit(this.params);
    const perPage = new Map<number, number>();
    const buckets: [ChunkHits, number][][] = Array.from({ length: 16 }, () => []);
    let total = 0;
    for (const hit of at) {
      const [f, i] = hit;
      const page = f.c * 2 ** 21 + f.engine.pageOf(f.recs[i]);
      const seen = perPage.get(page) ?? 0;
      if (distinct && seen >= distinct) continue;
      perPage.set(page, seen + 1);
      buckets[Math.min(7, Math.floor(f.keys[i] / TYPO_UNIT)) * 2 + (distinct && seen ? 1 : 0)].push(hit);
      total++;
    }
    const out: ChunkRanked = { chunks: [], recs: [], keys: [], repeat: [], respond: () => this.respond(out, total) };
    buckets.forEach((b, bucket) => {
      for (const [f, i] of b) {
        if (out.chunks.length >= limit) return;
        out.chunks.push(f.c);
        out.recs.push(f.recs[i]);
        out.keys.push(f.keys[i]);
        out.repeat.push(bucket % 2 === 1);
      }
    });
    return out;
  }

  private respond(r: ChunkRanked, total: number): SearchResponse {
    const ranges = rangesOnce(this.terms);
    const engines = new Map(this.found.map((f) => [f.c, f.engine]));
    return responseOf(this.params, total, (from, to) => r.recs.slice(from, to).map((rec, k) => engines.get(r.chunks[from + k])!.hit(rec, this.terms, this.params, ranges)), this.started);
  }
}
