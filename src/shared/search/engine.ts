// The built-in search engine over a SerializedIndex: AND of query words (Chinese by substring through
// bigrams, with a bonus where the build-time segmenter found the same word; latin words exact, as prefix or
// with 1-2 typos), DocSearch-like ranking, and hits shaped like the hosted provider's (highlight + snippet
// with <mark>, nbHits, queryID). Runs in the browser and in Node (tests, bench, the fake hosted server).
import { cjkGrams, editDistance, latinWords, normalize, queryTerms, segmentWords, typosAllowed, type QueryTerm } from './tokenize';
import { LEVELS, type HighlightValue, type Level, type RecordType, type SearchHit, type SearchParams, type SearchResponse, type SerializedIndex, type SnippetValue } from './types';

/** Attribute slots of a record: 0-6 = lvl0-lvl6, 7 = content. */
const CONTENT = 7;
const TYPES: RecordType[] = ['lvl1', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];
const PAGINATION_LIMIT = 1000;

interface Match {
  sid: number;
  /** 0 exact word, 1 prefix / inside a longer word, 2 one typo, 3 two typos. */
  q: number;
}

export class SearchEngine {
  readonly index: SerializedIndex;
  private readonly norm: string[];
  /** For each string id, the (record << 3 | attribute) slots that hold it. */
  private readonly slotStart: Int32Array;
  private readonly slots: Int32Array;
  private readonly recAttrs: Int32Array;
  private readonly grams = new Map<string, number[]>();
  private readonly vocab: string[];
  private readonly words = new Map<string, Set<number>>();
  // Per-query scratch, one cell per record.
  private readonly mark: Int32Array;
  private readonly count: Uint8Array;
  private readonly curQ: Uint8Array;
  private readonly curAttr: Uint8Array;
  private readonly typos: Uint8Array;
  private readonly inexact: Uint8Array;
  private readonly attr: Uint8Array;
  private stamp = 0;

