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

export function updateShards(
  prev: ShardState,
  read: (name: string) => string | Uint8Array | undefined,
  chunks: Map<number, { chunk: ChunkFile; content: string }>,
  table = new TermTable(),
): ShardUpdate | undefined {
  const m = prev.manifest;
  const digests: Record<string, string> = { ...prev.digests };
  const changed = new Map<string, string | Uint8Array>();
  const parsed = new Map<string, Json>();
  const load = (name: string): Json | undefined => {
    let v = parsed.get(name);
    if (v) return v;
    const text = read(name);
    if (typeof text !== 'string' || fileDigest(text) !== prev.digests[name]) return undefined;
    parsed.set(name, (v = JSON.parse(text) as Json));
    return v;
  };
  const packs = new PackEdits(prev, read);
  const state: ShardState = { ...prev, records: [...prev.records], lvl0: [...prev.lvl0], digests };
  /** term → chunk → new code (undefined: the chunk no longer holds it). */
  const deltas = new Map<string, Map<number, number | undefined>>();
  const titleMoves: { c: number; from: string | null; to: string | null }[] = [];
  for (const [c, { chunk, content }] of chunks) {
    const old = packs.chunk(c);
    if (!old) return undefined;
    const before = table.chunkTerms(old);
    const after = table.chunkTerms(chunk);
    for (const [term, code] of after) if (before.get(term) !== code) deltaOf(deltas, term).set(c, code);
    for (const term of before.keys()) if (!after.has(term)) deltaOf(deltas, term).set(c, undefined);
    const from = chunkTitle(old);
    const to = chunkTitle(chunk);
    if (from !== to) titleMoves.push({ c, from, to });
    state.records[c] = chunk.r.length;
    state.lvl0[c] = chunk.p[0] ? chunk.t[chunk.p[0][2]] : '';
    packs.put(c, content);
  }
  packs.write(changed);
  const vocabEdits: { word: string; add: boolean }[] = [];
  const restEdits: [string, number[] | null][] = [];
  for (const [term, perChunk] of deltas) {
    const pName = postingsName(fileOf(term, m.postings));
    const pFile = load(pName) as Record<string, number[]> | undefined;
    if (!pFile) return undefined;
    const head = Object.hasOwn(pFile, term) ? pFile[term] : undefined;
    let entries = head ? decodeEntries(head, 1) : [];
    let oldRest: number[] | undefined;
    if (head && head[0] > m.top) {
      const rFile = m.rest ? (load(restName(fileOf(term, m.rest))) as Record<string, number[]> | undefined) : undefined;
      if (!rFile || !Object.hasOwn(rFile, term)) return undefined;
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
      if (!isCjk(term)) vocabEdits.push({ word: term, add: false });
    } else {
      if (!head) {
        state.terms++;
        if (!isCjk(term)) vocabEdits.push({ word: term, add: true });
      }
      const next = postingsEntry(Int32Array.from(packed).sort(), m.top);
      pFile[term] = next.head;
      if (next.rest) {
        state.restTerms++;
        state.restChars += term.length + next.rest.length * 3;
      }
      if (oldRest || next.rest) restEdits.push([term, next.rest]);
    }
    if (oldRest && !packed.length) restEdits.push([term, null]);
    touch(changed, pName);
  }
  if (postingsCount(state.terms) !== m.postings || restCount(state.restTerms, state.restChars) !== m.rest)
    return undefined;
  for (const [term, groups] of restEdits) {
    const name = restName(fileOf(term, m.rest));
    const file = load(name) as Record<string, number[]> | undefined;
    if (!file) return undefined;
    if (groups) file[term] = groups;
    else delete file[term];
    touch(changed, name);
  }
  for (const { word, add } of vocabEdits) state.vocabChars += (add ? 1 : -1) * (word.length + 3);
  if (vocabCount(state.vocabChars) !== m.vocab) return undefined;
  for (const { word, add } of vocabEdits) {
    const name = vocabName(fileOf(word[0], m.vocab));
    const file = load(name) as Record<string, string[]> | undefined;
    if (!file) return undefined;
    const list = (Object.hasOwn(file, word[0]) ? file[word[0]] : []).filter((w) => w !== word);
    if (add) list.push(word), list.sort();
    if (list.length) file[word[0]] = list;
    else delete file[word[0]];
    touch(changed, name);
  }
  for (const { c, from, to } of titleMoves) {
    for (const [title, add] of [
      [from, false],
      [to, true],
    ] as const) {
      if (title === null) continue;
      const name = titlesName(fileOf(title, m.titles));
      const file = load(name) as Record<string, number[]> | undefined;
      if (!file) return undefined;
      const list = (Object.hasOwn(file, title) ? file[title] : []).filter((x) => x !== c);
      if (add) list.push(c), list.sort((a, b) => a - b);
      if (list.length) file[title] = list;
      else delete file[title];
      touch(changed, name);
    }
  }
  for (const name of changed.keys()) {
    if (!changed.get(name)) changed.set(name, JSON.stringify(canonical(Object.entries(parsed.get(name)!))));
    digests[name] = fileDigest(changed.get(name)!);
  }
  const manifest: ShardManifest = {
    ...m,
    ...encodeSizes(packs.sizes),
    records: state.records.reduce((a, b) => a + b, 0),
    sections: [...new Set(state.lvl0)],
  };
  manifest.version = manifestVersion(shardFileNames(manifest), digests);
  state.manifest = manifest;
  return { manifest, changed, state };
}

function deltaOf(deltas: Map<string, Map<number, number | undefined>>, term: string): Map<number, number | undefined> {
  let d = deltas.get(term);
  if (!d) deltas.set(term, (d = new Map()));
  return d;
}

/** Marks a parsed file as changed (serialised at the end). */
function touch(changed: Map<string, string | Uint8Array>, name: string): void {
  if (!changed.has(name)) changed.set(name, '');
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
    list = packMembers(bytes, chunkSizes(m), j * m.pack, Math.min(m.pack, m.chunks - j * m.pack));
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
