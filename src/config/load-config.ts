// Stage 1: find blogctl.config.ts, load it (as written when it is plain JavaScript, plain-module.ts; else compiled
// with esbuild), validate it, and freeze the resolved result.
import type { MdxComponentsFile } from './mdx-components';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { BlogctlError, fail, type SourceLocation } from '../errors/blogctl-error';
import { absolutePackages } from '../util/absolute-packages';
import { esbuildLocation } from '../util/esbuild-location';
import { writeFileAtomic } from '../util/write-atomic';
import { compileCacheDir, siteCacheDir } from '../util/site-cache';
import { hashOf } from '../util/hash';
import type { UiTable } from '../shared/i18n';
import type { SiteConfigShape, UserConfig } from './schema';
import { finishConfig, type ResolveContext } from './finish-config';
import { toolchainKey } from '../util/toolchain-key';
import { BLOGCTL_SHIM, plainConfigModule } from './plain-module';
import { loadEsbuild } from '../util/require-cjs';
import { importModule } from '../util/import-module';

export const CONFIG_FILES = ['blogctl.config.ts', 'blogctl.config.mts', 'blogctl.config.js', 'blogctl.config.mjs'];

export interface LocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  path: string;
}

/** The validated config with absolute paths. Frozen; passed down, never global. */
export interface ResolvedConfig
  extends Omit<
    SiteConfigShape,
    | 'contentDir'
    | 'staticDir'
    | 'staticDirectories'
    | 'outDir'
    | 'blog'
    | 'blogInstances'
    | 'docsInstances'
    | 'mdxComponents'
  > {
  blog: SiteConfigShape['blog'] & { sidebarTitle: string };
  /** Further blogs, each with its folder, absolute. */
  blogInstances: (SiteConfigShape['blogInstances'][number] & { sidebarTitle: string; dir: string })[];
  /** Further docs, each with its folder, absolute. */
  docsInstances: (SiteConfigShape['docsInstances'][number] & { dir: string })[];
  /** The UI strings: the default locale's table (shared/i18n) with `i18n.strings` applied. */
  ui: UiTable;
  /** Folder holding the config file. */
  root: string;
  /** Absolute path of the config file, or undefined when the config was passed inline. */
  configFile?: string;
  contentDir: string;
  /** The blog, docs and pages folders, absolute (see `blog.path` in the schema). */
  dirs: { blog: string; docs: string; pages: string };
  /** The first static folder (the only one unless `staticDirectories` lists more). */
  staticDir: string;
  /** Every static folder, absolute, in the order a clash is decided (the first wins). */
  staticDirectories: string[];
  outDir: string;
  /** Locale settings of the default locale. */
  locale: LocaleConfig & { id: string };
  /** Hash of the validated config, for caches. */
  hash: string;
  /** blogctl version, for the generator tag. */
  generator: string;
  /** The site's src/theme/MDXComponents file: the components it adds to every Markdown file (less those its
   *  config `mdxComponents.exclude` names). */
  mdxComponents?: MdxComponentsFile;
}

export interface LoadConfigOptions {
  /** Site root (the folder with blogctl.config.ts). @default process.cwd() */
  root?: string;
  /** Use this config object instead of reading a file (tests). */
  inline?: UserConfig;
  /** Override the output folder (relative to root). */
  outDir?: string;
}

/** Loads, validates and resolves the site config. Throws BlogctlError with every problem at once. */
export async function loadConfig(options: LoadConfigOptions = {}): Promise<ResolvedConfig> {
  const root = resolve(options.root ?? process.cwd());
  let raw: unknown;
  let configFile: string | undefined;
  if (options.inline) {
    raw = options.inline;
  } else {
    configFile = CONFIG_FILES.map((f) => join(root, f)).find((f) => existsSync(f));
    if (!configFile) {
      throw fail('CONFIG_NOT_FOUND', { root });
    }
    raw = await importSiteModule(configFile, root, CONFIG_MODULE);
  }
  return validateAndResolve(raw, { root, configFile, outDir: options.outDir });
}

