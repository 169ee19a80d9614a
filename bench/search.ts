// Search benchmark: index bytes (raw, gzipped) and median query time in Node for the shipped site and for
// a generated 10,000-post corpus. Run: node --import tsx bench/search.ts [--posts 10000] [--docs 500]
// Targets: shipped index < 150 KB gzipped; 10k-post query < 10 ms (median).
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../src/config/load-config';
import { loadContent } from '../src/content/graph';
import { renderSearchIndex } from '../src/render/search-index';
import { serializeIndex } from '../src/search/local-index';
import { collectPages, pageRecords } from '../src/search/records';
import { SearchEngine } from '../src/shared/search/engine';
import { searchParams } from '../src/shared/search/params';

const REPO = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const arg = (name: string, dflt: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? dflt : Number(process.argv[i + 1]);
};
const QUERIES = [
  '凤凰传奇',
  '演唱会',
  '出差',
  '机械键盘',
  '彗星',
  '年度总结',
  'docker',
  'kubernetes',
  'mariadb',
  'Docker 部署',
  'dokcer',
  'kube',
  '集群升级',
  '旅行的意义',
  '照片备份',
  '线性轴',
  'linux ip',
  '的',
  'nginx',
  '不存在的词语',
];
const ROUNDS = 15;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

async function measure(label: string, root: string) {
  const t0 = performance.now();
  const config = await loadConfig({ root });
  const graph = await loadContent(config);
  const t1 = performance.now();
  const asset = (await renderSearchIndex(graph, config))!;
  const t2 = performance.now();
  // The whole index as one file (large sites get it sharded: bench/search-scale.mjs measures a first query).
  const whole =
    asset.files.length === 1
      ? asset.content
      : JSON.stringify(
          serializeIndex(
            collectPages(graph, config).flatMap((p) => pageRecords(p, config.locale.htmlLang)),
            config.locale.htmlLang,
          ),
        );
  const raw = Buffer.byteLength(whole);
  const gz = gzipSync(whole, { level: 9 }).length;
  const t3 = performance.now();
  const engine = new SearchEngine(JSON.parse(whole));
  const load = performance.now() - t3;
  const per: number[] = [];
  const perCpu: number[] = [];
  const nbHits: Record<string, number> = {};
  for (const q of QUERIES) engine.search(searchParams(q, { language: 'zh-CN', contextualSearch: true })); // warm-up
  for (const q of QUERIES) {
    const times: number[] = [];
    const cpu: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const c = process.cpuUsage();
      const s = performance.now();
      const res = engine.search(searchParams(q, { language: 'zh-CN', contextualSearch: true }));
      times.push(performance.now() - s);
      const used = process.cpuUsage(c);
      cpu.push((used.user + used.system) / 1000);
      nbHits[q] = res.nbHits;
    }
    per.push(median(times));
    perCpu.push(median(cpu));
  }
  return {
    label,
    pages: graph.posts.length + graph.docs.length + graph.pages.length,
    records: asset.records,
    rawKB: raw / 1024,
    gzKB: gz / 1024,
    contentMs: t1 - t0,
    indexMs: t2 - t1,
    loadMs: load,
    medianMs: median(per),
    worstMs: Math.max(...per),
    cpuMedianMs: median(perCpu),
    nbHits,
  };
}

const posts = arg('posts', 10000);
const docs = arg('docs', 500);
const results = [await measure('shipped site', REPO)];
// The generated corpus wrapped into a site by bench/corpus.mjs (cached under bench/.corpora).
process.env.CORPUS_GEN ??= '/work/shared/tools/corpus/gen.mjs';
// @ts-expect-error plain ESM helper without types
const { makeCorpus } = await import('./corpus.mjs');
results.push(await measure(`generated: ${posts} posts + ${docs} docs`, makeCorpus({ posts, docs })));
const f = (n: number, d = 1) => n.toFixed(d);
console.log(`node ${process.version}, load average ${f(loadavg()[0])} on ${cpus().length} CPUs\n`);
console.log(
  '| corpus | pages | records | index raw | index gzipped | index build | engine load | median query (wall) | median query (CPU) | slowest query (wall median) |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of results)
  console.log(
    `| ${r.label} | ${r.pages} | ${r.records} | ${f(r.rawKB)} KB | ${f(r.gzKB)} KB | ${f(r.indexMs, 0)} ms | ${f(r.loadMs, 0)} ms | ${f(r.medianMs, 2)} ms | ${f(r.cpuMedianMs, 2)} ms | ${f(r.worstMs, 2)} ms |`,
  );
console.log(`\nqueries (${ROUNDS} rounds each, median per query, then median over queries): ${QUERIES.join(' · ')}`);
for (const r of results) console.log(`${r.label} nbHits: ${JSON.stringify(r.nbHits)}`);
const shipped = results[0];
const big = results[1];
const ok = shipped.gzKB < 150 && (!big || big.medianMs < 10);
console.log(
  `\ntargets: shipped index < 150 KB gzipped → ${f(shipped.gzKB)} KB; ${posts}-post median query < 10 ms → ${big ? f(big.medianMs, 2) : '-'} ms: ${ok ? 'met' : 'MISSED'}`,
);
