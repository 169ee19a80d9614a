// Whether a file is read as MDX or as CommonMark, as Docusaurus 3 decides it (its `markdown.format` setting and a
// file's `mdx.format` front matter): `mdx` reads every file as MDX, `md` every file as CommonMark (indented code,
// raw HTML passed through), `detect` the Markdown extensions (.md, …) as CommonMark and the others (.mdx) as MDX.
// Under `mdx` a .md file takes the MDX layer only when it uses MDX syntax (looksLikeMdx): plain Markdown keeps
// markdown-it's own path, whose output is the same.
import { extname } from 'node:path';
import { looksLikeMdx } from './markdown-plugins/mdx-detect';

export type MarkdownFormat = 'mdx' | 'md' | 'detect';
export const MARKDOWN_FORMATS: readonly MarkdownFormat[] = ['mdx', 'md', 'detect'];

/** The extensions `detect` reads as CommonMark (MDX's own list, which Docusaurus uses). */
const MD_EXTENSIONS = new Set(['.md', '.markdown', '.mdown', '.mkdn', '.mkd', '.mdwn', '.mkdown', '.ron']);

/** The format a file's front matter asks for (`mdx: { format: md }`), if any. */
export function frontMatterFormat(frontMatter: Record<string, unknown> | undefined): MarkdownFormat | undefined {
  const mdx = frontMatter?.mdx;
  const format = mdx && typeof mdx === 'object' ? (mdx as { format?: unknown }).format : undefined;
  return MARKDOWN_FORMATS.includes(format as MarkdownFormat) ? (format as MarkdownFormat) : undefined;
}

/** How a file is read: `mdx` (the MDX layer), `markdown` (an MDX-format file with no MDX syntax: markdown-it's
 *  own path), or `commonmark` (the `md` format: CommonMark as specified, where a code fence left open runs to the
 *  end of the file). */
export type Reading = 'mdx' | 'markdown' | 'commonmark';

export function readingOf(
  input: { file: string; body: string; frontMatter?: Record<string, unknown> },
  site: MarkdownFormat,
): Reading {
  const format = frontMatterFormat(input.frontMatter) ?? site;
  const md = format === 'md' || (format === 'detect' && MD_EXTENSIONS.has(extname(input.file).toLowerCase()));
  if (md) return 'commonmark';
  return input.file.endsWith('.mdx') || looksLikeMdx(input.body) ? 'mdx' : 'markdown';
}
