// The local search index as JSON assets, built from the graph. Its URL is stable (assets/search/index.json,
// fetched with revalidation): a content-hashed name would change the site data embedded in every page on
// any content edit and defeat the incremental route cache. The digest goes out as `version` for the client.
// Only written when the provider is local; the hosted provider's records go up with `blogctl search push`.
// Each page becomes one record chunk (src/search/chunks.ts). Large sites get the term-sharded form
// (src/search/sharded-index.ts): index.json is then its manifest, next to chunk packs (read by byte range),
// postings, vocabulary and title files the browser fetches per query; small ones keep one file (one request is faster). With the persistent
// cache, a build after an edit computes the changed pages' chunks only and rewrites only the files they touch
// (src/search/shard-update.ts); the other files are reused from the previous output.
import { join } from 'node:path';
import type { ResolvedConfig } from '../config/load-config';
import type { ContentGraph } from '../content/types';
import { cjkWords } from '../search/blocks';
import { pageChunkBuilder } from '../search/chunks';
import { indexFromParts, pagePart, serializeIndex, type PagePart } from '../search/local-index';
import { collectPages, pageRecords, type RecordPage } from '../search/records';
import type { IndexState, SearchCache } from '../search/search-cache';
import { updateShards } from '../search/shard-update';
import { SHARD_MIN_CHARS, ShardBuilder, type IndexFile, type WorkedChunk } from '../search/sharded-index';
import type { ChunkJob, ChunkResult } from '../search/worker-tasks';
import type { LazyPool, WorkerPool } from '../util/worker-pool';
import { shardFileNames, type ChunkFile } from '../shared/search/shards';
import type { SearchRecord } from '../shared/search/types';
import { withBase } from '../shared/urls';
import { GcPacer } from '../util/collect-garbage';
import { hashOf } from '../util/hash';

export interface SearchIndexFile {
  path: string;
  /** New content (a pack's bytes, or JSON), or (unchanged since the previous build) `from`: the file in the
   *  previous output to reuse. */
  content?: string | Uint8Array;
  from?: string;
}

export interface SearchIndexAsset {
  /** Output path relative to the output root. */
  path: string;
  /** URL with the base, for SiteData.search.indexUrl. */
  url: string;
  /** Content of the file at `path` (the whole index, or the sharded index's manifest). */
  content: string;
  records: number;
  /** Content digest of the index (all its files). */
  version: string;
  /** Every file of the index, the one at `path` first (more when sharded). */
  files: SearchIndexFile[];
}

const DIR = 'assets/search/';
const MAIN = 'index.json';

/** The index's URL (SiteData.search.indexUrl): known before the index is built. */
export const searchIndexUrl = (config: ResolvedConfig) => withBase(config.baseUrl, '/' + DIR + MAIN);

/** Called between pages: a promise when the caller should let other work run first (see timeSlices()). */
export type Pause = () => Promise<void> | undefined;

/** A Pause that yields to the event loop (worker messages, I/O) once `ms` of work have passed. */
export function timeSlices(ms = 8): Pause {
  let last = performance.now();
  return () => {
    if (performance.now() - last < ms) return undefined;
    return new Promise<void>((resolve) => setImmediate(resolve)).then(() => void (last = performance.now()));
  };
}

/**
 * Index files made before the index is done (the sharded form's full chunk packs, handed off by ShardBuilder as
 * they come): held here only until a sink takes them (attach()), then passed straight on, so a large site's chunks are
 * not all kept until the index is finished. The dev server's in-memory cache keeps the files anyway: it gets none.
 */
export class EarlyFiles {
  private queued: SearchIndexFile[] | undefined = [];
  private to?: (file: SearchIndexFile) => void;

  add(file: SearchIndexFile): void {
    if (this.to) this.to(file);
    else this.queued!.push(file);
  }

