// CommonJS packages loaded with require(), not import(): importing a CommonJS file from an ES module makes Node
// scan its whole source for export names first (cjs-module-lexer) and wrap it as a module. For esbuild's
// lib/main.js that was 100-200 ms of a cold build's start (3-4× its require() on the same machine); Prism's core
// and loader cost the same way. The packages resolve from blogctl's own folder, as an import would.
import { createRequire } from 'node:module';
import type * as Esbuild from 'esbuild';

export const requireCjs = createRequire(import.meta.url);

/** esbuild's JS API (its service process starts on the first build, once per process). */
export function loadEsbuild(): typeof Esbuild {
  return requireCjs('esbuild') as typeof Esbuild;
}

let acorn: typeof import('acorn') | undefined;
/** acorn, loaded on first use: most builds parse no JavaScript at all (a warm build none). */
export function loadAcorn(): typeof import('acorn') {
  return (acorn ??= requireCjs('acorn') as typeof import('acorn'));
}

let jsxParser: typeof import('acorn').Parser | undefined;
/** acorn extended with JSX (acorn-jsx, the parser MDX's own expression reader uses), loaded on first use: MDX
 *  expressions and ESM hold JSX (`{items.map((x) => <Card {...x} />)}`). */
export function loadJsxParser(): typeof import('acorn').Parser {
  if (!jsxParser) {
    const jsx = requireCjs('acorn-jsx') as () => (p: typeof import('acorn').Parser) => typeof import('acorn').Parser;
    jsxParser = loadAcorn().Parser.extend(jsx());
  }
  return jsxParser;
}
