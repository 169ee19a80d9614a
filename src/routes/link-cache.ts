// What the last link check found per entry, so a warm build re-checks only the entries whose links, or whose
// links' targets, changed (check-links.ts). An entry's record holds
//   - its key: a digest of its permalink and its links as the Markdown stage found them (targets, lines, columns);
//   - its anchor dependencies: for each `#hash` link to a page, the digest of that page's heading ids as they were;
//   - the diagnostics its links gave.
// The whole file stands for one "world": the set of route paths, the output files that are not routes, the
// baseUrl and the static folders. When any of those changes (a route added or removed, a static file added…)
// every entry is checked again. An entry one of whose links was looked up in a static folder on disk is not
// recorded (the disk can change without the world changing), so it is always checked.
import type { Diagnostic } from '../errors/blogctl-error';
import { RecordFile } from '../util/record-file';

export interface LinkRecord {
  key: string;
  /** [target route key, the digest of its heading ids] for each `#hash` link that reached an entry's page. */
  anchors: [string, string][];
  diagnostics: Diagnostic[];
  /** The route keys its broken links point at (LinkCheckResult.brokenPaths). */
  broken: string[];
}

/** links.json: `{ version: 3, world, entries: { file: LinkRecord } }`. */
const FORMAT = { version: 3, field: 'world' };

export class LinkCheckCache {
  /** Entries checked again in the last check (not answered from the cache). */
  checked = 0;

  private constructor(private readonly records: RecordFile<LinkRecord>) {}

  /** The cache kept in `file` for blogctl's toolchain `key` (the diagnostics' wording is blogctl's); a missing
   *  or unreadable file: an empty cache. */
  static open(file: string, key: string): LinkCheckCache {
    return new LinkCheckCache(RecordFile.open(file, key, FORMAT));
  }

  /** A cache that lives only in this process (the dev server keeps one across rebuilds; never saved). */
  static inMemory(): LinkCheckCache {
    return new LinkCheckCache(RecordFile.inMemory(FORMAT));
  }

  /** Starts a check in `world`: records of another world are not used. */
  begin(world: string): void {
    this.records.begin(world);
    this.checked = 0;
  }

  /** The previous record of `file` when it was made in this world with this key. */
  get(file: string, key: string): LinkRecord | undefined {
    const rec = this.records.previousRecord(file) as LinkRecord | undefined;
    return rec &&
      rec.key === key &&
      Array.isArray(rec.anchors) &&
      Array.isArray(rec.diagnostics) &&
      Array.isArray(rec.broken)
      ? rec
      : undefined;
  }

  /** Records `file`'s result for the next build. */
  set(file: string, record: LinkRecord): void {
    this.records.keep(file, record);
  }

  /** The records of this check become the previous ones (long-running processes, and after save). */
  advance(): void {
    this.records.advance();
  }

  /** Writes this check's records (called after a successful build). */
  save(): void {
    this.records.save();
  }
}
