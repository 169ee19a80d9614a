// Named imports from a package's barrel, for both builds of a site's own React code. An icon set's entry file
// re-exports every module it has (lucide-react: 2,000 icons, one file each), and esbuild reads and parses all of
// them to tree-shake the few a site uses: most of a cold build's compile time on such a site. When a site file
// imports only names (`import { Loader } from 'lucide-react'`) from a package that declares `sideEffects: false`,
// whose barrel re-exports those names from files of its own, the import resolves to a small module that
// re-exports just them from their files. esbuild drops the unused modules of such a package anyway, so the
// bundle is the same; any other import form, or a name the barrel does not map, goes the usual way.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type * as esbuild from 'esbuild';

/** Where a barrel's name comes from: the file and the name it has there. */
interface Source {
  file: string;
  name: string;
}

/** What a barrel re-exports: its mapped names, and whether it has names it cannot map (locals, `export *`). */
interface Barrel {
  map: Map<string, Source>;
  /** Local exports (`export { index as icons }`): known names that stay with the barrel itself. */
  locals: Set<string>;
  /** `export * from …`: names the map cannot list. */
  star: boolean;
}

const NS = 'blogctl-barrel';
const INNER = 'blogctl-barrel-inner';
/** A barrel smaller than this costs esbuild little: left as it is. */
const MIN_NAMES = 50;
const IDENT = /^[A-Za-z_$][\w$]*$/;
const NAMED_IMPORT = /\bimport\s+(type\s+)?\{([^}]*)\}\s*from\s*(['"])([^'"\n]+)\3/g;
const REEXPORT = /\bexport\s*\{([^}]*)\}\s*(?:from\s*(['"])([^'"\n]+)\2)?/g;

/** The names a file imports from `spec`, when every mention of it is `import { a, b as c } from 'spec'` (type-only
 *  imports, which esbuild removes, give no names); else null. */
export function namedImports(text: string, spec: string): string[] | null {
  const quoted = new RegExp(`(['"])${spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`, 'g');
  const mentions = text.match(quoted)?.length ?? 0;
  const names = new Set<string>();
  let statements = 0;
  for (const m of text.matchAll(NAMED_IMPORT)) {
    if (m[4] !== spec) continue;
    statements++;
    if (m[1]) continue;
    for (const part of m[2].split(',')) {
      const item = part.trim();
      if (!item || /^type\s/.test(item)) continue;
      const name = item.split(/\s+as\s+/)[0].trim();
      if (!IDENT.test(name)) return null;
      names.add(name);
    }
  }
  return statements > 0 && statements === mentions ? [...names] : null;
}

/** What the barrel file re-exports, or null when it is not a barrel worth splitting. */
export function readBarrel(file: string): Barrel | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const barrel: Barrel = { map: new Map(), locals: new Set(), star: /\bexport\s*\*/.test(text) };
  for (const m of text.matchAll(REEXPORT)) {
    const from = m[3] && m[3].startsWith('.') ? resolve(dirname(file), m[3]) : undefined;
    for (const part of m[1].split(',')) {
      const [name, as = name] = part
        .trim()
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      if (!name || !IDENT.test(as)) continue;
      if (from && existsSync(from)) barrel.map.set(as, { file: from, name });
      else barrel.locals.add(as);
    }
  }
  return barrel.map.size >= MIN_NAMES ? barrel : null;
}

/** Whether the package.json nearest `file` (the one esbuild reads for it) declares `sideEffects: false`. */
function sideEffectFree(file: string): boolean {
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    try {
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { sideEffects?: unknown }).sideEffects === false;
    } catch {
      return false;
    }
  }
  return false;
}

/** The module that re-exports `names` from their files, when the barrel maps each of them. */
function barrelModule(barrel: Barrel, names: string[]): string | null {
  const lines: string[] = [];
  for (const name of names) {
    const source = barrel.map.get(name);
    if (!source) {
      // A name the barrel has no value for (a TypeScript type imported without `type`, which esbuild removes)
      // can be left out, but only when the barrel cannot have it through a local or `export *`.
      if (barrel.star || barrel.locals.has(name)) return null;
      continue;
    }
    lines.push(`export { ${source.name} as ${name} } from ${JSON.stringify(source.file)};`);
  }
  return lines.length ? lines.join('\n') + '\n' : null;
}

/** The plugin's handlers: `loaded` collects each barrel read, as an input of the build (compile.ts's cache). */
export function barrelImports(build: esbuild.PluginBuild, loaded?: Set<string>): void {
  const barrels = new Map<string, Barrel | null>();
  const texts = new Map<string, string>();
  build.onResolve({ filter: /^[^./]/ }, async (args) => {
    if (args.pluginData === INNER || args.kind !== 'import-statement' || args.namespace !== 'file') return undefined;
    if (!args.importer || /[\\/]node_modules[\\/]/.test(args.importer)) return undefined;
    let text = texts.get(args.importer);
    if (text === undefined) texts.set(args.importer, (text = readFileSync(args.importer, 'utf8')));
    const names = namedImports(text, args.path);
    if (!names?.length) return undefined;
    const found = await build.resolve(args.path, {
      kind: args.kind,
      resolveDir: args.resolveDir,
      importer: args.importer,
      pluginData: INNER,
    });
    if (found.errors.length || found.namespace !== 'file' || !/[\\/]node_modules[\\/]/.test(found.path))
      return undefined;
    if (!barrels.has(found.path)) barrels.set(found.path, sideEffectFree(found.path) ? readBarrel(found.path) : null);
    const barrel = barrels.get(found.path);
    const contents = barrel && barrelModule(barrel, names.sort());
    if (!contents) return undefined;
    loaded?.add(found.path);
    return { path: `${found.path}?${names.join(',')}`, namespace: NS, pluginData: contents };
  });
  build.onLoad({ filter: /.*/, namespace: NS }, (args) => ({
    contents: args.pluginData as string,
    loader: 'js',
    resolveDir: dirname(args.path),
  }));
}
