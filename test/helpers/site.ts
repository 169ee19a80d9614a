// Shared fixtures: the shipped site built once per test process, and a static server over a folder.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
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
export async function buildAndServe(root: string = REPO): Promise<{ url: string; outDir: string; result: BuildResult; close: () => Promise<void> }> {
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
  if (!f) throw new Error(`no output file ${path}; have ${result.files?.slice(0, 20).map((x) => x.path).join(', ')}…`);
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