  /** From now on each file goes to `to` as it is made; those made already go first. */
  attach(to: (file: SearchIndexFile) => void): void {
    const queued = this.queued ?? [];
    this.queued = undefined;
    this.to = to;
    for (const f of queued) to(f);
  }
}

type Chunk = { chunk: ChunkFile; content: string; records: SearchRecord[]; part: PagePart };

interface Cold {
  chars: number[];
  total: number;
  /** Chunks made here and not yet given to the builder (a small site's, never: see IndexBuild.chunksHere()). */
  pending?: Chunk[];
}

/** Pages per message to the workers. */
const BATCH = 64;

/** What a page's chunk is made from: the fields themselves when its HTML has a digest (joining is much cheaper
 *  than hashing: 17 ms for the 1,100 pages of the 1,000-post site), else a digest. */
const pageKey = (p: RecordPage, language: string) =>
  p.htmlHash !== undefined
    ? `${language}\u0000${p.url}\u0000${p.tag}\u0000${p.lvl0}\u0000${p.title}\u0000${p.htmlHash}`
    : hashOf(language, '\u0000', p.url, '\u0000', p.tag, '\u0000', p.lvl0, '\u0000', p.title, '\u0000', p.html);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export interface SearchIndexOptions {
  /** Persistent cache (incremental builds): unchanged pages are not processed again, unchanged files are reused
   *  from the previous output folder (checked against their digests where read). */
  cache?: SearchCache;
  /** Between pages (the build runs this beside the render workers and serves them in between). */
  pause?: Pause;
  /** The build's worker threads: a cold index's chunks are made there when it has them. */
  pool?: LazyPool;
  /** A cold sharded index's chunk packs go there as they are made (then not in the asset's files). */
  early?: EarlyFiles;
  /** Collects the main thread's garbage while the workers' chunks come in (a large heap's only). */
  pacer?: GcPacer;
}

/**
 * The local search index, or null for a hosted provider. Made the cheapest way the previous build allows: as it
 * was (nothing changed), by updating the shards the changed pages touch, from the pages' parts (a small site),
 * or cold.
 */
export async function renderSearchIndex(
  graph: ContentGraph,
  config: ResolvedConfig,
  options: SearchIndexOptions = {},
): Promise<SearchIndexAsset | null> {
  if (config.search.provider !== 'local') return null;
  const build = new IndexBuild(collectPages(graph, config), config, options.cache);
  return build.warm() ?? build.cold(options);
}

/** One build of the index: the pages, their keys, and the ways to make or reuse its files. */
class IndexBuild {
  private readonly language: string;
  private readonly keys: string[];
  /** Sentence → its words, and string → its words (from the last single-file index's parts): caches of a pure
   *  function (cjkWords), so a page's chunk is the same whichever gives the words. */
  private readonly memo = new Map<string, string[]>();
  private readonly known = new Map<string, readonly string[]>();
  /** The previous output's index folder; ends with '/': + a file name is its join(). */
  private readonly previousDir: string;

  constructor(
    private readonly pages: RecordPage[],
    private readonly config: ResolvedConfig,
    private readonly cache?: SearchCache,
  ) {
    this.language = config.locale.htmlLang;
    this.keys = pages.map((p) => pageKey(p, this.language));
    this.previousDir = join(config.outDir, DIR);
  }

  /** The index from the previous build's when the cache has one for this language, else undefined. */
  warm(): SearchIndexAsset | undefined {
    const prev = this.cache?.previous();
    if (!prev || prev.language !== this.language) return undefined;
    return (prev.keys.length === this.keys.length ? this.samePages(prev) : undefined) ?? this.fromParts(prev);
  }

