// A query over the term-sharded index (shards.ts) with a bounded download: the postings of the query's terms
// give, per chunk, a lower bound of the rank key any of its records can reach; chunks are fetched best bound
// first, and fetching stops once the hits asked for are proven final (no chunk left can rank above them), as
// in the threshold algorithm. The SearchEngine over the fetched chunks then answers exactly as over the whole
// index for those hits (test/unit/search/shard-search.test.ts); it grows round by round (chunk-ranking.ts: each
// round's chunks assembled and matched once), and only the chunks that can come next are bounded
// (candidate-order.ts). nbHits is exact when every chunk that could hold a hit was fetched, and an estimate otherwise.
import { CandidateOrder, type ListedQuery } from './candidate-order';
import { ChunkBounds, type TermState as BoundState, type Word } from './chunk-bounds';
import { ChunkCodes } from './chunk-codes';
import { ChunkEngines, QueryRanking, type ChunkRanked } from './chunk-ranking';
import { SearchEngine } from './engine';
import { TYPO_UNIT } from './ranking';
import {
  fileOf,
  postingsName,
  restName,
  titlesName,
  vocabName,
  type ChunkFile,
  type PostingsFile,
  type ShardManifest,
  type TitlesFile,
  type VocabFile,
} from './shards';
import { editDistance, normalize, queryTerms, typosAllowed } from './tokenize';
import type { SearchParams, SearchResponse } from './types';

const PAGINATION_LIMIT = 1000;

/** A term's postings as read so far (chunk-bounds.ts), in the dense form this file fills. */
type TermState = BoundState & { entries: ChunkCodes };

export type FetchJson = <T>(name: string) => Promise<T>;
/** A record chunk by number (its bytes in its pack file: src/client/search/providers.ts). */
export type FetchChunk = (c: number) => Promise<ChunkFile>;

export class ShardedSearch {
  private readonly chunks = new Map<number, ChunkFile>();
  private readonly terms = new Map<string, Promise<TermState>>();
  private readonly engines: ChunkEngines;
  /** Latin vocabulary by first letter, as fetched: the engine's prefix and typo vocabulary. */
  private readonly vocab = new Map<string, string[]>();
  /** normalize() of the fetched chunks' strings (chunks share many: section names, common headings). */
  private readonly normalized = new Map<string, string>();
  /** Bumped whenever a term's rest of postings is added (chunk bounds change). */
  private version = 0;

  constructor(
    readonly manifest: ShardManifest,
    private readonly get: FetchJson,
    private readonly chunk: FetchChunk,
  ) {
    this.engines = new ChunkEngines(manifest.language, (text) => {
      let n = this.normalized.get(text);
      if (n === undefined) this.normalized.set(text, (n = normalize(text)));
      return n;
    });
  }

  /** Chunks fetched so far (for tests and the bench). */
  fetched(): number[] {
    return [...this.chunks.keys()].sort((a, b) => a - b);
  }

  sections(): string[] {
    return this.manifest.sections;
  }

  async search(params: SearchParams): Promise<SearchResponse> {
    const query = (params.query ?? '').trim();
    const words = await this.words(queryTerms(query).slice(0, 16));
    const names = [...new Set(words.flatMap((w) => (w.kind === 'cjk' && w.word ? [...w.terms, w.word] : w.terms)))];
    const [states, titles] = await Promise.all([
      Promise.all(names.map(async (t) => [t, await this.term(t)] as const)).then((s) => new Map(s)),
      words.length
        ? this.get<TitlesFile>(titlesName(fileOf(normalize(query), this.manifest.titles)))
        : Promise.resolve({} as TitlesFile),
    ]);
    const titleChunks = new Set(Object.hasOwn(titles, normalize(query)) ? titles[normalize(query)] : []);
    const need = Math.min(
      (Math.max(0, params.page ?? 0) + 1) * Math.max(1, Math.min(params.hitsPerPage ?? 20, 1000)),
      PAGINATION_LIMIT,
    );
    let rounds = 0;
    // Chunk bounds change only when a term's rest of postings arrives: computed once per state of the postings.
    let order!: CandidateOrder;
    let orderVersion = -1;
    const bounds = new ChunkBounds(words, states);
    const ranking = new QueryRanking(params);
    for (;;) {
      if (orderVersion !== this.version) {
        orderVersion = this.version;
        order = this.candidates({ words, states, titleChunks, bounds });
      }
      const isFetched = (c: number) => this.chunks.has(c);
      const best = order.pending(1, isFetched)[0];
      const virtual = words.length ? bounds.of(-1, titleChunks.has(-1)) : null;
      const virtualChunk = words.length === 1 && names.length === 1 ? states.get(names[0])!.cutChunk : -1;
      const ranked = this.ranked(ranking);
      const final = this.proven(ranked, need, [best, virtual === null ? null : { lb: virtual, c: virtualChunk }]);
      if (final === need) {
        const res = ranked.respond();
        if (best || virtual !== null) this.estimate(res, words, states);
        return res;
      }
      // The rest of the postings when chunks not listed yet may rank first (or alone stand in the way).
      if (virtual !== null && (!best || virtual < best.lb || this.proven(ranked, need, [best]) === need)) {
        await Promise.all(this.restFirst(words, states, names).map((t) => this.rest(t, states.get(t)!)));
        continue;
      }
      // About one chunk per hit still missing (a chunk's bound is usually met by one of its pages), at least 4;
      // growing after three rounds, for queries whose bounds are loose (fewer round trips).
      const next = order
        .pending(Math.max(4, need - final, ++rounds > 3 ? 2 ** rounds : 0), isFetched)
        .filter((c) => virtual === null || c.lb <= virtual);
      await Promise.all(next.map(async ({ c }) => this.chunks.set(c, await this.chunk(c))));
    }
  }

