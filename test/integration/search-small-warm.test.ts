// A small site (the single-file index) keeps each page's part of the index in the search cache (its strings,
// their words and its rows): a warm build makes only the changed pages' parts, reads no other page's HTML,
// keeps only the parts of the pages it still has, and writes the same index as a cold build.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../../src/config/load-config';
import { analyzeContent } from '../../src/core/analyze';
import type { ContentGraph, Post } from '../../src/content/types';
import { renderSearchIndex } from '../../src/render/search-index';
import { collectPages, pageRecords } from '../../src/search/records';
import { serializeIndex } from '../../src/search/local-index';
import { SearchCache } from '../../src/search/search-cache';
import { REPO } from '../helpers/site';

/** Counts Intl.Segmenter#segment calls made while `run` runs. */
async function countSegments<T>(run: () => Promise<T>): Promise<{ result: T; calls: number }> {
  const proto = Intl.Segmenter.prototype;
  const original = proto.segment;
  let calls = 0;
  proto.segment = function (this: Intl.Segmenter, input: string) {
    calls++;
    return original.call(this, input);
  };
  try {
    return { result: await run(), calls };
  } finally {
    proto.segment = original;
  }
}

const partsOf = (cache: SearchCache) => cache.previous()?.single?.parts;

/** The graph with every post's HTML read through a getter that records the post's title in `reads`. */
function countingReads(graph: ContentGraph, reads: Set<string>): ContentGraph {
  const counted = (p: Post): Post => {
    const content = p.content;
    return {
      ...p,
      content: {
        ...content,
        get html() {
          reads.add(p.title);
          return content.html;
        },
      },
    };
  };
  return { ...graph, posts: graph.posts.map(counted) };
}

describe('search index of a small site, warm', () => {
  it("reuses the last build's parts, keeps only the pages it has, and equals a cold build", async () => {
    const config = await loadConfig({ root: REPO });
    const graph = await analyzeContent(config);
    const cache = SearchCache.inMemory();
    const first = await countSegments(() => renderSearchIndex(graph, config, { cache: cache }));
    assert.ok(first.result && first.result.files.length === 1, 'the shipped site has the single-file index');
    assert.ok(first.calls > 0);
    assert.equal(partsOf(cache)?.length, collectPages(graph, config).length, 'one part per page');

    // One post fewer: every remaining page is found by its key, nothing is segmented again.
    const fewer = { ...graph, posts: graph.posts.slice(1) };
    const warm = await countSegments(() => renderSearchIndex(fewer, config, { cache: cache }));
    assert.equal(warm.calls, 0, 'every page was known from the last build');
    const cold = SearchCache.inMemory();
    const coldIndex = await renderSearchIndex(fewer, config, { cache: cold });
    assert.deepEqual(warm.result, coldIndex);
    assert.deepEqual(partsOf(cache), partsOf(cold), "the removed post's part is not kept");
  });

  it("after one post's edit reads only that post's HTML and writes the index of a cold build", async () => {
    const config = await loadConfig({ root: REPO });
    const graph = await analyzeContent(config);
    const cache = SearchCache.inMemory();
    await renderSearchIndex(graph, config, { cache: cache });

    const edited = graph.posts[3];
    const content = {
      ...edited.content,
      html: `${edited.content.html}<p>补记：这次又去了一趟，写下新的一段。</p>`,
      hash: `${edited.content.hash}-edited`,
    };
    const next = { ...graph, posts: graph.posts.map((p) => (p === edited ? { ...p, content } : p)) };
    const reads = new Set<string>();
    const warm = await renderSearchIndex(countingReads(next, reads), config, { cache: cache });
    assert.deepEqual([...reads], [edited.title], "only the edited post's HTML is read");

    const cold = SearchCache.inMemory();
    const coldIndex = await renderSearchIndex(next, config, { cache: cold });
    assert.deepEqual(warm, coldIndex, 'the same files as a cold build');
    assert.ok(warm?.content.includes('这次又去了一趟'));
    assert.deepEqual(partsOf(cache), partsOf(cold));
    // Both equal the index's definition from the records (serializeIndex).
    const records = collectPages(next, config).flatMap((p) => pageRecords(p, config.locale.htmlLang));
    assert.equal(warm?.content, JSON.stringify(serializeIndex(records, config.locale.htmlLang)));
  });
});
