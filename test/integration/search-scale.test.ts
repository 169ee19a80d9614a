// Search at scale (issue 17) on a generated corpus (the bench generator, 600 posts + 30 docs, where every common
// word is on most pages): the term-sharded path shows the same top 10 hits as the engine over the single-file
// index for Chinese words, single characters, multi-word (AND), latin words, prefixes and typos, and a first
// query for a word on nearly every record downloads only a bounded number of bytes (deterministic: the files
// the query reads, raw and gzip -9, counted from the built files).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
// @ts-expect-error plain ESM helper without types
import { makeCorpus } from '../../bench/corpus.mjs';
import { loadConfig } from '../../src/config/load-config';
import { loadContent } from '../../src/content/graph';
import { serializeIndex } from '../../src/search/local-index';
import { collectPages, pageRecords } from '../../src/search/records';
import { readChunk } from '../../src/search/packs';
import { shardIndex, type ShardedIndex } from '../../src/search/sharded-index';
import { SearchEngine } from '../../src/shared/search/engine';
import { searchParams } from '../../src/shared/search/params';
import { ShardedSearch } from '../../src/shared/search/shard-search';
import { chunkRange } from '../../src/shared/search/shards';
import type { SearchParams } from '../../src/shared/search/types';

let root: string;
let engine: SearchEngine;
let sharded: ShardedIndex;
let files: Map<string, string | Uint8Array>;
let wholeBytes: number;

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'blogctl-search-scale-'));
  const site = makeCorpus({ posts: 600, docs: 30, out: join(root, 'site') });
  const config = await loadConfig({ root: site });
  const graph = await loadContent(config);
  const index = serializeIndex(
    collectPages(graph, config).flatMap((p) => pageRecords(p, config.locale.htmlLang)),
    config.locale.htmlLang,
  );
  const json = JSON.stringify(index);
  wholeBytes = Buffer.byteLength(json);
  engine = new SearchEngine(JSON.parse(json));
  sharded = shardIndex(JSON.parse(json));
  files = new Map(sharded.files.map((f) => [f.name, f.content]));
});
after(() => rmSync(root, { recursive: true, force: true }));

async function first(params: SearchParams) {
  const names: string[] = [];
  // A chunk's range is gzip already: its transfer is its length; raw, its JSON.
  let [chunkRaw, chunkGzip] = [0, 0];
  const search = new ShardedSearch(
    sharded.manifest,
    async (name) => {
      names.push(name);
      return JSON.parse(files.get(name) as string);
    },
    async (c) => {
      const r = chunkRange(sharded.manifest, c);
      const chunk = readChunk(sharded.manifest, (name) => files.get(name), c);
      chunkRaw += Buffer.byteLength(JSON.stringify(chunk));
      chunkGzip += r.end - r.start;
      return chunk;
    },
  );
  const res = await search.search(params);
  const bytes = names.reduce((n, f) => n + Buffer.byteLength(files.get(f)!), chunkRaw);
  const gzipped = names.reduce((n, f) => n + gzipSync(files.get(f)!, { level: 9 }).length, chunkGzip);
  return { res, bytes, gzipped, chunks: search.fetched().length };
}

const QUERIES = [
  '的',
  '凤凰传奇',
  '演唱会',
  '出差',
  '机械键盘 线性轴',
  '彗星 尾巴',
  'docker',
  'dokcer',
  'kube',
  'kubernetes 集群',
  '（123）',
  '年度总结',
  'linux ip',
  '不存在的词语',
];

describe('term-sharded search on a generated corpus', () => {
  it('is sharded', () => {
    assert.ok(wholeBytes > 512 * 1024, `${wholeBytes} bytes`);
    assert.ok(sharded.manifest.chunks > 600, `${sharded.manifest.chunks} chunks`);
  });

  for (const query of QUERIES) {
    it(`shows the single-file engine's top 10 for ${JSON.stringify(query)}`, async () => {
      for (const params of [
        { ...searchParams(query, { language: 'zh-CN', contextualSearch: true, screenWidth: 1280 }), hitsPerPage: 10 },
        { query, hitsPerPage: 10, page: 1 },
      ] as SearchParams[]) {
        const want = engine.search(params);
        const { res } = await first(params);
        assert.deepEqual(
          res.hits.map((h) => h.objectID),
          want.hits.map((h) => h.objectID),
          JSON.stringify(params),
        );
        assert.deepEqual(res.hits, want.hits);
        assert.equal(res.nbHits > 0, want.nbHits > 0);
      }
    });
  }

  it('downloads a bounded number of bytes for a first query, however common its word', async () => {
    for (const query of ['的', '凤凰传奇', '出差', '演唱会']) {
      const params = searchParams(query, { language: 'zh-CN', contextualSearch: true, screenWidth: 1280 });
      assert.ok(engine.search(params).nbHits > 300, `${query} is a broad query (${engine.search(params).nbHits} hits)`);
      const { bytes, gzipped, chunks } = await first(params);
      assert.ok(
        bytes < 300 * 1024 && gzipped < 100 * 1024,
        `${query}: ${bytes} bytes, ${gzipped} gzipped (${chunks} chunks) for the first query`,
      );
      assert.ok(bytes < wholeBytes / 10, `${query}: ${bytes} of ${wholeBytes} bytes`);
    }
  });
});
