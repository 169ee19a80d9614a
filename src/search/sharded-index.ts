// The single-file index → its term-sharded form (src/shared/search/shards.ts): record chunks of `chunkSize`
// consecutive records (with the strings, pages and segmenter words they use), postings files mapping each
// index term to the chunks holding it, and a manifest. Deterministic: the same index gives the same bytes,
// so an incremental build rewrites only the files whose records changed.
import { createHash } from 'node:crypto';
import { WHOLE_NAME, chunkName, encodeChunkSet, postingsFileOf, postingsName, type ChunkFile, type PostingsFile, type ShardManifest } from '../shared/search/shards';
import { latinWords, normalize } from '../shared/search/tokenize';
import type { SerializedIndex } from '../shared/search/types';

/** The CJK ranges of tokenize.ts (all in the BMP): the characters cjkGrams() makes unigrams and bigrams of. */
const isCjkCode = (c: number) => (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0x3040 && c <= 0x30ff) || (c >= 0xac00 && c <= 0xd7af);

/** Sites whose single-file index is at least this many characters get the sharded form. */
export const SHARD_MIN_CHARS = 512 * 1024;
/** Index terms per postings file (about 13 KB per file on the 10,000-post corpus). */
const TERMS_PER_POSTINGS_FILE = 128;

export interface ShardedIndex {
  manifest: ShardManifest;
  /** File name (relative to the manifest's folder) → content. */
  files: { name: string; content: string }[];
}

/**
 * @param wholeJson the index as one JSON file (written next to the shards, as WHOLE_NAME): its size goes into
 *   the manifest, for the client's choice between chunks and the whole file.
 */
export function shardIndex(index: SerializedIndex, wholeJson: string, options: { chunkSize?: number } = {}): ShardedIndex {
  const chunkSize = options.chunkSize ?? 256;
  const n = index.records.length;
  const chunkCount = Math.max(1, Math.ceil(n / chunkSize));
  const wordsOf = wordsByString(index);
  const { stringTerms, termNames, termChunks, vocab } = termTable(index);
  const files: ShardedIndex['files'] = [];
  for (let c = 0; c < chunkCount; c++) {
    const rows = index.records.slice(c * chunkSize, (c + 1) * chunkSize);
    const sids = new Set<number>();
    const pageIds = new Set<number>();
    for (const r of rows) {
      const page = index.pages[r[0] as number];
      pageIds.add(r[0] as number);
      for (const sid of [page[2], page[3], r[3], r[4], r[5], r[6], r[7], r[8]] as number[]) if (sid >= 0) sids.add(sid);
    }
    const s = [...sids].sort((a, b) => a - b);
    const w: Record<string, number[]> = Object.create(null);
    for (const sid of s) {
      const ids = stringTerms(sid);
      for (let i = 0; i < ids.length; i++) {
        const list = termChunks[ids[i]];
        if (list[list.length - 1] !== c) list.push(c);
      }
      for (const word of wordsOf.get(sid) ?? []) (w[word] ??= []).push(sid);
    }
    for (const ids of Object.values(w)) for (let i = ids.length - 1; i > 0; i--) ids[i] -= ids[i - 1];
    const chunk: ChunkFile = {
      s,
      t: s.map((sid) => index.strings[sid]),
      p: [...pageIds].sort((a, b) => a - b).map((id) => [id, ...index.pages[id]] as ChunkFile['p'][number]),
      r: rows,
      w,
    };
    files.push({ name: chunkName(c), content: JSON.stringify(chunk) });
  }
  const chunkBytes = files.reduce((n, f) => n + Buffer.byteLength(f.content), 0);
  const postingsCount = Math.max(1, Math.ceil(termNames.length / TERMS_PER_POSTINGS_FILE));
  const postings: PostingsFile[] = Array.from({ length: postingsCount }, () => Object.create(null) as PostingsFile);
  termNames.forEach((term, id) => (postings[postingsFileOf(term, postingsCount)][term] = encodeChunkSet(termChunks[id], chunkCount)));
  postings.forEach((p, i) => files.push({ name: postingsName(i), content: JSON.stringify(p) }));
  files.push({ name: WHOLE_NAME, content: wholeJson });
  const hash = createHash('sha256');
  for (const f of files) hash.update(f.name).update('\0').update(f.content).update('\0');
  const manifest: ShardManifest = {
    v: 2,
    language: index.language,
    records: n,
    chunkSize,
    chunks: chunkCount,
    postings: postingsCount,
    sections: [...new Set(index.pages.map((p) => index.strings[p[2]]))],
    vocab: [...vocab].sort(),
    version: hash.digest('hex').slice(0, 16),
    chunkBytes,
    whole: { name: WHOLE_NAME, bytes: Buffer.byteLength(wholeJson) },
  };
  return { manifest, files };
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
 * The index's terms, numbered as they are met: stringTerms(sid) gives a string's term ids (found once per
 * string); termChunks[id] collects the chunks holding term id (filled by the caller, in chunk order).
 */
function termTable(index: SerializedIndex) {
  const termsOf: Int32Array[] = new Array(index.strings.length);
  /** Latin words → term id. */
  const termIds = new Map<string, number>();
  const termNames: string[] = [];
  const termChunks: number[][] = [];
  const vocab = new Set<string>();
  // Chinese unigrams and bigrams are looked up by char code (no string built per term: this runs over every
  // character of the index); latin words by text.
  const unigram = new Int32Array(65536).fill(-1);
  const bigram = new Map<number, number>();
  const seenIn: number[] = [];
  const newTerm = (name: string) => {
    termNames.push(name);
    termChunks.push([]);
    seenIn.push(-1);
    return termNames.length - 1;
  };
  const stringTerms = (sid: number): Int32Array => {
    let ids = termsOf[sid];
    if (ids) return ids;
    const norm = normalize(index.strings[sid]);
    const own: number[] = [];
    const add = (id: number) => {
      if (seenIn[id] !== sid) {
        seenIn[id] = sid;
        own.push(id);
      }
    };
    let prev = -1;
    for (let i = 0; i < norm.length; i++) {
      const c = norm.charCodeAt(i);
      if (!isCjkCode(c)) {
        prev = -1;
        continue;
      }
      let u = unigram[c];
      if (u < 0) u = unigram[c] = newTerm(String.fromCharCode(c));
      add(u);
      if (prev >= 0) {
        const key = prev * 65536 + c;
        let b = bigram.get(key);
        if (b === undefined) {
          b = newTerm(String.fromCharCode(prev, c));
          bigram.set(key, b);
        }
        add(b);
      }
      prev = c;
    }
    for (const w of latinWords(norm)) {
      let id = termIds.get(w);
      if (id === undefined) termIds.set(w, (id = newTerm(w)));
      add(id);
      vocab.add(w);
    }
    return (termsOf[sid] = Int32Array.from(own));
  };
  return { stringTerms, termNames, termChunks, vocab };
}
