// Where MathJax (the `mathjax-full` package, config `math.renderer: "mathjax"`) is: the site's, as rehype-mathjax
// finds it. blogctl does not depend on it; a site that used rehype-mathjax has it, since rehype-mathjax does.
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { packageRoot } from '../util/package-root';

export interface MathJaxPackage {
  /** The package folder (its `js/` holds the CommonJS modules loaded). */
  dir: string;
  /** Its version: a new MathJax renders anew (part of the Markdown options, hence of the cache key). */
  version: string;
}

/** The folder of `mathjax-full` as Node resolves it from `from`, if it does. */
function resolveFrom(from: string): string | undefined {
  try {
    return dirname(createRequire(join(from, 'package.json')).resolve('mathjax-full/package.json'));
  } catch {
    return undefined;
  }
}

/** The site's rehype-mathjax folder (its real path: pnpm keeps the packages it depends on beside it there). */
function rehypeMathJaxOf(root: string): string | undefined {
  for (let dir = root; ; dir = dirname(dir)) {
    const pkg = join(dir, 'node_modules', 'rehype-mathjax');
    if (existsSync(join(pkg, 'package.json'))) return realpathSync(pkg);
    if (dirname(dir) === dir) return undefined;
  }
}

/**
 * The `mathjax-full` package for the site at `root`: resolved from the site (its node_modules or a parent's),
 * then from the site's rehype-mathjax (whose dependency it is, not hoisted by pnpm), then from blogctl's own
 * folder, as blogctl's other packages are (installed beside blogctl; in blogctl's checkout, its devDependency).
 * Undefined when none has it. Without `root` (options made without a site), blogctl's folder only.
 */
export function findMathJax(root: string | undefined): MathJaxPackage | undefined {
  const fromSite = (site: string) => {
    const rehype = rehypeMathJaxOf(site);
    return resolveFrom(site) ?? (rehype && resolveFrom(rehype));
  };
  const dir = (root && fromSite(root)) || resolveFrom(packageRoot());
  if (!dir) return undefined;
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  return { dir, version };
}
