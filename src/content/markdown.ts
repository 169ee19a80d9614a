// createMarkdown(config): the one markdown-it factory. Its plugins run in the order of PIPELINE
// (markdown-pipeline.ts); per-page facts (headings, excerpt boundary, links) travel back through `env`. Whether a
// file is read as MDX or as CommonMark is markdown-format.ts's.
import type { HeadTag } from '../shared/head-tags';
import MarkdownIt from 'markdown-it';
import type { MarkdownIt as Md } from './markdown-plugins/types';
import type { ImageEnv, LinkEnv, LinkRef } from './markdown-plugins/env';
import type { MdxEnv, SiteImport } from './markdown-plugins/mdx';
import { MdxModuleBuilder, type MdxModuleGlobal } from './markdown-plugins/mdx-module';
import type { PropValue } from './markdown-plugins/jsx-tags';
import { readingOf, type MarkdownFormat } from './markdown-format';
import { escapeHtml } from '../shared/escape';
import type { MarkdownOptions } from './markdown-options';
import { TRUNCATE_MARKER } from './markdown-plugins/truncate';
import { PIPELINE, RenderRun, type PipelineContext } from './markdown-pipeline';
import { createUniqueSlugger } from './slug';
import type { Diagnostic } from '../errors/blogctl-error';
import { error, ruled, warning } from '../errors/blogctl-error';
import { zhCN } from '../shared/i18n/zh-CN';
import { hashOf } from '../util/hash';
import { caseVariant } from './case-variant';
import { dirname } from 'node:path';
import { partialParser, resolvePartialFile, type PartialHost } from './markdown-partials';
import { elementIds } from './html-facts';

export interface Heading {
  level: number;
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  /** HTML before `<!-- truncate -->`, or null when there is no marker. */
  excerptHtml: string | null;
  headings: Heading[];
  links: LinkRef[];
  /** Plain text length in reading units (CJK characters + latin words), for reading time. */
  readingUnits: number;
  /** Digest of `html` and `excerptHtml`: identifies the rendered content in route-cache keys. */
  hash: string;
  /** The text of a `# heading` that opens the body (then not part of `html`): the title when front matter has none. */
  contentTitle?: string;
  /** The `# title` stayed in the HTML (RenderInput.keepsContentTitle): the page shows no title of its own. */
  titleInContent?: true;
  /** The module of an MDX file whose JSX needs JavaScript (mdx-module.ts): written before its islands render. */
  mdxModule?: { file: string; code: string };
  /** The modules of the imported MDX files whose JSX needs JavaScript, one per file. */
  partialModules?: { file: string; code: string }[];
  /** The head tags the page's site components set with `@docusaurus/Head` (site-components/render.ts). */
  headTags?: HeadTag[];
  /** The ids of the page's elements beside its headings' (raw HTML and JSX, footnotes, what its site components
   *  rendered): a `#hash` may name any of them. */
  anchors?: string[];
}

export interface RenderInput {
  file: string;
  body: string;
  bodyLineOffset: number;
  resolveMarkdownLink: LinkEnv['resolveMarkdownLink'];
  resolveAsset: LinkEnv['resolveAsset'];
  /** Resolves an MDX import of the site's own code (see MdxEnv.resolveModule). */
  resolveModule?: MdxEnv['resolveModule'];
  /** The site's `.blogctl/` folder, where an MDX file's module goes (MdxEnv.mdxGeneratedDir). */
  mdxGeneratedDir?: string;
  /** The file's front matter as parsed: MDX's `frontMatter`, and its `mdx.format` (markdown-format.ts). */
  frontMatter?: Record<string, unknown>;
  /** The written URL of a site-absolute path (baseUrl, trailingSlash); as written when left out. */
  href?: LinkEnv['href'];
  /** Intrinsic size of an image by its public URL (as resolveAsset returned it), when known. */
  imageSize?: ImageEnv['imageSize'];
  imageSrcset?: ImageEnv['imageSrcset'];
  /** Docs and pages: a leading `# title` stays in the content when more `#` headings follow, as Docusaurus keeps
   *  it (only a blog post always loses it to its header), so the headings stay siblings in their order. */
  keepsContentTitle?: boolean;
  /** Reads the Markdown files MDX imports ("Importing Markdown"); without it their elements render nothing. */
  partials?: PartialHost;
}

