// `pages/*.tsx` and `pages/*.jsx`: pages written in React. The default export is the page component; an optional
//   export const meta = { title: '关于', description: '…' };
// gives the page's title and description (literal values only: it is read without running the file). The page
// renders on the server and hydrates in the browser as one site island (site-components/render.ts) inside the
// Markdown page layout, with the title left to the component (as hide_title does for Markdown).
import { error, type Diagnostic } from '../../errors/blogctl-error';
import { hashOf } from '../../util/hash';
import type { ParsedSource } from '../front-matter';
import type { RenderedMarkdown } from '../markdown';
import { evaluateLiteral, matchBrace, NotLiteralError } from '../markdown-plugins/jsx-tags';
import { PLACEHOLDER_CLOSE, placeholderOpen } from './placeholder';

export const isReactPage = (file: string): boolean => /\.(tsx|jsx)$/.test(file);

/** The page's front matter, from its `meta` export. */
export function reactPageSource(file: string, text: string): ParsedSource {
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
  return { data, body: '', bodyLineOffset: 0, keyLocations: new Map(), diagnostics };
}

/** The page's content before the components step: one placeholder for the whole page. */
export function reactPageContent(file: string): RenderedMarkdown {
  const html = placeholderOpen({ file, exportName: 'default', props: {}, line: 1, column: 1, page: true }) + PLACEHOLDER_CLOSE + '\n';
  return { html, excerptHtml: null, headings: [], links: [], readingUnits: 0, hash: hashOf(html, '\u0000', '') };
}
