// createMarkdown(config): the one markdown-it factory. Its plugins run in the order of PIPELINE; per-page facts
// (headings, excerpt boundary, links) travel back through `env`. Whether a file is read as MDX or as CommonMark
// is markdown-format.ts's.
import MarkdownIt from 'markdown-it';
import type { MarkdownIt as Md } from './markdown-plugins/types';
import anchor from 'markdown-it-anchor';
import { admonitionsPlugin } from './markdown-plugins/admonitions';
import { codeBlocksPlugin } from './markdown-plugins/code-blocks';
import { headingIdsPlugin } from './markdown-plugins/heading-ids';
import type { ImageEnv, LinkEnv, LinkRef } from './markdown-plugins/env';
import { imagesPlugin } from './markdown-plugins/images';
import { linksPlugin } from './markdown-plugins/links';
import { mdxPlugin, type MdxEnv, type MdxReport, type SiteImport } from './markdown-plugins/mdx';
import { MdxModuleBuilder } from './markdown-plugins/mdx-module';
import type { PropValue } from './markdown-plugins/jsx-tags';
import { mdxFormat, type MarkdownFormat } from './markdown-format';
import { escapeHtml } from '../shared/escape';
import { mdxElementOptions } from './markdown-plugins/mdx-elements';
import { sitePathsPlugin } from './markdown-plugins/site-paths';
import type { MarkdownOptions } from './markdown-options';
import { truncatePlugin, TRUNCATE_MARKER } from './markdown-plugins/truncate';
import { createUniqueSlugger, slugifyHeading } from './slug';
import type { Diagnostic } from '../errors/blogctl-error';
import { error, ruled, warning } from '../errors/blogctl-error';
import { zhCN } from '../shared/i18n/zh-CN';
import { hashOf } from '../util/hash';

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
  /** The module of an MDX file whose JSX needs JavaScript (mdx-module.ts): written before its islands render. */
  mdxModule?: { file: string; code: string };
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
}

export interface MarkdownRenderer {
  render(input: RenderInput): { result: RenderedMarkdown; diagnostics: Diagnostic[] };
}

export type { MarkdownOptions };

/** The site's global MDX components (MDXComponents) as entries of MdxEnv's import maps: every file starts with
 *  them, as if it imported them (its own imports win). */
function globalComponents(
  options: MarkdownOptions,
): { imports: [string, string][]; site: [string, SiteImport][] } | undefined {
  if (!options.components?.length) return undefined;
  return {
    imports: options.components.map((c): [string, string] => [c.name, c.source]),
    site: options.components
      .filter((c) => c.file)
      .map((c): [string, SiteImport] => [c.name, { file: c.file!, export: c.export }]),
  };
}

/** Per-render state the plugins' callbacks write into; reset at the start of every render(). */
class RenderRun {
  diagnostics: Diagnostic[] = [];
  file = '';
  headings: Heading[] | undefined;
  lineOffset = 0;

  /** Reports at a 0-based body line and 1-based column. */
  report: MdxReport = (severity, code, params, line, column) => {
    const at = { file: this.file, line: line + 1 + this.lineOffset, column };
    this.diagnostics.push(severity === 'error' ? error(code, params, at) : warning(code, params, at));
  };
}

/** What a pipeline plugin is given besides markdown-it. */
interface PipelineContext {
  options: MarkdownOptions;
  fenceLanguages: string[] | null | undefined;
  ui: { headingLink: string; admonition: Record<string, string> };
  run: RenderRun;
}

/**
 * The markdown-it plugins, in the order they are registered (so the order their rules run in); per-page facts
 * (headings, excerpt boundary, links) travel back through `env`. A new plugin is one entry here, at the place its
 * rules must run.
 */
