// A Docusaurus site's global MDX components: `src/theme/MDXComponents.{js,jsx,ts,tsx}` (or that folder's index
// file) exports an object that adds components to every Markdown and MDX file without an import, e.g.
//   import MDXComponents from '@theme-original/MDXComponents';
//   import Highlight from '@site/src/components/Highlight';
//   export default { ...MDXComponents, Highlight };
// blogctl reads that object without running the file: each entry naming a component the file imports from the
// site's own code, from an installed package, or one of blogctl's built-ins (`@theme/Tabs`, …), becomes available
// in every entry, and so does each component of a package's namespace spread into it (`...mafs`, its export
// names listed by package-exports.ts); a stylesheet it imports (`import 'mafs/core.css'`) is loaded on every page.
// Anything else (a component written in the file, an HTML element replaced, a package that is not installed or
// whose names cannot be listed, a stylesheet that names no file) is a located warning.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve } from 'node:path';
import { warning, type Diagnostic, type SourceLocation } from '../errors/blogctl-error';
import { loadAcorn, loadEsbuild } from '../util/require-cjs';
import { resolveSiteModule } from '../util/site-module';
import { hashOf } from '../util/hash';
import { compileCacheDir } from '../util/site-cache';
import { writeFileAtomic } from '../util/write-atomic';
import { positionAt } from '../util/text-position';
import { findPackageManifest, packageExports } from './package-exports';

/** One name every Markdown file can use as if it imported it. */
export interface MdxGlobalComponent {
  name: string;
  /** The module the file imports it from, as written (`@site/…`, `./…`, `@theme/Tabs`). */
  source: string;
  /** The export it is: `default`, a named export, or `*` (a namespace import). */
  export: string;
  /** The site's own module, resolved (absent for blogctl's built-ins and packages). */
  file?: string;
  /** A package's component: `source` is the package's specifier, resolved from the site folder as site code's
   *  package imports are. */
  package?: true;
}

export interface MdxComponentsFile {
  file: string;
  components: MdxGlobalComponent[];
  /** The stylesheets it imports for their effect (`import 'mafs/core.css'`), resolved: global, as in Docusaurus,
   *  where the file is part of every page's code. */
  stylesheets: string[];
  /** Entries that could not be taken (warnings at the file). */
  problems: Diagnostic[];
}

const NAMES = [
  'MDXComponents.tsx',
  'MDXComponents.jsx',
  'MDXComponents.ts',
  'MDXComponents.js',
  'MDXComponents/index.tsx',
  'MDXComponents/index.jsx',
  'MDXComponents/index.ts',
  'MDXComponents/index.js',
];
/** The theme's and Docusaurus's modules blogctl has (`@theme/Tabs`, `@docusaurus/Link`). */
const BUILTIN = /^@theme\/|^@docusaurus\//;
/** An import of the site's own code. */
const SITE = /^(?:@site\/|\.\.?\/)/;
/** A stylesheet blogctl bundles (customCss's kinds). */
const STYLESHEET = /\.(?:css|scss|sass)$/i;
/** A name JSX reads as a component: capitalized, a valid identifier. */
const COMPONENT_NAME = /^[A-Z][\w$]*$/;
/** The default mapping a site spreads into its own (blogctl's built-ins are always there). */
const DEFAULT_MAPPING = /^@theme(?:-original|-init)?\/MDXComponents$/;

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** Every path the MDXComponents file may have, in the order they are tried (the dev server watches them all). */
export function mdxComponentsCandidates(root: string): string[] {
  return NAMES.map((name) => join(root, 'src', 'theme', name));
}

export function findMdxComponentsFile(root: string): string | undefined {
  return mdxComponentsCandidates(root).find((file) => existsSync(file) && statSync(file).isFile());
}

/** A module's top level as read: its imports (local name → source and export; `bare`: those that import no
 *  name, for their effect), its constants and the default export's value. */
interface TopLevel {
  imports: Map<string, { source: string; export: string }>;
  bare: string[];
  consts: Map<string, Node>;
  exported?: Node;
}

/** The imports, constants and default export of a parsed module. */
function readTopLevel(body: Node[]): TopLevel {
  const top: TopLevel = { imports: new Map(), bare: [], consts: new Map() };
  for (const node of body) {
    if (node.type === 'ImportDeclaration') {
      const source = String((node.source as { value: unknown }).value);
      if (!(node.specifiers as Node[]).length) top.bare.push(source);
      for (const s of node.specifiers as Node[]) {
        const local = (s.local as { name: string }).name;
        const imported = s.imported as { name?: string; value?: string } | undefined;
        top.imports.set(local, {
          source,
          export:
            s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : s.type === 'ImportNamespaceSpecifier'
                ? '*'
                : String(imported?.name ?? imported?.value),
        });
      }
    } else if (node.type === 'VariableDeclaration') {
      for (const d of node.declarations as Node[]) {
        const id = d.id as Node & { name?: string };
        if (id.type === 'Identifier' && d.init) top.consts.set(id.name!, d.init as Node);
      }
    } else if (node.type === 'ExportDefaultDeclaration') {
      top.exported = node.declaration as Node;
    } else if (node.type === 'ExportNamedDeclaration') {
      // `export { x as default }` (how esbuild writes a default export after stripping types or JSX).
      for (const s of (node.specifiers as Node[]) ?? []) {
        const name = (s.exported as { name?: string; value?: string }).name ?? (s.exported as { value?: string }).value;
        if (name === 'default') top.exported = s.local as Node;
      }
    }
  }
  return top;
}

