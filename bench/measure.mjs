// Helpers for the benchmarks: run blogctl as a child process and measure wall time and peak RSS;
// sizes of a built site and of what a visitor downloads for a page.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
export const BLOGCTL = join(here, '..', 'bin', 'blogctl');

/** Runs `blogctl <args>`; returns wall ms, peak RSS in MB and the output. Throws on failure. */
export function runBlogctl(args) {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--import', join(here, 'rss-hook.mjs'), BLOGCTL, ...args], {
    encoding: 'utf8',
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  if (r.status !== 0) throw new Error(`blogctl ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  const kb = Number(/__BENCH_MAXRSS_KB=(\d+)/.exec(r.stderr)?.[1] ?? 0);
  return { ms, rssMB: kb / 1024, stdout: r.stdout };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export function dirBytes(dir) {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (e.isFile()) total += statSync(join(e.parentPath, e.name)).size;
  return total;
}

/**
 * Bytes a visitor downloads on first load of `htmlFile` (in `outDir`): the HTML, the stylesheets, the entry
 * script and the modules it imports statically (modulepreload). Raw and gzipped.
 */
export function firstLoadBytes(outDir, htmlFile) {
  const html = readFileSync(join(outDir, htmlFile));
  const text = html.toString('utf8');
  const urls = (re) => [...text.matchAll(re)].map((m) => m[1]);
  const css = urls(/<link rel="stylesheet" href="([^"]+)"/g);
  const js = [...urls(/<script type="module" src="([^"]+)"/g), ...urls(/<link rel="modulepreload" href="([^"]+)"/g)];
  const size = (list) =>
    list.reduce(
      (acc, u) => {
        const buf = readFileSync(join(outDir, decodeURI(u)));
        return { raw: acc.raw + buf.length, gzip: acc.gzip + gzipSync(buf, { level: 9 }).length };
      },
      { raw: 0, gzip: 0 },
    );
  return { html: { raw: html.length, gzip: gzipSync(html, { level: 9 }).length }, js: size(js), css: size(css) };
}
