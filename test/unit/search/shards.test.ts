// The term-sharded index answers exactly like the single-file one: for a set of queries (Chinese words and
// phrases, single characters, latin words, prefixes, typos, mixed, filtered, paged), the engine over the
// chunks the postings select gives the same response as the engine over the whole index; selective queries
// need only a few chunks.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { serializeIndex } from '../../../src/search/local-index';
import { pageRecords } from '../../../src/search/records';
import { shardIndex } from '../../../src/search/sharded-index';
import { SearchEngine } from '../../../src/shared/search/engine';
import { assemble, chunksFor, globalHits, wholeIsSmaller, decodeChunkSet, encodeChunkSet, postingsFileOf, postingsFilesFor, queryLookups, type ChunkFile, type PostingsFile } from '../../../src/shared/search/shards';
import type { SearchParams, SearchResponse } from '../../../src/shared/search/types';

// A deterministic site in the shape of the bench corpus: shared sentences (every term common) plus a few
// words and numbers that occur on one page only.
let state = 7;
const rand = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296);
const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
const ZH = ['演唱会现场的气氛非常热烈，凤凰传奇一开口，全场几万人一起跟着合唱。', '新买的机械键盘用的是线性轴，手感顺滑。', '集群升级的过程中遇到了一些兼容性问题，最后通过回滚配置解决。', '夜里在郊外拍到了彗星的尾巴。', '容器化之后部署变得简单多了。', '旅行的意义也许不在目的地。'];
const EN = ['The build finished in a few seconds once the cache was warm.', 'Docker images are now half their size with a multi-stage build.', 'Kubernetes upgrades broke the ingress twice.', 'Nothing here is novel.'];
const H = ['背景', '过程记录', '遇到的问题', '总结', 'Docker 部署', 'MariaDB 配置'];
const pages = Array.from({ length: 240 }, (_, i) => {
  const docs = i % 5 === 0;
  const sections = Array.from({ length: 2 + (i % 3) }, () => `<h2 id="h${i}">${pick(H)}</h2><p>${pick(ZH)}${pick(ZH)} ${pick(EN)}</p>`).join('');
  const unique = i === 117 ? '<p>独一无二的萤火虫观察记录 fireflyzone。</p>' : '';
  return { url: `/${docs ? 'docs' : 'blog'}/p${i}`, tag: docs ? 'docs-default-current' : 'default', lvl0: docs ? '文档' : '博客', title: `${pick(['聊聊', '记一次', '关于'])}${pick(['凤凰传奇', '机械键盘', '彗星', '集群'])}（${i}）`, html: `<p>${pick(ZH)}</p>${sections}${unique}` };
});
const full = serializeIndex(pages.flatMap((p) => pageRecords(p)));
const sharded = shardIndex(JSON.parse(JSON.stringify(full)), JSON.stringify(full), { chunkSize: 16 });
const files = new Map(sharded.files.map((f) => [f.name, JSON.parse(f.content)]));
const whole = new SearchEngine(JSON.parse(JSON.stringify(full)));

/** What the browser does: postings for the query's terms, then the chunks they select, then the engine. */
function shardedSearch(params: SearchParams): { res: SearchResponse; chunks: number[]; postings: number[] } {
  const m = sharded.manifest;
  const lookups = queryLookups(params.query, m);
  const postings = postingsFilesFor(lookups, m);
  const chunks = chunksFor(lookups, (term) => {
    const file = files.get(`p${postingsFileOf(term, m.postings)}.json`) as PostingsFile;
    return Object.hasOwn(file, term) ? file[term] : undefined;
  });
  const index = assemble(m, new Map(chunks.map((c) => [c, files.get(`c${c}.json`) as ChunkFile])));
  return { res: globalHits(new SearchEngine(index).search(params), index.recordIds), chunks, postings };
}
const comparable = (r: SearchResponse) => ({ ...r, processingTimeMS: 0 });

describe('term-sharded search index', () => {
  const queries = ['凤凰传奇', '演唱会', '会', '彗星 尾巴', '集群升级', '不存在的词', 'docker', 'dokcer', 'mari', 'kubernets', 'the', 'build 部署', 'MariaDB 配置', '117', '萤火虫', 'fireflyzone', 'firefly', '（3）', 'a', '   ', 'zzzz'];
  for (const query of queries) {
    it(`answers ${JSON.stringify(query)} like the single-file index`, () => {
      for (const params of [
        { query, hitsPerPage: 20 },
        { query, hitsPerPage: 7, page: 2, attributesToSnippet: ['content:10'] },
        { query, facetFilters: [['docusaurus_tag:default']] },
      ] as SearchParams[]) {
        assert.deepEqual(comparable(shardedSearch(params).res), comparable(whole.search(params)), JSON.stringify(params));
      }
    });
  }

  it('fetches only the chunks of a selective query, and the postings files of its terms only', () => {
    const { res, chunks, postings } = shardedSearch({ query: '萤火虫' });
    assert.ok(res.nbHits > 0);
    assert.equal(chunks.length, 1, `one chunk, got ${chunks}`);
    assert.ok(sharded.manifest.chunks > 20);
    assert.ok(postings.length <= 2 && sharded.manifest.postings > 2);
  });

  it('loads the whole index instead when a broad query would need more bytes of chunks', () => {
    assert.equal(wholeIsSmaller(sharded.manifest, shardedSearch({ query: '会' }).chunks.length), true);
    assert.equal(wholeIsSmaller(sharded.manifest, shardedSearch({ query: '萤火虫' }).chunks.length), false);
  });

  it('splits the records into chunks of the given size and keeps the vocabulary and sections', () => {
    const m = sharded.manifest;
    assert.equal(m.records, full.records.length);
    assert.equal(m.chunks, Math.ceil(full.records.length / 16));
    assert.deepEqual(m.sections, whole.sections());
    assert.ok(m.vocab.includes('docker') && m.vocab.includes('fireflyzone'));
    assert.deepEqual(shardIndex(JSON.parse(JSON.stringify(full)), JSON.stringify(full), { chunkSize: 16 }), sharded, 'deterministic');
    assert.deepEqual(files.get('all.json'), JSON.parse(JSON.stringify(full)), 'the whole index, for broad queries');
    assert.equal(m.whole.bytes, Buffer.byteLength(JSON.stringify(full)));
    assert.equal(m.chunkBytes, sharded.files.filter((f) => /^c\d+\.json$/.test(f.name)).reduce((n, f) => n + Buffer.byteLength(f.content), 0));
  });

  it('encodes chunk sets as delta lists or bitmaps, whichever is shorter', () => {
    for (const set of [[], [3], [0, 1, 2, 5, 9], Array.from({ length: 300 }, (_, i) => i * 2), Array.from({ length: 1000 }, (_, i) => i)]) {
      const enc = encodeChunkSet(set, 2000);
      assert.deepEqual(decodeChunkSet(enc), set);
    }
    assert.equal(typeof encodeChunkSet(Array.from({ length: 1000 }, (_, i) => i), 1000), 'string');
    assert.ok(Array.isArray(encodeChunkSet([4, 900], 1000)));
  });
});
