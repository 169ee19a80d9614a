// esbuild plugins shared by the two builds of a site's own React code (server module, browser chunks):
// `@site/…` resolves from the site folder, `blogctl/theme` to blogctl's templates/theme.ts, and React is always
// blogctl's one copy — on the server by absolute path, in the browser through the islands chunk (a shim module
// that reads the React the page already runs), so a site needs no node_modules of its own. The Docusaurus
// modules migrated pages commonly import (`@theme/Layout`, `@docusaurus/Link`, …) resolve to blogctl's own
// implementations in templates/docusaurus; any other `@theme/…` or `@docusaurus/…` import is a located error.
// The plugin's own messages carry their diagnostic (code and catalogue wording) in `detail` (read back by compile.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, extname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { hashOf } from '../../util/hash';
import { extensionPattern, MEDIA_EXTENSIONS } from '../../util/media-extensions';
import { packageRoot } from '../../util/package-root';
import { cssModule } from './css-module';
import { docusaurusModules } from './docusaurus-modules';
import type { SitePostcss } from './postcss';
import { compileSass, SASS_FILE, siteSassCompiler, type SassOutput } from './sass';
import { svgComponentModule } from './svg-component';
import { barrelImports } from './barrel-imports';
import { mediaModule, type MediaModuleOptions } from './image-module';
import { packageImports } from '../../util/resolve-package';
import { rootRelativeUrls, underRoots } from './url-roots';

/** The import kinds of code (not of a stylesheet). */
const CODE_IMPORT = new Set<string>(['import-statement', 'require-call', 'dynamic-import']);
const SVG_COMPONENT = 'blogctl-svg-component';
const CSS_MODULE = 'blogctl-css-module';
const SASS = 'blogctl-sass';
const SASS_MODULE = /\.module\.s[ac]ss$/i;
/** The pluginData of a codeImport handler's own inner resolve (so the handler does not answer it again). */
const INNER = 'blogctl-code-import-inner';

const REACT = /^(react|react-dom)(\/.*)?$/;
/** The React entry points the browser shim provides (see src/shared/mdx/hydrate-islands.tsx). */
export const SHIMMED_REACT = ['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client'];

/** Media a site stylesheet names in url() (browser build): files of their own under assets/media/. */
export const MEDIA_LOADERS = Object.fromEntries([...MEDIA_EXTENSIONS, '.svg'].map((e) => [e, 'file' as const]));
const MEDIA = extensionPattern(MEDIA_EXTENSIONS);
const MEDIA_URL = 'blogctl-media-url';

/** Where a medium imported by site code goes in the output: its name and content hash, under assets/media/. */
export function mediaPath(file: string, bytes: Uint8Array): string {
  const ext = extname(file);
  return `assets/media/${basename(file, ext)}-${hashOf(bytes).slice(0, 8)}${ext.toLowerCase()}`;
}

/** What the site-code plugin needs beyond the site folder (`baseUrl`, `responsive`, `copies`: image-module.ts). */
export interface SiteCodeOptions extends MediaModuleOptions {
  /** Filled with each imported medium: output path → source file (the browser build writes them). */
  media?: Map<string, string>;
  /** Filled with every file a Sass compile read (partials too): inputs of the build beside esbuild's own. */
  loaded?: Set<string>;
  /** The site's PostCSS step (postcss.ts), run over the stylesheets of the browser build. */
  postcss?: { step: SitePostcss; record: string };
  /** Where a stylesheet's server-relative url() is looked for (url-roots.ts). */
  urlRoots?: readonly string[];
}

/** An onResolve handler for a file that site code imports (not a stylesheet's `@import` or `url()`): resolved as
 *  esbuild would (`@site/x` from the site folder; a server-relative `/img/x.png` that is no file as written under
 *  `roots`, as Docusaurus's bundler resolves it), then tagged with `tag` for the onLoad handler of that kind. */
function codeImport(build: esbuild.PluginBuild, siteRoot: string, tag: string, roots?: readonly string[]) {
  return async (args: esbuild.OnResolveArgs): Promise<esbuild.OnResolveResult | undefined> => {
    if (!CODE_IMPORT.has(args.kind) || args.pluginData === INNER) return undefined;
    const rooted = roots && /^\/[^/]/.test(args.path) ? underRoots(args.path, roots) : undefined;
    if (rooted) return { path: rooted, pluginData: tag };
    const site = args.path.startsWith('@site/');
    const spec = site ? './' + args.path.slice('@site/'.length) : args.path;
    const found = await build.resolve(spec, {
      kind: args.kind,
      resolveDir: site ? siteRoot : args.resolveDir,
      importer: args.importer,
      pluginData: INNER,
    });
    return found.errors.length ? { errors: found.errors } : { path: found.path, pluginData: tag };
  };
}

/**
 * Sass stylesheets imported by site code (sass.ts): a `.module.scss` is a CSS module like a `.module.css` (the
 * class map on both sides, its CSS in the browser), any other is a global stylesheet in the browser chunk. A site
 * without a compiler gets SITE_SASS_MISSING at the import.
 */