  /**
   * The chunks listed in the postings (or titles) that can hold a hit, by bound, then chunk number (candidate-order.ts:
   * a common term lists thousands of chunks, of which a query fetches a few, so only those that can come first are
   * bounded). Made once per state of the postings.
   */
  private candidates(query: ListedQuery): CandidateOrder {
    return new CandidateOrder(query);
  }

  /**
   * Which rest of postings to read when chunks not listed yet block: when every word is Chinese, only the rarest
   * term each word requires (a complete list of it already rules every unlisted chunk out); else, or when those are
   * all read, every term's.
   */
  private restFirst(words: Word[], states: Map<string, TermState>, names: string[]): string[] {
    if (words.some((w) => w.kind !== 'cjk')) return names;
    const rarest = words.map((w) => w.terms.reduce((a, b) => (states.get(b)!.total < states.get(a)!.total ? b : a)));
    return rarest.every((t) => states.get(t)!.complete) ? names : rarest;
  }

  /**
   * How many of the first hits are final (need: all): no chunk not fetched can rank a record above them, of
   * `blocking` (the best chunk not fetched, and the unlisted chunks' bound; either may be absent).
   */
  private proven(r: ChunkRanked, need: number, blocking: ({ c: number; lb: number } | null | undefined)[]): number {
    const others = blocking.filter((x) => x) as { c: number; lb: number }[];
    const n = Math.min(need, r.recs.length);
    for (let i = 0; i < n; i++) {
      const k = r.keys[i];
      const ch = r.chunks[i];
      for (const o of others) {
        if (
          r.repeat[i] ? Math.floor(o.lb / TYPO_UNIT) <= Math.floor(k / TYPO_UNIT) : o.lb < k || (o.lb === k && o.c < ch)
        )
          return i;
      }
    }
    return n < need && others.length ? n : need;
  }

  /** Query words with their index terms; latin words expanded (prefixes, typos) with the vocabulary. */
  private async words(terms: ReturnType<typeof queryTerms>): Promise<Word[]> {
    return Promise.all(
      terms.map(async (t): Promise<Word> => {
        if (t.kind === 'cjk') {
          const chars = [...t.term];
          return {
            kind: 'cjk',
            terms: chars.length === 1 ? chars : chars.slice(0, -1).map((ch, i) => ch + chars[i + 1]),
            word: chars.length >= 3 ? t.term : undefined,
          };
        }
        const file = await this.get<VocabFile>(vocabName(fileOf(t.term[0], this.manifest.vocab)));
        const vocab = Object.hasOwn(file, t.term[0]) ? file[t.term[0]] : [];
        this.vocab.set(t.term[0], vocab);
        const qs = new Map<string, number>([[t.term, 0]]);
        let n = 0;
        for (const v of vocab) if (v.startsWith(t.term) && v !== t.term && n++ < 50) qs.set(v, 1);
        const max = typosAllowed(t.term);
        for (const v of vocab) {
          if (max === 0 || v === t.term || Math.abs(v.length - t.term.length) > max) continue;
          const d = editDistance(t.term, v, max);
          if (d <= max && !qs.has(v)) qs.set(v, 1 + d);
        }
        return { kind: 'latin', terms: [...qs.keys()], qs: [...qs.values()] };
      }),
    );
  }

  private term(name: string): Promise<TermState> {
    let p = this.terms.get(name);
    if (!p) {
      p = this.get<PostingsFile>(postingsName(fileOf(name, this.manifest.postings))).then((file) => {
        const list = Object.hasOwn(file, name) ? file[name] : [0];
        const entries = new ChunkCodes(this.manifest.chunks);
        entries.addGroups(list, 1);
        const last = entries.last();
        return {
          entries,
          complete: entries.size >= list[0],
          total: list[0],
          cutCode: last < 0 ? 0 : entries.get(last)!,
          cutChunk: last,
        };
      });
      p.catch(() => this.terms.delete(name));
      this.terms.set(name, p);
    }
    return p;
  }

  private async rest(name: string, state: TermState): Promise<void> {
    if (state.complete) return;
    const file = await this.get<PostingsFile>(restName(fileOf(name, this.manifest.rest)));
    // Another query waiting for the same file may have added it meanwhile: adding it twice would drop the
    // postings' groups (the slow regrouping path of candidate-order.ts).
    if (state.complete) return;
    state.entries.addGroups(file[name], 0);
    state.complete = true;
    this.version++;
  }

  /** The query's ranking over every chunk fetched so far (each round's chunks assembled and matched once). */
  private ranked(ranking: QueryRanking): ChunkRanked {
    this.engines.useVocab(this.vocab);
    this.engines.add(this.chunks);
    ranking.update(this.engines);
    return ranking.ranked();
  }

  /** nbHits when some chunks that could hold hits were not fetched: the hits found, scaled to the chunks. */
  private estimate(res: SearchResponse, words: Word[], states: Map<string, TermState>): void {
    let chunks = this.manifest.chunks;
    for (const w of words) {
      const totals = w.terms.map((t) => states.get(t)!.total);
      chunks = Math.min(chunks, w.kind === 'cjk' ? Math.min(...totals) : totals.reduce((a, b) => a + b, 0));
    }
    const perChunk = res.nbHits / Math.max(1, this.chunks.size);
    res.nbHits = Math.max(res.nbHits, Math.min(Math.round(perChunk * chunks), this.manifest.records));
    res.nbPages = Math.ceil(Math.min(res.nbHits, PAGINATION_LIMIT) / res.hitsPerPage);
  }
}

export { SearchEngine };
export { warmSegmenter } from './tokenize';
