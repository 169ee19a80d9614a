// The content scans a build kept in its site snapshot. A scan depends only on which files lie where under the
// content folders (their names, the folders' links), never on what the files hold, so it stands while the input
// files the snapshot lists are the same paths with the same inodes: an edit in place keeps it, while adding,
// removing, renaming or replacing a file (a new inode, a retargeted link) drops every scan. A scan is stored as
// indexes into the snapshot's sorted input list, so it costs the snapshot a few bytes per file and a warm build
// gets its paths as the strings its own walk made.
import type { Diagnostic } from '../errors/blogctl-error';
import type { ContentScan, ScanMemo, ScannedFiles } from '../content/scan';

/** A scan as the snapshot stores it: each list of files as indexes into the snapshot's inputs. */
export interface StoredScan {
  files: Record<keyof ScannedFiles, number[]>;
  diagnostics: Diagnostic[];
}

const LISTS = [
  'blog',
  'docs',
  'pages',
  'data',
  'unused',
  'notRead',
  'excludedDocs',
] as const satisfies readonly (keyof ScannedFiles)[];

export class SnapshotScans implements ScanMemo {
  private readonly made: Record<string, StoredScan> = {};
  private index?: Map<string, number>;

  /**
   * `paths`: the input files of this build, sorted (its snapshot's); `previous`: the scans the last snapshot
   * stored, given only when its input files were these same files (site-snapshot.ts unchangedSince).
   */
  constructor(
    private readonly paths: readonly string[],
    private readonly previous: Record<string, StoredScan> | undefined,
  ) {}

  get(key: string): ContentScan | undefined {
    const stored = this.previous?.[key];
    if (!stored || !LISTS.every((k) => Array.isArray(stored.files?.[k]))) return undefined;
    const files = {} as ScannedFiles;
    for (const k of LISTS) {
      const list = stored.files[k].map((i) => this.paths[i]);
      if (list.some((p) => typeof p !== 'string')) return undefined;
      files[k] = list;
    }
    this.made[key] = stored;
    return { files, diagnostics: structuredClone(stored.diagnostics) };
  }

  /** Keeps `scan` for the next build, unless it lists a file that is not an input (the snapshot could not tell
   *  when that file changes). */
  set(key: string, scan: ContentScan): void {
    this.index ??= new Map(this.paths.map((p, i) => [p, i]));
    const files = {} as StoredScan['files'];
    for (const k of LISTS) {
      const list = scan.files[k].map((p) => this.index!.get(p) ?? -1);
      if (list.includes(-1)) return;
      files[k] = list;
    }
    this.made[key] = { files, diagnostics: structuredClone(scan.diagnostics) };
  }

  /** The scans this build used or made, for its snapshot. */
  stored(): Record<string, StoredScan> {
    return this.made;
  }
}