/** What reading one entry of the exported object needs: the file, its root, its imports, where things are. */
interface EntryContext {
  file: string;
  root: string;
  imports: TopLevel['imports'];
  at(offset: number): SourceLocation;
  locate(node: Node, name: string): SourceLocation;
}

/** One property of the exported object: the components it adds, or the warning that says why it cannot. */
function readEntry(prop: Node, ctx: EntryContext): MdxGlobalComponent[] | Diagnostic | undefined {
  if (prop.type === 'SpreadElement') return readSpread(prop, ctx);
  const { imports, locate } = ctx;
  const key = prop.key as Node & { name?: string; value?: unknown };
  const name = prop.computed
    ? undefined
    : key.type === 'Identifier'
      ? key.name
      : typeof key.value === 'string'
        ? key.value
        : undefined;
  if (name === undefined) return warning('MDX_COMPONENTS_ENTRY', { kind: 'computed', name: '[…]' }, ctx.at(prop.start));
  if (/^[a-z]/.test(name)) return warning('MDX_COMPONENTS_ENTRY', { kind: 'html', name }, locate(prop, name));
  const value = prop.value as Node & { name?: string };
  const imported = value.type === 'Identifier' ? imports.get(value.name!) : undefined;
  if (!imported) return warning('MDX_COMPONENTS_ENTRY', { kind: 'local', name }, locate(prop, name));
  const { source } = imported;
  if (BUILTIN.test(source)) return [{ name, source, export: imported.export }];
  if (isPackage(source)) {
    if (!findPackageManifest(source, ctx.root))
      return warning('MDX_COMPONENTS_ENTRY', { kind: 'package', name, source }, locate(prop, name));
    return [{ name, source, export: imported.export, package: true }];
  }
  if (!SITE.test(source)) return warning('MDX_COMPONENTS_ENTRY', { kind: 'module', name, source }, locate(prop, name));
  const target = resolveSiteModule(source, ctx.file, ctx.root);
  if (!target) return warning('MDX_COMPONENTS_ENTRY', { kind: 'missing', name, source }, locate(prop, name));
  return [{ name, source, export: imported.export, file: target }];
}

/**
 * A spread: of the default mapping, nothing to add (blogctl's built-ins are always there); of a package's
 * namespace (`...mafs`, `import * as mafs from 'mafs'`), a component for each capitalized export name. Only those
 * are tags: Docusaurus's provider would use a lower-case one (a hook, a function, a constant) only for an HTML
 * element of that name, which is not what a package exports its hooks for, so they are left out without a word.
 */
function readSpread(prop: Node, ctx: EntryContext): MdxGlobalComponent[] | Diagnostic | undefined {
  const arg = prop.argument as Node & { name?: string };
  const imported = arg.type === 'Identifier' ? ctx.imports.get(arg.name!) : undefined;
  if (imported && DEFAULT_MAPPING.test(imported.source)) return undefined;
  const at = ctx.locate(prop, arg.type === 'Identifier' ? arg.name! : '\\.\\.\\.');
  if (!imported || imported.export !== '*' || !isPackage(imported.source))
    return warning('MDX_COMPONENTS_ENTRY', { kind: 'spread', name: '...' }, at);
  const { source } = imported;
  const found = packageExports(source, ctx.root);
  if ('reason' in found) {
    const detail = found.detail === undefined ? {} : { detail: found.detail };
    return warning(
      'MDX_COMPONENTS_ENTRY',
      { kind: 'spread', name: '...', source, reason: found.reason, ...detail },
      at,
    );
  }
  const names = found.names.filter((n) => COMPONENT_NAME.test(n));
  if (!names.length)
    return warning('MDX_COMPONENTS_ENTRY', { kind: 'spread', name: '...', source, reason: 'no-components' }, at);
  return names.map((name) => ({ name, source, export: name, package: true }));
}

/** A bare specifier of a package: not the site's code, nor a module of the theme, Docusaurus or Node. */
function isPackage(source: string): boolean {
  return !SITE.test(source) && !/^@theme(?:-original|-init)?\/|^@docusaurus\/|^@generated\/|^node:|^\//.test(source);
}

