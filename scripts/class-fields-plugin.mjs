// esbuild plugin for the CLI compile (scripts/build-cli.mjs): markdown-it's published build initialises every
// class field (ten per Token, a dozen per parser state) through Babel's `_defineProperty` helper, which converts
// each key with toPropertyKey/toPrimitive/_typeof and checks `key in object` first. In CPU profiles of the
// content stage it was the top self-time function (~13 % of rendering Markdown). Its keys are all string
// literals and markdown-it's classes have no accessors, so a plain assignment creates the very same own,
// enumerable, writable, configurable property; the helper is swapped for one. A markdown-it release whose helper
// reads differently is left exactly as published (test/unit/content/class-fields-plugin.test.ts notices).
// Even the plain helper stays a hot spot (one keyed store site shared by every class: megamorphic, ~6 % of a
// worker's Markdown time), so each constructor statement `_defineProperty(this, "name", value);` whose value is a
// simple expression (no comment, regexp, template or string with escapes inside) is also written as `this.name = value;`: the
// same own data property, created in the same order, through a store site of its own.
import { readFileSync } from 'node:fs';

const HELPER =
  /function _defineProperty\(e, r, t\) \{\n\treturn \(r = toPropertyKey\(r\)\) in e \? Object\.defineProperty\(e, r, \{\n\t\tvalue: t,\n\t\tenumerable: !0,\n\t\tconfigurable: !0,\n\t\twritable: !0\n\t\}\) : e\[r\] = t, e;\n\}/;
const FAST = 'function _defineProperty(e, r, t) {\n\te[r] = t;\n\treturn e;\n}';

/** markdown-it's source with the fast helper; null when the helper is not the known one. */
export function withFastClassFields(source) {
  return HELPER.test(source) ? inlineFieldStatements(source.replace(HELPER, FAST)) : null;
}

// `_defineProperty(this,` then comments, then the field's name as a string literal and a comma.
const CALL = /_defineProperty\(\s*this\s*,((?:\s|\/\*[\s\S]*?\*\/)*)"([A-Za-z_$][\w$]*)"\s*,/g;

/** Rewrites the statements `_defineProperty(this, "name", value);` as `this.name = value;` (see the header). */
export function inlineFieldStatements(source) {
  let out = '';
  let from = 0;
  for (let m = CALL.exec(source); m; m = CALL.exec(source)) {
    const before = source.slice(0, m.index).trimEnd();
    const end = closingParen(source, CALL.lastIndex);
    // A statement of its own only (after `;`, `{` or `}`, followed by `;`); otherwise the call stays.
    if (end === -1 || !/[;{}]$/.test(before) || !/^\s*;/.test(source.slice(end + 1))) continue;
    const value = source.slice(CALL.lastIndex, end).trim();
    out += source.slice(from, m.index) + `this.${m[2]} = ${value}`;
    from = end + 1;
    CALL.lastIndex = end + 1;
  }
  return out + source.slice(from);
}

/** The index of the `)` that closes a call whose arguments continue at `at`; -1 when the value holds anything
 *  but identifiers, numbers, operators, brackets and double-quoted strings without escapes (a comment, regexp,
 *  template or other string could hide a bracket). */
function closingParen(source, at) {
  let depth = 0;
  for (let i = at; i < source.length; i++) {
    const c = source[i];
    if (c === '"') {
      const close = source.indexOf('"', i + 1);
      if (close === -1 || /[\\\n]/.test(source.slice(i + 1, close))) return -1;
      i = close;
      continue;
    }
    if (c === "'" || c === '`' || c === '/') return -1;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return c === ')' ? i : -1;
      depth--;
    } else if (c === ',' && depth === 0) return -1;
  }
  return -1;
}

export const classFieldsPlugin = {
  name: 'markdown-it-class-fields',
  setup(build) {
    build.onLoad({ filter: /[\\/]markdown-it[\\/]dist[\\/]markdown-it\.mjs$/ }, (args) => {
      const patched = withFastClassFields(readFileSync(args.path, 'utf8'));
      return patched === null ? undefined : { contents: patched, loader: 'js' };
    });
  },
};
