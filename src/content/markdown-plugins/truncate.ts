// `<!-- truncate -->` at the top level marks the end of the preview shown in lists.
// It renders as a marker comment that markdown.ts splits the HTML on.
import type { MarkdownIt } from './types';

export const TRUNCATE_MARKER = '<!--truncate-->';
const TRUNCATE = /^\s*<!--\s*truncate\s*-->\s*$/i;

export function truncatePlugin(md: MarkdownIt): void {
  md.core.ruler.after('block', 'truncate', (state) => {
    for (const token of state.tokens) {
      if (token.level === 0 && token.type === 'html_block' && TRUNCATE.test(token.content)) {
        token.type = 'truncate_marker';
        (state.env as { hasTruncate?: boolean }).hasTruncate = true;
        break;
      }
    }
  });
  md.renderer.rules.truncate_marker = () => TRUNCATE_MARKER + '\n';
}
