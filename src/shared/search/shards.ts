// The term-sharded form of the built-in index, for large sites (Pagefind's idea): a small manifest, postings
// files (index term → the chunks holding it) and record chunks (consecutive records with their strings,
// pages and segmenter words). A query fetches the manifest, the postings files of its terms and only the
// chunks that can hold a hit, then runs the unchanged SearchEngine over those chunks (assemble()). Ids are
// renumbered in their global order, so the engine visits strings, pages and records in the same order as
// over the single-file index and answers identically (test/unit/search/shards.test.ts).
// Shared by the build (src/search/sharded-index.ts) and the browser (src/client/search/providers.ts).
import { editDistance, queryTerms, typosAllowed } from './tokenize';
import type { SerializedIndex } from './types';

export interface ShardManifest {
  v: 2;
  language: string;
  /** Total records of the whole index. */
  records: number;
  /** Records per chunk (chunk c holds records c*chunkSize ..). */
  chunkSize: number;
  chunks: number;
  /** Number of postings files. */
  postings: number;
  /** Section names (lvl0) in index order: the "try searching for" suggestions. */
  sections: string[];
  /** Every latin word of the index, sorted (the engine's prefix and typo vocabulary). */
  vocab: string[];
  /** Content digest of the whole index (changes with any file). */
  version: string;
  /** Bytes of all chunk files together. */
  chunkBytes: number;
  /**
   * The same index as one file (SerializedIndex): a query whose chunks would weigh more than it (a word found
   * on most pages) loads this instead, and later queries use it too.
   */
  whole: { name: string; bytes: number };
}

export const WHOLE_NAME = 'all.json';

/** Whether the chunks a query selects would weigh more than the whole index in one file. */
export const wholeIsSmaller = (manifest: ShardManifest, chunks: number) => (chunks / manifest.chunks) * manifest.chunkBytes > manifest.whole.bytes;

/** A postings file: index term → its chunks, as a delta list or (when shorter) a base64 bitmap. */
export type PostingsFile = Record<string, number[] | string>;

export interface ChunkFile {
  /** Global string ids (ascending) and their texts. */
  s: number[];
  t: string[];
  /** [global page id, url, docusaurus_tag, lvl0 string id, lvl1 string id] for the pages of these records. */
  p: [number, string, string, number, number][];
  /** Record rows (SerializedIndex.records) of records chunk*chunkSize... */
  r: (string | number)[][];
  /** Segmenter word → global string ids (delta-encoded), for the strings of this chunk. */
  w: Record<string, number[]>;
}

export const postingsName = (i: number) => `p${i}.json`;
export const chunkName = (i: number) => `c${i}.json`;

/** Which postings file holds an index term (FNV-1a over UTF-16 code units). */
export function postingsFileOf(term: string, files: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) {
    h ^= term.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % files;
}

export function encodeChunkSet(chunks: number[], total: number): number[] | string {
  const list = chunks.map((c, i) => (i === 0 ? c : c - chunks[i - 1]));
  const bytes = new Uint8Array(Math.ceil(total / 8));
  for (const c of chunks) bytes[c >> 3] |= 1 << (c & 7);
  const bitmap = toBase64(bytes);
  return bitmap.length + 2 < JSON.stringify(list).length ? bitmap : list;
}

export function decodeChunkSet(value: number[] | string): number[] {
  if (Array.isArray(value)) {
    let c = 0;
    return value.map((d, i) => (c = i === 0 ? d : c + d));
  }
  const bytes = fromBase64(value);
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i++) for (let b = 0; b < 8; b++) if (bytes[i] & (1 << b)) out.push(i * 8 + b);
  return out;
}

/**
 * For each query word, the index terms that must be looked up, exactly as SearchEngine matches them: a Chinese
 * word needs every one of its bigrams (its character when alone); a latin word matches itself, the vocabulary
 * words it starts (the first 50) and those within its typo budget (same first letter).
 */
export function queryLookups(query: string, manifest: Pick<ShardManifest, 'vocab'>): { all: boolean; terms: string[] }[] {
  return queryTerms(query.trim()).slice(0, 16).map((t) => {
    if (t.kind === 'cjk') {
      const chars = [...t.term];
      return { all: true, terms: chars.length === 1 ? chars : chars.slice(0, -1).map((c, i) => c + chars[i + 1]) };
    }
    const vocab = manifest.vocab;
    const variants = new Set([t.term]);
    let lo = 0;
    let hi = vocab.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (vocab[mid] < t.term) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo, n = 0; i < vocab.length && n < 50 && vocab[i].startsWith(t.term); i++, n++) variants.add(vocab[i]);
    const max = typosAllowed(t.term);
    if (max > 0) for (const v of vocab) if (v[0] === t.term[0] && Math.abs(v.length - t.term.length) <= max && editDistance(t.term, v, max) <= max) variants.add(v);
    return { all: false, terms: [...variants] };
  });
}

