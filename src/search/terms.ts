// The index terms of a record chunk (CJK unigrams and bigrams, segmenter words of three or more characters,
// latin words) and, per term, the entry code of the chunk: the smallest attribute weight, inexact flag and
// record type any of its records gives the term (each minimum on its own). Terms are numbered as a table meets
// them; one table serves a whole build (its per-string results are kept).
import { entryCode, type ChunkFile } from '../shared/search/shards';
import { latinWords, normalize } from '../shared/search/tokenize';
import type { ChunkRows } from './chunks';

/** The CJK ranges of tokenize.ts (all in the BMP): the characters cjkGrams() makes unigrams and bigrams of. */
const isCjkCode = (c: number) =>
  (c >= 0x3400 && c <= 0x9fff) ||
  (c >= 0xf900 && c <= 0xfaff) ||
  (c >= 0x3040 && c <= 0x30ff) ||
  (c >= 0xac00 && c <= 0xd7af);

export const CHUNK_SPAN = 1 << 20;
const CACHE_MAX = 20_000;
/** Entries of the per-string results kept at most (4 bytes each). */
const ARENA_MAX = 1 << 22;

/** encodeEntries() over packed entries (code * CHUNK_SPAN + chunk, ascending) from..to. */
export function encodePacked(packed: Int32Array, from: number, to: number): number[] {
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

/** A chunk's terms as computed in a worker (TermTable.chunkKeys()), for another table to take in: CJK unigrams
 *  and bigrams by char codes (c, or first * 65536 + second), the other terms by name, each with its entry code. */
export interface ChunkTerms {
  cjk: Uint32Array;
  cjkCodes: Uint16Array;
  other: string[];
  otherCodes: Uint16Array;
}

/** Per BMP code unit outside the CJK ranges: 0 not yet known, 1 never part of a latin word, 2 may be (a letter or
 *  number, or a surrogate: latinWords() then decides). */
const wordChar = new Uint8Array(65536);
const LETTER_OR_NUMBER = /[\p{L}\p{N}]/u;
function mayBeWordChar(c: number): boolean {
  let k = wordChar[c];
  if (k === 0) k = wordChar[c] = (c >= 0xd800 && c <= 0xdfff) || LETTER_OR_NUMBER.test(String.fromCharCode(c)) ? 2 : 1;
  return k === 2;
}

/** A chunk's segmenter words per string id (from its `w`): what addChunk() needs when the chunk builder's own
 *  lists are not at hand (a chunk read back, or made on this thread). */
export function chunkWords(chunk: ChunkFile): (string[] | undefined)[] {
  const out: (string[] | undefined)[] = [];
  for (const w of Object.keys(chunk.w)) {
    let id = 0;
    const deltas = chunk.w[w];
    for (let i = 0; i < deltas.length; i++) {
      id = i === 0 ? deltas[i] : id + deltas[i];
      (out[id] ??= []).push(w);
    }
  }
  return out;
}

/** CJK bigram (first << 16 | second, never 0) → term id: open addressing in typed arrays (a Map would box the
 *  larger keys and hash them per lookup). */
class PairIds {
  private bits = 12;
  private keys = new Int32Array(1 << 12);
  private ids = new Int32Array(1 << 12);
  private size = 0;

  private slot(key: number): number {
    const mask = this.keys.length - 1;
    let i = Math.imul(key, 0x9e3779b1) >>> (32 - this.bits);
    while (this.keys[i] !== key && this.keys[i] !== 0) i = (i + 1) & mask;
    return i;
  }

  /** The pair's term id, or -1. */
  get(key: number): number {
    if (key === 0) return -1;
    const i = this.slot(key);
    return this.keys[i] === key ? this.ids[i] : -1;
  }

  set(key: number, id: number): void {
    if (++this.size * 2 > this.keys.length) {
      const { keys, ids } = this;
      this.bits++;
      this.keys = new Int32Array(1 << this.bits);
      this.ids = new Int32Array(1 << this.bits);
      for (let j = 0; j < keys.length; j++) if (keys[j] !== 0) this.put(keys[j], ids[j]);
    }
    this.put(key, id);
  }

  private put(key: number, id: number): void {
    const i = this.slot(key);
    this.keys[i] = key;
    this.ids[i] = id;
  }
}

export class TermTable {
  readonly names: string[] = [];
  /** Per term: its CJK key (see ChunkTerms), or -1 for the others. */
  private readonly keys: number[] = [];
  private readonly latinIds = new Map<string, number>();
  private readonly unigram = new Int32Array(65536).fill(-1);
  private readonly bigram = new PairIds();
  /** Per term: the stamp of the chunk collect() last saw it in, and its code there; the chunk's terms in order. */
  private seenIn = new Int32Array(1 << 12).fill(-1);
  private bestCode = new Int32Array(1 << 12);
  private touched = new Int32Array(1 << 12);
  private stamp = 0;
  /** Per (string id, attribute, type) of a chunk: the stamp of the chunk it was counted in. */
  private counted = new Int32Array(1 << 12);
  /** Per string text: where its terms start in `arena`: their count, then per term id * 2 + its inexact flag (0:
   *  a bigram the segmenter found as a word). One array for all, so a string costs no allocation of its own. */
  private readonly cache = new Map<string, number>();
  private arena = new Int32Array(1 << 16);
  private used = 0;
  /** Scratch per term id: the string stamp it was last met in and its inexact flag there. */
  private mark = new Int32Array(1 << 12);
  private flag = new Uint8Array(1 << 12);
  private stringStamp = 0;
  private list = new Int32Array(1 << 10);
  /** Scratch: the latin words of a string. */
  private readonly latin: string[] = [];

  private newTerm(name: string, key = -1): number {
    this.names.push(name);
    this.keys.push(key);
    if (this.names.length > this.mark.length) this.grow(this.names.length);
    return this.names.length - 1;
  }

  private bigramId(first: number, second: number): number {
    const key = (first << 16) | second;
    let b = this.bigram.get(key);
    if (b < 0) this.bigram.set(key, (b = this.newTerm(String.fromCharCode(first, second), first * 65536 + second)));
    return b;
  }

  /** The string's terms (their start in `arena`): CJK unigrams and bigrams, its segmenter words of three or more
   *  characters (`words`: its multi-character CJK words, cjkWords()) and its latin words. Cached by text. */
  private stringTerms(text: string, words: readonly string[] | undefined): number {
    const hit = this.cache.get(text);
    if (hit !== undefined) return hit;
    if (this.cache.size >= CACHE_MAX || this.used >= ARENA_MAX) {
      // A bound on memory: the strings that recur do so soon.
      this.cache.clear();
      this.used = 0;
    }
    const norm = normalize(text);
    const stamp = ++this.stringStamp;
    // Room for every term this string could add, so the scratch arrays are not swapped under the loop.
    const most = 2 * norm.length + (words ? words.length : 0) + 1;
    if (this.names.length + most > this.mark.length) this.grow(this.names.length + most);
    if (most > this.list.length) this.list = new Int32Array(Math.max(most, this.list.length * 2));
    const { mark, flag, unigram, list } = this;
    let n = 0;
    let prev = -1;
    // Latin words: runs of letters and numbers between CJK and other characters, as latinWords() finds them; a
    // surrogate (astral letters) leaves them to latinWords() itself.
    const latin = this.latin;
    latin.length = 0;
    let astral = false;
    let from = -1;
    for (let i = 0; i < norm.length; i++) {
      const c = norm.charCodeAt(i);
      if (!isCjkCode(c)) {
        prev = -1;
        if (mayBeWordChar(c)) {
          if (from < 0) from = i;
          if (c >= 0xd800 && c <= 0xdfff) astral = true;
        } else if (from >= 0) {
          latin.push(norm.slice(from, i));
          from = -1;
        }
        continue;
      }
      if (from >= 0) {
        latin.push(norm.slice(from, i));
        from = -1;
      }
      let u = unigram[c];
      if (u < 0) u = unigram[c] = this.newTerm(String.fromCharCode(c), c);
      if (mark[u] !== stamp) (mark[u] = stamp), (flag[u] = 1), (list[n++] = u);
      if (prev >= 0) {
        const b = this.bigramId(prev, c);
        if (mark[b] !== stamp) (mark[b] = stamp), (flag[b] = 1), (list[n++] = b);
      }
      prev = c;
    }
    if (words) {
      for (const w of words) {
        if (w.length === 2) {
          // A bigram the segmenter found as a word is exact.
          const b = this.bigram.get((w.charCodeAt(0) << 16) | w.charCodeAt(1));
          if (b >= 0 && mark[b] === stamp) flag[b] = 0;
        } else if (w.length >= 3) {
          // Segmenter words of three or more characters are terms too (always exact): a query word's inexact flag.
          const id = this.latinId(w);
          if (mark[id] !== stamp) (mark[id] = stamp), (list[n++] = id);
          flag[id] = 0;
        }
      }
    }
    if (from >= 0) latin.push(norm.slice(from));
    if (latin.length) n = this.latinTerms(astral ? latinWords(norm) : latin, stamp, n);
    return this.keep(text, n);
  }

  /** Adds latin words to the string's terms (list[0..n)); the new count. */
  private latinTerms(ws: readonly string[], stamp: number, n: number): number {
    if (this.names.length + ws.length > this.mark.length) this.grow(this.names.length + ws.length);
    if (n + ws.length > this.list.length) {
      const longer = new Int32Array(n + ws.length);
      longer.set(this.list.subarray(0, n));
      this.list = longer;
    }
    const { mark, flag, list } = this;
    for (const w of ws) {
      const id = this.latinId(w);
      if (mark[id] !== stamp) (mark[id] = stamp), (list[n++] = id);
      flag[id] = 0;
    }
    return n;
  }

  /** Stores the string's terms (list[0..n) with their flags) in the arena under its text; their start. */
  private keep(text: string, n: number): number {
    if (this.used + n + 1 > this.arena.length) {
      const bigger = new Int32Array(Math.max(this.arena.length * 2, this.used + n + 1));
      bigger.set(this.arena.subarray(0, this.used));
      this.arena = bigger;
    }
    const { arena, list, flag } = this;
    const start = this.used;
    arena[start] = n;
    for (let k = 0; k < n; k++) arena[start + 1 + k] = list[k] * 2 + flag[list[k]];
    this.used += n + 1;
    this.cache.set(text, start);
    return start;
  }

  /** Grows the per-term scratch arrays to hold at least `need` terms. */
  private grow(need: number): void {
    let n = this.mark.length;
    while (n < need) n *= 2;
    const grown = (a: Int32Array, fill: number) => {
      const b = new Int32Array(n).fill(fill);
      b.set(a);
      return b;
    };
    const flag = new Uint8Array(n);
    flag.set(this.flag);
    this.flag = flag;
    this.mark = grown(this.mark, 0);
    this.seenIn = grown(this.seenIn, -1);
    this.bestCode = grown(this.bestCode, 0);
    this.touched = grown(this.touched, 0);
  }

  /** The id of a CJK unigram or bigram by its key (ChunkTerms.cjk), numbered here if new. */
  cjkId(key: number): number {
    if (key < 65536) {
      const u = this.unigram[key];
      return u >= 0 ? u : (this.unigram[key] = this.newTerm(String.fromCharCode(key), key));
    }
    return this.bigramId(key >>> 16, key & 0xffff);
  }

  /** The id of any other term by its name, numbered here if new. */
  latinId(w: string): number {
    let id = this.latinIds.get(w);
    if (id === undefined) this.latinIds.set(w, (id = this.newTerm(w)));
    return id;
  }

  /**
   * Every term of the chunk, in the order first met, into touched[0..count) (the count is returned), with its
   * entry code in bestCode. `words`: per string id its segmenter words.
   */
  private collect(chunk: ChunkRows, words: readonly (readonly string[] | undefined)[]): number {
    const stamp = ++this.stamp;
    let count = 0;
    // (string, attribute, type) triples already counted: the page's section and title recur in every record.
    if (this.counted.length < chunk.t.length * 64)
      this.counted = new Int32Array(Math.max(chunk.t.length * 64, this.counted.length * 2));
    const { counted } = this;
    const page0 = chunk.p;
    for (const r of chunk.r) {
      const type = r[1] as number;
      const page = page0[r[0] as number];
      for (let a = 0; a < 8; a++) {
        const sid = (a < 2 ? page[a + 2] : r[a + 1]) as number;
        if (sid < 0 || counted[sid * 64 + a * 8 + type] === stamp) continue;
        counted[sid * 64 + a * 8 + type] = stamp;
        const w = (a === 0 ? 8 : a) + (a === type ? 0 : 8);
        const start = this.stringTerms(chunk.t[sid], words[sid]);
        const { seenIn, bestCode, touched, arena } = this; // after stringTerms(): it may have grown them
        const base = entryCode(w, 0, type);
        const end = start + 1 + arena[start];
        for (let k = start + 1; k < end; k++) {
          const id = arena[k] >> 1;
          const q = arena[k] & 1;
          const code = base + (q << 3);
          if (seenIn[id] !== stamp) {
            seenIn[id] = stamp;
            bestCode[id] = code;
            touched[count++] = id;
          } else {
            const old = bestCode[id];
            if (code !== old)
              bestCode[id] = entryCode(Math.min(w, old >> 4), Math.min(q, (old >> 3) & 1), Math.min(type, old & 7));
          }
        }
      }
    }
    return count;
  }

  /**
   * Calls emit(term id, entry code) once for every term of the chunk, in the order first met. `words`: per string
   * id its segmenter words (chunkWords(chunk) unless the caller has them from building the chunk).
   */
  addChunk(
    chunk: ChunkFile,
    emit: (id: number, code: number) => void,
    words: readonly (readonly string[] | undefined)[] = chunkWords(chunk),
  ): void {
    const count = this.collect(chunk, words);
    const { touched, bestCode } = this;
    for (let k = 0; k < count; k++) emit(touched[k], bestCode[touched[k]]);
  }

  /** The chunk's terms with their entry codes, in a form another thread's table takes in (cjkId(), latinId()). */
  chunkKeys(chunk: ChunkFile, words?: readonly (readonly string[] | undefined)[]): ChunkTerms;
  /** (A chunk without its words: with the words of its strings.) */
  chunkKeys(chunk: ChunkRows, words: readonly (readonly string[] | undefined)[]): ChunkTerms;
  chunkKeys(chunk: ChunkRows | ChunkFile, words?: readonly (readonly string[] | undefined)[]): ChunkTerms {
    const count = this.collect(chunk, words ?? chunkWords(chunk as ChunkFile));
    const { touched, bestCode, keys, names } = this;
    let cjkCount = 0;
    for (let k = 0; k < count; k++) if (keys[touched[k]] >= 0) cjkCount++;
    const cjk = new Uint32Array(cjkCount);
    const cjkCodes = new Uint16Array(cjkCount);
    const other: string[] = [];
    const otherCodes = new Uint16Array(count - cjkCount);
    for (let k = 0, c = 0; k < count; k++) {
      const id = touched[k];
      const key = keys[id];
      if (key >= 0) (cjk[c] = key), (cjkCodes[c++] = bestCode[id]);
      else (otherCodes[other.length] = bestCode[id]), other.push(names[id]);
    }
    return { cjk, cjkCodes, other, otherCodes };
  }

  /** The chunk's terms → their entry codes. */
  chunkTerms(chunk: ChunkFile): Map<string, number> {
    const out = new Map<string, number>();
    this.addChunk(chunk, (id, code) => out.set(this.names[id], code));
    return out;
  }
}
