// One React for the site's code: a package of the site's node_modules that brings its own `react` or `react-dom`
// (a comments widget, the real @docusaurus/theme-common) loads blogctl's copy instead, so its hooks run in the
// same React that renders the page (two copies fail with React's "invalid hook call"). The server build leaves
// the site's packages external (Node loads them), so the redirection is Node's: CommonJS `require()` through the
// module resolver, ES `import` through a resolve hook. (In the browser, esbuild-plugins.ts sends every React
// import to the page's React.)
import Module, { createRequire, register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { packageRoot } from './package-root';

const REACT = /^(react|react-dom)(\/.*)?$/;

/** The ES module resolve hook (it runs on Node's loader thread): React's specifiers as blogctl's folder would. */
const HOOK = `const REACT = ${REACT};
let parent;
export function initialize(data) { parent = data.parent; }
export async function resolve(specifier, context, next) {
  if (REACT.test(specifier)) return next(specifier, { ...context, parentURL: parent });
  return next(specifier, context);
}
`;

let installed = false;

/** Sends every later `react` / `react-dom` import and require() to blogctl's copy (once per process). */
export function shareOneReact(): void {
  if (installed) return;
  installed = true;
  const manifest = join(packageRoot(), 'package.json');
  const fromBlogctl = createRequire(manifest);
  const resolver = Module as unknown as {
    _resolveFilename(this: unknown, request: string, ...rest: unknown[]): string;
  };
  const original = resolver._resolveFilename;
  resolver._resolveFilename = function (request, ...rest) {
    if (REACT.test(request)) {
      try {
        return fromBlogctl.resolve(request);
      } catch {
        // Not one of React's files blogctl has: resolved as Node would.
      }
    }
    return original.call(this, request, ...rest);
  };
  register(`data:text/javascript,${encodeURIComponent(HOOK)}`, { data: { parent: pathToFileURL(manifest).href } });
}
