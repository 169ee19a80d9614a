// The theme bundles, built with esbuild from templates/ + src/client + src/shared:
//  - the client bundle (content-hashed JS/CSS for the browser, code-split), and
//  - the SSR module (the same templates for renderToString in Node).
// Both are cached in the site's .blogctl/cache/bundles/<key> (never in blogctl's install folder, which may be
// read-only), keyed by the hash of every input file, blogctl's version and folder and the versions of esbuild
// and React, so an unchanged theme costs nothing.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type * as esbuild from 'esbuild';
import { BlogctlError, fail, type Diagnostic } from '../errors/blogctl-error';
import type { UiTable } from '../shared/i18n';
import { stringsModule } from '../shared/i18n/codegen';
import { hashOf } from '../util/hash';
import { isResolvable } from '../util/optional-package';
import { absolutePackages } from '../util/absolute-packages';
import { esbuildLocation } from '../util/esbuild-location';
import { dependencyVersion, packageRoot, packageVersion } from '../util/package-root';
import { fileHash } from '../content/site-components/compile';
import { recordSassInputs, siteThemeInputs, siteThemeKeyParts, siteThemePlugin, type SiteTheme } from './site-theme';
import type { SiteChunks } from './site-chunks';
import { loadEsbuild } from '../util/require-cjs';
import { readPrebuilt } from './prebuilt-bundles';
import { writeFileAtomic } from '../util/write-atomic';

/** What every browser bundle shares (the theme's and the site components' chunks): one target, one React build. */
export const BROWSER_BUILD = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['chrome100', 'firefox100', 'safari15', 'edge100'],
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
} satisfies esbuild.BuildOptions;

export interface ClientAssets {
  /** Entry script, relative to the output root (posix), e.g. `assets/js/main-AB12.js`. */
  js: string;
  css: string[];
  /** Static imports of the entry, for modulepreload. */
  preload: string[];
  /** Per page template (e.g. `PostPage`): its lazy chunk and the chunks it imports, minus the entry's. */
  pageChunks?: Record<string, string[]>;
  /** The MDX islands script (sites whose Markdown has <Tabs> or site components), loaded on every page after `js`. */
  islands?: string;
  /** Stylesheets of the site's own components, by module id: linked by the pages that show them. */
  siteCss?: Record<string, string[]>;
  /** Every file of the bundle: output-relative path → absolute cached file. */
  files: { to: string; from: string }[];
}

export interface ThemeBundles {
  key: string;
  /** Key of the site component chunks included, if any. */
  siteKey?: string;
  client: ClientAssets;
  /** Absolute path of the SSR module. */
  ssrModule: string;
  /** Every file the Sass custom stylesheets' compile read, with a hash of its content (absent without Sass). */
  sassInputs?: Record<string, string>;
  /** blogctl's own warnings from the compile (a Sass custom stylesheet's @warn), kept so a reused bundle reports
   *  them again. */
  warnings?: Diagnostic[];
  /** Where the SSR module and React's server renderer keep their V8 code caches (cjs-code-cache.ts), if anywhere. */
  codeCacheDir?: string;
}

// bundles.ts itself: how the theme is compiled (esbuild options, plugins) is an input of the result too.
const INPUT_DIRS = ['templates', 'src/client', 'src/shared', 'src/render/ssr-entry.tsx', 'src/render/bundles.ts'];

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!path.endsWith(sep) && /\.[a-z]+$/.test(path)) return [path];
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name))
    .sort();
}

/**
 * Hash of everything the bundles depend on: blogctl's theme, plus the site's theme folder and custom CSS.
 * `portable`: without blogctl's folder (the key of a prebuilt bundle, prebuilt-bundles.ts, whose SSR module
 * names packages by name and so loads from any install folder).
 */
export function themeKey(theme?: SiteTheme, portable = false, inputs = themeInputsDigest()): string {
  const root = packageRoot();
  // The SSR module names React by absolute path: blogctl's folder is part of the key.
  const parts: string[] = [
    packageVersion(),
    ...(portable ? [] : [root]),
    dependencyVersion('esbuild'),
    dependencyVersion('react'),
    dependencyVersion('react-dom'),
    inputs,
  ];
  // Without a site theme the key is what it always was, so existing caches stay valid.
  const site = siteThemeKeyParts(theme);
  return site.length ? hashOf(...parts, 'site-theme', ...site) : hashOf(...parts);
}

