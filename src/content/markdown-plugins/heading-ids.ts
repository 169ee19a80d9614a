// `## Title {#custom-id}`: strips the suffix and sets the id, before markdown-it-anchor runs (anchor keeps an id
// that is already set, so this must be registered before it). Custom ids are reserved in the page's slugger
// first, so no generated id takes one; a custom id used twice is reported where it is used again, and that
// heading gets a generated id (anchor would stop the whole render on it).
import type { MarkdownIt } from './types';

const CUSTOM_ID = /\s*\{#([^\s}]+)\}\s*$/;

export interface HeadingIdsOptions {
  /** A custom id already used by an earlier heading of the page (0-based body line). */
  onDuplicate(id: string, line: number): void;
}

export function headingIdsPlugin(md: MarkdownIt, options: HeadingIdsOptions): void {
  md.core.ruler.after('inline', 'custom_heading_ids', (state) => {
    const tokens = state.tokens;
    const used = new Set<string>();
    const slugger = (state.env as { slugger?: (s: string) => string }).slugger;
    for (let i = 0; i < tokens.length; i++) {
      if (tokens[i].type !== 'heading_open') continue;
      const inline = tokens[i + 1];
      const children = inline.children ?? [];
      const last = children[children.length - 1];
      if (!last || last.type !== 'text') continue;
      const m = CUSTOM_ID.exec(last.content);
      if (!m) continue;
      last.content = last.content.slice(0, m.index);
      inline.content = inline.content.replace(CUSTOM_ID, '');
      if (used.has(m[1])) {
        options.onDuplicate(m[1], tokens[i].map?.[0] ?? 0);
        continue;
      }
      used.add(m[1]);
      slugger?.(m[1]);
      tokens[i].attrSet('id', m[1]);
    }
  });
}
