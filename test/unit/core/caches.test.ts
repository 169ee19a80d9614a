// The caches of a build session (src/core/caches.ts): which the site folder opens, what a run keeps whatever its
// outcome and what only when it is ok, and what the dev server's memory caches carry from run to run.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { MemoryCaches, SiteFolderCaches } from '../../../src/core/caches';
import type { RenderTarget } from '../../../src/core/render-target';
import { BuildSession } from '../../../src/core/session';
import { fail } from '../../../src/errors/blogctl-error';
import { MemorySink } from '../../../src/output/sink';
import { editSiteFile } from '../../helpers/site';
import { miniSite, post, removeMiniSites } from '../../helpers/mini-site';

after(removeMiniSites);

const POST = 'content/blog/2024-01-01-first.md';
const BROKEN = { [POST]: post({ title: '第一篇' }).replace('开头一段。', '[去](./missing.md)') };
const cacheFiles = (root: string) => readdirSync(join(root, '.blogctl', 'cache')).sort();

describe('SiteFolderCaches', () => {
  it('off: opens nothing and makes no folder', () => {
    const { root, config } = miniSite(BROKEN);
    const caches = new SiteFolderCaches(config, { enabled: false, searchIndex: true });
    // Only what the run was handed (none here): the snapshot's stamps and scans.
    assert.deepEqual(caches.site, { fileStamps: undefined, scans: undefined });
    assert.ok(!existsSync(join(root, '.blogctl')));
  });

  it('opens the search cache only for a run that builds the local index', () => {
    const { config } = miniSite(BROKEN);
    assert.ok(new SiteFolderCaches(config, { searchIndex: true }).site.search);
    assert.equal(new SiteFolderCaches(config, { searchIndex: false }).site.search, undefined);
    const hosted = miniSite(BROKEN, { search: { provider: 'algolia', appId: 'A', apiKey: 'k', indexName: 'i' } });
    assert.equal(new SiteFolderCaches(hosted.config, { searchIndex: true }).site.search, undefined);
  });

  it('a run with errors keeps the rendered Markdown only; an ok run keeps the link and structure records too', async () => {
    const { root, config } = miniSite(BROKEN);
    const failed = await new BuildSession({ config, caches: 'site', searchIndex: false }).analyze();
    assert.equal(failed.ok, false);
    assert.ok(cacheFiles(root).includes('markdown'), cacheFiles(root).join(', '));
    assert.ok(!cacheFiles(root).includes('links.json') && !cacheFiles(root).includes('structure.json'));
    editSiteFile(root, POST, (t) => t.replace('[去](./missing.md)', '开头一段。'));
    const ok = await new BuildSession({ config, caches: 'site', searchIndex: false }).analyze();
    assert.equal(ok.ok, true, JSON.stringify(ok.diagnostics));
    assert.ok(cacheFiles(root).includes('links.json') && cacheFiles(root).includes('structure.json'));
  });

  it('a run that fails after its analysis keeps the Markdown (saved at the analysis) and commits nothing else', async () => {
    const { root, config } = miniSite({ [POST]: post({ title: '第一篇' }) });
    const error = fail('OUTPUT_WRITE', { kind: 'folder', folder: '/nowhere', errno: 'EACCES' });
    const target: RenderTarget = {
      open: () => {
        throw error;
      },
      finish: () => {},
      abandon: (err) => err,
    };
    const run = await new BuildSession({ config, caches: 'site' }).render(target);
    assert.equal(run.error, error);
    const files = cacheFiles(root);
    assert.ok(files.includes('markdown'), files.join(', '));
    const committed = files.filter((f) => /^(links\.json|structure\.json|search\.bin|dates-.*|collation-.*)$/.test(f));
    assert.deepEqual(committed, []);
  });
});

describe('MemoryCaches', () => {
  it("each run's records are the next run's once its analysis is done", async () => {
    const { config } = miniSite({ [POST]: post({ title: '第一篇' }) });
    const caches = new MemoryCaches(config);
    await new BuildSession({ config, caches }).analyze();
    assert.ok(caches.site.links.checked > 0);
    await new BuildSession({ config, caches }).analyze();
    assert.equal(caches.site.links.checked, 0, 'nothing checked again');
  });

  it("under a new config: new caches, but the search index's state carries over", () => {
    const { config } = miniSite({ [POST]: post({ title: '第一篇' }) });
    const first = new MemoryCaches(config);
    const next = new MemoryCaches(config, first);
    assert.equal(next.site.search, first.site.search);
    assert.notEqual(next.site.markdown, first.site.markdown);
    assert.notEqual(next.site.links, first.site.links);
  });

  it("keep a run's theme bundles for the next, until the theme or the config changes", async () => {
    const { config } = miniSite({ [POST]: post({ title: '第一篇' }) });
    const caches = new MemoryCaches(config);
    const target: RenderTarget = { open: () => ({ sink: new MemorySink() }), finish() {}, abandon: (err) => err };
    const run = await new BuildSession({ config, caches }).render(target);
    assert.ok(run.bundles);
    assert.equal(caches.bundles, run.bundles);
    assert.equal(new MemoryCaches(config, caches).bundles, undefined, 'compiled under the old config');
    caches.themeChanged();
    assert.equal(caches.bundles, undefined);
  });
});