function sassImports(
  build: esbuild.PluginBuild,
  siteRoot: string,
  target: 'server' | 'browser',
  options: SiteCodeOptions,
): void {
  const results = new Map<string, SassOutput | { errors: esbuild.PartialMessage[] }>();
  const compiled = (file: string) => {
    let out = results.get(file);
    if (!out) {
      results.set(file, (out = compileSass(file, siteRoot)));
      if ('loaded' in out) for (const f of out.loaded) options.loaded?.add(f);
    }
    return out;
  };
  const rel = (file: string) => relative(siteRoot, file).split(sep).join('/');
  const resolveSass = codeImport(build, siteRoot, SASS);
  build.onResolve({ filter: /^blogctl-sass-module:/ }, (args) => ({
    path: args.path.slice('blogctl-sass-module:'.length),
    namespace: 'blogctl-sass-module',
  }));
  build.onResolve({ filter: SASS_FILE }, async (args) => {
    const found = await resolveSass(args);
    if (!found || found.errors || siteSassCompiler(siteRoot)) return found;
    return compileSass(found.path!, siteRoot) as { errors: esbuild.PartialMessage[] };
  });
  build.onLoad({ filter: SASS_FILE }, (args) => {
    if (args.pluginData !== SASS) return undefined;
    const out = compiled(args.path);
    if ('errors' in out) return out;
    const resolveDir = dirname(args.path);
    if (SASS_MODULE.test(args.path)) {
      const { classes } = cssModule(out.css, rel(args.path));
      const css = target === 'browser' ? `import ${JSON.stringify('blogctl-sass-module:' + args.path)};\n` : '';
      return {
        contents: `${css}export default ${JSON.stringify(classes)};\n`,
        loader: 'js',
        resolveDir,
        warnings: out.warnings,
      };
    }
    // The server render needs nothing of a global stylesheet (compiled there too, so its errors and warnings are
    // the server build's, reported once).
    return target === 'browser'
      ? { contents: out.css, loader: 'css', resolveDir }
      : { contents: '', loader: 'js', warnings: out.warnings };
  });
  build.onLoad({ filter: /.*/, namespace: 'blogctl-sass-module' }, (args) => {
    const out = compiled(args.path);
    if ('errors' in out) return out;
    return { contents: cssModule(out.css, rel(args.path)).css, loader: 'css', resolveDir: dirname(args.path) };
  });
}

/** A stylesheet's CSS after the site's PostCSS step (as it is without one), or the step's errors. */
async function withPostcss(
  postcss: SiteCodeOptions['postcss'],
  file: string,
  css: string,
): Promise<string | { errors: esbuild.PartialMessage[]; warnings?: esbuild.PartialMessage[] }> {
  if (!postcss) return css;
  const out = await postcss.step.process(css, file);
  postcss.step.save(postcss.record);
  return 'errors' in out ? out : out.css;
}

/** Media imported by code: an SVG is a React component (Docusaurus's SVGR), any other medium its URL. */
function mediaImports(build: esbuild.PluginBuild, siteRoot: string, options: SiteCodeOptions): void {
  // An SVG imported from code is a React component (Docusaurus's SVGR); one in a CSS url() stays a file.
  build.onResolve({ filter: /\.svg$/i }, codeImport(build, siteRoot, SVG_COMPONENT));
  build.onLoad({ filter: /\.svg$/i }, (args) => {
    if (args.pluginData !== SVG_COMPONENT) return undefined;
    const made = svgComponentModule(readFileSync(args.path, 'utf8'));
    if ('error' in made)
      return {
        errors: [{ text: `${relative(siteRoot, args.path)} cannot be used as a React component: ${made.error}.` }],
      };
    return { contents: made.contents, loader: 'js', resolveDir: dirname(args.path) };
  });
  // An image or other medium imported by code (`import photo from './photo.png'`, Docusaurus's
  // `require('@site/static/img/x.png').default`) is its URL, with an image's facts for IdealImage
  // (image-module.ts); the same on the server and in the browser.
  build.onResolve({ filter: MEDIA }, codeImport(build, siteRoot, MEDIA_URL, options.urlRoots));
  build.onLoad({ filter: MEDIA }, (args) => {
    if (args.pluginData !== MEDIA_URL) return undefined;
    const bytes = readFileSync(args.path);
    const to = mediaPath(args.path, bytes);
    options.media?.set(to, args.path);
    return { contents: mediaModule({ file: args.path, to, bytes }, options), loader: 'js' };
  });
}

/** Stylesheets imported by code: CSS modules (their class map; their CSS in the browser) and, through the site's
 *  PostCSS when it has one, global stylesheets. */
