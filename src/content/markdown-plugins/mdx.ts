// The MDX layer over markdown-it, active only for entries that use MDX syntax (env.mdx; see looksLikeMdx), so
// plain Markdown keeps markdown-it's own rules and output. It handles, as Docusaurus 3 / MDX do:
// - ESM `import` / `export` statements at the top level (parsed with acorn, never shown; imports recorded so
//   `import X from '@theme/Tabs'` maps the local name X to the built-in; other modules get a warning);
// - JSX comments `{/* … */}`, block and inline, never shown; `{/* truncate */}` is the excerpt marker;
// - JSX elements: `<Name prop="x" expr={{…}}>` … `</Name>` around Markdown, `<Name />`, and
//   `<Name>inline</Name>` on one line; literal prop expressions are evaluated, anything else is a located error.
// Elements become one `mdx_element` token holding their children's tokens; `components` renders them.
import type { ErrorCode, ErrorParams } from '../../errors/codes';
import type { MarkdownIt, StateBlock, StateCore, StateInline } from './types';
import { evaluateLiteral, NotLiteralError, scanJsxTag, type JsxAttribute, type PropValue } from './jsx-tags';
import { loadAcorn } from '../../util/require-cjs';
import { recordSiteImport } from './mdx-site-imports';
import { positionAt } from '../../util/text-position';
import { functionProp } from './mdx-functions';
import { looksLikeMdx } from './mdx-detect';

export { looksLikeMdx };

type Token = ReturnType<StateBlock['push']>;

export interface MdxElementMeta {
  name: string;
  props: Record<string, PropValue>;
  /** 0-based line in the body where the element opens, and 1-based column. */
  line: number;
  column: number;
  selfClosing: boolean;
  /** Raw source between the tags, for elements whose children are code (`<CodeBlock>`). */
  raw?: string;
  children: Token[];
}

export type MdxSeverity = 'error' | 'warning';
/** Reports a diagnostic with a code of the catalogue (errors/codes.ts) at a 0-based body line and 1-based column. */
export type MdxReport = <C extends ErrorCode>(
  severity: MdxSeverity,
  code: C,
  params: ErrorParams<C>,
  line: number,
  column: number,
) => void;
export interface MdxEnv {
  mdx?: boolean;
  /** Local name → module, from the file's imports. */
  mdxImports?: Map<string, string>;
  /** Lowercase elements opened as JSX (`<div style={{…}}>`) and not yet closed, by name. */
  mdxOpenLower?: Map<string, number>;
  /** Local name → the site's own module it is imported from (`@site/…`, `./…`, `../…`) and the export. */
  mdxSiteImports?: Map<string, SiteImport>;
  /** Resolves an import of the site's own code to a file: null when there is none, undefined when the
   *  specifier is not a site path (a package). */
  resolveModule?(specifier: string): string | null | undefined;
  /** Folder for the modules generated from function-valued props (mdx-functions.ts): the site's `.blogctl/`. */
  mdxGeneratedDir?: string;
  /** Inline lowercase JSX elements open (their close is JSX too), innermost last: parsed; with function props. */
  mdxInlineLower?: string[];
  mdxFunctionOpen?: string[];
}

export interface SiteImport {
  file: string;
  /** `default`, a named export, or `*` for `import * as X` (then `<X.Name>` picks the export). */
  export: string;
}

export interface MdxPluginOptions {
  report: MdxReport;
  /** Modules whose default export blogctl provides (e.g. `@theme/Tabs` → `Tabs`). */
  modules: Record<string, string>;
  /** Elements whose children are raw code, not Markdown (by built-in name). */
  rawChildren: Set<string>;
  /** Renders an element; `renderChildren` renders its children tokens. Unknown names are the caller's to report. */
  renderElement(
    meta: MdxElementMeta,
    builtin: string | null,
    renderChildren: (tokens: Token[]) => string,
    env: MdxEnv,
  ): string;
  /** Renders an inline opening/closing tag (`<Link to>`…`</Link>`, `<span style={{…}}>`). */
  renderInlineTag(
    meta: Omit<MdxElementMeta, 'children'> & { closing: boolean },
    builtin: string | null,
    env: MdxEnv,
  ): string;
}

