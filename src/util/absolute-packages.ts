// An esbuild plugin for bundles that leave packages external (the compiled config, the theme's SSR module):
// each package import is resolved at bundle time and written as an absolute file URL. The module then loads the
// same files wherever it is kept (the site's .blogctl/cache, a temp folder), even when the site has no
// node_modules of its own, as with a global install of blogctl. A CommonJS bundle gets the absolute path
// instead (require() takes no URL).
import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';

// esbuild filters are Go regular expressions (no lookahead): the URL schemes are sorted out in the callback.
const BARE = /^[^./]/;
const NOT_A_PACKAGE = /^([a-zA-Z]:|node:|data:|file:)/;

export const absolutePackages: esbuild.Plugin = {
  name: 'blogctl-absolute-packages',
  setup(build) {
    build.onResolve({ filter: BARE }, async (args) => {
      if (args.pluginData === 'inner' || args.kind === 'entry-point' || NOT_A_PACKAGE.test(args.path)) return undefined;
      const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'inner' });
      // Built-ins and what cannot be found stay as written: Node reports the missing package when it loads.
      if (found.errors.length || !found.path || found.external || !isAbsolute(found.path)) return { path: args.path, external: true };
      return { path: build.initialOptions.format === 'cjs' ? found.path : pathToFileURL(found.path).href, external: true };
    });
  },
};
