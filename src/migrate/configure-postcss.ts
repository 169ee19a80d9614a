// A Docusaurus plugin of the site's own whose `configurePostCss` adds PostCSS plugins (how Tailwind is usually added:
// `postcssOptions.plugins.push(require('tailwindcss'), require('autoprefixer'))`), read without running it: the
// packages it adds, in order, become blogctl's `postcss.plugins`. The plugin is a function in the config file
// (matched to its `plugins` entry by name) or a local file the entry names. One that does nothing but configure
// PostCSS is taken care of; one that does more is still reported as a plugin blogctl does not run.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, isAbsolute, resolve } from 'node:path';
import * as acorn from 'acorn';
import { loadEsbuild } from '../util/require-cjs';

// biome-ignore lint/suspicious/noExplicitAny: a walker over any ESTree node shape, whose fields it tests before use
type Node = acorn.Node & Record<string, any>;

export interface ConfigurePostcss {
  /** `postcss.plugins` for the blogctl config: package names, with their options when written as literals. */
  plugins: (string | [string, unknown])[];
  /** Indexes of the config's `plugins` that only configure PostCSS (not to be reported). */
  claimed: Set<number>;
}

function parse(file: string): Node | undefined {
  try {
    const code = loadEsbuild().transformSync(readFileSync(file, 'utf8'), {
      loader: /\.[cm]?ts$/.test(extname(file)) ? 'ts' : 'js',
      format: 'esm',
      target: 'es2022',
    }).code;
    return acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as Node;
  } catch {
    return undefined;
  }
}

function walk(node: unknown, visit: (n: Node, parent?: Node) => void, parent?: Node): void {
  if (Array.isArray(node)) return node.forEach((n) => walk(n, visit, parent));
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node, parent);
  for (const [k, v] of Object.entries(node))
    if (k !== 'type' && v && typeof v === 'object') walk(v, visit, node as Node);
}

const requireOf = (n: Node): string | undefined =>
  n.type === 'CallExpression' && n.callee.name === 'require' && n.arguments[0]?.type === 'Literal'
    ? n.arguments[0].value
    : n.type === 'ImportExpression' && n.source.type === 'Literal'
      ? n.source.value
      : undefined;

/** Local name → package, of the file's imports and `const x = require('pkg')`. */
function bindings(program: Node): Map<string, string> {
  const out = new Map<string, string>();
  walk(program, (n) => {
    if (n.type === 'ImportDeclaration') for (const s of n.specifiers) out.set(s.local.name, n.source.value);
    if (n.type === 'VariableDeclarator' && n.id.type === 'Identifier' && n.init) {
      const init = n.init.type === 'AwaitExpression' ? n.init.argument : n.init;
      const pkg = requireOf(init) ?? (init.type === 'MemberExpression' ? requireOf(init.object) : undefined);
      if (pkg) out.set(n.id.name, pkg);
    }
  });
  return out;
}

/** A literal value (objects, arrays, strings, numbers, booleans), or undefined. */
function literal(n: Node | undefined): unknown {
  if (!n) return undefined;
  if (n.type === 'Literal') return n.value;
  if (n.type === 'ArrayExpression') return n.elements.map((e: Node) => literal(e));
  if (n.type === 'ObjectExpression' && n.properties.every((p: Node) => p.type === 'Property' && !p.computed))
    return Object.fromEntries(n.properties.map((p: Node) => [p.key.name ?? p.key.value, literal(p.value)]));
  return undefined;
}

/** The functions of a file that configure PostCSS: each with its name, the packages it adds (in order), and
 *  whether the plugin it returns has hooks besides `name` and `configurePostCss`. */
