// Giscus bolted onto a Docusaurus site with a swizzled wrapper (`src/theme/BlogPostItem`, `DocItem/Footer`, …
// rendering `@theme-original/<Name>` and a `<Giscus>` of @giscus/react, in the file or in a component of the site
// it imports): read without running anything, the wrapper becomes blogctl's `comments` key. The props written as
// literals are read (a theme that follows the colour mode: a `{ light, dark }` map, or the mode itself); props
// taken from `themeConfig.giscus` come from there; a front matter field the wrapper tests turns comments on (an
// opt-in `enableComments`) or off (`hide_comment`) as it did. A wrapper that does nothing else is carried over
// whole and not reported.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import * as acorn from 'acorn';
import { loadEsbuild } from '../util/require-cjs';
import { giscusComments } from './translate-features';

type Obj = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: a walker over any ESTree node shape, whose fields it tests before use
type Node = acorn.Node & Record<string, any>;

export interface SwizzledComments {
  /** The `comments` key, when a wrapper renders Giscus. */
  comments?: Obj;
  /** Files under src/theme (relative to it) that only add the comments: carried over, not reported. */
  files: Set<string>;
}

/** Imports a comments wrapper may have besides Giscus and the original component: React and Docusaurus's hooks. */
const HARMLESS =
  /^(react|react-dom|react\/jsx-runtime|@docusaurus\/(theme-common(\/internal)?|plugin-content-(blog|docs)\/client|useDocusaurusContext|useIsBrowser|BrowserOnly|router|types)|@theme\/.+)$/;
const EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js'];

interface Parsed {
  program: Node;
  /** Local name → module of every import. */
  imports: Map<string, string>;
}

function parse(file: string): Parsed | undefined {
  const ext = extname(file);
  try {
    const code = loadEsbuild().transformSync(readFileSync(file, 'utf8'), {
      loader: ext === '.ts' ? 'ts' : ext === '.tsx' ? 'tsx' : 'jsx',
      format: 'esm',
      jsx: 'transform',
      target: 'es2022',
    }).code;
    const program = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as Node;
    const imports = new Map<string, string>();
    for (const stmt of program.body as Node[])
      if (stmt.type === 'ImportDeclaration')
        for (const s of stmt.specifiers as Node[]) imports.set(s.local.name, stmt.source.value);
    return { program, imports };
  } catch {
    return undefined;
  }
}

function walk(node: unknown, visit: (n: Node) => void): void {
  if (Array.isArray(node)) return node.forEach((n) => walk(n, visit));
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
  visit(node as Node);
  for (const [k, v] of Object.entries(node)) if (k !== 'type' && v && typeof v === 'object') walk(v, visit);
}

/** The site file an import names (`@site/…` or relative), with the extensions a Docusaurus site resolves. */
function siteFile(spec: string, from: string, site: string): string | undefined {
  const base = spec.startsWith('@site/')
    ? join(site, spec.slice(6))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  for (const c of [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, 'index' + e))])
    if (existsSync(c) && EXTENSIONS.includes(extname(c))) return c;
  return undefined;
}

/** The `{ light, dark }` object literal of a file (a colour mode → giscus theme map), if it has one. */
function themeMap(program: Node): { light: string; dark: string } | undefined {
  let found: { light: string; dark: string } | undefined;
  walk(program, (n) => {
    if (found || n.type !== 'ObjectExpression') return;
    const v: Obj = {};
    for (const p of n.properties as Node[])
      if (p.type === 'Property' && p.value.type === 'Literal') v[p.key.name ?? p.key.value] = p.value.value;
    if (typeof v.light === 'string' && typeof v.dark === 'string') found = { light: v.light, dark: v.dark };
  });
  return found;
}

/** The literal props of the first `<Giscus>` (a createElement of @giscus/react's export) in `file` or the site
 *  components it renders (one level down). */
