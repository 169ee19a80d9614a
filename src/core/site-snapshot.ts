// The site snapshot: what a successful build read and wrote, by file stat, so that a build whose inputs are all
// unchanged can stop before reading any content. It records
//   - a key: blogctl's toolchain, the validated config's hash, the output folder and the drafts setting;
//   - every input file's stat (size, mtime, ctime, inode): every file under the site folder except the output,
//     `.blogctl/`, `.git/`, `node_modules/` (whose lock file `.package-lock.json` is included) and other blogctl
//     output folders at its top level, plus the content, static and customCss paths that lie outside it;
//   - every output file's size and mtime, and the route manifest's stat (the caches that vouch for the output);
//   - what the build reported (route and file counts, asset sizes, its warnings), to report it again;
//   - the static files the output has a copy of and nothing else reads (no stylesheet's url(), no site code),
//     and the files nothing reads at all (a `_partial.md` nobody imports, an image no page shows);
//   - the content scans, which a build whose input files are the same files takes instead of scanning again.
// A build compares the key and re-stats every file; anything different (a file added, removed or touched, a
// changed output file) means the full pipeline runs, which already reuses what it can, except an edit of those
// files alone: the copies of copy-only ones are made again, and nothing else is. Racy stats are not trusted: a
// file modified within the stat clock's granularity of the snapshot is not recorded as unchanged (the snapshot
// is not saved), as git does for its index.
import { existsSync, readdirSync, readFileSync, statSync, unlinkSync, type Stats } from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load-config';
import type { Diagnostic } from '../errors/blogctl-error';
import { OUTPUT_MARKER } from '../output/out-dir-guard';
import { stampOf } from '../content/markdown-cache';
import type { FileStamps } from '../content/read-sources';
import { hashOf } from '../util/hash';
import { toolchainKey } from '../util/toolchain-key';
import { writeFileAtomic } from '../util/write-atomic';
import { instanceDirs } from '../content/instances';
import type { StoredScan } from './scan-memo';
import type { OutputCheck } from './output-check';

/** What a build that found nothing changed reports (the previous build's figures). */
export interface SnapshotReport {
  routes: number;
  fileCount: number;
  assetBytes: { js: number; css: number };
  diagnostics: Diagnostic[];
}

interface SnapshotFile {
  version: 1;
  key: string;
  /** path, size, mtimeMs, ctimeMs, ino — sorted by path. */
  inputs: [string, number, number, number, number][];
  /** Output path (posix, relative to the output folder), size, mtimeMs — sorted by path. */
  outputs: [string, number, number][];
  /** size:mtimeMs of the route manifest the output was committed with. */
  manifest: string;
  report: SnapshotReport;
  /** Static files the output holds a copy of and nothing else reads: input path, output path (CopyOnly). */
  copies?: CopyOnly[];
  /** Input files no stage read and no output holds a copy of (unread-inputs.ts), sorted. */
  unread?: string[];
  /** The content scans of the build, by their folders' key (scan-memo.ts). */
  scans?: Record<string, StoredScan>;
}

/** A static file (absolute) and the output path (posix) of its copy, when that copy is all the output has of it. */
export type CopyOnly = readonly [string, string];

/** What a build finds of the last snapshot when its report still stands: the copies to make again (none when
 *  nothing changed), whether an unread file changed (the snapshot is then recorded again), and every copy-only
 *  and unread file, to record again. */
export interface SnapshotMatch {
  report: SnapshotReport;
  stale: CopyOnly[];
  restat: boolean;
  copies: CopyOnly[];
  unread: string[];
}

/** Folders under the site root that are never inputs. */
const SKIP_DIRS = new Set(['.git', '.blogctl', 'node_modules']);
/** The temporary siblings of an output folder (output/write-output.ts): `<out>.tmp-<pid>-…`, `.old-`, `.undo-`, `.journal-`. */
const OUTPUT_SIBLING = /^.+\.(?:tmp|old|undo|journal)-\d+-/;

export const snapshotFile = (cacheDir: string, outDir: string) =>
  join(cacheDir, `snapshot-${hashOf(outDir).slice(0, 8)}.json`);

