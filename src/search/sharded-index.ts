// The single-file index → its term-sharded form (src/shared/search/shards.ts): record chunks of whole pages,
// ranked postings (term → its chunks, best first, split after the first `top`), latin vocabulary by first
// letter, and page titles. Deterministic: the same index gives the same bytes, so an incremental build
// writes only the files whose content changed.
import { createHash } from 'node:crypto';
import { chunkName, entryCode, fileOf, postingsName, restName, titlesName, vocabName, type ChunkFile, type PostingsFile, type ShardManifest, type TitlesFile, type VocabFile } from '../shared/search/shards';
import { latinWords, normalize } from '../shared/search/tokenize';
import type { SerializedIndex } from '../shared/search/types';

/** The CJK ranges of tokenize.ts (all in the BMP): the characters cjkGrams() makes unigrams and bigrams of. */
const isCjkCode = (c: number) => (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0x3040 && c <= 0x30ff) || (c >= 0xac00 && c <= 0xd7af);

/** Sites whose single-file index is at least this many characters get the sharded form. */
export const SHARD_MIN_CHARS = 512 * 1024;
const TERMS_PER_POSTINGS_FILE = 256;
const REST_FILE_CHARS = 32 * 1024;
const VOCAB_FILE_CHARS = 16 * 1024;
const TITLES_PER_FILE = 128;

export interface ShardOptions {
  /** A chunk ends at the first page boundary after this many records (default 1: a chunk per page). */
  chunkRecords?: number;
  /** Chunk entries per term in its postings file (default 32). */
  top?: number;
}

export interface ShardedIndex {
  manifest: ShardManifest;
  /** File name (relative to the manifest's folder) → content. */
  files: { name: string; content: string }[];
}

export function shardIndex(index: SerializedIndex, options: ShardOptions = {}): ShardedIndex {
  const chunkRecords = options.chunkRecords ?? 1;
  const top = options.top ?? 32;
  const starts = chunkStarts(index, chunkRecords);
  if (starts.length >= CHUNK_SPAN) throw new Error(`search index: ${starts.length} chunks, at most ${CHUNK_SPAN - 1}`);
  const terms = termTable(index);
  const files: ShardedIndex['files'] = [];
  const wordsOf = wordsByString(index);
  for (let c = 0; c < starts.length; c++) {
    const from = starts[c];
    const rows = index.records.slice(from, c + 1 < starts.length ? starts[c + 1] : index.records.length);
    terms.addChunk(c, rows);
    const sids = new Set<number>();
    const pageIds = new Set<number>();
    for (const r of rows) {
      const page = index.pages[r[0] as number];
      pageIds.add(r[0] as number);
      for (const sid of [page[2], page[3], r[3], r[4], r[5], r[6], r[7], r[8]] as number[]) if (sid >= 0) sids.add(sid);
    }
    const s = [...sids].sort((a, b) => a - b);
    const w: Record<string, number[]> = Object.create(null);
    for (const sid of s) for (const word of wordsOf.get(sid) ?? []) (w[word] ??= []).push(sid);
    for (const ids of Object.values(w)) for (let i = ids.length - 1; i > 0; i--) ids[i] -= ids[i - 1];
    const chunk: ChunkFile = { f: from, s, t: s.map((sid) => index.strings[sid]), p: [...pageIds].sort((a, b) => a - b).map((id) => [id, ...index.pages[id]] as ChunkFile['p'][number]), r: rows, w };
    files.push({ name: chunkName(c), content: JSON.stringify(chunk) });
  }
  // Postings: each term's chunks best first; the first `top` in its postings file, the rest in its rest file.
  const postingsCount = Math.max(1, Math.ceil(terms.names.length / TERMS_PER_POSTINGS_FILE));
  const postings: PostingsFile[] = Array.from({ length: postingsCount }, () => Object.create(null) as PostingsFile);
  const rests: [string, number[]][] = [];
  let restChars = 0;
  terms.names.forEach((term, id) => {
    // Packed code * 2^20 + chunk: a numeric sort orders by code, then chunk.
    const entries = Int32Array.from(terms.entries[id]).sort();
    postings[fileOf(term, postingsCount)][term] = [entries.length, ...encodePacked(entries, 0, Math.min(top, entries.length))];
    if (entries.length > top) {
      const groups = encodePacked(entries, top, entries.length);
      rests.push([term, groups]);
      restChars += term.length + groups.length * 3;
    }
  });
  postings.forEach((p, i) => files.push({ name: postingsName(i), content: JSON.stringify(p) }));
  const restCount = rests.length ? Math.ceil(restChars / REST_FILE_CHARS) : 0;
  const restFiles: PostingsFile[] = Array.from({ length: restCount }, () => Object.create(null) as PostingsFile);
  for (const [term, groups] of rests) restFiles[fileOf(term, restCount)][term] = groups;
  restFiles.forEach((p, i) => files.push({ name: restName(i), content: JSON.stringify(p) }));
  const vocab = vocabFiles([...terms.vocab].sort());
  vocab.forEach((v, i) => files.push({ name: vocabName(i), content: JSON.stringify(v) }));
  const titles = titleFiles(index, starts);
  titles.forEach((t, i) => files.push({ name: titlesName(i), content: JSON.stringify(t) }));
  const hash = createHash('sha256');
  for (const f of files) hash.update(f.name).update('\0').update(f.content).update('\0');
  const manifest: ShardManifest = {
    v: 3,
    language: index.language,
    records: index.records.length,
    chunks: starts.length,
    postings: postingsCount,
    rest: restCount,
    vocab: vocab.length,
    titles: titles.length,
    top,
    sections: [...new Set(index.pages.map((p) => index.strings[p[2]]))],
    version: hash.digest('hex').slice(0, 16),
  };
  return { manifest, files };
}

