// The query path's shortcuts answer exactly as the work they replace: term lookups made on first use match the
// full term map the engine used to build at load (CJK unigrams and bigrams, latin words, vocabulary, segmenter
// words); segmenter words assembled on demand match the merged ones; the term-sharded search shapes hits
// (highlights, snippets) once, for its final answer, and computes a chunk's bound once per state of the postings;
// it reads the rest of the postings of one term per Chinese word when unlisted chunks block.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { serializeIndex } from '../../../src/search/local-index';
import { pageRecords } from '../../../src/search/records';
import { shardIndex } from '../../../src/search/sharded-index';
import { ChunkBounds } from '../../../src/shared/search/chunk-bounds';
import { ChunkCodes } from '../../../src/shared/search/chunk-codes';
import { SearchEngine } from '../../../src/shared/search/engine';
import { ShardedSearch } from '../../../src/shared/search/shard-search';
import { assemble, type ChunkFile } from '../../../src/shared/search/shards';
import { readChunk } from '../../../src/search/packs';
import { TermLookup } from '../../../src/shared/search/term-lookup';
import { cjkGrams, latinWords, normalize, queryTerms } from '../../../src/shared/search/tokenize';
import type { SearchParams } from '../../../src/shared/search/types';

const TEXTS = [
  '新买的机械键盘用的是线性轴，手感顺滑。',
  '机械，键盘',
  '机械键盘 线性轴',
  'Docker部署和Kubernetes集群',
  'ＤＯＣＫＥＲ 镜像',
  '（4321）',
  'docker docker dockerfile',
  'ひらがなとカタカナ',
  '한국어 문장',
  '演唱会现场的气氛',
  '演唱',
  'k8s集群升级',
  'MariaDB 配置',
  'mariadb',
  '',
  '的的的',
  '凤凰传奇一开口',
  'The build finished',
  'builds built buil',
];

/** The term map the engine built at load before: every CJK unigram and bigram and latin word → string ids. */
function fullTermMap(norm: string[]) {
  const grams = new Map<string, number[]>();
  const latin = new Set<string>();
  norm.forEach((text, sid) => {
    const terms = new Set(cjkGrams(text));
    for (const w of latinWords(text)) {
      terms.add(w);
      latin.add(w);
    }
    for (const t of terms) grams.set(t, [...(grams.get(t) ?? []), sid]);
  });
  return { grams, vocab: [...latin].sort() };
}

