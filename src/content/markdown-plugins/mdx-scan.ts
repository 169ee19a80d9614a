// Where a JavaScript expression of MDX (`{…}` in children) ends, read with acorn and acorn-jsx as MDX reads it: the
// expression may hold strings, template literals, comments and JSX (`{items.map((x) => <Card {...x} />)}`), so
// counting braces is not enough.
import { loadJsxParser } from '../../util/require-cjs';

export type ScannedExpression =
  | { ok: true; source: string; end: number; empty: boolean }
  | { ok: false; reason: string; offset: number };

/** Reads the expression whose `{` is at `src[open]`: its source between the braces and the offset just past the
 *  `}`, or why it cannot be read (with the offset of the fault). `empty`: only whitespace and comments. */
export function scanExpression(src: string, open: number): ScannedExpression {
  const inner = open + 1;
  const rest = skipSpaceAndComments(src, inner);
  if (src[rest] === '}') return { ok: true, source: src.slice(inner, rest), end: rest + 1, empty: true };
  let end: number;
  try {
    const node = loadJsxParser().parseExpressionAt(src, inner, { ecmaVersion: 'latest', sourceType: 'module' });
    end = node.end;
  } catch (err) {
    const e = err as Error & { pos?: number };
    return { ok: false, reason: e.message.replace(/ \(\d+:\d+\)$/, ''), offset: e.pos ?? inner };
  }
  const close = skipSpaceAndComments(src, end);
  if (src[close] !== '}') return { ok: false, reason: 'Unexpected content after the expression', offset: close };
  return { ok: true, source: src.slice(inner, close), end: close + 1, empty: false };
}

function skipSpaceAndComments(src: string, i: number): number {
  for (;;) {
    while (i < src.length && /\s/.test(src[i])) i++;
    if (src.startsWith('/*', i)) {
      const end = src.indexOf('*/', i + 2);
      if (end === -1) return src.length;
      i = end + 2;
    } else if (src.startsWith('//', i)) {
      const end = src.indexOf('\n', i);
      i = end === -1 ? src.length : end + 1;
    } else return i;
  }
}
