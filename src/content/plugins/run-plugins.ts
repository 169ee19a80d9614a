// The site's Docusaurus plugins (config `plugins`), run for their data as Docusaurus's lifecycle documents it:
// the plugin function is called with the context and its options, then `loadContent()` and
// `contentLoaded({ content, actions })` and `injectHtmlTags({ content })`. What `actions.setGlobalData` receives is
// the global data of the site's components (useGlobalData, usePluginData), by plugin name and id; the tags
// injectHtmlTags gives go into every page. Each plugin is bundled with esbuild first, so
// it may be TypeScript or ESM and may wrap `@docusaurus/plugin-content-blog` or `-docs`: those resolve to
// blogctl's own, whose loaded content is the site's posts or docs in Docusaurus's shapes (docusaurus-content.ts).
// Hooks blogctl does not run are one located warning per plugin; a plugin that throws is a located error.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type * as esbuild from 'esbuild';
import type { ResolvedConfig } from '../../config/load-config';
import { error, warning, type Diagnostic, type SourceLocation } from '../../errors/blogctl-error';
import { hashOf } from '../../util/hash';
import { loadEsbuild } from '../../util/require-cjs';
import { compileCacheDir } from '../../util/site-cache';
import { positionAt } from '../../util/text-position';
import { writeFileAtomic } from '../../util/write-atomic';
import type { ContentGraph, PluginHtmlTags } from '../types';
import { blogContent, docsContent } from './docusaurus-content';
import { addHtmlTags, emptyHtmlTags } from './html-tags';

/** Global data: plugin name → plugin id → data. */
export type GlobalData = Record<string, Record<string, unknown>>;

/** The lifecycle hooks blogctl runs; any other function-valued hook of a plugin is reported. */
const RUN = new Set(['loadContent', 'contentLoaded', 'allContentLoaded', 'injectHtmlTags']);
const SKIPPED = [
  'configureWebpack',
  'configurePostCss',
  'postBuild',
  'postStart',
  'getClientModules',
  'getThemePath',
  'getTypeScriptThemePath',
  'getPathsToWatch',
  'extendCli',
  'getSwizzleComponentList',
  'translateContent',
  'getTranslationFiles',
  'getDefaultCodeTranslationMessages',
];

/** Where blogctl's blog and docs content wait for the content plugins' stand-ins (CONTENT_SHIMS) to load. */
const CONTENT_KEY = Symbol.for('blogctl.docusaurusContent');

/** Stand-ins for Docusaurus's content plugins: a plugin whose `loadContent` gives blogctl's content. */
const CONTENT_SHIMS: Record<string, 'blog' | 'docs'> = {
  '@docusaurus/plugin-content-blog': 'blog',
  '@docusaurus/plugin-content-docs': 'docs',
};

function contentShim(kind: 'blog' | 'docs'): string {
  const name = `docusaurus-plugin-content-${kind}`;
  return `export default function plugin(context, options) {
  return {
    name: ${JSON.stringify(name)},
    options: options || {},
    async loadContent() { return globalThis[Symbol.for('blogctl.docusaurusContent')][${JSON.stringify(kind)}]; },
    async contentLoaded() {},
  };
}
export const validateOptions = ({ options }) => options;
`;
}

/** The esbuild plugin that answers the content plugins' imports with their stand-ins. */
const contentShims: esbuild.Plugin = {
  name: 'blogctl-docusaurus-content-plugins',
  setup(build) {
    build.onResolve({ filter: /^@docusaurus\/plugin-content-(blog|docs)$/ }, (args) => ({
      path: args.path,
      namespace: 'blogctl-content-plugin',
    }));
    build.onLoad({ filter: /.*/, namespace: 'blogctl-content-plugin' }, (args) => ({
      contents: contentShim(CONTENT_SHIMS[args.path]),
      loader: 'js',
    }));
  },
};

/** One plugin of the config: what it is called in messages, its module, its options. */
interface PluginEntry {
  name: string;
  options: unknown;
  at: SourceLocation | undefined;
}

/** The plugin's location: the first mention of its name in the config file. */
function locate(config: ResolvedConfig, name: string): SourceLocation | undefined {
  if (!config.configFile) return undefined;
  const text = readFileSync(config.configFile, 'utf8');
  const i = text.indexOf(JSON.stringify(name).slice(1, -1));
  return { file: config.configFile, ...(i >= 0 ? positionAt(text, i) : { line: 1, column: 1 }) };
}

