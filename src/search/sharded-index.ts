// The term-sharded form of the index (src/shared/search/shards.ts): record chunks of whole pages (gzip members
// in pack files, packs.ts), ranked
// postings (term → its chunks, best first, split after the first `top`), latin vocabulary by first letter, and
// page titles. Every id in a chunk is local to it, so a chunk's bytes depend on its own pages only, and each
// other file is written with its keys in one canonical order: an edit changes only the files its terms are in,
// and an incremental build (shard-update.ts) rewrites just those, byte-identical to this cold build.
import * as crypto from 'node:crypto';
import {
  encodeSizes,
  packName,
  postingsName,
  restName,
  shardFileNames,
  titlesName,
  vocabName,
  type ChunkFile,
  type ShardManifest,
} from '../shared/search/shards';
import type { SerializedIndex } from '../shared/search/types';
import { ChunkBuilder } from './chunks';
import { CHUNKS_PER_PACK, gzipChunk, joinMembers } from './packs';
import { TermTable, CHUNK_SPAN, encodePacked, type ChunkTerms } from './terms';
import { isCjk, normalize } from '../shared/search/tokenize';
import { fileOf } from '../shared/search/shards';

/** Sites whose chunks' JSON holds at least this many characters in all get the sharded form. */
export const SHARD_MIN_CHARS = 512 * 1024;
export const TERMS_PER_POSTINGS_FILE = 256;
export const REST_FILE_CHARS = 32 * 1024;
export const VOCAB_FILE_CHARS = 16 * 1024;
export const TITLES_PER_FILE = 128;

export interface ShardOptions {
  /** A chunk ends at the first page boundary after this many records (default 1: a chunk per page). */
  chunkRecords?: number;
  /** Chunk entries per term in its postings file (default 32). */
  top?: number;
}

/** A file of the index: JSON text, or a pack's bytes. */
export interface IndexFile {
  name: string;
  content: string | Uint8Array;
}

export interface ShardedIndex {
  manifest: ShardManifest;
  /** File name (relative to the manifest's folder) → content. */
  files: IndexFile[];
}

/** What an incremental build needs to know of the index it updates (kept in search-cache.ts). */
export interface ShardState {
  top: number;
  /** Per chunk: records, first page's section (lvl0). */
  records: number[];
  lvl0: string[];
  terms: number;
  /** Terms with a rest entry and the characters the rest files' sizing counts for them. */
  restTerms: number;
  restChars: number;
  vocabChars: number;
  /** File name → digest of its content. */
  digests: Record<string, string>;
  manifest: ShardManifest;
}

/** One-shot SHA-256 (node:crypto `hash`, Node ≥ 20.12; the same digest as a Hash object's, without making one
 *  per file). */
const oneShot = typeof crypto.hash === 'function' ? crypto.hash : undefined;

export const fileDigest = (content: string | Uint8Array) =>
  (oneShot
    ? oneShot('sha256', content, 'base64url')
    : crypto.createHash('sha256').update(content).digest('base64url')
  ).slice(0, 22);

/** The object of [key, value] pairs in canonical key order (sorted; integer-like keys first, as JS puts them). */
export function canonical<T>(pairs: [string, T][]): Record<string, T> {
  const out: Record<string, T> = Object.create(null);
  for (const [k, v] of pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) out[k] = v;
  return out;
}

export const restCount = (terms: number, chars: number) => (terms ? Math.ceil(chars / REST_FILE_CHARS) : 0);
export const postingsCount = (terms: number) => Math.max(1, Math.ceil(terms / TERMS_PER_POSTINGS_FILE));
export const vocabCount = (chars: number) => Math.max(1, Math.ceil(chars / VOCAB_FILE_CHARS));
export const titlesCount = (pages: number) => Math.max(1, Math.ceil(pages / TITLES_PER_FILE));
/** A chunk's (first page's) normalized title, or null. */
export const chunkTitle = (chunk: ChunkFile): string | null =>
  chunk.p[0] && chunk.p[0][3] >= 0 ? normalize(chunk.t[chunk.p[0][3]]) : null;