/** The site's MDXComponents file read, or undefined when it has none. */
export function readMdxComponents(root: string): MdxComponentsFile | undefined {
  const file = findMdxComponentsFile(root);
  if (!file) return undefined;
  const text = readFileSync(file, 'utf8');
  const at = (offset: number): SourceLocation => ({ file, ...positionAt(text, offset) });
  const program = parse(text, file, root);
  if (typeof program === 'string') {
    const problem = warning('MDX_COMPONENTS_FILE', { kind: 'syntax', reason: program }, { file, line: 1, column: 1 });
    return { file, components: [], stylesheets: [], problems: [problem] };
  }
  // Offsets of the transformed code do not match the file: entries are then located by their name in the text.
  const locate = (node: Node, name: string): SourceLocation => {
    if (program.exact) return at(node.start);
    // The last match: the object comes after the imports, which may name the same identifier.
    const matches = [...text.matchAll(new RegExp(`\\b${name.replace(/[^\w$]/g, '')}\\b\\s*[:,}]`, 'g'))];
    return matches.length ? at(matches[matches.length - 1].index!) : { file, line: 1, column: 1 };
  };
  const { imports, bare, consts, exported: declared } = readTopLevel(program.body);
  const problems: Diagnostic[] = [];
  const stylesheets = readStylesheets(bare, { file, root, problems, at: (s) => at(Math.max(0, text.indexOf(s))) });
  // A name is followed to its value, through names bound to names (esbuild writes `var x_default = Mapping`).
  let exported = declared;
  for (let hops = 0; exported?.type === 'Identifier' && hops < 8; hops++)
    exported = consts.get(exported.name as string);
  if (exported?.type !== 'ObjectExpression') {
    problems.push(warning('MDX_COMPONENTS_FILE', { kind: 'shape' }, { file, line: 1, column: 1 }));
    return { file, components: [], stylesheets, problems };
  }
  const components: MdxGlobalComponent[] = [];
  for (const prop of exported.properties as Node[]) {
    const entry = readEntry(prop, { file, root, imports, at, locate });
    if (entry && 'code' in entry) problems.push(entry);
    else if (entry) components.push(...entry);
  }
  return { file, components: lastOfEachName(components), stylesheets, problems };
}

/** The stylesheets among the file's imports for effect, resolved as site code's imports are (`@site/…` and
 *  relative paths as files, a package's subpath through its node_modules); one that names no file is a warning
 *  at its import. Other imports for effect (a polyfill, a script) are not run. */
function readStylesheets(
  sources: string[],
  ctx: { file: string; root: string; problems: Diagnostic[]; at(source: string): SourceLocation },
): string[] {
  const found: string[] = [];
  for (const source of sources.filter((s) => STYLESHEET.test(s))) {
    const file = resolveStylesheet(source, ctx);
    if (file) found.push(file);
    else ctx.problems.push(warning('MDX_COMPONENTS_ENTRY', { kind: 'stylesheet', name: source }, ctx.at(source)));
  }
  return found;
}

function resolveStylesheet(source: string, ctx: { file: string; root: string }): string | undefined {
  if (SITE.test(source)) {
    const path = source.startsWith('@site/') ? resolve(ctx.root, source.slice(6)) : resolve(dirname(ctx.file), source);
    return existsSync(path) && statSync(path).isFile() ? path : undefined;
  }
  try {
    return createRequire(ctx.file).resolve(source);
  } catch {
    return undefined;
  }
}

/** Each name once, as the object has it: a later entry replaces an earlier one (`{ ...mafs, Text }`), in the
 *  earlier one's place. */
function lastOfEachName(components: MdxGlobalComponent[]): MdxGlobalComponent[] {
  const byName = new Map<string, MdxGlobalComponent>();
  for (const c of components) byName.set(c.name, c);
  return [...byName.values()];
}

/** The file as an ES module AST: parsed as JavaScript, else after esbuild strips its types and JSX (then the
 *  offsets are the transformed code's: `exact` false). The transformed code is kept in the compile cache by the
 *  file's text, so later builds do not start esbuild for an unchanged file. A string says why it cannot be read. */
function parse(text: string, file: string, root: string): { body: Node[]; exact: boolean } | string {
  const acorn = loadAcorn();
  try {
    return {
      body: acorn.parse(text, { ecmaVersion: 'latest', sourceType: 'module' }).body as unknown as Node[],
      exact: true,
    };
  } catch (first) {
    const cached = join(compileCacheDir(root), 'mdx-components', `${hashOf(file, text)}.mjs`);
    let code: string;
    try {
      code = readFileSync(cached, 'utf8');
    } catch {
      const ext = extname(file);
      try {
        code = loadEsbuild().transformSync(text, {
          loader: ext === '.ts' ? 'ts' : ext === '.js' ? 'jsx' : (ext.slice(1) as 'tsx' | 'jsx'),
          format: 'esm',
          jsx: 'transform',
        }).code;
      } catch (err) {
        const message = (err as { errors?: { text: string; location?: { line: number; column: number } }[] })
          .errors?.[0];
        return message
          ? `${message.text}${message.location ? ` (line ${message.location.line}, column ${message.location.column + 1})` : ''}`
          : (first as Error).message;
      }
      try {
        writeFileAtomic(cached, code, { mkdir: true });
      } catch {
        // Not kept: the next build transforms it again.
      }
    }
    try {
      return {
        body: acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }).body as unknown as Node[],
        exact: false,
      };
    } catch (err) {
      return (err as Error).message;
    }
  }
}