function postcssPlugins(program: Node): Found[] {
  const names = bindings(program);
  const found: (Found & { hook: Node })[] = [];
  const fnName = (fn: Node, parent?: Node): string | undefined =>
    fn.id?.name ?? (parent?.type === 'VariableDeclarator' ? parent.id.name : undefined);
  walk(program, (fn, parent) => {
    if (!/^(FunctionDeclaration|FunctionExpression|ArrowFunctionExpression)$/.test(fn.type)) return;
    let hook: Node | undefined;
    let returned: Node | undefined;
    walk(fn.body, (n) => {
      if (n.type === 'Property' && (n.key.name ?? n.key.value) === 'configurePostCss') hook ??= n.value;
      if (
        n.type === 'ObjectExpression' &&
        n.properties.some((p: Node) => (p.key?.name ?? p.key?.value) === 'configurePostCss')
      )
        returned ??= n;
    });
    if (!hook) return;
    const plugins: (string | [string, unknown])[] = [];
    walk(hook.body, (n) => {
      const pkg = requireOf(n) ?? (n.type === 'Identifier' ? names.get(n.name) : undefined);
      if (!pkg || plugins.some((p) => (Array.isArray(p) ? p[0] : p) === pkg)) return;
      plugins.push(pkg);
    });
    // `require('tailwindcss')({ … })`: the options, when written as a literal.
    walk(hook.body, (n) => {
      if (n.type !== 'CallExpression' || !n.arguments.length) return;
      const pkg = requireOf(n.callee) ?? (n.callee.type === 'Identifier' ? names.get(n.callee.name) : undefined);
      const i = plugins.indexOf(pkg as string);
      const options = literal(n.arguments[0]);
      if (i !== -1 && options !== undefined) plugins[i] = [pkg as string, options];
    });
    const keys = (returned?.properties ?? []).map((p: Node) => p.key?.name ?? p.key?.value);
    const more = keys.some((k: string) => k !== 'name' && k !== 'configurePostCss');
    // A function around the plugin's holds the same hook: the innermost one (met last) is the plugin.
    const outer = found.findIndex((f) => f.hook === hook);
    if (outer !== -1) found.splice(outer, 1);
    found.push({ name: fnName(fn, parent), plugins, more, hook });
  });
  return found.filter((f) => f.plugins.length);
}

interface Found {
  name?: string;
  plugins: (string | [string, unknown])[];
  /** The plugin has hooks besides configurePostCss. */
  more: boolean;
}

/** Reads the config's `plugins` (as evaluated: functions are `{ __fn: name }`, local files are paths). */
export function readConfigurePostcss(configFile: string, pluginList: unknown): ConfigurePostcss {
  const out: ConfigurePostcss = { plugins: [], claimed: new Set() };
  const entries = Array.isArray(pluginList) ? pluginList : [];
  const inConfig = entries.some((p) => p && typeof p === 'object' && '__fn' in p);
  const own = inConfig ? postcssPlugins(parse(configFile) ?? ({ type: 'Program', body: [] } as unknown as Node)) : [];
  const add = (i: number, f: Found) => {
    for (const p of f.plugins)
      if (!out.plugins.some((q) => JSON.stringify(q) === JSON.stringify(p))) out.plugins.push(p);
    if (!f.more) out.claimed.add(i);
  };
  for (const [i, raw] of entries.entries()) {
    const entry = Array.isArray(raw) ? raw[0] : raw;
    if (entry && typeof entry === 'object' && '__fn' in entry) {
      const name = String((entry as { __fn: unknown }).__fn);
      const match = own.find((f) => f.name === name) ?? (own.length === 1 && !own[0].name ? own[0] : undefined);
      if (match) add(i, match);
    } else if (typeof entry === 'string' && (entry.startsWith('.') || isAbsolute(entry))) {
      const base = resolve(dirname(configFile), entry);
      const file = ['', '.js', '.cjs', '.mjs', '.ts', '/index.js', '/index.ts']
        .map((e) => base + e)
        .find((f) => existsSync(f) && /\.[cm]?[jt]s$/.test(f));
      const program = file && parse(file);
      const [f] = program ? postcssPlugins(program) : [];
      if (f) add(i, f);
    }
  }
  return out;
}