/** The manifest's version: a digest of every file's name and digest, in shardFileNames() order. */
export function manifestVersion(names: string[], digests: Record<string, string>): string {
  // One update of the joined text (the same bytes as an update per part: 4 per file cost 3 ms at 1,200 files).
  let text = '';
  for (const n of names) text += `${n}\0${digests[n]}\0`;
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** A postings entry ([total, ...first top groups]) and the rest's groups (or null) of packed entries. */
export function postingsEntry(entries: Int32Array, top: number): { head: number[]; rest: number[] | null } {
  return {
    head: [entries.length, ...encodePacked(entries, 0, Math.min(top, entries.length))],
    rest: entries.length > top ? encodePacked(entries, top, entries.length) : null,
  };
}

/** A single-file index → its sharded form (chunks of `chunkRecords` records, whole pages). */
export function shardIndex(index: SerializedIndex, options: ShardOptions = {}): ShardedIndex {
  const chunks: ChunkFile[] = [];
  const words = wordsByString(index);
  const size = options.chunkRecords ?? 1;
  const wordsOf = (s: string) => words.get(s) ?? [];
  const text = (sid: number) => (sid >= 0 ? index.strings[sid] : null);
  let builder = new ChunkBuilder(wordsOf);
  index.records.forEach((r, i) => {
    const pageId = r[0] as number;
    const newPage = i === 0 || index.records[i - 1][0] !== pageId;
    if (newPage && builder.records >= size) {
      chunks.push(builder.done());
      builder = new ChunkBuilder(wordsOf);
    }
    const [url, tag, lvl0, lvl1] = index.pages[pageId];
    if (newPage) builder.page({ url, tag, lvl0: text(lvl0), lvl1: text(lvl1) });
    builder.row(r[1] as number, r[2] as string, (r.slice(3) as number[]).map(text));
  });
  if (builder.records) chunks.push(builder.done());
  return buildShards(
    index.language,
    chunks.map((c) => ({ chunk: c, content: JSON.stringify(c) })),
    options.top ?? 32,
  ).index;
}

/** Segmenter words per string text. */
function wordsByString(index: SerializedIndex): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [w, deltas] of Object.entries(index.words)) {
    let id = 0;
    deltas.forEach((d, i) => {
      id = i === 0 ? d : id + d;
      const s = index.strings[id];
      const list = out.get(s);
      if (list) list.push(w);
      else out.set(s, [w]);
    });
  }
  return out;
}

/** The chunks (with their JSON) → every file of the sharded index, and the state an incremental build starts from. */
export function buildShards(
  language: string,
  chunks: { chunk: ChunkFile; content: string }[],
  top = 32,
): { index: ShardedIndex; state: ShardState } {
  const builder = new ShardBuilder(language, top);
  for (const c of chunks) builder.add(c.chunk, c.content);
  return builder.finish();
}

/** What the builder takes from a chunk besides its terms: records, first page's section, per page its section
 *  and normalized title (null: none). Sections are read as the chunk has them (a page without one: undefined). */
export interface ChunkSummary {
  records: number;
  lvl0: string;
  pages: [string, string | null][];
}

export function chunkSummary(chunk: Pick<ChunkFile, 'p' | 't' | 'r'>): ChunkSummary {
  return {
    records: chunk.r.length,
    lvl0: chunk.p[0] ? chunk.t[chunk.p[0][2]] : '',
    pages: chunk.p.map((p) => [chunk.t[p[2]], p[3] >= 0 ? normalize(chunk.t[p[3]]) : null]),
  };
}

/** A page's chunk as a worker computes it (workChunk()): its JSON's length, its gzip member, summary and terms. */
export interface WorkedChunk extends ChunkSummary {
  chars: number;
  gz: Uint8Array;
  terms: ChunkTerms;
}

/**
 * Each term's postings entries while the index is built: per term id a growable Int32Array (doubled when full)
 * and its length. A large site has few terms but many entries (8 million for 11,700 terms at 10,000 posts): 4
 * bytes each, off the JS heap, instead of a JS array's 8 on it plus its slack. take() hands a term's entries
 * over sorted and lets go of them, so finish() frees them as it goes.
 */
