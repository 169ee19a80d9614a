// Reads the sharded index's record chunks out of their pack files (src/shared/search/shards.ts): one HTTP Range
// request per chunk for its gzip member, at the offsets the manifest's sizes give (no extra round trip), inflated
// with fflate (inflate.ts). A server that ignores Range answers 200 with the whole pack: the chunk is
// sliced out of it, the body kept for the pack's other chunks, and later chunks ask for whole packs (once each).
// A body of the wrong length or a member that does not inflate is an error, which the search UI shows as it
// shows a failed fetch.
import { chunkRange, type ChunkFile, type ShardManifest } from '../../shared/search/shards';

export type FetchLike = (url: string, init?: { headers?: Record<string, string> }) => Promise<Response>;

/** The chunk getter of ShardedSearch. `url`: a file name → its URL (versioned by the manifest). */
export function packReader(
  manifest: ShardManifest,
  url: (name: string) => string,
  fetchFn: FetchLike = (u, i) => fetch(u, i),
): (c: number) => Promise<ChunkFile> {
  void loadInflater().catch(() => undefined);
  const wholePacks = new Map<string, Promise<Uint8Array>>();
  let ranges = true;
  const whole = (name: string, packBytes: number): Promise<Uint8Array> => {
    let p = wholePacks.get(name);
    if (!p) {
      p = fetchFn(url(name)).then(async (r) => {
        if (!r.ok) throw new Error(`search index: HTTP ${r.status}`);
        return sized(name, new Uint8Array(await r.arrayBuffer()), packBytes);
      });
      p.catch(() => wholePacks.delete(name)); // retried by a later query
      wholePacks.set(name, p);
    }
    return p;
  };
  const member = async (c: number): Promise<Uint8Array> => {
    const r = chunkRange(manifest, c);
    if (!ranges || wholePacks.has(r.name)) return (await whole(r.name, r.packBytes)).subarray(r.start, r.end);
    const res = await fetchFn(url(r.name), { headers: { Range: `bytes=${r.start}-${r.end - 1}` } });
    if (res.status === 200) {
      // The server ignores Range (or answered a range that is the whole file in full, as HTTP allows: then
      // ranges still work for the other packs): this is the whole pack.
      if (r.start > 0 || r.end < r.packBytes) ranges = false;
      const body = sized(r.name, new Uint8Array(await res.arrayBuffer()), r.packBytes);
      if (!wholePacks.has(r.name)) wholePacks.set(r.name, Promise.resolve(body));
      return body.subarray(r.start, r.end);
    }
    if (res.status !== 206) throw new Error(`search index: HTTP ${res.status}`);
    const at = /^bytes (\d+)-/.exec(res.headers.get('content-range') ?? '');
    if (at && Number(at[1]) !== r.start)
      throw new Error(`search index: ${r.name} answered bytes from ${at[1]}, not ${r.start}`);
    return sized(r.name, new Uint8Array(await res.arrayBuffer()), r.end - r.start);
  };
  return async (c) => JSON.parse(await inflate(await member(c))) as ChunkFile;
}

function sized(name: string, body: Uint8Array, bytes: number): Uint8Array {
  if (body.length !== bytes) throw new Error(`search index: ${name} answered ${body.length} bytes, not ${bytes}`);
  return body;
}

let inflater: Promise<typeof import('./inflate')> | undefined;
const loadInflater = () => {
  if (!inflater) {
    inflater = import('./inflate');
    inflater.catch(() => (inflater = undefined)); // retried by a later chunk
  }
  return inflater;
};

/**
 * A gzip member → its text, by fflate (inflate.ts, a chunk of its own, loaded when the reader is made, beside
 * the first postings). Not the browser's DecompressionStream: for the 20 members of a first query on a fresh
 * page, Chromium took 45-56 ms through streams (a stream, a pipe and a Response per member) against 11-14 ms
 * for fflate's synchronous inflate, JSON.parse included, and it is missing in Firefox < 113 and Safari < 16.4.
 */
export async function inflate(member: Uint8Array): Promise<string> {
  try {
    return new TextDecoder().decode((await loadInflater()).gunzip(member));
  } catch (err) {
    throw new Error(`search index: a chunk did not inflate (${err instanceof Error ? err.message : String(err)})`);
  }
}
