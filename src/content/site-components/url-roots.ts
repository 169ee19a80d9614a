// Server-relative URLs in the site's stylesheets (`url(/img/hero.png)`, `@import "/css/base.css"`): looked for
// under the static folders, then the site folder, then the working folder, as Docusaurus's bundler resolves them
// (its webpack `resolve.roots`). A file found there is bundled like a relative one (a media file of its own, with a
// hashed name under baseUrl); one found nowhere is a located error naming where it was looked for.
import { existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type * as esbuild from 'esbuild';

/** The folders a server-relative URL is looked for in, in order. */
export function urlRoots(config: { root: string; staticDirectories: readonly string[] }): string[] {
  return [...new Set([...config.staticDirectories, config.root, process.cwd()])];
}

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** The file a server-relative path names under `roots` (undefined when it is a file as written, or found nowhere). */
export function underRoots(path: string, roots: readonly string[]): string | undefined {
  if (isFile(path)) return undefined;
  return roots.map((root) => join(root, decodeURI(path))).find(isFile);
}

/** Resolves a stylesheet's server-relative URLs against `roots` (a path that is a file as written is left alone:
 *  blogctl's own stylesheet imports name absolute paths). */
export function rootRelativeUrls(build: esbuild.PluginBuild, roots: readonly string[]): void {
  build.onResolve({ filter: /^\/[^/]/ }, (args) => {
    if (args.kind !== 'url-token' && args.kind !== 'import-rule') return undefined;
    const at = args.path.search(/[?#]/);
    const path = at < 0 ? args.path : args.path.slice(0, at);
    if (isFile(path)) return undefined;
    const found = underRoots(path, roots);
    if (found) return { path: found, suffix: at < 0 ? undefined : args.path.slice(at) };
    const where = roots
      .map((r) => relative(process.cwd(), r))
      .map((r, i) => (r.startsWith('..') ? roots[i] : r || '.'))
      .join(', ');
    return { errors: [{ text: `Could not resolve "${args.path}": no such file under ${where}` }] };
  });
}
