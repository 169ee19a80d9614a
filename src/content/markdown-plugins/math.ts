// Math (config `math`), read as remark-math reads it and rendered at build time, with KaTeX as rehype-katex
// does or with MathJax as rehype-mathjax does (mathjax.ts, `math.renderer: "mathjax"`): `$…$` (and `$$…$$`
// within a line) is inline math, a `$$` line opens a display block closed by a `$$` line. As in remark-math, a
// run of n dollars closes only at the next run of exactly n, and a backslash before a dollar makes it text. With
// KaTeX the first math of a page brings a <link> to KaTeX's stylesheet (copied into the output, math-assets.ts),
// so only pages with math load it; with MathJax it brings MathJax's small SVG stylesheet as a <style>, and each
// formula is a self-contained SVG. No math JavaScript runs in the browser.
import { createRequire } from 'node:module';
import type { MarkdownIt, StateBlock, StateCore, StateInline } from './types';
import { katexStylesheetPath } from '../math-assets';
import type { MathJaxPackage } from '../mathjax-package';
import { mathJaxRenderer } from './mathjax';

export interface MathOptions {
  /** `$x$` is math too (remark-math's singleDollarTextMath); otherwise only `$$x$$` inline. */
  singleDollarTextMath: boolean;
  macros: Record<string, string>;
  strict: boolean | 'ignore' | 'warn' | 'error';
  /** What renders the formulas. @default "katex" */
  renderer?: 'katex' | 'mathjax';
  /** The mathjax-full package, when found: without it MathJax's formulas show as their source (the config check
   *  reports the missing package once, MATHJAX_MISSING). */
  mathjax?: MathJaxPackage;
  /** A formula the renderer cannot render (shown as its source, in KaTeX's error colour): `line` 0-based in the
   *  body. */
  onError: (reason: string, line: number) => void;
  /** Whether KaTeX reported a construct that `strict: "warn"` lets through. */
  onStrict: (reason: string, line: number) => void;
}

type Katex = typeof import('katex');
let katex: Katex | undefined;
const loadKatex = (): Katex => (katex ??= createRequire(import.meta.url)('katex') as Katex);

const DOLLAR = 0x24;
/** The rendering's state: whether its math stylesheet is in yet, and how site paths are written. */
type MathEnv = { mathLinked?: boolean; href?: (p: string) => string };
type RenderMath = (tex: string, display: boolean, line: number, env: MathEnv) => string;

export function mathPlugin(md: MarkdownIt, options: MathOptions): void {
  md.inline.ruler.before('escape', 'math_inline', (state, silent) => mathInline(state, silent, options));
  md.core.ruler.after('inline', 'math_lines', placeInlineMath);
  md.block.ruler.before('fence', 'math_block', mathBlock, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });
  const render = options.renderer === 'mathjax' ? withMathJax(md, options) : withKatex(md, options);
  md.renderer.rules.math_inline = (tokens, idx, _o, env) =>
    render(tokens[idx].content, false, tokens[idx].map?.[0] ?? 0, (env ?? {}) as MathEnv);
  md.renderer.rules.math_block = (tokens, idx, _o, env) =>
    render(tokens[idx].content, true, tokens[idx].map?.[0] ?? 0, (env ?? {}) as MathEnv) + '\n';
}

function withKatex(md: MarkdownIt, options: MathOptions): RenderMath {
  return (tex, display, line, env) => {
    const k = loadKatex();
    const settings = { displayMode: display, macros: { ...options.macros }, output: 'htmlAndMathml' as const };
    let html: string;
    try {
      html = k.renderToString(tex, {
        ...settings,
        throwOnError: true,
        strict: (code: string, message: string) => {
          const level = options.strict === true ? 'error' : options.strict === false ? 'ignore' : options.strict;
          if (level === 'warn') options.onStrict(`${message} (${code})`, line);
          return level;
        },
      });
    } catch (err) {
      // Without KaTeX's "at position n" (the line is the diagnostic's): one text per kind of error, which the
      // report groups.
      options.onError((err as { rawMessage?: string }).rawMessage ?? (err as Error).message, line);
      html = k.renderToString(tex, { ...settings, throwOnError: false, strict: 'ignore' });
    }
    // The stylesheet once per rendering, before its first math (in the excerpt too when the math is in it).
    const link = env.mathLinked
      ? ''
      : `<link rel="stylesheet" href="${md.utils.escapeHtml((env.href ?? ((p: string) => p))(katexStylesheetPath()))}">`;
    env.mathLinked = true;
    return link + html;
  };
}