export class TermEntries {
  private readonly lists: (Int32Array | undefined)[] = [];
  private readonly counts: number[] = [];

  add(id: number, entry: number): void {
    let list = this.lists[id];
    if (list === undefined) {
      this.lists[id] = list = new Int32Array(4);
      this.counts[id] = 0;
    }
    const n = this.counts[id];
    if (n === list.length) {
      const grown = new Int32Array(n * 2);
      grown.set(list);
      this.lists[id] = list = grown;
    }
    list[n] = entry;
    this.counts[id] = n + 1;
  }

  has(id: number): boolean {
    return this.lists[id] !== undefined;
  }

  /** Term `id`'s entries in ascending order; the table keeps none of them. */
  take(id: number): Int32Array {
    const list = this.lists[id]!;
    this.lists[id] = undefined;
    return list.slice(0, this.counts[id]).sort();
  }
}

/** buildShards() a chunk at a time (the build pauses between chunks, so the render workers are served). */
export class ShardBuilder {
  private readonly table = new TermTable();
  /** Full packs not handed off yet, and the members of the pack being filled. */
  private readonly packs: IndexFile[] = [];
  private members: Uint8Array[] = [];
  /** Per chunk, its member's length (the manifest's sizes). */
  private readonly sizes: number[] = [];
  private readonly entries = new TermEntries();
  private readonly titles: [string, number][] = [];
  private readonly sections = new Set<string>();
  private readonly state: Omit<ShardState, 'manifest' | 'digests'>;
  private pages = 0;
  /** Pack name → digest of its bytes, for the packs handed off. */
  private readonly digests = new Map<string, string>();
  /** The chunks' characters so far, and whether their packs now go to `handOff` as they come. */
  private chars = 0;
  private handing = false;

  /**
   * @param handOff when given, each full pack is handed to it as it is made instead of being kept for finish(),
   *   from the moment the chunks reach SHARD_MIN_CHARS (when the index is sure to be sharded: a smaller one
   *   becomes a single file and writes no packs), so a large site's chunks are not all held until the index is
   *   done. finish() then lists only the other files (and the last pack when it is not full).
   */
  constructor(
    private readonly language: string,
    top = 32,
    private readonly handOff?: (file: IndexFile) => void,
  ) {
    this.state = { top, records: [], lvl0: [], terms: 0, restTerms: 0, restChars: 0, vocabChars: 0 };
  }

  add(chunk: ChunkFile, content: string): void {
    const c = this.push(content.length, gzipChunk(content), chunkSummary(chunk));
    const { entries } = this;
    this.table.addChunk(chunk, (id, code) => entries.add(id, code * CHUNK_SPAN + c));
  }

  /** add() of a chunk whose member, summary and terms were computed elsewhere (a worker thread: workChunk()). */
  addWorked(w: WorkedChunk): void {
    const c = this.push(w.chars, w.gz, w);
    const { table, entries } = this;
    const { cjk, cjkCodes, other, otherCodes } = w.terms;
    for (let k = 0; k < cjk.length; k++) entries.add(table.cjkId(cjk[k]), cjkCodes[k] * CHUNK_SPAN + c);
    for (let k = 0; k < other.length; k++) entries.add(table.latinId(other[k]), otherCodes[k] * CHUNK_SPAN + c);
  }

  /** Takes a chunk's JSON length, gzip member and summary; its number (its terms' entries are the caller's). */
  private push(chars: number, gz: Uint8Array, summary: ChunkSummary): number {
    const c = this.sizes.length;
    if (c + 1 >= CHUNK_SPAN) throw new Error(`search index: more than ${CHUNK_SPAN - 1} chunks`);
    const { state } = this;
    this.sizes.push(gz.length);
    this.members.push(gz);
    if (this.members.length === CHUNKS_PER_PACK) this.packs.push(this.pack());
    this.chars += chars;
    if (this.handOff && (this.handing || this.chars >= SHARD_MIN_CHARS)) this.handOver();
    state.records.push(summary.records);
    state.lvl0.push(summary.lvl0);
    this.pages += summary.pages.length;
    for (const [section, title] of summary.pages) {
      this.sections.add(section);
      if (title !== null) this.titles.push([title, c]);
    }
    return c;
  }

