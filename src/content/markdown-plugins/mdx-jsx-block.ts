// JSX element tags on their own lines in MDX: `<Name …>` and `</Name>` around Markdown, `<Name />`, and
// `<Name …>inline content</Name>` on one line. Each opening tag becomes an `mdx_open` token (its props evaluated,
// its source kept for an island), each closing tag an `mdx_close`; the tree rule (mdx-tree.ts) nests them.
import { scanJsxTag, type JsxTag } from './jsx-tags';
import { evalProps } from './mdx-props';
import {
  builtinOf,
  isJsxName,
  isMdx,
  lineCol,
  spanAt,
  type MdxElementMeta,
  type MdxEnv,
  type MdxPluginOptions,
} from './mdx-types';
import type { StateBlock } from './types';

export function jsxBlockRule(options: MdxPluginOptions) {
  return (state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean => {
    if (!isMdx(state)) return false;
    const start = state.bMarks[startLine] + state.tShift[startLine];
    if (state.src[start] !== '<') return false;
    const src = state.src.slice(0, state.eMarks[endLine - 1]);
    const tag = scanJsxTag(src, start);
    const env = state.env as MdxEnv;
    if (!tag) return false;
    const jsx =
      isJsxName(tag) ||
      (tag.closing ? !!env.mdxOpenLower?.get(tag.name) : holdsJsx(state, tag, { startLine, endLine }));
    if (!jsx) return false;
    let line = startLine;
    while (line < endLine - 1 && state.eMarks[line] < tag.end) line++;
    const rest = state.src.slice(tag.end, state.eMarks[line]);
    if (tag.closing && /^[a-z]/.test(tag.name) && !env.mdxOpenLower?.get(tag.name)) return false;
    const builtin = builtinOf(options, env, tag.name);
    const raw = !!builtin && options.rawChildren.has(builtin);
    // `<Name …>inline content</Name>` on one line.
    let inline: string | null = null;
    if (rest.trim() !== '') {
      if (tag.closing || tag.selfClosing) return false;
      const closeTag = `</${tag.name}>`;
      const trimmed = rest.trimEnd();
      if (!raw && !trimmed.endsWith(closeTag)) return false;
      if (!raw) inline = trimmed.slice(0, -closeTag.length);
    }
    if (silent) return true;
    if (tag.closing) return closeTag(state, env, { tag, start, startLine, line });
    const at = lineCol(state.src, start);
    const { props, dynamic } = evalProps(options, { src: state.src, baseLine: 0 }, tag.name, tag.attributes, env);
    const meta: Omit<MdxElementMeta, 'children'> = {
      name: tag.name,
      props,
      line: at.line,
      column: at.column,
      selfClosing: tag.selfClosing,
      tag: spanAt(env, state.src, start, tag.end),
      ...(dynamic ? { dynamic } : {}),
      ...(inline !== null ? { oneLine: true } : {}),
    };
    const open = state.push('mdx_open', '', 0);
    open.meta = meta;
    open.map = [startLine, line + 1];
    if (!tag.selfClosing && raw) return rawChildren(state, options, { meta, tag, line, endLine });
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

function closeTag(
  state: StateBlock,
  env: MdxEnv,
  p: { tag: JsxTag; start: number; startLine: number; line: number },
): boolean {
  if (/^[a-z]/.test(p.tag.name)) {
    // A lowercase closing tag is JSX only when it closes a lowercase element opened as JSX.
    const open = env.mdxOpenLower?.get(p.tag.name) ?? 0;
    if (!open) return false;
    env.mdxOpenLower!.set(p.tag.name, open - 1);
  }
  const at = lineCol(state.src, p.start);
  const t = state.push('mdx_close', '', 0);
  t.meta = { name: p.tag.name, line: at.line, column: at.column };
  t.map = [p.startLine, p.line + 1];
  state.line = p.line + 1;
  return true;
}

/** Raw children up to the closing tag (code, not Markdown). */
function rawChildren(
  state: StateBlock,
  options: MdxPluginOptions,
  p: { meta: Omit<MdxElementMeta, 'children'>; tag: JsxTag; line: number; endLine: number },
): boolean {
  const { meta, tag } = p;
  const closeTag = `</${tag.name}>`;
  const close = state.src.indexOf(closeTag, tag.end);
  meta.selfClosing = true;
  if (close === -1) {
    options.report('error', 'MDX_UNCLOSED_ELEMENT', { name: tag.name }, meta.line, meta.column);
    meta.raw = state.src.slice(tag.end);
    state.line = p.endLine;
    return true;
  }
  meta.raw = state.src.slice(tag.end, close);
  let end = p.line;
  while (end < p.endLine - 1 && state.eMarks[end] < close + closeTag.length) end++;
  state.line = end + 1;
  return true;
}

/** Elements whose text is never JSX children (CSS, scripts, preformatted text). */
const TEXT_ELEMENTS = new Set(['style', 'script', 'pre', 'textarea']);

/** A lowercase HTML element whose block (up to the next blank line) holds JSX: a line that starts with a `{…}`
 *  expression (`<ul>` then `{people.map((p) => <li>{p.name}</li>)}`) or a component's tag (`<div className="col">`
 *  then `<Chart />`). In MDX it is JSX; any other HTML (braces of math or CSS in it included) is left to
 *  markdown-it. */
function holdsJsx(state: StateBlock, tag: JsxTag, at: { startLine: number; endLine: number }): boolean {
  if (tag.selfClosing || !/^[a-z]/.test(tag.name) || TEXT_ELEMENTS.has(tag.name)) return false;
  const endLine = at.endLine;
  let line = at.startLine;
  while (line < endLine - 1 && state.eMarks[line] < tag.end) line++;
  for (; line < endLine && !state.isEmpty(line); line++) {
    const text = state.src.slice(Math.max(tag.end, state.bMarks[line]), state.eMarks[line]);
    if (/^\s*\{(?!\/\*)/.test(text) || /<\/?[A-Z][\w.]*[\s/>]/.test(text.replace(/`[^`]*`/g, ''))) return true;
  }
  return false;
}

type BlockRule = (state: StateBlock, startLine: number, endLine: number, silent: boolean) => boolean;

/** A line that starts with a component's tag (`<Chart`, `</Center>`): in MDX always JSX, never HTML. */
const COMPONENT_TAG = /^<\/?[A-Z][\w.]*[\s/>]/;
/** HTML blocks that do not end at a blank line (a comment, `<pre>`, `<script>`…): their lines are theirs. */
const UNTIL_END_MARKER = /^<(?:!|\?|(?:script|pre|style|textarea)[\s>])/i;

/** markdown-it's HTML block, which runs to a blank line, stops in MDX before the closing tag of a lowercase
 *  element opened as JSX (`<figure style={{…}}>` … `<figcaption>…</figcaption>` then `</figure>`), and before a
 *  line with a component's tag (`<br />` then `3. Third step.` then `</Center>`). */
export function htmlBlockRule(htmlBlock: BlockRule): BlockRule {
  return (state, startLine, endLine, silent) => {
    if (!isMdx(state)) return htmlBlock(state, startLine, endLine, silent);
    const lineText = (line: number) => state.src.slice(state.bMarks[line] + state.tShift[line], state.eMarks[line]);
    const open = (state.env as MdxEnv).mdxOpenLower;
    const closes = open ? [...open].filter(([, n]) => n > 0).map(([name]) => `</${name}>`) : [];
    const components = !UNTIL_END_MARKER.test(lineText(startLine));
    if (!closes.length && !components) return htmlBlock(state, startLine, endLine, silent);
    let stop = endLine;
    for (let line = startLine + 1; line < endLine; line++) {
      if (!closes.length && state.isEmpty(line)) break; // the block ends here anyway
      const text = lineText(line);
      if (closes.some((c) => text.startsWith(c)) || (components && COMPONENT_TAG.test(text))) {
        stop = line;
        break;
      }
    }
    return htmlBlock(state, startLine, stop, silent);
  };
}

/** markdown-it's paragraph, which never ends at a line indented four spaces or more (indented code could not
 *  interrupt it), ends in MDX where such a line is a JSX tag or expression: JSX children are indented freely. */
export function paragraphRule(paragraph: BlockRule, interrupts: BlockRule[]): BlockRule {
  return (state, startLine, endLine, silent) => {
    if (!isMdx(state)) return paragraph(state, startLine, endLine, silent);
    let end = endLine;
    for (let line = startLine + 1; line < endLine && !state.isEmpty(line); line++) {
      if (state.sCount[line] - state.blkIndent <= 3) continue; // markdown-it checks these lines itself
      if (interrupts.some((rule) => rule(state, line, endLine, true))) {
        end = line;
        break;
      }
    }
    return paragraph(state, startLine, end, silent);
  };
}