/** `themeInputs`: the digest of blogctl's theme sources (render/theme-inputs.ts themeInputsDigest). The toolchain key
 *  covers blogctl's compiled code, not the theme the build compiles (or takes prebuilt) from templates/ and the
 *  client sources: without it, a build after an edit there found every input unchanged and kept the old client
 *  scripts. */
export function snapshotKey(config: ResolvedConfig, includeDrafts: boolean, themeInputs: string): string {
  return hashOf(toolchainKey(), themeInputs, config.hash, config.outDir, String(includeDrafts));
}

const inside = (dir: string, parent: string) => dir === parent || dir.startsWith(parent + sep);

/** The input files of a site, with their stats, sorted by path; `now` is when the stats were taken. */
export type InputStats = { inputs: SnapshotFile['inputs']; now: number };

export function statInputs(config: ResolvedConfig): InputStats {
  const now = Date.now();
  const out: SnapshotFile['inputs'] = [];
  const outName = basename(config.outDir);
  const outParent = dirname(config.outDir);
  const add = (file: string, st: Stats) => out.push([file, st.size, st.mtimeMs, st.ctimeMs, st.ino]);
  const seenDirs = new Set<number>();
  // Another blogctl output folder in the site (built with --out-dir) is not an input, unless a source is in it.
  const sections = [...Object.values(config.dirs), ...instanceDirs(config)];
  const sources = [config.contentDir, ...config.staticDirectories, ...sections, ...config.customCss];
  const otherOutput = (dir: string) => existsSync(join(dir, OUTPUT_MARKER)) && !sources.some((s) => inside(s, dir));
  const walk = (dir: string, root: boolean) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    // `dir` is absolute and normal, and a listed name has no separator: joined as text (path.join normalizes
    // every result again, a fifth of the walk on a site of a few thousand files).
    const prefix = dir.endsWith(sep) ? dir : dir + sep;
    for (const e of entries) {
      const full = prefix + e.name;
      if (full === config.outDir) continue;
      // Output siblings (build.tmp-…, build.journal-….json) are the output's, not the site's; so are those of
      // another output folder at the site's top level (being swapped in, or removed in the background).
      if (dir === outParent && e.name.startsWith(outName + '.')) continue;
      if (root && OUTPUT_SIBLING.test(e.name)) continue;
      // By name, whatever the entry is: a `node_modules` that links to a shared install (a monorepo, pnpm, a
      // cache) is as much not an input as a folder of that name, and walking it stats tens of thousands of files.
      if (root && SKIP_DIRS.has(e.name)) continue;
      if (e.isDirectory()) {
        if (!(root && otherOutput(full))) walk(full, false);
        continue;
      }
      try {
        const st = statSync(full);
        // A symbolic link to a folder: its files are inputs too (each real folder once: no loops).
        if (st.isDirectory()) {
          if (!seenDirs.has(st.ino)) {
            seenDirs.add(st.ino);
            walk(full, false);
          }
        } else add(full, st);
      } catch {
        // Gone between the listing and the stat: the snapshot cannot match anyway.
        out.push([full, -1, 0, 0, 0]);
      }
    }
  };
  walk(config.root, true);
  const lock = join(config.root, 'node_modules', '.package-lock.json');
  const extra = [config.contentDir, ...config.staticDirectories, ...sections].filter((d) => !inside(d, config.root));
  for (const dir of new Set(extra)) walk(dir, false);
  for (const file of [lock, ...config.customCss.filter((c) => !inside(c, config.root))]) {
    try {
      add(file, statSync(file));
    } catch {
      // No lock file (or a missing stylesheet, which the build reports).
    }
  }
  out.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { inputs: dedupe(out), now };
}

/**
 * The stats of `stats` as the Markdown cache stamps files (markdown-cache.ts fileStamp, racy against the time they
 * were taken), so the content stage does not stat every entry again; undefined for a file they do not cover.
 */
export function inputStamps(stats: InputStats): FileStamps {
  let index: Map<string, number> | undefined;
  return (file) => {
    index ??= new Map(stats.inputs.map((e, i) => [e[0], i]));
    const i = index.get(file);
    if (i === undefined) return undefined;
    const [, size, mtimeMs, ctimeMs, ino] = stats.inputs[i];
    return size < 0 ? undefined : stampOf(size, mtimeMs, ctimeMs, ino, stats.now);
  };
}

