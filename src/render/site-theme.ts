// A site's own theme, for the theme bundles (render/bundles.ts):
//  - shadowing: `<site>/theme/<File>.tsx` replaces the theme file of that name wherever the theme imports it (the
//    server and the client bundle alike): a component of templates/components/, a page of templates/pages/, or
//    the page frame (templates/Layout.tsx, templates/AppShell.tsx);
//  - `blogctl/theme` is templates/theme.ts (components, typed props, hooks) and `blogctl/theme/original/<File>`
//    the file as blogctl ships it, so a shadowing file can wrap the original;
//  - a relative import in a shadowing file that names nothing under `<site>/theme/` resolves as it would from
//    the folder of the file it replaces (a `blogctl swizzle` copy builds unchanged), and a package import resolves from
//    blogctl's folder first (one React for the theme and the site's components);
//  - `customCss`: the site's stylesheets, bundled after the theme's into the one `styles` CSS file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type * as esbuild from 'esbuild';
import { compileSass, SASS_FILE } from '../content/site-components/sass';
import { postcssInputsKey, type SitePostcss } from '../content/site-components/postcss';
import { writeFileAtomic } from '../util/write-atomic';
import { DOCUSAURUS_MODULES } from '../content/site-components/docusaurus-modules';
import { DOCUSAURUS_THEME_NAMES } from './docusaurus-swizzles';
import { rootRelativeUrls } from '../content/site-components/url-roots';

/** What a site adds to the theme. */
export interface SiteTheme {
  /** `<site>/theme`, whether or not it exists. */
  dir: string;
  /** Absolute paths of the site's stylesheets (config `customCss`), in order. */
  customCss: readonly string[];
  /** Where the files each Sass stylesheet of `customCss` read at its last compile are kept (its partials: inputs
   *  of the theme's key, as the stylesheet itself is). */
  sassRecord?: string;
  /** The site's PostCSS step (content/site-components/postcss.ts), run over `customCss`, and where the files its
   *  plugins read are kept (inputs of the theme's key). */
  postcss?: { step: SitePostcss; record: string };
  /** A Docusaurus site's `src/theme` and its wrap-mode swizzles, by the name of the blogctl file each shadows
   *  (docusaurus-swizzles.ts). */
  swizzles?: { dir: string; wrappers: Map<string, string> };
  /** Where a server-relative url() of the stylesheets is looked for (content/site-components/url-roots.ts). */
  urlRoots?: readonly string[];
}

/** The files each Sass custom stylesheet read at its last compile (stylesheet → files), from theme.sassRecord. */
function sassRecord(theme: SiteTheme): Record<string, string[]> {
  if (!theme.sassRecord || !theme.customCss.some((f) => SASS_FILE.test(f))) return {};
  try {
    const data = JSON.parse(readFileSync(theme.sassRecord, 'utf8')) as unknown;
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

/** Keeps the files each Sass custom stylesheet read (see SiteTheme.sassRecord). */
export function recordSassInputs(theme: SiteTheme, loaded: Map<string, string[]>): void {
  if (!theme.sassRecord || loaded.size === 0) return;
  writeFileAtomic(theme.sassRecord, JSON.stringify(Object.fromEntries([...loaded].sort())), { mkdir: true });
}

/** The file extensions a shadowing component may have, in the order they are looked for. */
export const THEME_EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js'];

/** The page frame's files at the top of templates/ a site can shadow (the others there are not components). */
const FRAME_FILES = ['Layout', 'AppShell'];

/** Where the shadowable theme files are: each base name with its file (templates/components, pages, the frame). */
function shadowableFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of ['components', 'pages']) {
    for (const f of readdirSync(join(root, 'templates', dir)))
      if (f.endsWith('.tsx')) files.set(basename(f, '.tsx'), join(root, 'templates', dir, f));
  }
  for (const name of FRAME_FILES) files.set(name, join(root, 'templates', `${name}.tsx`));
  return files;
}

/** The theme files a site can shadow, by base name: components, pages and the page frame. */
export function shadowableComponents(root: string): string[] {
  return [...shadowableFiles(root).keys()].sort();
}

/** The file blogctl ships for a shadowable name, or undefined. */
export function themeSourceFile(root: string, name: string): string | undefined {
  return shadowableFiles(root).get(name);
}