/** Key of the prebuilt bundles (prebuilt-bundles.ts) for these options: blogctl's own theme, nothing of the site's. */
export function prebuiltKey(
  options: Pick<ThemeBundleOptions, 'islands' | 'ui' | 'hostedSearchClient'>,
  inputs = themeInputsDigest(),
): string {
  return (
    themeKey(undefined, true, inputs) +
    keySuffix({ cacheDir: '', islands: options.islands, ui: options.ui }, options.hostedSearchClient ?? false)
  );
}

/** What themeInputsDigest() keeps in a cache folder: the digest, and the files it was made from with their stats. */
interface InputsStamp {
  root: string;
  files: string[];
  stamps: string[];
  digest: string;
}

/** A file's stat as a stamp (size, times, inode); '' when its times are racy (modified within the clock's slack,
 *  so a second change could leave them as they are) or it cannot be read. */
function statStamp(file: string, now: number): string {
  try {
    const st = statSync(file);
    const slack = st.mtimeMs % 1000 === 0 ? 2000 : 50;
    if (st.mtimeMs >= now - slack || st.ctimeMs >= now - slack) return '';
    return `${st.size}:${st.mtimeMs}:${st.ctimeMs}:${st.ino}`;
  } catch {
    return '';
  }
}

/**
 * Digest of blogctl's theme input files: each one's path (relative to blogctl's folder) and text. With `cacheDir`
 * it is kept there (theme-inputs.json) with the stat of every file: while the same files have the same
 * stats, none is read again (a warm build read and hashed 141 files, 850 KB, twice: 10-17 ms). `root`: blogctl's
 * folder (tests give another).
 */
