// Server side of a site's own React code: every module an MDX file imports (and every `pages/*.tsx` page) is
// compiled by esbuild into one ESM file per module under `<cache>/site-components/`, then imported for
// renderToString. React stays external, named by blogctl's absolute path; CSS imports are left to the browser
// chunks (site-chunks.ts). A compiled set is reused while every file it was built from is unchanged.
import '../../util/react-mode';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { error, warning, type Diagnostic } from '../../errors/blogctl-error';
import type { SiteBundle } from '../../errors/catalogue/site-code';
import { absolutePackagesPlugin } from '../../util/absolute-packages';
import { esbuildLocation } from '../../util/esbuild-location';
import { hashOf } from '../../util/hash';
import { dependencyVersion, packageRoot } from '../../util/package-root';
import { siteCodePlugin } from './esbuild-plugins';
import { toolchainKey } from '../../util/toolchain-key';
import { cjsPackageInterop, SERVER_REQUIRE_BANNER } from './package-interop';
import { loadEsbuild } from '../../util/require-cjs';
import { importModule } from '../../util/import-module';
import { mapModuleLocation, moduleSource } from '../markdown-plugins/mdx-module';
import { mdxModulePlugin } from './mdx-module-plugin';
import { moduleId } from './component-modules';
import type { ResponsiveOptions } from '../responsive-images';
import type { AssetFile } from '../types';

interface Manifest {
  /** Input file (absolute) → hash of its text. */
  inputs: Record<string, string>;
  /** Module file → compiled file (absolute). */
  outputs: Record<string, string>;
  /** The responsive copies of the images the modules import (in order of output path). */
  copies: AssetFile[];
  /** The build's warnings (kept so a reused build reports them again). */
  warnings: Diagnostic[];
}

/** A hash of the file's content, or null when it cannot be read. */
export function fileHash(file: string): string | null {
  try {
    return hashOf(readFileSync(file));
  } catch {
    return null;
  }
}

/** A cached build whose inputs are all unchanged, or null. */
export function reusable<T extends { inputs: Record<string, string> }>(manifestFile: string): T | null {
  if (!existsSync(manifestFile)) return null;
  const m = JSON.parse(readFileSync(manifestFile, 'utf8')) as T;
  return Object.entries(m.inputs).every(([f, h]) => fileHash(f) === h) ? m : null;
}

/** The input files of an esbuild metafile (absolute, blogctl's own files and packages included) with their hashes,
 *  and the files read beside esbuild (`also`: the partials a Sass compile used). */
export function inputHashes(
  metafile: esbuild.Metafile,
  absWorkingDir: string,
  also: Iterable<string> = [],
): Record<string, string> {
  const inputs: Record<string, string> = {};
  for (const f of Object.keys(metafile.inputs)) {
    if (f.includes(':')) continue; // virtual modules (the React shim)
    const abs = resolve(absWorkingDir, f);
    inputs[abs] = fileHash(abs) ?? '';
  }
  for (const abs of also) inputs[abs] ??= fileHash(abs) ?? '';
  return inputs;
}

/** An esbuild message as a located diagnostic: a plugin's own diagnostic (its `detail`, esbuild-plugins.ts), else
 *  SITE_COMPONENT_BUNDLE with esbuild's text. */
function messageDiagnostic(
  m: esbuild.Message,
  absWorkingDir: string,
  bundle: SiteBundle,
  severity: 'error' | 'warning',
): Diagnostic {
  // A location in one of blogctl's virtual namespaces (a CSS module's stylesheet) is in the file after the prefix.
  // (esbuild counts columns in UTF-8 bytes: esbuildLocation turns them into characters.)
  const at = m.location
    ? esbuildLocation(absWorkingDir, { ...m.location, file: m.location.file.replace(/^blogctl-[\w-]+:/, '') })
    : undefined;
  // A module generated from an MDX file names the MDX file's own line and column.
  const loc = at && (mapModuleLocation(at.file, at.line, at.column) ?? at);
  // A diagnostic a plugin of blogctl's raised (not any error a callback threw: Node's have a `code` too).
  const own = m.detail as Diagnostic | undefined;
  if (own?.code && typeof own.text === 'string') return { ...own, severity, ...(loc && { loc }) };
  const params = { bundle, reason: m.text, located: true };
  return severity === 'error'
    ? error('SITE_COMPONENT_BUNDLE', params, loc)
    : warning('SITE_COMPONENT_BUNDLE', params, loc);
}

/** esbuild's errors as located diagnostics. */
export function bundleDiagnostics(failure: unknown, absWorkingDir: string, bundle: SiteBundle): Diagnostic[] {
  const errors = (failure as esbuild.BuildFailure).errors;
  if (!errors?.length)
    return [error('SITE_COMPONENT_BUNDLE', { bundle, reason: (failure as Error).message, located: false })];
  return errors.map((e) => messageDiagnostic(e, absWorkingDir, bundle, 'error'));
}

/** The build's own warnings (the Docusaurus compatibility modules'), as located diagnostics. */
function coded(warnings: esbuild.Message[], absWorkingDir: string): Diagnostic[] {
  return warnings
    .filter((w) => (w.detail as Diagnostic | undefined)?.code)
    .map((w) => messageDiagnostic(w, absWorkingDir, 'component', 'warning'));
}

/** Where and how the server modules of a site are compiled. */
export interface ServerModuleOptions {
  siteRoot: string;
  /** The site's cache folder: the compiled modules are kept under `site-components/server-<key>`. */
  cacheDir: string;
  /** The site's baseUrl, for the URL of an imported medium. @default "/" */
  baseUrl?: string;
  /** Config `images.responsive`: the srcset of an imported raster image (image-module.ts). */
  responsive?: ResponsiveOptions;
  /** Where a server-relative import (`require('/img/x.png')`) is looked for (url-roots.ts). */
  urlRoots?: readonly string[];
}

