// `{…}` in MDX children: JSX comments `{/* … */}` (never shown; `{/* truncate */}` is the excerpt marker) and
// JavaScript expressions, on their own lines (block) or inside a paragraph (inline, with the inline JSX tags).
// An expression becomes an `mdx_expression` token; mdx-islands.ts renders it (a literal as text, anything else as
// an island of the file's module). Braces that hold no JavaScript stay text, with a located warning.
import { scanJsxTag } from './jsx-tags';
import { evalProps } from './mdx-props';
import { scanExpression } from './mdx-scan';
import { isJsxName, isMdx, type MdxEnv, type MdxPluginOptions } from './mdx-types';
import type { StateBlock, StateInline } from './types';

// JSX comments on their own lines; `{/* truncate */}` is the excerpt marker.
export function commentRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
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

/** An expression on its own lines: `{items.map((x) => <Card {...x} />)}`. */
export function expressionBlockRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (!isMdx(state)) return false;
  const start = state.bMarks[startLine] + state.tShift[startLine];
  if (state.src[start] !== '{' || state.src.startsWith('{/*', start)) return false;
  const src = state.src.slice(0, state.eMarks[endLine - 1]);
  const scanned = scanExpression(src, start);
  if (!scanned.ok || scanned.empty) return false;
  let line = startLine;
  while (line < endLine - 1 && state.eMarks[line] < scanned.end) line++;
  if (state.src.slice(scanned.end, state.eMarks[line]).trim() !== '') return false;
  if (silent) return true;
  const t = state.push('mdx_expression', '', 0);
  t.meta = { src: state.src, start, end: scanned.end };
  t.map = [startLine, line + 1];
  state.line = line + 1;
  return true;
}

/** Inline: JSX comments vanish; expressions; JSX tags inside a paragraph. */
export function inlineRule(options: MdxPluginOptions) {
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
    // `{#id}` ends a heading with its custom id (heading-ids.ts), as Docusaurus reads it in MDX too.
    if (src[pos] === '{' && src[pos + 1] !== '#') return inlineExpression(options, state, silent);
    if (src[pos] !== '<') return false;
    const tag = scanJsxTag(src.slice(0, state.posMax), pos);
    const env = state.env as MdxEnv;
    const closesJsx = !!tag && tag.closing && /^[a-z]/.test(tag.name) && env.mdxInlineLower?.at(-1) === tag.name;
    if (!tag || !(isJsxName(tag) || closesJsx)) return false;
    if (!silent) {
      if (closesJsx) env.mdxInlineLower!.pop();
      else if (/^[a-z]/.test(tag.name) && !tag.closing && !tag.selfClosing) (env.mdxInlineLower ??= []).push(tag.name);
      const t = state.push('mdx_inline_tag', '', 0);
      const at = inlineAt(state, pos);
      const evaluated = tag.closing
        ? { props: {}, dynamic: false }
        : evalProps(options, { src, baseLine: at.line }, tag.name, tag.attributes, env);
      t.meta = {
        name: tag.name,
        closing: tag.closing,
        selfClosing: tag.selfClosing,
        props: evaluated.props,
        line: at.line,
        column: at.column,
        ...(evaluated.dynamic ? { dynamic: true } : {}),
        tag: { code: src.slice(pos, tag.end), line: at.line + 1 + (env.bodyLineOffset ?? 0), column: at.column },
      };
    }
    state.pos = tag.end;
    return true;
  };
}

function inlineExpression(options: MdxPluginOptions, state: StateInline, silent: boolean): boolean {
  const scanned = scanExpression(state.src.slice(0, state.posMax), state.pos);
  if (!scanned.ok) {
    if (!silent) {
      const at = inlineAt(state, state.pos);
      options.report('warning', 'MDX_EXPRESSION_TEXT', { reason: scanned.reason }, at.line, at.column);
    }
    return false;
  }
  if (!silent && !scanned.empty) {
    const t = state.push('mdx_expression', '', 0);
    t.meta = { src: state.src, start: state.pos, end: scanned.end, inline: true, ...inlineAt(state, state.pos) };
  }
  state.pos = scanned.end;
  return true;
}

/** The 0-based body line and 1-based column of an offset in an inline token's text (its block's line, counted on
 *  through the text's own line breaks). */
function inlineAt(state: StateInline, pos: number): { line: number; column: number } {
  const blockLine = (state.env as { mdxInlineLine?: number }).mdxInlineLine ?? 0;
  const before = state.src.slice(0, pos);
  const breaks = before.split('\n').length - 1;
  return { line: blockLine + breaks, column: pos - (before.lastIndexOf('\n') + 1) + 1 };
}
