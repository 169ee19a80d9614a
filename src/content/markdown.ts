// createMarkdown(config): the one markdown-it factory. Plugins run in the commented order; per-page
// facts (headings, excerpt boundary, links) travel back through `env`.
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import { admonitionsPlugin } from './markdown-plugins/admonitions';
import { codeBlocksPlugin } from './markdown-plugins/code-blocks';
import { headingIdsPlugin } from './markdown-plugins/heading-ids';
import type { ImageEnv, LinkEnv, LinkRef } from './markdown-plugins/env';
import { imagesPlugin } from './markdown-plugins/images';
import { linksPlugin } from './markdown-plugins/links';
import { markdownFeaturesPlugin } from './markdown-plugins/markdown-features';
import { looksLikeMdx, mdxPlugin, type MdxEnv, type MdxReport, type SiteImport } from './markdown-plugins/mdx';
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
}

export interface RenderInput {
  file: string;
  body: string;
  bodyLineOffset: number;
  resolveMarkdownLink: LinkEnv['resolveMarkdownLink'];
  resolveAsset: LinkEnv['resolveAsset'];
  /** Resolves an MDX import of the site's own code (see MdxEnv.resolveModule). */
  resolveModule?: MdxEnv['resolveModule'];
  /** Where modules generated from function props go (MdxEnv.mdxGeneratedDir). */
  mdxGeneratedDir?: string;
  /** The written URL of a site-absolute path (baseUrl, trailingSlash); as written when left out. */
  href?: LinkEnv['href'];
  /** Intrinsic size of an image by its public URL (as resolveAsset returned it), when known. */
  imageSize?: ImageEnv['imageSize'];
  imageSrcset?: ImageEnv['imageSrcset'];
}