/** The strings a CJK word matched before: those of its rarest bigram (or its character) that contain it. */
function cjkBefore(grams: Map<string, number[]>, norm: string[], term: string): number[] {
  const chars = [...term];
  const keys = chars.length === 1 ? chars : chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
  let rarest: number[] | undefined;
  for (const k of keys) {
    const list = grams.get(k);
    if (!list) return [];
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  return rarest!.filter((sid) => chars.length <= 2 || norm[sid].includes(term));
}

describe('query path', () => {
  it('looks up CJK words, latin words and the vocabulary as the full term map did', () => {
    const norm = TEXTS.map(normalize);
    const { grams, vocab } = fullTermMap(norm);
    const terms = new TermLookup(norm, {});
    const cjkWords = [
      '机械键盘',
      '线性轴',
      '键盘',
      '械键',
      '的',
      '演唱会',
      '演唱',
      '凤凰传奇一',
      '机械，',
      'ひらがな',
      '한국어',
      '集群升级',
      '不存在',
    ];
    for (const [key] of grams)
      if (!/^[\p{L}\p{N}]+$/u.test(key) || /[\u3400-\u9fff\u3040-\u30ff\uac00-\ud7af]/.test(key)) cjkWords.push(key);
    for (const w of cjkWords) {
      if (!/^[\u3400-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]+$/.test(w)) continue; // a query's CJK word is all CJK
      assert.deepEqual(terms.cjkText(w) ?? [], cjkBefore(grams, norm, w), w);
    }
    for (const w of [...vocab, 'dock', 'nothing', '4321', 'k8s']) assert.deepEqual(terms.latinWord(w), grams.get(w), w);
    assert.deepEqual(terms.vocab(), vocab);
    assert.deepEqual(
      terms.bucket('d', 6),
      vocab.filter((w) => w[0] === 'd' && w.length === 6),
    );
    assert.deepEqual(new TermLookup(norm, {}, ['b', 'c']).vocab(), ['b', 'c'], 'a given vocabulary is used as is');
  });

  it('reads segmenter words from the index or from a lookup function alike', () => {
    const words = { 机械键盘: [0, 2, 5], 线性轴: [0] };
    const lookup = new TermLookup(TEXTS.map(normalize), words);
    assert.deepEqual(lookup.segmenterWord('机械键盘'), new Set([0, 2, 7]));
    assert.equal(lookup.segmenterWord('constructor'), undefined, 'only the index’s own words');
    const viaFunction = new TermLookup(TEXTS.map(normalize), (w) => (w === '线性轴' ? new Set([0]) : undefined));
    assert.deepEqual(viaFunction.segmenterWord('线性轴'), lookup.segmenterWord('线性轴'));
    assert.equal(viaFunction.segmenterWord('机械'), undefined);
  });

  // A site whose pages share words across chunks, for the assembled forms and the sharded search.
  let seed = 11;
  const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296;
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
  const ZH = [
    '新买的机械键盘用的是线性轴，手感顺滑。',
    '演唱会现场的气氛非常热烈，凤凰传奇一开口。',
    '集群升级的过程中遇到了兼容性问题。',
    '机械键盘的线性轴和段落轴。',
    '旅行的意义。',
  ];
  const EN = ['Docker images are smaller now.', 'Kubernetes upgrades broke the ingress.', 'The build finished.'];
  const pages = Array.from({ length: 120 }, (_, i) => ({
    url: `/blog/p${i}`,
    tag: 'default',
    lvl0: '博客',
    title: `${pick(['聊聊', '关于'])}${pick(['机械键盘', '线性轴', '凤凰传奇', 'Docker'])}（${i}）`,
    html: `<p>${pick(ZH)}</p><h2 id="a">${pick(['背景', '总结', 'Docker 部署'])}</h2><p>${pick(ZH)} ${pick(EN)}</p>`,
  }));
  const full = serializeIndex(pages.flatMap((p) => pageRecords(p)));
  const sharded = shardIndex(JSON.parse(JSON.stringify(full)), { chunkRecords: 8, top: 3 });
  const raw = new Map(sharded.files.map((f) => [f.name, f.content]));
  const files = new Map(
    sharded.files.flatMap((f) =>
      typeof f.content === 'string' ? [[f.name, JSON.parse(f.content) as unknown] as const] : [],
    ),
  );
  const chunkOf = (c: number) => readChunk(sharded.manifest, (name) => raw.get(name), c);
  const QUERIES = ['机械键盘 线性轴', '凤凰传奇', '的', 'docker', 'dokcer', 'kube', '线性轴', '键盘 docker'];

  it('assembles segmenter words on demand as the merged ones', () => {
    const chunks = new Map<number, ChunkFile>();
    for (const c of [0, 3, 4, 9, 10, 15]) chunks.set(c, chunkOf(c));
    const merged = assemble('zh-CN', chunks);
    const lazy = assemble('zh-CN', chunks, true);
    assert.equal(Object.keys(lazy.words).length, 0);
    assert.deepEqual(
      { ...lazy, words: merged.words, wordIds: null },
      { ...merged, wordIds: null },
      'the same strings, pages and records',
    );
    const decoded = new TermLookup(merged.strings.map(normalize), merged.words);
    for (const w of [...Object.keys(merged.words), '不存在'])
      assert.deepEqual(lazy.wordIds(w), decoded.segmenterWord(w), w);
    const a = new SearchEngine(merged);
    const b = new SearchEngine(lazy, { wordIds: lazy.wordIds });
    for (const query of QUERIES) {
      const p: SearchParams = { query, hitsPerPage: 30, attributesToSnippet: ['content:10'] };
      assert.deepEqual({ ...b.search(p), processingTimeMS: 0 }, { ...a.search(p), processingTimeMS: 0 }, query);
    }
  });

  it('shapes hits once, for the final answer, and bounds each chunk once per state of the postings', async () => {
    const proto = SearchEngine.prototype as unknown as { hit: (...a: unknown[]) => unknown };
    const search = ShardedSearch.prototype as unknown as { candidates: (...a: unknown[]) => unknown };
    const chunkBounds = ChunkBounds.prototype as unknown as { of: (...a: unknown[]) => unknown };
    const [hit, candidates, bound] = [proto.hit, search.candidates, chunkBounds.of];
    let shaped = 0;
    const bounds: string[] = [];
    let version = -1;
    proto.hit = function (this: unknown, ...a: unknown[]) {
      shaped++;
      return hit.apply(this, a);
    };
    search.candidates = function (this: { version: number }, ...a: unknown[]) {
      version = this.version;
      return candidates.apply(this, a);
    };
    chunkBounds.of = function (this: unknown, ...a: unknown[]) {
      if ((a[0] as number) >= 0) bounds.push(`${version}/${a[0]}`);
      return bound.apply(this, a);
    };
    try {
      let multiRound = 0;
      let bounded = 0;
      for (const query of QUERIES) {
        shaped = 0;
        bounds.length = 0;
        const fetched: string[] = [];
        const s = new ShardedSearch(
          sharded.manifest,
          async (name) => {
            fetched.push(name);
            return files.get(name) as never;
          },
          async (c) => (fetched.push(`c${c}`), chunkOf(c)),
        );
        const res = await s.search({ query, hitsPerPage: 10 });
        if (fetched.filter((n) => n.startsWith('c')).length > 4) multiRound++;
        assert.equal(shaped, res.hits.length, `${query}: hits shaped`);
        assert.equal(new Set(bounds).size, bounds.length, `${query}: a chunk bounded twice for the same postings`);
        if (bounds.length) bounded++;
      }
      assert.ok(multiRound >= 3, `queries that fetch chunks in several rounds: ${multiRound}`);
      assert.ok(bounded >= QUERIES.length / 2, `queries whose chunks were bounded: ${bounded}`);
    } finally {
      proto.hit = hit;
      search.candidates = candidates;
      chunkBounds.of = bound;
    }
  });

  it('reads the rest of the postings of only the rarest term each Chinese word requires, with the same hits', async () => {
    const search = ShardedSearch.prototype as unknown as {
      rest: (name: string, state: { complete: boolean }) => Promise<void>;
    };
    const rest = search.rest;
    let read: string[] = [];
    search.rest = function (this: unknown, name, state) {
      if (!state.complete) read.push(name);
      return rest.call(this, name, state);
    };
    const whole = new SearchEngine(JSON.parse(JSON.stringify(full)));
    try {
      let withRest = 0;
      for (const query of ['机械键盘 线性轴', '凤凰传奇', '的', '线性轴', '机械键盘的线性轴', '演唱会现场']) {
        read = [];
        const s = new ShardedSearch(
          sharded.manifest,
          async (name) => files.get(name) as never,
          async (c) => chunkOf(c),
        );
        const p: SearchParams = { query, hitsPerPage: 10 };
        const res = await s.search(p);
        assert.deepEqual(res.hits, whole.search(p).hits, query);
        if (read.length) withRest++;
        const words = queryTerms(query).length;
        assert.ok(read.length <= words, `${query}: rest read for ${read.join(', ')} (${words} words)`);
      }
      assert.ok(withRest >= 2, `queries that read a rest of postings: ${withRest}`);
    } finally {
      search.rest = rest;
    }
  });

  it("adds a term's rest of postings once when two queries wait for the same file", async () => {
    // Adding it twice would drop the postings' groups (candidate-order.ts would regroup every chunk each round).
    const proto = ChunkCodes.prototype as unknown as { addGroups: (groups: number[], from: number) => void };
    const add = proto.addGroups;
    const rests = new Map<object, number>();
    proto.addGroups = function (this: object, groups, from) {
      if (from === 0) rests.set(this, (rests.get(this) ?? 0) + 1);
      return add.call(this, groups, from);
    };
    try {
      for (const query of ['机械键盘 线性轴', '凤凰传奇']) {
        const s = new ShardedSearch(
          sharded.manifest,
          async (name) => {
            await new Promise((resolve) => setTimeout(resolve, 2));
            return files.get(name) as never;
          },
          async (c) => chunkOf(c),
        );
        const p: SearchParams = { query, hitsPerPage: 10 };
        const [a, b] = await Promise.all([s.search(p), s.search({ ...p })]);
        assert.deepEqual(a.hits, b.hits, query);
      }
      assert.ok(rests.size >= 1, 'a rest of postings was read');
      for (const n of rests.values()) assert.equal(n, 1, 'a rest of postings added more than once');
    } finally {
      proto.addGroups = add;
    }
  });
});