  constructor(index: SerializedIndex) {
    if (index?.v !== 1 || !Array.isArray(index.strings)) throw new Error('Unsupported search index format.');
    this.index = index;
    this.norm = index.strings.map(normalize);
    const n = index.records.length;
    // Attributes of each record as string ids (lvl0..lvl6, content).
    this.recAttrs = new Int32Array(n * 8).fill(-1);
    const perString = new Int32Array(index.strings.length);
    index.records.forEach((r, i) => {
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
    for (let i = 0; i < n; i++) for (let a = 0; a < 8; a++) {
      const s = this.recAttrs[i * 8 + a];
      if (s >= 0) this.slots[fill[s]++] = (i << 3) | a;
    }
    // Terms derived at load: CJK unigrams + bigrams, latin words.
    const latin = new Set<string>();
    this.norm.forEach((text, sid) => {
      const terms = new Set(cjkGrams(text));
      for (const w of latinWords(text)) {
        terms.add(w);
        latin.add(w);
      }
      for (const t of terms) {
        const list = this.grams.get(t);
        if (list) list.push(sid);
        else this.grams.set(t, [sid]);
      }
    });
    this.vocab = [...latin].sort();
    for (const [w, deltas] of Object.entries(index.words)) {
      let id = 0;
      this.words.set(w, new Set(deltas.map((d, i) => (id = i === 0 ? d : id + d))));
    }
    this.mark = new Int32Array(n);
    this.count = new Uint8Array(n);
    this.curQ = new Uint8Array(n);
    this.curAttr = new Uint8Array(n);
    this.typos = new Uint8Array(n);
    this.inexact = new Uint8Array(n);
    this.attr = new Uint8Array(n);
  }

  /** Section names (lvl0) in index order: the fallback "try searching for" suggestions. */
  sections(): string[] {
    return [...new Set(this.index.pages.map((p) => this.index.strings[p[2]]))];
  }

  search(params: SearchParams): SearchResponse {
    const started = now();
    const query = (params.query ?? '').trim();
    const hitsPerPage = Math.max(1, Math.min(params.hitsPerPage ?? 20, 1000));
    const page = Math.max(0, params.page ?? 0);
    const terms = queryTerms(query).slice(0, 16);
    const found = terms.length ? this.match(terms, params.facetFilters) : [];
    const nbHits = found.length;
    const order = this.rank(found, terms, query, Math.min((page + 1) * hitsPerPage, PAGINATION_LIMIT));
    const hits = order.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((rec) => this.hit(rec, terms, params));
    const res: SearchResponse = {
      hits,
      nbHits,
      page,
      nbPages: Math.ceil(Math.min(nbHits, PAGINATION_LIMIT) / hitsPerPage),
      hitsPerPage,
      query,
      processingTimeMS: Math.round(now() - started),
    };
    if (params.clickAnalytics) res.queryID = randomId();
    return res;
  }

  /** Records matching every term and the filters. */
  private match(terms: QueryTerm[], facetFilters: SearchParams['facetFilters']): number[] {
    const stamp = ++this.stamp;
    const allowed = this.pageFilter(facetFilters);
    let touched: number[] = [];
    for (let g = 0; g < terms.length; g++) {
      const next: number[] = [];
      for (const { sid, q } of this.matchTerm(terms[g])) {
        for (let k = this.slotStart[sid]; k < this.slotStart[sid + 1]; k++) {
          const rec = this.slots[k] >> 3;
          const a = this.slots[k] & 7;
          if (g === 0) {
            if (this.mark[rec] !== stamp) {
              if (allowed && !allowed.has(this.index.records[rec][0] as number)) continue;
              this.mark[rec] = stamp;
              this.count[rec] = 0;
              this.typos[rec] = 0;
              this.inexact[rec] = 0;
              this.attr[rec] = 255;
            }
          } else if (this.mark[rec] !== stamp || this.count[rec] < g) continue;
          const w = this.attrWeight(rec, a);
          if (this.count[rec] === g) {
            this.count[rec] = g + 1;
            this.curQ[rec] = q;
            this.curAttr[rec] = w;
            next.push(rec);
          } else {
            if (q < this.curQ[rec]) this.curQ[rec] = q;
            if (w < this.curAttr[rec]) this.curAttr[rec] = w;
          }
        }
      }
      for (const rec of next) {
        const q = this.curQ[rec];
        this.typos[rec] += q >= 2 ? q - 1 : 0;
        this.inexact[rec] += q > 0 ? 1 : 0;
        if (this.curAttr[rec] < this.attr[rec]) this.attr[rec] = this.curAttr[rec];
      }
      touched = next;
      if (!touched.length) break;
    }
    return touched;
  }

  /** DocSearch's "radio" rule: a match in the record's own level ranks above one in an inherited level. */
  private attrWeight(rec: number, a: number): number {
    const own = this.index.records[rec][1] as number; // 1-6 lvlN, 7 content
    const rank = a === 0 ? 8 : a; // the section name is the weakest attribute
    return a === own ? rank : rank + 8;
  }

  /** Page ids passing facetFilters (language, docusaurus_tag); null = all. */
  private pageFilter(filters: SearchParams['facetFilters']): Set<number> | null {
    if (!filters?.length) return null;
    const ok = new Set<number>();
    this.index.pages.forEach((p, i) => {
      const facets: Record<string, string> = { language: this.index.language, docusaurus_tag: p[1] };
      const test = (f: string) => {
        const [k, ...v] = f.split(':');
        return facets[k] === undefined || facets[k] === v.join(':');
      };
      if (filters.every((f) => (Array.isArray(f) ? f.some(test) : test(f)))) ok.add(i);
    });
    return ok;
  }

  private matchTerm(t: QueryTerm): Match[] {
    if (t.kind === 'cjk') {
      const chars = [...t.term];
      const words = this.words.get(t.term);
      const keys = chars.length === 1 ? chars : chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
      let rarest: number[] | undefined;
      for (const k of keys) {
        const list = this.grams.get(k);
        if (!list) return [];
        if (!rarest || list.length < rarest.length) rarest = list;
      }
      const out: Match[] = [];
      for (const sid of rarest!) if (chars.length <= 2 || this.norm[sid].includes(t.term)) out.push({ sid, q: words?.has(sid) ? 0 : 1 });
      return out;
    }
    const best = new Map<number, number>();
    const add = (term: string, q: number) => {
      for (const sid of this.grams.get(term) ?? []) if (!best.has(sid) || best.get(sid)! > q) best.set(sid, q);
    };
    add(t.term, 0);
    for (const v of this.prefixed(t.term)) if (v !== t.term) add(v, 1);
    const max = typosAllowed(t.term);
    if (max > 0) {
      for (const v of this.vocab) {
        if (v === t.term || Math.abs(v.length - t.term.length) > max || v[0] !== t.term[0]) continue;
        const d = editDistance(t.term, v, max);
        if (d <= max) add(v, 1 + d);
      }
    }
    return [...best].map(([sid, q]) => ({ sid, q }));
  }

  /** Vocabulary words starting with the term (at most 50). */
  private prefixed(term: string): string[] {
    let lo = 0;
    let hi = this.vocab.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.vocab[mid] < term) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < this.vocab.length && out.length < 50 && this.vocab[i].startsWith(term); i++) out.push(this.vocab[i]);
    return out;
  }

