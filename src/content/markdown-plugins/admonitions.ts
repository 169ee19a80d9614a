// Admonitions, in every form Docusaurus 3 documents: `:::tip`, `:::tip 标题` (legacy title), `:::tip[标题 with
// **Markdown**]`, `:::tip{title="标题"}`, closed by `:::`. An outer admonition may use more colons
// (`::::info` … `::::`) so inner ones close first; same-length nesting also works. Keywords come from the config
// (Docusaurus's defaults plus `admonitions.keywords`); any other `:::word` block gets a warning and its content is
// rendered without a box, the directive lines hidden (Docusaurus renders it and warns too). A `:::` that closes
// nothing is left out with a warning.
import type { MarkdownIt, StateBlock, StateCore } from './types';

export const ADMONITION_KINDS = ['tip', 'note', 'info', 'warning', 'danger', 'caution'] as const;

export interface AdmonitionOptions {
  /** Default title per kind (from the translation table). */
  titles: Record<string, string>;
  /** Accepted keywords; defaults to ADMONITION_KINDS. */
  keywords?: string[];
  /** Called for a `:::word` whose word is not a keyword (0-based body line). */
  onUnknown?: (keyword: string, line: number) => void;
  /** Called for a `:::` line that starts a block but closes nothing (0-based body line): it is not shown. */
  onStrayClose?: (line: number) => void;
  /** Called for a line of a paragraph or heading that begins with `:::` (0-based body line): the reader sees it. */
  onShownAsText?: (text: string, line: number) => void;
}

/** A directive's name starts with a letter, as in remark-directive (which Docusaurus uses): `:::0` opens nothing. */
const OPEN = /^(:{3,})([A-Za-z][\w-]*)(.*)$/;
const CLOSE = /^(:{3,})\s*$/;
const COLONS = /^:{3,}/;

/** The opening line's title: `[Title]`, `{title="…"}` or the legacy ` Title`. */
export function parseAdmonitionTitle(rest: string): { title: string; markdown: boolean } | null {
  const r = rest.trim();
  if (r === '') return null;
  if (r.startsWith('[')) {
    // Balanced brackets: the title may itself hold links.
    let depth = 0;
    for (let i = 0; i < r.length; i++) {
      if (r[i] === '\\') i++;
      else if (r[i] === '[') depth++;
      else if (r[i] === ']' && --depth === 0) return { title: r.slice(1, i), markdown: true };
    }
  }
  const attr = /^\{[^}]*\btitle=(?:"([^"]*)"|'([^']*)'|([^\s}]+))[^}]*\}$/.exec(r);
  if (attr) return { title: attr[1] ?? attr[2] ?? attr[3], markdown: false };
  return { title: r, markdown: false };
}

export function admonitionsPlugin(md: MarkdownIt, options: AdmonitionOptions): void {
  const keywords = new Set(options.keywords ?? ADMONITION_KINDS);
  md.block.ruler.before(
    'fence',
    'admonition',
    (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
      const start = state.bMarks[startLine] + state.tShift[startLine];
      const first = state.src.slice(start, state.eMarks[startLine]).trim();
      const m = OPEN.exec(first);
      if (!m) return strayClose({ state, line: startLine, silent, text: first, report: options.onStrayClose });
      const known = keywords.has(m[2]);
      // Outside MDX-style content an unknown `:::word` stays text unless it is closed like an admonition.
      if (silent) return known;
      const colons = m[1].length;
      // Find the closing fence: inner openers push their colon count, closers pop; code fences are skipped.
      const inner: number[] = [];
      let fence: string | null = null;
      let line = startLine + 1;
      for (; line < endLine; line++) {
        const text = state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]).trim();
        const f = /^(`{3,}|~{3,})/.exec(text);
        if (f) {
          if (!fence) fence = f[1];
          else if (text.startsWith(fence) && text.slice(fence.length).trim() === '') fence = null;
          continue;
        }
        if (fence) continue;
        const o = OPEN.exec(text);
        if (o) {
          inner.push(o[1].length);
          continue;
        }
        const c = CLOSE.exec(text);
        if (!c) continue;
        const n = c[1].length;
        if (inner.length && n <= colons) inner.pop();
        else if (n >= colons) break;
        else if (inner.length) inner.pop();
      }
      const closed = line < endLine;
      if (!known) {
        if (!closed) return false;
        options.onUnknown?.(m[2], startLine);
      }
      const kind = m[2];
      const parsed = parseAdmonitionTitle(m[3]);
      const tokenOpen = state.push(known ? 'admonition_open' : 'admonition_unknown_open', 'div', 1);
      tokenOpen.info = kind;
      tokenOpen.meta = { title: parsed?.title || options.titles[kind] || kind, markdown: parsed?.markdown ?? false };
      tokenOpen.map = [startLine, line];
      const oldParent = state.parentType;
      const oldLineMax = state.lineMax;
      state.parentType = 'admonition' as typeof state.parentType;
      state.lineMax = line;
      state.md.block.tokenize(state, startLine + 1, line);
      state.parentType = oldParent;
      state.lineMax = oldLineMax;
      state.push(known ? 'admonition_close' : 'admonition_unknown_close', 'div', -1);
      state.line = closed ? line + 1 : line;
      return true;
    },
    { alt: ['paragraph', 'reference', 'blockquote', 'list'] },
  );

  if (options.onShownAsText) md.core.ruler.after('block', 'admonition_as_text', shownAsText(options.onShownAsText));

  md.renderer.rules.admonition_open = (tokens, idx, _opts, env) => {
    const t = tokens[idx];
    const meta = t.meta as { title: string; markdown: boolean };
    const title = meta.markdown ? md.renderInline(meta.title, env) : md.utils.escapeHtml(meta.title);
    return admonitionOpenHtml(md.utils.escapeHtml(t.info), title);
  };
  md.renderer.rules.admonition_close = () => ADMONITION_CLOSE;
  md.renderer.rules.admonition_unknown_open = () => '';
  md.renderer.rules.admonition_unknown_close = () => '';
}

/** A `:::` line at the start of a block that no admonition is open for (an admonition's own closing line is
 *  consumed with it): left out of the page, with a report, instead of shown to the reader as text. */
function strayClose(p: {
  state: StateBlock;
  line: number;
  silent: boolean;
  text: string;
  report?: (line: number) => void;
}): boolean {
  if (p.silent || !CLOSE.test(p.text)) return false;
  p.report?.(p.line);
  p.state.line = p.line + 1;
  return true;
}

/** A core rule that reports each line of paragraph or heading text that begins with `:::`: a mistyped opener or
 *  closer (`:::0`, `:::note` with no blank line before it and an unknown keyword) that the reader would see. */
function shownAsText(report: (text: string, line: number) => void) {
  return (state: StateCore): void => {
    for (const token of state.tokens) {
      if (token.type !== 'inline' || !token.map || !token.content.includes(':::')) continue;
      token.content.split('\n').forEach((text, i) => {
        const line = text.trim();
        if (COLONS.test(line)) report(line, token.map![0] + i);
      });
    }
  };
}

/** The opening HTML of an admonition box (kind and title already escaped/rendered). */
export function admonitionOpenHtml(kind: string, titleHtml: string): string {
  return `<div class="admonition admonition-${kind}" role="note"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"></span>${titleHtml}</p><div class="admonition-content">\n`;
}
export const ADMONITION_CLOSE = '</div></div>\n';
