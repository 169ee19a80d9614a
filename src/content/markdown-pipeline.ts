// The markdown-it plugins of createMarkdown (markdown.ts), in one named, commented list: the order they are
// registered in is the order their rules run in. A new plugin is one entry of PIPELINE, at the place its rules must
// run; it reports through the render's RenderRun.
import anchor from 'markdown-it-anchor';
import { error, warning, type Diagnostic } from '../errors/blogctl-error';
import type { Heading } from './markdown';
import type { MarkdownOptions } from './markdown-options';
import { admonitionsPlugin } from './markdown-plugins/admonitions';
import { codeBlocksPlugin } from './markdown-plugins/code-blocks';
import { headingIdsPlugin } from './markdown-plugins/heading-ids';
import { imagesPlugin } from './markdown-plugins/images';
import { linksPlugin } from './markdown-plugins/links';
import { markdownFeaturesPlugin } from './markdown-plugins/markdown-features';
import { mdxPlugin, type MdxReport } from './markdown-plugins/mdx';
import { partialsPlugin } from './markdown-plugins/mdx-partials';
import { mdxElementOptions } from './markdown-plugins/mdx-elements';
import { sitePathsPlugin } from './markdown-plugins/site-paths';
import { truncatePlugin } from './markdown-plugins/truncate';
import type { MdxModuleBuilder } from './markdown-plugins/mdx-module';
import type { MarkdownIt } from './markdown-plugins/types';
import { slugifyHeading } from './slug';

/** Per-render state the plugins' callbacks write into; reset at the start of every render(). */
export class RenderRun {
  diagnostics: Diagnostic[] = [];
  file = '';
  headings: Heading[] | undefined;
  lineOffset = 0;
  /** The modules of the imported MDX files this render parsed (their islands are added while it renders). */
  partialModules: { module: MdxModuleBuilder; headings: Heading[] }[] = [];

  /** Runs `fn` with diagnostics located in another file (an imported Markdown file's), then back. */
  within<T>(file: string, lineOffset: number, fn: () => T): T {
    const saved = [this.file, this.lineOffset] as const;
    this.file = file;
    this.lineOffset = lineOffset;
    try {
      return fn();
    } finally {
      [this.file, this.lineOffset] = saved;
    }
  }

  /** Reports at a 0-based body line and 1-based column. */
  report: MdxReport = (severity, code, params, line, column) => {
    const at = { file: this.file, line: line + 1 + this.lineOffset, column };
    this.diagnostics.push(severity === 'error' ? error(code, params, at) : warning(code, params, at));
  };
}

/** What a pipeline plugin is given besides markdown-it. */
export interface PipelineContext {
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
export const PIPELINE: { name: string; use(md: MarkdownIt, ctx: PipelineContext): void }[] = [
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
        onStrayClose: (line: number) => run.report('warning', 'MARKDOWN_STRAY_ADMONITION_CLOSE', {}, line, 1),
        onShownAsText: (text: string, line: number) =>
          run.report('warning', 'MARKDOWN_ADMONITION_AS_TEXT', { text }, line, 1),
      }),
  },
  // The `<!-- truncate -->` marker.
  { name: 'truncate', use: (md) => md.use(truncatePlugin) },
  // Fenced code with Prism, magic comments and line numbers.
  {
    name: 'code-blocks',
    use: (md, { options, fenceLanguages, run }) =>
      md.use(codeBlocksPlugin, {
        ...options, // languages, magicComments, defaultLanguage
        fenceLanguages,
        onUnknownLanguage: (lang: string, line: number) => {
          run.diagnostics.push(warning('MARKDOWN_UNKNOWN_LANGUAGE', { lang }, { file: run.file, line, column: 1 }));
        },
      }),
  },
  // Math, diagrams and npm2yarn tabs (markdown-plugins/markdown-features.ts), on the blocks fences left.
  {
    name: 'markdown-features',
    use: (md, { options, run }) => md.use(markdownFeaturesPlugin, { features: options, report: () => run.report }),
  },
  // A leading `# title` leaves the body before links are collected (its anchor link goes with it).
  {
    name: 'leading-title',
    use: (md, { run }) =>
      md.core.ruler.push('leading_title', (state) => {
        const env = state.env as { contentTitle?: string; titleInContent?: boolean; keepsContentTitle?: boolean };
        // An imported Markdown file's `# heading` is a heading of the page.
        if ((state.env as { partial?: true }).partial) return;
        const title = takeLeadingTitle(state.tokens, { headings: run.headings ?? [], keep: env.keepsContentTitle });
        if (title === undefined) return;
        env.contentTitle = title.text;
        if (title.kept) env.titleInContent = true;
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
  // Imported Markdown files (`<Part />`): after the page's headings have their ids, before the MDX tree.
  {
    name: 'partials',
    use: (md, { run }) => md.use(partialsPlugin, { report: run.report, headings: () => run.headings ?? [] }),
  },
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

/** The document's title (Docusaurus's contentTitle): its first heading when that is a `# heading` and no
 *  thematic break comes before it (text, comments or the truncate marker may). It is taken out of the tokens, so
 *  the page shows it once, as its title; with `keep`, it stays when another `# heading` follows (`kept`). */
function takeLeadingTitle(
  tokens: { type: string; tag: string }[],
  opts: { headings: Heading[]; keep?: boolean },
): { text: string; kept: boolean } | undefined {
  const at = tokens.findIndex((t) => t.type === 'heading_open' || t.type === 'hr');
  if (at === -1 || tokens[at].type !== 'heading_open' || tokens[at].tag !== 'h1') return undefined;
  const h = opts.headings.findIndex((x) => x.level === 1);
  if (h === -1) return undefined;
  const text = opts.headings[h].text;
  const another = tokens.some((t, i) => i > at && t.type === 'heading_open' && t.tag === 'h1');
  if (opts.keep && another) return { text, kept: true };
  opts.headings.splice(h, 1);
  tokens.splice(at, 3);
  return { text, kept: false };
}
