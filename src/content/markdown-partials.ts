// Imported Markdown files ("Importing Markdown", Docusaurus 3) for one render: where an element uses one, its body
// (front matter ignored, as Docusaurus does) is parsed by the page's own renderer with its own file's hooks, so its
// links and images resolve from its folder and its diagnostics name its lines; its links join the page's. A file
// that imports itself through others is a located error naming the chain.
import { dirname, relative, resolve } from 'node:path';
import { statSync } from 'node:fs';
import { parseFrontMatter } from './front-matter';
import type { LinkRef } from './markdown-plugins/env';
import type { MdxEnv, ParsedPartial, PartialUse } from './markdown-plugins/mdx-types';
import type { MarkdownIt } from './markdown-plugins/types';
import type { RenderRun } from './markdown-pipeline';
import type { RenderInput } from './markdown';

/** What a build gives a render to read imported Markdown files with. */
export interface PartialHost {
  /** The site folder: `@site/…` starts there, and a cycle's files are named from it. */
  siteRoot: string;
  /** The file's text (recorded as something the rendering depends on), or null when it cannot be read. */
  read(file: string): string | null;
  /** Called with the file an import names when there is none there: the render changes when it appears. */
  missing?(file: string): void;
  /** The link, image and module hooks of `file`. */
  hooksFor(file: string): Pick<RenderInput, 'resolveMarkdownLink' | 'resolveAsset' | 'resolveModule'>;
}

/** The Markdown file an import names (`@site/…` from the site folder, `./…` from `from`'s folder), or null (then
 *  given to `host.missing`). */
export function resolvePartialFile(specifier: string, from: string, host: PartialHost): string | null {
  const file = specifier.startsWith('@site/')
    ? resolve(host.siteRoot, specifier.slice('@site/'.length))
    : resolve(dirname(from), specifier);
  try {
    if (statSync(file).isFile()) return file;
  } catch {
    // not there: recorded below
  }
  host.missing?.(file);
  return null;
}

export interface PartialContext {
  md: MarkdownIt;
  run: RenderRun;
  /** The render's input (the page's): its URL and image hooks serve every file of the render. */
  input: RenderInput;
  host: PartialHost;
  /** The page's file and the partials being parsed, outermost first. */
  chain: string[];
  /** The page's links: a partial's join them, naming its file. */
  links: LinkRef[];
  /** The env of a partial's render (markdown.ts renderEnv), sharing the page's slugger. */
  envOf(input: RenderInput, chain: string[]): MdxEnv & { links: LinkRef[] };
}

/** env.parsePartial for a file of the render: parses a used partial, or reports why it cannot be. */
export function partialParser(ctx: PartialContext): (use: PartialUse) => ParsedPartial | null {
  return (use) => {
    const { run, host } = ctx;
    if (ctx.chain.includes(use.file)) {
      const chain = [...ctx.chain, use.file].map((f) => relative(host.siteRoot, f).replace(/\\/g, '/'));
      run.report('error', 'MDX_PARTIAL_CYCLE', { chain }, use.line, use.column);
      return null;
    }
    const text = host.read(use.file);
    if (text === null) {
      run.report('error', 'MDX_IMPORT_NOT_FOUND', { source: use.source, markdown: true }, use.line, use.column);
      return null;
    }
    const { body, bodyLineOffset } = parseFrontMatter(text, use.file);
    const { href, imageSize, imageSrcset, partials, mdxGeneratedDir } = ctx.input;
    const page = { href, imageSize, imageSrcset, partials, mdxGeneratedDir };
    const input: RenderInput = { ...page, file: use.file, body, bodyLineOffset, ...host.hooksFor(use.file) };
    const env = ctx.envOf(input, [...ctx.chain, use.file]);
    env.mdxScope = { ...env.mdxScope, props: use.props };
    if (Object.keys(use.props).length) env.partialProps = use.props;
    const within = <T>(fn: () => T) => run.within(use.file, bodyLineOffset, fn);
    const headings: ParsedPartial['headings'] = [];
    const saved = run.headings;
    run.headings = headings;
    let tokens: ParsedPartial['tokens'];
    try {
      tokens = within(() => ctx.md.parse(body, env as unknown as Record<string, unknown>));
    } finally {
      run.headings = saved;
    }
    for (const l of env.links) ctx.links.push(l.file ? l : { ...l, file: use.file });
    if (env.mdxModule) run.partialModules.push({ module: env.mdxModule, headings });
    return { tokens, env, headings, within };
  };
}
