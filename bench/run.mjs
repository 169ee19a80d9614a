// npm run bench: builds the shipped site and generated corpora (20, 1,000 and 10,000 posts) cold and warm
// (one post edited), and reports wall time (median), peak RSS, routes per second, output bytes and the
// first-load bytes of a post page. Writes the table into BENCHMARKS.md and draws bench/build-time.svg.
// Usage: node bench/run.mjs [--sizes shipped,20,1000,10000] [--runs 5] [--no-write]
//        node bench/run.mjs --peers [--sizes 1000,10000] [--runs 3] [--no-write]   (blogctl vs Eleventy and Hugo, bench/peers.mjs)
import { execFileSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeCorpus } from './corpus.mjs';
import { dirBytes, firstLoadBytes, median, runBlogctl } from './measure.mjs';
import { runPeers } from './peers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..');
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a, i, all) =>
      a.startsWith('--') ? [a.slice(2), all[i + 1]?.startsWith('--') ? true : (all[i + 1] ?? true)] : null,
    )
    .filter(Boolean),
);
if (args.search) {
  // Search at scale (bench/search-scale.ts): the remaining flags go through (--posts, --docs, --no-build, --out).
  const { spawnSync } = await import('node:child_process');
  const rest = process.argv.slice(2).filter((a) => a !== '--search');
  process.exit(
    spawnSync(process.execPath, ['--import', 'tsx', join(here, 'search-scale.ts'), ...rest], { stdio: 'inherit' })
      .status ?? 1,
  );
}
if (args.peers) {
  const { table, note } = runPeers({
    sizes: String(args.sizes ?? '1000,10000').split(','),
    runs: Number(args.runs ?? 3),
  });
  console.log(`\n${note}\n\n${table}`);
  if (!args['no-write']) {
    const file = join(repo, 'BENCHMARKS.md');
    const doc = readFileSync(file, 'utf8');
    const block = `<!-- peers:start -->\nCommand: \`npm run bench -- --peers${args.sizes ? ` --sizes ${args.sizes}` : ''}${args.runs ? ` --runs ${args.runs}` : ''}\` (${new Date().toISOString().slice(0, 10)}). ${note}\n\n${table}\n<!-- peers:end -->`;
    writeFileSync(
      file,
      doc.includes('<!-- peers:start -->')
        ? doc.replace(/<!-- peers:start -->[\s\S]*<!-- peers:end -->/, block)
        : `${doc.trimEnd()}\n\n## Side by side with Eleventy and Hugo (issue 17)\n\n${block}\n`,
    );
    console.log('BENCHMARKS.md updated');
  }
  process.exit(0);
}
const sizes = String(args.sizes ?? 'shipped,20,1000,10000').split(',');
const RUNS = Number(args.runs ?? 5);

const DOCS = { 20: 7, 1000: 100, 10000: 500 };
const TARGETS = { shipped: [500, 200, 300], 1000: [2000, 400, 500], 10000: [7000, 1500, 1300] };

function shippedCopy() {
  const out = join(here, '.corpora', 'shipped');
  rmSync(out, { recursive: true, force: true });
  for (const f of ['blogctl.config.ts', 'content', 'static', 'theme'])
    cpSync(join(repo, f), join(out, f), { recursive: true });
  return out;
}

function firstPost(site) {
  const blog = join(site, 'content', 'blog');
  const name = readdirSync(blog)
    .filter((f) => /^\d{4}-\d{2}-\d{2}-.*\.md$/.test(f))
    .sort()[0];
  return join(blog, name);
}

const trashDir = join(here, '.trash');
let trashed = 0;
function trash(path) {
  if (!existsSync(path)) return;
  mkdirSync(trashDir, { recursive: true });
  // Unique per run: a run that stopped early leaves its trash behind, deleted by the next one at its end.
  renameSync(path, join(trashDir, `${process.pid}-${trashed++}`));
}

