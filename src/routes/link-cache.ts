// What the last link check found per entry, so a warm build re-checks only the entries whose links, or whose
// links' targets, changed (check-links.ts). An entry's record holds
//   - its key: a digest of its permalink and its links as the Markdown stage found them (targets, lines, columns);
//   - its anchor dependencies: for each `#hash` link to a page, the digest of that page's heading ids as they were;
//   - the diagnostics its links gave.
// The whole file stands for one "world": the set of route paths, the output files that are not routes, the
// baseUrl and the static folders. When any of those changes (a route added or removed, a static file added…)
// every entry is checked again. An entry one of whose links was looked up in a static folder on disk is not
// recorded (the disk can change without the world changing), so it is always checked.
import { readFileSync } from 'node:fs';
import type { Diagnostic } from '../errors/blogctl-error';
import { writeFileAtomic } from '../util/write-atomic';

export interface LinkRecord {
  key: string;
  /** [target route key, the digest of its heading ids] for each `#hash` link that reached an entry's page. */
  anchors: [string, string][];
  diagnostics: Diagnostic[];
}

interface LinkCacheFile {
  version: 2;
  world: string;
  entries: Record<string, LinkRecord>;
}

export class LinkCheckCache {
  private next = new Map<string, LinkRecord>();
  private nextWorld = '';
  /** Entries checked again in the last check (not answered from the cache). */
  checked = 0;

  private constructor(private readonly file: string, private readonly key: string, private previous: LinkCacheFile | null) {}

  /** The cache kept in `file` for blogctl's toolchain `key` (the diagnostics' wording is blogctl's); a missing
   *  or unreadable file: an empty cache. */
  static open(file: string, key: string): LinkCheckCache {
    let data: LinkCacheFile | null = null;
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as LinkCacheFile;
      if (parsed && parsed.version === 2 && typeof parsed.world === 'string' && parsed.entries && typeof parsed.entries === 'object') data = parsed;
    } catch {
      // No cache yet, or a corrupt one: everything is checked.
    }
    return new LinkCheckCache(file, key, data);
  }

  /** A cache that lives only in this process (the dev server keeps one across rebuilds; never saved). */
  static inMemory(): LinkCheckCache {
    return new LinkCheckCache('', '', null);
  }

  /** Starts a check in `world`: records of another world are not used. */
  begin(world: string): void {
    this.nextWorld = this.key + ':' + world;
    this.next = new Map();
    this.checked = 0;
  }

  /** The previous record of `file` when it was made in this world with this key. */
  get(file: string, key: string): LinkRecord | undefined {
    const prev = this.previous;
    if (!prev || prev.world !== this.nextWorld || !Object.prototype.hasOwnProperty.call(prev.entries, file)) return undefined;
    const rec = prev.entries[file];
    return rec && rec.key === key && Array.isArray(rec.anchors) && Array.isArray(rec.diagnostics) ? rec : undefined;
  }

  /** Records `file`'s result for the next build. */
  set(file: string, record: LinkRecord): void {
    this.next.set(file, record);
  }

  /** The records of this check become the previous ones (long-running processes, and after save). */
  advance(): void {
    this.previous = { version: 2, world: this.nextWorld, entries: Object.fromEntries(this.next) };
  }

  /** Writes this check's records (called after a successful build); a cache that cannot be written (read-only
   *  checkout) only costs the next build time. */
  save(): void {
    this.advance();
    if (!this.file) return;
    try {
      writeFileAtomic(this.file, JSON.stringify(this.previous), { mkdir: true });
    } catch {
      // The old file stays: each record is a pure function of its world, key and anchors, so it is never stale.
    }
  }
}
