// The server build of site code leaves the site's packages external (Node loads them from its node_modules). A
// CommonJS package compiled from ES modules (`exports.default = Player`, `__esModule: true`: styled-components,
// react-audio-player, …) then gave `import Player from 'pkg'` its whole exports object, as Node's ES loader does,
// where webpack (Docusaurus) and esbuild give `exports.default`. So such a package is required through a small
// CommonJS module of the bundle, which esbuild's interop reads as Docusaurus's bundler does; ES module packages
// are bundled, as webpack bundles them. (The bundle defines `require` for it: SERVER_REQUIRE_BANNER.)
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import type * as esbuild from 'esbuild';
import { inZipArchive, resolvePackageImport } from '../../util/resolve-package';

const BARE = /^[^./]/;
const NOT_A_PACKAGE = /^([a-zA-Z]:|node:|data:|file:)/;
const NS = 'blogctl-cjs-package';

/** The banner of the server bundle: `require` for the CommonJS packages it loads. */
export const SERVER_REQUIRE_BANNER =
  "import { createRequire as __blogctlCreateRequire } from 'node:module';\nconst require = __blogctlCreateRequire(import.meta.url);";

/** ES module syntax at the start of a line: a `.js` file written for bundlers (a package's `module` entry). */
const ESM_SYNTAX = /^\s*(?:import\s*[\w{*'"]|export\s*[\w{*])/m;

/** Whether `file` is CommonJS as Node reads it: `.cjs`, or `.js` without ES module syntax in a package whose
 *  package.json is not `type: module`. */
function isCommonJs(file: string): boolean {
  const ext = extname(file);
  if (ext === '.cjs') return true;
  if (ext !== '.js' || ESM_SYNTAX.test(readFileSync(file, 'utf8'))) return false;
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

/** The plugin: CommonJS packages through a CommonJS module of the bundle, ES module packages bundled (built-ins
 *  and what cannot be found left to the next plugin). */
export const cjsPackageInterop: esbuild.Plugin = {
  name: 'blogctl-cjs-package-interop',
  setup(build) {
    build.onResolve({ filter: BARE }, async (args) => {
      if (args.pluginData === 'inner' || args.kind === 'entry-point' || args.namespace === NS) return undefined;
      if (NOT_A_PACKAGE.test(args.path)) return undefined;
      const found = await resolvePackageImport(build, args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'inner',
      });
      if (found.errors.length || found.external || !found.path) return undefined;
      // An ES module package is bundled: many are written for bundlers (directory imports, extensionless paths)
      // and do not load in Node's own ES loader, as they do in Docusaurus's webpack.
      // A Yarn Plug'n'Play package lives in a zip archive (esbuild reads it; Node and fs cannot): bundled.
      if (inZipArchive(found.path)) return { path: found.path };
      return isCommonJs(found.path) ? { path: found.path, namespace: NS } : { path: found.path };
    });
    build.onResolve({ filter: /.*/, namespace: NS }, (args) => ({ path: args.path, external: true }));
    build.onLoad({ filter: /.*/, namespace: NS }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});\n`,
      loader: 'js',
    }));
  },
};
