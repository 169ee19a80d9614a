// The term-sharded form of the built-in index, for large sites (Pagefind's idea), with downloads bounded
// whatever the term. Files next to the manifest (index.json):
// - record chunks: whole pages of consecutive records with their strings and segmenter words, every id local to
//   the chunk (a chunk's bytes depend on its own pages only). Each chunk's JSON is one gzip member; `pack`
//   consecutive chunks' members, in order, make a pack file k<j>.bin (chunks j * pack .. j * pack + pack - 1), so
//   a chunk's pack never moves and an edit rewrites its page's pack alone. The manifest lists every chunk's
//   compressed length (`sizes`, encodeSizes()): the browser reads a chunk with one HTTP Range request of its bytes
//   (chunkRange()) and inflates it (a server that ignores Range sends the whole pack: the chunk is sliced out);
// - postings p<i>.json: per index term (CJK unigram or bigram, latin word), the chunks holding it ranked by the
//   best rank the term can give a record there, first `top` of them only; r<i>.json: the rest of each list;
// - vocabulary v<i>.json (latin words by first letter: prefix and typo expansion) and titles t<i>.json
//   (normalized page title → chunks, the engine's exact-title criterion).
// A query reads the postings of its terms and fetches chunks best-first until the top hits are proven final
// (shard-search.ts), then runs the unchanged SearchEngine over the fetched chunks.
// Shared by the build (src/search/sharded-index.ts) and the browser (src/client/search/providers.ts).
import type { SerializedIndex } from './types';

export interface ShardManifest {
  v: 5;
  language: string;
  /** Total records of the whole index. */
  records: number;
  chunks: number;
  /** Chunks per pack file (the last pack may hold fewer). */
  pack: number;
  /** Per chunk, the length in bytes of its gzip member in its pack, less `sizeMin`, in base-64 digits
   *  (encodeSizes(); chunkSizes() gives the numbers). */
  sizeMin: number;
  sizes: string;
  /** Numbers of postings, rest-of-postings, vocabulary and title files. */
  postings: number;
  rest: number;
  vocab: number;
  titles: number;
  /** Chunk entries per term in its postings file (the rest are in its rest file). */
  top: number;
  /** Section names (lvl0) in index order: the "try searching for" suggestions. */
  sections: string[];
  /** Content digest of the whole index (changes with any file). */
  version: string;
}

export interface ChunkFile {
  /** [url, docusaurus_tag, lvl0 string, lvl1 string] for the pages of these records (string ids local to the chunk). */
  p: [string, string, number, number][];
  /** The chunk's strings (local ids: positions here). */
  t: string[];
  /** Record rows (SerializedIndex.records), page and string ids local to the chunk. */
  r: (string | number)[][];
  /** Segmenter word → local string ids (delta-encoded). */
  w: Record<string, number[]>;
}

/**
 * A term's entry in a postings file: [total entries, ...groups]; a rest file holds [...groups]. A group is
 * [code, n, first chunk, n - 1 chunk deltas]; groups ascend by code, chunks within a group ascend.
 * code = (w * 2 + q) * 8 + type: the smallest attribute weight, inexact flag and record type of any record of
 * the chunk holding the term (each minimum taken on its own, so a bound on every such record).
 */
export type PostingsFile = Record<string, number[]>;
export type VocabFile = Record<string, string[]>;
export type TitlesFile = Record<string, number[]>;

export const postingsName = (i: number) => `p${i}.json`;
export const restName = (i: number) => `r${i}.json`;
export const vocabName = (i: number) => `v${i}.json`;
export const titlesName = (i: number) => `t${i}.json`;
export const packName = (j: number) => `k${j}.bin`;
export const packCount = (m: Pick<ShardManifest, 'chunks' | 'pack'>) => Math.ceil(m.chunks / m.pack);

