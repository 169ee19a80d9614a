// The built-in search engine over a SerializedIndex: AND of query words (Chinese by substring through
// bigrams, with a bonus where the build-time segmenter found the same word; latin words exact, as prefix or
// with 1-2 typos), DocSearch-like ranking, and hits shaped like the hosted provider's (highlight + snippet
// with <mark>, nbHits, queryID). Runs in the browser and in Node (tests, bench, the fake hosted server).
import { editDistance, normalize, queryTerms, typosAllowed, type QueryTerm } from './tokenize';
import {
  LEVELS,
  type Level,
  type RecordType,
  type SearchHit,
  type SearchParams,
  type SearchResponse,
  type SerializedIndex,
} from './types';
import { type HitFields, type HitShaping, hitLimit, hitShaping, now, responseOf, shapeHit } from './hit-shape';
import { capByPage, comparisonOrder, countingOrder, distinctOf, KEY_SPACE, rankKey } from './ranking';
import { TermLookup } from './term-lookup';

/** Attribute slots of a record: 0-6 = lvl0-lvl6, 7 = content. */
const CONTENT = 7;
const TYPES: RecordType[] = ['lvl1', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];
export interface EngineOptions {
  /** The latin words for prefix and typo matching. @default the index's own */
  vocab?: string[];
  /** One segmenter word's string ids, instead of index.words (the term-sharded index assembles them on demand). */
  wordIds?: (word: string) => Set<number> | undefined;
  /** normalize(), or a memo of it (the term-sharded index builds an engine per fetch round over mostly the same
   *  strings). */
  norm?: (text: string) => string;
}

export class SearchEngine {
  readonly index: SerializedIndex;
  private readonly norm: string[];
  /** For each string id, the (record << 3 | attribute) slots that hold it. */
  private readonly slotStart: Int32Array;
  private readonly slots: Int32Array;
  private readonly recAttrs: Int32Array;
  private readonly recPage: Int32Array;
  private readonly recType: Uint8Array;
  private readonly filterCache = new Map<string, Uint8Array | null>();
  /** Normalized page title → page ids, for the exact-title criterion. */
  private readonly titlePages = new Map<string, number[]>();
  /** CJK substrings, latin words, vocabulary and segmenter words, computed on first use. */
  private readonly terms: TermLookup;
  /**
   * Per-record query scratch, 4 ints per record so one cache line serves a visit:
   * [stamp, count | curQ << 8 | curAttr << 16, typos | inexact << 8 | attr << 16, type | page << 3].
   */
  private readonly cells: Int32Array;
  /** One cell per record, zero between queries (rank()'s record-order pass). */
  private readonly recordScratch: Int32Array;
  private stamp = 0;

  constructor(index: SerializedIndex, { vocab, wordIds, norm = normalize }: EngineOptions = {}) {
    if (index?.v !== 1 || !Array.isArray(index.strings)) throw new Error('Unsupported search index format.');
    this.index = index;
    this.norm = index.strings.map((s) => norm(s));
    const n = index.records.length;
    // Attributes of each record as string ids (lvl0..lvl6, content).
    this.recAttrs = new Int32Array(n * 8).fill(-1);
    this.recPage = new Int32Array(n);
    this.recType = new Uint8Array(n);
    const perString = new Int32Array(index.strings.length);
    index.records.forEach((r, i) => {
      this.recPage[i] = r[0] as number;
      this.recType[i] = r[1] as number;
      const page = index.pages[r[0] as number];
      const ids = [page[2], page[3], r[3], r[4], r[5], r[6], r[7], r[8]] as number[];
      for (let a = 0; a < 8; a++) {
        this.recAttrs[i * 8 + a] = ids[a];
        if (ids[a] >= 0) perString[ids[a]]++;
      }
    });
    this.slotStart = new Int32Array(index.strings.length + 1);
    for (let s = 0; s < perString.length; s++) this.slotStart[s + 1] = this.slotStart[s] + perString[s];
    this.slots = new Int32Array(this.slotStart[perString.length]);
    const fill = this.slotStart.slice(0, -1);
    for (let i = 0; i < n; i++)
      for (let a = 0; a < 8; a++) {
        const s = this.recAttrs[i * 8 + a];
        if (s >= 0) this.slots[fill[s]++] = (i << 3) | a;
      }
    this.terms = new TermLookup(this.norm, wordIds ?? index.words, vocab);
    index.pages.forEach((p, i) => {
      const t = this.norm[p[3]];
      const list = this.titlePages.get(t);
      if (list) list.push(i);
      else this.titlePages.set(t, [i]);
    });
    this.cells = new Int32Array(n * 4);
    this.recordScratch = new Int32Array(n);
    for (let i = 0; i < n; i++) this.cells[i * 4 + 3] = this.recType[i] | (this.recPage[i] << 3);
  }