/** The plugin module bundled into the compile cache and loaded: its exports. */
async function loadPlugin(config: ResolvedConfig, name: string): Promise<Record<string, unknown>> {
  const local = name.startsWith('.') || isAbsolute(name);
  const entry = local ? resolve(config.root, name) : name;
  const out = join(compileCacheDir(config.root), 'plugins', `${hashOf(config.root, name).slice(0, 16)}.cjs`);
  await loadEsbuild().build({
    absWorkingDir: config.root,
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    // The plugin's own files are bundled; packages load from the site's node_modules (but the content plugins).
    packages: 'external',
    plugins: [contentShims],
    logLevel: 'silent',
  });
  const require = createRequire(out);
  delete require.cache[out];
  return require(out) as Record<string, unknown>;
}

/** What the site's plugins gave: their global data, the tags they inject, and the diagnostics. */
export interface PluginsRun {
  globalData: GlobalData;
  htmlTags: PluginHtmlTags;
  diagnostics: Diagnostic[];
}

/** Runs every plugin of the config. */
export async function runSitePlugins(graph: ContentGraph, config: ResolvedConfig): Promise<PluginsRun> {
  const globalData: GlobalData = {};
  const htmlTags = emptyHtmlTags();
  const diagnostics: Diagnostic[] = [];
  if (!config.plugins.length) return { globalData, htmlTags, diagnostics };
  (globalThis as Record<symbol, unknown>)[CONTENT_KEY] = {
    blog: blogContent(graph, config),
    docs: docsContent(graph, config),
  };
  const context = {
    siteDir: config.root,
    generatedFilesDir: join(config.root, '.blogctl', 'generated'),
    outDir: config.outDir,
    baseUrl: config.baseUrl,
    siteConfig: {
      title: config.title,
      tagline: config.tagline ?? '',
      url: config.url,
      baseUrl: config.baseUrl,
      customFields: config.customFields,
    },
    i18n: {
      defaultLocale: config.i18n.defaultLocale,
      currentLocale: config.i18n.defaultLocale,
      locales: [config.i18n.defaultLocale],
    },
    siteMetadata: { docusaurusVersion: 'blogctl', pluginVersions: {} },
  };
  for (const item of config.plugins) {
    const [name, options] = typeof item === 'string' ? [item, {}] : item;
    const entry: PluginEntry = { name, options: options ?? {}, at: locate(config, name) };
    await runOne(entry, context, { globalData, htmlTags, diagnostics, config });
  }
  return { globalData, htmlTags, diagnostics };
}

/** One plugin's lifecycle: create it, load its content, give it to contentLoaded with the actions, take the tags it
 *  injects. */
async function runOne(
  entry: PluginEntry,
  context: Record<string, unknown>,
  into: PluginsRun & { config: ResolvedConfig },
): Promise<void> {
  const { name, at } = entry;
  let hook = 'loading';
  try {
    const mod = await loadPlugin(into.config, name);
    const create = (typeof mod.default === 'function' ? mod.default : mod) as unknown;
    if (typeof create !== 'function') throw new Error('the module exports no plugin function');
    hook = 'the plugin function';
    const instance = (await create(context, entry.options)) as Record<string, unknown> | undefined;
    if (!instance || typeof instance !== 'object') throw new Error('the plugin function returned no plugin');
    const skipped = SKIPPED.filter((h) => typeof instance[h] === 'function' && !RUN.has(h));
    if (skipped.length) into.diagnostics.push(warning('SITE_PLUGIN_HOOK', { plugin: name, hooks: skipped }, at));
    const pluginName = String(instance.name ?? name);
    const id = String((entry.options as { id?: unknown })?.id ?? 'default');
    const actions = {
      setGlobalData(data: unknown) {
        (into.globalData[pluginName] ??= {})[id] = data;
      },
      async createData(file: string, data: string) {
        const path = join(context.generatedFilesDir as string, pluginName, file);
        writeFileAtomic(path, data, { mkdir: true });
        return path;
      },
      addRoute() {
        into.diagnostics.push(warning('SITE_PLUGIN_HOOK', { plugin: name, hooks: ['actions.addRoute'] }, at));
      },
    };
    hook = 'loadContent';
    const content = typeof instance.loadContent === 'function' ? await instance.loadContent() : undefined;
    hook = 'contentLoaded';
    if (typeof instance.contentLoaded === 'function') await instance.contentLoaded({ content, actions });
    hook = 'injectHtmlTags';
    if (typeof instance.injectHtmlTags === 'function')
      addHtmlTags(into.htmlTags, await instance.injectHtmlTags({ content }));
  } catch (err) {
    const reason = (err as { errors?: { text: string }[] }).errors?.[0]?.text ?? (err as Error)?.message ?? String(err);
    into.diagnostics.push(
      hook === 'loading'
        ? error('SITE_PLUGIN_LOAD', { plugin: name, reason }, at)
        : error('SITE_PLUGIN_FAILED', { plugin: name, hook, reason }, at),
    );
  }
}
