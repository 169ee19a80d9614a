// Mermaid diagrams (config `mermaid`): a code block whose language is `mermaid` is written as a container with
// its source, which the islands script draws in the browser (src/shared/mdx/mermaid-island.ts) on the pages
// that have one, in the colour mode's theme. Without JavaScript, and when the source does not parse, the
// source shows as code.
import { MERMAID_ATTR } from '../../shared/mdx/islands';
import type { MarkdownIt } from './types';

export function mermaidPlugin(md: MarkdownIt): void {
  const fence = md.renderer.rules.fence!;
  md.renderer.rules.fence = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    if (token.info.trim().split(/\s+/)[0]?.toLowerCase() !== 'mermaid') return fence(tokens, idx, options, env, self);
    const source = md.utils.escapeHtml(token.content.replace(/\n$/, ''));
    return `<div class="mermaid-diagram" ${MERMAID_ATTR}=""><pre class="mermaid-diagram__source"><code>${source}</code></pre></div>\n`;
  };
}
