// The incremental link check (routes/link-cache.ts, check-links.ts): a second analysis re-checks only the entries
// whose links or whose links' anchor targets changed, re-checks everything when the set of routes changes, and
// always reports exactly what a check without the cache reports.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig, type ResolvedConfig } from '../../src/config/load-config';
import { SitePipeline } from '../../src/core/pipeline';
import type { SiteAnalysis } from '../../src/core/analyze';
import { LinkCheckCache } from '../../src/routes/link-cache';
import { editSiteFile, REPO } from '../helpers/site';

let site: string;
let config: ResolvedConfig;
const links = LinkCheckCache.inMemory();
const POST = 'content/blog/2023-03-11-深圳出差的一周.md';
const OTHER = 'content/blog/2025-08-04-夏夜的livehouse.md';

const linkDiagnostics = (a: SiteAnalysis) =>
  a.diagnostics
    .filter((d) => d.code.startsWith('LINK_') || d.code === 'IMAGE_MISSING')
    .map((d) => [d.code, d.loc?.file, d.loc?.line, d.loc?.column, d.text]);

/** Analyses with the cache and without it; asserts both report the same link problems; returns the cached run. */
async function analyzeBoth(): Promise<SiteAnalysis> {
  const warm = await new SitePipeline(config, { caches: { links } }).analyze({ searchIndex: false });
  links.advance();
  const cold = await new SitePipeline(config).analyze({ searchIndex: false });
  assert.deepEqual(linkDiagnostics(warm), linkDiagnostics(cold));
  return warm;
}

const edit = (file: string, fn: (text: string) => string): void => editSiteFile(site, file, fn);

before(async () => {
  site = mkdtempSync(join(tmpdir(), 'blogctl-links-'));
  for (const f of ['blogctl.config.ts', 'content', 'static', 'theme'])
    cpSync(join(REPO, f), join(site, f), { recursive: true });
  config = await loadConfig({ root: site });
});
after(() => rmSync(site, { recursive: true, force: true }));

describe('incremental link check', () => {
  let entries = 0;
  let otherPath = '';

  it('checks every entry once, then none while nothing changed', async () => {
    const first = await analyzeBoth();
    entries = first.graph.posts.length + first.graph.docs.length + first.graph.pages.length;
    otherPath = first.graph.posts.find((p) => p.file === join(site, OTHER))!.permalink;
    assert.equal(links.checked, entries);
    await analyzeBoth();
    assert.equal(links.checked, 0);
  });

  it('a body edit re-checks only the edited entry, and its new broken anchor is reported', async () => {
    edit(
      POST,
      (t) => t + `\n\n另见[那晚的现场](${otherPath}#三百人的场子)和[不存在的一节](${otherPath}#没有这一节)。\n`,
    );
    const a = await analyzeBoth();
    assert.equal(links.checked, 1);
    const missing = linkDiagnostics(a).filter((d) => d[0] === 'LINK_MISSING_ANCHOR');
    assert.equal(missing.length, 1);
    assert.equal(missing[0][1], join(site, POST));
  });

  it('a renamed heading re-checks the unchanged entries that link to it', async () => {
    edit(OTHER, (t) => t.replace('## 三百人的场子', '## 五百人的场子'));
    const a = await analyzeBoth();
    // The edited post, and the post whose anchor link pointed at the renamed heading.
    assert.equal(links.checked, 2);
    const missing = linkDiagnostics(a).filter((d) => d[0] === 'LINK_MISSING_ANCHOR');
    assert.equal(missing.length, 2, JSON.stringify(missing));
    assert.ok(missing.every((d) => d[1] === join(site, POST)));
  });

  it('a removed target page re-checks every entry and reports the now broken links', async () => {
    rmSync(join(site, OTHER));
    const a = await analyzeBoth();
    assert.equal(links.checked, entries - 1);
    assert.ok(linkDiagnostics(a).some((d) => d[0] === 'LINK_BROKEN' && d[1] === join(site, POST)));
  });
});