/** What the server modules give: each module's exports by file, the responsive copies of the images they import
 *  (for the assets stage) and the diagnostics. */
export interface ServerModules {
  modules: Map<string, Record<string, unknown>>;
  copies: AssetFile[];
  diagnostics: Diagnostic[];
}

/** Compiles the modules for the server (or finds them compiled) and imports them. */
export async function loadServerModules(files: string[], options: ServerModuleOptions): Promise<ServerModules> {
  const { siteRoot, cacheDir, baseUrl = '/', responsive } = options;
  const sorted = [...new Set(files)].sort();
  // blogctl's own code is part of the key (toolchainKey): how site code is compiled changes with it.
  const key = hashOf(
    toolchainKey(),
    packageRoot(),
    dependencyVersion('esbuild'),
    dependencyVersion('react'),
    siteRoot,
    baseUrl,
    JSON.stringify(responsive ?? null),
    JSON.stringify(options.urlRoots ?? null),
    ...sorted,
  );
  const dir = join(cacheDir, 'site-components', 'server-' + key.slice(0, 16));
  const manifest =
    reusable<Manifest>(join(dir, 'manifest.json')) ??
    (await compileServerModules(sorted, dir, { ...options, baseUrl }));
  if (Array.isArray(manifest)) return { modules: new Map(), copies: [], diagnostics: manifest };
  return importServerModules(manifest);
}

/** Compiles the modules with esbuild into `dir` (through a temp folder beside it); returns the manifest, or the
 *  build's errors. */
async function compileServerModules(
  sorted: string[],
  dir: string,
  options: ServerModuleOptions,
): Promise<Manifest | Diagnostic[]> {
  const { siteRoot, baseUrl, responsive, urlRoots } = options;
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const esbuild = loadEsbuild();
  const entryPoints = Object.fromEntries(sorted.map((f) => [moduleId(f, siteRoot), f]));
  const loaded = new Set<string>();
  const copies = new Map<string, AssetFile>();
  let result: esbuild.BuildResult<{ metafile: true }>;
  try {
    result = await esbuild.build({
      absWorkingDir: siteRoot,
      entryPoints,
      outdir: tmp,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      // Docusaurus sites write JSX in .js files too (its bundler reads them as JSX).
      // (A Sass file is compiled by the site code plugin: a CSS module's class map, or nothing for a global one.)
      loader: { '.js': 'jsx', '.css': 'empty', '.module.css': 'empty' },
      plugins: [
        mdxModulePlugin(),
        siteCodePlugin(siteRoot, 'server', { baseUrl, responsive, copies, loaded, urlRoots }),
        cjsPackageInterop,
        absolutePackagesPlugin('error'),
      ],
      banner: { js: SERVER_REQUIRE_BANNER },
      metafile: true,
      logLevel: 'silent',
    });
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    return bundleDiagnostics(err, siteRoot, 'component');
  }
  const outputs: Record<string, string> = {};
  for (const [id, f] of Object.entries(entryPoints)) outputs[f] = join(dir, id + '.mjs');
  const manifest: Manifest = {
    inputs: inputHashes(result.metafile, siteRoot, loaded),
    outputs,
    copies: [...copies.values()].sort((a, b) => (a.to < b.to ? -1 : 1)),
    warnings: coded(result.warnings, siteRoot),
  };
  writeFileSync(join(tmp, 'manifest.json'), JSON.stringify(manifest));
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  return manifest;
}

/** Imports the compiled modules of `manifest`. */
async function importServerModules(manifest: Manifest): Promise<ServerModules> {
  const modules = new Map<string, Record<string, unknown>>();
  // The version query makes a long-lived process (the dev server) load a recompiled module afresh.
  const version = hashOf(JSON.stringify(manifest.inputs)).slice(0, 12);
  const failed: Diagnostic[] = [];
  for (const [f, out] of Object.entries(manifest.outputs)) {
    try {
      modules.set(f, await importModule(`${pathToFileURL(out).href}?v=${version}`));
    } catch (err) {
      // A package the compiled module imports has gone since it was compiled (node_modules changed): the
      // component's file, not a crash.
      if ((err as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') {
        failed.push(loadFailure(f, err));
        continue;
      }
      const pkg = /Cannot find (?:package|module) '([^']+)'/.exec((err as Error).message)?.[1] ?? 'a package';
      const reason = `"${pkg}", which it imports, cannot be found: install the site's packages (npm install)`;
      return {
        modules: new Map(),
        copies: [],
        diagnostics: [error('SITE_COMPONENT_BUNDLE', { bundle: 'component', reason, located: false }, { file: f })],
      };
    }
  }
  return { modules, copies: manifest.copies, diagnostics: [...(manifest.warnings ?? []), ...failed] };
}

/** A module whose code threw when it was loaded (its top-level code, or a package's): a located error naming the
 *  file (the MDX file, for a module generated from one), not a crash. */
function loadFailure(file: string, err: unknown): Diagnostic {
  let source: string | undefined;
  try {
    source = moduleSource(readFileSync(file, 'utf8'));
  } catch {
    source = undefined;
  }
  const reason = `its code threw when it was loaded: ${(err as Error)?.message ?? String(err)}`;
  return error('SITE_COMPONENT_BUNDLE', { bundle: 'component', reason, located: false }, { file: source ?? file });
}
