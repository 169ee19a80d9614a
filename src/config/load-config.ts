// Stage 1: find blogctl.config.ts, compile it with esbuild, validate it, and freeze the resolved result.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { BlogctlError, type Diagnostic } from '../errors/blogctl-error';
import { cacheRoot, packageVersion } from '../util/package-root';
import { hashOf } from '../util/hash';
import { configSchema, type SiteConfigShape, type UserConfig } from './schema';

export const CONFIG_FILES = ['blogctl.config.ts', 'blogctl.config.mts', 'blogctl.config.js', 'blogctl.config.mjs'];

export interface LocaleConfig {
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  path: string;
}

/** The validated config with absolute paths. Frozen; passed down, never global. */
export interface ResolvedConfig extends Omit<SiteConfigShape, 'contentDir' | 'staticDir' | 'outDir'> {
  /** Folder holding the config file. */
  root: string;
  /** Absolute path of the config file, or undefined when the config was passed inline. */
  configFile?: string;
  contentDir: string;
  staticDir: string;
  outDir: string;
  /** Locale settings of the default locale. */
  locale: LocaleConfig & { id: string };
  /** Hash of the validated config, for caches. */
  hash: string;
  /** blogctl version, for the generator tag. */
  generator: string;
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
      throw new BlogctlError({
        code: 'CONFIG_NOT_FOUND',
        message: `No blogctl.config.ts was found in ${root}.`,
        hint: 'Run blogctl from the site folder, or pass --cwd <folder>. A minimal config is: export default defineConfig({ title: "My site", url: "https://example.com" }).',
      });
    }
    raw = await importConfigFile(configFile);
  }
  return resolveConfig(raw, { root, configFile, outDir: options.outDir });
}

/** Validates a raw config object and resolves it. Exported for tests. */
export function resolveConfig(raw: unknown, ctx: { root: string; configFile?: string; outDir?: string }): ResolvedConfig {
  const parsed = configSchema.safeParse(raw);
  const file = ctx.configFile ?? join(ctx.root, 'blogctl.config.ts');
  if (!parsed.success) {
    const source = ctx.configFile ? readFileSync(ctx.configFile, 'utf8') : '';
    const diagnostics: Diagnostic[] = parsed.error.issues.map((issue) => {
      const path = formatPath(issue.path);
      const text = `${path || '(root)'}: ${describeIssue(issue)}`;
      return { code: 'CONFIG_INVALID', severity: 'error', text, loc: locateKey(source, file, issue.path) };
    });
    throw new BlogctlError({
      code: 'CONFIG_INVALID',
      message: `The config has ${diagnostics.length} problem(s):\n` + diagnostics.map((d) => '  ' + d.text).join('\n'),
      hint: 'Fix the keys listed above in ' + file + '.',
      loc: diagnostics[0]?.loc,
      diagnostics,
    });
  }
  const c = parsed.data;
  const localeId = c.i18n.defaultLocale;
  const defaults: LocaleConfig = { label: localeId, direction: 'ltr', htmlLang: localeId, calendar: 'gregory', path: localeId };
  const locale = { id: localeId, ...defaults, ...c.i18n.localeConfigs[localeId] };
  const resolved: ResolvedConfig = {
    ...c,
    root: ctx.root,
    configFile: ctx.configFile,
    contentDir: resolve(ctx.root, c.contentDir),
    staticDir: resolve(ctx.root, c.staticDir),
    outDir: resolve(ctx.root, ctx.outDir ?? c.outDir),
    locale,
    generator: `blogctl ${packageVersion()}`,
    hash: '',
  };
  resolved.hash = hashOf(JSON.stringify(resolved));
  return deepFreeze(resolved);
}

function formatPath(path: PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key);
  return out;
}

function describeIssue(issue: { code: string; message: string; keys?: string[] }): string {
  if (issue.code === 'unrecognized_keys' && issue.keys) return `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}; check the spelling against the documented keys`;
  return issue.message.replace(/^Invalid input: /, '');
}

/** Best-effort location of a key path in the config source: the line of the last key's name. */
function locateKey(source: string, file: string, path: PropertyKey[]): Diagnostic['loc'] {
  const key = [...path].reverse().find((k) => typeof k === 'string') as string | undefined;
  if (!source || !key) return { file };
  const lines = source.split('\n');
  const re = new RegExp(`(^|[\\s{,])["']?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`);
  for (let i = 0; i < lines.length; i++) {
    const m = re.exec(lines[i]);
    if (m) return { file, line: i + 1, column: m.index + m[1].length + 1 };
  }
  return { file };
}

/** Compiles the config (TS or JS) with esbuild into the cache and imports it. */
async function importConfigFile(file: string): Promise<unknown> {
  let result: esbuild.BuildResult & { outputFiles: esbuild.OutputFile[] };
  try {
    result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      logLevel: 'silent',
      plugins: [blogctlShim],
    });
  } catch (err) {
    const first = (err as esbuild.BuildFailure).errors?.[0];
    if (!first) throw err;
    const loc = first.location ? { file: resolve(dirname(file), first.location.file.startsWith('/') ? first.location.file : resolve(first.location.file)), line: first.location.line, column: first.location.column + 1 } : { file };
    throw new BlogctlError({
      code: 'CONFIG_SYNTAX',
      message: `The config file could not be compiled: ${first.text}`,
      hint: 'Fix the syntax error at the location above; the config must be valid TypeScript.',
      loc: { ...loc, file: first.location ? resolve(first.location.file) : file },
    });
  }
  const code = result.outputFiles[0].text;
  const dir = join(cacheRoot(), 'config');
  mkdirSync(dir, { recursive: true });
  const out = join(dir, `config-${hashOf(file, code)}.mjs`);
  if (!existsSync(out)) writeFileSync(out, code);
  try {
    const mod = (await import(pathToFileURL(out).href)) as { default?: unknown };
    if (mod.default === undefined) {
      throw new BlogctlError({ code: 'CONFIG_INVALID', message: `${file} has no default export.`, hint: 'Write `export default defineConfig({ ... })`.', loc: { file } });
    }
    return mod.default;
  } catch (err) {
    if (err instanceof BlogctlError) throw err;
    throw new BlogctlError({
      code: 'CONFIG_RUNTIME',
      message: `The config file threw while it was loaded: ${(err as Error).message}`,
      hint: 'The config runs as a module at build time; check the expressions it evaluates.',
      loc: { file },
      cause: err,
    });
  }
}

/** Resolves `import { defineConfig } from 'blogctl'` inside a config without needing the package on disk. */
const blogctlShim: esbuild.Plugin = {
  name: 'blogctl-shim',
  setup(build) {
    build.onResolve({ filter: /^blogctl$/ }, () => ({ path: 'blogctl', namespace: 'blogctl-shim' }));
    build.onLoad({ filter: /.*/, namespace: 'blogctl-shim' }, () => ({ contents: 'export const defineConfig = (c) => c;', loader: 'js' }));
  },
};

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}