function cssImports(
  build: esbuild.PluginBuild,
  siteRoot: string,
  target: 'server' | 'browser',
  options: SiteCodeOptions,
): void {
  // A CSS module imported from code: its class map (the same names on the server and in the browser, see
  // css-module.ts), and in the browser its CSS with the classes renamed.
  // (Its stylesheet, imported by the class map's module, is answered first: it ends in .module.css too.)
  build.onResolve({ filter: /^blogctl-css-module:/ }, (args) => ({
    path: args.path.slice('blogctl-css-module:'.length),
    namespace: 'blogctl-css-module',
  }));
  build.onResolve({ filter: /\.module\.css$/ }, codeImport(build, siteRoot, CSS_MODULE));
  build.onLoad({ filter: /\.module\.css$/ }, (args) => {
    if (args.pluginData !== CSS_MODULE) return undefined;
    const { classes } = cssModule(readFileSync(args.path, 'utf8'), relative(siteRoot, args.path).split(sep).join('/'));
    const css = target === 'browser' ? `import ${JSON.stringify('blogctl-css-module:' + args.path)};\n` : '';
    return {
      contents: `${css}export default ${JSON.stringify(classes)};\n`,
      loader: 'js',
      resolveDir: dirname(args.path),
    };
  });
  build.onLoad({ filter: /.*/, namespace: 'blogctl-css-module' }, async (args) => {
    const css = await withPostcss(options.postcss, args.path, readFileSync(args.path, 'utf8'));
    if (typeof css !== 'string') return css;
    return {
      contents: cssModule(css, relative(siteRoot, args.path).split(sep).join('/')).css,
      loader: 'css',
      resolveDir: dirname(args.path),
    };
  });
  // Any other stylesheet of the site a component imports goes through the site's PostCSS too (when it has one).
  build.onLoad({ filter: /\.css$/ }, async (args) => {
    if (!options.postcss || args.namespace !== 'file' || /[\\/]node_modules[\\/]/.test(args.path)) return undefined;
    const css = await withPostcss(options.postcss, args.path, readFileSync(args.path, 'utf8'));
    return typeof css === 'string' ? { contents: css, loader: 'css', resolveDir: dirname(args.path) } : css;
  });
}

/** `@site/…` from the site folder, and `blogctl/theme` to blogctl's templates/theme.ts. */
function siteModules(build: esbuild.PluginBuild, siteRoot: string): void {
  build.onResolve({ filter: /^@site\// }, async (args) => {
    const found = await build.resolve('./' + args.path.slice('@site/'.length), {
      kind: args.kind,
      resolveDir: siteRoot,
      importer: args.importer,
    });
    return found.errors.length
      ? { errors: found.errors }
      : { path: found.path, external: found.external, sideEffects: found.sideEffects };
  });
  build.onResolve({ filter: /^blogctl\/theme$/ }, () => ({ path: join(packageRoot(), 'templates', 'theme.ts') }));
}

/** React, blogctl's one copy: by absolute path on the server, through the islands chunk's shim in the browser. */
function reactImports(build: esbuild.PluginBuild, target: 'server' | 'browser'): void {
  build.onResolve({ filter: REACT }, async (args) => {
    if (args.pluginData === 'inner') return undefined;
    if (target === 'browser') {
      if (!SHIMMED_REACT.includes(args.path))
        return {
          errors: [
            {
              text: `"${args.path}" is not available to site components in the browser; use ${SHIMMED_REACT.join(', ')}.`,
            },
          ],
        };
      return { path: args.path, namespace: 'blogctl-react' };
    }
    const found = await build.resolve(args.path, {
      kind: args.kind,
      resolveDir: packageRoot(),
      pluginData: 'inner',
    });
    if (found.errors.length) return { errors: found.errors };
    // (require() takes a path, import a URL.)
    return { path: args.kind === 'require-call' ? found.path : pathToFileURL(found.path).href, external: true };
  });
  build.onLoad({ filter: /.*/, namespace: 'blogctl-react' }, (args) => {
    const names = Object.keys(
      createRequire(join(packageRoot(), 'package.json'))(args.path.replace('jsx-dev-runtime', 'jsx-runtime')) as object,
    ).filter((k) => /^[A-Za-z_$][\w$]*$/.test(k) && k !== 'default');
    const contents =
      `const M = globalThis.__BLOGCTL_REACT__ && globalThis.__BLOGCTL_REACT__[${JSON.stringify(args.path)}];\n` +
      `if (!M) throw new Error('blogctl: React is not loaded for site components');\n` +
      `export default (M.default || M);\n` +
      (names.length ? `export const { ${names.join(', ')} } = M;\n` : '');
    return { contents, loader: 'js' };
  });
}

/** The esbuild plugin for site code of one build (`server`: the component module; `browser`: the chunks). */
export function siteCodePlugin(
  siteRoot: string,
  target: 'server' | 'browser',
  options: SiteCodeOptions = {},
): esbuild.Plugin {
  return {
    name: 'blogctl-site-code',
    setup(build) {
      mediaImports(build, siteRoot, options);
      cssImports(build, siteRoot, target, options);
      if (options.urlRoots) rootRelativeUrls(build, options.urlRoots);
      sassImports(build, siteRoot, target, options);
      siteModules(build, siteRoot);
      docusaurusModules(build, target);
      reactImports(build, target);
      barrelImports(build, options.loaded);
      if (target === 'browser') packageImports(build);
    },
  };
}