function withMathJax(md: MarkdownIt, options: MathOptions): RenderMath {
  const source = (tex: string, reason: string) =>
    `<span class="mathjax-error" title="${md.utils.escapeHtml(reason)}" style="color:#cc0000">${md.utils.escapeHtml(tex)}</span>`;
  return (tex, display, line, env) => {
    if (!options.mathjax) return source(tex, 'mathjax-full is not installed');
    // Made on the first formula (of this thread: a worker makes its own), not when a page has no math.
    const mathjax = mathJaxRenderer({ dir: options.mathjax.dir, macros: options.macros });
    const first = !env.mathLinked;
    env.mathLinked = true;
    if (first) mathjax.startPage();
    const out = mathjax.render(tex, display);
    if (out.error !== undefined) options.onError(out.error, line);
    // The stylesheet once per rendering, before its first math, as for KaTeX's link.
    return (
      (first ? `<style>${mathjax.styleSheet()}</style>` : '') +
      (out.error === undefined ? out.html : source(tex, out.error))
    );
  };
}

function mathInline(state: StateInline, silent: boolean, options: MathOptions): boolean {
  const start = state.pos;
  if (state.src.charCodeAt(start) !== DOLLAR) return false;
  let end = start;
  while (state.src.charCodeAt(end) === DOLLAR) end++;
  const n = end - start;
  if (n === 1 && !options.singleDollarTextMath) return false;
  // The closing run: the next run of exactly n dollars.
  let at = end;
  let close = -1;
  while ((at = state.src.indexOf('$', at)) !== -1) {
    let runEnd = at;
    while (state.src.charCodeAt(runEnd) === DOLLAR) runEnd++;
    if (runEnd - at === n) {
      close = at;
      break;
    }
    at = runEnd;
  }
  if (close === -1) {
    if (!silent) state.pending += state.src.slice(start, end);
    state.pos = end;
    return true;
  }
  if (!silent) {
    let tex = state.src.slice(end, close).replace(/\n/g, ' ');
    // As in a code span: one space on both sides is padding, unless the content is only spaces.
    if (tex.length > 2 && tex.startsWith(' ') && tex.endsWith(' ') && tex.trim()) tex = tex.slice(1, -1);
    const token = state.push('math_inline', 'math', 0);
    token.content = tex;
    token.markup = '$'.repeat(n);
    token.meta = { offset: start };
  }
  state.pos = close + n;
  return true;
}

/** Inline tokens carry no line: each inline formula gets its block's first line plus the lines before it. */
function placeInlineMath(state: StateCore): void {
  for (const block of state.tokens) {
    if (block.type !== 'inline' || !block.children || !block.map) continue;
    for (const t of block.children) {
      if (t.type !== 'math_inline') continue;
      const before = block.content.slice(0, (t.meta as { offset: number }).offset);
      const line = block.map[0] + before.split('\n').length - 1;
      t.map = [line, line + 1];
    }
  }
}

function mathBlock(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  let pos = state.bMarks[startLine] + state.tShift[startLine];
  const max = state.eMarks[startLine];
  if (state.sCount[startLine] - state.blkIndent >= 4 || pos + 2 > max) return false;
  const open = pos;
  while (pos < max && state.src.charCodeAt(pos) === DOLLAR) pos++;
  const n = pos - open;
  if (n < 2) return false;
  // What follows the opening run is its meta, which cannot hold a dollar (`$$ x $$` on one line is inline math).
  if (state.src.slice(pos, max).includes('$')) return false;
  if (silent) return true;
  let line = startLine;
  let closed = false;
  while (++line < endLine) {
    const s = state.bMarks[line] + state.tShift[line];
    const e = state.eMarks[line];
    if (s < e && state.sCount[line] < state.blkIndent) break;
    const text = state.src.slice(s, e).trim();
    if (state.sCount[line] - state.blkIndent < 4 && text.length >= n && /^\$+$/.test(text)) {
      closed = true;
      break;
    }
  }
  const last = closed ? line : line - 1;
  const content = state.getLines(startLine + 1, last + (closed ? 0 : 1), state.sCount[startLine], false);
  const token = state.push('math_block', 'math', 0);
  token.block = true;
  token.content = content.replace(/\n$/, '');
  token.markup = '$'.repeat(n);
  token.map = [startLine, last + 1];
  state.line = last + 1;
  return true;
}
