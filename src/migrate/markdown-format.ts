// `markdown.format` for a migrated site. A Docusaurus 3 site's own setting is carried over (its default, `mdx`, is
// blogctl's). A Docusaurus 2 site (its @docusaurus/core, installed or in package.json) was read by MDX 1, which took
// `.md` files loosely: indented code blocks, `<Tag>` text in them and HTML that MDX 3 rejects, and JSX where a file
// used it. So blogctl reads its `.md` files as CommonMark (`detect`) unless one of them uses MDX syntax (ESM or
// components, which only `mdx` renders); the report says which it chose and why.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseFrontMatter } from '../content/front-matter';
import { MARKDOWN_FORMATS, type MarkdownFormat } from '../content/markdown-format';
import { looksLikeMdx } from '../content/markdown-plugins/mdx-detect';
import type { ReportEntry } from './translate';

type Obj = Record<string, unknown>;

/** Sets `config.markdown.format` for the site; returns the report line that says why, when blogctl chose it. */
export function applyMarkdownFormat(config: Obj, d: Obj, site: string, contentDirs: string[]): ReportEntry[] {
  const own = (d.markdown as Obj | undefined)?.format;
  if (MARKDOWN_FORMATS.includes(own as MarkdownFormat)) {
    if (own !== 'mdx') config.markdown = { format: own };
    return [];
  }
  const version = docusaurusVersion(site);
  if (!version || !/^2\./.test(version)) return [];
  const mdx = mdxMarkdownFiles(site, contentDirs);
  const core = `@docusaurus/core ${version}`;
  if (!mdx.length) {
    config.markdown = { format: 'detect' };
    return [
      {
        item: "markdown.format: 'detect' (chosen)",
        why: `The site runs Docusaurus 2 (${core}), whose MDX 1 read .md files loosely (indented code blocks, <Tag> text, HTML that MDX 3 rejects). None of its .md files uses ESM or JSX components, so blogctl reads them as CommonMark, as Docusaurus 2 showed them, and .mdx files as MDX.`,
        todo: "Nothing to do. Set markdown.format to 'mdx' to read .md files as MDX.",
      },
    ];
  }
  const some = mdx.slice(0, 3).join(', ') + (mdx.length > 3 ? ', …' : '');
  return [
    {
      item: "markdown.format: 'mdx' (kept)",
      why: `The site runs Docusaurus 2 (${core}), whose MDX 1 also rendered JSX in .md files; ${mdx.length} of its .md files use ESM or JSX components (${some}), which only MDX renders. A .md file without MDX syntax is read as plain Markdown.`,
      todo: 'If a .md page shows MDX 1 content wrongly (indented code, loose HTML), give it `mdx: { format: md }` in its front matter.',
    },
  ];
}

/** The site's Docusaurus version: the installed @docusaurus/core's, else the range its package.json asks for. */
export function docusaurusVersion(site: string): string | undefined {
  const read = (file: string) => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Obj;
    } catch {
      return undefined;
    }
  };
  const installed = read(join(site, 'node_modules', '@docusaurus', 'core', 'package.json'))?.version;
  if (typeof installed === 'string') return installed;
  const pkg = read(join(site, 'package.json'));
  const range = [pkg?.dependencies, pkg?.devDependencies]
    .map((deps) => (deps as Obj | undefined)?.['@docusaurus/core'])
    .find((v) => typeof v === 'string') as string | undefined;
  return range?.replace(/^[\^~>=<\s]+/, '');
}

/** The .md files (site paths) of the content folders whose body uses MDX syntax. */
function mdxMarkdownFiles(site: string, contentDirs: string[]): string[] {
  const found: string[] = [];
  for (const dir of new Set(contentDirs.map((d) => join(site, d)))) {
    for (const file of markdownFiles(dir)) {
      const text = readFileSync(file, 'utf8');
      if (looksLikeMdx(parseFrontMatter(text, file).body)) found.push(relative(site, file).split(sep).join('/'));
    }
  }
  return found.sort();
}

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...markdownFiles(p));
    else if (e.isFile() && /\.(md|markdown)$/i.test(e.name)) out.push(p);
  }
  return out;
}
