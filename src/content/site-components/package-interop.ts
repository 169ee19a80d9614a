// The server build of site code leaves the site's packages external (Node loads them from its node_modules). A
// CommonJS package compiled from ES modules (`exports.default = Player`, `__esModule: true`: styled-components,
// react-audio-player, …) then gave `import Player from 'pkg'` its whole exports object, as Node's ES loader does,
// where webpack (Docusaurus) and esbuild give `exports.default`. So such a package is required through a small
// CommonJS module of the bundle, which esbuild's interop reads as Docusaurus's bundler does; ES module packages
// stay imports. (The bundle defines `require` for it: SERVER_REQUIRE_BANNER.)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import type * as esbuild from 'esbuild';

const BARE = /^[^./]/;
const NOT_A_PACKAGE = /^([a-zA-Z]:|node:|data:|file:)/;
const NS = 'blogctl-cjs-package';

/** The banner of the server bundle: `require` for the CommonJS packages it loads. */
export const SERVER_REQUIRE_BANNER =
  "import { createRequire as __blogctlCreateRequire } from 'node:module';\nconst require = __blogctlCreateRequire(import.meta.url);";

/** Whether Node loads `file` as CommonJS: `.cjs`, or `.js` in a package whose package.json is not `type: module`. */
function isCommonJs(file: string): boolean {
  const ext = extname(file);
  if (ext === '.cjs') return true;
  if (ext !== '.js') return false;
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    try {
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: string }).type !== 'module';
    } catch {
      return true;
    }
  }
  return true;
}

/** The plugin: CommonJS packages through a CommonJS module of the bundle (others left to the next plugin). */
export const cjsPackageInterop: esbuild.Plugin = {
  name: 'blogctl-cjs-package-interop',
  setup(build) {
    build.onResolve({ filter: BARE }, async (args) => {
      if (args.pluginData === 'inner' || args.kind === 'entry-point' || args.namespace === NS) return undefined;
      if (NOT_A_PACKAGE.test(args.path)) return undefined;
      const found = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'inner',
      });
      if (found.errors.length || found.external || !found.path || !isCommonJs(found.path)) return undefined;
      return { path: found.path, namespace: NS };
    });
    build.onResolve({ filter: /.*/, namespace: NS }, (args) => ({ path: args.path, external: true }));
    build.onLoad({ filter: /.*/, namespace: NS }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});\n`,
      loader: 'js',
    }));
  },
};