const rows = [];
const loadBefore = loadavg()[0];
for (const size of sizes) {
  const site = size === 'shipped' ? shippedCopy() : makeCorpus({ posts: Number(size), docs: DOCS[size] ?? 7 });
  const runs = size === '10000' ? Math.min(RUNS, 3) : RUNS;
  const build = () => runBlogctl(['build', '--cwd', site]);
  const cold = [];
  for (let i = 0; i < runs; i++) {
    // Moved aside, deleted after all measurements: on this VM's ext4 (mounted with discard) deleting a large
    // tree makes the next file creations several times slower, which would be charged to the build.
    trash(join(site, 'build'));
    trash(join(site, '.blogctl'));
    execFileSync('sync');
    cold.push(build());
  }
  const routes = Number(/(\d+) routes/.exec(cold[0].stdout)?.[1] ?? 0);
  const warm = [];
  const post = firstPost(site);
  const original = readFileSync(post, 'utf8');
  for (let i = 0; i < runs; i++) {
    appendFileSync(post, `\n\n补记 ${i}：再读一遍，又想起一些细节。\n`);
    warm.push(build());
  }
  writeFileSync(post, original);
  const out = join(site, 'build');
  // The first post page under blog/ (posts may sit at blog/<slug>/ or blog/YYYY/MM/DD/<name>/): its embedded
  // route data names the post kind.
  const postHtml = readdirSync(join(out, 'blog'), { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name === 'index.html')
    .map((d) => join(d.parentPath, d.name).slice(out.length + 1))
    .sort()
    .find((f) => readFileSync(join(out, f), 'utf8').includes('"kind":"post"'));
  const bytes = firstLoadBytes(out, postHtml);
  const row = {
    size,
    routes,
    coldMs: median(cold.map((r) => r.ms)),
    warmMs: median(warm.map((r) => r.ms)),
    rssMB: Math.max(...cold.map((r) => r.rssMB), ...warm.map((r) => r.rssMB)),
    outputBytes: dirBytes(out),
    bytes,
  };
  row.routesPerSec = Math.round(routes / (row.coldMs / 1000));
  rows.push(row);
  console.log(
    `${size}: cold ${row.coldMs.toFixed(0)} ms, warm ${row.warmMs.toFixed(0)} ms, peak ${row.rssMB.toFixed(0)} MB, ${routes} routes (${row.routesPerSec}/s), output ${(row.outputBytes / 1048576).toFixed(1)} MB, post page JS ${(bytes.js.gzip / 1024).toFixed(1)} KB gz`,
  );
}

const kb = (n) => (n / 1024).toFixed(1);
const label = (s) =>
  s === 'shipped'
    ? 'shipped site (19 posts, 7 docs)'
    : `${Number(s).toLocaleString('en')} posts + ${DOCS[s] ?? 7} docs`;
const verdict = (value, target, unit) =>
  target === undefined ? '' : value <= target ? ` ✅ (< ${unit(target)})` : ` ❌ (target < ${unit(target)})`;
const sec = (ms) => `${ms / 1000} s`;
const mb = (n) => `${n} MB`;
const table = [
  '| corpus | routes | cold build (median) | warm build, one post edited | peak RSS | routes/s (cold) | output |',
  '| --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map((r) => {
    const t = TARGETS[r.size];
    return `| ${label(r.size)} | ${r.routes} | ${(r.coldMs / 1000).toFixed(2)} s${verdict(r.coldMs, t?.[0], sec)} | ${(r.warmMs / 1000).toFixed(2)} s${verdict(r.warmMs, t?.[1], sec)} | ${r.rssMB.toFixed(0)} MB${verdict(r.rssMB, t?.[2], mb)} | ${r.routesPerSec} | ${(r.outputBytes / 1048576).toFixed(1)} MB |`;
  }),
  '',
  'First load of a post page (what a visitor downloads; JS = entry + statically imported chunks):',
  '',
  '| corpus | HTML raw / gzip | JS raw / gzip | CSS raw / gzip |',
  '| --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${label(r.size)} | ${kb(r.bytes.html.raw)} / ${kb(r.bytes.html.gzip)} KB | ${kb(r.bytes.js.raw)} / ${kb(r.bytes.js.gzip)} KB | ${kb(r.bytes.css.raw)} / ${kb(r.bytes.css.gzip)} KB |`,
  ),
].join('\n');