  /** Section names (lvl0) in index order: the fallback "try searching for" suggestions. */
  sections(): string[] {
    return [...new Set(this.index.pages.map((p) => this.index.strings[p[2]]))];
  }

  search(params: SearchParams): SearchResponse {
    return this.ranked(params).respond();
  }

  /**
   * The rank of the first (page + 1) * hitsPerPage hits (local record numbers, rank keys and whether each is a
   * page's repeated hit) and respond(), which shapes the response (highlights, snippets) only when asked: the
   * term-sharded index ranks after each fetch round and shapes only its final answer (shard-search.ts).
   */
  ranked(params: SearchParams): { order: number[]; keys: number[]; repeat: boolean[]; respond: () => SearchResponse } {
    const started = now();
    const { recs: found, keys, terms } = this.matches(params);
    const ranked = this.rank(found, keys, params);
    const respond = () => {
      const shaping = hitShaping(terms, params);
      const hits = (from: number, to: number) => ranked.order.slice(from, to).map((rec) => this.hit(rec, shaping));
      return responseOf(params, { total: ranked.total, hits, started });
    };
    return { order: ranked.order, keys: ranked.keys, repeat: ranked.repeat, respond };
  }

  /** The records matching the query and filters, with their rank keys (unordered), and the query's terms. */
  matches(
    params: SearchParams,
    terms = queryTerms((params.query ?? '').trim()).slice(0, 16),
  ): { recs: Int32Array; keys: Int32Array; terms: QueryTerm[] } {
    const query = (params.query ?? '').trim();
    return {
      ...(terms.length
        ? this.match(terms, params.facetFilters, query)
        : { recs: new Int32Array(0), keys: new Int32Array(0) }),
      terms,
    };
  }

  /** The page of a record (local page number). */
  pageOf(rec: number): number {
    return this.recPage[rec];
  }

