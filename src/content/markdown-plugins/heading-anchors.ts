// Heading ids and "#" links: what markdown-it-anchor 9 did with blogctl's one configuration (every level, no
// tabindex, its linkInsideHeader permalink after the text with class `hash-link` and an aria-label), written for
// that configuration only. The general plugin's option merging, Object.assign'ed tokens and object-keyed slug
// table were ~8 % of rendering an entry's Markdown; the tokens made here are the same (test/unit/content/
// heading-anchors.test.ts renders through both).
import type { MarkdownIt, StateCore, Token } from './types';

export interface HeadingAnchorsOptions {
  /** The id of a heading without one, from its text (unique per page is the caller's job). */
  slugify(title: string, state: StateCore): string;
  /** The link's aria-label. */
  label: string;
  /** Called once per heading, in document order, with its final id and text. */
  onHeading(token: Token, slug: string, title: string): void;
}

const LEVELS = [1, 2, 3, 4, 5, 6];
/** The permalink symbol token's meta (markdown-it-anchor marks it so). */
const SYMBOL_META = { isPermalinkSymbol: true };

export function headingAnchorsPlugin(md: MarkdownIt, options: HeadingAnchorsOptions): void {
  md.core.ruler.push('anchor', (state) => {
    // The ids given so far on this page. `__proto__` never enters it: markdown-it-anchor kept them as keys of a
    // plain object, where that name cannot become an own key.
    const taken = new Set<string>();
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i];
      if (token.type !== 'heading_open' || !LEVELS.includes(Number(token.tag.slice(1)))) continue;
      const inline = tokens[i + 1];
      const title = textOf(inline.children!);
      const custom = token.attrGet('id');
      const slug = custom != null ? unique(String(custom), taken, true) : unique(options.slugify(title, state), taken, false);
      token.attrSet('id', slug);
      const space = new state.Token('text', '', 0);
      space.content = ' ';
      const open = new state.Token('link_open', 'a', 1);
      open.attrs = [['class', 'hash-link'], ['href', '#' + slug], ['aria-label', options.label]];
      const symbol = new state.Token('html_inline', '', 0);
      symbol.content = '#';
      symbol.meta = SYMBOL_META;
      inline.children!.push(space, open, symbol, new state.Token('link_close', 'a', -1));
      options.onHeading(token, slug, title);
    }
  });
}

/** The heading's text as markdown-it-anchor reads it: its text and inline code, joined. */
function textOf(children: Token[]): string {
  let text = '';
  for (const t of children) if (t.type === 'text' || t.type === 'code_inline') text += t.content;
  return text;
}

function unique(slug: string, taken: Set<string>, custom: boolean): string {
  if (custom && taken.has(slug)) throw new Error('User defined `id` attribute `' + slug + '` is not unique. Please fix it in your Markdown to continue.');
  let id = slug;
  for (let n = 1; taken.has(id); n++) id = slug + '-' + n;
  if (id !== '__proto__') taken.add(id);
  return id;
}
