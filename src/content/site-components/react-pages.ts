// `pages/**/*.{tsx,jsx,js,ts}`: pages written in React. The default export is the page component; an optional
//   export const meta = { title: '关于', description: '…' };
// gives the page's title and description (literal values only: it is read without running the file). A page
// written for Docusaurus gives them as literal props of its `@theme/Layout`: `<Layout title="关于">` is read the
// same way where `meta` does not set them. The page
// renders on the server and hydrates in the browser as one site island (site-components/render.ts) inside the
// Markdown page layout, with the title left to the component (as hide_title does for Markdown).
import { error, warning, type Diagnostic } from '../../errors/blogctl-error';
import { hashOf } from '../../util/hash';
import type { ParsedSource } from '../front-matter';
import type { RenderedMarkdown } from '../markdown';
import {
  evaluateLiteral,
  matchBrace,
  NotLiteralError,
  scanJsxTag,
  type LiteralScope,
} from '../markdown-plugins/jsx-tags';
import { PLACEHOLDER_CLOSE, placeholderOpen } from './placeholder';

/** A page written in React (the pages folder's .tsx, .jsx, .js and .ts files), not in Markdown. */
export const isReactPage = (file: string): boolean => /\.(?:tsx|jsx|js|ts)$/.test(file);

/** The page's front matter, from its `meta` export. */
export function reactPageSource(file: string, text: string, site?: SiteTexts): ParsedSource {
  const diagnostics: Diagnostic[] = [];
  const data: ParsedSource['data'] = { hide_title: true };
  const m = /^export\s+const\s+meta\b[^=\n]*=\s*/m.exec(text);
  if (m) {
    const start = m.index + m[0].length;
    const end = text[start] === '{' ? matchBrace(text, start) : -1;
    const at = text.slice(0, start).split('\n');
    const loc = { file, line: at.length, column: at[at.length - 1].length + 1 };
    try {
      if (end === -1) throw new NotLiteralError('it is not an object literal `{ … }`', 0);
      const meta = evaluateLiteral(text.slice(start, end + 1)) as Record<string, unknown>;
      for (const key of ['title', 'description'] as const) {
        if (meta[key] === undefined) continue;
        if (typeof meta[key] === 'string') data[key] = meta[key];
        else diagnostics.push(error('PAGE_META_NOT_LITERAL', { kind: 'field', key }, loc));
      }
    } catch (err) {
      const reason = err instanceof NotLiteralError ? err.message : String(err);
      diagnostics.push(error('PAGE_META_NOT_LITERAL', { kind: 'object', reason }, loc));
    }
  }
  layoutProps(file, text, data, diagnostics, site);
  return { data, body: '', bodyLineOffset: 0, keyLocations: new Map(), diagnostics };
}

const locAt = (file: string, text: string, offset: number) => {
  const before = text.slice(0, offset).split('\n');
  return { file, line: before.length, column: before[before.length - 1].length + 1 };
};

/** The site config values a page's `<Layout>` props may read through `useDocusaurusContext().siteConfig`. */
export interface SiteTexts {
  title: string;
  tagline: string;
  url: string;
  baseUrl: string;
}

/** `siteConfig` when the page takes it from useDocusaurusContext() (`const { siteConfig } = …`), so a title like
 *  the create-docusaurus home page's `Hello from ${siteConfig.title}` is read as the text it gives. */
function literalScope(code: string, site: SiteTexts | undefined): LiteralScope | undefined {
  if (!site || !/\{\s*siteConfig\s*\}\s*=\s*useDocusaurusContext\(\s*\)/.test(code)) return undefined;
  return { siteConfig: { title: site.title, tagline: site.tagline, url: site.url, baseUrl: site.baseUrl } };
}

/** The literal `title` / `description` of the first `<Layout …>` of a page importing `@theme/Layout`, for
 *  what `meta` left unset. A title that is not a literal is a warning (the page's title is then its file name). */
function layoutProps(
  file: string,
  text: string,
  data: ParsedSource['data'],
  diagnostics: Diagnostic[],
  site?: SiteTexts,
): void {
  if (data.title !== undefined && data.description !== undefined) return;
  const name = /^\s*import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\}\s*)?from\s*['"]@theme\/Layout['"]/m.exec(text)?.[1];
  if (!name) return;
  // Comments blanked out (offsets kept), so a `<Layout>` mentioned in one is not taken for the element.
  const code = text.replace(/\/\*[\s\S]*?\*\/|^[ \t]*\/\/.*$/gm, (c) => c.replace(/[^\n]/g, ' '));
  const open = new RegExp(`<${name.replace(/\$/g, '\\$')}(?=[\\s>/])`).exec(code);
  const tag = open ? scanJsxTag(code, open.index) : null;
  if (!tag) return;
  for (const key of ['title', 'description'] as const) {
    const attr = tag.attributes.find((a) => a.name === key);
    if (!attr || data[key] !== undefined) continue;
    let value: unknown = attr.value;
    if (attr.expression) {
      try {
        value = evaluateLiteral(attr.value as string, literalScope(code, site));
      } catch {
        value = undefined;
      }
    }
    if (typeof value === 'string') data[key] = value;
    else if (key === 'title') {
      diagnostics.push(warning('CONTENT_NO_TITLE', { kind: 'layout-title', name }, locAt(file, text, attr.offset)));
    }
  }
}

/** The page's content before the components step: one placeholder for the whole page. */
export function reactPageContent(file: string): RenderedMarkdown {
  const html =
    placeholderOpen({ file, exportName: 'default', props: {}, line: 1, column: 1, page: true }) +
    PLACEHOLDER_CLOSE +
    '\n';
  return { html, excerptHtml: null, headings: [], links: [], readingUnits: 0, hash: hashOf(html, '\u0000', '') };
}
