// A small site written to a temp folder from a { path: text } map, with its resolved config: for unit tests
// of the content graph and the route table that run the real stages on real files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import assert from 'node:assert/strict';
import { build, type BuildResult } from '../../src/api/build';
import { resolveConfig } from '../../src/config/resolve-config';
import type { ResolvedConfig } from '../../src/config/load-config';

const made: string[] = [];

export function miniSite(
  files: Record<string, string>,
  config: Record<string, unknown> = {},
): { root: string; config: ResolvedConfig } {
  const root = mkdtempSync(join(tmpdir(), 'blogctl-mini-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return { root, config: resolveConfig({ title: '测试站', url: 'https://example.com', ...config }, { root }) };
}

/** A mini site built in memory, uncached, with `config` over a title and url; an error fails the test. */
export async function buildMiniSite(
  files: Record<string, string>,
  config: Record<string, unknown>,
): Promise<BuildResult> {
  const result = await build({
    root: miniSite(files).root,
    config: { title: '测试站', url: 'https://example.com', ...config },
    write: false,
    cache: false,
  });
  assert.equal(result.ok, true, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
  return result;
}

export function removeMiniSites(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A post's text: front matter fields, a paragraph, the truncate marker and a second paragraph. */
export function post(fields: Record<string, string> = {}): string {
  const fm = Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  return `---\n${fm}\n---\n\n开头一段。\n\n<!-- truncate -->\n\n后面一段。\n`;
}
