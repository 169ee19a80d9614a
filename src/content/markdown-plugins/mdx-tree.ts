// Nests each MDX element's tokens under one `mdx_element` token (after every other core rule has seen them); a
// closing tag that closes nothing, or an element left open, is a located error.
import { isMdx, type MdxElementMeta, type MdxPluginOptions, type Token } from './mdx-types';
import type { StateCore } from './types';

export function treeRule(options: MdxPluginOptions) {
  return (state: StateCore): void => {
    if (!isMdx(state)) return;
    const root: Token[] = [];
    const stack: { token: Token; children: Token[] }[] = [];
    const out = () => (stack.length ? stack[stack.length - 1].children : root);
    for (const t of state.tokens) {
      if (t.type === 'mdx_open') {
        const el = new state.Token('mdx_element', '', 0);
        el.meta = { ...(t.meta as object), children: [] };
        el.map = t.map;
        el.block = true;
        out().push(el);
        if (!(t.meta as unknown as MdxElementMeta).selfClosing)
          stack.push({ token: el, children: (el.meta as unknown as MdxElementMeta).children });
      } else if (t.type === 'mdx_close') {
        const m = t.meta as { name: string; line: number; column: number };
        const idx = stack.map((f) => (f.token.meta as unknown as MdxElementMeta).name).lastIndexOf(m.name);
        if (idx === -1) {
          options.report('error', 'MDX_UNMATCHED_CLOSE', { name: m.name }, m.line, m.column);
          continue;
        }
        for (const f of stack.splice(idx)) {
          const fm = f.token.meta as unknown as MdxElementMeta;
          if (fm.name !== m.name)
            options.report('error', 'MDX_UNCLOSED_ELEMENT', { name: fm.name, before: m.name }, fm.line, fm.column);
        }
      } else out().push(t);
    }
    for (const f of stack) {
      const fm = f.token.meta as unknown as MdxElementMeta;
      options.report('error', 'MDX_UNCLOSED_ELEMENT', { name: fm.name }, fm.line, fm.column);
    }
    state.tokens = root;
  };
}
