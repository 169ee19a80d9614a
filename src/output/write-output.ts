// Writing is atomic at the folder level: everything goes into a sibling temp folder, which replaces the
// output folder only after every stage succeeded. A failed or killed build leaves the old output as it was.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, mkdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { BlogctlError } from '../errors/blogctl-error';

export interface PendingOutput {
  /** The temp folder files are written into. */
  tempDir: string;
  outDir: string;
}

const tempName = (outDir: string) => join(dirname(outDir), `${basename(outDir)}.tmp-${process.pid}-${Date.now().toString(36)}`);
const backupName = (outDir: string) => join(dirname(outDir), `${basename(outDir)}.old-${process.pid}-${Date.now().toString(36)}`);

/** Restores a backup left by a build killed between the two renames of a swap, and removes stale temp folders. */
export function recoverOutput(outDir: string): void {
  const parent = dirname(outDir);
  if (!existsSync(parent)) return;
  const name = basename(outDir);
  const leftovers = readdirSync(parent).filter((f) => f.startsWith(`${name}.old-`) || f.startsWith(`${name}.tmp-`));
  for (const f of leftovers.sort()) {
    const full = join(parent, f);
    if (f.startsWith(`${name}.old-`) && !existsSync(outDir)) renameSync(full, outDir);
    else if (isStale(f)) removeInBackground(full);
  }
}

/** A temp or backup folder is stale when the process that made it is gone (or its name has no pid). */
function isStale(name: string): boolean {
  const pid = Number(/\.(?:tmp|old)-(\d+)-/.exec(name)?.[1]);
  if (!pid) return true;
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

export function beginOutput(outDir: string): PendingOutput {
  recoverOutput(outDir);
  const tempDir = tempName(outDir);
  try {
    mkdirSync(tempDir, { recursive: true });
  } catch (err) {
    throw new BlogctlError({ code: 'OUTPUT_WRITE', message: `The output folder ${dirname(outDir)} is not writable (${(err as NodeJS.ErrnoException).code}).`, hint: 'Check permissions, or pass --out-dir.', cause: err });
  }
  return { tempDir, outDir };
}

/** Swaps the finished temp folder in. The old output is renamed aside first and deleted last. */
export function commitOutput(pending: PendingOutput): void {
  const { tempDir, outDir } = pending;
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
  if (process.platform === 'win32') {
    rmSync(dir, { recursive: true, force: true });
    return;
  }
  const child = spawn('rm', ['-rf', dir], { detached: true, stdio: 'ignore' });
  child.on('error', () => rmSync(dir, { recursive: true, force: true }));
  child.unref();
}

/** Drops the temp folder of a failed build. */
export function abortOutput(pending: PendingOutput): void {
  rmSync(pending.tempDir, { recursive: true, force: true });
}
