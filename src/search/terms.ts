// The index terms of a record chunk (CJK unigrams and bigrams, segmenter words of three or more characters,
// latin words) and, per term, the entry code of the chunk: the smallest attribute weight, inexact flag and
// record type any of its records gives the term (each minimum on its own). Terms are numbered as a table meets
// them; one table serves a whole build (its per-string results are kept).
import { entryCode, type ChunkFile } from '../shared/search/shards';
import { latinWords, normalize } from '../shared/search/tokenize';

/** The CJK ranges of tokenize.ts (all in the BMP): the characters cjkGrams() makes unigrams and bigrams of. */
const isCjkCode = (c: number) => (c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff) || (c >= 0x3040 && c <= 0x30ff) || (c >= 0xac00 && c <= 0xd7af);

export const CHUNK_SPAN = 1 << 20;
const CACHE_MAX = 20_000;

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

export class TermTable {
  readonly names: string[] = [];
  /** Per term: its CJK key (see ChunkTerms), or -1 for the others. */
  private readonly keys: number[] = [];
  private readonly latinIds = new Map<string, number>();
  private readonly unigram = new Int32Array(65536).fill(-1);
  private readonly bigram = new Map<number, number>();
  /** Per term: the stamp of the chunk addChunk() last saw it in, and its code there. */
  private seenIn = new Int32Array(1 << 12).fill(-1);
  private bestCode = new Int32Array(1 << 12);
  private stamp = 0;
  /** Per string text: its term ids and, for each, the inexact flag (0: a bigram the segmenter found as a word). */
  private readonly cache = new Map<string, { ids: Int32Array; q: Uint8Array }>();

  private newTerm(name: string, key = -1): number {
    this.names.push(name);
    this.keys.push(key);
    if (this.names.length > this.mark.length) this.grow();
    return this.names.length - 1;
  }

  /** Scratch per term id: the string stamp it was last met in and its inexact flag there. */
  private mark = new Int32Array(1 << 12);
  private flag = new Uint8Array(1 << 12);
  private stringStamp = 0;

  private stringTerms(text: string, words: Set<string> | undefined): { ids: Int32Array; q: Uint8Array } {
    let hit = this.cache.get(text);
    if (hit) return hit;
    if (this.cache.size >= CACHE_MAX) this.cache.clear(); // a bound on memory: the strings that recur do so soon
    const norm = normalize(text);
    const stamp = ++this.stringStamp;
    const list: number[] = [];
    /** A term of the string, with the smallest inexact flag it is met with. */
    const add = (id: number, q: number) => {
      if (this.mark[id] !== stamp) {
        this.mark[id] = stamp;
        this.flag[id] = q;
        list.push(id);
      } else if (q < this.flag[id]) this.flag[id] = q;
    };
    let prev = -1;
    for (let i = 0; i < norm.length; i++) {
      const c = norm.charCodeAt(i);
      if (!isCjkCode(c)) {
        prev = -1;
        continue;
      }
      let u = this.unigram[c];
      if (u < 0) u = this.unigram[c] = this.newTerm(String.fromCharCode(c), c);
      add(u, 1);
      if (prev >= 0) {
        const key = prev * 65536 + c;
        let b = this.bigram.get(key);
        if (b === undefined) this.bigram.set(key, (b = this.newTerm(String.fromCharCode(prev, c), key)));
        add(b, words?.has(this.names[b]) ? 0 : 1);
      }
      prev = c;
    }
    // Segmenter words of three or more characters are terms too (always exact): a query word's inexact flag.
    if (words) for (const w of words) if (w.length >= 3) add(this.latinId(w), 0);
    for (const w of latinWords(norm)) add(this.latinId(w), 0);
    const q = new Uint8Array(list.length);
    for (let k = 0; k < list.length; k++) q[k] = this.flag[list[k]];
    hit = { ids: Int32Array.from(list), q };
    this.cache.set(text, hit);
    return hit;
  }