const isMdx = (state: { env: unknown }) => (state.env as MdxEnv).mdx === true;

export function mdxPlugin(md: MarkdownIt, options: MdxPluginOptions): void {
  // Indented code does not exist in MDX (JSX children are indented freely).
  const code = md.block.ruler.__rules__.find((r) => r.name === 'code')!.fn;
  md.block.ruler.at('code', (state: StateBlock, startLine: number, endLine: number, silent: boolean) =>
    isMdx(state) ? false : code(state, startLine, endLine, silent),
  );

  // ESM: `import … from '…'` / `export …` at the top level, possibly over several lines.
  md.block.ruler.before('table', 'mdx_esm', esmRule(options));

  // JSX comments on their own lines; `{/* truncate */}` is the excerpt marker.
  md.block.ruler.before('table', 'mdx_comment', commentRule, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });

  // JSX element tags on their own lines.
  md.block.ruler.before('table', 'mdx_jsx', jsxBlockRule(options), {
    alt: ['paragraph', 'reference', 'blockquote', 'list'],
  });

  // Inline: JSX comments vanish; JSX tags inside a paragraph.
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
}

/** The built-in a tag name stands for (through the file's imports, or by its own name), or null. */
function builtinOf(options: MdxPluginOptions, env: MdxEnv, name: string): string | null {
  const source = env.mdxImports?.get(name.split('.')[0]);
  if (source !== undefined) return options.modules[source] ?? null;
  return Object.values(options.modules).includes(name) ? name : null;
}

/** 0-based line and 1-based column of an offset in src. */
function lineCol(src: string, offset: number): { line: number; column: number } {
  const at = positionAt(src, offset);
  return { line: at.line - 1, column: at.column };
}

/** A tag's props: values as written, `{…}` literals evaluated, HTML elements' functions kept (mdx-functions.ts). */
function evalProps(
  options: MdxPluginOptions,
  src: string,
  baseLine: number,
  name: string,
  attributes: JsxAttribute[],
  env: MdxEnv,
): Record<string, PropValue> {
  const props: Record<string, PropValue> = {};
  for (const a of attributes) {
    if (!a.expression) {
      props[a.name] = a.value;
      continue;
    }
    // TOCInline's `toc` is the page's own table of contents: blogctl supplies it.
    if (name === 'TOCInline' && a.name === 'toc') continue;
    try {
      if (!a.name) throw new NotLiteralError('a `{...spread}` attribute', 0);
      props[a.name] = evaluateLiteral(a.value as string);
    } catch (err) {
      const at = lineCol(src, a.offset);
      const fn = a.name && /^[a-z]/.test(name) ? functionProp(a.value as string, env) : null;
      if (fn && 'mdxFunction' in fn) {
        props[a.name] = fn;
        continue;
      }
      const why = fn ? fn.unsupported : err instanceof NotLiteralError ? err.message : String(err);
      options.report(
        'error',
        'MDX_PROP_NOT_LITERAL',
        { kind: 'expression', prop: a.name || '{...}', name, reason: why },
        baseLine + at.line,
        at.column,
      );
    }
  }
  return props;
}