/** Every file under the site's theme folder and every custom stylesheet, sorted: what the bundle cache key reads. */
export function siteThemeInputs(theme: SiteTheme | undefined): string[] {
  if (!theme) return [];
  const filesOf = (dir: string) =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true, recursive: true })
          .filter((d) => d.isFile())
          .map((d) => join(d.parentPath, d.name))
          .sort()
      : [];
  // The swizzles' folder only when a wrapper of it is used (its other files are not the theme's).
  const swizzles = theme.swizzles?.wrappers.size ? filesOf(theme.swizzles.dir) : [];
  return [...filesOf(theme.dir), ...swizzles, ...theme.customCss];
}

/** Key parts for the site theme: each input's path and text, and the partials its Sass stylesheets last read. */
export function siteThemeKeyParts(theme: SiteTheme | undefined): string[] {
  const parts = siteThemeInputs(theme).flatMap((f) => [f, readFileSync(f, 'utf8')]);
  if (!theme) return parts;
  if (theme.urlRoots) parts.push('url-roots', ...theme.urlRoots);
  if (theme.postcss) parts.push('postcss', theme.postcss.step.key, postcssInputsKey(theme.postcss.record));
  for (const [sheet, files] of Object.entries(sassRecord(theme))) {
    if (!theme.customCss.includes(sheet) || !Array.isArray(files)) continue;
    for (const f of files) {
      if (typeof f !== 'string' || f === sheet) continue;
      let text: string;
      try {
        text = readFileSync(f, 'utf8');
      } catch {
        text = '\0missing';
      }
      parts.push('sass-partial', f, text);
    }
  }
  return parts;
}

const SKIP = 'blogctl-site-theme-inner';
const ORIGINAL = '?blogctl-original';
const STYLES_NS = 'blogctl-styles';
/** The suffix of a Docusaurus wrapper's module as the shadowing file of `<Name>` (then the name). */
const WRAPPER = '?blogctl-wrapper=';
/** The namespace of a wrapper's `@theme-original/<Name>`: blogctl's component as the default export. */
const ORIGINAL_NS = 'blogctl-theme-original';

function findWithExtension(base: string): string | undefined {
  if (THEME_EXTENSIONS.includes(extname(base)) && existsSync(base)) return base;
  return THEME_EXTENSIONS.map((ext) => base + ext).find((f) => existsSync(f));
}

const inside = (dir: string, file: string) => file === dir || file.startsWith(dir + sep);

/** What siteThemePlugin needs: blogctl's folder, the site's theme, and for the client build its stylesheet entry
 *  to extend (`styles`) and the map to fill with the files each Sass custom stylesheet read (`sassLoaded`). */
export interface SiteThemePluginOptions {
  root: string;
  theme: SiteTheme;
  styles?: string;
  sassLoaded?: Map<string, string[]>;
}

/** The shadowable files by name and by file, and the site's file that shadows a name (if any). */
interface Shadows {
  files: Map<string, string>;
  byFile: Map<string, string>;
  shadow(name: string): { path: string; suffix?: string } | undefined;
}

/** `blogctl/theme` and `blogctl/theme/original/<File>` (the shipped file, marked so it is not shadowed again);
 *  a swizzle's `@theme-original/<Name>` is the shipped file Docusaurus's <Name> stands for; the Docusaurus modules
 *  a swizzle imports are blogctl's (templates/docusaurus). */
function themeModules(build: esbuild.PluginBuild, root: string, { files }: Shadows): void {
  build.onResolve({ filter: /^@theme-original\// }, (args) => {
    const name = args.path.slice('@theme-original/'.length);
    const own = DOCUSAURUS_THEME_NAMES[name];
    const file = own && files.get(own);
    // Docusaurus's components are default exports; blogctl's are named after their file.
    if (file) return { path: own, namespace: ORIGINAL_NS, pluginData: file };
    return {
      errors: [
        {
          text: `"${args.path}" is not a theme component blogctl has; a wrapper can render one of: ${Object.keys(
            DOCUSAURUS_THEME_NAMES,
          )
            .map((n) => '@theme-original/' + n)
            .join(', ')}`,
        },
      ],
    };
  });
  build.onLoad({ filter: /.*/, namespace: ORIGINAL_NS }, (args) => {
    const file = JSON.stringify((args.pluginData as string) + ORIGINAL);
    return { contents: `export { ${args.path} as default } from ${file};\n`, loader: 'js', resolveDir: root };
  });
  build.onResolve({ filter: /^@(theme|docusaurus)\// }, (args) => {
    const file = DOCUSAURUS_MODULES[args.path];
    return file ? { path: join(root, 'templates', 'docusaurus', file) } : undefined;
  });
  build.onResolve({ filter: /^blogctl\/theme(\/.*)?$/ }, (args) => {
    if (args.path === 'blogctl/theme') return { path: join(root, 'templates', 'theme.ts') };
    const name = /^blogctl\/theme\/original\/([A-Za-z][\w-]*)$/.exec(args.path)?.[1];
    const file = name && files.get(name);
    // The suffix marks the shipped file itself, which the onLoad below must not send back to the site's.
    if (file && existsSync(file)) return { path: file, suffix: ORIGINAL };
    return {
      errors: [
        {
          text: `"${args.path}" is not a theme module; use "blogctl/theme" or "blogctl/theme/original/<File>" with one of: ${shadowableComponents(root).join(', ')}`,
        },
      ],
    };
  });
}

