// An esbuild plugin for bundles that leave packages external (the compiled config, the theme's SSR module):
// each package import is resolved at bundle time and written as an absolute file URL. The module then loads the
// same files wherever it is kept (the site's .blogctl/cache, a temp folder), even when the site has no
// node_modules of its own, as with a global install of blogctl. A CommonJS bundle gets the absolute path
// instead (require() takes no URL).
import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { resolvePackageImport } from './resolve-package';

// esbuild filters are Go regular expressions (no lookahead): the URL schemes are sorted out in the callback.
const BARE = /^[^./]/;
const NOT_A_PACKAGE = /^([a-zA-Z]:|node:|data:|file:)/;

/**
 * @param missing what a package that cannot be found does: `keep` leaves the import as written (Node reports it
 *   if the code ever loads it: blogctl's own optional packages), `error` fails the bundle at the import (the
 *   site's own code, so the author sees the file and line instead of a crash when the module loads).
 */
export function absolutePackagesPlugin(missing: 'keep' | 'error'): esbuild.Plugin {
  return {
    name: 'blogctl-absolute-packages',
    setup(build) {
      build.onResolve({ filter: BARE }, async (args) => {
        if (args.pluginData === 'inner' || args.kind === 'entry-point' || NOT_A_PACKAGE.test(args.path))
          return undefined;
        const found = await resolvePackageImport(build, args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'inner',
        });
        if (found.errors.length && missing === 'error') {
          const name = /^(@[^/]+\/[^/]+|[^/]+)/.exec(args.path)![1];
          return {
            errors: [
              { text: `the package "${name}" is not installed: add it to the site's package.json and run npm install` },
            ],
          };
        }
        // Built-ins (and, with `keep`, what cannot be found) stay as written.
        if (found.errors.length || !found.path || found.external || !isAbsolute(found.path))
          return { path: args.path, external: true };
        return {
          path: build.initialOptions.format === 'cjs' ? found.path : pathToFileURL(found.path).href,
          external: true,
        };
      });
    },
  };
}

export const absolutePackages: esbuild.Plugin = absolutePackagesPlugin('keep');
