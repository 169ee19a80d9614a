// A small site (the single-file index) keeps the words of its sentences in the search cache: a warm build
// segments only sentences it has not seen, keeps only the sentences it uses, and writes the same index as a
// cold build.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadConfig } from '../../src/config/load-config';
import { analyzeContent } from '../../src/core/analyze';
import { renderSearchIndex } from '../../src/render/search-index';
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

const sentencesOf = (cache: SearchCache) => new Set((cache.previous()?.single?.sentences ?? []).map(([s]) => s));

describe('search index of a small site, warm', () => {
  it('reuses the last build\'s sentence words, keeps only used sentences, and equals a cold build', async () => {
    const config = await loadConfig({ root: REPO });
    const graph = await analyzeContent(config);
    const cache = SearchCache.inMemory();
    const first = await countSegments(() => renderSearchIndex(graph, config, cache));
    assert.ok(first.result && first.result.files.length === 1, 'the shipped site has the single-file index');
    assert.ok(first.calls > 0);
    assert.ok(sentencesOf(cache).size > 0);

    // One post fewer: the pages no longer line up with the last build's, so the whole index is rebuilt.
    const fewer = { ...graph, posts: graph.posts.slice(1) };
    const warm = await countSegments(() => renderSearchIndex(fewer, config, cache));
    assert.equal(warm.calls, 0, 'every sentence was known from the last build');
    const cold = SearchCache.inMemory();
    const coldIndex = await renderSearchIndex(fewer, config, cold);
    assert.deepEqual(warm.result, coldIndex);
    assert.deepEqual(sentencesOf(cache), sentencesOf(cold), 'the removed post\'s own sentences are not kept');
  });
});