  /** Records matching every term and the filters (tight typed-array loops: this runs over 10^5 records). */
  private match(
    terms: QueryTerm[],
    facetFilters: SearchParams['facetFilters'],
    query: string,
  ): { recs: Int32Array; keys: Int32Array } {
    const stamp = ++this.stamp;
    const exactPages = new Set(this.titlePages.get(normalize(query)) ?? []);
    let keys = new Int32Array(0);
    const allowed = this.pageFilter(facetFilters);
    const { cells, slots, slotStart } = this;
    let touched = new Int32Array(0);
    // Smallest word first: later words only revisit records that are still candidates.
    const groups = terms
      .map((t) => {
        const m = this.matchTerm(t);
        let cap = 0;
        for (let i = 0; i < m.sids.length; i++) cap += slotStart[m.sids[i] + 1] - slotStart[m.sids[i]];
        return { ...m, cap };
      })
      .sort((a, b) => a.cap - b.cap);
    for (let g = 0; g < groups.length; g++) {
      const { sids, qs, cap } = groups[g];
      const next = new Int32Array(g === 0 ? cap : Math.min(cap, touched.length));
      let size = 0;
      for (let m = 0; m < sids.length; m++) {
        const sid = sids[m];
        const q = qs[m];
        for (let k = slotStart[sid], end = slotStart[sid + 1]; k < end; k++) {
          const slot = slots[k];
          const rec = slot >> 3;
          const c = rec << 2;
          if (g === 0) {
            if (cells[c] !== stamp) {
              if (allowed !== null && allowed[cells[c + 3] >> 3] === 0) continue;
              cells[c] = stamp;
              cells[c + 1] = 0;
              cells[c + 2] = 255 << 16;
            }
          } else if (cells[c] !== stamp || (cells[c + 1] & 255) < g) continue;
          // DocSearch's "radio" rule: a match in the record's own level ranks above an inherited one;
          // the section name (lvl0) is the weakest attribute.
          const a = slot & 7;
          const w = (a === 0 ? 8 : a) + (a === (cells[c + 3] & 7) ? 0 : 8);
          const st = cells[c + 1];
          if ((st & 255) === g) {
            cells[c + 1] = (g + 1) | (q << 8) | (w << 16);
            next[size++] = rec;
          } else {
            cells[c + 1] = (st & 255) | (Math.min(q, (st >> 8) & 255) << 8) | (Math.min(w, (st >> 16) & 255) << 16);
          }
        }
      }
      for (let i = 0; i < size; i++) {
        const c = next[i] << 2;
        const st = cells[c + 1];
        const q = (st >> 8) & 255;
        const w = (st >> 16) & 255;
        const v = cells[c + 2];
        const typos = Math.min(15, (v & 255) + (q >= 2 ? q - 1 : 0));
        const inexact = ((v >> 8) & 255) + (q > 0 ? 1 : 0);
        const attr = Math.min((v >> 16) & 255, w);
        cells[c + 2] = typos | (inexact << 8) | (attr << 16);
      }
      if (g === groups.length - 1) {
        // The rank key of each hit, computed while its cell is at hand (see rank()).
        keys = new Int32Array(size);
        for (let i = 0; i < size; i++) {
          const c = next[i] << 2;
          const v = cells[c + 2];
          const meta = cells[c + 3];
          const exactTitle = exactPages.size && exactPages.has(meta >> 3) ? 0 : 1;
          keys[i] = rankKey(v & 255, exactTitle, (v >> 16) & 255, (v >> 8) & 255, meta & 7);
        }
      }
      touched = next.subarray(0, size);
      if (!size) break;
    }
    return { recs: touched, keys: touched.length ? keys : new Int32Array(0) };
  }

  /** Pages passing facetFilters (language, docusaurus_tag) as a 0/1 array; null = all. Cached per filter. */
  private pageFilter(filters: SearchParams['facetFilters']): Uint8Array | null {
    if (!filters?.length) return null;
    const cacheKey = JSON.stringify(filters);
    if (this.filterCache.has(cacheKey)) return this.filterCache.get(cacheKey)!;
    const ok = new Uint8Array(this.index.pages.length);
    this.index.pages.forEach((p, i) => {
      const facets: Record<string, string> = { language: this.index.language, docusaurus_tag: p[1] };
      const test = (f: string) => {
        const [k, ...v] = f.split(':');
        return facets[k] === undefined || facets[k] === v.join(':');
      };
      if (filters.every((f) => (Array.isArray(f) ? f.some(test) : test(f)))) ok[i] = 1;
    });
    this.filterCache.set(cacheKey, ok);
    return ok;
  }

  /** Strings matching one query word, with the match quality of each (see Match.q). */
  private matchTerm(t: QueryTerm): { sids: ArrayLike<number>; qs: ArrayLike<number> } {
    if (t.kind === 'cjk') {
      // Every string holding the word (which holds all its bigrams); an exact word where the segmenter found it.
      const words = this.terms.segmenterWord(t.term);
      const list = this.terms.cjkText(t.term) ?? [];
      const qs = new Uint8Array(list.length);
      for (let i = 0; i < list.length; i++) qs[i] = words?.has(list[i]) ? 0 : 1;
      return { sids: list, qs };
    }
    const best = new Map<number, number>();
    const add = (term: string, q: number) => {
      for (const sid of this.terms.latinWord(term) ?? []) if (!best.has(sid) || best.get(sid)! > q) best.set(sid, q);
    };
    add(t.term, 0);
    for (const v of this.prefixed(t.term)) if (v !== t.term) add(v, 1);
    const max = typosAllowed(t.term);
    for (let len = t.term.length - max; max > 0 && len <= t.term.length + max; len++) {
      for (const v of this.terms.bucket(t.term[0], len) ?? []) {
        if (v === t.term) continue;
        const d = editDistance(t.term, v, max);
        if (d <= max) add(v, 1 + d);
      }
    }
    return { sids: [...best.keys()], qs: [...best.values()] };
  }