const CHUNK_SPAN = 1 << 20;

/** encodeEntries() over packed entries (code * CHUNK_SPAN + chunk, ascending) from..to. */
function encodePacked(packed: Int32Array, from: number, to: number): number[] {
  const out: number[] = [];
  let at = -1;
  for (let i = from; i < to; i++) {
    const code = packed[i] >> 20;
    const chunk = packed[i] & (CHUNK_SPAN - 1);
    if (i === from || code !== packed[i - 1] >> 20) {
      at = out.length;
      out.push(code, 1, chunk);
    } else {
      out[at + 1]++;
      out.push(chunk - (packed[i - 1] & (CHUNK_SPAN - 1)));
    }
  }
  return out;
}

/** First record of each chunk: a chunk ends at the first page boundary once it holds `size` records. */
function chunkStarts(index: SerializedIndex, size: number): number[] {
  const starts = [0];
  for (let i = 1; i < index.records.length; i++) if (i - starts[starts.length - 1] >= size && index.records[i][0] !== index.records[i - 1][0]) starts.push(i);
  return starts;
}

function vocabFiles(words: string[]): VocabFile[] {
  const chars = words.reduce((n, w) => n + w.length + 3, 0);
  const count = Math.max(1, Math.ceil(chars / VOCAB_FILE_CHARS));
  const out: VocabFile[] = Array.from({ length: count }, () => Object.create(null) as VocabFile);
  for (const w of words) (out[fileOf(w[0], count)][w[0]] ??= []).push(w);
  return out;
}

function titleFiles(index: SerializedIndex, starts: number[]): TitlesFile[] {
  const count = Math.max(1, Math.ceil(index.pages.length / TITLES_PER_FILE));
  const out: TitlesFile[] = Array.from({ length: count }, () => Object.create(null) as TitlesFile);
  let c = 0;
  index.records.forEach((r, i) => {
    while (c + 1 < starts.length && starts[c + 1] <= i) c++;
    const page = index.pages[r[0] as number];
    if (page[3] < 0) return;
    const title = normalize(index.strings[page[3]]);
    const list = (out[fileOf(title, count)][title] ??= []);
    if (list[list.length - 1] !== c) list.push(c);
  });
  return out;
}

/** Segmenter words per string id. */
function wordsByString(index: SerializedIndex): Map<number, string[]> {
  const wordsOf = new Map<number, string[]>();
  for (const [w, deltas] of Object.entries(index.words)) {
    let id = 0;
    deltas.forEach((d, i) => {
      id = i === 0 ? d : id + d;
      const list = wordsOf.get(id);
      if (list) list.push(w);
      else wordsOf.set(id, [w]);
    });
  }
  return wordsOf;
}