// SVG chart: cold and warm build time against corpus size (generated corpora only), log-scaled x.
const points = rows.filter((r) => r.size !== 'shipped');
if (points.length >= 2) writeFileSync(join(here, 'build-time.svg'), chart(points));

if (!args['no-write']) {
  const file = join(repo, 'BENCHMARKS.md');
  const doc = readFileSync(file, 'utf8');
  const block = `<!-- bench:start -->\nCommand: \`npm run bench\` (${new Date().toISOString().slice(0, 10)}; medians of ${RUNS} runs, 3 for 10,000 posts; cold = no output and no .blogctl cache; warm = the previous output and cache, one post edited; 1-minute load average ${loadBefore.toFixed(1)} at the start and ${loadavg()[0].toFixed(1)} at the end — other work shared the 2 cores when it is well above 0).\n\n${table}\n\n![build time against corpus size](bench/build-time.svg)\n<!-- bench:end -->`;
  writeFileSync(
    file,
    doc.includes('<!-- bench:start -->')
      ? doc.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, block)
      : `${doc.trimEnd()}\n\n## Build benchmarks\n\n${block}\n`,
  );
  console.log('BENCHMARKS.md updated');
}
console.log('\n' + table);

function chart(points) {
  const W = 560,
    H = 320,
    L = 60,
    B = 40,
    T = 20,
    R = 20;
  const xs = points.map((p) => Math.log10(Number(p.size)));
  const ys = points.flatMap((p) => [p.coldMs, p.warmMs]).map((v) => v / 1000);
  const xmin = Math.min(...xs),
    xmax = Math.max(...xs),
    ymax = Math.max(...ys) * 1.1;
  const X = (v) => L + ((v - xmin) / (xmax - xmin || 1)) * (W - L - R);
  const Y = (v) => H - B - (v / ymax) * (H - B - T);
  const line = (key, color) => {
    const pts = points.map((p) => `${X(Math.log10(Number(p.size))).toFixed(1)},${Y(p[key] / 1000).toFixed(1)}`);
    return (
      `<polyline fill="none" stroke="${color}" stroke-width="2" points="${pts.join(' ')}"/>` +
      pts.map((pt) => `<circle cx="${pt.split(',')[0]}" cy="${pt.split(',')[1]}" r="3" fill="${color}"/>`).join('')
    );
  };
  const ticks = points
    .map(
      (p) =>
        `<text x="${X(Math.log10(Number(p.size))).toFixed(1)}" y="${H - B + 16}" text-anchor="middle">${Number(p.size).toLocaleString('en')}</text>`,
    )
    .join('');
  const yt = [0, ymax / 2, ymax]
    .map(
      (v) =>
        `<text x="${L - 8}" y="${(Y(v) + 4).toFixed(1)}" text-anchor="end">${v.toFixed(1)} s</text><line x1="${L}" x2="${W - R}" y1="${Y(v).toFixed(1)}" y2="${Y(v).toFixed(1)}" stroke="#ddd"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="sans-serif" font-size="12"><title>blogctl build time against corpus size</title><rect width="100%" height="100%" fill="#fff"/>${yt}${ticks}<text x="${(W / 2).toFixed(0)}" y="${H - 6}" text-anchor="middle">posts (log scale)</text>${line('coldMs', '#2563eb')}${line('warmMs', '#16a34a')}<text x="${L + 8}" y="${T + 12}" fill="#2563eb">cold build</text><text x="${L + 8}" y="${T + 28}" fill="#16a34a">warm build, one post edited</text></svg>\n`;
}

// Old outputs moved aside during the runs are deleted last, outside every measurement.
rmSync(trashDir, { recursive: true, force: true });
