// Applying an incremental build to the output folder file by file, with an undo journal. Before the first
// change, the journal lists every file about to be replaced, added or removed; each replaced or removed
// file is moved into a backup folder before its successor moves in. Deleting the journal is the commit
// point. A build killed before that is rolled back by rollBackJournal() (run by the next build, through
// recoverOutput), so the output folder is always exactly the previous build or exactly the new one.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, unlinkSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fail } from '../errors/blogctl-error';
import { writeFileAtomic } from '../util/write-atomic';
import { outputFilePath } from './safe-path';

interface Journal {
  version: 1;
  outDir: string;
  backup: string;
  /** Files moved in from the temp folder; `existed`: the output folder had a file there before. */
  changed: { path: string; existed: boolean }[];
  /** Files of the previous build that the new one no longer has. */
  removed: string[];
}

export interface PatchPlan {
  outDir: string;
  /** Folder with the changed files (paths relative to it are output paths). */
  tempDir: string;
  /** Folder the replaced and removed files are moved into (deleted after the commit). */
  backup: string;
  /** Output paths (posix, relative) to remove. */
  remove: string[];
  /** Where the journal is written (a sibling of the output folder, named by pid). */
  journal: string;
  /** Test hook: called before each file operation with its index. */
  onStep?: (step: number) => void;
}

export const isJournalName = (outName: string, file: string) =>
  file.startsWith(`${outName}.journal-`) && file.endsWith('.json');

/** Posix paths of every file under `dir`. */
function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => !e.isDirectory())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}

const native = (p: string) => p.split('/').join(sep);

/** Every path the patch moves, checked at the chokepoint against the folders it moves between. */
function checkPaths(paths: string[], folders: string[]): void {
  for (const path of paths) for (const folder of folders) outputFilePath(folder, path);
}

/** The backup folder must be the output folder's own `.undo-` sibling (a journal names it; it is then deleted). */
function checkBackup(outDir: string, backup: string): void {
  if (
    typeof backup === 'string' &&
    dirname(backup) === dirname(outDir) &&
    basename(backup).startsWith(`${basename(outDir)}.undo-`)
  )
    return;
  throw fail('OUTPUT_PATH_UNSAFE', { kind: 'undo', backup, outDir });
}

function moveFile(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || !existsSync(from)) throw err;
    mkdirSync(dirname(to), { recursive: true });
    renameSync(from, to);
  }
}

/** Removes now-empty folders from `dir` up to (not including) `root`. */
function pruneEmpty(dir: string, root: string): void {
  for (let d = dir; d.length > root.length && d.startsWith(root + sep); d = dirname(d)) {
    try {
      rmdirSync(d);
    } catch {
      return;
    }
  }
}

export function applyPatch(plan: PatchPlan): void {
  const { outDir, tempDir, backup } = plan;
  const changed = listFiles(tempDir).map((path) => ({ path, existed: existsSync(join(outDir, native(path))) }));
  checkBackup(outDir, backup);
  checkPaths(plan.remove, [outDir, backup]);
  const removed = plan.remove.filter((p) => existsSync(join(outDir, native(p))));
  checkPaths(
    changed.map((c) => c.path),
    [outDir, tempDir, backup],
  );
  const journal: Journal = { version: 1, outDir, backup, changed, removed };
  writeFileAtomic(plan.journal, JSON.stringify(journal));
  let step = 0;
  try {
    for (const { path, existed } of changed) {
      const target = join(outDir, native(path));
      plan.onStep?.(step++);
      if (existed) moveFile(target, join(backup, native(path)));
      plan.onStep?.(step++);
      moveFile(join(tempDir, native(path)), target);
    }
    for (const path of removed) {
      plan.onStep?.(step++);
      moveFile(join(outDir, native(path)), join(backup, native(path)));
      pruneEmpty(dirname(join(outDir, native(path))), outDir);
    }
    plan.onStep?.(step++);
  } catch (err) {
    // A failure inside this process (disk full, permissions): undo now rather than on the next build.
    if (!(err instanceof SimulatedKill)) rollBackJournal(plan.journal, outDir);
    throw err;
  }
  unlinkSync(plan.journal);
}

/** Thrown by tests' onStep hook to stop applyPatch the way SIGKILL would (no in-process rollback). */
export class SimulatedKill extends Error {}

/** Undoes a patch whose journal is still there (its build did not reach the commit point). */
export function rollBackJournal(journalFile: string, outDir: string): void {
  let journal: Journal;
  try {
    journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  } catch {
    // The journal is written to a temp name and renamed, so an unreadable one was never acted on.
    unlinkSync(journalFile);
    return;
  }
  const { backup } = journal;
  // A journal is read back from disk: nothing it names is moved before every path is checked.
  checkBackup(outDir, backup);
  checkPaths([...journal.removed, ...journal.changed.map((c) => c.path)], [outDir, backup]);
  for (const path of journal.removed) {
    const saved = join(backup, native(path));
    if (existsSync(saved)) moveFile(saved, join(outDir, native(path)));
  }
  for (const { path, existed } of [...journal.changed].reverse()) {
    const target = join(outDir, native(path));
    const saved = join(backup, native(path));
    if (existed) {
      // Not yet moved aside: the old file is still in place.
      if (existsSync(saved)) moveFile(saved, target);
    } else if (existsSync(target)) {
      unlinkSync(target);
      pruneEmpty(dirname(target), outDir);
    }
  }
  unlinkSync(journalFile);
  rmSync(backup, { recursive: true, force: true });
}