/** Relative imports: the theme's own import of a shadowed file goes to the site's, and a shadowing file's import of
 *  nothing of the site's resolves from the folder of the file it replaces. */
function shadowedImports(build: esbuild.PluginBuild, root: string, theme: SiteTheme, shadows: Shadows): void {
  const { files, byFile, shadow } = shadows;
  const ownFile = (file: string) => inside(theme.dir, file) || (!!theme.swizzles && inside(theme.swizzles.dir, file));
  build.onResolve({ filter: /^\.\.?\// }, async (args) => {
    if (args.pluginData === SKIP || !args.importer || args.namespace !== 'file') return undefined;
    const target = resolve(args.resolveDir, args.path);
    // The theme's own import of a shadowable file: the site's file of that name when it has one.
    const shadowed = byFile.get(extname(target) === '.tsx' ? target : `${target}.tsx`);
    // (The importer is blogctl's: the theme, or the client router that loads the page files.)
    if (shadowed && inside(root, args.importer) && !ownFile(args.importer)) return shadow(shadowed);
    // A shadowing file's relative import that names nothing of the site's: as from the folder of the file it
    // replaces (templates/components/ for a file that replaces none).
    if (
      inside(theme.dir, args.importer) &&
      !(inside(theme.dir, target) && (findWithExtension(target) || existsSync(target)))
    ) {
      const original = files.get(basename(args.importer, extname(args.importer)));
      const from = original ? dirname(original) : join(root, 'templates', 'components');
      const found = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: from,
        importer: join(from, basename(args.importer)),
        pluginData: SKIP,
      });
      if (found.errors.length) return { errors: found.errors };
      const name = byFile.get(found.path);
      const own = name ? shadow(name) : undefined;
      return own ?? { path: found.path, external: found.external, sideEffects: found.sideEffects };
    }
    return undefined;
  });
  // The client router loads the page files through a glob import (one chunk per page), which esbuild expands
  // without asking onResolve: a shadowed page file is loaded as a re-export of the site's.
  build.onLoad({ filter: /\.tsx$/ }, (args) => {
    if (args.suffix === ORIGINAL || args.namespace !== 'file') return undefined;
    const name = byFile.get(args.path);
    const own = name && dirname(args.path) !== join(root, 'templates', 'components') ? shadow(name) : undefined;
    if (!own) return undefined;
    const spec = JSON.stringify(own.path + (own.suffix ?? ''));
    return { contents: `export * from ${spec};\n`, loader: 'ts', resolveDir: dirname(own.path) };
  });
  // A Docusaurus wrapper exports its component as default: its module under the name of the file it shadows.
  build.onLoad({ filter: /.*/ }, (args) => {
    const name = args.suffix?.startsWith(WRAPPER) ? args.suffix.slice(WRAPPER.length) : undefined;
    if (!name) return undefined;
    const file = JSON.stringify(args.path);
    return {
      contents: `import Wrapper from ${file};\nexport { Wrapper as ${name} };\nexport default Wrapper;\n`,
      loader: 'js',
      resolveDir: dirname(args.path),
    };
  });
  // A package import of a shadowing file: from blogctl's folder first (one React for the theme and the site).
  build.onResolve({ filter: /^[^./]/ }, async (args) => {
    if (args.pluginData === SKIP || !args.importer || !ownFile(args.importer) || isAbsolute(args.path))
      return undefined;
    const found = await build.resolve(args.path, {
      kind: args.kind,
      resolveDir: join(root, 'templates'),
      importer: join(root, 'templates', 'theme.ts'),
      pluginData: SKIP,
    });
    return found.errors.length ? undefined : found;
  });
}