const PIPELINE: { name: string; use(md: Md, ctx: PipelineContext): void }[] = [
  // Custom `{#id}` ids, before markdown-it-anchor (which keeps an id already set).
  {
    name: 'heading-ids',
    use: (md, { run }) =>
      md.use(headingIdsPlugin, {
        onDuplicate: (id: string, line: number) =>
          run.report('warning', 'MARKDOWN_DUPLICATE_HEADING_ID', { id }, line, 1),
      }),
  },
  // Heading ids for every level, GitHub style, unique per page; headings recorded for the TOC.
  { name: 'anchor', use: (md, { ui, run }) => md.use(anchor, anchorOptions(ui.headingLink, run)) },
  // Block syntax: `:::note` admonitions.
  {
    name: 'admonitions',
    use: (md, { options, ui, run }) =>
      md.use(admonitionsPlugin, {
        titles: ui.admonition,
        keywords: options.admonitionKeywords,
        onUnknown: (keyword: string, line: number) =>
          run.report(
            'warning',
            'MARKDOWN_UNKNOWN_ADMONITION',
            { keyword, keywords: options.admonitionKeywords ?? [] },
            line,
            1,
          ),
      }),
  },
  // The `<!-- truncate -->` marker.
  { name: 'truncate', use: (md) => md.use(truncatePlugin) },
  // Fenced code with Prism, magic comments and line numbers.
  {
    name: 'code-blocks',
    use: (md, { options, fenceLanguages, run }) =>
      md.use(codeBlocksPlugin, {
        languages: options.languages,
        fenceLanguages,
        magicComments: options.magicComments,
        onUnknownLanguage: (lang: string, line: number) => {
          run.diagnostics.push(warning('MARKDOWN_UNKNOWN_LANGUAGE', { lang }, { file: run.file, line, column: 1 }));
        },
      }),
  },
  // A leading `# title` leaves the body before links are collected (its anchor link goes with it).
  {
    name: 'leading-title',
    use: (md, { run }) =>
      md.core.ruler.push('leading_title', (state) => {
        const title = takeLeadingTitle(state.tokens, run.headings ?? []);
        if (title !== undefined) (state.env as { contentTitle?: string }).contentTitle = title;
      }),
  },
  // Links: `.md` targets resolved, every link recorded (after inline parsing).
  { name: 'links', use: (md) => md.use(linksPlugin) },
  // `pathname://` links and `@site/static/…` paths, around the link collection.
  {
    name: 'site-paths',
    use: (md, { options, run }) =>
      md.use(sitePathsPlugin, {
        staticFolders: options.staticFolders,
        onUnsupported: (href: string, line: number) => run.report('warning', 'MARKDOWN_SITE_PATH', { href }, line, 1),
      }),
  },
  // Images: lazy loading, and width/height read from the file.
  { name: 'images', use: (md) => md.use(imagesPlugin) },
  // MDX (ESM, expressions, JSX comments and elements): only for files read as MDX (markdown-format.ts),
  // registered last so its elements are nested after every other rule has seen their tokens.
  {
    name: 'mdx',
    use: (md, { ui, run }) =>
      md.use(mdxPlugin, {
        report: run.report,
        ...mdxElementOptions(md, { titles: ui.admonition, report: run.report, headings: () => run.headings ?? [] }),
      }),
  },
];

function anchorOptions(headingLink: string, run: RenderRun): anchor.AnchorOptions {
  return {
    level: [1, 2, 3, 4, 5, 6],
    tabIndex: false,
    slugifyWithState: (text: string, state: { env: { slugger: (s: string) => string } }) =>
      state.env.slugger(slugifyHeading(text)),
    callback: (token: { tag: string; attrGet(n: string): string | null }, info: { slug: string; title: string }) => {
      run.headings?.push({ level: Number(token.tag.slice(1)), id: info.slug, text: info.title });
    },
    permalink: anchor.permalink.linkInsideHeader({
      symbol: '#',
      placement: 'after',
      class: 'hash-link',
      ariaHidden: false,
      renderAttrs: () => ({ 'aria-label': headingLink }),
    }),
  } as unknown as anchor.AnchorOptions;
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
  return { render: (input) => renderOne({ md, run, input, globals, format: options.format ?? 'mdx' }) };
}

