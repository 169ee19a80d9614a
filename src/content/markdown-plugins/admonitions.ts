// Admonitions: `:::tip 标题` … `:::` blocks (tip, note, info, warning, danger), nestable.
import type { MarkdownIt } from './types';
import type { StateBlock } from './types';

export const ADMONITION_KINDS = ['tip', 'note', 'info', 'warning', 'danger', 'caution'] as const;

export interface AdmonitionOptions {
  /** Default title per kind (from the translation table). */
  titles: Record<string, string>;
}

export function admonitionsPlugin(md: MarkdownIt, options: AdmonitionOptions): void {
  const open = /^:::(\w+)(?:[ \t]+(.*))?$/;
  md.block.ruler.before('fence', 'admonition', (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
    const start = state.bMarks[startLine] + state.tShift[startLine];
    const first = state.src.slice(start, state.eMarks[startLine]).trim();
    const m = open.exec(first);
    if (!m || !(ADMONITION_KINDS as readonly string[]).includes(m[1])) return false;
    if (silent) return true;
    // Find the matching closing ":::" (nested admonitions open new levels).
    let depth = 1;
    let line = startLine + 1;
    for (; line < endLine; line++) {
      const text = state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]).trim();
      if (open.test(text)) depth++;
      else if (text === ':::' && --depth === 0) break;
    }
    const closed = line < endLine;
    const kind = m[1];
    const title = (m[2] ?? '').trim() || options.titles[kind] || kind;
    const tokenOpen = state.push('admonition_open', 'div', 1);
    tokenOpen.info = kind;
    tokenOpen.meta = { title };
    tokenOpen.map = [startLine, line];
    const oldParent = state.parentType;
    const oldLineMax = state.lineMax;
    state.parentType = 'admonition' as typeof state.parentType;
    state.lineMax = line;
    state.md.block.tokenize(state, startLine + 1, line);
    state.parentType = oldParent;
    state.lineMax = oldLineMax;
    state.push('admonition_close', 'div', -1);
    state.line = closed ? line + 1 : line;
    return true;
  }, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });

  md.renderer.rules.admonition_open = (tokens, idx) => {
    const t = tokens[idx];
    const kind = md.utils.escapeHtml(t.info);
    const title = md.utils.escapeHtml((t.meta as { title: string }).title);
    return `<div class="admonition admonition-${kind}" role="note"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"></span>${title}</p><div class="admonition-content">\n`;
  };
  md.renderer.rules.admonition_close = () => '</div></div>\n';
}
