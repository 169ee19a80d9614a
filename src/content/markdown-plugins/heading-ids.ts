// `## Title {#custom-id}`: strips the suffix and sets the id, before markdown-it-anchor runs
// (anchor keeps an id that is already set, so this must be registered before it).
import type { MarkdownIt } from './types';

const CUSTOM_ID = /\s*\{#([^\s}]+)\}\s*$/;

export function headingIdsPlugin(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'custom_heading_ids', (state) => {
    const tokens = state.tokens;
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
      tokens[i].attrSet('id', m[1]);
    }
  });
}
