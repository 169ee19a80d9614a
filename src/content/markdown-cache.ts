// Persistent cache of rendered Markdown and parsed front matter, in shard files under .blogctl/cache/markdown
// (one per 128 entries, at most 32; a source file always lands in the same shard while the count holds), so
// an edit rewrites one small shard instead of the whole cache (100 MB for 10,000 posts). An entry is reused only when its source text is unchanged, every `.md` link
// it resolved still resolves the same way, every Markdown file it imports has the same text, and every image it
// used has the same size and mtime; the whole
// cache is dropped when the toolchain or the Markdown settings change.
import { markdownOptionsOf } from './markdown-options';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, type Stats } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { hashOf } from '../util/hash';
import { writeFileAtomic } from '../util/write-atomic';
import { toolchainKey } from '../util/toolchain-key';
import type { ResolvedConfig } from '../config/load-config';
import type { ParsedSource } from './front-matter';
import { partialHash, readPartial, type EntryJob, type EntryOutput } from './render-entries';
import {
  BLOB_FILE,
  type CachedEntry,
  lazyResult,
  SHARD_FILE,
  shardCount,
  packTexts,
  shardOf,
  withoutHtml,
} from './markdown-cache-store';
import {
  type FrontMatterEntry,
  frontMatterTextsOk,
  keyLocationsOf,
  kindDiagnosticsOf,
  kindTextsOf,
} from './stored-front-matter';
import { isStoredText } from './shard-texts';

/** A file's stat as the cache compares it (size, mtime, ctime, inode); '' when its times are racy: the file
 *  was modified so recently that a second write in the same clock tick would leave them unchanged. */
export function fileStamp(st: Stats, now = Date.now()): string {
  return stampOf(st.size, st.mtimeMs, st.ctimeMs, st.ino, now);
}

/** fileStamp of a stat's parts taken at `now` (the site snapshot's stats are reused: one stat per file a build). */
export function stampOf(size: number, mtimeMs: number, ctimeMs: number, ino: number, now: number): string {
  const slack = mtimeMs % 1000 === 0 ? 2000 : 50;
  if (mtimeMs >= now - slack || ctimeMs >= now - slack) return '';
  return `${size}:${mtimeMs}:${ctimeMs}:${ino}`;
}

interface CacheFile {
  key: string;
  entries: Map<string, CachedEntry>;
  /** The file (in the cache folder) holding this shard's HTML, read per entry when asked for. */
  blob?: string;
  /** The shard's long texts (shard-texts.ts). */
  texts?: Buffer;
  /** Parsed front matter by file, valid while the file's text hashes the same (YAML is not even loaded). */
  frontMatter?: Map<string, FrontMatterEntry>;
}

/** Where the parsed body starts in the file text, when it is the text's suffix (parseFrontMatter's always is). */
export function bodyStartOf(text: string, parsed: ParsedSource): number | undefined {
  return parsed.body.length > 0 && text.endsWith(parsed.body) ? text.length - parsed.body.length : undefined;
}

/** The shards' layout (2: key locations and headings as JSON text; 3: kindDiagnostics too; 4: the long ones in
 *  the shard's buffer). */
const SHARD_FORMAT = 'shards-4';

/** The cache key for a site: rendered entries depend on the toolchain, the Prism languages and the URL
 *  settings every written link follows (baseUrl, trailingSlash). */
export function markdownCacheKey(config: ResolvedConfig): string {
  return hashOf(
    SHARD_FORMAT,
    toolchainKey(),
    JSON.stringify(markdownOptionsOf(config)),
    config.baseUrl,
    String(config.trailingSlash),
  );
}