function dedupe(list: SnapshotFile['inputs']): SnapshotFile['inputs'] {
  return list.filter((e, i) => i === 0 || list[i - 1][0] !== e[0]);
}

/**
 * Whether a stat could hide a later change: the file was modified so close to when its stat was taken that a
 * second write in the same clock tick would leave size and times unchanged (whole-second times: a coarse file
 * system; else the kernel's timestamp tick of a few ms).
 */
function racy(mtimeMs: number, now: number): boolean {
  const slack = mtimeMs % 1000 === 0 ? 2000 : 50;
  return mtimeMs >= now - slack;
}

const stamp = (file: string) => {
  try {
    const st = statSync(file);
    return `${st.size}:${st.mtimeMs}`;
  } catch {
    return '';
  }
};

/**
 * The previous build's report when nothing it read or wrote has changed since but copy-only static files (their
 * copies are then `stale`); undefined otherwise (the caller runs the full build). A file added or removed anywhere,
 * the static folders included, is a change: links are checked against them, and the report counts them.
 */
export function unchangedSince(
  config: ResolvedConfig,
  opts: {
    /** The snapshot file (snapshotFile) and the key this build would record (snapshotKey). */
    file: string;
    key: string;
    manifestFile: string;
    stats: InputStats;
    /** Told the output files' stats the snapshot recorded, while they still stand (undefined: they do not). */
    onOutputs?: (outputs: OutputStats | undefined) => void;
    /** The worker's check of the recorded outputs (output-check.ts). The outputs are stat'ed here meanwhile, and
     *  its answer is taken once it has one: a small site's files are stat'ed before the worker has started. */
    outputCheck?: Pick<OutputCheck, 'answered' | 'changed'>;
    /** Told the snapshot's content scans when its input files are this build's (the same paths and inodes). */
    onScans?: (scans: Record<string, StoredScan>) => void;
  },
): SnapshotMatch | undefined {
  const { file, key } = opts;
  let snap: SnapshotFile;
  try {
    snap = JSON.parse(readFileSync(file, 'utf8')) as SnapshotFile;
  } catch {
    return undefined;
  }
  // What the output folder held when that build committed (a build that changes few files keeps the rest).
  if (snap.version === 1 && Array.isArray(snap.outputs) && snap.manifest && snap.manifest === stamp(opts.manifestFile))
    opts.onOutputs?.(new Map(snap.outputs.map(([path, size, mtimeMs]) => [path, [size, mtimeMs]])));
  if (snap.version !== 1 || snap.key !== key || !snap.manifest || snap.manifest !== stamp(opts.manifestFile))
    return undefined;
  const { inputs } = opts.stats;
  if (snap.scans && sameFiles(inputs, snap.inputs)) opts.onScans?.(snap.scans);
  if (inputs.length !== snap.inputs.length) return undefined;
  const copies = Array.isArray(snap.copies) ? snap.copies : [];
  const unread = Array.isArray(snap.unread) ? snap.unread : [];
  let copyOf: Map<string, CopyOnly> | undefined;
  let unreadSet: Set<string> | undefined;
  const stale: CopyOnly[] = [];
  let restat = false;
  for (let i = 0; i < inputs.length; i++) {
    const [a, b] = [inputs[i], snap.inputs[i]];
    if (a[0] !== b[0]) return undefined;
    if (a[1] === b[1] && a[2] === b[2] && a[3] === b[3] && a[4] === b[4]) continue;
    if (a[1] < 0) return undefined;
    unreadSet ??= new Set(unread);
    if (unreadSet.has(a[0])) {
      restat = true;
      continue;
    }
    copyOf ??= new Map(copies.map((c) => [c[0], c]));
    const copy = copyOf.get(a[0]);
    if (!copy) return undefined;
    stale.push(copy);
  }
  if (!outputsStand(config.outDir, snap.outputs, opts.outputCheck)) {
    // The output was changed since: its record no longer stands for the files this build will not write.
    opts.onOutputs?.(undefined);
    return undefined;
  }
  return { report: snap.report, stale, restat: restat || stale.length > 0, copies, unread };
}