  /** Vocabulary words starting with the term (at most 50). */
  private prefixed(term: string): string[] {
    const vocab = this.terms.vocab();
    let lo = 0;
    let hi = vocab.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (vocab[mid] < term) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < vocab.length && out.length < 50 && vocab[i].startsWith(term); i++) out.push(vocab[i]);
    return out;
  }

  /**
   * Orders hits: fewer typos, then each page's best hit before any page's repeated hits, exact title
   * match, best attribute (own level first), more exact words, record level (page before headings before
   * paragraphs), then document (record) order; at most `distinct` hits of one page are kept (0: all), so a page
   * whose title matches is not buried under one page's many body matches. Linear: a counting sort on the
   * rank key, one walk that counts hits per page, and a stable two-bucket split per typo count.
   * Returns the first hitLimit(params) hits and how many hits there are after the per-page cap.
   */
  private rank(
    found: Int32Array,
    keys: Int32Array,
    params: SearchParams,
  ): { order: number[]; keys: number[]; repeat: boolean[]; total: number } {
    const n = found.length;
    if (!n) return { order: [], keys: [], repeat: [], total: 0 };
    // A few hits (a first query over the fetched chunks of the term-sharded index): a comparison sort costs less
    // than the counting sort's pass over the whole key space.
    const sorted = n * 64 < KEY_SPACE ? comparisonOrder(found, keys) : countingOrder(keys, this.byRecord(found));
    const { picked, repeat, total } = capByPage(sorted, {
      pageOf: (i) => this.recPage[found[i]],
      keyOf: (i) => keys[i],
      limit: hitLimit(params),
      distinct: distinctOf(params),
    });
    return { order: picked.map((i) => found[i]), keys: picked.map((i) => keys[i]), repeat, total };
  }

  /** The positions of `found` (distinct record numbers) in ascending record order. */
  private byRecord(found: Int32Array): Int32Array {
    const n = found.length;
    const pos = this.recordScratch;
    for (let i = 0; i < n; i++) pos[found[i]] = i + 1;
    const out = new Int32Array(n);
    let k = 0;
    if (n * 16 < pos.length) {
      const recs = Int32Array.from(found).sort();
      for (let j = 0; j < n; j++) out[k++] = pos[recs[j]] - 1;
    } else {
      for (let r = 0; r < pos.length; r++) if (pos[r]) out[k++] = pos[r] - 1;
    }
    for (let i = 0; i < n; i++) pos[found[i]] = 0;
    return out;
  }

  /** A record as a hit, shaped for the response (hit-shape.ts). */
  hit(rec: number, shaping: HitShaping): SearchHit {
    return shapeHit(this.fields(rec), shaping);
  }

  /** A record's own fields: hierarchy, content, type, URL and its objectID. */
  private fields(rec: number): HitFields {
    const r = this.index.records[rec];
    const page = this.index.pages[this.recPage[rec]];
    const text = (a: number) => {
      const s = this.recAttrs[rec * 8 + a];
      return s >= 0 ? this.index.strings[s] : null;
    };
    const hierarchy = Object.fromEntries(LEVELS.map((l, i) => [l, text(i)])) as Record<Level, string | null>;
    const anchor = r[2] as string;
    let first = rec; // objectID: the page URL and the record's position there (as the hosted records')
    while (first > 0 && this.recPage[first - 1] === this.recPage[rec]) first--;
    return {
      objectID: `${page[0]}#${rec - first}`,
      hierarchy,
      content: text(CONTENT),
      type: TYPES[r[1] as number],
      url: anchor ? `${page[0]}#${anchor}` : page[0],
    };
  }
}