function renderOne(p: {
  md: Md;
  run: RenderRun;
  input: RenderInput;
  globals: ReturnType<typeof globalComponents>;
  format: MarkdownFormat;
}): { result: RenderedMarkdown; diagnostics: Diagnostic[] } {
  const { md, run, input } = p;
  run.diagnostics = [];
  run.file = input.file;
  run.headings = [];
  run.lineOffset = input.bodyLineOffset;
  const env = renderEnv(input, run, p.globals, mdxFormat(input, p.format));
  let html: string;
  let contentTitle: string | undefined;
  try {
    const tokens = md.parse(input.body, env);
    checkFences(tokens, input, () => env.sourceLines, run.diagnostics);
    contentTitle = (env as { contentTitle?: string }).contentTitle;
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
  if (contentTitle !== undefined) result.contentTitle = contentTitle;
  const module = env.mdxModule;
  if (module?.hasIslands) {
    const scope = { frontMatter: input.frontMatter ?? {}, toc: docusaurusToc(headings), contentTitle };
    result.mdxModule = { file: module.file, code: module.code(scope) };
  }
  run.headings = undefined;
  return { result, diagnostics: run.diagnostics };
}

/** The per-file `env` of one render: the links and images plugins' hooks, and the MDX layer's state. */
function renderEnv(input: RenderInput, run: RenderRun, globals: ReturnType<typeof globalComponents>, mdx: boolean) {
  let lines: string[] | undefined; // The file's lines: split only when a link is located or a fence checked.
  const at = (line: number, column: number) => ({ file: input.file, line, column });
  return {
    slugger: createUniqueSlugger(),
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
          mdxModule: moduleBuilder(input.file, input.mdxGeneratedDir, globals),
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
    report: (kind: 'link' | 'image', href: string, line: number, column: number) => {
      run.diagnostics.push(
        kind === 'image'
          ? error('IMAGE_MISSING', { kind: 'relative', src: safeDecode(href) }, at(line, column))
          : ruled(
              error('LINK_BROKEN', { kind: 'markdown-file', href: safeDecode(href) }, at(line, column)),
              'onBrokenMarkdownLinks',
            ),
      );
    },
  };
}

/** The builder of a file's module, with the site's global MDX components in it. */
function moduleBuilder(file: string, dir: string, globals: ReturnType<typeof globalComponents>): MdxModuleBuilder {
  const builder = new MdxModuleBuilder(file, dir);
  for (const [name, site] of globals?.site ?? []) builder.addGlobal(name, site.file, site.export);
  return builder;
}

/** The page's headings as MDX's `toc` (Docusaurus's shape: the heading's HTML as `value`). */
function docusaurusToc(headings: Heading[]): { value: string; id: string; level: number }[] {
  return headings.map((h) => ({ value: escapeHtml(h.text), id: h.id, level: h.level }));
}

/** A `# heading` that opens the body is the document's title (Docusaurus's contentTitle): it is taken out of the
 *  tokens, so the page shows it once, as its title. */
function takeLeadingTitle(tokens: { type: string; tag: string }[], headings: Heading[]): string | undefined {
  if (tokens[0]?.type !== 'heading_open' || tokens[0].tag !== 'h1') return undefined;
  const h = headings.findIndex((x) => x.level === 1);
  if (h === -1) return undefined;
  const text = headings[h].text;
  headings.splice(h, 1);
  tokens.splice(0, 3);
  return text;
}

/** `body`'s lines after `offset` empty ones: the lines of the file a body with that line offset was taken from
 *  (front matter lines blank), as `('\n'.repeat(offset) + body).split('\n')` gives them. */
export function bodyLines(body: string, offset: number): string[] {
  const lines = body.split('\n');
  return offset > 0 ? new Array<string>(offset).fill('').concat(lines) : lines;
}

/** A fence whose closing marker is missing runs to the end of the file: report it where it opens. `sourceLines`:
 *  the file's lines (bodyLines), body line i at i + bodyLineOffset. */
function checkFences(
  tokens: { type: string; map: [number, number] | null; markup: string }[],
  input: RenderInput,
  sourceLines: () => string[],
  out: Diagnostic[],
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
      out.push(
        error(
          'MARKDOWN_UNCLOSED_FENCE',
          { markup: t.markup },
          { file: input.file, line: t.map[0] + 1 + input.bodyLineOffset, column: 1 },
        ),
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
