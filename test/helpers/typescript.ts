// The TypeScript compilers a consumer of the package uses today: the repo's own (the current 5.x) and the
// current 7.x (what `npm i -D typescript` installs), installed once with npm into <tmpdir>/blogctl-typescript-<v>/
// and kept there for every later run and test file (a lock folder makes concurrent test processes wait).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO } from './site';

const run = promisify(execFile);

/** The versions the package's declarations are checked with. */
export const TYPESCRIPT_VERSIONS = [
  (JSON.parse(readFileSync(join(REPO, 'node_modules', 'typescript', 'package.json'), 'utf8')) as { version: string })
    .version,
  '7.0.2',
];

/** Path of the `tsc` script of TypeScript `version` (installed on first use). */
export async function tscOf(version: string): Promise<string> {
  const repo = join(REPO, 'node_modules', 'typescript');
  if ((JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { version: string }).version === version)
    return join(repo, 'bin', 'tsc');
  const dir = join(tmpdir(), `blogctl-typescript-${version}`);
  const tsc = join(dir, 'node_modules', 'typescript', 'bin', 'tsc');
  const lock = `${dir}.lock`;
  const started = Date.now();
  while (!existsSync(tsc)) {
    try {
      mkdirSync(lock);
    } catch {
      const held = statSync(lock, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > 5 * 60 * 1000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() - started > 5 * 60 * 1000) throw new Error(`gave up waiting for ${lock}`);
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      if (existsSync(tsc)) break;
      const work = `${dir}.tmp-${process.pid}`;
      rmSync(work, { recursive: true, force: true });
      mkdirSync(work, { recursive: true });
      writeFileSync(join(work, 'package.json'), '{ "private": true }\n');
      await run(
        'npm',
        ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', `typescript@${version}`],
        { cwd: work },
      );
      rmSync(dir, { recursive: true, force: true });
      renameSync(work, dir);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return tsc;
}
