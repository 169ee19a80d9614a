// Shared fixtures: the shipped site built once per test process, and a static server over a folder.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildResult } from '../../src/api/build';
import { serve, type ServeHandle } from '../../src/api/serve';

export const REPO = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');
export const fixtureSite = (name: string) => join(REPO, 'test', 'fixtures', 'sites', name);

let shipped: Promise<BuildResult> | undefined;

/** The shipped site built in memory (write: false), once per test file. */
export function buildShippedSite(): Promise<BuildResult> {
  return (shipped ??= build({ root: REPO, write: false }));
}

/** Builds a site into a fresh temp folder and serves it on a random loopback port. */
export async function buildAndServe(
  root: string = REPO,
): Promise<{ url: string; outDir: string; result: BuildResult; close: () => Promise<void> }> {
  const outDir = mkdtempSync(join(tmpdir(), 'blogctl-test-'));
  const result = await build({ root, outDir });
  if (!result.ok) throw new Error('fixture build failed: ' + JSON.stringify(result.diagnostics, null, 2));
  const handle: ServeHandle = await serve({ root, outDir, port: 0 });
  return {
    url: handle.url.replace(/\/$/, ''),
    outDir,
    result,
    close: async () => {
      await handle.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

export function fileText(result: BuildResult, path: string): string {
  const f = result.files?.find((x) => x.path === path);
  if (!f)
    throw new Error(
      `no output file ${path}; have ${result.files
        ?.slice(0, 20)
        .map((x) => x.path)
        .join(', ')}…`,
    );
  return f.text();
}

/** sha256 of every file under `dir`, by path relative to it: two builds compare as equal maps. */
export function fileDigests(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue;
    const file = join(e.parentPath, e.name);
    out.set(relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex'));
  }
  return out;
}

/** Edits a file of `site` in place; fails when the edit changes nothing (a test that edits nothing proves nothing). */
export function editSiteFile(site: string, file: string, fn: (text: string) => string): void {
  const path = join(site, file);
  const text = readFileSync(path, 'utf8');
  const next = fn(text);
  assert.notEqual(next, text, `the edit of ${file} changed nothing`);
  writeFileSync(path, next);
}

/** Builds `site` warm into build/ and cold (no cache) into cold/, asserts the two outputs are byte-identical and
 *  give the same diagnostics, and returns the warm build. */
export async function warmEqualsCold(site: string): Promise<BuildResult> {
  const warm = await build({ root: site });
  assert.ok(warm.ok, JSON.stringify(warm.diagnostics));
  const cold = await build({ root: site, outDir: 'cold', cache: false });
  assert.ok(cold.ok, JSON.stringify(cold.diagnostics));
  const a = fileDigests(join(site, 'build'));
  const b = fileDigests(join(site, 'cold'));
  assert.deepEqual([...a.keys()].sort(), [...b.keys()].sort());
  for (const [path, digest] of b) assert.equal(a.get(path), digest, `warm and cold differ: ${path}`);
  assert.deepEqual(
    warm.diagnostics.map((d) => [d.code, d.loc?.file, d.loc?.line, d.loc?.column]),
    cold.diagnostics.map((d) => [d.code, d.loc?.file, d.loc?.line, d.loc?.column]),
  );
  return warm;
}

/**
 * Waits until no file under `paths` (folders, walked whole, or files) was modified within the stat clock's tick
 * of now, so the next build may trust their stats and record a snapshot (a racy stat is never trusted, see racy()
 * in core/site-snapshot.ts). Not a timing assertion: it only makes the caches' precondition true.
 */
export async function settle(paths: string[]): Promise<void> {
  let newest = 0;
  let coarse = false;
  const note = (file: string) => {
    const st = statSync(file);
    newest = Math.max(newest, st.mtimeMs, st.ctimeMs);
    coarse ||= st.mtimeMs % 1000 === 0;
  };
  for (const path of paths) {
    if (!statSync(path).isDirectory()) note(path);
    else for (const e of readdirSync(path, { withFileTypes: true, recursive: true })) note(join(e.parentPath, e.name));
  }
  const wait = newest + (coarse ? 2100 : 80) - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
}
