// The record chunks' container in the sharded index (src/shared/search/shards.ts): each chunk's JSON is one gzip
// member, made where the chunk is made (a render worker on large sites); CHUNKS_PER_PACK consecutive members make
// a pack file. Every pack but the last is full, so a chunk's pack never moves and an edit rewrites one pack.
// gzip output is a pure function of the text and the level (the header carries no time or name): byte-stable.
import { gunzipSync, gzipSync } from 'node:zlib';
import { chunkRange, type ChunkFile, type ShardManifest } from '../shared/search/shards';

export const CHUNKS_PER_PACK = 32;
/** zlib level of the chunks' members. The 1,000-post corpus's 1,103 chunks (8.92 MB of JSON), CPU medians of 7
 *  rounds on one thread: level 1 3.081 MB in 122 ms, 4 3.020 MB in 165 ms, 6 3.004 MB in 178 ms, 9 3.003 MB in
 *  172 ms. Level 4 is the knee: 0.5 % over the smallest for 7 % less CPU than zlib's default. */
export const GZIP_LEVEL = 4;

/** A chunk's JSON → its gzip member, in an ArrayBuffer of its own (a worker's reply clones only these bytes). */
export function gzipChunk(json: string): Uint8Array {
  const gz = gzipSync(json, { level: GZIP_LEVEL });
  return gz.byteOffset === 0 && gz.buffer.byteLength === gz.length ? gz : new Uint8Array(gz);
}

/** Members in order → the pack file's bytes. */
export const joinMembers = (members: Uint8Array[]): Uint8Array => Buffer.concat(members);

/** A pack's members (the pack of chunks [first, first + count)), sliced by the manifest's sizes; undefined when
 *  the pack's length is not theirs. */
export function packMembers(
  pack: Uint8Array,
  sizes: number[],
  { first, count }: { first: number; count: number },
): Uint8Array[] | undefined {
  const out: Uint8Array[] = [];
  let at = 0;
  for (let c = first; c < first + count; c++) {
    out.push(pack.subarray(at, at + sizes[c]));
    at += sizes[c];
  }
  return at === pack.length ? out : undefined;
}

/** A member → its chunk (JSON text and object). */
export function inflateChunk(member: Uint8Array): { chunk: ChunkFile; content: string } {
  const content = gunzipSync(member).toString('utf8');
  return { chunk: JSON.parse(content) as ChunkFile, content };
}

/** Chunk c of an index whose files `read` gives (tests, benches): sliced from its pack and inflated. */
export function readChunk(
  m: ShardManifest,
  read: (name: string) => Uint8Array | string | undefined,
  c: number,
): ChunkFile {
  const r = chunkRange(m, c);
  const pack = read(r.name);
  if (!(pack instanceof Uint8Array) || pack.length !== r.packBytes)
    throw new Error(`search index: ${r.name} is missing or not ${r.packBytes} bytes`);
  return inflateChunk(pack.subarray(r.start, r.end)).chunk;
}
