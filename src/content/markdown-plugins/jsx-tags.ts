// JSX tags as MDX writes them in Markdown: `<Tabs groupId="os" values={[…]}>`, `</Tabs>`, `<DocCardList />`.
// A hand-written scanner finds where a tag ends (attributes may span lines and hold `{…}` with strings and
// nested braces); attribute expressions are parsed with acorn and only literal values are evaluated.
import { unescapeHtml } from '../../shared/escape';
import type { Node } from 'acorn';
// acorn is loaded on the first attribute expression (util/require-cjs.ts): statically imported, through the
// React-pages scan, it cost every build's start-up.
import { loadAcorn } from '../../util/require-cjs';

export type PropValue = string | number | boolean | null | undefined | PropValue[] | { [key: string]: PropValue };

export interface JsxAttribute {
  name: string;
  /** `name="x"` → "x"; bare `name` → true; `name={expr}` → the expression's source. */
  value: string | true;
  expression: boolean;
  /** Offset of the attribute name in the scanned text. */
  offset: number;
}

export interface JsxTag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: JsxAttribute[];
  /** Offset just past the tag's `>`. */
  end: number;
}

const NAME = /[A-Za-z][\w.:-]*/y;
const ATTR_NAME = /[A-Za-z_:][\w:.-]*/y;

/** Scans a JSX tag starting at `src[start] === '<'`; null when the text there is not a complete tag. */
export function scanJsxTag(src: string, start: number): JsxTag | null {
  let i = start;
  if (src[i] !== '<') return null;
  i++;
  const closing = src[i] === '/';
  if (closing) i++;
  NAME.lastIndex = i;
  const m = NAME.exec(src);
  if (!m) return null;
  const name = m[0];
  i += name.length;
  const attributes: JsxAttribute[] = [];
  for (;;) {
    while (i < src.length && /\s/.test(src[i])) i++;
    if (i >= src.length) return null;
    const c = src[i];
    if (c === '>') return { name, closing, selfClosing: false, attributes, end: i + 1 };
    if (c === '/' && src[i + 1] === '>') return { name, closing, selfClosing: true, attributes, end: i + 2 };
    if (closing) return null;
    if (c === '{') {
      // `{...spread}`: kept as an expression attribute with no name, reported by the caller.
      const close = matchBrace(src, i);
      if (close === -1) return null;
      attributes.push({ name: '', value: src.slice(i + 1, close), expression: true, offset: i });
      i = close + 1;
      continue;
    }
    ATTR_NAME.lastIndex = i;
    const a = ATTR_NAME.exec(src);
    if (!a) return null;
    const offset = i;
    i += a[0].length;
    let j = i;
    while (j < src.length && (src[j] === ' ' || src[j] === '\t')) j++;
    if (src[j] !== '=') {
      attributes.push({ name: a[0], value: true, expression: false, offset });
      continue;
    }
    j++;
    while (j < src.length && /\s/.test(src[j])) j++;
    const q = src[j];
    if (q === '"' || q === "'") {
      const close = src.indexOf(q, j + 1);
      if (close === -1) return null;
      attributes.push({ name: a[0], value: unescapeHtml(src.slice(j + 1, close)), expression: false, offset });
      i = close + 1;
    } else if (q === '{') {
      const close = matchBrace(src, j);
      if (close === -1) return null;
      attributes.push({ name: a[0], value: src.slice(j + 1, close), expression: true, offset });
      i = close + 1;
    } else return null;
  }
}

/** Index of the `}` matching the `{` at `open`, skipping strings, template literals and comments; -1 if none. */
export function matchBrace(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < src.length && src[i] !== c; i++) if (src[i] === '\\') i++;
    } else if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      if (end === -1) return -1;
      i = end + 1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}

export class NotLiteralError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** Evaluates a literal JS expression (objects, arrays, strings, numbers, booleans, null, template strings without
 *  substitutions, negative numbers). Anything else throws NotLiteralError with the offset of the part at fault. */
export function evaluateLiteral(source: string, scope?: LiteralScope): PropValue {
  let node: Node;
  try {
    node = loadAcorn().parseExpressionAt(source, 0, { ecmaVersion: 'latest' });
  } catch (err) {
    throw new NotLiteralError(
      `it is not a valid JavaScript expression (${(err as Error).message.replace(/ \(\d+:\d+\)$/, '')})`,
      0,
    );
  }
  if (source.slice(node.end).trim() !== '') throw new NotLiteralError('it holds more than one expression', node.end);
  return evalNode(node, scope);
}

/** Names a literal may read, with their values: `siteConfig.title` in a React page's
 *  `<Layout title={`… ${siteConfig.title}`}>`, `toc` and `frontMatter.title` in MDX. */
export type LiteralScope = Record<string, PropValue>;

function evalNode(n: Node, scope?: LiteralScope): PropValue {
  const node = n as Node & Record<string, unknown>;
  switch (node.type) {
    case 'Literal': {
      const v = node.value;
      if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
      break;
    }
    case 'TemplateLiteral': {
      const quasis = node.quasis as { value: { cooked: string } }[];
      const expressions = node.expressions as Node[];
      if (expressions.length > 0 && !scope) break;
      let out = quasis[0].value.cooked;
      expressions.forEach((e, i) => {
        const v = evalNode(e, scope);
        if (typeof v !== 'string' && typeof v !== 'number')
          throw new NotLiteralError('a template string holds a value that is not text', e.start);
        out += String(v) + quasis[i + 1].value.cooked;
      });
      return out;
    }
    case 'MemberExpression': {
      const prop = node.property as Node & Record<string, unknown>;
      const key = node.computed ? evalNode(prop, scope) : prop.type === 'Identifier' ? (prop.name as string) : null;
      const obj =
        scope && (typeof key === 'string' || typeof key === 'number') ? evalNode(node.object as Node, scope) : null;
      if (obj && typeof obj === 'object' && Object.hasOwn(obj, key as string)) {
        const value = (obj as Record<string, PropValue>)[key as string];
        if (value !== undefined) return value;
      }
      break;
    }
    case 'UnaryExpression': {
      const arg = evalNode(node.argument as Node, scope);
      if (node.operator === '-' && typeof arg === 'number') return -arg;
      if (node.operator === '+' && typeof arg === 'number') return arg;
      break;
    }
    case 'Identifier':
      if (node.name === 'undefined') return undefined;
      if (scope && Object.hasOwn(scope, node.name as string)) return scope[node.name as string];
      break;
    case 'ArrayExpression':
      return (node.elements as (Node | null)[]).map((e) => {
        if (!e || e.type === 'SpreadElement')
          throw new NotLiteralError('an array holds a hole or a spread', e?.start ?? node.start);
        return evalNode(e, scope);
      });
    case 'ObjectExpression': {
      const out: Record<string, PropValue> = {};
      for (const p of node.properties as (Node & Record<string, unknown>)[]) {
        if (p.type !== 'Property' || p.computed || p.kind !== 'init' || p.method || p.shorthand)
          throw new NotLiteralError('an object property is not a plain `key: value`', p.start);
        const key = p.key as Node & Record<string, unknown>;
        const name =
          key.type === 'Identifier' ? (key.name as string) : key.type === 'Literal' ? String(key.value) : null;
        if (name === null) throw new NotLiteralError('an object key is not a name or a string', key.start);
        out[name] = evalNode(p.value as Node, scope);
      }
      return out;
    }
  }
  throw new NotLiteralError(`\`${node.type}\` is not a literal value`, node.start);
}