export class MarkdownCache {
  private readonly entries: CacheFile['entries'];
  /** Files whose entries set()/setFrontMatter() changed in this build. */
  private readonly dirtyFiles = new Set<string>();
  /** Shard files found on open (their count decides whether save() can keep unchanged ones). */
  private shardsOnDisk = 0;
  /** Each shard's blob file name, as its shard names it. */
  private readonly blobs = new Map<number, string>();
  /** The blobs named when the cache was opened: entries of this process may still read them, so they stay
   *  until a later process saves (one that did not open them). */
  private readonly opened = new Set<string>();
  private readonly next = new Map<string, CachedEntry>();
  private readonly frontMatter: Map<string, FrontMatterEntry>;
  private readonly nextFrontMatter = new Map<string, FrontMatterEntry>();

  private constructor(
    private readonly dir: string,
    private readonly key: string,
    entries: CacheFile['entries'],
    frontMatter = new Map<string, FrontMatterEntry>(),
  ) {
    this.entries = entries;
    this.frontMatter = frontMatter;
  }

  /** Opens the cache in folder `dir`; a missing, unreadable or differently-keyed shard starts empty. */
  static open(dir: string, key: string): MarkdownCache {
    const entries: CacheFile['entries'] = new Map();
    const frontMatter = new Map<string, FrontMatterEntry>();
    const blobs = new Map<number, string>();
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((n) => SHARD_FILE.test(n));
    } catch {
      // No cache yet.
    }
    for (const name of names) {
      try {
        const data = deserialize(readFileSync(join(dir, name))) as CacheFile;
        if (data.key !== key || !(data.entries instanceof Map) || !(data.frontMatter instanceof Map)) continue;
        const blob = typeof data.blob === 'string' && BLOB_FILE.test(data.blob) ? data.blob : undefined;
        if (blob) blobs.set(Number(SHARD_FILE.exec(name)![1]), blob);
        const blobFile = blob && join(dir, blob);
        const texts = Buffer.isBuffer(data.texts) ? data.texts : undefined;
        for (const [k, v] of data.entries) {
          // An entry stored without its HTML (and headings) is usable only with its shard's blob.
          if (v.blob && (!blobFile || !isStoredText(v.headings, texts))) continue;
          // The deserialized object is this cache's own: completed in place, not copied.
          if (v.blob) {
            v.blobFile = blobFile;
            v.texts = texts;
          }
          entries.set(k, v);
        }
        for (const [k, v] of data.frontMatter) {
          if (!frontMatterTextsOk(v, texts)) continue;
          if (v.bodyStart !== undefined) v.texts = texts;
          frontMatter.set(k, v);
        }
      } catch {
        // A corrupt shard is ignored and rewritten.
      }
    }
    const cache = new MarkdownCache(dir, key, entries, frontMatter);
    cache.shardsOnDisk = names.length;
    for (const [i, b] of blobs) {
      cache.blobs.set(i, b);
      cache.opened.add(b);
    }
    return cache;
  }

  /** A cache that lives only in this process (the dev server keeps one across rebuilds; never saved). */
  static inMemory(key: string): MarkdownCache {
    return new MarkdownCache('', key, new Map());
  }

  /** Long-running processes: the entries used by the build that just ran become the ones the next build sees. */
  advance(): void {
    this.entries.clear();
    for (const [file, entry] of this.next) this.entries.set(file, entry);
    this.next.clear();
    this.frontMatter.clear();
    for (const [file, entry] of this.nextFrontMatter) this.frontMatter.set(file, entry);
    this.nextFrontMatter.clear();
    this.dirtyFiles.clear();
  }

  /** The parsed front matter of `file` when its text (`text`, whose hashOf() is `hash`) is unchanged. */
  getFrontMatter(file: string, hash: string, text: string, stat = ''): ParsedSource | undefined {
    const hit = this.frontMatter.get(file);
    if (!hit || hit.hash !== hash) return undefined;
    if (hit.bodyStart === undefined) {
      this.nextFrontMatter.set(file, hit);
      return hit.parsed;
    }
    const entry = stat !== (hit.stat ?? '') ? { ...hit, stat: stat || undefined } : hit;
    this.nextFrontMatter.set(file, entry);
    if (entry !== hit) this.dirtyFiles.add(file);
    // Not a spread of hit.parsed with keys added after it (V8's slow path: see graph-entries.ts entryOf).
    return Object.assign({}, hit.parsed, {
      body: text.slice(hit.bodyStart),
      keyLocations: keyLocationsOf(hit.keys, hit.texts),
      ...(hit.kinds && { kindDiagnostics: kindDiagnosticsOf(hit.kinds, hit.texts) }),
    });
  }

  /**
   * The parsed front matter of `file` and the hash of its text, without reading it, when its stat (fileStamp)
   * is the one recorded with them; `readBody` gives the body when something asks for it.
   */
  frontMatterByStat(
    file: string,
    stat: string,
    readBody: (bodyStart: number) => string,
  ): { parsed: ParsedSource; hash: string } | undefined {
    const hit = this.frontMatter.get(file);
    if (!stat || !hit || hit.stat !== stat || hit.bodyStart === undefined) return undefined;
    this.nextFrontMatter.set(file, hit);
    const { bodyStart, keys, kinds, texts } = hit;
    const { data, bodyLineOffset, diagnostics } = hit.parsed;
    let body: string | undefined;
    let keyLocations: ParsedSource['keyLocations'] | undefined;
    // Own accessors of a literal (one shape for all, unlike defineProperty); a spread copy reads them.
    const parsed: ParsedSource = {
      data,
      bodyLineOffset,
      diagnostics,
      ...(kinds && { kindDiagnostics: kindDiagnosticsOf(kinds, texts) }),
      get body() {
        return (body ??= readBody(bodyStart));
      },
      get keyLocations() {
        return (keyLocations ??= keyLocationsOf(keys, texts));
      },
    };
    return { parsed, hash: hit.hash };
  }

  /** Records a parse; `bodyStart` (see bodyStartOf) lets the body be dropped from the stored copy; `stat`: see FrontMatterEntry. */
  setFrontMatter(file: string, hash: string, parsed: ParsedSource, bodyStart: number | undefined, stat = ''): void {
    const { data, bodyLineOffset, diagnostics, kindDiagnostics } = parsed;
    const keys = JSON.stringify([...parsed.keyLocations]);
    const entry: FrontMatterEntry =
      bodyStart === undefined
        ? { hash, parsed }
        : {
            hash,
            parsed: { data, bodyLineOffset, diagnostics },
            bodyStart,
            keys,
            ...(kindDiagnostics && { kinds: kindTextsOf(kindDiagnostics) }),
            ...(stat ? { stat } : {}),
          };
    this.nextFrontMatter.set(file, entry);
    this.dirtyFiles.add(file);
  }

  /** How many files' front matter the previous build left (0: a cold cache). */
  get frontMatterCount(): number {
    return this.frontMatter.size;
  }

  private static jobHash(job: EntryJob): string {
    return hashOf(job.body, '\u0000', String(job.bodyLineOffset));
  }

  /** The cached output for `job`, if it is still valid for the current permalinks and images. */
  get(job: EntryJob, permalinks: Map<string, string>): EntryOutput | undefined {
    const hit = this.entries.get(job.file);
    // The same source text gives the same body and line offset (the parser is part of the cache key).
    const same =
      !!hit &&
      (job.sourceHash !== undefined && hit.source !== undefined
        ? hit.source === job.sourceHash
        : hit.hash === MarkdownCache.jobHash(job));
    if (!hit || !same) return undefined;
    for (const [abs, target] of hit.output.links) if ((permalinks.get(abs) ?? null) !== target) return undefined;
    // A Markdown file it imports (Importing Markdown) is read again: its text must hash the same.
    for (const [file, hash] of hit.output.partials ?? []) if (partialHash(readPartial(file)) !== hash) return undefined;
    for (const a of hit.output.assets) {
      try {
        const st = statSync(a.from);
        if (st.size !== a.size || st.mtimeMs !== a.mtimeMs) return undefined;
      } catch {
        return undefined;
      }
    }
    if (!hit.blob || !hit.blobFile) {
      this.next.set(job.file, hit);
      return hit.output;
    }
    const output = {
      ...hit.output,
      result: lazyResult(hit.output.result, hit.blobFile, hit.blob, hit.facts, {
        headings: hit.headings,
        texts: hit.texts,
      }),
    };
    // Kept with where its HTML is: a rewrite of its shard copies the bytes of what was not read.
    this.next.set(job.file, {
      hash: hit.hash,
      ...(hit.source !== undefined ? { source: hit.source } : {}),
      output,
      blob: hit.blob,
      blobFile: hit.blobFile,
      facts: hit.facts,
      headings: hit.headings,
      texts: hit.texts,
    });
    return output;
  }

  set(job: EntryJob, output: EntryOutput): void {
    this.next.set(job.file, {
      hash: MarkdownCache.jobHash(job),
      ...(job.sourceHash !== undefined ? { source: job.sourceHash } : {}),
      output,
    });
    this.dirtyFiles.add(job.file);
  }

  /**
   * Writes the shards whose entries changed (set, or a file gone), atomically each; yields to the event loop
   * between shards so a build's workers stay fed meanwhile.
   */
  async save(): Promise<void> {
    if (!this.dir) return;
    const count = shardCount(Math.max(this.next.size, this.nextFrontMatter.size));
    // A different shard count moves files between shards: every shard is rewritten.
    const all = count !== this.shardsOnDisk;
    const shard = new Map<string, number>();
    const of = (file: string) => {
      let n = shard.get(file);
      if (n === undefined) shard.set(file, (n = shardOf(file, count)));
      return n;
    };
    // Entry counts per shard, before and after: a shard none of whose files changed and that lost none is kept.
    const counts = (map: Map<string, unknown>) => {
      const out = new Array<number>(count).fill(0);
      for (const file of map.keys()) out[of(file)]++;
      return out;
    };
    const [entries, frontMatter] = [counts(this.next), counts(this.nextFrontMatter)];
    const [entriesBefore, frontMatterBefore] = [
      all ? entries : counts(this.entries),
      all ? frontMatter : counts(this.frontMatter),
    ];
    const dirty = new Set([...this.dirtyFiles].map(of));
    const write: number[] = [];
    for (let i = 0; i < count; i++) {
      const same = !all && !dirty.has(i) && entries[i] === entriesBefore[i] && frontMatter[i] === frontMatterBefore[i];
      if (!same || !existsSync(join(this.dir, `shard-${i}.bin`))) write.push(i);
    }
    const pick = <V>(map: Map<string, V>, i: number) => {
      const out = new Map<string, V>();
      for (const [file, v] of map) if (of(file) === i) out.set(file, v);
      return out;
    };
    mkdirSync(this.dir, { recursive: true });
    for (const i of write) {
      // The blob first, under a new name: the shard that names it is written next; the old blob stays while
      // this process may read it (a build stopped in between leaves a shard naming a blob that is there).
      const { entries, blob } = withoutHtml(pick(this.next, i));
      const blobName = `shard-${i}-${randomBytes(6).toString('hex')}.html`;
      writeFileAtomic(join(this.dir, blobName), blob);
      const data: CacheFile = { key: this.key, ...packTexts(entries, pick(this.nextFrontMatter, i)), blob: blobName };
      writeFileAtomic(join(this.dir, `shard-${i}.bin`), serialize(data));
      this.blobs.set(i, blobName);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    const kept = new Set([...[...this.blobs].filter(([i]) => i < count).map(([, name]) => name), ...this.opened]);
    for (const name of readdirSync(this.dir)) {
      const m = SHARD_FILE.exec(name);
      if ((m && Number(m[1]) >= count) || (BLOB_FILE.test(name) && !kept.has(name)))
        rmSync(join(this.dir, name), { force: true });
    }
    this.shardsOnDisk = count;
  }
}
