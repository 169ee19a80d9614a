// The term-sharded search ranks round by round (chunk-ranking.ts: an engine per fetch round's chunks, kept between
// queries, each matched once per query, the hits merged each round) and answers exactly as the engine over all the
// fetched chunks assembled at once did: for random chunk arrival orders in rounds of random sizes, random queries
// and parameters on a generated index, after every round, the same first hits (chunk, rank key, repeated page) and
// the same response (hits, highlights, snippets, nbHits, pages); and again after the vocabulary grows.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { serializeIndex } from '../../../src/search/local-index';
import { pageRecords } from '../../../src/search/records';
import { readChunk } from '../../../src/search/packs';
import { shardIndex } from '../../../src/search/sharded-index';
import { ChunkEngines, QueryRanking } from '../../../src/shared/search/chunk-ranking';
import { SearchEngine } from '../../../src/shared/search/engine';
import { assemble, vocabName, type ChunkFile, type VocabFile } from '../../../src/shared/search/shards';
import { normalize } from '../../../src/shared/search/tokenize';
import type { SearchParams, SearchResponse } from '../../../src/shared/search/types';

let seed = 23;
const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
const ZH = [
  '演唱会现场的气氛非常热烈，凤凰传奇一开口，全场一起合唱。',
  '新买的机械键盘用的是线性轴，手感顺滑。',
  '集群升级的过程中遇到了兼容性问题。',
  '夜里在郊外拍到了彗星的尾巴。',
  '旅行的意义也许不在目的地。',
  '机械键盘的线性轴和段落轴。',
];
const EN = [
  'Docker images are smaller now.',
  'Kubernetes upgrades broke the ingress.',
  'The build finished.',
  'dockerfile and docker compose',
];
const H = ['背景', '总结', 'Docker 部署', '机械键盘', '凤凰传奇'];
const pages = Array.from({ length: 150 }, (_, i) => {
  const docs = i % 4 === 0;
  const sections = Array.from(
    { length: 1 + (i % 3) },
    (_, k) => `<h2 id="h${k}">${pick(H)}</h2><p>${pick(ZH)} ${pick(EN)}</p>`,
  ).join('');
  return {
    url: `/${docs ? 'docs' : 'blog'}/p${i}`,
    tag: docs ? 'docs-default-current' : 'default',
    lvl0: docs ? '文档' : '博客',
    title:
      i % 37 === 0
        ? '机械键盘'
        : `${pick(['聊聊', '关于'])}${pick(['凤凰传奇', '机械键盘', '彗星', 'Docker'])}（${i}）`,
    html: `<p>${pick(ZH)}</p>${sections}`,
  };
});
const full = serializeIndex(pages.flatMap((p) => pageRecords(p)));
const sharded = shardIndex(JSON.parse(JSON.stringify(full)), { chunkRecords: 6, top: 3 });
const raw = new Map(sharded.files.map((f) => [f.name, f.content]));
const files = new Map(
  sharded.files
    .filter((f) => typeof f.content === 'string')
    .map((f) => [f.name, JSON.parse(f.content as string) as unknown]),
);
const chunkOf = (c: number) => readChunk(sharded.manifest, (name) => raw.get(name), c);
const vocab = new Map<string, string[]>();
for (let i = 0; i < sharded.manifest.vocab; i++)
  for (const [letter, words] of Object.entries(files.get(vocabName(i)) as VocabFile)) vocab.set(letter, words);
const QUERIES = [
  '机械键盘',
  '机械键盘 线性轴',
  '凤凰传奇',
  '的',
  'docker',
  'dokcer',
  'kube',
  'docker 部署',
  '线性轴',
  '彗星 docker',
  '不存在',
];
const strip = (r: SearchResponse) => ({ ...r, processingTimeMS: 0 });

describe('chunk-by-chunk ranking', () => {
  it('answers as the engine over the assembled chunks, after each round of random arrival orders', () => {
    const chunks = sharded.manifest.chunks;
    assert.ok(chunks > 40, `chunks: ${chunks}`);
    const letters = [...vocab.keys()];
    let compared = 0;
    let withHits = 0;
    for (let round = 0; round < 16; round++) {
      // One page view: the fetched chunks and the engines grow over its queries; the vocabulary grows halfway
      // through, during a query.
      const arrival = Array.from({ length: chunks }, (_, i) => i).sort(() => rand() - 0.5);
      const engines = new ChunkEngines(sharded.manifest.language, normalize);
      const fetched = new Map<number, ChunkFile>();
      let known = new Map(letters.filter((_, i) => i % 2 === 0).map((l) => [l, vocab.get(l)!]));
      for (const [q, query] of QUERIES.entries()) {
        engines.useVocab(known);
        const params: SearchParams = {
          query,
          hitsPerPage: pick([3, 5, 10]),
          page: pick([0, 0, 1]),
          distinct: pick([undefined, 1, false]),
          attributesToSnippet: ['content:10', 'hierarchy.lvl1:8'],
        };
        if (rand() < 0.3)
          params.facetFilters = [pick(['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'])];
        const ranking = new QueryRanking(params);
        for (let r = 0; r < 3 && arrival.length; r++) {
          for (const c of arrival.splice(0, 1 + Math.floor(rand() * 6))) fetched.set(c, chunkOf(c));
          // Another query fetched the rest of the vocabulary while this one was fetching chunks.
          if (q === Math.floor(QUERIES.length / 2) && r === 1) engines.useVocab((known = vocab));
          const sorted = [...known.values()].flat().sort();
          engines.add(fetched);
          ranking.update(engines);
          const index = assemble(sharded.manifest.language, fetched, true);
          const want = new SearchEngine(index, { vocab: sorted, wordIds: index.wordIds }).ranked(params);
          const got = ranking.ranked();
          const where = `${query} ${JSON.stringify(params)} after ${fetched.size} chunks`;
          assert.deepEqual(
            got.chunks,
            want.order.map((rec) => index.recordChunks[rec]),
            where,
          );
          assert.deepEqual(got.keys, want.keys, where);
          assert.deepEqual(got.repeat, want.repeat, where);
          assert.deepEqual(strip(got.respond()), strip(want.respond()), where);
          compared++;
          if (want.order.length) withHits++;
        }
      }
    }
    assert.ok(compared > 400 && withHits > compared / 2, `states compared: ${compared}, with hits: ${withHits}`);
  });
});