/** The postings files a query needs. */
export function postingsFilesFor(lookups: { terms: string[] }[], manifest: Pick<ShardManifest, 'postings'>): number[] {
  return [...new Set(lookups.flatMap((l) => l.terms.map((t) => postingsFileOf(t, manifest.postings))))].sort((a, b) => a - b);
}

/**
 * The chunks that can hold a hit: for every query word, the chunks holding all its bigrams (Chinese) or any of
 * its variants (latin), intersected over the words. A superset of the chunks of the hits; never misses one.
 */
export function chunksFor(lookups: { all: boolean; terms: string[] }[], postings: (term: string) => number[] | string | undefined): number[] {
  let result: Set<number> | undefined;
  for (const l of lookups) {
    let set: Set<number> | undefined;
    for (const term of l.terms) {
      const p = postings(term);
      const chunks = p === undefined ? [] : decodeChunkSet(p);
      if (l.all) set = set === undefined ? new Set(chunks) : new Set(chunks.filter((c) => set!.has(c)));
      else {
        set ??= new Set();
        for (const c of chunks) set.add(c);
      }
    }
    set ??= new Set();
    result = result === undefined ? set : new Set([...set].filter((c) => result!.has(c)));
    if (!result.size) break;
  }
  return [...(result ?? [])].sort((a, b) => a - b);
}

/**
 * A SerializedIndex holding only the given chunks. Strings, pages and records are renumbered in their global
 * order (so SearchEngine visits them in the same order as over the whole index, and its tables are sized by
 * what was fetched); `recordIds` maps the local record numbers back, for globalHits().
 */
export function assemble(manifest: ShardManifest, chunks: Map<number, ChunkFile>): SerializedIndex & { recordIds: number[] } {
  const sorted = [...chunks].sort((a, b) => a[0] - b[0]);
  const stringIds = new Map<number, number>();
  const pageIds = new Map<number, number>();
  const allStrings = new Map<number, string>();
  const allPages = new Map<number, [string, string, number, number]>();
  for (const [, chunk] of sorted) {
    chunk.s.forEach((id, i) => allStrings.set(id, chunk.t[i]));
    for (const [id, url, tag, lvl0, lvl1] of chunk.p) allPages.set(id, [url, tag, lvl0, lvl1]);
  }
  const strings: string[] = [];
  for (const id of [...allStrings.keys()].sort((a, b) => a - b)) {
    stringIds.set(id, strings.length);
    strings.push(allStrings.get(id)!);
  }
  const sid = (id: number) => (id < 0 ? id : stringIds.get(id)!);
  const pages: SerializedIndex['pages'] = [];
  for (const id of [...allPages.keys()].sort((a, b) => a - b)) {
    const [url, tag, lvl0, lvl1] = allPages.get(id)!;
    pageIds.set(id, pages.length);
    pages.push([url, tag, sid(lvl0), sid(lvl1)]);
  }
  const records: SerializedIndex['records'] = [];
  const recordIds: number[] = [];
  const wordIds = new Map<string, Set<number>>();
  for (const [c, chunk] of sorted) {
    chunk.r.forEach((row, i) => {
      recordIds.push(c * manifest.chunkSize + i);
      records.push([pageIds.get(row[0] as number)!, row[1], row[2], ...row.slice(3).map((x) => sid(x as number))]);
    });
    for (const [w, deltas] of Object.entries(chunk.w)) {
      let set = wordIds.get(w);
      if (!set) wordIds.set(w, (set = new Set()));
      let id = 0;
      deltas.forEach((d, i) => set!.add(sid((id = i === 0 ? d : id + d))));
    }
  }
  const words: Record<string, number[]> = Object.create(null);
  for (const [w, set] of wordIds) {
    const ids = [...set].sort((a, b) => a - b);
    words[w] = ids.map((id, i) => (i === 0 ? id : id - ids[i - 1]));
  }
  return { v: 1, language: manifest.language, strings, pages, records, words, recordIds };
}

/** A response over assemble()'s index with the hits' objectIDs (`url#record`) numbered as over the whole index. */
export function globalHits<R extends { hits: { objectID: string }[] }>(res: R, recordIds: number[]): R {
  for (const hit of res.hits) {
    const at = hit.objectID.lastIndexOf('#');
    hit.objectID = hit.objectID.slice(0, at + 1) + recordIds[Number(hit.objectID.slice(at + 1))];
  }
  return res;
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}
