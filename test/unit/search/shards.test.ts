// The term-sharded index answers exactly like the single-file one: for a set of queries (Chinese words and
// phrases, single characters, latin words, prefixes, typos, mixed, filtered, paged), the engine over the
// chunks the postings select gives the same response as the engine over the whole index; selective queries
// need only a few chunks.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { serializeIndex } from '../../../src/search/local-index';
import { pageRecords } from '../../../src/search/records';
import { readChunk } from '../../../src/search/packs';
import { shardIndex } from '../../../src/search/sharded-index';
import { SearchEngine } from '../../../src/shared/search/engine';
import { ShardedSearch } from '../../../src/shared/search/shard-search';
import {
  chunkRange,
  decodeEntries,
  decodeSizes,
  encodeEntries,
  encodeSizes,
  shardFileNames,
  type ChunkFile,
} from '../../../src/shared/search/shards';
import type { SearchParams, SearchResponse } from '../../../src/shared/search/types';

// A deterministic site in the shape of the bench corpus: shared sentences (every term common) plus a few
// words and numbers that occur on one page only.
let state = 7;
const rand = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 4294967296;
const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
const ZH = [
  '演唱会现场的气氛非常热烈，凤凰传奇一开口，全场几万人一起跟着合唱。',
  '新买的机械键盘用的是线性轴，手感顺滑。',
  '集群升级的过程中遇到了一些兼容性问题，最后通过回滚配置解决。',
  '夜里在郊外拍到了彗星的尾巴。',
  '容器化之后部署变得简单多了。',
  '旅行的意义也许不在目的地。',
];
const EN = [
  'The build finished in a few seconds once the cache was warm.',
  'Docker images are now half their size with a multi-stage build.',
  'Kubernetes upgrades broke the ingress twice.',
  'Nothing here is novel.',
];
const H = ['背景', '过程记录', '遇到的问题', '总结', 'Docker 部署', 'MariaDB 配置'];
const pages = Array.from({ length: 240 }, (_, i) => {
  const docs = i % 5 === 0;
  const sections = Array.from(
    { length: 2 + (i % 3) },
    () => `<h2 id="h${i}">${pick(H)}</h2><p>${pick(ZH)}${pick(ZH)} ${pick(EN)}</p>`,
  ).join('');
  const unique = i === 117 ? '<p>独一无二的萤火虫观察记录 fireflyzone。</p>' : '';
  return {
    url: `/${docs ? 'docs' : 'blog'}/p${i}`,
    tag: docs ? 'docs-default-current' : 'default',
    lvl0: docs ? '文档' : '博客',
    title: `${pick(['聊聊', '记一次', '关于'])}${pick(['凤凰传奇', '机械键盘', '彗星', '集群'])}（${i}）`,
    html: `<p>${pick(ZH)}</p>${sections}${unique}`,
  };
});
const full = serializeIndex(pages.flatMap((p) => pageRecords(p)));
const sharded = shardIndex(JSON.parse(JSON.stringify(full)), { chunkRecords: 16, top: 4 });
const files = new Map(sharded.files.map((f) => [f.name, f.content]));
const whole = new SearchEngine(JSON.parse(JSON.stringify(full)));

/** What the browser does, from a fresh page view: the files a query fetches and its response. */
async function shardedSearch(
  params: SearchParams,
): Promise<{ res: SearchResponse; chunks: number[]; names: string[]; bytes: number }> {
  const names: string[] = [];
  let chunkBytes = 0;
  const search = new ShardedSearch(
    sharded.manifest,
    async (name) => {
      names.push(name);
      return JSON.parse(files.get(name) as string);
    },
    async (c) => {
      const r = chunkRange(sharded.manifest, c);
      chunkBytes += r.end - r.start;
      return readChunk(sharded.manifest, (name) => files.get(name), c);
    },
  );
  const res = await search.search(params);
  return {
    res,
    chunks: search.fetched(),
    names,
    bytes: names.reduce((n, f) => n + Buffer.byteLength(files.get(f)!), chunkBytes),
  };
}
const comparable = (r: SearchResponse) => ({ ...r, processingTimeMS: 0 });

