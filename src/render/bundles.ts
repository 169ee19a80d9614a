// The theme bundles, built with esbuild from templates/ + src/client + src/shared:
//  - the client bundle (content-hashed JS/CSS for the browser, code-split), and
//  - the SSR module (the same templates for renderToString in Node).
// Both are cached in the site's .blogctl/cache/bundles/<key> (never in blogctl's install folder, which may be
// read-only), keyed by the hash of every input file, blogctl's version and folder and the versions of esbuild
// and React, so an unchanged theme costs nothing.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type * as esbuild from 'esbuild';
import { BlogctlError, fail, type Diagnostic } from '../errors/blogctl-error';
import type { UiTable } from '../shared/i18n';
import { hashOf } from '../util/hash';
import { isResolvable } from '../util/optional-package';
import { absolutePackages } from '../util/absolute-packages';
import { esbuildLocation } from '../util/esbuild-location';
import { dependencyVersion, packageRoot, packageVersion } from '../util/package-root';
import { MEDIA_LOADERS } from '../content/site-components/esbuild-plugins';
import { recordSassInputs, siteThemeInputs, siteThemeKeyParts, siteThemePlugin, type SiteTheme } from './site-theme';
import type { SiteChunks } from './site-chunks';
import { loadEsbuild } from '../util/require-cjs';
import { readPrebuilt } from './prebuilt-bundles';
import { settleAll } from '../util/settle-all';
import { missingHostedClient, missingMermaid, siteStrings } from './bundle-plugins';
import { themeInputsDigest } from './theme-inputs';
import { inputsCurrent, mediaInputHashes, sassInputHashes } from './bundle-inputs';

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
  /** Every image and font the client build copied (a stylesheet's url()), with a hash of its content: the key has
   *  the stylesheets' text, not what their url()s name. */
  mediaInputs?: Record<string, string>;
  /** blogctl's own warnings from the compile (a Sass custom stylesheet's @warn), kept so a reused bundle reports
   *  them again. */
  warnings?: Diagnostic[];
  /** Where the SSR module and React's server renderer keep their V8 code caches (cjs-code-cache.ts), if anywhere. */
  codeCacheDir?: string;
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
    // A Sass custom stylesheet's partials are in the key only as the last compile listed them (site-theme.ts), and
    // the files a stylesheet's url()s name not at all: the files this bundle's own compile read are checked too,
    // and a change recompiles it (so does a manifest from before media were recorded).
    const sassHold = !kept.sassInputs || inputsCurrent(kept.sassInputs);
    if (sassHold && kept.mediaInputs && inputsCurrent(kept.mediaInputs)) return kept;
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

/** Where a compile writes: the bundle's folder and key; `portable` as for compileThemeBundles. */
interface BundleTarget {
  dir: string;
  key: string;
  portable?: boolean;
}

/** Both builds of the theme into `tmp` (the client bundle, the SSR module); returns the client build's result. */
async function buildBoth(
  options: ThemeBundleOptions,
  build: { tmp: string; portable?: boolean; sassLoaded: Map<string, string[]> },
): Promise<esbuild.BuildResult & { metafile: esbuild.Metafile }> {
  const plugins = [
    ...(options.ui ? [siteStrings(options.ui)] : []),
    ...(options.hostedSearchClient ? [] : [missingHostedClient]),
    ...(!options.mermaid ? [missingMermaid('off')] : isResolvable('mermaid') ? [] : [missingMermaid('not-installed')]),
  ];
  const root = packageRoot();
  const theme = options.theme;
  // esbuild (and its service process) is only loaded when the theme actually has to be built.
  const esbuild = loadEsbuild();
  // Both compiles settle before this does: a failed server compile must not leave the client's still writing into
  // the temp folder, which the caller then removes (and the next compile of this folder recreates).
  const [client] = await settleAll([
    esbuild.build({
      absWorkingDir: root,
      entryPoints: {
        main: 'src/client/main.tsx',
        styles: 'templates/styles.css',
        ...(options.islands ? { islands: 'src/shared/mdx/islands-entry.ts', mdx: 'templates/mdx.css' } : {}),
      },
      outdir: join(build.tmp, 'client'),
      entryNames: 'assets/[ext]/[name]-[hash]',
      chunkNames: 'assets/js/[name]-[hash]',
      assetNames: 'assets/media/[name]-[hash]',
      ...BROWSER_BUILD,
      // A custom stylesheet's fonts and images (url(./font.woff2), a package's @font-face): files of their own.
      loader: MEDIA_LOADERS,
      define: clientDefines(options),
      metafile: true,
      plugins: [
        ...plugins,
        ...(theme
          ? [siteThemePlugin({ root, theme, styles: 'templates/styles.css', sassLoaded: build.sassLoaded })]
          : []),
      ],
      logLevel: 'silent',
    }),
    esbuild.build({
      absWorkingDir: root,
      entryPoints: ['src/render/ssr-entry.tsx'],
      outfile: join(build.tmp, 'ssr.cjs'),
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
        ...(theme ? [siteThemePlugin({ root, theme })] : []),
        ...(build.portable ? [] : [absolutePackages]),
      ],
      ...(build.portable ? { packages: 'external' as const } : {}),
      jsx: 'automatic',
      // Subtrees rendered once per site and spliced into every page (templates/splice.tsx) only when no theme
      // file is shadowed: a site's own component may make any HTML depend on the page.
      define: { __BLOGCTL_SPLICE__: String(!theme || siteThemeInputs({ ...theme, customCss: [] }).length === 0) },
      loader: { '.css': 'empty' },
      logLevel: 'silent',
    }),
  ]);
  return client;
}