  /** Doubles the per-term scratch arrays. */
  private grow(): void {
    const n = this.mark.length * 2;
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
  }

  /** The id of a CJK unigram or bigram by its key (ChunkTerms.cjk), numbered here if new. */
  cjkId(key: number): number {
    if (key < 65536) {
      const u = this.unigram[key];
      return u >= 0 ? u : (this.unigram[key] = this.newTerm(String.fromCharCode(key), key));
    }
    let b = this.bigram.get(key);
    if (b === undefined) this.bigram.set(key, (b = this.newTerm(String.fromCharCode(Math.floor(key / 65536), key % 65536), key)));
    return b;
  }

  /** The id of any other term by its name, numbered here if new. */
  latinId(w: string): number {
    let id = this.latinIds.get(w);
    if (id === undefined) this.latinIds.set(w, (id = this.newTerm(w)));
    return id;
  }

  /** Calls emit(term id, entry code) once for every term of the chunk, in the order first met. */
  addChunk(chunk: ChunkFile, emit: (id: number, code: number) => void): void {
    const stamp = ++this.stamp;
    const words = new Map<number, Set<string>>();
    for (const [w, deltas] of Object.entries(chunk.w)) {
      let id = 0;
      deltas.forEach((d, i) => {
        id = i === 0 ? d : id + d;
        let set = words.get(id);
        if (!set) words.set(id, (set = new Set()));
        set.add(w);
      });
    }
    const touched: number[] = [];
    // (string, attribute, type) triples already counted: the page's section and title recur in every record.
    const seen = new Uint8Array(chunk.t.length * 64);
    const page0 = chunk.p;
    for (const r of chunk.r) {
      const type = r[1] as number;
      const page = page0[r[0] as number];
      for (let a = 0; a < 8; a++) {
        const sid = (a < 2 ? page[a + 2] : r[a + 1]) as number;
        if (sid < 0 || seen[sid * 64 + a * 8 + type]) continue;
        seen[sid * 64 + a * 8 + type] = 1;
        const w = (a === 0 ? 8 : a) + (a === type ? 0 : 8);
        const { ids, q } = this.stringTerms(chunk.t[sid], words.get(sid));
        const { seenIn, bestCode } = this; // after stringTerms(): new terms may have grown them
        for (let k = 0; k < ids.length; k++) {
          const id = ids[k];
          if (seenIn[id] !== stamp) {
            seenIn[id] = stamp;
            bestCode[id] = entryCode(w, q[k], type);
            touched.push(id);
          } else {
            const old = bestCode[id];
            const code = entryCode(w, q[k], type);
            if (code !== old) bestCode[id] = entryCode(Math.min(w, old >> 4), Math.min(q[k], (old >> 3) & 1), Math.min(type, old & 7));
          }
        }
      }
    }
    for (const id of touched) emit(id, this.bestCode[id]);
  }

  /** The chunk's terms with their entry codes, in a form another thread's table takes in (cjkId(), latinId()). */
  chunkKeys(chunk: ChunkFile): ChunkTerms {
    const cjk: number[] = [];
    const cjkCodes: number[] = [];
    const other: string[] = [];
    const otherCodes: number[] = [];
    this.addChunk(chunk, (id, code) => {
      const key = this.keys[id];
      if (key >= 0) cjk.push(key), cjkCodes.push(code);
      else other.push(this.names[id]), otherCodes.push(code);
    });
    return { cjk: Uint32Array.from(cjk), cjkCodes: Uint16Array.from(cjkCodes), other, otherCodes: Uint16Array.from(otherCodes) };
  }

  /** The chunk's terms → their entry codes. */
  chunkTerms(chunk: ChunkFile): Map<string, number> {
    const out = new Map<string, number>();
    this.addChunk(chunk, (id, code) => out.set(this.names[id], code));
    return out;
  }
}