/**
 * Validates and resolves a raw config. The zod schema (slow to load) is only imported when this exact config
 * value has not been validated before by this blogctl build: a plain-JSON config that passed is remembered
 * in the cache, keyed by its text and the toolchain.
 */
async function validateAndResolve(raw: unknown, ctx: ResolveContext): Promise<ResolvedConfig> {
  const json = plainJson(raw);
  const cacheDir = siteCacheDir(ctx.root);
  const file =
    json === undefined || !cacheDir
      ? undefined
      : join(cacheDir, 'config', `valid-${hashOf(toolchainKey(), json)}.json`);
  if (file && existsSync(file)) {
    try {
      return finishConfig(JSON.parse(readFileSync(file, 'utf8')) as SiteConfigShape, ctx);
    } catch {
      // Unreadable: validate again below.
    }
  }
  const { validateConfig } = await import('./resolve-config');
  const valid = validateConfig(raw, ctx);
  const validJson = plainJson(valid);
  if (file && validJson !== undefined) {
    try {
      writeFileAtomic(file, validJson, { mkdir: true });
    } catch {
      // Only a cache: the next run validates again.
    }
  }
  return finishConfig(valid, ctx);
}

/**
 * JSON text of a value made only of plain objects, arrays, strings, finite numbers, booleans and null (object
 * keys set to undefined count as absent, as they do for the schema); else undefined.
 */
function plainJson(value: unknown): string | undefined {
  const plain = (v: unknown, inObject = false): boolean => {
    if (v === undefined) return inObject;
    if (v === null || typeof v === 'string' || typeof v === 'boolean') return true;
    if (typeof v === 'number') return Number.isFinite(v);
    if (Array.isArray(v)) return v.every((x) => plain(x));
    if (typeof v !== 'object' || Object.getPrototypeOf(v) !== Object.prototype) return false;
    return Object.values(v as object).every((x) => plain(x, true));
  };
  return plain(value) ? JSON.stringify(value) : undefined;
}

/** What the last compile of a config file read: every input with its content hash, and the output module. */
interface CompiledConfig {
  out: string;
  inputs: [string, string][];
}

/** The cached compile of `file` when none of the files it was bundled from changed since. */
function cachedCompile(indexFile: string): string | undefined {
  try {
    const index = JSON.parse(readFileSync(indexFile, 'utf8')) as CompiledConfig;
    if (!existsSync(index.out)) return undefined;
    for (const [input, hash] of index.inputs) if (hashOf(readFileSync(input)) !== hash) return undefined;
    return index.out;
  } catch {
    return undefined;
  }
}

/** How a site module (the config, the sidebars file) is cached and how its failures are reported. */
export interface SiteModuleKind {
  /** Cache subfolder under the compile cache. */
  dir: string;
  /** The error of a module esbuild could not compile (`reason`: esbuild's message). */
  syntax: (reason: string, loc: SourceLocation) => BlogctlError;
  /** The error of a module that threw while it was imported. */
  runtime: (reason: string, file: string, cause: unknown) => BlogctlError;
  /** The error of a module without a default export. */
  noDefault: (file: string) => BlogctlError;
  /**
   * Compile to CommonJS (and unwrap an ES module's default export), so a file written either way works, even a
   * `module.exports = …` file under a `"type": "module"` package.json (Docusaurus loads sidebars files so).
   */
  commonJs?: boolean;
}

const CONFIG_MODULE: SiteModuleKind = {
  dir: 'config',
  syntax: (reason, loc) => fail('CONFIG_SYNTAX', { reason }, loc),
  runtime: (reason, file, cause) => fail('CONFIG_RUNTIME', { kind: 'threw', reason }, { file }, cause),
  noDefault: (file) => fail('CONFIG_INVALID', { kind: 'no-default-export', file }, { file }),
};

/**
 * Compiles a site module (TS or JS, ESM or CommonJS) with esbuild into the cache and imports its default
 * export. The compile is reused while the file and every local file it imports are unchanged, so most runs
 * never start esbuild.
 */
