// Markdown per entry, in one process: blogctl's per-entry render (renderEntry: front matter offsets, Prism, link
// and image resolution, heading ids, MDX detection, hashing) against markdown-it alone (same options, no
// plugins), over every Markdown file of a site. Reports the CPU of each pass over all entries: the first pass is
// what a build's render worker pays (each entry rendered once, code still warming up), later ones the steady cost.
// Bundled and run by bench/markdown-entries.mjs (the CLI's compile settings: markdown-it's class fields plugin).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import MarkdownIt from 'markdown-it';
import { loadConfig } from '../src/config/load-config';
import { parseFrontMatter } from '../src/content/front-matter';
import { htmlFacts } from '../src/content/html-facts';
import { createMarkdown } from '../src/content/markdown';
import { markdownOptionsOf } from '../src/content/markdown-options';
import { fenceLanguagesOf } from '../src/content/markdown-plugins/fence-words';
import { renderEntry } from '../src/content/render-entries';

const [siteArg, mode = 'ours', passesArg = '3'] = process.argv.slice(2);
if (!siteArg || !['ours', 'bare'].includes(mode)) {
  console.error('usage: node bench/markdown-entries.mjs <site folder> [ours|bare] [passes]');
  process.exit(2);
}
const site = resolve(siteArg);
const config = await loadConfig({ root: site });
const files: string[] = [];
const walk = (dir: string): void => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.mdx?$/.test(name)) files.push(path);
  }
};
walk(join(site, 'content'));
const jobs = files.map((file) => {
  const parsed = parseFrontMatter(readFileSync(file, 'utf8'), file);
  return { file, body: parsed.body, bodyLineOffset: parsed.bodyLineOffset };
});
// Every file links to a route of its own; which routes does not change the work.
const permalinks = new Map(files.map((f, i) => [f, `/p/${i}`]));
const ctx = {
  contentRoots: [join(site, 'content')],
  permalinks,
  urls: { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash },
  siteRoot: site,
};
const renderer =
  mode === 'ours' ? createMarkdown(markdownOptionsOf(config), fenceLanguagesOf(jobs.map((j) => j.body))) : undefined;
const bare = new MarkdownIt({ html: true, linkify: false, typographer: false });
const passes: number[] = [];
let bytes = 0;
for (let p = 0; p < Number(passesArg); p++) {
  const start = process.cpuUsage();
  for (const job of jobs) {
    if (renderer) {
      const out = renderEntry(renderer, job, ctx);
      bytes += out.result.html.length + htmlFacts(out.result).summary.length;
    } else bytes += bare.render(job.body).length;
  }
  const used = process.cpuUsage(start);
  passes.push((used.user + used.system) / 1000);
}
console.log(
  JSON.stringify({
    mode,
    entries: jobs.length,
    passCpuMs: passes.map(Math.round),
    msPerEntry: passes.map((t) => +(t / jobs.length).toFixed(3)),
    bytes,
  }),
);