export interface MarkdownRenderer {
  render(input: RenderInput): { result: RenderedMarkdown; diagnostics: Diagnostic[] };
  /** The options it was made with (createMarkdown's). */
  options?: MarkdownOptions;
}

export type { MarkdownOptions };

interface GlobalComponents {
  /** Name → the module it comes from (MdxEnv's `mdxImports`). */
  imports: [string, string][];
  /** Those of the site's own code (MdxEnv's `mdxSiteImports`). */
  site: [string, SiteImport][];
  /** Those the file's module imports: from the site's own file, or by a package's specifier. */
  module: MdxModuleGlobal[];
}

/** The site's global MDX components (MDXComponents) as entries of MdxEnv's import maps: every file starts with
 *  them, as if it imported them (its own imports win). */
function globalComponents(options: MarkdownOptions): GlobalComponents | undefined {
  if (!options.components?.length) return undefined;
  return {
    imports: options.components.map((c): [string, string] => [c.name, c.source]),
    site: options.components
      .filter((c) => c.file)
      .map((c): [string, SiteImport] => [c.name, { file: c.file!, export: c.export }]),
    module: options.components
      .filter((c) => c.file || c.package)
      .map((c): MdxModuleGlobal => ({ name: c.name, from: c.file ?? c.source, export: c.export, package: c.package })),
  };
}

/**
 * Builds the markdown-it instance once per build. `fenceLanguages`: the fence language words of everything this
 * renderer will render (fenceLanguagesOf), so only the Prism grammars they need are loaded; leave it out when
 * that is not known in advance (the dev server renders whatever is saved next): every configured one is loaded.
 */
export function createMarkdown(options: MarkdownOptions, fenceLanguages?: string[] | null): MarkdownRenderer {
  const globals = globalComponents(options);
  const md = new MarkdownIt({ html: true, linkify: false, typographer: false });
  const run = new RenderRun();
  const ctx: PipelineContext = { options, fenceLanguages, ui: options.ui ?? zhCN, run };
  for (const plugin of PIPELINE) plugin.use(md, ctx);
  return { options, render: (input) => renderOne({ md, run, input, globals, format: options.format ?? 'mdx' }) };
}

function renderOne(p: {
  md: Md;
  run: RenderRun;
  input: RenderInput;
  globals: GlobalComponents | undefined;
  format: MarkdownFormat;
}): { result: RenderedMarkdown; diagnostics: Diagnostic[] } {
  const { md, run, input } = p;
  run.diagnostics = [];
  run.file = input.file;
  run.headings = [];
  run.lineOffset = input.bodyLineOffset;
  run.partialModules = [];
  const reading = readingOf(input, p.format);
  const env = renderEnv({ md, input, run, globals: p.globals, format: p.format, mdx: reading === 'mdx' });
  let html: string;
  let contentTitle: string | undefined;
  let titleInContent = false;
  try {
    const tokens = md.parse(input.body, env);
    const fences = { sourceLines: () => env.sourceLines, out: run.diagnostics, commonmark: reading === 'commonmark' };
    checkFences(tokens, input, fences);
    contentTitle = (env as { contentTitle?: string }).contentTitle;
    titleInContent = (env as { titleInContent?: boolean }).titleInContent === true;
    html = md.renderer.render(tokens, md.options, env);
  } catch (err) {
    run.diagnostics.push(error('MARKDOWN_RENDER', { reason: (err as Error).message }, { file: input.file }));
    html = '';
  }
  let excerptHtml: string | null = null;
  const cut = html.indexOf(TRUNCATE_MARKER);
  if (cut !== -1) {
    excerptHtml = html.slice(0, cut);
    html = html.slice(0, cut) + html.slice(cut + TRUNCATE_MARKER.length + 1);
  }
  const headings = run.headings;
  const result: RenderedMarkdown = {
    html,
    excerptHtml,
    headings,
    links: env.links,
    readingUnits: countReadingUnits(input.body),
    hash: hashOf(html, '\u0000', excerptHtml ?? ''),
  };
  const ids = elementIds(
    html,
    headings.map((h) => h.id),
  );
  if (ids.length) result.anchors = ids;
  if (contentTitle !== undefined) result.contentTitle = contentTitle;
  if (titleInContent) result.titleInContent = true;
  const module = env.mdxModule;
  if (module?.hasIslands) {
    const scope = { frontMatter: input.frontMatter ?? {}, toc: docusaurusToc(headings), contentTitle };
    result.mdxModule = { file: module.file, code: module.code(scope) };
  }
  const partialModules = partialModuleFiles(run.partialModules);
  if (partialModules.length) result.partialModules = partialModules;
  run.headings = undefined;
  return { result, diagnostics: run.diagnostics };
}

