// The local index in the build: written once, referenced from the page data, small, and neither it nor
// the modal and engine code are part of a post page's first-load JavaScript (they are lazy chunks).
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { SearchEngine } from '../../src/shared/search/engine';
import { buildShippedSite, fileText } from '../helpers/site';

describe('local search index in the build', () => {
  it('is written as assets/search/index.json and named in every page’s site data', async () => {
    const result = await buildShippedSite();
    const index = JSON.parse(fileText(result, 'assets/search/index.json'));
    const engine = new SearchEngine(index);
    assert.ok(engine.search({ query: '凤凰传奇' }).nbHits > 0);
    assert.ok(gzipSync(fileText(result, 'assets/search/index.json')).length < 150 * 1024);
    const html = fileText(result, 'blog/凤凰传奇演唱会一场全民合唱/index.html');
    assert.match(html, /"indexUrl":"\/assets\/search\/index.json"/);
  });

  it('keeps the modal, the engine and the index out of a post page’s first load', async () => {
    const result = await buildShippedSite();
    const html = fileText(result, 'blog/凤凰传奇演唱会一场全民合唱/index.html');
    const firstLoad = [...html.matchAll(/(?:src|href)="\/(assets\/js\/[^"]+\.js)"/g)].map((m) => m[1]);
    assert.ok(firstLoad.length >= 1);
    for (const js of firstLoad) {
      const code = fileText(result, js);
      assert.doesNotMatch(code, /search-modal__dropdown/, `${js} holds modal code`);
      assert.doesNotMatch(code, /Unsupported search index format/, `${js} holds the engine`);
    }
    const lazy = result.files!.filter((f) => f.path.startsWith('assets/js/') && !firstLoad.includes(f.path));
    assert.ok(
      lazy.some((f) => /search-modal__dropdown/.test(f.text())),
      'the modal is a lazy chunk',
    );
    assert.doesNotMatch(html, /<link[^>]+assets\/search\/index/, 'the index is not preloaded');
  });
});
