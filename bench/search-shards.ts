// What a reader's first query downloads from a term-sharded local index (issue 17): the manifest, the postings
// files of the query's terms and the chunks they select, raw and gzipped, and the time to assemble those
// chunks and search them in Node (the browser does the same work once the files have arrived).
// Run after a build: node --import tsx bench/search-shards.ts <output folder> [query ...]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SearchEngine } from '../src/shared/search/engine';
import { assemble, wholeIsSmaller, chunkName, chunksFor, postingsFileOf, postingsFilesFor, postingsName, queryLookups, type ChunkFile, type PostingsFile, type ShardManifest } from '../src/shared/search/shards';

const [outDir, ...rest] = process.argv.slice(2);
if (!outDir) {
  console.error('usage: node --import tsx bench/search-shards.ts <output folder> [query ...]');
  process.exit(2);
}
const QUERIES = rest.length ? rest : ['（1234）', '1234', 'post', '彗星尾巴', '凤凰传奇', '机械键盘 线性轴', 'dokcer', 'kubernetes', '的', '不存在的词语'];
const dir = join(outDir, 'assets', 'search');
const raw = new Map<string, Buffer>();
const file = (name: string) => raw.get(name) ?? raw.set(name, readFileSync(join(dir, name))).get(name)!;
const gz = new Map<string, number>();
const gzBytes = (name: string) => gz.get(name) ?? gz.set(name, gzipSync(file(name), { level: 6 }).length).get(name)!;
const manifest = JSON.parse(file('index.json').toString()) as ShardManifest;
if (manifest.v !== 2) {
  console.log(`${dir}/index.json is a single-file index (${file('index.json').length} bytes): every query downloads it whole.`);
  process.exit(0);
}
console.log(`${manifest.records} records in ${manifest.chunks} chunks of ${manifest.chunkSize}, ${manifest.postings} postings files; manifest ${(file('index.json').length / 1024).toFixed(1)} KB raw, ${(gzBytes('index.json') / 1024).toFixed(1)} KB gzipped`);
console.log('| first query | files | raw | gzipped | chunks (of the whole index) | hits | assemble + search (Node) |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const query of QUERIES) {
  const lookups = queryLookups(query, manifest);
  const postingsFiles = postingsFilesFor(lookups, manifest).map(postingsName);
  const parsed = new Map(postingsFiles.map((n) => [n, JSON.parse(file(n).toString()) as PostingsFile]));
  const chunks = chunksFor(lookups, (term) => {
    const p = parsed.get(postingsName(postingsFileOf(term, manifest.postings)))!;
    return Object.hasOwn(p, term) ? p[term] : undefined;
  });
  // As the browser does: a query whose chunks weigh more than the whole index loads the whole index instead.
  const whole = wholeIsSmaller(manifest, chunks.length);
  const names = ['index.json', ...postingsFiles, ...(whole ? [manifest.whole.name] : chunks.map(chunkName))];
  const start = performance.now();
  const engine = new SearchEngine(whole ? JSON.parse(file(manifest.whole.name).toString()) : assemble(manifest, new Map(chunks.map((c) => [c, JSON.parse(file(chunkName(c)).toString()) as ChunkFile]))));
  const res = engine.search({ query, hitsPerPage: 20 });
  const ms = performance.now() - start;
  const sum = (f: (n: string) => number) => names.reduce((n, name) => n + f(name), 0);
  console.log(`| ${query} | ${names.length} | ${(sum((n) => file(n).length) / 1024).toFixed(0)} KB | ${(sum(gzBytes) / 1024).toFixed(0)} KB | ${whole ? 'whole file' : `${chunks.length} / ${manifest.chunks}`} | ${res.nbHits} | ${ms.toFixed(0)} ms |`);
}
