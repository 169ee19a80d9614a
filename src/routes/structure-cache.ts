// Each entry's share of the structure key (route-deps.ts), kept between builds so a warm build does not
// serialize every unchanged entry again. A record is [stamp, digest]: the stamp is what the entry's structure
// facts are made from besides the "environment" — the hash of the entry's text (content/entry-source.ts) and
// the few facts that can change while its text does not (permalink, title, date, image, draft/unlisted, edit
// URL, last update) — and the digest is that of the entry's structure facts. The environment (the config,
// tags, authors, doc categories and sidebars) keys the whole file: when it changes, every digest is made again.
// An entry without a recorded text hash (no Markdown cache, a React page) is always serialized.
import { readFileSync } from 'node:fs';
import { writeFileAtomic } from '../util/write-atomic';

interface StructureCacheFile {
  version: 1;
  env: string;
  entries: Record<string, [string, string]>;
}

export class StructureCache {
  private next = new Map<string, [string, string]>();
  private nextEnv = '';
  /** Entries whose digest was made again in the last structure key (not answered from the cache). */
  computed = 0;

  private constructor(private readonly file: string, private readonly key: string, private previous: StructureCacheFile | null) {}

  /** The cache kept in `file` for blogctl's toolchain `key`; a missing, foreign or corrupt file: an empty cache. */
  static open(file: string, key: string): StructureCache {
    let data: StructureCacheFile | null = null;
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as StructureCacheFile;
      if (parsed && parsed.version === 1 && typeof parsed.env === 'string' && parsed.entries && typeof parsed.entries === 'object' && !Array.isArray(parsed.entries)) data = parsed;
    } catch {
      // No cache yet, or a corrupt one: every digest is made.
    }
    return new StructureCache(file, key, data);
  }

  /** A cache that lives only in this process (the dev server keeps one across rebuilds; never saved). */
  static inMemory(): StructureCache {
    return new StructureCache('', '', null);
  }

  /** Starts a structure key in environment `env`: records of another environment are not used. */
  begin(env: string): void {
    this.nextEnv = this.key + ':' + env;
    this.next = new Map();
    this.computed = 0;
  }

  /** The digest recorded for `file` with this stamp in this environment. */
  get(file: string, stamp: string): string | undefined {
    const prev = this.previous;
    if (!prev || prev.env !== this.nextEnv || !Object.prototype.hasOwnProperty.call(prev.entries, file)) return undefined;
    const rec = prev.entries[file];
    if (!Array.isArray(rec) || rec[0] !== stamp || typeof rec[1] !== 'string') return undefined;
    this.next.set(file, rec);
    return rec[1];
  }

  /** Records `file`'s digest for the next build. */
  set(file: string, stamp: string, digest: string): void {
    this.computed++;
    this.next.set(file, [stamp, digest]);
  }

  /** The records of this key become the previous ones (long-running processes, and after save). */
  advance(): void {
    this.previous = { version: 1, env: this.nextEnv, entries: Object.fromEntries(this.next) };
  }

  /** Writes the records (after a successful build) unless they are the ones on disk; a file that cannot be
   *  written only costs the next build time. */
  save(): void {
    const prev = this.previous;
    const same = !!prev && this.computed === 0 && prev.env === this.nextEnv && Object.keys(prev.entries).length === this.next.size;
    this.advance();
    if (!this.file || same) return;
    try {
      writeFileAtomic(this.file, JSON.stringify(this.previous), { mkdir: true });
    } catch {
      // The old file stays: each record is a pure function of its environment and stamp, so it is never stale.
    }
  }
}