  /** The pack of the members so far (the pack of the last chunk added); the next pack starts empty. */
  private pack(): IndexFile {
    const file = {
      name: packName(Math.floor((this.sizes.length - 1) / CHUNKS_PER_PACK)),
      content: joinMembers(this.members),
    };
    this.members = [];
    return file;
  }

  /** Hands the full packs made so far to handOff, keeping their digests only. */
  private handOver(): void {
    this.handing = true;
    for (const file of this.packs) {
      this.digests.set(file.name, fileDigest(file.content));
      this.handOff!(file);
    }
    this.packs.length = 0;
  }

  finish(): { index: ShardedIndex; state: ShardState } {
    const { entries, titles, state, pages, table, language } = this;
    const files: IndexFile[] = [];
    const chunks = this.sizes.length;
    if (this.members.length) this.packs.push(this.pack());
    const top = state.top;
    const names = table.names;
    const used: number[] = [];
    for (let id = 0; id < names.length; id++) if (entries.has(id)) used.push(id);
    state.terms = used.length;
    const pCount = postingsCount(used.length);
    const postings: [string, number[]][][] = Array.from({ length: pCount }, () => []);
    const rests: [string, number[]][] = [];
    const vocab: string[] = [];
    for (const id of used) {
      const term = names[id];
      const { head, rest } = postingsEntry(entries.take(id), top);
      postings[fileOf(term, pCount)].push([term, head]);
      if (rest) {
        rests.push([term, rest]);
        state.restChars += term.length + rest.length * 3;
      }
      if (!isCjk(term)) {
        vocab.push(term);
        state.vocabChars += term.length + 3;
      }
    }
    state.restTerms = rests.length;
    postings.forEach((p, i) => files.push({ name: postingsName(i), content: JSON.stringify(canonical(p)) }));
    const rCount = restCount(rests.length, state.restChars);
    const restFiles: [string, number[]][][] = Array.from({ length: rCount }, () => []);
    for (const r of rests) restFiles[fileOf(r[0], rCount)].push(r);
    restFiles.forEach((p, i) => files.push({ name: restName(i), content: JSON.stringify(canonical(p)) }));
    const vCount = vocabCount(state.vocabChars);
    const vocabFiles: Map<string, string[]>[] = Array.from({ length: vCount }, () => new Map());
    for (const w of vocab.sort()) {
      const m = vocabFiles[fileOf(w[0], vCount)];
      const list = m.get(w[0]);
      if (list) list.push(w);
      else m.set(w[0], [w]);
    }
    vocabFiles.forEach((m, i) => files.push({ name: vocabName(i), content: JSON.stringify(canonical([...m])) }));
    const tCount = titlesCount(pages);
    const titleFiles: Map<string, number[]>[] = Array.from({ length: tCount }, () => new Map());
    for (const [title, c] of titles) {
      const m = titleFiles[fileOf(title, tCount)];
      const list = m.get(title);
      if (!list) m.set(title, [c]);
      else if (list[list.length - 1] !== c) list.push(c);
    }
    titleFiles.forEach((m, i) => files.push({ name: titlesName(i), content: JSON.stringify(canonical([...m])) }));
    files.unshift(...this.packs);
    const digests: Record<string, string> = Object.fromEntries(this.digests);
    for (const f of files) digests[f.name] = fileDigest(f.content);
    const manifest: ShardManifest = {
      v: 5,
      language,
      records: state.records.reduce((a, b) => a + b, 0),
      chunks,
      pack: CHUNKS_PER_PACK,
      ...encodeSizes(this.sizes),
      postings: pCount,
      rest: rCount,
      vocab: vCount,
      titles: tCount,
      top,
      sections: [...this.sections],
      version: '',
    };
    manifest.version = manifestVersion(shardFileNames(manifest), digests);
    return { index: { manifest, files }, state: { ...state, digests, manifest } };
  }
}
