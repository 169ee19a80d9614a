// PostCSS over the site's own stylesheets (config `postcss`; issue 32), as Docusaurus runs postcss-loader: the
// plugins of the site's PostCSS config file (`postcss.config.*` beside the config, or the file named) and then those
// `postcss.plugins` names (what a Docusaurus plugin's `configurePostCss` added, Tailwind v3 or v4 and autoprefixer
// usually), all loaded from the site's node_modules with the site's own `postcss`. It runs over the `customCss`
// stylesheets and the CSS (and CSS modules) the site's components import, before the CSS-module renaming.
// Tailwind scans the files its config names relative to the working folder, which under Docusaurus is the site
// folder: the plugins run with the site folder as the working folder (only while they run; see withSiteCwd).
// Every file and folder a plugin reports reading (PostCSS `dependency` / `dir-dependency` messages) is recorded,
// so the cached bundles are rebuilt when one of them changes (a new class in a Markdown file).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, relative, resolve } from 'node:path';
import type * as esbuild from 'esbuild';
import { BlogctlError, error, warning, type Diagnostic } from '../../errors/blogctl-error';
import { hashOf } from '../../util/hash';
import { loadEsbuild } from '../../util/require-cjs';
import { writeFileAtomic } from '../../util/write-atomic';

/** The config's `postcss` key. */
export interface PostcssOptions {
  config: boolean | string;
  plugins: (string | [string, unknown])[];
}

/** The config file names looked for beside blogctl's config (postcss-load-config's, the common ones). */
export const POSTCSS_CONFIG_FILES = [
  'postcss.config.js',
  'postcss.config.cjs',
  'postcss.config.mjs',
  'postcss.config.ts',
  'postcss.config.cts',
  'postcss.config.mts',
  '.postcssrc.json',
  '.postcssrc',
];

interface Processor {
  process(css: string, opts: { from: string; to?: string; map: false }): PromiseLike<PostcssRun>;
}
interface PostcssRun {
  css: string;
  messages: { type: string; file?: string; dir?: string; glob?: string }[];
  warnings(): { text: string; line?: number; column?: number; plugin?: string }[];
}
interface PostcssError extends Error {
  reason?: string;
  plugin?: string;
  file?: string;
  line?: number;
  column?: number;
}

export interface SitePostcss {
  root: string;
  /** What the step is made of (config file text, plugin names and versions): part of the bundles' keys. */
  key: string;
  /** Runs the plugins over `css` (the text of `file`); a failure is an esbuild message located in the stylesheet. */
  process(
    css: string,
    file: string,
  ): Promise<{ css: string; warnings: esbuild.PartialMessage[] } | { errors: esbuild.PartialMessage[] }>;
  /** Keeps the files and folders the plugins read so far in `record` (see postcssInputsKey). */
  save(record: string): void;
}

/** The site's PostCSS config file, or undefined (none, or `config: false`). */
export function postcssConfigFile(root: string, options: PostcssOptions): string | undefined {
  if (options.config === false) return undefined;
  if (typeof options.config === 'string') return resolve(root, options.config);
  return POSTCSS_CONFIG_FILES.map((f) => join(root, f)).find((f) => existsSync(f));
}

function loadConfigFile(file: string, req: NodeRequire, cacheDir: string): unknown {
  if (/\.postcssrc(\.json)?$/.test(file)) return JSON.parse(readFileSync(file, 'utf8'));
  if (!/\.[cm]?ts$/.test(extname(file))) return req(file);
  // A TypeScript config: compiled to CommonJS beside the other compiled files of the site.
  const out = loadEsbuild().buildSync({
    entryPoints: [file],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'cjs',
    write: false,
    logLevel: 'silent',
  });
  const compiled = join(cacheDir, `postcss-config-${hashOf(out.outputFiles[0].text)}.cjs`);
  if (!existsSync(compiled)) writeFileAtomic(compiled, out.outputFiles[0].text, { mkdir: true });
  return req(compiled);
}

/** The plugins a config's `plugins` names: an object of names and options (`false` turns one off), or a list. */
function pluginsOf(spec: unknown, req: NodeRequire): unknown[] {
  const load = (name: string, options?: unknown) => {
    const mod = req(name) as { default?: unknown };
    const plugin = (mod && typeof mod === 'object' && 'default' in mod ? mod.default : mod) as (o?: unknown) => unknown;
    const empty = options === undefined || (typeof options === 'object' && !Object.keys(options ?? {}).length);
    return empty ? plugin : plugin(options);
  };
  if (Array.isArray(spec))
    return spec
      .filter(Boolean)
      .map((p) => (typeof p === 'string' ? load(p) : Array.isArray(p) ? load(p[0] as string, p[1]) : p));
  if (spec && typeof spec === 'object')
    return Object.entries(spec)
      .filter(([, o]) => o !== false)
      .map(([name, o]) => load(name, o));
  return [];
}

let cwdUsers = 0;
let cwdBefore = '';
/** Runs `fn` with the site folder as the working folder (Tailwind reads its `content` globs from there), and
 *  puts the previous one back when the last run that needed it is done. */
async function withSiteCwd<T>(root: string, fn: () => Promise<T>): Promise<T> {
  if (process.cwd() !== root && cwdUsers === 0) {
    cwdBefore = process.cwd();
    process.chdir(root);
  }
  if (cwdBefore) cwdUsers++;
  try {
    return await fn();
  } finally {
    if (cwdBefore && --cwdUsers === 0) {
      process.chdir(cwdBefore);
      cwdBefore = '';
    }
  }
}

const steps = new Map<string, SitePostcss | null>();

/**
 * The site's PostCSS step, or null when it has none (no config file, no plugins). Throws a BlogctlError when the
 * site asks for PostCSS and it cannot be loaded (no postcss package, a plugin or the config file that fails).
 */