/** ESM: `import … from '…'` / `export …` at the top level, possibly over several lines. */
function esmRule(options: MdxPluginOptions) {
  return (state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean => {
    if (!isMdx(state) || state.blkIndent !== 0 || state.tShift[startLine] !== 0) return false;
    const start = state.bMarks[startLine];
    if (!/^(?:import|export)[\s{*]/.test(state.src.slice(start, state.eMarks[startLine] + 1))) return false;
    if (silent) return true;
    let last = startLine;
    let program: ReturnType<typeof import('acorn').parse> | null = null;
    for (; last < endLine; last++) {
      if (last > startLine && state.isEmpty(last)) {
        last--;
        break;
      }
      try {
        program = loadAcorn().parse(state.src.slice(start, state.eMarks[last]), {
          ecmaVersion: 'latest',
          sourceType: 'module',
        });
        break;
      } catch {
        // Not complete yet: take the next line too.
      }
    }
    if (last >= endLine) last = endLine - 1;
    const env = state.env as MdxEnv;
    env.mdxImports ??= new Map();
    if (!program) {
      options.report('warning', 'MDX_ESM_UNSUPPORTED', {}, startLine, 1);
    } else {
      for (const node of program.body) {
        const at = lineCol(state.src, start + node.start);
        if (node.type === 'ImportDeclaration') {
          const source = String(node.source.value);
          if (recordSiteImport(options, env, node, source, at)) continue;
          const builtin = options.modules[source];
          for (const s of node.specifiers) env.mdxImports.set(s.local.name, source);
          if (!builtin) {
            options.report(
              'warning',
              'MDX_IMPORT_UNSUPPORTED',
              { source, modules: Object.keys(options.modules) },
              at.line,
              at.column,
            );
          }
        } else {
          options.report('warning', 'MDX_EXPORT_UNSUPPORTED', {}, at.line, at.column);
        }
      }
    }
    state.line = last + 1;
    return true;
  };
}

// JSX comments on their own lines; `{/* truncate */}` is the excerpt marker.
function commentRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (!isMdx(state)) return false;
  const start = state.bMarks[startLine] + state.tShift[startLine];
  if (!state.src.startsWith('{/*', start)) return false;
  const close = state.src.indexOf('*/}', start + 3);
  if (close === -1 || close > state.eMarks[endLine - 1]) return false;
  let line = startLine;
  while (line < endLine && state.eMarks[line] < close + 3) line++;
  if (state.src.slice(close + 3, state.eMarks[line]).trim() !== '') return false;
  if (silent) return true;
  if (
    state.src
      .slice(start + 3, close)
      .trim()
      .toLowerCase() === 'truncate'
  ) {
    // Handed to the truncate plugin exactly like `<!-- truncate -->`.
    const t = state.push('html_block', '', 0);
    t.content = '<!-- truncate -->\n';
    t.map = [startLine, line + 1];
  }
  state.line = line + 1;
  return true;
}

/** JSX element tags on their own lines. */
function jsxBlockRule(options: MdxPluginOptions) {
  return (state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean => {
    if (!isMdx(state)) return false;
    const start = state.bMarks[startLine] + state.tShift[startLine];
    if (state.src[start] !== '<') return false;
    const src = state.src.slice(0, state.eMarks[endLine - 1]);
    const tag = scanJsxTag(src, start);
    if (!tag || !(isJsxName(tag) || (tag.closing && (state.env as MdxEnv).mdxOpenLower?.get(tag.name)))) return false;
    let line = startLine;
    while (line < endLine - 1 && state.eMarks[line] < tag.end) line++;
    const rest = state.src.slice(tag.end, state.eMarks[line]);
    const env = state.env as MdxEnv;
    if (tag.closing && /^[a-z]/.test(tag.name) && !env.mdxOpenLower?.get(tag.name)) return false;
    const builtin = builtinOf(options, env, tag.name);
    // `<Name …>inline content</Name>` on one line.
    let inline: string | null = null;
    if (rest.trim() !== '') {
      if (tag.closing || tag.selfClosing) return false;
      const closeTag = `</${tag.name}>`;
      const trimmed = rest.trimEnd();
      if (!trimmed.endsWith(closeTag) || (builtin && options.rawChildren.has(builtin))) {
        if (!(builtin && options.rawChildren.has(builtin))) return false;
      } else inline = trimmed.slice(0, -closeTag.length);
    }
    if (silent) return true;
    const at = lineCol(state.src, start);
    if (tag.closing) {
      if (/^[a-z]/.test(tag.name)) {
        // A lowercase closing tag is JSX only when it closes a lowercase element opened as JSX.
        const open = env.mdxOpenLower?.get(tag.name) ?? 0;
        if (!open) return false;
        env.mdxOpenLower!.set(tag.name, open - 1);
      }
      const t = state.push('mdx_close', '', 0);
      t.meta = { name: tag.name, line: at.line, column: at.column };
      t.map = [startLine, line + 1];
      state.line = line + 1;
      return true;
    }
    const props = evalProps(options, state.src, 0, tag.name, tag.attributes, env);
    const meta: Omit<MdxElementMeta, 'children'> = {
      name: tag.name,
      props,
      line: at.line,
      column: at.column,
      selfClosing: tag.selfClosing,
    };
    const open = state.push('mdx_open', '', 0);
    open.meta = meta;
    open.map = [startLine, line + 1];
    if (!tag.selfClosing && builtin && options.rawChildren.has(builtin)) {
      // Raw children up to the closing tag (code, not Markdown).
      const closeTag = `</${tag.name}>`;
      const close = state.src.indexOf(closeTag, tag.end);
      if (close === -1) {
        options.report('error', 'MDX_UNCLOSED_ELEMENT', { name: tag.name }, at.line, at.column);
        meta.raw = state.src.slice(tag.end);
        meta.selfClosing = true;
        state.line = endLine;
        return true;
      }
      meta.raw = state.src.slice(tag.end, close);
      meta.selfClosing = true;
      let end = line;
      while (end < endLine - 1 && state.eMarks[end] < close + closeTag.length) end++;
      state.line = end + 1;
      return true;
    }
    if (!tag.selfClosing && inline === null && /^[a-z]/.test(tag.name)) {
      env.mdxOpenLower ??= new Map();
      env.mdxOpenLower.set(tag.name, (env.mdxOpenLower.get(tag.name) ?? 0) + 1);
    }
    if (inline !== null) {
      const t = state.push('inline', '', 0);
      t.content = inline.trim();
      t.map = [startLine, line + 1];
      t.children = [];
      const close = state.push('mdx_close', '', 0);
      close.meta = { name: tag.name, line: at.line, column: at.column };
    }
    state.line = line + 1;
    return true;
  };
}

/** Inline: JSX comments vanish; JSX tags inside a paragraph. */
function inlineRule(options: MdxPluginOptions) {
  return (state: StateInline, silent: boolean): boolean => {
    if (!isMdx(state)) return false;
    const pos = state.pos;
    const src = state.src;
    if (src.startsWith('{/*', pos)) {
      const close = src.indexOf('*/}', pos + 3);
      if (close === -1) return false;
      state.pos = close + 3;
      return true;
    }
    if (src[pos] !== '<') return false;
    const tag = scanJsxTag(src.slice(0, state.posMax), pos);
    const env = state.env as MdxEnv;
    const closesJsx = !!tag && tag.closing && /^[a-z]/.test(tag.name) && env.mdxInlineLower?.at(-1) === tag.name;
    if (!tag || !(isJsxName(tag) || closesJsx)) return false;
    if (!silent) {
      if (closesJsx) env.mdxInlineLower!.pop();
      else if (/^[a-z]/.test(tag.name) && !tag.closing && !tag.selfClosing) (env.mdxInlineLower ??= []).push(tag.name);
      const t = state.push('mdx_inline_tag', '', 0);
      const blockLine = (env as { mdxInlineLine?: number }).mdxInlineLine ?? 0;
      t.meta = {
        name: tag.name,
        closing: tag.closing,
        selfClosing: tag.selfClosing,
        props: tag.closing ? {} : evalProps(options, src, blockLine, tag.name, tag.attributes, env),
        line: blockLine,
        column: 1,
      };
    }
    state.pos = tag.end;
    return true;
  };
}

/** Nests each element's tokens under one mdx_element token (after every other core rule has seen them). */
function treeRule(options: MdxPluginOptions) {
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

/** A tag MDX treats as JSX: capitalized (a component), or lowercase with a `{…}` prop. Plain lowercase HTML is
 *  left to markdown-it's HTML rules. */
function isJsxName(tag: { name: string; attributes: JsxAttribute[] }): boolean {
  return /^[A-Z]/.test(tag.name) || tag.name.includes('.') || tag.attributes.some((a) => a.expression);
}
