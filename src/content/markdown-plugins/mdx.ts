// The MDX layer over markdown-it, active only for entries that use MDX syntax (env.mdx; see looksLikeMdx), so
// plain Markdown keeps markdown-it's own rules and output. It handles, as Docusaurus 3 / MDX do:
// - ESM `import` / `export` statements at the top level (mdx-esm.ts: never shown; imports recorded so
//   `import X from '@theme/Tabs'` maps the local name X to the built-in; statements kept for the file's module);
// - JSX comments `{/* … */}`, block and inline, never shown; `{/* truncate */}` is the excerpt marker, and
//   JavaScript expressions `{…}` in children (mdx-expressions.ts);
// - JSX elements: `<Name prop="x" expr={{…}}>` … `</Name>` around Markdown, `<Name />`, and
//   `<Name>inline</Name>` on one line (mdx-jsx-block.ts); literal props are evaluated (mdx-props.ts), and an
//   element whose props or children need JavaScript is an island of the file's module (mdx-islands.ts).
// Elements become one `mdx_element` token holding their children's tokens (mdx-tree.ts); `components` renders them.
import { commentRule, expressionBlockRule, inlineRule } from './mdx-expressions';
import { esmRule } from './mdx-esm';
import { htmlBlockRule, jsxBlockRule, paragraphRule } from './mdx-jsx-block';
import { looksLikeMdx } from './mdx-detect';
import { treeRule } from './mdx-tree';
import {
  builtinOf,
  expressionSpan,
  isMdx,
  type ExpressionMeta,
  type MdxElementMeta,
  type MdxEnv,
  type MdxPluginOptions,
} from './mdx-types';
import type { MarkdownIt, StateBlock } from './types';

export { looksLikeMdx };
export type { MdxElementMeta, MdxEnv, MdxPluginOptions, MdxReport, MdxSeverity, SiteImport } from './mdx-types';

const BLOCK_ALT = { alt: ['paragraph', 'reference', 'blockquote', 'list'] };

export function mdxPlugin(md: MarkdownIt, options: MdxPluginOptions): void {
  // Indented code does not exist in MDX (JSX children are indented freely).
  const code = md.block.ruler.__rules__.find((r) => r.name === 'code')!.fn;
  md.block.ruler.at('code', (state: StateBlock, startLine: number, endLine: number, silent: boolean) =>
    isMdx(state) ? false : code(state, startLine, endLine, silent),
  );

  // HTML blocks stop before the closing tag of a lowercase element opened as JSX (their own `alt` kept).
  const htmlBlock = md.block.ruler.__rules__.find((r) => r.name === 'html_block')!;
  md.block.ruler.at('html_block', htmlBlockRule(htmlBlock.fn), { alt: [...htmlBlock.alt] });

  // ESM: `import … from '…'` / `export …` at the top level, possibly over several lines.
  md.block.ruler.before('table', 'mdx_esm', esmRule(options));

  // JSX comments and expressions on their own lines; `{/* truncate */}` is the excerpt marker.
  md.block.ruler.before('table', 'mdx_comment', commentRule, BLOCK_ALT);
  md.block.ruler.before('table', 'mdx_expression', expressionBlockRule, BLOCK_ALT);

  // JSX element tags on their own lines.
  const jsxBlock = jsxBlockRule(options);
  md.block.ruler.before('table', 'mdx_jsx', jsxBlock, BLOCK_ALT);
  const paragraph = md.block.ruler.__rules__.find((r) => r.name === 'paragraph')!.fn;
  md.block.ruler.at('paragraph', paragraphRule(paragraph, [jsxBlock, commentRule, expressionBlockRule]));

  // Inline: JSX comments vanish; expressions and JSX tags inside a paragraph.
  md.inline.ruler.before('text', 'mdx_inline', inlineRule(options));
  // Inline tokens learn their block's line, for diagnostics.
  md.core.ruler.before('inline', 'mdx_inline_lines', (state) => {
    if (!isMdx(state)) return;
    for (const t of state.tokens) if (t.type === 'inline' && t.map) t.meta = { ...(t.meta ?? {}), line: t.map[0] };
  });
  const coreInline = md.core.ruler.__rules__.find((r) => r.name === 'inline')!.fn;
  md.core.ruler.at('inline', (state) => {
    if (!isMdx(state)) return coreInline(state);
    const env = state.env as { mdxInlineLine?: number };
    for (const t of state.tokens) {
      if (t.type !== 'inline') continue;
      env.mdxInlineLine = (t.meta as { line?: number } | null)?.line ?? 0;
      state.md.inline.parse(t.content, state.md, state.env, t.children ?? (t.children = []));
    }
  });

  // Nest each element's tokens under one mdx_element token (after every other core rule has seen them).
  md.core.ruler.push('mdx_tree', treeRule(options));

  md.renderer.rules.mdx_element = (tokens, idx, opts, env) => {
    const meta = tokens[idx].meta as unknown as MdxElementMeta;
    return options.renderElement(
      meta,
      builtinOf(options, env as MdxEnv, meta.name),
      (children) => md.renderer.render(children, opts, env),
      env as MdxEnv,
    );
  };
  md.renderer.rules.mdx_inline_tag = (tokens, idx, _opts, env) => {
    const meta = tokens[idx].meta as Omit<MdxElementMeta, 'children'> & { closing: boolean };
    return options.renderInlineTag(meta, builtinOf(options, env as MdxEnv, meta.name), env as MdxEnv);
  };
  md.renderer.rules.mdx_expression = (tokens, idx, _opts, env) => {
    const m = tokens[idx].meta as unknown as ExpressionMeta;
    return options.renderExpression(expressionSpan(env as MdxEnv, m), m.inline === true, env as MdxEnv);
  };
}
