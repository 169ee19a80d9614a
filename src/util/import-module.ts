// import() of a file or package chosen at run time (a site's compiled config, a theme's SSR module, an optional
// package). One place for it because the CLI's one-file CommonJS compile (scripts/build-cli.mjs, dist/cli.cjs)
// runs inside a vm.Script, where a bare import() has no loader: that compile swaps this module for one that asks
// the launcher (bin/load-cli.mjs), an ES module, to import instead. Everywhere else this is import() itself.

/** The module namespace of `specifier` (a file: URL or a package name, resolved from blogctl's folder). */
export function importModule<T = Record<string, unknown>>(specifier: string): Promise<T> {
  return import(specifier) as Promise<T>;
}