  /** The same number of pages as last time: the last index as it is when none changed, or its shards updated. */
  private samePages(prev: IndexState): SearchIndexAsset | undefined {
    const cache = this.cache!;
    const { outDir } = this.config;
    const changed = this.keys.flatMap((k, i) => (k === prev.keys[i] ? [] : [i]));
    // The last index as written (a small site's with changes is made from the parts instead).
    const main = !changed.length || prev.shards ? cache.readText(MAIN, outDir) : undefined;
    const shardsHold = prev.shards && main === JSON.stringify(prev.shards.manifest);
    if (!changed.length && main !== undefined) {
      if (shardsHold) {
        cache.set(prev, []);
        const { manifest } = prev.shards!;
        return this.asset(main, shardFileNames(manifest).map(this.reuse), manifest);
      }
      if (prev.single && hashOf(main) === prev.single.version) {
        cache.set(prev, []);
        return this.asset(main, [], prev.single);
      }
    }
    if (!shardsHold) return undefined;
    const chunks = new Map(changed.map((i) => [i, this.chunkOf(i)]));
    const chars = [...prev.chars];
    for (const [i, c] of chunks) chars[i] = c.content.length;
    if (sum(chars) < SHARD_MIN_CHARS) return undefined;
    const up = updateShards(prev.shards!, (name) => cache.read(name, outDir), chunks);
    if (!up) return undefined;
    const text = JSON.stringify(up.manifest);
    cache.set({ language: this.language, keys: this.keys, chars, shards: up.state }, [[MAIN, text], ...up.changed]);
    const files = shardFileNames(up.manifest).map((name) =>
      up.changed.has(name) ? { path: DIR + name, content: up.changed.get(name) } : this.reuse(name),
    );
    return this.asset(text, files, up.manifest);
  }

  /** A small site: the unchanged pages' parts and chunk sizes are the last build's (by page key), the others' are
   *  made here; the single file is then put together from them, as a cold build does. */
  private fromParts(prev: IndexState): SearchIndexAsset | undefined {
    const parts = prev.single?.parts;
    if (!parts) return undefined;
    const before = new Map(prev.keys.map((k, i) => [k, i]));
    const at = this.keys.map((k) => before.get(k));
    if (at.includes(undefined)) parts.forEach((part) => part.t.forEach((s, i) => this.known.set(s, part.w[i])));
    const now = at.map((j, i) =>
      j === undefined ? this.chunkOf(i) : { part: parts[j], content: { length: prev.chars[j] } },
    );
    const chars = now.map((c) => c.content.length);
    return sum(chars) < SHARD_MIN_CHARS
      ? this.single(
          now.map((c) => c.part),
          chars,
        )
      : undefined;
  }

  /** Cold: every page's chunk, fed to the sharded index's builder as it comes: computed by the worker threads
   *  when the build has them (the main thread only numbers terms and assembles), else here a page at a time. */
  async cold(options: SearchIndexOptions): Promise<SearchIndexAsset> {
    const { cache, pages } = this;
    const { early, pause = () => undefined, pacer = new GcPacer() } = options;
    const workers = options.pool?.get(pages.length);
    const handOff =
      early && !cache?.files ? (f: IndexFile) => early.add({ path: DIR + f.name, content: f.content }) : undefined;
    const builder = new ShardBuilder(this.language, undefined, handOff);
    const cold = workers ? await this.workedChunks(workers, builder, pacer) : await this.chunksHere(builder, pause);
    const { chars } = cold;
    if (cold.total < SHARD_MIN_CHARS) {
      // The single file, from the chunks made here, or made again here when the workers made them (only a site
      // that asked for threads is that small).
      const parts = cold.pending ? cold.pending.map((c) => c.part) : pages.map((_, i) => this.chunkOf(i).part);
      return this.single(parts, chars);
    }
    const { index, state } = builder.finish();
    const main = JSON.stringify(index.manifest);
    cache?.set({ language: this.language, keys: this.keys, chars, shards: state }, [
      [MAIN, main],
      ...index.files.map((f) => [f.name, f.content] as [string, string | Uint8Array]),
    ]);
    const files = index.files.map((f) => ({ path: DIR + f.name, content: f.content }));
    return this.asset(main, files, index.manifest);
  }