export interface MarkdownRenderer {
  render(input: RenderInput): { result: RenderedMarkdown; diagnostics: Diagnostic[] };
  /** The options it was made with (createMarkdown's). */
  options?: MarkdownOptions;
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

/**
 * Builds the markdown-it instance once per build. `fenceLanguages`: the fence language words of everything this
 * renderer will render (fenceLanguagesOf), so only the Prism grammars they need are loaded; leave it out when
 * that is not known in advance (the dev server renders whatever is saved next): every configured one is loaded.
 */
export function createMarkdown(options: MarkdownOptions, fenceLanguages?: string[] | null): MarkdownRenderer {
  const globals = globalComponents(options);
  const md = new MarkdownIt({ html: true, linkify: false, typographer: false });
  const ui = options.ui ?? zhCN;
  // Per-render state the plugin callbacks write into; reset at the start of every render().
  let currentDiagnostics: Diagnostic[] = [];
  let currentFile = '';
  let currentHeadings: Heading[] | undefined;
  // 1. Custom `{#id}` ids must be set before markdown-it-anchor, which keeps an existing id.
  md.use(headingIdsPlugin);
  // 2. Heading ids for every level, GitHub style, unique per page; headings recorded for the TOC.
  md.use(anchor, {
    level: [1, 2, 3, 4, 5, 6],
    tabIndex: false,
    slugifyWithState: (text: string, state: { env: { slugger: (s: string) => string } }) =>
      state.env.slugger(slugifyHeading(text)),
    callback: (token: { tag: string; attrGet(n: string): string | null }, info: { slug: string; title: string }) => {
      currentHeadings?.push({ level: Number(token.tag.slice(1)), id: info.slug, text: info.title });
    },
    permalink: anchor.permalink.linkInsideHeader({
      symbol: '#',
      placement: 'after',
      class: 'hash-link',
      ariaHidden: false,
      renderAttrs: () => ({ 'aria-label': ui.headingLink }),
    }),
  } as unknown as anchor.AnchorOptions);
  // 3. Block syntax: admonitions; 4. the truncate marker; 5. fences with Prism; 6. links last, after inline parsing.
  md.use(admonitionsPlugin, {
    titles: ui.admonition,
    keywords: options.admonitionKeywords,
    onUnknown: (keyword: string, line: number) =>
      report(
        'warning',
        'MARKDOWN_UNKNOWN_ADMONITION',
        { keyword, keywords: options.admonitionKeywords ?? [] },
        line,
        1,
      ),
  });
  md.use(truncatePlugin);
  md.use(codeBlocksPlugin, {
    ...options, // languages, magicComments, defaultLanguage
    fenceLanguages,
    onUnknownLanguage: (lang: string, line: number) => {
      currentDiagnostics.push(warning('MARKDOWN_UNKNOWN_LANGUAGE', { lang }, { file: currentFile, line, column: 1 }));
    },
  });
  md.use(markdownFeaturesPlugin, { features: options, report: () => report }); // 5a. Math, diagrams, npm2yarn tabs.
  // 6a. A leading `# title` leaves the body before links are collected (its anchor link goes with it).
  md.core.ruler.push('leading_title', (state) => {
    const title = takeLeadingTitle(state.tokens, currentHeadings ?? []);
    if (title !== undefined) (state.env as { contentTitle?: string }).contentTitle = title;
  });
  md.use(linksPlugin);
  // 6b. `pathname://` links and `@site/static/…` paths, around the link collection.
  md.use(sitePathsPlugin, {
    staticFolders: options.staticFolders,
    onUnsupported: (href: string, line: number) => report('warning', 'MARKDOWN_SITE_PATH', { href }, line, 1),
  });
  // 6c. Images: lazy loading, and width/height read from the file.
  md.use(imagesPlugin);
  // 7. MDX (ESM, JSX comments and elements): only for entries that use it (looksLikeMdx), registered last so
  //    its elements are nested after every other rule has seen their tokens.
  const report: MdxReport = (severity, code, params, line, column) => {
    const at = { file: currentFile, line: line + 1 + currentLineOffset, column };
    currentDiagnostics.push(severity === 'error' ? error(code, params, at) : warning(code, params, at));
  };
  let currentLineOffset = 0;
  md.use(mdxPlugin, {
    report,
    ...mdxElementOptions(md, { titles: ui.admonition, report, headings: () => currentHeadings ?? [] }),
  });

  return {
    options,
    render(input) {
      currentDiagnostics = [];
      currentFile = input.file;
      currentHeadings = [];
      currentLineOffset = input.bodyLineOffset;
      let lines: string[] | undefined; // The file's lines: split only when a link is located or a fence checked.
      const env = {
        slugger: createUniqueSlugger(),
        bodyLineOffset: input.bodyLineOffset,
        get sourceLines() {
          return (lines ??= bodyLines(input.body, input.bodyLineOffset));
        },
        links: [] as LinkRef[],
        hasTruncate: false,
        mdx: input.file.endsWith('.mdx') || looksLikeMdx(input.body),
        ...(globals && { mdxImports: new Map(globals.imports), mdxSiteImports: new Map(globals.site) }),
        resolveMarkdownLink: input.resolveMarkdownLink,
        resolveAsset: input.resolveAsset,
        ...{ resolveModule: input.resolveModule, mdxGeneratedDir: input.mdxGeneratedDir },
        href: input.href ?? ((path: string) => path),
        relativeHtmlUrl: (url: string, line: number, column: number) => {
          currentDiagnostics.push(
            warning('MARKDOWN_RELATIVE_HTML_URL', { url: safeDecode(url) }, { file: input.file, line, column }),
          );
        },
        imageSize: input.imageSize,
        imageSrcset: input.imageSrcset,
        report: (kind: 'link' | 'image', href: string, line: number, column: number) => {
          currentDiagnostics.push(
            kind === 'image'
              ? error('IMAGE_MISSING', { kind: 'relative', src: safeDecode(href) }, { file: input.file, line, column })
              : ruled(
                  error(
                    'LINK_BROKEN',
                    { kind: 'markdown-file', href: safeDecode(href) },
                    { file: input.file, line, column },
                  ),
                  'onBrokenMarkdownLinks',
                ),
          );
        },
      };
      let html: string;
      let contentTitle: string | undefined;
      try {
        const tokens = md.parse(input.body, env);
        checkFences(tokens, input, () => env.sourceLines, currentDiagnostics);
        contentTitle = (env as { contentTitle?: string }).contentTitle;
        html = md.renderer.render(tokens, md.options, env);
      } catch (err) {
        const message = (err as Error).message;
        currentDiagnostics.push(
          error(
            /not unique/.test(message) ? 'MARKDOWN_DUPLICATE_HEADING_ID' : 'MARKDOWN_RENDER',
            { reason: message },
            { file: input.file },
          ),
        );
        html = '';
      }
      let excerptHtml: string | null = null;
      const cut = html.indexOf(TRUNCATE_MARKER);
      if (cut !== -1) {
        excerptHtml = html.slice(0, cut);
        html = html.slice(0, cut) + html.slice(cut + TRUNCATE_MARKER.length + 1);
      }
      const result: RenderedMarkdown = {
        html,
        excerptHtml,
        headings: currentHeadings,
        links: env.links,
        readingUnits: countReadingUnits(input.body),
        hash: hashOf(html, '\u0000', excerptHtml ?? ''),
      };
      if (contentTitle !== undefined) result.contentTitle = contentTitle;
      currentHeadings = undefined;
      return { result, diagnostics: currentDiagnostics };
    },
  };
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
