// esbuild plugin for the CLI compile (scripts/build-cli.mjs): markdown-it's published build initialises every
// class field (ten per Token, a dozen per parser state) through Babel's `_defineProperty` helper, which converts
// each key with toPropertyKey/toPrimitive/_typeof and checks `key in object` first. In CPU profiles of the
// content stage it was the top self-time function (~13 % of rendering Markdown). Its keys are all string
// literals and markdown-it's classes have no accessors, so a plain assignment creates the very same own,
// enumerable, writable, configurable property; the helper is swapped for one. A markdown-it release whose helper
// reads differently is left exactly as published (test/unit/content/class-fields-plugin.test.ts notices).
import { readFileSync } from 'node:fs';

const HELPER = /function _defineProperty\(e, r, t\) \{\n\treturn \(r = toPropertyKey\(r\)\) in e \? Object\.defineProperty\(e, r, \{\n\t\tvalue: t,\n\t\tenumerable: !0,\n\t\tconfigurable: !0,\n\t\twritable: !0\n\t\}\) : e\[r\] = t, e;\n\}/;
const FAST = 'function _defineProperty(e, r, t) {\n\te[r] = t;\n\treturn e;\n}';

/** markdown-it's source with the fast helper; null when the helper is not the known one. */
export function withFastClassFields(source) {
  return HELPER.test(source) ? source.replace(HELPER, FAST) : null;
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
