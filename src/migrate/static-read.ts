// The fallback when a Docusaurus config cannot be evaluated: parse it with acorn (TypeScript is stripped with
// esbuild's transform first) and read the literal values of the exported object. A value that is not a literal
// (a call, a variable that is not a literal const, a spread) is left out and listed with its line and column.
import { readFileSync } from 'node:fs';
import * as acorn from 'acorn';
import { loadEsbuild } from '../util/require-cjs';

export interface StaticRead {
  value: Record<string, unknown> | null;
  /** "key.path (line:col)" of each value that is not a literal. */
  skipped: string[];
  reason?: string;
}

// biome-ignore lint/suspicious/noExplicitAny: a walker over any ESTree node shape, whose fields it tests before use
type Node = acorn.Node & Record<string, any>;

/** The literal values of the object `file` exports (null, with why, when there is none or it cannot be parsed). */
export async function staticRead(file: string): Promise<StaticRead> {
  const parsed = await parseProgram(file);
  if ('reason' in parsed) return { value: null, skipped: [], reason: parsed.reason };
  const scope = bindings(parsed.program);
  const skipped: string[] = [];
  const root = unwrap(scope, exportedNode(parsed.program));
  if (!root || root.type !== 'ObjectExpression')
    return {
      value: null,
      skipped,
      reason: 'no exported object literal was found (module.exports = {…} or export default {…})',
    };
  return { value: readLiteral({ consts: scope.consts, skipped }, root, '') as Record<string, unknown>, skipped };
}

/** The file parsed with acorn (TypeScript stripped with esbuild first), or why it could not be. */
async function parseProgram(file: string): Promise<{ program: Node } | { reason: string }> {
  let source = readFileSync(file, 'utf8');
  if (/\.[cm]?ts$/.test(file)) {
    const esbuild = loadEsbuild();
    try {
      source = (await esbuild.transform(source, { loader: 'ts', format: 'esm', target: 'es2022' })).code;
    } catch (err) {
      return { reason: `TypeScript could not be stripped: ${(err as Error).message.split('\n')[0]}` };
    }
  }
  try {
    const program = acorn.parse(source, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      locations: true,
      allowHashBang: true,
      allowAwaitOutsideFunction: true,
    }) as Node;
    return { program };
  } catch (err) {
    return { reason: `it could not be parsed: ${(err as Error).message}` };
  }
}

/** The top-level bindings a value may name: consts (and lets, vars) and function declarations. */
interface Bindings {
  consts: Map<string, Node>;
  functions: Map<string, Node>;
}

/** The module's top-level bindings, exported or not. */
function bindings(program: Node): Bindings {
  const consts = new Map<string, Node>();
  const functions = new Map<string, Node>();
  for (const stmt of program.body as Node[]) {
    const decl = stmt.type === 'ExportNamedDeclaration' ? stmt.declaration : stmt;
    if (decl?.type === 'VariableDeclaration')
      for (const d of decl.declarations) if (d.id.type === 'Identifier' && d.init) consts.set(d.id.name, d.init);
    if (decl?.type === 'FunctionDeclaration' && decl.id) functions.set(decl.id.name, decl);
  }
  return { consts, functions };
}

/** What the module exports: `export default`, `export { x as default }` or `module.exports =`. */
function exportedNode(program: Node): Node | undefined {
  let exported: Node | undefined;
  for (const stmt of program.body as Node[]) {
    if (stmt.type === 'ExportDefaultDeclaration') exported = stmt.declaration;
    if (stmt.type === 'ExportNamedDeclaration' && !stmt.declaration) {
      const spec = (stmt.specifiers as Node[]).find((sp) => (sp.exported.name ?? sp.exported.value) === 'default');
      if (spec) exported = spec.local;
    }
    const e = stmt.type === 'ExpressionStatement' ? stmt.expression : undefined;
    if (
      e?.type === 'AssignmentExpression' &&
      e.left.type === 'MemberExpression' &&
      e.left.object.name === 'module' &&
      e.left.property.name === 'exports'
    )
      exported = e.right;
  }
  return exported;
}

/** The node a name, a cast or a function (its returned value) stands for, five steps deep at most. */
function unwrap(scope: Bindings, node: Node | undefined, depth = 0): Node | undefined {
  if (!node || depth > 5) return node;
  if (node.type === 'Identifier')
    return unwrap(scope, scope.consts.get(node.name) ?? scope.functions.get(node.name), depth + 1);
  if (node.type === 'TSAsExpression' || node.type === 'ParenthesizedExpression')
    return unwrap(scope, node.expression, depth + 1);
  if (/Function/.test(node.type)) {
    if (node.body.type !== 'BlockStatement') return unwrap(scope, node.body, depth + 1);
    const ret = (node.body.body as Node[]).find((s) => s.type === 'ReturnStatement');
    return unwrap(scope, ret?.argument, depth + 1);
  }
  return node;
}

/** The consts a literal may name, and the "key.path (line:col)" list of values that are not literals. */
interface LiteralScope {
  consts: Map<string, Node>;
  skipped: string[];
}

/** The literal value of `node` at `path` (undefined, listed in skipped, when it is not a literal). */
function readLiteral(scope: LiteralScope, node: Node, path: string, depth = 0): unknown {
  const { consts, skipped } = scope;
  const at = `${path || '(root)'} (${node.loc?.start.line}:${(node.loc?.start.column ?? 0) + 1})`;
  if (node.type === 'Identifier' && consts.has(node.name) && depth < 20)
    return readLiteral(scope, consts.get(node.name)!, path, depth + 1);
  switch (node.type) {
    case 'Literal':
      return node.regex ? (skipped.push(at), undefined) : node.value;
    case 'TemplateLiteral':
      if (node.expressions.length === 0) return node.quasis.map((q: Node) => q.value.cooked).join('');
      break;
    case 'UnaryExpression':
      if (node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number')
        return -node.argument.value;
      if (node.operator === '!' && node.argument.type === 'Literal') return !node.argument.value;
      break;
    case 'ArrayExpression':
      return (node.elements as (Node | null)[]).flatMap((el, i) => {
        if (!el || el.type === 'SpreadElement')
          return el
            ? (skipped.push(`${path}[${i}] (${el.loc?.start.line}:${(el.loc?.start.column ?? 0) + 1})`), [])
            : [];
        const v = readLiteral(scope, el, `${path}[${i}]`, depth + 1);
        return v === undefined ? [] : [v];
      });
    case 'ObjectExpression':
      return readObject(scope, node, path, depth);
  }
  skipped.push(at);
  return undefined;
}

/** An object literal's literal properties (a computed key or a spread is listed in skipped). */
function readObject(scope: LiteralScope, node: Node, path: string, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const prop of node.properties as Node[]) {
    if (prop.type !== 'Property' || prop.computed) {
      scope.skipped.push(`${path}{…} (${prop.loc?.start.line}:${(prop.loc?.start.column ?? 0) + 1})`);
      continue;
    }
    const key = prop.key.type === 'Identifier' ? prop.key.name : String(prop.key.value);
    const v = readLiteral(scope, prop.value, path ? `${path}.${key}` : key, depth + 1);
    if (v !== undefined) out[key] = v;
  }
  return out;
}
