// tableOfContents (Docusaurus's themeConfig.tableOfContents): the heading levels every page's table of contents
// lists, under a page's own toc_min/max_heading_level front matter; carried over by migrate.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import type { UserConfig } from '../../src/config/schema';
import type { TocItem } from '../../src/shared/page-props';

const root = mkdtempSync(join(tmpdir(), 'blogctl-toc-levels-'));
after(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'docs'), { recursive: true });
const HEADINGS = '## Two\n\nText.\n\n### Three\n\nText.\n\n#### Four\n\nText.\n';
writeFileSync(join(root, 'docs', 'intro.md'), `---\ntitle: Intro\n---\n\n${HEADINGS}`);
writeFileSync(join(root, 'docs', 'own.md'), `---\ntitle: Own\ntoc_max_heading_level: 3\n---\n\n${HEADINGS}`);

const config = (extra: Partial<UserConfig>): UserConfig => ({
  title: 'T',
  url: 'https://toc.example',
  blog: false,
  docs: { path: './docs' },
  ...extra,
});

/** The heading texts of a doc route's table of contents. */
async function tocOf(extra: Partial<UserConfig>, path: string): Promise<string[]> {
  const result = await build({ root, config: config(extra), write: false, cache: false });
  assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
  const route = result.table!.routes.find((r) => r.path === path)!;
  return (route.props as { toc: TocItem[] }).toc.map((i) => i.text);
}

describe('tableOfContents', () => {
  it('lists levels 2 and 3 by default', async () => {
    assert.deepEqual(await tocOf({}, '/docs/intro'), ['Two', 'Three']);
  });

  it('lists the configured levels, and a page keeps its own', async () => {
    const extra = { tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 } };
    assert.deepEqual(await tocOf(extra, '/docs/intro'), ['Two', 'Three', 'Four']);
    assert.deepEqual(await tocOf(extra, '/docs/own'), ['Two', 'Three']);
  });
});
