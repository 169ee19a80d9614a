// A Docusaurus site's global MDX components: `src/theme/MDXComponents.{js,jsx,ts,tsx}` (or that folder's index
// file) exports an object that adds components to every Markdown and MDX file without an import, e.g.
//   import MDXComponents from '@theme-original/MDXComponents';
//   import Highlight from '@site/src/components/Highlight';
//   export default { ...MDXComponents, Highlight };
// blogctl reads that object without running the file: each entry naming a component the file imports from the
// site's own code, or one of blogctl's built-ins (`@theme/Tabs`, …), becomes available in every entry. Anything
// else (a component written in the file, a package's component, an HTML element replaced) is a located warning.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { warning, type Diagnostic, type SourceLocation } from '../errors/blogctl-error';
import { loadAcorn, loadEsbuild } from '../util/require-cjs';
import { resolveSiteModule } from '../util/site-module';
import { hashOf } from '../util/hash';
import { compileCacheDir } from '../util/site-cache';
import { writeFileAtomic } from '../util/write-atomic';
import { positionAt } from '../util/text-position';

/** One name every Markdown file can use as if it imported it. */
export interface MdxGlobalComponent {
  name: string;
  /** The module the file imports it from, as written (`@site/…`, `./…`, `@theme/Tabs`). */
  source: string;
  /** The export it is: `default`, a named export, or `*` (a namespace import). */
  export: string;
  /** The site's own module, resolved (absent for blogctl's built-ins). */
  file?: string;
}

export interface MdxComponentsFile {
  file: string;
  components: MdxGlobalComponent[];
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

/** The site's MDXComponents file read, or undefined when it has none. */
export function readMdxComponents(root: string): MdxComponentsFile | undefined {
  const file = findMdxComponentsFile(root);
  if (!file) return undefined;
  const text = readFileSync(file, 'utf8');
  const problems: Diagnostic[] = [];
  const at = (offset: number): SourceLocation => ({ file, ...positionAt(text, offset) });
  const program = parse(text, file, root);
  if (typeof program === 'string') {
    problems.push(warning('MDX_COMPONENTS_FILE', { kind: 'syntax', reason: program }, { file, line: 1, column: 1 }));
    return { file, components: [], problems };
  }
  // Offsets of the transformed code do not match the file: entries are then located by their name in the text.
  const locate = (node: Node, name: string): SourceLocation => {
    if (program.exact) return at(node.start);
    // The last match: the object comes after the imports, which may name the same identifier.
    const matches = [...text.matchAll(new RegExp(`\\b${name.replace(/[^\w$]/g, '')}\\b\\s*[:,}]`, 'g'))];
    return matches.length ? at(matches[matches.length - 1].index!) : { file, line: 1, column: 1 };
  };
  const imports = new Map<string, { source: string; export: string }>();
  const consts = new Map<string, Node>();
  let exported: Node | undefined;
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      const source = String((node.source as { value: unknown }).value);
      for (const s of node.specifiers as Node[]) {
        const local = (s.local as { name: string }).name;
        const imported = s.imported as { name?: string; value?: string } | undefined;
        imports.set(local, {
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
        if (id.type === 'Identifier' && d.init) consts.set(id.name!, d.init as Node);
      }
    } else if (node.type === 'ExportDefaultDeclaration') {
      exported = node.declaration as Node;
    } else if (node.type === 'ExportNamedDeclaration') {
      // `export { x as default }` (how esbuild writes a default export after stripping types or JSX).
      for (const s of (node.specifiers as Node[]) ?? []) {
        const name = (s.exported as { name?: string; value?: string }).name ?? (s.exported as { value?: string }).value;
        if (name === 'default') exported = s.local as Node;
      }
    }
  }
  if (exported?.type === 'Identifier') exported = consts.get(exported.name as string);
  if (exported?.type !== 'ObjectExpression') {
    problems.push(warning('MDX_COMPONENTS_FILE', { kind: 'shape' }, { file, line: 1, column: 1 }));
    return { file, components: [], problems };
  }
  const components: MdxGlobalComponent[] = [];
  for (const prop of exported.properties as Node[]) {
    if (prop.type === 'SpreadElement') {
      const arg = prop.argument as Node & { name?: string };
      const from = arg.type === 'Identifier' ? imports.get(arg.name!)?.source : undefined;
      if (from === undefined || !DEFAULT_MAPPING.test(from))
        problems.push(warning('MDX_COMPONENTS_ENTRY', { kind: 'spread', name: '...' }, locate(prop, '\\.\\.\\.')));
      continue;
    }
    const key = prop.key as Node & { name?: string; value?: unknown };
    const name = prop.computed
      ? undefined
      : key.type === 'Identifier'
        ? key.name
        : typeof key.value === 'string'
          ? key.value
          : undefined;
    if (name === undefined) {
      problems.push(warning('MDX_COMPONENTS_ENTRY', { kind: 'computed', name: '[…]' }, at(prop.start)));
      continue;
    }
    if (/^[a-z]/.test(name)) {
      problems.push(warning('MDX_COMPONENTS_ENTRY', { kind: 'html', name }, locate(prop, name)));
      continue;
    }
    const value = prop.value as Node & {
      name?: string;
      object?: Node & { name?: string };
      property?: Node & { name?: string };
    };
    const imported = value.type === 'Identifier' ? imports.get(value.name!) : undefined;
    if (!imported) {
      problems.push(warning('MDX_COMPONENTS_ENTRY', { kind: 'local', name }, locate(prop, name)));
      continue;
    }
    const site =
      imported.source.startsWith('@site/') || imported.source.startsWith('./') || imported.source.startsWith('../');
    if (!site && !/^@theme\/|^@docusaurus\//.test(imported.source)) {
      problems.push(
        warning('MDX_COMPONENTS_ENTRY', { kind: 'package', name, source: imported.source }, locate(prop, name)),
      );
      continue;
    }
    if (!site) {
      components.push({ name, source: imported.source, export: imported.export });
      continue;
    }
    const target = resolveSiteModule(imported.source, file, root);
    if (!target) {
      problems.push(
        warning('MDX_COMPONENTS_ENTRY', { kind: 'missing', name, source: imported.source }, locate(prop, name)),
      );
      continue;
    }
    components.push({ name, source: imported.source, export: imported.export, file: target });
  }
  return { file, components, problems };
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
