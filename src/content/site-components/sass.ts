// Sass stylesheets of a site (`.scss` / `.sass`), as docusaurus-plugin-sass gives a Docusaurus site: imported by
// its components (a `.module.scss` is a CSS module) or named in `customCss`. blogctl does not ship a Sass compiler:
// it uses the site's own `sass` (Dart Sass) package, or `sass-embedded`, resolved from the site folder as the
// site's bundler would, so a site gets the compiler version it pins. The compiled CSS then goes where the same
// stylesheet written in CSS would; every file the compile read is reported, so a cached bundle is rebuilt when a
// partial changes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { error, warning } from '../../errors/blogctl-error';

/** The Sass file extensions. */
export const SASS_FILE = /\.s[ac]ss$/i;
/** The packages a site may compile Sass with, in the order they are looked for (sass-loader's are the same two). */
export const SASS_PACKAGES = ['sass', 'sass-embedded'];

interface SassSpan {
  url?: URL;
  start: { line: number; column: number };
  context?: string;
  text?: string;
}
interface SassApi {
  compile(path: string, options: Record<string, unknown>): { css: string; loadedUrls: URL[] };
}
interface SassException extends Error {
  sassMessage?: string;
  span?: SassSpan;
}

const compilers = new Map<string, SassApi>();

/** The site's Sass compiler (its `sass` or `sass-embedded` package), or null when it has none. Kept once found
 *  (a dev server does not load it twice); looked for again while missing, so installing it needs no restart. */
export function siteSassCompiler(siteRoot: string): SassApi | null {
  return loadCompiler(siteRoot).api;
}

/** The site's compiler, or why there is none: `broken` when a package is installed but fails to load. */
function loadCompiler(siteRoot: string): { api: SassApi | null; broken?: string } {
  const known = compilers.get(siteRoot);
  if (known) return { api: known };
  const req = createRequire(join(siteRoot, 'package.json'));
  let broken: string | undefined;
  for (const name of SASS_PACKAGES) {
    try {
      const api = req(name) as SassApi;
      compilers.set(siteRoot, api);
      return { api };
    } catch (err) {
      // Not installed here: the next one. Installed but failing (a missing native binary): say so.
      const e = err as NodeJS.ErrnoException;
      if (!(e.code === 'MODULE_NOT_FOUND' && e.message.includes(`'${name}'`)))
        broken ??= `"${name}" is installed but does not load: ${e.message.split('\n')[0]}`;
    }
  }
  return { api: null, broken };
}

/** The esbuild location of a Sass span: lines from 1, and as esbuild counts columns, in UTF-8 bytes from 0 with the
 *  line's text (Sass counts characters from 0). */
function location(span: SassSpan | undefined, fallback: string): esbuild.PartialMessage['location'] {
  if (!span) return { file: fallback };
  const file = span.url?.protocol === 'file:' ? fileURLToPath(span.url) : fallback;
  let lineText = '';
  try {
    lineText = readFileSync(file, 'utf8').split(/\r?\n/)[span.start.line] ?? '';
  } catch {
    // a stylesheet that is not a file (a package's): the location without its text
  }
  return { file, line: span.start.line + 1, column: Buffer.byteLength(lineText.slice(0, span.start.column)), lineText };
}

/** The span of the first frame of a Sass stack trace (`@warn` gives one, not a span): "<path> <line>:<column>  …",
 *  the path relative to the working folder (or a URL). */
function stackSpan(stack: string | undefined): SassSpan | undefined {
  const m = /^(.+?) (\d+):(\d+) /.exec(stack ?? '');
  if (!m) return undefined;
  let url: URL;
  try {
    url = /^[a-z][a-z+.-]*:/i.test(m[1]) ? new URL(m[1]) : pathToFileURL(resolve(m[1]));
  } catch {
    return undefined;
  }
  return { url, start: { line: Number(m[2]) - 1, column: Number(m[3]) - 1 } };
}

export interface SassOutput {
  css: string;
  /** Every file the compile read (the entry, its partials and modules), absolute. */
  loaded: string[];
  /** Sass's own warnings (`@warn`, deprecations), located. */
  warnings: esbuild.PartialMessage[];
}

/**
 * Compiles `file` with the site's compiler. A stylesheet error is an esbuild message located at Sass's span
 * (SITE_SASS_COMPILE); a site without a compiler gets SITE_SASS_MISSING.
 */
export function compileSass(file: string, siteRoot: string): SassOutput | { errors: esbuild.PartialMessage[] } {
  const rel = relative(siteRoot, file).split('\\').join('/');
  const { api: sass, broken } = loadCompiler(siteRoot);
  if (!sass) {
    const d = error('SITE_SASS_MISSING', { file: rel, packages: SASS_PACKAGES, ...(broken && { broken }) });
    // No location: at an import, esbuild gives the import's; a customCss stylesheet is located by its caller.
    return { errors: [{ text: d.text, detail: d }] };
  }
  const warnings: esbuild.PartialMessage[] = [];
  const logger = {
    warn(message: string, options: { span?: SassSpan; stack?: string; deprecation?: boolean }) {
      const d = warning('SITE_SASS_WARNING', { file: rel, message, deprecation: options.deprecation === true });
      warnings.push({ text: d.text, detail: d, location: location(options.span ?? stackSpan(options.stack), file) });
    },
    debug() {
      // @debug output is for the author's terminal while writing; blogctl prints nothing for it.
    },
  };
  try {
    // Like sass-loader, node_modules beside the site resolves `@use 'pkg/…'`; url()s stay as written (relative to
    // the entry stylesheet, as the site's bundler has them).
    const result = sass.compile(file, {
      style: 'expanded',
      loadPaths: [dirname(file), join(siteRoot, 'node_modules')],
      logger,
      quietDeps: true,
    });
    const loaded = result.loadedUrls.filter((u) => u.protocol === 'file:').map((u) => fileURLToPath(u));
    return { css: result.css, loaded: loaded.includes(file) ? loaded : [file, ...loaded], warnings };
  } catch (err) {
    const e = err as SassException;
    const d = error('SITE_SASS_COMPILE', { file: rel, reason: e.sassMessage ?? e.message });
    return { errors: [{ text: d.text, detail: d, location: location(e.span, file) }] };
  }
}