function giscusProps(file: string, site: string, depth = 0): Obj | undefined {
  const parsed = parse(file);
  if (!parsed) return undefined;
  let props: Obj | undefined;
  const rendered: string[] = [];
  walk(parsed.program, (n) => {
    if (props || n.type !== 'CallExpression' || n.callee.type !== 'MemberExpression') return;
    if (n.callee.property.name !== 'createElement' || n.arguments[0]?.type !== 'Identifier') return;
    const source = parsed.imports.get(n.arguments[0].name);
    if (source === '@giscus/react') {
      props = {};
      const theme = themeMap(parsed.program);
      for (const p of (n.arguments[1]?.properties ?? []) as Node[]) {
        if (p.type !== 'Property') continue;
        const key = p.key.name ?? p.key.value;
        // A literal theme is a fixed one, the same in both modes.
        if (p.value.type === 'Literal')
          Object.assign(props, { [key]: p.value.value }, key === 'theme' && { darkTheme: p.value.value });
        else if (key === 'theme') Object.assign(props, theme ? { theme: theme.light, darkTheme: theme.dark } : {});
      }
    } else if (source) rendered.push(source);
  });
  if (props || depth > 0) return props;
  for (const spec of rendered) {
    const f = siteFile(spec, file, site);
    const found = f && giscusProps(f, site, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The front matter fields a wrapper reads (`const { x } = frontMatter`, `frontMatter.x`), and those with a default. */
function frontMatterFields(program: Node): { name: string; defaulted: boolean }[] {
  const out: { name: string; defaulted: boolean }[] = [];
  walk(program, (n) => {
    if (n.type === 'VariableDeclarator' && n.id.type === 'ObjectPattern' && /frontMatter/.test(JSON.stringify(n.init)))
      for (const p of n.id.properties as Node[])
        if (p.type === 'Property')
          out.push({ name: p.key.name ?? p.key.value, defaulted: p.value.type === 'AssignmentPattern' });
    if (n.type === 'MemberExpression' && n.object.name === 'frontMatter' && n.property.type === 'Identifier')
      out.push({ name: n.property.name, defaulted: false });
  });
  return out.filter((f) => /comment/i.test(f.name));
}

/** Reads the wrappers among `files` (relative to src/theme) that render Giscus. */
export function readSwizzledGiscus(site: string, files: string[], fromConfig?: Obj): SwizzledComments {
  const out: SwizzledComments = { files: new Set() };
  const sections = new Set<'posts' | 'docs'>();
  let props: Obj | undefined;
  const frontMatter: Obj = {};
  let optIn = false;
  for (const rel of files) {
    if (!EXTENSIONS.includes(extname(rel))) continue;
    const file = join(site, 'src', 'theme', rel);
    const parsed = parse(file);
    const found = parsed && giscusProps(file, site);
    if (!parsed || !found) continue;
    props = { ...props, ...found };
    sections.add(/^Doc/.test(rel) ? 'docs' : 'posts');
    for (const f of frontMatterFields(parsed.program)) {
      if (f.name === 'comments') continue; // blogctl's own field, `comments: false`
      if (/^(hide|disable|no)/i.test(f.name)) frontMatter.hide = f.name;
      else {
        frontMatter.show = f.name;
        optIn ||= !f.defaulted;
      }
    }
    // Anything else it imports (but a stylesheet, or the site's component that holds the <Giscus>) does more.
    const own = [...parsed.imports.values()].filter((s) => {
      if (HARMLESS.test(s) || s === '@giscus/react' || s.startsWith('@theme-original/') || /\.css$/.test(s))
        return false;
      const f = siteFile(s, file, site);
      return !(f && giscusProps(f, site, 1));
    });
    const wraps = [...parsed.imports.values()].some((s) => s.startsWith('@theme-original/'));
    if (wraps && own.length === 0) out.files.add(rel);
  }
  if (!props) return out;
  const comments = giscusComments({ ...fromConfig, ...props });
  if (!comments) return { files: new Set() };
  out.comments = {
    ...comments,
    ...(!sections.has('posts') && { posts: false }),
    ...(sections.has('docs') && { docs: true }),
    ...(optIn && { optIn: true }),
    ...(Object.keys(frontMatter).length && { frontMatter }),
  };
  return out;
}