  /**
   * Orders hits: fewer typos, exact title match, best attribute (own level first), more exact words,
   * record level (page before headings before paragraphs), then document order. Only the first `limit`
   * are sorted: a bucket count on the rank part finds them in linear time.
   */
  private rank(found: number[], terms: QueryTerm[], query: string, limit: number): number[] {
    const q = normalize(query);
    const key = (rec: number) => {
      const title = this.norm[this.recAttrs[rec * 8 + 1]];
      const exactTitle = title === q ? 0 : 1;
      const type = this.index.records[rec][1] as number;
      return ((((Math.min(this.typos[rec], 7) * 2 + exactTitle) * 32 + this.attr[rec]) * 17 + Math.min(this.inexact[rec], 16)) * 8 + type);
    };
    const keys = found.map(key);
    let chosen = found.map((_, i) => i);
    if (found.length > limit * 4) {
      const buckets = new Uint32Array(8 * 2 * 32 * 17 * 8);
      for (const k of keys) buckets[k]++;
      let cut = 0;
      for (let acc = 0; cut < buckets.length && acc < limit; cut++) acc += buckets[cut];
      chosen = chosen.filter((i) => keys[i] < cut);
    }
    chosen.sort((a, b) => keys[a] - keys[b] || found[a] - found[b]);
    void terms;
    return chosen.slice(0, limit).map((i) => found[i]);
  }

  private hit(rec: number, terms: QueryTerm[], params: SearchParams): SearchHit {
    const r = this.index.records[rec];
    const page = this.index.pages[r[0] as number];
    const text = (a: number) => {
      const s = this.recAttrs[rec * 8 + a];
      return s >= 0 ? this.index.strings[s] : null;
    };
    const hierarchy = Object.fromEntries(LEVELS.map((l, i) => [l, text(i)])) as Record<Level, string | null>;
    const anchor = r[2] as string;
    const hit: SearchHit = {
      objectID: `${page[0]}#${rec}`,
      hierarchy,
      content: text(CONTENT),
      type: TYPES[r[1] as number],
      url: anchor ? `${page[0]}#${anchor}` : page[0],
    };
    const pre = params.highlightPreTag ?? '<mark>';
    const post = params.highlightPostTag ?? '</mark>';
    const hl: NonNullable<SearchHit['_highlightResult']> = { hierarchy: {} };
    for (let i = 0; i < 7; i++) if (hierarchy[LEVELS[i]] !== null) hl.hierarchy![LEVELS[i]] = highlight(hierarchy[LEVELS[i]]!, terms, pre, post);
    if (hit.content !== null) hl.content = highlight(hit.content, terms, pre, post);
    hit._highlightResult = hl;
    const snippet: NonNullable<SearchHit['_snippetResult']> = {};
    for (const spec of params.attributesToSnippet ?? []) {
      const [attr, n] = spec.split(':');
      const words = Number(n) || 10;
      const value = attr === 'content' ? hit.content : attr.startsWith('hierarchy.') ? hierarchy[attr.slice(10) as Level] : null;
      if (value === null || value === undefined) continue;
      const s = snip(value, terms, words, params.snippetEllipsisText ?? '…', pre, post);
      if (attr === 'content') snippet.content = s;
      else (snippet.hierarchy ??= {})[attr.slice(10) as Level] = s;
    }
    if (params.attributesToSnippet?.length) hit._snippetResult = snippet;
    return retrieve(hit, params.attributesToRetrieve);
  }
}

/** Keeps only the attributes asked for (objectID and the highlight/snippet results always stay). */
function retrieve(hit: SearchHit, attrs: string[] | undefined): SearchHit {
  if (!attrs || attrs.includes('*')) return hit;
  const out: SearchHit = { ...hit, hierarchy: { ...hit.hierarchy } };
  for (const l of LEVELS) if (!attrs.includes(`hierarchy.${l}`) && !attrs.includes('hierarchy')) delete (out.hierarchy as Partial<Record<Level, string | null>>)[l];
  if (!attrs.includes('content')) delete (out as Partial<SearchHit>).content;
  if (!attrs.includes('type')) delete (out as Partial<SearchHit>).type;
  if (!attrs.includes('url')) delete (out as Partial<SearchHit>).url;
  return out;
}

