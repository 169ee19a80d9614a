// An incremental build of the sharded index (sharded-index.ts): given the previous build's files (read on
// demand, each checked against its digest) and state, and the new chunks of the pages that changed, it rewrites
// the packs of those chunks (their other members kept as they are), derives each changed chunk's terms before
// and after, updates only those terms' postings (and rest, vocabulary and
// title entries), and re-serialises only the files that hold them, exactly as buildShards() would. It gives up
// (undefined: the caller builds cold) when a file is missing or altered, or a file count would change.
import {
  chunkSizes,
  decodeEntries,
  encodeSizes,
  fileOf,
  packName,
  postingsName,
  restName,
  shardFileNames,
  titlesName,
  vocabName,
  type ChunkFile,
  type ShardManifest,
} from '../shared/search/shards';
import { isCjk } from '../shared/search/tokenize';
import { gzipChunk, inflateChunk, joinMembers, packMembers } from './packs';
import {
  canonical,
  chunkTitle,
  fileDigest,
  manifestVersion,
  postingsCount,
  postingsEntry,
  restCount,
  vocabCount,
  type ShardState,
} from './sharded-index';
import { CHUNK_SPAN, TermTable } from './terms';

export interface ShardUpdate {
  manifest: ShardManifest;
  /** The files whose content changed (the manifest excepted), name → content (a pack's bytes, or JSON). */
  changed: Map<string, string | Uint8Array>;
  state: ShardState;
}

type Json = Record<string, unknown>;

/** The update, or undefined when it cannot be made incrementally (a file missing or altered, a file count that
 *  would change): the caller then builds the index cold. */
export function updateShards(
  prev: ShardState,
  read: (name: string) => string | Uint8Array | undefined,
  chunks: Map<number, { chunk: ChunkFile; content: string }>,
): ShardUpdate | undefined {
  const edit = new ShardEdit(prev, read);
  const table = new TermTable();
  // In this order: each step's counts decide whether the next one's files keep their number.
  const done = edit.chunks(chunks, table) && edit.postings() && edit.restFiles() && edit.vocab() && edit.titles();
  return done ? edit.finish() : undefined;
}

/** One incremental update: the previous files read so far (parsed once), the edits still to make, the new state. */
class ShardEdit {
  private readonly m: ShardManifest;
  private readonly digests: Record<string, string>;
  private readonly state: ShardState;
  /** File name → new content; '' for a parsed file changed in place (serialised in finish()). */
  private readonly changed = new Map<string, string | Uint8Array>();
  private readonly parsed = new Map<string, Json>();
  private readonly packs: PackEdits;
  /** term → chunk → new code (undefined: the chunk no longer holds it). */
  private readonly deltas = new Map<string, Map<number, number | undefined>>();
  private readonly titleMoves: { c: number; from: string | null; to: string | null }[] = [];
  private readonly vocabEdits: { word: string; add: boolean }[] = [];
  private readonly restEdits: [string, number[] | null][] = [];

  constructor(
    private readonly prev: ShardState,
    private readonly read: (name: string) => string | Uint8Array | undefined,
  ) {
    this.m = prev.manifest;
    this.digests = { ...prev.digests };
    this.state = { ...prev, records: [...prev.records], lvl0: [...prev.lvl0], digests: this.digests };
    this.packs = new PackEdits(prev, read);
  }

  /** A previous JSON file, parsed (undefined: missing, or not the file the previous build wrote). */
  private load<T = Json>(name: string): T | undefined {
    let v = this.parsed.get(name);
    if (!v) {
      const text = this.read(name);
      if (typeof text !== 'string' || fileDigest(text) !== this.prev.digests[name]) return undefined;
      this.parsed.set(name, (v = JSON.parse(text) as Json));
    }
    return v as T;
  }

  /** Marks a parsed file as changed (serialised in finish()). */
  private touch(name: string): void {
    if (!this.changed.has(name)) this.changed.set(name, '');
  }

