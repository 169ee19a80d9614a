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

export async function staticRead(file: string): Promise<StaticRead> {
  let source = readFileSync(file, 'utf8');
  if (/\.[cm]?ts$/.test(file)) {
    const esbuild = loadEsbuild();
    try {
      source = (await esbuild.transform(source, { loader: 'ts', format: 'esm', target: 'es2022' })).code;
    } catch (err) {
      return {
        value: null,
        skipped: [],
        reason: `TypeScript could not be stripped: ${(err as Error).message.split('\n')[0]}`,
      };
    }
  }
  let program: Node;
  try {
    program = acorn.parse(source, {
      ecmaVersion: 'latest',
      sourceType: 'module',
      locations: true,
      allowHashBang: true,
      allowAwaitOutsideFunction: true,
    }) as Node;
  } catch (err) {
    return { value: null, skipped: [], reason: `it could not be parsed: ${(err as Error).message}` };
  }
  const consts = new Map<string, Node>();
  const functions = new Map<string, Node>();
  for (const stmt of program.body as Node[]) {
    const decl = stmt.type === 'ExportNamedDeclaration' ? stmt.declaration : stmt;
    if (decl?.type === 'VariableDeclaration')
      for (const d of decl.declarations) if (d.id.type === 'Identifier' && d.init) consts.set(d.id.name, d.init);
    if (decl?.type === 'FunctionDeclaration' && decl.id) functions.set(decl.id.name, decl);
  }
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
  const skipped: string[] = [];
  const unwrap = (node: Node | undefined, depth = 0): Node | undefined => {
    if (!node || depth > 5) return node;
    if (node.type === 'Identifier') return unwrap(consts.get(node.name) ?? functions.get(node.name), depth + 1);
    if (node.type === 'TSAsExpression' || node.type === 'ParenthesizedExpression')
      return unwrap(node.expression, depth + 1);
    if (/Function/.test(node.type)) {
      if (node.body.type !== 'BlockStatement') return unwrap(node.body, depth + 1);
      const ret = (node.body.body as Node[]).find((s) => s.type === 'ReturnStatement');
      return unwrap(ret?.argument, depth + 1);
    }
    return node;
  };
  const root = unwrap(exported);
  if (!root || root.type !== 'ObjectExpression')
    return {
      value: null,
      skipped,
      reason: 'no exported object literal was found (module.exports = {…} or export default {…})',
    };
  const read = (node: Node, path: string, depth = 0): unknown => {
    const at = `${path || '(root)'} (${node.loc?.start.line}:${(node.loc?.start.column ?? 0) + 1})`;
    if (node.type === 'Identifier' && consts.has(node.name) && depth < 20)
      return read(consts.get(node.name)!, path, depth + 1);
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
          const v = read(el, `${path}[${i}]`, depth + 1);
          return v === undefined ? [] : [v];
        });
      case 'ObjectExpression': {
        const out: Record<string, unknown> = {};
        for (const prop of node.properties as Node[]) {
          if (prop.type !== 'Property' || prop.computed) {
            skipped.push(`${path}{…} (${prop.loc?.start.line}:${(prop.loc?.start.column ?? 0) + 1})`);
            continue;
          }
          const key = prop.key.type === 'Identifier' ? prop.key.name : String(prop.key.value);
          const v = read(prop.value, path ? `${path}.${key}` : key, depth + 1);
          if (v !== undefined) out[key] = v;
        }
        return out;
      }
    }
    skipped.push(at);
    return undefined;
  };
  return { value: read(root, '') as Record<string, unknown>, skipped };
}