export function themeInputsDigest(cacheDir?: string, root = packageRoot()): string {
  const files = INPUT_DIRS.flatMap((dir) => listFiles(join(root, dir)));
  const now = Date.now();
  const stamps = cacheDir === undefined ? [] : files.map((f) => statStamp(f, now));
  const saved = cacheDir === undefined ? undefined : join(cacheDir, 'theme-inputs.json');
  if (saved && !stamps.includes('')) {
    try {
      const was = JSON.parse(readFileSync(saved, 'utf8')) as InputsStamp;
      const same = (a: string[], b: string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
      if (was.root === root && same(was.files, files) && same(was.stamps, stamps)) return was.digest;
    } catch {
      // No stamps yet, or unreadable: the files are read.
    }
  }
  const parts: string[] = [];
  for (const f of files) parts.push(relative(root, f), readFileSync(f, 'utf8'));
  const digest = hashOf(...parts);
  if (saved && !stamps.includes('')) {
    try {
      writeFileAtomic(saved, JSON.stringify({ root, files, stamps, digest } satisfies InputsStamp), { mkdir: true });
    } catch {
      // Only a cache: the next build reads the files again.
    }
  }
  return digest;
}

/** The files the Sass custom stylesheets read, each with a hash of its content; undefined when there were none. */
function sassInputHashes(loaded: Map<string, string[]>): Record<string, string> | undefined {
  if (loaded.size === 0) return undefined;
  const out: Record<string, string> = {};
  for (const file of [...new Set([...loaded.values()].flat())].sort()) out[file] = fileHash(file) ?? '';
  return out;
}

/** Whether every file a bundle's Sass compile read still has the content it had. */
function sassInputsCurrent(inputs: Record<string, string>): boolean {
  return Object.entries(inputs).every(([file, hash]) => (fileHash(file) ?? '') === hash);
}

/** The key's suffixes after the theme's hash: islands, UI strings, hosted search client, site chunks. */
function keySuffix(options: ThemeBundleOptions, hosted: boolean): string {
  return (
    (options.islands ? '-islands' : '') +
    (options.ui ? `-${hashOf(JSON.stringify(options.ui)).slice(0, 16)}` : '') +
    (hosted ? '' : '-no-algoliasearch') +
    (options.site ? '-site-' + options.site.key : '') +
    (options.mermaid && options.islands ? `-mermaid-${hashOf(JSON.stringify(options.mermaid)).slice(0, 16)}` : '')
  );
}

export interface ThemeBundleOptions {
  /** Folder to keep bundles in (`<site>/.blogctl/cache`, or a temp folder when that cannot be written). */
  cacheDir: string;
  force?: boolean;
  /** The content has MDX islands (tabs): bundle their entry script and stylesheet too. */
  islands?: boolean;
  /** The site's UI strings, compiled into both bundles in place of shared/i18n/active.ts. @default zh-CN */
  ui?: UiTable;
  /** Whether algoliasearch (an optional peer dependency) is installed. @default resolved from blogctl's folder */
  hostedSearchClient?: boolean;
  /** The site's theme folder (components that shadow blogctl's) and custom CSS. */
  theme?: SiteTheme;
  /** The browser chunks of the site's own components (site-chunks.ts), which the islands chunk loads. */
  site?: SiteChunks;
  /** Mermaid diagrams are on (config `mermaid`): the islands script draws them with the `mermaid` package, in
   *  these themes and options. Off (or not installed), `mermaid` is a module that fails to draw. */
  mermaid?: { theme: { light: string; dark: string }; options: Record<string, unknown> };
}

/** The client bundle's compile-time constants: the site chunks' URLs and the diagrams' themes, when there are. */
function clientDefines(options: ThemeBundleOptions): Record<string, string> {
  return {
    ...BROWSER_BUILD.define,
    ...(options.site ? { __BLOGCTL_SITE_CHUNKS__: JSON.stringify(siteChunkUrls(options.site)) } : {}),
    ...(options.mermaid ? { __BLOGCTL_MERMAID__: JSON.stringify(options.mermaid) } : {}),
  };
}

/** Site chunk URLs relative to the islands chunk (both live in assets/js/), which imports them. */
function siteChunkUrls(site: SiteChunks): Record<string, { js: string; css: string[] }> {
  const fromJs = (p: string) =>
    p.startsWith('assets/js/') ? './' + p.slice('assets/js/'.length) : '../' + p.slice('assets/'.length);
  return Object.fromEntries(
    Object.entries(site.map).map(([id, v]) => [id, { js: fromJs(v.js), css: v.css.map(fromJs) }]),
  );
}

/** Returns the bundles for the current theme, building them when the cache has none. */
export async function buildThemeBundles(options: ThemeBundleOptions): Promise<ThemeBundles> {
  // The code caches of the SSR module beside the CLI's own (bin/load-cli.mjs): not part of the manifest.
  return { ...(await themeBundlesFor(options)), codeCacheDir: join(options.cacheDir, 'code') };
}

async function themeBundlesFor(options: ThemeBundleOptions): Promise<ThemeBundles> {
  // A site whose Markdown has MDX islands gets their entry script and stylesheet too; any other site's bundle is
  // built from exactly the inputs it always had, so its output is unchanged.
  const hosted = options.hostedSearchClient ?? isResolvable('algoliasearch/lite', undefined, options.cacheDir);
  const suffix = keySuffix(options, hosted);
  const inputs = themeInputsDigest(options.cacheDir);
  const key = themeKey(options.theme, false, inputs) + suffix;
  const dir = join(options.cacheDir, 'bundles', key);
  const manifestFile = join(dir, 'manifest.json');
  if (!options.force && existsSync(manifestFile)) {
    const kept = JSON.parse(readFileSync(manifestFile, 'utf8')) as ThemeBundles;
    // A Sass custom stylesheet's partials are in the key only as the last compile listed them (site-theme.ts): the
    // files this bundle's own compile read are checked too, and a change recompiles it.
    if (!kept.sassInputs || sassInputsCurrent(kept.sassInputs)) return kept;
    return compileThemeBundles({ ...options, hostedSearchClient: hosted, theme: options.theme }, { dir, key });
  }
  // The site-theme plugin only when the site has something to add: with no theme/ files and no custom CSS it
  // changes nothing, and each of its callbacks (every relative import, every .tsx file) is a round trip between
  // esbuild's process and this thread, which is busy with the content meanwhile.
  const theme = options.theme && siteThemeInputs(options.theme).length > 0 ? options.theme : undefined;
  // blogctl's own theme as it ships (nothing shadowed, no site components): the bundles compiled with the package.
  if (!options.force && !theme && !options.site) {
    const shipped = readPrebuilt(prebuiltKey({ ...options, hostedSearchClient: hosted }, inputs), key);
    if (shipped) return shipped;
  }
  return compileThemeBundles({ ...options, hostedSearchClient: hosted, theme }, { dir, key });
}

/**
 * Compiles the bundles into `target.dir` (through a temp folder, renamed into place) and returns their manifest.
 * `portable`: the SSR module names packages by name instead of by absolute path, for a bundle kept inside
 * blogctl's own folder (prebuilt-bundles.ts), from where they resolve as blogctl's own imports do.
 */
export async function compileThemeBundles(
  options: ThemeBundleOptions,
  target: { dir: string; key: string; portable?: boolean },
): Promise<ThemeBundles> {
  const { dir, key } = target;
  const plugins = [
    ...(options.ui ? [siteStrings(options.ui)] : []),
    ...(options.hostedSearchClient ? [] : [missingHostedClient]),
    ...(options.mermaid && isResolvable('mermaid') ? [] : [missingMermaid]),
  ];
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const root = packageRoot();
  const theme = options.theme;
  const sassLoaded = new Map<string, string[]>();
  // esbuild (and its service process) is only loaded when the theme actually has to be built.
  const esbuild = loadEsbuild();
  try {
    const [client] = await Promise.all([
      esbuild.build({
        absWorkingDir: root,
        entryPoints: {
          main: 'src/client/main.tsx',
          styles: 'templates/styles.css',
          ...(options.islands ? { islands: 'src/shared/mdx/islands-entry.ts', mdx: 'templates/mdx.css' } : {}),
        },
        outdir: join(tmp, 'client'),
        entryNames: 'assets/[ext]/[name]-[hash]',
        chunkNames: 'assets/js/[name]-[hash]',
        assetNames: 'assets/media/[name]-[hash]',
        ...BROWSER_BUILD,
        define: clientDefines(options),
        metafile: true,
        plugins: [...plugins, ...(theme ? [siteThemePlugin(root, theme, 'templates/styles.css', sassLoaded)] : [])],
        logLevel: 'silent',
      }),
      esbuild.build({
        absWorkingDir: root,
        entryPoints: ['src/render/ssr-entry.tsx'],
        outfile: join(tmp, 'ssr.cjs'),
        bundle: true,
        // CommonJS, loaded with require() (render-routes.ts): React's CommonJS files then load without the scan
        // for export names that importing them from an ES module costs (util/require-cjs.ts).
        format: 'cjs',
        platform: 'node',
        target: 'node20',
        // Packages stay external, named by absolute path so the module loads from any cache folder (by name in a
        // portable bundle, which stays in blogctl's folder).
        plugins: [
          ...plugins,
          ...(theme ? [siteThemePlugin(root, theme)] : []),
          ...(target.portable ? [] : [absolutePackages]),
        ],
        ...(target.portable ? { packages: 'external' as const } : {}),
        jsx: 'automatic',
        // Subtrees rendered once per site and spliced into every page (templates/splice.tsx) only when no theme
        // file is shadowed: a site's own component may make any HTML depend on the page.
        define: { __BLOGCTL_SPLICE__: String(!theme || siteThemeInputs({ ...theme, customCss: [] }).length === 0) },
        loader: { '.css': 'empty' },
        logLevel: 'silent',
      }),
    ]);
    const outputs = client.metafile!.outputs;
    const rel = (abs: string) => relative(join(tmp, 'client'), join(root, abs)).split(sep).join('/');
    let js = '';
    let islands: string | undefined;
    const css: string[] = [];
    let preload: string[] = [];
    for (const [file, out] of Object.entries(outputs)) {
      if (out.entryPoint === 'src/client/main.tsx') {
        js = rel(file);
        preload = out.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) => rel(i.path));
      }
      if (out.entryPoint === 'src/shared/mdx/islands-entry.ts') islands = rel(file);
      if (file.endsWith('.css')) css.push(rel(file));
    }
    // The lazily loaded page templates, each with its static import closure, for modulepreload.
    const closure = (file: string, seen: Set<string>): Set<string> => {
      if (seen.has(file) || !outputs[file]) return seen;
      seen.add(file);
      for (const i of outputs[file].imports) if (i.kind === 'import-statement' && !i.external) closure(i.path, seen);
      return seen;
    };
    const entryFile = Object.keys(outputs).find((f) => outputs[f].entryPoint === 'src/client/main.tsx');
    const inEntry = entryFile ? closure(entryFile, new Set()) : new Set<string>();
    const pageChunks: Record<string, string[]> = {};
    for (const [file, out] of Object.entries(outputs)) {
      const name = /^templates\/pages\/([A-Za-z]+)\.tsx$/.exec(out.entryPoint ?? '')?.[1];
      if (name) pageChunks[name] = [...closure(file, new Set())].filter((f) => !inEntry.has(f)).map(rel);
    }
    const files = Object.keys(outputs)
      .filter((f) => !f.endsWith('.map'))
      .map((f) => ({ to: rel(f), from: join(dir, 'client', rel(f)) }));
    const site = options.site;
    if (site) files.push(...site.files);
    const siteCss = site
      ? Object.fromEntries(
          Object.entries(site.map)
            .filter(([, v]) => v.css.length)
            .map(([id, v]) => [id, v.css]),
        )
      : {};
    const sassInputs = sassInputHashes(sassLoaded);
    const warnings = client.warnings.flatMap((w) => {
      const own = w.detail as Diagnostic | undefined;
      return own?.code ? [{ ...own, ...(w.location && { loc: esbuildLocation(root, w.location) }) }] : [];
    });
    const manifest: ThemeBundles = {
      key,
      ...(sassInputs ? { sassInputs } : {}),
      ...(warnings.length ? { warnings } : {}),
      ...(site ? { siteKey: site.key } : {}),
      client: {
        js,
        css,
        preload,
        pageChunks,
        files,
        ...(islands ? { islands } : {}),
        ...(Object.keys(siteCss).length ? { siteCss } : {}),
      },
      ssrModule: join(dir, 'ssr.cjs'),
    };
    // A portable bundle's manifest names its files relative to its folder (readPrebuilt makes them absolute).
    const stored = target.portable
      ? {
          ...manifest,
          client: { ...manifest.client, files: files.map((f) => ({ to: f.to, from: relative(dir, f.from) })) },
          ssrModule: 'ssr.cjs',
        }
      : manifest;
    writeFileSync(join(tmp, 'manifest.json'), JSON.stringify(stored, null, 2));
    if (theme) recordSassInputs(theme, sassLoaded);
    rmSync(dir, { recursive: true, force: true });
    renameSync(tmp, dir);
    return manifest;
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    const failure = err as esbuild.BuildFailure;
    const first = failure.errors?.[0];
    if (!first) throw err;
    // A diagnostic of blogctl's own from a plugin (a Sass custom stylesheet's, sass.ts), at esbuild's location.
    const own = first.detail as Diagnostic | undefined;
    if (own?.code)
      throw new BlogctlError({
        diagnostics: [{ ...own, ...(first.location && { loc: esbuildLocation(root, first.location) }) }],
      });
    throw fail(
      'RENDER_BUNDLE',
      { reason: first.text },
      first.location ? esbuildLocation(root, first.location) : undefined,
    );
  }
}