/**
 * The index's terms, numbered as they are met, and per term its chunks with their entry codes
 * (code * CHUNK_SPAN + chunk), filled chunk by chunk through addChunk().
 */
function termTable(index: SerializedIndex) {
  const names: string[] = [];
  const entries: number[][] = [];
  const vocab = new Set<string>();
  const latinIds = new Map<string, number>();
  const unigram = new Int32Array(65536).fill(-1);
  const bigram = new Map<number, number>();
  const segWords = new Map<number, Set<string>>();
  for (const [w, deltas] of Object.entries(index.words)) {
    let id = 0;
    deltas.forEach((d, i) => {
      id = i === 0 ? d : id + d;
      let set = segWords.get(id);
      if (!set) segWords.set(id, (set = new Set()));
      set.add(w);
    });
  }
  /** Per term: the chunk addChunk() last saw it in, and its code there. */
  const bestChunk: number[] = [];
  const bestCode: number[] = [];
  const newTerm = (name: string) => {
    names.push(name);
    entries.push([]);
    bestChunk.push(-1);
    bestCode.push(0);
    return names.length - 1;
  };
  /** Per string: its term ids and, for each, the inexact flag (0: a bigram the segmenter found as a word). */
  const cache = new Map<number, { ids: Int32Array; q: Uint8Array }>();
  const stringTerms = (sid: number) => {
    let hit = cache.get(sid);
    if (hit) return hit;
    const norm = normalize(index.strings[sid]);
    const words = segWords.get(sid);
    const own = new Map<number, number>();
    let prev = -1;
    for (let i = 0; i < norm.length; i++) {
      const c = norm.charCodeAt(i);
      if (!isCjkCode(c)) {
        prev = -1;
        continue;
      }
      let u = unigram[c];
      if (u < 0) u = unigram[c] = newTerm(String.fromCharCode(c));
      own.set(u, 1);
      if (prev >= 0) {
        const key = prev * 65536 + c;
        let b = bigram.get(key);
        if (b === undefined) bigram.set(key, (b = newTerm(String.fromCharCode(prev, c))));
        own.set(b, words?.has(names[b]) ? 0 : Math.min(own.get(b) ?? 1, 1));
      }
      prev = c;
    }
    // Segmenter words of three or more characters are terms too (always exact): a query word's inexact flag.
    for (const w of words ?? []) {
      if (w.length < 3) continue;
      let id = latinIds.get(w);
      if (id === undefined) latinIds.set(w, (id = newTerm(w)));
      own.set(id, 0);
    }
    for (const w of latinWords(norm)) {
      let id = latinIds.get(w);
      if (id === undefined) latinIds.set(w, (id = newTerm(w)));
      own.set(id, 0);
      vocab.add(w);
    }
    hit = { ids: Int32Array.from(own.keys()), q: Uint8Array.from(own.values()) };
    cache.set(sid, hit);
    return hit;
  };
  /** Records one chunk: per term the smallest attribute weight, inexact flag and record type, each on its own. */
  const addChunk = (chunk: number, rows: SerializedIndex['records']) => {
    const touched: number[] = [];
    const seen = new Set<number>();
    for (const r of rows) {
      const type = r[1] as number;
      const page = index.pages[r[0] as number];
      const sids = [page[2], page[3], r[3], r[4], r[5], r[6], r[7], r[8]] as number[];
      for (let a = 0; a < 8; a++) {
        const sid = sids[a];
        if (sid < 0 || seen.has(sid * 64 + a * 8 + type)) continue;
        seen.add(sid * 64 + a * 8 + type);
        const w = (a === 0 ? 8 : a) + (a === type ? 0 : 8);
        const { ids, q } = stringTerms(sid);
        for (let k = 0; k < ids.length; k++) {
          const id = ids[k];
          if (bestChunk[id] !== chunk) {
            bestChunk[id] = chunk;
            bestCode[id] = entryCode(w, q[k], type);
            touched.push(id);
          } else {
            const old = bestCode[id];
            bestCode[id] = entryCode(Math.min(w, old >> 4), Math.min(q[k], (old >> 3) & 1), Math.min(type, old & 7));
          }
        }
      }
    }
    for (const id of touched) entries[id].push(bestCode[id] * CHUNK_SPAN + chunk);
  };
  return { names, entries, vocab, addChunk };
}
