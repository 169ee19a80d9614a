// npm run bench -- --peers: builds the same generated corpus with blogctl, Eleventy (devDependency, bare
// templates in bench/peers/eleventy) and Hugo (bench/peers/hugo; Debian's `hugo` package when installed),
// each a true cold build, in alternating order, and prints the medians and the ratios blogctl/Eleventy and
// blogctl/Hugo. Sizes are post counts: `--sizes 1000,10000` (default), `--sizes 100 --runs 1` for a quick run.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeCorpus } from './corpus.mjs';
import { median, runBlogctl } from './measure.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..');
const ELEVENTY = join(repo, 'node_modules', '@11ty', 'eleventy', 'cmd.cjs');
/** Compiled theme and config caches of blogctl itself: a true cold build starts without them. */
const BLOGCTL_CACHES = [join(repo, 'node_modules', '.cache', 'blogctl')];
export const DOCS = { 20: 7, 1000: 100, 10000: 500 };
const docsFor = (posts) => DOCS[posts] ?? Math.max(7, Math.round(posts / 20));

const trashDir = join(here, '.trash');
let trashed = 0;
/** Moves a folder aside (deleted after all runs: deleting a big tree slows the next build's file creation). */
function trash(path) {
  if (!existsSync(path)) return;
  mkdirSync(trashDir, { recursive: true });
  renameSync(path, join(trashDir, `peer-${process.pid}-${trashed++}`));
}

/** `hugo` on the PATH, or null. */
export function findHugo() {
  const r = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** The peers' source folders beside the blogctl site (`<site>.peers`, outside it: a site folder's files are all
 *  inputs of its build, and the peers' output would be tens of thousands of them): templates plus a copy of the
 *  corpus' blog and docs. */
function preparePeers(site) {
  const dir = `${site}.peers`;
  // Earlier benches kept them inside the site folder; that copy (made by this script, stamped) goes.
  const old = join(site, 'peers');
  if (existsSync(join(old, '.complete'))) rmSync(old, { recursive: true, force: true });
  const stamp = join(dir, '.complete');
  const templates = [join(here, 'peers', 'eleventy'), join(here, 'peers', 'hugo')];
  const version = templates
    .map((t) =>
      readdirSync(t, { recursive: true })
        .sort()
        .map((f) => {
          try {
            return readFileSync(join(t, String(f)), 'utf8');
          } catch {
            return '';
          }
        })
        .join('\0'),
    )
    .join('\0');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === version) return dir;
  rmSync(dir, { recursive: true, force: true });
  const eleventy = join(dir, 'eleventy');
  const hugo = join(dir, 'hugo');
  cpSync(templates[0], eleventy, { recursive: true });
  cpSync(templates[1], hugo, { recursive: true });
  for (const section of ['blog', 'docs']) {
    const from = join(site, 'content', section);
    cpSync(from, join(eleventy, section), { recursive: true });
    cpSync(from, join(hugo, 'content', section), { recursive: true });
  }
  writeFileSync(stamp, version);
  return dir;
}

function timed(cmd, args, cwd) {
  const start = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', maxBuffer: 64 << 20 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status}):\n${r.stdout}\n${r.stderr}`);
  return ms;
}

const countHtml = (dir) =>
  existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.html')).length : 0;

/** Runs the peers comparison; returns rows of medians (ms) and the table as Markdown. */
export function runPeers({ sizes = ['1000', '10000'], runs = 3, log = console.log } = {}) {
  const hugoVersion = findHugo();
  if (!hugoVersion)
    log(
      'Hugo not found: install it with `apt-get install hugo` (Debian/Ubuntu; v0.111 was used here). Comparing with Eleventy only.',
    );
  const eleventyVersion = JSON.parse(
    readFileSync(join(repo, 'node_modules', '@11ty', 'eleventy', 'package.json'), 'utf8'),
  ).version;
  const load = [loadavg()[0]];
  const rows = [];
  for (const size of sizes) {
    const posts = Number(size);
    const site = makeCorpus({ posts, docs: docsFor(posts) });
    const peers = preparePeers(site);
    const eleventyDir = join(peers, 'eleventy');
    const hugoDir = join(peers, 'hugo');
    const tools = {
      blogctl: () => {
        trash(join(site, 'build'));
        trash(join(site, '.blogctl'));
        BLOGCTL_CACHES.forEach(trash);
        spawnSync('sync');
        return runBlogctl(['build', '--cwd', site]).ms;
      },
      eleventy: () => {
        trash(join(eleventyDir, '_site'));
        trash(join(eleventyDir, '.cache'));
        spawnSync('sync');
        return timed(process.execPath, [ELEVENTY, '--config=eleventy.config.mjs', '--quiet'], eleventyDir);
      },
      ...(hugoVersion && {
        hugo: () => {
          for (const d of ['public', 'resources', '.hugo-cache']) trash(join(hugoDir, d));
          spawnSync('sync');
          return timed('hugo', ['--quiet', '--source', hugoDir, '--cacheDir', join(hugoDir, '.hugo-cache')], hugoDir);
        },
      }),
    };
    const names = Object.keys(tools);
    const times = Object.fromEntries(names.map((n) => [n, []]));
    for (let i = 0; i < runs; i++) {
      // Alternate: each round starts with the next tool, so no tool always runs right after another.
      const order = names.map((_, k) => names[(k + i) % names.length]);
      for (const name of order) {
        const ms = tools[name]();
        times[name].push(ms);
        log(
          `${size} posts, run ${i + 1}/${runs}: ${name} ${(ms / 1000).toFixed(2)} s (load ${loadavg()[0].toFixed(1)})`,
        );
      }
    }
    const med = Object.fromEntries(names.map((n) => [n, median(times[n])]));
    const pages = {
      blogctl: countHtml(join(site, 'build')),
      eleventy: countHtml(join(eleventyDir, '_site')),
      hugo: hugoVersion ? countHtml(join(hugoDir, 'public')) : 0,
    };
    rows.push({ size, docs: docsFor(posts), med, times, pages });
    load.push(loadavg()[0]);
  }
  const s = (ms) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`);
  const ratio = (a, b) => (a === undefined || b === undefined ? '–' : (a / b).toFixed(2));
  const table = [
    '| corpus | blogctl | Eleventy | Hugo | blogctl / Eleventy | blogctl / Hugo | HTML pages (blogctl / Eleventy / Hugo) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${posts(r.size)} posts + ${r.docs} docs | ${s(r.med.blogctl)} | ${s(r.med.eleventy)} | ${s(r.med.hugo)} | ${ratio(r.med.blogctl, r.med.eleventy)} | ${ratio(r.med.blogctl, r.med.hugo)} | ${r.pages.blogctl} / ${r.pages.eleventy} / ${r.pages.hugo || '–'} |`,
    ),
  ].join('\n');
  const note = `Medians of ${runs} alternating cold runs each (no output, no caches, no compiled theme); Eleventy ${eleventyVersion}${hugoVersion ? `, ${hugoVersion.split(' ')[1].replace(/^v/, 'Hugo ').replace(/\+.*/, '')}` : ', Hugo not installed'}; 1-minute load average ${load.map((l) => l.toFixed(1)).join(' → ')}.`;
  // Old outputs moved aside during the runs are deleted last, outside every measurement.
  rmSync(trashDir, { recursive: true, force: true });
  return { rows, table, note };
}
const posts = (n) => Number(n).toLocaleString('en');
