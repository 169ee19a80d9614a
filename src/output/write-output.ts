// Writing is atomic: a failed or killed build leaves the old output as it was. Two ways to get there:
//  - swap: everything goes into a sibling temp folder, which replaces the output folder only after every
//    stage succeeded (cold builds, or when every page changes);
//  - patch: only changed files go into the temp folder; commit moves them into the output folder one by
//    one under an undo journal (incremental builds, see output/patch-journal.ts), so a one-post edit does
//    not rebuild a tree of thousands of folders.
import { existsSync, readdirSync, renameSync, rmSync, mkdirSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { fail, isBlogctlError, type BlogctlError } from '../errors/blogctl-error';
import { applyPatch, isJournalName, rollBackJournal } from './patch-journal';
import { requireCjs } from '../util/require-cjs';

export interface PendingOutput {
  /** The temp folder files are written into. */
  tempDir: string;
  outDir: string;
  /** 'patch': tempDir holds only the changed files, to be moved into outDir on commit. */
  mode: 'swap' | 'patch';
}

const tempName = (outDir: string) =>
  join(dirname(outDir), `${basename(outDir)}.tmp-${process.pid}-${Date.now().toString(36)}`);
const backupName = (outDir: string) =>
  join(dirname(outDir), `${basename(outDir)}.old-${process.pid}-${Date.now().toString(36)}`);
const undoName = (outDir: string) =>
  join(dirname(outDir), `${basename(outDir)}.undo-${process.pid}-${Date.now().toString(36)}`);

/**
 * Puts the output folder back to the last complete build after a killed one: rolls back a patch that was
 * being applied, restores a backup left between the two renames of a swap, and removes stale temp folders.
 */
export function recoverOutput(outDir: string): void {
  const parent = dirname(outDir);
  if (!existsSync(parent)) return;
  const name = basename(outDir);
  for (const f of readdirSync(parent)
    .filter((f) => isJournalName(name, f))
    .sort()) {
    if (isStale(f)) rollBackJournal(join(parent, f), outDir);
  }
  const leftovers = readdirSync(parent).filter(
    (f) => f.startsWith(`${name}.old-`) || f.startsWith(`${name}.tmp-`) || f.startsWith(`${name}.undo-`),
  );
  for (const f of leftovers.sort()) {
    const full = join(parent, f);
    if (f.startsWith(`${name}.old-`) && !existsSync(outDir)) renameSync(full, outDir);
    else if (isStale(f)) removeInBackground(full);
  }
}

/** A temp or backup folder is stale when the process that made it is gone (or its name has no pid). */
function isStale(name: string): boolean {
  const pid = Number(/\.(?:tmp|old|undo|journal)-(\d+)-/.exec(name)?.[1]);
  if (!pid) return true;
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/** Starts writing a build. `patch` (incremental builds): the caller writes only changed files. */
export function beginOutput(outDir: string, options: { patch?: boolean } = {}): PendingOutput {
  const tempDir = tempName(outDir);
  try {
    recoverOutput(outDir);
    mkdirSync(tempDir, { recursive: true });
  } catch (err) {
    if (isBlogctlError(err)) throw err;
    throw fail(
      'OUTPUT_WRITE',
      { kind: 'folder', folder: dirname(outDir), errno: (err as NodeJS.ErrnoException).code },
      undefined,
      err,
    );
  }
  return { tempDir, outDir, mode: options.patch && existsSync(outDir) ? 'patch' : 'swap' };
}

/**
 * Makes the finished build the output. swap: the temp folder replaces the output folder (the old one is
 * renamed aside first and deleted last). patch: the changed files move in and `remove` (files of the
 * previous build that the new one no longer has) move out, under an undo journal.
 */
export function commitOutput(pending: PendingOutput, patch: { remove?: string[] } = {}): void {
  const { tempDir, outDir } = pending;
  if (pending.mode === 'patch') {
    const backup = undoName(outDir);
    applyPatch({
      outDir,
      tempDir,
      backup,
      remove: patch.remove ?? [],
      journal: `${backup.replace('.undo-', '.journal-')}.json`,
    });
    // Both hold only the few files this build changed: removing them now is cheaper than starting `rm`.
    rmSync(backup, { recursive: true, force: true });
    rmSync(tempDir, { recursive: true, force: true });
    return;
  }
  const backup = backupName(outDir);
  const hadOld = existsSync(outDir);
  if (hadOld) renameSync(outDir, backup);
  renameSync(tempDir, outDir);
  if (hadOld) removeInBackground(backup);
}

/**
 * Deletes a folder without making the build wait for it: a detached `rm -rf` finishes after blogctl exits.
 * If it is interrupted, the next build's recoverOutput() removes the leftover (its pid is gone).
 */
function removeInBackground(dir: string): void {
  if (!existsSync(dir)) return;
  if (process.platform === 'win32') {
    rmSync(dir, { recursive: true, force: true });
    return;
  }
  // Loaded here: node:child_process (with net, dgram) costs ~5 ms to load, and a patch build never spawns.
  const { spawn } = requireCjs('node:child_process') as typeof import('node:child_process');
  const child = spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' });
  child.on('error', () => rmSync(dir, { recursive: true, force: true }));
  child.unref();
}

/**
 * A file-system error met while writing the build (a full disk, a file the output cannot hold) as the
 * OUTPUT_WRITE error a build reports, with the path as it would be in the output folder; undefined for
 * anything else (a bug, which is thrown on).
 */
export function writeFailure(pending: PendingOutput, err: unknown): BlogctlError | undefined {
  const e = err as NodeJS.ErrnoException;
  if (!(err instanceof Error) || typeof e.code !== 'string' || !/^E[A-Z]+$/.test(e.code)) return undefined;
  const inTemp = typeof e.path === 'string' && e.path.startsWith(pending.tempDir + sep);
  const path = inTemp ? join(pending.outDir, relative(pending.tempDir, e.path!)) : (e.path ?? pending.outDir);
  return fail('OUTPUT_WRITE', { kind: 'file', syscall: e.syscall, path, errno: e.code }, undefined, err);
}

/** Drops the temp folder of a failed build. */
export function abortOutput(pending: PendingOutput): void {
  rmSync(pending.tempDir, { recursive: true, force: true });
}
