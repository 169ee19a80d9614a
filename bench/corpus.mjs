// Generates a benchmark site with the shared deterministic corpus generator and wraps it into a blogctl
// site (config + tags.yml), reusing it when the same size already exists.
// Usage: node bench/corpus.mjs --posts N --docs M [--out DIR]   → prints the site folder
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
// The repo's sibling `shared/` folder; a git worktree two levels deeper finds it one level further up.
export const GENERATOR =
  process.env.CORPUS_GEN ??
  [
    join(here, '..', '..', 'shared', 'tools', 'corpus', 'gen.mjs'),
    join(here, '..', '..', '..', 'shared', 'tools', 'corpus', 'gen.mjs'),
  ].find(existsSync) ??
  join(here, '..', '..', 'shared', 'tools', 'corpus', 'gen.mjs');
const TAGS = [
  'amtv',
  'annual-summary',
  'blog-migration',
  'breaking-bad',
  'business-trip',
  'comet',
  'concert',
  'daily',
  'keyboard',
  'kindness',
  'phoenix-legend',
  'photography',
  'travel',
];

/** Creates (or reuses) a site with `posts` posts and `docs` docs; returns its folder. */
export function makeCorpus({ posts, docs, out = join(here, '.corpora', `p${posts}-d${docs}`) }) {
  const stamp = join(out, '.complete');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === `${posts}/${docs}`) return out;
  if (!existsSync(GENERATOR)) throw new Error(`corpus generator not found at ${GENERATOR} (set CORPUS_GEN)`);
  rmSync(out, { recursive: true, force: true });
  const content = join(out, 'content');
  mkdirSync(content, { recursive: true });
  execFileSync(process.execPath, [GENERATOR, '--posts', String(posts), '--docs', String(docs), '--out', content], {
    stdio: 'ignore',
  });
  writeFileSync(
    join(content, 'blog', 'tags.yml'),
    TAGS.map((t) => `${t}:\n  label: ${t}\n  permalink: /${t}\n`).join(''),
  );
  // The shipped site's config, pointed at the generated content (same navbar and search; blogctl's theme without
  // the shipped site's own theme/ code and its stylesheet).
  const config = readFileSync(join(here, '..', 'blogctl.config.ts'), 'utf8')
    .replace(/^ *customCss: .*\n/m, '')
    .replace(/sidebarCount: 'ALL'/, 'sidebarCount: 10')
    .replace(/announcementBar: \{[\s\S]*?\n  \},\n/, '');
  writeFileSync(join(out, 'blogctl.config.ts'), config);
  // The free pages (home intro, about, footprints, markdown page) come from the shipped site (footprints as a
  // plain Markdown page: the map is the shipped site's theme/ code).
  cpSync(join(here, '..', 'content', 'pages'), join(content, 'pages'), { recursive: true });
  mkdirSync(join(out, 'static', 'img'), { recursive: true });
  for (const f of ['favicon.svg', 'logo.svg', 'avatar.svg']) {
    const src = join(here, '..', 'static', 'img', f);
    if (existsSync(src)) writeFileSync(join(out, 'static', 'img', f), readFileSync(src));
  }
  writeFileSync(stamp, `${posts}/${docs}`);
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = Object.fromEntries(
    process.argv
      .slice(2)
      .reduce((acc, a, i, all) => (a.startsWith('--') ? [...acc, [a.slice(2), all[i + 1]]] : acc), []),
  );
  console.log(makeCorpus({ posts: Number(args.posts ?? 20), docs: Number(args.docs ?? 7), out: args.out }));
}