/** Compiles the site's UI strings into the bundles: shared/i18n/active.ts becomes them, as plain functions. */
function siteStrings(ui: UiTable): esbuild.Plugin {
  return {
    name: 'blogctl-site-strings',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]shared[\\/]i18n[\\/]active\.ts$/ }, () => ({
        contents: stringsModule(ui),
        loader: 'js',
      }));
    },
  };
}

/**
 * Without algoliasearch installed (it is an optional peer dependency), the hosted provider's lazily loaded
 * client is a module that throws: local-search sites bundle and run as before; a site configured for hosted
 * search never gets here (the config check asks for the package, SEARCH_CLIENT_MISSING).
 */
const missingHostedClient: esbuild.Plugin = {
  name: 'blogctl-missing-algoliasearch',
  setup(build) {
    build.onResolve({ filter: /^algoliasearch(\/.*)?$/ }, (args) => ({
      path: args.path,
      namespace: 'blogctl-missing',
    }));
    build.onLoad({ filter: /.*/, namespace: 'blogctl-missing' }, () => ({
      contents: 'export function liteClient() { throw new Error("algoliasearch is not installed"); }',
      loader: 'js',
    }));
  },
};

/** Without diagrams (or without the optional `mermaid` package), the islands script's diagram code imports this. */
const missingMermaid: esbuild.Plugin = {
  name: 'blogctl-missing-mermaid',
  setup(build) {
    build.onResolve({ filter: /^mermaid$/ }, (args) => ({ path: args.path, namespace: 'blogctl-no-mermaid' }));
    build.onLoad({ filter: /.*/, namespace: 'blogctl-no-mermaid' }, () => ({
      contents:
        'export default { initialize() {}, render() { return Promise.reject(new Error("the mermaid package is not installed")); } };',
      loader: 'js',
    }));
  },
};