/** Whether two input lists name the same files: the same paths, each with the same inode, none missing. */
function sameFiles(now: SnapshotFile['inputs'], then: SnapshotFile['inputs']): boolean {
  if (now.length !== then.length) return false;
  for (let i = 0; i < now.length; i++) {
    const [a, b] = [now[i], then[i]];
    if (a[0] !== b[0] || a[4] !== b[4] || a[1] < 0) return false;
  }
  return true;
}

/** Whether each output file has the size and mtime recorded: stat'ed here, or the answer of `check` (the worker's,
 *  polled every 256 files) once it has one. */
export function outputsStand(
  outDir: string,
  outputs: SnapshotFile['outputs'],
  check?: Pick<OutputCheck, 'answered' | 'changed'>,
): boolean {
  for (let i = 0; i < outputs.length; i++) {
    if (check && i % 256 === 0 && check.answered()) {
      const changed = check.changed();
      if (changed) return changed.size === 0;
      check = undefined; // the worker could not tell: on here
    }
    const [path, size, mtimeMs] = outputs[i];
    if (!asRecorded(outDir, path, size, mtimeMs)) return false;
  }
  return true;
}

/** Whether an output file is there with the size and mtime recorded. */
function asRecorded(outDir: string, path: string, size: number, mtimeMs: number): boolean {
  const st = statSync(join(outDir, path), { throwIfNoEntry: false });
  return !!st && st.size === size && st.mtimeMs === mtimeMs;
}

/** The recorded output files (`recorded`, path → [size, mtimeMs]) whose stat differs now or that are gone: what
 *  the worker's check answers (output-check.ts), found on this thread for a site too small to start it. */
export function changedOutputs(outDir: string, recorded: OutputStats): Set<string> {
  const changed = new Set<string>();
  for (const [path, [size, mtimeMs]] of recorded) if (!asRecorded(outDir, path, size, mtimeMs)) changed.add(path);
  return changed;
}

/** Removes the snapshot (before the output folder changes: until saveSnapshot, nothing vouches for it). */
export function dropSnapshot(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    // Not there.
  }
}

/** Output path → [size, mtimeMs] as a snapshot recorded them. */
export type OutputStats = ReadonlyMap<string, readonly [number, number]>;

/**
 * Records a committed build. `inputs` are the stats taken before the build read anything (a file changed
 * while it ran then differs next time); not saved when one of them is racy or an output file is missing.
 */
export function saveSnapshot(
  file: string,
  opts: {
    key: string;
    stats: InputStats;
    outDir: string;
    outputs: Iterable<string>;
    manifestFile: string;
    report: SnapshotReport;
    previous?: OutputStats;
    touched?: ReadonlySet<string>;
    copies?: readonly CopyOnly[];
    unread?: readonly string[];
    scans?: Record<string, StoredScan>;
  },
): void {
  const { stats, previous, touched } = opts;
  if (stats.inputs.some((e) => e[1] < 0 || racy(e[2], stats.now) || racy(e[3], stats.now))) return;
  const outputs: SnapshotFile['outputs'] = [];
  for (const path of [...opts.outputs].sort()) {
    // A patched output: a file the commit did not touch is as the previous snapshot recorded it (were it changed
    // since by someone else, the next build's check still sees its stat differ from that record).
    const kept = touched && !touched.has(path) ? previous?.get(path) : undefined;
    if (kept) {
      outputs.push([path, kept[0], kept[1]]);
      continue;
    }
    try {
      const st = statSync(join(opts.outDir, path));
      outputs.push([path, st.size, st.mtimeMs]);
    } catch {
      return;
    }
  }
  const manifest = stamp(opts.manifestFile);
  if (!manifest) return;
  const snap: SnapshotFile = {
    version: 1,
    key: opts.key,
    inputs: stats.inputs,
    outputs,
    manifest,
    report: opts.report,
    ...(opts.copies?.length ? { copies: [...opts.copies] } : {}),
    ...(opts.unread?.length ? { unread: [...opts.unread] } : {}),
    ...(opts.scans && Object.keys(opts.scans).length ? { scans: opts.scans } : {}),
  };
  writeFileAtomic(file, JSON.stringify(snap), { mkdir: true });
}