  /** Every page's chunk, made here a page at a time (pausing between pages). Chunks wait in `pending` until their
   *  size says the site gets the sharded form: a small site never pays for the builder's term tables. */
  private async chunksHere(builder: ShardBuilder, pause: Pause): Promise<Cold> {
    const chars: number[] = [];
    let pending: Chunk[] | undefined = [];
    let total = 0;
    for (let i = 0; i < this.pages.length; i++) {
      const next = this.chunkOf(i);
      chars.push(next.content.length);
      total += next.content.length;
      if (!pending) builder.add(next.chunk, next.content);
      else if (pending.push(next) && total >= SHARD_MIN_CHARS) {
        for (const c of pending) builder.add(c.chunk, c.content);
        pending = undefined;
      }
      const p = pause();
      if (p) await p;
    }
    return { chars, total, pending };
  }

  /** Every page's chunk, made by the worker threads (src/search/worker-tasks.ts) and given to the builder in page
   *  order as they come back; each one's terms are let go once the builder has them. */
  private async workedChunks(pool: WorkerPool, builder: ShardBuilder, pacer: GcPacer): Promise<Cold> {
    const { pages, language } = this;
    const chars: number[] = new Array(pages.length);
    const waiting = new Map<number, WorkedChunk>();
    let next = 0;
    let total = 0;
    const jobs: ChunkJob[] = pages.map((p, at) => Object.assign({}, p, { language, at }));
    await pool.each<ChunkJob, ChunkResult>('searchChunks', jobs, BATCH, (results) => {
      for (const r of results) waiting.set(r.at, r);
      for (let w = waiting.get(next); w; w = waiting.get(next)) {
        waiting.delete(next);
        chars[next++] = w.chars;
        total += w.chars;
        builder.addWorked(w);
      }
      // The replies (chunk members and terms, handed on at once) are garbage as soon as the builder has them: about
      // 300 MB at 10,000 posts, which V8 would let pile up on top of the builder's tables (collect-garbage.ts).
      pacer.check();
    });
    await pool.broadcast('searchChunksDone', null);
    return { chars, total };
  }

  private chunkOf(i: number): Chunk {
    const { memo, known } = this;
    if (memo.size > 50_000) memo.clear(); // a bound on memory (large sites): sentences that recur mostly do so nearby
    const records = pageRecords(this.pages[i], this.language);
    const builder = pageChunkBuilder(records, (s) => known.get(s) ?? cjkWords(s, memo));
    const chunk = builder.done();
    return { chunk, content: JSON.stringify(chunk), records, part: pagePart(builder, chunk) };
  }

  /** The single file, from every page's part (in page order) and the pages' chunk sizes. */
  private single(parts: PagePart[], chars: number[]): SearchIndexAsset {
    const { language } = this;
    const index =
      indexFromParts(parts, language) ??
      serializeIndex(
        this.pages.flatMap((p) => pageRecords(p, language)),
        language,
        this.memo,
      );
    const main = JSON.stringify(index);
    const version = hashOf(main);
    const records = index.records.length;
    this.cache?.set({ language, keys: this.keys, chars, single: { version, records, parts } }, [[MAIN, main]]);
    return this.asset(main, [], { records, version });
  }

  /** A file of the previous index, reused: from the in-memory cache, or the previous output folder. */
  private readonly reuse = (name: string): SearchIndexFile =>
    this.cache?.files
      ? { path: DIR + name, content: this.cache.files.get(name) }
      : { path: DIR + name, from: this.previousDir + name };

  private asset(main: string, files: SearchIndexFile[], of: { records: number; version: string }): SearchIndexAsset {
    return {
      path: DIR + MAIN,
      url: searchIndexUrl(this.config),
      content: main,
      records: of.records,
      version: of.version,
      files: [{ path: DIR + MAIN, content: main }, ...files],
    };
  }
}
