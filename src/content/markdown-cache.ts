// Persistent cache of rendered Markdown, one file per site under .blogctl/cache. An entry is reused only
// when its source text is unchanged, every `.md` link it resolved still resolves the same way, and every
// image it used has the same size and mtime; the whole cache is dropped when the toolchain or the
// Markdown settings change.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { hashOf } from '../util/hash';
import type { ParsedSource } from './front-matter';
import type { EntryJob, EntryOutput } from './render-entries';

type FrontMatterEntry = { hash: string; parsed: ParsedSource };

interface CacheFile {
  key: string;
  entries: Map<string, { hash: string; output: EntryOutput }>;
  /** Parsed front matter by file, valid while the file's text hashes the same (YAML is not even loaded). */
  frontMatter?: Map<string, FrontMatterEntry>;
}

export class MarkdownCache {
  private readonly entries: CacheFile['entries'];
  private readonly next = new Map<string, { hash: string; output: EntryOutput }>();
  private readonly frontMatter: Map<string, FrontMatterEntry>;
  private readonly nextFrontMatter = new Map<string, FrontMatterEntry>();
  private dirty = false;

  private constructor(private readonly file: string, private readonly key: string, entries: CacheFile['entries'], frontMatter = new Map<string, FrontMatterEntry>()) {
    this.entries = entries;
    this.frontMatter = frontMatter;
  }

  /** Opens the cache at `file`; a missing, unreadable or differently-keyed cache starts empty. */
  static open(file: string, key: string): MarkdownCache {
    let entries: CacheFile['entries'] = new Map();
    let frontMatter: CacheFile['frontMatter'];
    try {
      if (existsSync(file)) {
        const data = deserialize(readFileSync(file)) as CacheFile;
        if (data.key === key && data.entries instanceof Map) {
          entries = data.entries;
          if (data.frontMatter instanceof Map) frontMatter = data.frontMatter;
        }
      }
    } catch {
      // A corrupt cache is ignored and rewritten.
    }
    return new MarkdownCache(file, key, entries, frontMatter);
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
    this.dirty = false;
  }

  /** The parsed front matter of `file` when its text is unchanged. */
  getFrontMatter(file: string, text: string): ParsedSource | undefined {
    const hash = hashOf(text);
    const hit = this.frontMatter.get(file);
    if (!hit || hit.hash !== hash) return undefined;
    this.nextFrontMatter.set(file, hit);
    return hit.parsed;
  }

  setFrontMatter(file: string, text: string, parsed: ParsedSource): void {
    this.nextFrontMatter.set(file, { hash: hashOf(text), parsed });
    this.dirty = true;
  }

  private static jobHash(job: EntryJob): string {
    return hashOf(job.body, '\u0000', String(job.bodyLineOffset));
  }

  /** The cached output for `job`, if it is still valid for the current permalinks and images. */
  get(job: EntryJob, permalinks: Map<string, string>): EntryOutput | undefined {
    const hit = this.entries.get(job.file);
    if (!hit || hit.hash !== MarkdownCache.jobHash(job)) return undefined;
    for (const [abs, target] of hit.output.links) if ((permalinks.get(abs) ?? null) !== target) return undefined;
    for (const a of hit.output.assets) {
      try {
        const st = statSync(a.from);
        if (st.size !== a.size || st.mtimeMs !== a.mtimeMs) return undefined;
      } catch {
        return undefined;
      }
    }
    this.next.set(job.file, hit);
    return hit.output;
  }

  set(job: EntryJob, output: EntryOutput): void {
    this.next.set(job.file, { hash: MarkdownCache.jobHash(job), output });
    this.dirty = true;
  }

  /** Writes the entries used by this build (dropping deleted files), atomically. */
  save(): void {
    if (!this.dirty && this.next.size === this.entries.size && this.nextFrontMatter.size === this.frontMatter.size) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const tmp = `${this.file}.tmp-${process.pid}`;
    writeFileSync(tmp, serialize({ key: this.key, entries: this.next, frontMatter: this.nextFrontMatter } satisfies CacheFile));
    renameSync(tmp, this.file);
  }
}