export async function importSiteModule(file: string, root: string, kind: SiteModuleKind): Promise<unknown> {
  const dir = join(compileCacheDir(root), kind.dir);
  const indexFile = join(dir, `compiled-${hashOf(file)}.json`);
  const ready = cachedCompile(indexFile) ?? (kind === CONFIG_MODULE ? plainModule(file, dir, indexFile) : undefined);
  return importCompiled(ready ?? (await compileModule(file, dir, indexFile, kind)), file, kind);
}

/** A config that is plain JavaScript (plain-module.ts), written to the cache as it is; undefined: compile it. */
function plainModule(file: string, dir: string, indexFile: string): string | undefined {
  const bytes = readFileSync(file);
  const code = plainConfigModule(bytes.toString('utf8'));
  if (code === undefined) return undefined;
  mkdirSync(dir, { recursive: true });
  const out = join(dir, `${CONFIG_MODULE.dir}-${hashOf(file, code)}.mjs`);
  if (!existsSync(out)) writeFileSync(out, code);
  writeFileAtomic(indexFile, JSON.stringify({ out, inputs: [[file, hashOf(bytes)]] } satisfies CompiledConfig));
  return out;
}

async function compileModule(file: string, dir: string, indexFile: string, kind: SiteModuleKind): Promise<string> {
  const esbuild = loadEsbuild();
  let result: esbuild.BuildResult & { outputFiles: esbuild.OutputFile[]; metafile: esbuild.Metafile };
  try {
    result = await esbuild.build({
      absWorkingDir: dirname(file),
      metafile: true,
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: kind.commonJs ? 'cjs' : 'esm',
      target: 'node20',
      logLevel: 'silent',
      // Packages stay external, named by absolute path (resolved from the module's folder).
      plugins: [blogctlShim, absolutePackages],
    });
  } catch (err) {
    const first = (err as esbuild.BuildFailure).errors?.[0];
    if (!first) throw err;
    // esbuild reports paths relative to absWorkingDir (the module's folder).
    const loc = first.location ? esbuildLocation(dirname(file), first.location) : { file };
    throw kind.syntax(first.text, loc);
  }
  const code = result.outputFiles[0].text;
  mkdirSync(dir, { recursive: true });
  const out = join(dir, `${kind.dir}-${hashOf(file, code)}.${kind.commonJs ? 'cjs' : 'mjs'}`);
  if (!existsSync(out)) writeFileSync(out, code);
  const inputs = Object.keys(result.metafile.inputs)
    .map((p) => resolve(dirname(file), p))
    .filter((p) => existsSync(p))
    .map((p): [string, string] => [p, hashOf(readFileSync(p))]);
  writeFileAtomic(indexFile, JSON.stringify({ out, inputs } satisfies CompiledConfig));
  return out;
}

async function importCompiled(out: string, file: string, kind: SiteModuleKind): Promise<unknown> {
  try {
    let mod = await importModule<{ default?: unknown }>(pathToFileURL(out).href);
    // A CommonJS build of an ES module: its exports object, with the default export inside.
    if (
      kind.commonJs &&
      typeof mod.default === 'object' &&
      mod.default !== null &&
      (mod.default as { __esModule?: boolean }).__esModule
    )
      mod = mod.default as { default?: unknown };
    if (mod.default === undefined) {
      throw kind.noDefault(file);
    }
    return mod.default;
  } catch (err) {
    if (err instanceof BlogctlError) throw err;
    throw kind.runtime((err as Error).message, file, err);
  }
}

/** Resolves `import { defineConfig } from 'blogctl'` inside a config without needing the package on disk. */
const blogctlShim: esbuild.Plugin = {
  name: 'blogctl-shim',
  setup(build) {
    build.onResolve({ filter: /^blogctl$/ }, () => ({ path: 'blogctl', namespace: 'blogctl-shim' }));
    build.onLoad({ filter: /.*/, namespace: 'blogctl-shim' }, () => ({ contents: BLOGCTL_SHIM, loader: 'js' }));
  },
};
