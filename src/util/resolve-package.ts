// Resolving a package import as Docusaurus's bundler does. esbuild follows a package's `exports` exactly, as Node
// does; webpack goes on from an `exports` target with its extensions and directory index files (enhanced-resolve,
// when imports need not be fully specified). So an import like `three/examples/jsm/controls/OrbitControls`,
// which three's `"./examples/jsm/*": "./examples/jsm/*"` maps to a path with no extension, builds in Docusaurus:
// when esbuild cannot resolve a subpath, each extension and index file is tried after it.
import type * as esbuild from 'esbuild';

/** What webpack appends to an extensionless target, in its order (Docusaurus's `resolve.extensions` and index). */
const SUFFIXES = ['.js', '.jsx', '.mjs', '.cjs', '.ts', '.tsx', '.json', '/index.js', '/index.mjs', '/index.cjs'];

/** A subpath of a package, written without an extension: `pkg/a/b`, `@scope/pkg/a`. */
const EXTENSIONLESS_SUBPATH = /^(@[^/]+\/)?[^/@.][^/]*\/(?:[^/]+\/)*[^/.]+$/;

/** `build.resolve` of a bare import, then (for an extensionless subpath it cannot find) each of webpack's
 *  suffixes; the first failure is returned when none resolves. */
export async function resolvePackageImport(
  build: esbuild.PluginBuild,
  spec: string,
  options: esbuild.ResolveOptions,
): Promise<esbuild.ResolveResult> {
  const found = await build.resolve(spec, options);
  return (found.errors.length && (await withSuffix(build, spec, options))) || found;
}

/** The first of webpack's suffixes with which an extensionless subpath resolves. */
async function withSuffix(
  build: esbuild.PluginBuild,
  spec: string,
  options: esbuild.ResolveOptions,
): Promise<esbuild.ResolveResult | undefined> {
  if (!EXTENSIONLESS_SUBPATH.test(spec)) return undefined;
  for (const suffix of SUFFIXES) {
    const retry = await build.resolve(spec + suffix, options);
    if (!retry.errors.length) return retry;
  }
  return undefined;
}

/** Registers the suffix fallback for every bare import of a build with no other package plugin (the browser's
 *  site code: its packages are bundled as esbuild finds them, and what it cannot find is left to esbuild). */
export function packageImports(build: esbuild.PluginBuild): void {
  build.onResolve({ filter: /^[^./]/ }, async (args) => {
    if (args.pluginData === PACKAGE_IMPORT || args.kind === 'entry-point' || !EXTENSIONLESS_SUBPATH.test(args.path))
      return undefined;
    const options = {
      kind: args.kind,
      resolveDir: args.resolveDir,
      importer: args.importer,
      pluginData: PACKAGE_IMPORT,
    };
    const found = await build.resolve(args.path, options);
    return found.errors.length ? withSuffix(build, args.path, options) : undefined;
  });
}

const PACKAGE_IMPORT = 'blogctl-package-import';

/** Whether a resolved path is inside a zip archive (a Yarn Plug'n'Play package): esbuild reads it, Node's
 *  require and fs cannot. */
export function inZipArchive(path: string): boolean {
  return /\.zip[/\\]/.test(path);
}