/** The client build's stylesheet entry: the theme's styles, then each custom stylesheet (Sass compiled with the
 *  site's own compiler, CSS through the site's PostCSS when it has one), bundled into one file. */
function customStylesheets(build: esbuild.PluginBuild, options: SiteThemePluginOptions & { styles: string }): void {
  const { root, theme, styles, sassLoaded } = options;
  build.onResolve({ filter: /.*/ }, (args) => {
    if (args.kind === 'entry-point' && resolve(root, args.path) === join(root, styles))
      return { path: 'styles', namespace: STYLES_NS };
    if (args.namespace === STYLES_NS && isAbsolute(args.path)) return { path: args.path };
    return undefined;
  });
  build.onLoad({ filter: /\.css$/ }, async (args) => {
    if (args.namespace !== 'file' || !theme.postcss || !theme.customCss.includes(args.path)) return undefined;
    return withPostcss(theme, args.path, readFileSync(args.path, 'utf8'), []);
  });
  // A Sass custom stylesheet (docusaurus-plugin-sass's `customCss: './src/css/custom.scss'`): its url()s resolve
  // from its folder, as a CSS one's do.
  build.onLoad({ filter: SASS_FILE }, async (args) => {
    if (args.namespace !== 'file' || !theme.customCss.includes(args.path)) return undefined;
    const out = compileSass(args.path, dirname(theme.dir));
    // (An error without a location, a missing compiler's, is the stylesheet's: not the stylesheet entry's.)
    if ('errors' in out)
      return {
        errors: out.errors.map((e) =>
          e.location ? e : { ...e, location: { file: args.path, line: 1, column: 0, lineText: '' } },
        ),
      };
    sassLoaded?.set(args.path, out.loaded);
    if (theme.postcss)
      return { ...(await withPostcss(theme, args.path, out.css, out.warnings)), watchFiles: out.loaded };
    return {
      contents: out.css,
      loader: 'css',
      resolveDir: dirname(args.path),
      watchFiles: out.loaded,
      warnings: out.warnings,
    };
  });
  build.onLoad({ filter: /.*/, namespace: STYLES_NS }, () => ({
    contents: [join(root, styles), ...theme.customCss].map((f) => `@import ${JSON.stringify(f)};`).join('\n'),
    loader: 'css',
    resolveDir: root,
  }));
}

/** The esbuild plugin for both theme builds (see SiteThemePluginOptions). */
export function siteThemePlugin(options: SiteThemePluginOptions): esbuild.Plugin {
  const { root, theme, styles } = options;
  const files = shadowableFiles(root);
  const shadows: Shadows = {
    files,
    byFile: new Map([...files].map(([name, file]) => [file, name])),
    shadow(name) {
      const own = findWithExtension(join(theme.dir, name));
      if (own) return { path: own };
      const wrapper = theme.swizzles?.wrappers.get(name);
      return wrapper ? { path: wrapper, suffix: WRAPPER + name } : undefined;
    },
  };
  return {
    name: 'blogctl-site-theme',
    setup(build) {
      themeModules(build, root, shadows);
      shadowedImports(build, root, theme, shadows);
      if (styles && theme.customCss.length > 0) customStylesheets(build, { ...options, styles });
      if (styles && theme.urlRoots) rootRelativeUrls(build, theme.urlRoots);
    },
  };
}

/** A custom stylesheet's CSS through the site's PostCSS step, as an esbuild load result (the files the plugins
 *  read are recorded for the theme's key). */
async function withPostcss(
  theme: SiteTheme,
  file: string,
  css: string,
  warnings: esbuild.PartialMessage[],
): Promise<esbuild.OnLoadResult> {
  const { step, record } = theme.postcss!;
  const out = await step.process(css, file);
  step.save(record);
  if ('errors' in out) return { errors: out.errors };
  return { contents: out.css, loader: 'css', resolveDir: dirname(file), warnings: [...warnings, ...out.warnings] };
}

/** A theme path for messages: relative to the site when it lies inside it. */
export function themePath(siteRoot: string, file: string): string {
  const rel = relative(siteRoot, file);
  return rel.startsWith('..') ? file : rel;
}