interface EnvOptions {
  md: Md;
  input: RenderInput;
  run: RenderRun;
  globals: GlobalComponents | undefined;
  format: MarkdownFormat;
  mdx: boolean;
  /** A partial's render: the page's slugger, and the files from the page down to this one. */
  partial?: { slugger: (base: string) => string; chain: string[] };
}

/** The per-file `env` of one render: the links and images plugins' hooks, and the MDX layer's state. */
function renderEnv(o: EnvOptions) {
  const { input, run, globals, mdx } = o;
  let lines: string[] | undefined; // The file's lines: split only when a link is located or a fence checked.
  const at = (line: number, column: number) => ({ file: input.file, line, column });
  const env = {
    slugger: o.partial?.slugger ?? createUniqueSlugger(),
    keepsContentTitle: input.keepsContentTitle === true,
    bodyLineOffset: input.bodyLineOffset,
    get sourceLines() {
      return (lines ??= bodyLines(input.body, input.bodyLineOffset));
    },
    links: [] as LinkRef[],
    hasTruncate: false,
    mdx,
    ...(globals && { mdxImports: new Map(globals.imports), mdxSiteImports: new Map(globals.site) }),
    ...(mdx && input.mdxGeneratedDir
      ? {
          mdxModule: moduleBuilder({ file: input.file, dir: input.mdxGeneratedDir, globals, partial: !!o.partial }),
          // `toc` is the page's heading list itself: complete by the time elements render.
          mdxScope: { toc: run.headings as unknown as PropValue, frontMatter: (input.frontMatter ?? {}) as PropValue },
        }
      : {}),
    resolveMarkdownLink: input.resolveMarkdownLink,
    resolveAsset: input.resolveAsset,
    resolveModule: input.resolveModule,
    mdxGeneratedDir: input.mdxGeneratedDir,
    href: input.href ?? ((path: string) => path),
    relativeHtmlUrl: (url: string, line: number, column: number) => {
      run.diagnostics.push(warning('MARKDOWN_RELATIVE_HTML_URL', { url: safeDecode(url) }, at(line, column)));
    },
    imageSize: input.imageSize,
    imageSrcset: input.imageSrcset,
    report: (kind: 'link' | 'image', href: string, line: number, column: number) => {
      const written = safeDecode(href);
      // The file named with other letter case, if there is one (the fix is then one rename).
      const found = caseVariant(written.replace(/[?#].*$/, ''), dirname(input.file));
      const caseMatch = found && { caseMatch: found };
      run.diagnostics.push(
        kind === 'image'
          ? error('IMAGE_MISSING', { kind: 'relative', src: written, ...caseMatch }, at(line, column))
          : ruled(
              error('LINK_BROKEN', { kind: 'markdown-file', href: written, ...caseMatch }, at(line, column)),
              'onBrokenMarkdownLinks',
            ),
      );
    },
  };
  return mdx && input.partials ? withPartials(o, env) : env;
}

/** An MDX file's env with its imports of Markdown files resolved and parsed where they are used. */
function withPartials<E extends MdxEnv & { links: LinkRef[]; slugger: (base: string) => string }>(
  o: EnvOptions,
  env: E,
): E {
  const host = o.input.partials!;
  const chain = o.partial?.chain ?? [o.input.file];
  const envOf = (input: RenderInput, nested: string[]) => {
    const partial = { slugger: env.slugger, chain: nested };
    const reading = readingOf(input, o.format);
    const child = renderEnv({ ...o, input, mdx: reading === 'mdx', partial });
    return Object.assign(child, { partial: true as const, mdxScope: { ...child.mdxScope, frontMatter: {} } });
  };
  const parsePartial = partialParser({ md: o.md, run: o.run, input: o.input, host, chain, links: env.links, envOf });
  return Object.assign(env, {
    resolvePartial: (specifier: string) => resolvePartialFile(specifier, o.input.file, host),
    parsePartial,
  });
}

/** The builder of a file's module (an imported file's, `partial`, or a page's), with the site's global MDX
 *  components in it. */
function moduleBuilder(o: {
  file: string;
  dir: string;
  globals: GlobalComponents | undefined;
  partial: boolean;
}): MdxModuleBuilder {
  const builder = new MdxModuleBuilder({ source: o.file, dir: o.dir, partial: o.partial });
  for (const g of o.globals?.module ?? []) builder.addGlobal(g);
  return builder;
}

/** The modules of the render's partials that have islands, one per file (a partial used twice gives the same). An
 *  imported file's front matter is not read (as in Docusaurus), and its `toc` is its own headings. */
function partialModuleFiles(parsed: RenderRun['partialModules']): { file: string; code: string }[] {
  const byFile = new Map<string, string>();
  for (const { module, headings } of parsed) {
    if (!module.hasIslands || byFile.has(module.file)) continue;
    byFile.set(module.file, module.code({ frontMatter: {}, toc: docusaurusToc(headings), contentTitle: undefined }));
  }
  return [...byFile].map(([file, code]) => ({ file, code }));
}

/** The page's headings as MDX's `toc` (Docusaurus's shape: the heading's HTML as `value`). */
function docusaurusToc(headings: Heading[]): { value: string; id: string; level: number }[] {
  return headings.map((h) => ({ value: escapeHtml(h.text), id: h.id, level: h.level }));
}

/** `body`'s lines after `offset` empty ones: the lines of the file a body with that line offset was taken from
 *  (front matter lines blank), as `('\n'.repeat(offset) + body).split('\n')` gives them. */
export function bodyLines(body: string, offset: number): string[] {
  const lines = body.split('\n');
  return offset > 0 ? new Array<string>(offset).fill('').concat(lines) : lines;
}

/** A fence whose closing marker is missing runs to the end of the file: report it where it opens (an error, but
 *  a warning in a file read as CommonMark, which defines it so). `sourceLines`: the file's lines (bodyLines), body
 *  line i at i + bodyLineOffset. */
function checkFences(
  tokens: { type: string; map: [number, number] | null; markup: string }[],
  input: RenderInput,
  { sourceLines, out, commonmark }: { sourceLines: () => string[]; out: Diagnostic[]; commonmark: boolean },
): void {
  let lines: string[] | undefined;
  let total = 0;
  const at = input.bodyLineOffset;
  for (const t of tokens) {
    if (t.type !== 'fence' || !t.map) continue;
    if (!lines) {
      lines = sourceLines();
      total = lines.length - at - (lines[lines.length - 1] === '' ? 1 : 0);
    }
    const lastLine = (lines[at + t.map[1] - 1] ?? '').trim();
    const closed =
      t.map[1] - t.map[0] >= 2 && lastLine.startsWith(t.markup[0].repeat(t.markup.length)) && /^[`~]+$/.test(lastLine);
    if (!closed && t.map[1] >= total) {
      const loc = { file: input.file, line: t.map[0] + 1 + input.bodyLineOffset, column: 1 };
      const params = { markup: t.markup };
      out.push(
        commonmark ? warning('MARKDOWN_UNCLOSED_FENCE', params, loc) : error('MARKDOWN_UNCLOSED_FENCE', params, loc),
      );
    }
  }
}

/** CJK characters count one unit each, runs of latin letters/digits one unit each. */
function countReadingUnits(text: string): number {
  let units = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x3400 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff)) {
      units++;
      inWord = false;
    } else if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
      if (!inWord) units++;
      inWord = true;
    } else inWord = false;
  }
  return units;
}

function safeDecode(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}
