// ESM in MDX: `import … from '…'` / `export …` statements at the top level, possibly over several lines, read
// with acorn (and acorn-jsx: an export may hold JSX) and never shown. Imports are recorded (the built-ins blogctl
// renders, the site's own components, packages); every statement a component of site code can run goes into the
// file's module (mdx-module.ts) as written, and an `export const` of a literal value is in the file's literal
// scope too (mdx-props.ts).
import type { parse as parseModule } from 'acorn';
import { loadJsxParser } from '../../util/require-cjs';
import { evaluateLiteral } from './jsx-tags';
import { recordMarkdownImport, recordSiteImport } from './mdx-site-imports';
import { isMdx, lineCol, spanAt, type MdxEnv, type MdxPluginOptions } from './mdx-types';
import type { StateBlock } from './types';

type Program = ReturnType<typeof parseModule>;
type Statement = Program['body'][number];

export function esmRule(options: MdxPluginOptions) {
  return (state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean => {
    if (!isMdx(state) || state.blkIndent !== 0 || state.tShift[startLine] !== 0) return false;
    const start = state.bMarks[startLine];
    if (!/^(?:import|export)[\s{*]/.test(state.src.slice(start, state.eMarks[startLine] + 1))) return false;
    if (silent) return true;
    // As MDX reads it: the statements run on, blank lines included, while what is read so far is incomplete
    // JavaScript (an error at its very end); a blank line after a real syntax error ends them.
    let last = startLine;
    let program: Program | null = null;
    let incomplete = true;
    let firstBlank = -1;
    for (; last < endLine; last++) {
      if (last > startLine && state.isEmpty(last)) {
        if (firstBlank === -1) firstBlank = last;
        if (incomplete) continue;
        last--;
        break;
      }
      const text = state.src.slice(start, state.eMarks[last]);
      try {
        program = loadJsxParser().parse(text, { ecmaVersion: 'latest', sourceType: 'module' });
        break;
      } catch (err) {
        incomplete = ((err as { pos?: number }).pos ?? 0) >= text.trimEnd().length;
      }
    }
    if (last >= endLine) last = endLine - 1;
    // Never read: only its first lines (up to a blank one) are taken out, the rest stays Markdown.
    if (!program && firstBlank !== -1) last = firstBlank - 1;
    const env = state.env as MdxEnv;
    env.mdxImports ??= new Map();
    if (!program) options.report('warning', 'MDX_ESM_UNSUPPORTED', {}, startLine, 1);
    else for (const node of program.body) recordStatement(options, env, state.src, start, node);
    state.line = last + 1;
    return true;
  };
}

function recordStatement(options: MdxPluginOptions, env: MdxEnv, src: string, start: number, node: Statement): void {
  const at = lineCol(src, start + node.start);
  const span = () => spanAt(env, src, start + node.start, start + node.end);
  if (node.type === 'ImportDeclaration') {
    const source = String(node.source.value);
    const names = node.specifiers.map((s) => s.local.name);
    if (recordMarkdownImport(options, env, node, source, at)) return;
    if (recordSiteImport(options, env, node, source, at)) {
      env.mdxModule?.addStatement(span(), names);
      return;
    }
    for (const n of names) env.mdxImports!.set(n, source);
    // A built-in only blogctl renders is not code the module could import.
    if (options.modules[source] === undefined || options.siteModules.has(source))
      env.mdxModule?.addStatement(span(), names);
    return;
  }
  if (node.type === 'ExportDefaultDeclaration') {
    options.report('warning', 'MDX_EXPORT_UNSUPPORTED', {}, at.line, at.column);
    return;
  }
  const names: string[] = [];
  if (node.type === 'ExportNamedDeclaration' && node.declaration?.type === 'VariableDeclaration') {
    for (const d of node.declaration.declarations) {
      if (d.id.type !== 'Identifier') continue;
      names.push(d.id.name);
      if (node.declaration.kind === 'const' && d.init) literalExport(env, src, start, d.id.name, d.init);
    }
  } else if (node.type === 'ExportNamedDeclaration' && node.declaration && 'id' in node.declaration) {
    const id = node.declaration.id;
    if (id?.type === 'Identifier') names.push(id.name);
  }
  env.mdxModule?.addStatement(span(), names);
}

/** `export const name = <literal>`: its value joins the file's literal scope. */
function literalExport(env: MdxEnv, src: string, start: number, name: string, init: { start: number; end: number }) {
  try {
    const value = evaluateLiteral(src.slice(start + init.start, start + init.end), env.mdxScope);
    (env.mdxScope ??= {})[name] = value;
  } catch {
    // Not a literal: the name exists in the module only (its islands read it there).
  }
}
