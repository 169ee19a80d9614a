// Imported Markdown files in MDX ("Importing Markdown", Docusaurus 3): a block element that uses one (`<Part />`,
// `<Part></Part>`) becomes one `mdx_partial` token holding the file's own tokens, parsed where it is used
// (env.parsePartial). This runs after the page's headings have their ids, so the page's own keep theirs and a
// partial's that repeat one get the next free id; the page's heading list then takes the partial's headings at the
// place it is used. Its tokens render with its own env, so its imports and diagnostics are its file's.
import type { PropValue } from './jsx-tags';
import { isMdx, type MdxElementMeta, type MdxEnv, type MdxReport, type ParsedPartial, type Token } from './mdx-types';
import type { MarkdownIt } from './types';

type Headings = ParsedPartial['headings'];

export interface PartialsOptions {
  report: MdxReport;
  /** The heading list of the file being parsed (the page's, or a partial's while it is parsed). */
  headings: () => Headings;
}

export function partialsPlugin(md: MarkdownIt, options: PartialsOptions): void {
  md.core.ruler.push('mdx_partials', (state) => {
    const env = state.env as MdxEnv;
    if (!isMdx(state) || !env.mdxPartials?.size || !env.parsePartial) return;
    const out: Token[] = [];
    let used = false;
    for (let i = 0; i < state.tokens.length; i++) {
      const t = state.tokens[i];
      const meta = t.meta as MdxElementMeta | null;
      const partial = t.type === 'mdx_open' ? env.mdxPartials.get(meta!.name) : undefined;
      if (!partial) {
        out.push(t);
        continue;
      }
      // Children (`<Part>…</Part>`) are the file's `props.children`, which it renders only with JavaScript.
      if (!meta!.selfClosing) i = closeOf(state.tokens, i, meta!.name);
      const props = stringProps(meta!, options.report);
      const parsed = env.parsePartial({ ...partial, name: meta!.name, props, line: meta!.line, column: meta!.column });
      if (!parsed) continue;
      const token = new state.Token('mdx_partial', '', 0);
      token.block = true;
      token.map = t.map;
      token.meta = parsed as unknown as Record<string, unknown>;
      out.push(token);
      used = true;
    }
    state.tokens = out;
    if (used) placeHeadings(out, options.headings());
  });
  md.renderer.rules.mdx_partial = (tokens, idx, opts) => {
    const p = tokens[idx].meta as unknown as ParsedPartial;
    return p.within(() => md.renderer.render(p.tokens, opts, p.env as unknown as Record<string, unknown>));
  };
}

/** The index of the `mdx_close` that closes the element opened at `open` (elements of the same name nest); `open`
 *  itself when it is never closed (the tokens after it are then the page's). */
function closeOf(tokens: Token[], open: number, name: string): number {
  let depth = 0;
  for (let i = open + 1; i < tokens.length; i++) {
    const m = tokens[i].meta as { name?: string; selfClosing?: boolean } | null;
    if (m?.name !== name) continue;
    if (tokens[i].type === 'mdx_open' && !m.selfClosing) depth++;
    else if (tokens[i].type === 'mdx_close' && depth-- === 0) return i;
  }
  return open;
}

/** The element's string props; any other prop is a located warning and is left out. */
function stringProps(meta: MdxElementMeta, report: MdxReport): Record<string, string> {
  const props: Record<string, string> = {};
  for (const [prop, value] of Object.entries(meta.props) as [string, PropValue][]) {
    if (typeof value === 'string') props[prop] = value;
    else report('warning', 'MDX_PARTIAL_PROP', { name: meta.name, prop }, meta.line, meta.column);
  }
  if (meta.dynamic) report('warning', 'MDX_PARTIAL_PROP', { name: meta.name }, meta.line, meta.column);
  return props;
}

/** Rewrites `headings` (the file's own, in order) in document order, with each used partial's at its place. */
function placeHeadings(tokens: Token[], headings: Headings): void {
  const own = headings.splice(0);
  for (const t of tokens) {
    if (t.type === 'heading_open' && own.length && t.attrGet('id') === own[0].id) headings.push(own.shift()!);
    else if (t.type === 'mdx_partial') headings.push(...(t.meta as unknown as ParsedPartial).headings);
  }
  headings.push(...own);
}