/** All file names of a sharded index except the manifest. */
export function shardFileNames(m: ShardManifest): string[] {
  const names = (n: number, f: (i: number) => string) => Array.from({ length: n }, (_, i) => f(i));
  return [
    ...names(packCount(m), packName),
    ...names(m.postings, postingsName),
    ...names(m.rest, restName),
    ...names(m.vocab, vocabName),
    ...names(m.titles, titlesName),
  ];
}

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Two digits hold a size up to this much over the smallest; a larger one is '_' and five digits. */
const TWO_DIGITS = 63 * 64;

/**
 * The chunks' member lengths as the manifest keeps them: each one's excess over the smallest in two base-64
 * digits (members are alike in size: 1,063-3,378 bytes at 10,000 posts), or '_' and five digits when larger. At
 * 10,000 posts 14.7 KB gzipped, against 19.4 KB as a JSON array of numbers (their entropy: 12.7 KB).
 */
export function encodeSizes(sizes: number[]): { sizeMin: number; sizes: string } {
  const sizeMin = sizes.reduce((a, b) => Math.min(a, b), sizes.length ? sizes[0] : 0);
  let out = '';
  for (const size of sizes) {
    const d = size - sizeMin;
    if (d < TWO_DIGITS) out += DIGITS[d >> 6] + DIGITS[d & 63];
    else if (d < 2 ** 30) out += '_' + [24, 18, 12, 6, 0].map((shift) => DIGITS[(d >> shift) & 63]).join('');
    else throw new Error(`search index: a chunk of ${size} bytes`);
  }
  return { sizeMin, sizes: out };
}

export function decodeSizes(m: Pick<ShardManifest, 'sizeMin' | 'sizes'>): number[] {
  const out: number[] = [];
  const digit = (i: number) => {
    const v = DIGITS.indexOf(m.sizes[i]);
    if (v < 0) throw new Error('search index: bad chunk sizes in the manifest');
    return v;
  };
  for (let i = 0; i < m.sizes.length; ) {
    let d = 0;
    const n = m.sizes[i] === '_' ? (i++, 5) : 2;
    for (let k = 0; k < n; k++) d = d * 64 + digit(i++);
    out.push(m.sizeMin + d);
  }
  return out;
}

const decoded = new WeakMap<object, number[]>();
/** decodeSizes() of a manifest, once per manifest object. */
export function chunkSizes(m: Pick<ShardManifest, 'sizeMin' | 'sizes'>): number[] {
  let sizes = decoded.get(m);
  if (!sizes) decoded.set(m, (sizes = decodeSizes(m)));
  return sizes;
}

/** Where chunk c's gzip member is: its pack file, its bytes [start, end) there, and the pack's whole length. */
export function chunkRange(
  m: Pick<ShardManifest, 'pack' | 'sizes' | 'sizeMin'>,
  c: number,
): { name: string; start: number; end: number; packBytes: number } {
  const sizes = chunkSizes(m);
  const first = c - (c % m.pack);
  const last = Math.min(first + m.pack, sizes.length);
  let start = 0;
  let packBytes = 0;
  for (let i = first; i < last; i++) {
    if (i < c) start += sizes[i];
    packBytes += sizes[i];
  }
  return { name: packName(first / m.pack), start, end: start + sizes[c], packBytes };
}

/** Which of `files` files holds a key (FNV-1a over UTF-16 code units). */
export function fileOf(key: string, files: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % files;
}

export const entryCode = (w: number, q: number, type: number) => (w * 2 + q) * 8 + type;
export const codeParts = (code: number) => ({ w: code >> 4, q: (code >> 3) & 1, type: code & 7 });

/** [chunk, code] entries (ascending by code, then chunk) → groups. */
export function encodeEntries(entries: [number, number][]): number[] {
  const out: number[] = [];
  let at = -1;
  for (let i = 0; i < entries.length; i++) {
    const [chunk, code] = entries[i];
    if (i === 0 || code !== entries[i - 1][1]) {
      at = out.length;
      out.push(code, 1, chunk);
    } else {
      out[at + 1]++;
      out.push(chunk - entries[i - 1][0]);
    }
  }
  return out;
}