/** Match ranges of the query terms in a text, merged, with which terms matched. */
function ranges(text: string, terms: QueryTerm[]): { spans: [number, number][]; matched: string[] } {
  let norm = normalize(text);
  if (norm.length !== text.length) norm = text.toLowerCase();
  if (norm.length !== text.length) return { spans: [], matched: [] };
  const spans: [number, number][] = [];
  const matched: string[] = [];
  for (const t of terms) {
    let hitAny = false;
    if (t.kind === 'cjk') {
      for (let i = norm.indexOf(t.term); i !== -1; i = norm.indexOf(t.term, i + t.term.length)) {
        spans.push([i, i + t.term.length]);
        hitAny = true;
      }
    } else {
      const max = typosAllowed(t.term);
      for (const m of norm.matchAll(/[\p{L}\p{N}]+/gu)) {
        const w = m[0];
        let len = 0;
        if (w === t.term || (max > 0 && w[0] === t.term[0] && editDistance(t.term, w, max) <= max)) len = w.length;
        else if (w.startsWith(t.term)) len = t.term.length;
        else if (/[\u3400-\u9fff]/.test(w)) {
          // a latin word glued to Chinese text ("Docker部署") is matched inside the run
          const at = w.indexOf(t.term);
          if (at !== -1) spans.push([m.index! + at, m.index! + at + t.term.length]);
          hitAny ||= at !== -1;
          continue;
        }
        if (len) {
          spans.push([m.index!, m.index! + len]);
          hitAny = true;
        }
      }
    }
    if (hitAny) matched.push(t.term);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([...s]);
  }
  return { spans: merged, matched };
}

function level(matched: string[], terms: QueryTerm[]): HighlightValue['matchLevel'] {
  return matched.length === 0 ? 'none' : matched.length === terms.length ? 'full' : 'partial';
}

function markUp(text: string, spans: [number, number][], from: number, to: number, pre: string, post: string): string {
  let out = '';
  let at = from;
  for (const [s, e] of spans) {
    if (e <= from || s >= to) continue;
    const a = Math.max(s, from);
    const b = Math.min(e, to);
    out += escapeHtml(text.slice(at, a)) + pre + escapeHtml(text.slice(a, b)) + post;
    at = b;
  }
  return out + escapeHtml(text.slice(at, to));
}

export function highlight(text: string, terms: QueryTerm[], pre = '<mark>', post = '</mark>'): HighlightValue {
  const { spans, matched } = ranges(text, terms);
  return { value: markUp(text, spans, 0, text.length, pre, post), matchLevel: level(matched, terms), matchedWords: matched };
}

/** A window of about `words` words around the first match (Chinese words counted by the segmenter). */
export function snip(text: string, terms: QueryTerm[], words: number, ellipsis: string, pre = '<mark>', post = '</mark>'): SnippetValue {
  const { spans, matched } = ranges(text, terms);
  const units = wordStarts(text);
  if (units.length <= words) return { value: markUp(text, spans, 0, text.length, pre, post), matchLevel: level(matched, terms) };
  const first = spans[0]?.[0] ?? 0;
  let idx = 0;
  while (idx + 1 < units.length && units[idx + 1] <= first) idx++;
  let startUnit = Math.max(0, idx - Math.floor((words - 1) / 3));
  startUnit = Math.min(startUnit, units.length - words);
  const from = startUnit === 0 ? 0 : units[startUnit];
  const to = startUnit + words >= units.length ? text.length : units[startUnit + words];
  const value = (from > 0 ? ellipsis : '') + markUp(text, spans, from, to, pre, post).trimEnd() + (to < text.length ? ellipsis : '');
  return { value, matchLevel: level(matched, terms) };
}

/** Offsets where each word-like unit of the text starts. */
let wordSegmenter: Intl.Segmenter | undefined;
function wordStarts(text: string): number[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const out: number[] = [];
    for (const s of (wordSegmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })).segment(text)) if (s.isWordLike) out.push(s.index);
    return out;
  }
  return [...text.matchAll(/[\u3400-\u9fff]|[\p{L}\p{N}]+/gu)].map((m) => m.index!);
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

export { segmentWords };