  /** Each changed chunk: its pack member replaced, its terms and title compared with the old chunk's. */
  chunks(chunks: Map<number, { chunk: ChunkFile; content: string }>, table: TermTable): boolean {
    const { deltas, state } = this;
    for (const [c, { chunk, content }] of chunks) {
      const old = this.packs.chunk(c);
      if (!old) return false;
      const before = table.chunkTerms(old);
      const after = table.chunkTerms(chunk);
      for (const [term, code] of after) if (before.get(term) !== code) deltaOf(deltas, term).set(c, code);
      for (const term of before.keys()) if (!after.has(term)) deltaOf(deltas, term).set(c, undefined);
      const from = chunkTitle(old);
      const to = chunkTitle(chunk);
      if (from !== to) this.titleMoves.push({ c, from, to });
      state.records[c] = chunk.r.length;
      state.lvl0[c] = chunk.p[0] ? chunk.t[chunk.p[0][2]] : '';
      this.packs.put(c, content);
    }
    this.packs.write(this.changed);
    return true;
  }

  /** The changed terms' postings; false when the postings or rest files would change in number. */
  postings(): boolean {
    for (const [term, perChunk] of this.deltas) if (!this.post(term, perChunk)) return false;
    const { state, m } = this;
    return postingsCount(state.terms) === m.postings && restCount(state.restTerms, state.restChars) === m.rest;
  }

  /** One term's postings: the entries of the chunks that did not change, then the changed chunks' new codes. */
  private post(term: string, perChunk: Map<number, number | undefined>): boolean {
    const { m, state } = this;
    const pName = postingsName(fileOf(term, m.postings));
    const pFile = this.load<Record<string, number[]>>(pName);
    if (!pFile) return false;
    const head = Object.hasOwn(pFile, term) ? pFile[term] : undefined;
    let entries = head ? decodeEntries(head, 1) : [];
    let oldRest: number[] | undefined;
    if (head && head[0] > m.top) {
      const rFile = m.rest ? this.load<Record<string, number[]>>(restName(fileOf(term, m.rest))) : undefined;
      if (!rFile || !Object.hasOwn(rFile, term)) return false;
      oldRest = rFile[term];
      entries = entries.concat(decodeEntries(oldRest));
    }
    const packed: number[] = [];
    for (const [c, code] of entries) if (!perChunk.has(c)) packed.push(code * CHUNK_SPAN + c);
    for (const [c, code] of perChunk) if (code !== undefined) packed.push(code * CHUNK_SPAN + c);
    if (oldRest) {
      state.restTerms--;
      state.restChars -= term.length + oldRest.length * 3;
    }
    if (!packed.length) {
      delete pFile[term];
      state.terms--;
      if (!isCjk(term)) this.vocabEdits.push({ word: term, add: false });
    } else {
      if (!head) {
        state.terms++;
        if (!isCjk(term)) this.vocabEdits.push({ word: term, add: true });
      }
      const next = postingsEntry(Int32Array.from(packed).sort(), m.top);
      pFile[term] = next.head;
      if (next.rest) {
        state.restTerms++;
        state.restChars += term.length + next.rest.length * 3;
      }
      if (oldRest || next.rest) this.restEdits.push([term, next.rest]);
    }
    if (oldRest && !packed.length) this.restEdits.push([term, null]);
    this.touch(pName);
    return true;
  }

  /** The rest of the long postings lists that changed. */
  restFiles(): boolean {
    for (const [term, groups] of this.restEdits) {
      const name = restName(fileOf(term, this.m.rest));
      const file = this.load<Record<string, number[]>>(name);
      if (!file) return false;
      if (groups) file[term] = groups;
      else delete file[term];
      this.touch(name);
    }
    return true;
  }

