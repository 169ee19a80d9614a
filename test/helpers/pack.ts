// The package as `npm pack` makes it, packed once per state of the sources and shared by every test file that
// installs it (node:test runs files in separate processes, at the same time): the tarball is kept in
// <tmpdir>/blogctl-pack-<hash of the packed sources>/, built by whichever process takes the lock first.
// Packed from a copy of the package's files without dist/: prepack must compile dist/ (and the declarations) into
// the tarball, and the repo's own dist/, which other test files run concurrently, is never rewritten under them.
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { hashOf } from '../../src/util/hash';
import { REPO } from './site';

const run = promisify(execFile);
const LOCK_STALE_MS = 10 * 60 * 1000;
const WAIT_LIMIT_MS = 5 * 60 * 1000;

/** What the package is built from and publishes (package.json `files`), without dist/ (prepack makes it). */
function packedEntries(): string[] {
  const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { files: string[] };
  const entries = [
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'tsconfig.build.json',
    'src',
    'scripts',
    ...pkg.files.map((f) => f.replace(/\/$/, '')),
  ].filter((e) => e !== 'dist' && existsSync(join(REPO, e)));
  // Without what a listed folder already copies (src/client inside src).
  return [...new Set(entries)].filter((e) => !entries.some((o) => o !== e && e.startsWith(`${o}/`)));
}

function sourceHash(entries: string[]): string {
  const parts: string[] = [];
  for (const entry of entries) {
    const path = join(REPO, entry);
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, withFileTypes: true })
          .filter((d) => d.isFile())
          .map((d) => join(d.parentPath, d.name))
          .sort()
      : [path];
    for (const f of files) parts.push(f, readFileSync(f, 'utf8'));
  }
  return hashOf(...parts).slice(0, 16);
}

async function pack(dir: string, entries: string[]): Promise<void> {
  const work = `${dir}.tmp-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  const source = join(work, 'source');
  mkdirSync(source, { recursive: true });
  for (const entry of entries) cpSync(join(REPO, entry), join(source, entry), { recursive: true });
  symlinkSync(join(REPO, 'node_modules'), join(source, 'node_modules'));
  const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', work], {
    cwd: source,
    maxBuffer: 16 * 1024 * 1024,
  });
  const name = stdout.trim().split('\n').pop()!;
  rmSync(source, { recursive: true, force: true });
  if (!existsSync(join(work, name))) throw new Error(`npm pack wrote no ${name}`);
  renameSync(work, dir);
}

/** Tarballs of earlier sources, untouched for a day, are removed (each state of the sources packs anew). */
function removeOldPacks(keep: string): void {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (!/^blogctl-pack-[0-9a-f]+$/.test(name) || path === keep) continue;
    const st = statSync(path, { throwIfNoEntry: false });
    if (st && Date.now() - st.mtimeMs > 24 * 60 * 60 * 1000) rmSync(path, { recursive: true, force: true });
  }
}

let packed: Promise<string> | undefined;

/** Absolute path of the tarball of the current sources (packed now, or by another test process). */
export function packedTarball(): Promise<string> {
  return (packed ??= (async () => {
    const entries = packedEntries();
    const dir = join(tmpdir(), `blogctl-pack-${sourceHash(entries)}`);
    const lock = `${dir}.lock`;
    removeOldPacks(dir);
    const found = () => (existsSync(dir) ? readdirSync(dir).find((f) => f.endsWith('.tgz')) : undefined);
    const started = Date.now();
    for (;;) {
      const tgz = found();
      if (tgz) return join(dir, tgz);
      try {
        mkdirSync(lock);
      } catch {
        // Another process packs: wait for it, or take over a lock left by a process that died.
        const held = statSync(lock, { throwIfNoEntry: false });
        if (held && Date.now() - held.mtimeMs > LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
        if (Date.now() - started > WAIT_LIMIT_MS) throw new Error(`gave up waiting for ${lock}`);
        await new Promise((r) => setTimeout(r, 500));
        continue;
      }
      try {
        if (!found()) await pack(dir, entries);
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    }
  })());
}