describe('term-sharded search index', () => {
  const queries = [
    '凤凰传奇',
    '演唱会',
    '会',
    '彗星 尾巴',
    '集群升级',
    '不存在的词',
    'docker',
    'dokcer',
    'mari',
    'kubernets',
    'the',
    'build 部署',
    'MariaDB 配置',
    '117',
    '萤火虫',
    'fireflyzone',
    'firefly',
    '（3）',
    'a',
    '   ',
    'zzzz',
    '聊聊凤凰传奇（12）',
  ];
  for (const query of queries) {
    it(`answers ${JSON.stringify(query)} with the single-file index's hits`, async () => {
      for (const params of [
        { query, hitsPerPage: 20 },
        { query, hitsPerPage: 7, page: 2, attributesToSnippet: ['content:10'] },
        { query, facetFilters: [['docusaurus_tag:default']] },
      ] as SearchParams[]) {
        const { res, chunks } = await shardedSearch(params);
        const want = whole.search(params);
        assert.deepEqual(res.hits, want.hits, JSON.stringify(params));
        if (chunks.length === sharded.manifest.chunks || want.nbHits <= res.hits.length)
          assert.deepEqual(comparable(res), comparable(want), JSON.stringify(params));
        else
          assert.ok(
            res.nbHits >= res.hits.length && res.nbHits > 0 === want.nbHits > 0,
            `nbHits ${res.nbHits} (exact: ${want.nbHits})`,
          );
      }
    });
  }

  it('fetches only the chunks of a selective query (exact response), and the postings files of its terms only', async () => {
    const { res, chunks, names } = await shardedSearch({ query: '萤火虫', hitsPerPage: 20 });
    assert.deepEqual(comparable(res), comparable(whole.search({ query: '萤火虫', hitsPerPage: 20 })));
    assert.ok(res.nbHits > 0);
    assert.equal(chunks.length, 1, `one chunk, got ${chunks}`);
    assert.ok(sharded.manifest.chunks > 20);
    assert.ok(names.filter((n) => /^p\d+/.test(n)).length <= 3 && sharded.manifest.postings >= 1, names.join());
  });

  it('fetches only the best chunks of a broad query, however many records hold its word', async () => {
    for (const query of ['会', '的', 'the', '凤凰传奇']) {
      const want = whole.search({ query, hitsPerPage: 10 });
      assert.ok(want.nbHits > 200, `${query}: broad (${want.nbHits} hits)`);
      const { res, chunks } = await shardedSearch({ query, hitsPerPage: 10 });
      assert.deepEqual(res.hits, want.hits);
      assert.ok(
        chunks.length <= sharded.manifest.chunks / 4,
        `${query}: ${chunks.length} of ${sharded.manifest.chunks} chunks`,
      );
    }
  });

  it('splits the records into chunks of whole pages and keeps the sections', () => {
    const m = sharded.manifest;
    assert.equal(m.records, full.records.length);
    const chunkFiles = Array.from({ length: m.chunks }, (_, c) => readChunk(m, (name) => files.get(name), c));
    assert.equal(sharded.files.filter((f) => /^k\d+\.bin$/.test(f.name)).length, Math.ceil(m.chunks / m.pack));
    assert.equal(
      chunkFiles.reduce((n, c) => n + c.r.length, 0),
      full.records.length,
    );
    // Every record in order, in its page, with its texts (chunk-local ids resolved).
    const text = (c: ChunkFile, id: number) => (id < 0 ? null : c.t[id]);
    const fullText = (id: number) => (id < 0 ? null : full.strings[id]);
    const rows = chunkFiles.flatMap((c) =>
      c.r.map((r) => [c.p[r[0] as number][0], r[1], r[2], ...(r.slice(3) as number[]).map((id) => text(c, id))]),
    );
    assert.deepEqual(
      rows,
      full.records.map((r) => [full.pages[r[0] as number][0], r[1], r[2], ...(r.slice(3) as number[]).map(fullText)]),
    );
    for (let i = 1; i < chunkFiles.length; i++)
      assert.notEqual(chunkFiles[i].p[0][0], chunkFiles[i - 1].p.at(-1)![0], 'a page is never split between chunks');
    assert.deepEqual(m.sections, whole.sections());
    assert.deepEqual(sharded.files.map((f) => f.name).sort(), shardFileNames(m).sort());
    assert.deepEqual(
      shardIndex(JSON.parse(JSON.stringify(full)), { chunkRecords: 16, top: 4 }),
      sharded,
      'deterministic',
    );
  });

  it("encodes the chunks' member lengths compactly and exactly, however far apart", () => {
    for (const sizes of [[], [20], [1063, 3378, 1063 + 4031, 1063 + 4032, 2 ** 29, 1, 64, 63]]) {
      const enc = encodeSizes(sizes);
      assert.match(enc.sizes, /^[A-Za-z0-9_-]*$/);
      assert.deepEqual(decodeSizes(enc), sizes);
    }
    const alike = Array.from({ length: 1000 }, (_, i) => 1000 + ((i * 7919) % 3000));
    assert.equal(encodeSizes(alike).sizes.length, 2000, 'two digits each when within 4,032 of the smallest');
    assert.throws(() => decodeSizes({ sizeMin: 0, sizes: 'A*' }), /bad chunk sizes/);
  });

  it('encodes ranked postings as groups of one code', () => {
    const entries: [number, number][] = [
      [3, 20],
      [9, 20],
      [10, 20],
      [1, 33],
      [2, 140],
      [7, 140],
    ];
    const enc = encodeEntries(entries);
    assert.deepEqual(enc, [20, 3, 3, 6, 1, 33, 1, 1, 140, 2, 2, 5]);
    assert.deepEqual(decodeEntries(enc), entries);
    assert.deepEqual(decodeEntries([6, ...enc], 1), entries);
  });
});