  /** Words (not CJK) that came or went, in the vocabulary files; false when those would change in number. */
  vocab(): boolean {
    const { state, m } = this;
    for (const { word, add } of this.vocabEdits) state.vocabChars += (add ? 1 : -1) * (word.length + 3);
    if (vocabCount(state.vocabChars) !== m.vocab) return false;
    for (const { word, add } of this.vocabEdits) {
      const name = vocabName(fileOf(word[0], m.vocab));
      const file = this.load<Record<string, string[]>>(name);
      if (!file) return false;
      const list = (Object.hasOwn(file, word[0]) ? file[word[0]] : []).filter((w) => w !== word);
      if (add) list.push(word), list.sort();
      if (list.length) file[word[0]] = list;
      else delete file[word[0]];
      this.touch(name);
    }
    return true;
  }

  /** The changed chunks moved from their old title's entry to their new one's. */
  titles(): boolean {
    for (const { c, from, to } of this.titleMoves) {
      for (const [title, add] of [
        [from, false],
        [to, true],
      ] as const) {
        if (title === null) continue;
        const name = titlesName(fileOf(title, this.m.titles));
        const file = this.load<Record<string, number[]>>(name);
        if (!file) return false;
        const list = (Object.hasOwn(file, title) ? file[title] : []).filter((x) => x !== c);
        if (add) list.push(c), list.sort((a, b) => a - b);
        if (list.length) file[title] = list;
        else delete file[title];
        this.touch(name);
      }
    }
    return true;
  }

  /** The changed files serialised, their digests, and the new manifest. */
  finish(): ShardUpdate {
    const { changed, digests, state } = this;
    for (const name of changed.keys()) {
      if (!changed.get(name)) changed.set(name, JSON.stringify(canonical(Object.entries(this.parsed.get(name)!))));
      digests[name] = fileDigest(changed.get(name)!);
    }
    const manifest: ShardManifest = {
      ...this.m,
      ...encodeSizes(this.packs.sizes),
      records: state.records.reduce((a, b) => a + b, 0),
      sections: [...new Set(state.lvl0)],
    };
    manifest.version = manifestVersion(shardFileNames(manifest), digests);
    state.manifest = manifest;
    return { manifest, changed, state };
  }
}

function deltaOf(deltas: Map<string, Map<number, number | undefined>>, term: string): Map<number, number | undefined> {
  let d = deltas.get(term);
  if (!d) deltas.set(term, (d = new Map()));
  return d;
}

/** The packs of the changed chunks: each read once (checked against its digest) and cut into its members; a
 *  changed chunk's member replaced by its new one; the other members kept byte for byte. */
class PackEdits {
  readonly sizes: number[];
  /** Pack number → its members. */
  private readonly packs = new Map<number, Uint8Array[]>();
  private readonly m: ShardManifest;

  constructor(
    private readonly prev: ShardState,
    private readonly read: (name: string) => string | Uint8Array | undefined,
  ) {
    this.m = prev.manifest;
    this.sizes = [...chunkSizes(this.m)];
  }

  private members(c: number): Uint8Array[] | undefined {
    const { m } = this;
    const j = Math.floor(c / m.pack);
    let list = this.packs.get(j);
    if (list) return list;
    const bytes = this.read(packName(j));
    if (!(bytes instanceof Uint8Array) || fileDigest(bytes) !== this.prev.digests[packName(j)]) return undefined;
    const first = j * m.pack;
    list = packMembers(bytes, chunkSizes(m), { first, count: Math.min(m.pack, m.chunks - first) });
    if (list) this.packs.set(j, list);
    return list;
  }

  /** Chunk c as the previous build wrote it (undefined: its pack is missing or altered). */
  chunk(c: number): ChunkFile | undefined {
    const members = this.members(c);
    return members && inflateChunk(members[c % this.m.pack]).chunk;
  }

  /** Chunk c's new JSON (after chunk(c)). */
  put(c: number, content: string): void {
    const members = this.members(c)!;
    members[c % this.m.pack] = gzipChunk(content);
    this.sizes[c] = members[c % this.m.pack].length;
  }

  /** The rewritten packs into `changed`. */
  write(changed: Map<string, string | Uint8Array>): void {
    for (const [j, members] of this.packs) changed.set(packName(j), joinMembers(members));
  }
}