/** The client assets of a finished client build in `tmp` (their files named as they will be in `dir`), plus the
 *  site chunks' files and stylesheets. */
function clientAssets(
  outputs: esbuild.Metafile['outputs'],
  at: { tmp: string; dir: string; site?: SiteChunks },
): ClientAssets {
  const root = packageRoot();
  const rel = (abs: string) => relative(join(at.tmp, 'client'), join(root, abs)).split(sep).join('/');
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
    .map((f) => ({ to: rel(f), from: join(at.dir, 'client', rel(f)) }));
  const site = at.site;
  if (site) files.push(...site.files);
  const siteCss = site
    ? Object.fromEntries(
        Object.entries(site.map)
          .filter(([, v]) => v.css.length)
          .map(([id, v]) => [id, v.css]),
      )
    : {};
  return {
    js,
    css,
    preload,
    pageChunks,
    files,
    ...(islands ? { islands } : {}),
    ...(Object.keys(siteCss).length ? { siteCss } : {}),
  };
}

/** A failed build as blogctl's error: a plugin's own diagnostic (a Sass custom stylesheet's, sass.ts) as it is,
 *  any other as RENDER_BUNDLE, at esbuild's location. Anything but a build failure is returned as it is. */
function bundleFailure(err: unknown): unknown {
  const root = packageRoot();
  const failure = err as esbuild.BuildFailure;
  const first = failure.errors?.[0];
  if (!first) return err;
  const own = first.detail as Diagnostic | undefined;
  if (own?.code)
    return new BlogctlError({
      diagnostics: [{ ...own, ...(first.location && { loc: esbuildLocation(root, first.location) }) }],
    });
  return fail(
    'RENDER_BUNDLE',
    { reason: first.text },
    first.location ? esbuildLocation(root, first.location) : undefined,
  );
}

/**
 * Compiles the bundles into `target.dir` (through a temp folder, renamed into place) and returns their manifest.
 * `portable`: the SSR module names packages by name instead of by absolute path, for a bundle kept inside
 * blogctl's own folder (prebuilt-bundles.ts), from where they resolve as blogctl's own imports do.
 */
export async function compileThemeBundles(options: ThemeBundleOptions, target: BundleTarget): Promise<ThemeBundles> {
  const { dir, key } = target;
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const root = packageRoot();
  const sassLoaded = new Map<string, string[]>();
  try {
    const client = await buildBoth(options, { tmp, portable: target.portable, sassLoaded });
    const site = options.site;
    const assets = clientAssets(client.metafile.outputs, { tmp, dir, site });
    const sassInputs = sassInputHashes(sassLoaded);
    const mediaInputs = mediaInputHashes(client.metafile, root);
    const warnings = client.warnings.flatMap((w) => {
      const own = w.detail as Diagnostic | undefined;
      return own?.code ? [{ ...own, ...(w.location && { loc: esbuildLocation(root, w.location) }) }] : [];
    });
    const manifest: ThemeBundles = {
      key,
      ...(sassInputs ? { sassInputs } : {}),
      mediaInputs,
      ...(warnings.length ? { warnings } : {}),
      ...(site ? { siteKey: site.key } : {}),
      client: assets,
      ssrModule: join(dir, 'ssr.cjs'),
    };
    // A portable bundle's manifest names its files relative to its folder (readPrebuilt makes them absolute).
    const stored = target.portable
      ? {
          ...manifest,
          client: { ...assets, files: assets.files.map((f) => ({ to: f.to, from: relative(dir, f.from) })) },
          ssrModule: 'ssr.cjs',
        }
      : manifest;
    writeFileSync(join(tmp, 'manifest.json'), JSON.stringify(stored, null, 2));
    if (options.theme) recordSassInputs(options.theme, sassLoaded);
    rmSync(dir, { recursive: true, force: true });
    renameSync(tmp, dir);
    return manifest;
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    throw bundleFailure(err);
  }
}