/** [chunk, code] entries of groups (or each given to `each`, without building the list). */
export function decodeEntries(
  groups: number[],
  from = 0,
  each?: (chunk: number, code: number) => void,
): [number, number][] {
  const out: [number, number][] = [];
  const emit = each ?? ((chunk: number, code: number) => void out.push([chunk, code]));
  for (let i = from; i < groups.length; ) {
    const code = groups[i];
    const n = groups[i + 1];
    let chunk = 0;
    for (let k = 0; k < n; k++) emit((chunk = k === 0 ? groups[i + 2] : chunk + groups[i + 2 + k]), code);
    i += 2 + n;
  }
  return out;
}

/**
 * A SerializedIndex holding only the given chunks, in chunk order; equal strings of different chunks become one.
 * `recordChunks` maps its record numbers to their chunks. lazyWords: `words` is left empty and wordIds(word)
 * gives one segmenter word's string ids on demand (a query needs only its own words).
 */
export function assemble(
  language: string,
  chunks: Map<number, ChunkFile>,
  lazyWords = false,
): SerializedIndex & { recordChunks: number[]; wordIds: (word: string) => Set<number> | undefined } {
  const sorted = [...chunks].sort((a, b) => a[0] - b[0]);
  const strings: string[] = [];
  const stringIds = new Map<string, number>();
  const pages: SerializedIndex['pages'] = [];
  const records: SerializedIndex['records'] = [];
  const recordChunks: number[] = [];
  const wordIds = new Map<string, Set<number>>();
  const chunkIds: number[][] = [];
  for (const [c, chunk] of sorted) {
    const ids = chunk.t.map((text) => {
      let id = stringIds.get(text);
      if (id === undefined) {
        stringIds.set(text, (id = strings.length));
        strings.push(text);
      }
      return id;
    });
    chunkIds.push(ids);
    const sid = (id: number) => (id < 0 ? id : ids[id]);
    const firstPage = pages.length;
    for (const [url, tag, lvl0, lvl1] of chunk.p) pages.push([url, tag, sid(lvl0), sid(lvl1)]);
    for (const row of chunk.r) {
      recordChunks.push(c);
      records.push([firstPage + (row[0] as number), row[1], row[2], ...row.slice(3).map((x) => sid(x as number))]);
    }
    if (!lazyWords) for (const [w, deltas] of Object.entries(chunk.w)) addIds(idSet(wordIds, w), deltas, ids);
  }
  const words: Record<string, number[]> = Object.create(null);
  for (const [w, set] of wordIds) {
    const ids = [...set].sort((a, b) => a - b);
    words[w] = ids.map((id, i) => (i === 0 ? id : id - ids[i - 1]));
  }
  const wordIdsOf = (w: string) => {
    if (!lazyWords) return wordIds.get(w);
    const one = new Map<string, Set<number>>();
    sorted.forEach(([, chunk], k) => Object.hasOwn(chunk.w, w) && addIds(idSet(one, w), chunk.w[w], chunkIds[k]));
    return one.get(w);
  };
  return { v: 1, language, strings, pages, records, words, recordChunks, wordIds: wordIdsOf };
}

/** The string ids of word w in `wordIds`, made when missing. */
function idSet(wordIds: Map<string, Set<number>>, w: string): Set<number> {
  let set = wordIds.get(w);
  if (!set) wordIds.set(w, (set = new Set()));
  return set;
}

/** Adds a chunk's delta-encoded local string ids (of one word) to `set`, as global ids (`ids`: local → global). */
function addIds(set: Set<number>, deltas: number[], ids: number[]): void {
  let id = 0;
  for (let i = 0; i < deltas.length; i++) set.add(ids[(id = i === 0 ? deltas[i] : id + deltas[i])]);
}