export function sitePostcss(root: string, options: PostcssOptions, cacheDir: string): SitePostcss | null {
  const configFile = postcssConfigFile(root, options);
  const id = JSON.stringify([root, configFile, options.plugins]);
  if (steps.has(id)) return steps.get(id)!;
  if (!configFile && !options.plugins.length) {
    steps.set(id, null);
    return null;
  }
  const rel = (f: string) => relative(root, f).split('\\').join('/');
  const from = configFile ? rel(configFile) : 'postcss.plugins (blogctl.config.ts)';
  const req = createRequire(join(root, 'package.json'));
  let postcss: (plugins: unknown[]) => Processor;
  try {
    postcss = req('postcss') as typeof postcss;
  } catch {
    throw new BlogctlError({
      diagnostics: [error('POSTCSS_MISSING', { from }, configFile ? { file: configFile } : undefined)],
    });
  }
  let plugins: unknown[] = [];
  if (configFile) {
    let loaded: unknown;
    try {
      loaded = loadConfigFile(configFile, req, cacheDir);
      const exported = (loaded as { default?: unknown })?.default ?? loaded;
      const value =
        typeof exported === 'function' ? (exported as (ctx: object) => unknown)({ env: 'production' }) : exported;
      plugins = pluginsOf((value as { plugins?: unknown })?.plugins, req);
    } catch (err) {
      const reason = (err as Error).message.split('\n')[0];
      const code = /Cannot find (module|package) '([^']+)'/.exec(reason);
      throw new BlogctlError({
        diagnostics: [
          code && !reason.includes(configFile)
            ? error('POSTCSS_PLUGIN', { name: code[2], reason }, { file: configFile })
            : error('POSTCSS_CONFIG', { file: rel(configFile), reason }, { file: configFile }),
        ],
      });
    }
  }
  for (const p of options.plugins) {
    const [name, opts] = Array.isArray(p) ? p : [p, undefined];
    try {
      plugins.push(...pluginsOf([[name, opts]], req));
    } catch (err) {
      const reason = (err as Error).message.split('\n')[0];
      throw new BlogctlError({ diagnostics: [error('POSTCSS_PLUGIN', { name, reason })] });
    }
  }
  const versions = [...options.plugins.map((p) => (Array.isArray(p) ? p[0] : p)), 'postcss'].map((name) => {
    try {
      return `${name}@${(req(`${name}/package.json`) as { version?: string }).version ?? ''}`;
    } catch {
      return name;
    }
  });
  const processor = postcss(plugins);
  const inputs = { files: new Set<string>(), dirs: new Map<string, string>() };
  const step: SitePostcss = {
    root,
    key: hashOf(from, configFile ? readFileSync(configFile, 'utf8') : '', JSON.stringify(options.plugins), ...versions),
    process: (css, file) => withSiteCwd(root, () => run(processor, { css, file, name: rel(file) }, inputs)),
    save(record) {
      const data = { files: [...inputs.files].sort(), dirs: [...inputs.dirs].sort() };
      try {
        writeFileAtomic(record, JSON.stringify(data), { mkdir: true });
      } catch {
        // Only a cache: the next build runs the plugins again.
      }
    },
  };
  steps.set(id, step);
  return step;
}

async function run(
  processor: Processor,
  { css, file, name }: { css: string; file: string; name: string },
  inputs: { files: Set<string>; dirs: Map<string, string> },
): Promise<{ css: string; warnings: esbuild.PartialMessage[] } | { errors: esbuild.PartialMessage[] }> {
  try {
    const result = await processor.process(css, { from: file, map: false });
    for (const m of result.messages) {
      if (m.type === 'dependency' && m.file) inputs.files.add(m.file);
      if (m.type === 'dir-dependency' && m.dir) inputs.dirs.set(m.dir, m.glob ?? '**/*');
    }
    const warnings = result.warnings().map((w): esbuild.PartialMessage => {
      const d = warning('POSTCSS_CSS', { file: name, plugin: w.plugin, reason: w.text });
      return { text: d.text, detail: d, location: { file, line: w.line ?? 1, column: (w.column ?? 1) - 1 } };
    });
    return { css: result.css, warnings };
  } catch (err) {
    const e = err as PostcssError;
    const d: Diagnostic = error('POSTCSS_CSS', { file: name, plugin: e.plugin, reason: e.reason ?? e.message });
    const lineText = e.line ? (css.split('\n')[e.line - 1] ?? '') : '';
    return {
      errors: [
        {
          text: d.text,
          detail: d,
          location: { file: e.file ?? file, line: e.line ?? 1, column: Math.max(0, (e.column ?? 1) - 1), lineText },
        },
      ],
    };
  }
}

/** Stamps of every file under `dir` (recursively, node_modules and dot folders left out). */
function treeStamps(dir: string, out: string[]): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) treeStamps(p, out);
    else if (e.isFile()) out.push(p, String(statSync(p).size), String(statSync(p).mtimeMs));
  }
}

/** Key of what the plugins read at the last build (the record `save` kept): each file's text, each folder's files'
 *  stats. Empty when there is no record yet (the first build compiles anyway). */
export function postcssInputsKey(record: string): string {
  let data: { files: string[]; dirs: [string, string][] };
  try {
    data = JSON.parse(readFileSync(record, 'utf8')) as typeof data;
  } catch {
    return '';
  }
  const parts: string[] = [];
  for (const f of data.files) {
    try {
      parts.push(f, readFileSync(f, 'utf8'));
    } catch {
      parts.push(f, '\0missing');
    }
  }
  for (const [dir] of data.dirs) treeStamps(dir, parts);
  return hashOf(...parts);
}
