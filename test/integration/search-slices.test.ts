// The local search index is built beside the later stages and the render: renderSearchIndex pauses between
// pages (the build's pause lets the event loop serve the render workers), and its output does not depend on
// where it paused. The site data names the index's URL before the index exists.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../../src/config/load-config';
import { analyzeContent, analyzeSite } from '../../src/core/analyze';
import { renderSearchIndex, searchIndexUrl } from '../../src/render/search-index';
import { collectPages } from '../../src/search/records';
import { REPO } from '../helpers/site';

describe('search index beside the render', () => {
  it('pauses once per page and builds the same index with or without pauses', async () => {
    const config = await loadConfig({ root: REPO });
    const graph = await analyzeContent(config);
    let pauses = 0;
    const paused = await renderSearchIndex(graph, config, {
      pause: () => {
        pauses++;
        return new Promise<void>((resolve) => setImmediate(resolve));
      },
    });
    assert.equal(pauses, collectPages(graph, config).length);
    assert.ok(pauses > 10);
    assert.deepEqual(paused, await renderSearchIndex(graph, config));
  });

  it('gives the site data its URL while the index is still being built', async () => {
    const config = await loadConfig({ root: REPO });
    const analysis = await analyzeSite(config);
    assert.equal(analysis.site.search.indexUrl, searchIndexUrl(config));
    const index = await analysis.searchIndex;
    assert.equal(index?.url, searchIndexUrl(config));
    assert.ok(index && index.records > 0);
  });
});
