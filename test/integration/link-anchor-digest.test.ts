// The link check's cache compares the digest of a `#hash` link's target's heading ids (html-facts.ts anchorsOf,
// kept in the Markdown cache), so a warm build whose cached anchor links reach unchanged pages does not parse
// those pages' headings; a renamed heading still makes the link that targets it an error, and the name back
// makes it good again.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { loadConfig } from '../../src/config/load-config';
import { MarkdownCache, markdownCacheKey } from '../../src/content/markdown-cache';
import { SitePipeline } from '../../src/core/pipeline';
import { LinkCheckCache } from '../../src/routes/link-cache';
import { toolchainKey } from '../../src/util/toolchain-key';
import { editSiteFile, REPO } from '../helpers/site';

let site: string;
const POST = 'content/blog/2023-03-11-深圳出差的一周.md';
const OTHER = 'content/blog/2025-08-04-夏夜的livehouse.md';

const edit = (file: string, fn: (text: string) => string): void => editSiteFile(site, file, fn);

const missingAnchors = (diagnostics: { code: string; loc?: { file?: string } }[]) =>
  diagnostics.filter((d) => d.code === 'LINK_MISSING_ANCHOR').map((d) => d.loc?.file);

before(async () => {
  site = mkdtempSync(join(tmpdir(), 'blogctl-anchors-'));
  for (const f of ['blogctl.config.ts', 'content', 'static', 'theme'])
    cpSync(join(REPO, f), join(site, f), { recursive: true });
  // The post links a heading of the other one (its permalink as the shipped site has it).
  edit(POST, (t) => t + '\n\n另见[那晚的现场](/blog/夏夜的livehouse#三百人的场子)。\n');
  const cold = await build({ root: site });
  assert.ok(cold.ok, JSON.stringify(cold.diagnostics));
});
after(() => rmSync(site, { recursive: true, force: true }));

describe('anchor links checked against heading digests', () => {
  it("a cached anchor link does not parse its unchanged target's headings", async () => {
    const config = await loadConfig({ root: site });
    const cacheDir = join(site, '.blogctl', 'cache');
    const caches = {
      markdown: MarkdownCache.open(join(cacheDir, 'markdown'), markdownCacheKey(config)),
      links: LinkCheckCache.open(join(cacheDir, 'links.json'), toolchainKey()),
    };
    const analysis = await new SitePipeline(config, { caches }).analyze({ searchIndex: false });
    assert.deepEqual(missingAnchors(analysis.diagnostics), []);
    assert.equal(caches.links.checked, 0, 'every entry answered from the link cache');
    const other = analysis.graph.posts.find((p) => p.file === join(site, OTHER))!;
    assert.equal(
      typeof Object.getOwnPropertyDescriptor(other.content, 'headings')?.get,
      'function',
      "the target's headings were not parsed",
    );
  });

  it('a renamed target heading is a missing anchor in the unchanged post, and good again once renamed back', async () => {
    edit(OTHER, (t) => t.replace('## 三百人的场子', '## 五百人的场子'));
    const broken = await build({ root: site });
    assert.ok(!broken.ok);
    assert.deepEqual(missingAnchors(broken.diagnostics), [join(site, POST)]);
    edit(OTHER, (t) => t.replace('## 五百人的场子', '## 三百人的场子'));
    const good = await build({ root: site });
    assert.ok(good.ok, JSON.stringify(good.diagnostics));
    assert.deepEqual(missingAnchors(good.diagnostics), []);
  });
});
