// build(options): the pipeline as one readable list of stages —
// config → content → routes → validate → bundles → render → write. Each stage is timed for the summary.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, type ResolvedConfig } from '../config/load-config';
import type { UserConfig } from '../config/schema';
import { validateConfigRefs } from '../config/validate-refs';
import { loadContent } from '../content/graph';
import { listStaticFiles } from '../content/static-files';
import { assertSafeOutDir, OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from '../output/out-dir-guard';
import type { ContentGraph } from '../content/types';
import { isBlogctlError, type Diagnostic } from '../errors/blogctl-error';
import { DiskSink, MemorySink, type OutputFile } from '../output/sink';
import { abortOutput, beginOutput, commitOutput } from '../output/write-output';
import { buildThemeBundles } from '../render/bundles';
import { compileCacheDir, siteCacheDir } from '../util/site-cache';
import { graphUsesIslands } from '../content/islands';
import { feedPaths, renderFeeds } from '../render/feeds';
import { renderAll } from '../render/render-pool';
import { LazyPool } from '../util/worker-pool';
import { MarkdownCache, markdownCacheKey } from '../content/markdown-cache';
import { RouteCache } from '../render/route-cache';
import { hashOf } from '../util/hash';
import { toolchainKey } from '../util/toolchain-key';
import { renderSearchIndex } from '../render/search-index';
import { SearchCache } from '../search/search-cache';
import { buildSiteData } from '../render/site-data';
import { checkLinks } from '../routes/check-links';
import { buildRouteTable } from '../routes/route-table';
import type { RouteTable } from '../routes/route-types';
import { timeStage, type StageTiming } from '../util/task';

export interface BuildOptions {
  /** Site root (folder with blogctl.config.ts). @default process.cwd() */
  root?: string;
  /** Inline config instead of the file (tests). */
  config?: UserConfig;
  /** Output folder, relative to root. @default config.outDir ("build") */
  outDir?: string;
  /** false: keep files in memory and return them instead of writing. @default true */
  write?: boolean;
  /** Include drafts (dev server). @default false */
  includeDrafts?: boolean;
  /** Reuse rendered Markdown and unchanged pages from the previous build (.blogctl/cache). @default true */
  cache?: boolean;
  /** Render worker threads (see render/render-pool.ts). @default one per core for large sites */
  threads?: number;
  /** Progress callback for the CLI. */
  onStage?: (name: string) => void;
}

export interface BuildResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  timings: StageTiming[];
  /** Number of HTML routes written. */
  routes: number;
  /** How many of them were reused unchanged from the previous output (incremental build). */
  reused: number;
  outDir?: string;
  /** How the output folder was updated: swapped whole, or patched with only the changed files. */
  outputMode?: 'swap' | 'patch';
  /** Present when write is false. */
  files?: OutputFile[];
  /** Bytes of the client entry's JS and CSS (raw). */
  assetBytes: { js: number; css: number };
  config?: ResolvedConfig;
  graph?: ContentGraph;
  table?: RouteTable;
}

export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const run: Run = { options, timings: [], diagnostics: [] };
  let config: ResolvedConfig;
  try {
    config = await stage(run, 'config', () => loadConfig({ root: options.root, inline: options.config, outDir: options.outDir }));
    // Before anything is read or written: the output folder must be one blogctl may replace.
    if (options.write !== false) assertSafeOutDir(config);
  } catch (err) {
    if (isBlogctlError(err)) return failed(run, { diagnostics: err.diagnostics });
    throw err;
  }
  // Worker threads, started only if the site is large enough; shared by the content and render stages.
  const pool = new LazyPool(options.threads, PARALLEL_THRESHOLD);
  try {
    return await runStages(run, config, pool);
  } catch (err) {
    // A refusal at the output chokepoint (output/safe-path.ts) fails the build like any user error.
    if (isBlogctlError(err)) return failed(run, { diagnostics: [...run.diagnostics, ...err.diagnostics], config });
    throw err;
  } finally {
    await pool.close();
  }
}

/** Below this many entries or routes, work stays on the main thread: starting workers costs more. */
const PARALLEL_THRESHOLD = 300;

interface Run {
  options: BuildOptions;
  timings: StageTiming[];
  diagnostics: Diagnostic[];
}

function stage<T>(run: Run, name: string, fn: () => T | Promise<T>): Promise<T> {
  run.options.onStage?.(name);
  return timeStage(run.timings, name, fn);
}

function failed(run: Run, extra: Partial<BuildResult>): BuildResult {
  return { ok: false, diagnostics: run.diagnostics, timings: run.timings, routes: 0, reused: 0, assetBytes: { js: 0, css: 0 }, ...extra };
}

async function runStages(run: Run, config: ResolvedConfig, pool: LazyPool): Promise<BuildResult> {
  const { options, diagnostics } = run;
  // The site's cache folder; a read-only one means no caches this run (one warning), never a failed build.
  const cacheDir = options.cache !== false ? siteCacheDir(config.root) : undefined;
  const useCache = cacheDir !== undefined;
  let markdownCache: MarkdownCache | undefined;
  const graph = await stage(run, 'content', () => {
    markdownCache = useCache ? MarkdownCache.open(join(cacheDir!, 'markdown'), markdownCacheKey(config)) : undefined;
    return loadContent(config, { includeDrafts: options.includeDrafts, pool, cache: markdownCache });
  });
  // Cached entries are true renderings of their sources whatever the build's outcome: saved while the rest runs.
  // A cache that cannot be written (read-only checkout) only costs the next build time.
  const markdownSaved = markdownCache?.save().catch(() => {});
  diagnostics.push(...graph.diagnostics);
  const { table, diagnostics: routeDiagnostics } = await stage(run, 'routes', () => buildRouteTable(graph, config));
  diagnostics.push(...routeDiagnostics);

  let bundles;
  try {
    bundles = await stage(run, 'bundle', () => buildThemeBundles({ cacheDir: cacheDir ?? compileCacheDir(config.root), islands: graphUsesIslands(graph) }));
  } catch (err) {
    if (isBlogctlError(err)) return failed(run, { diagnostics: [...diagnostics, ...err.diagnostics], config, graph, table });
    throw err;
  }
  let searchCache: SearchCache | undefined;
  // Measured: building it on this thread while the workers render was no faster on 2 cores (3 busy threads).
  const searchIndex = await stage(run, 'search-index', () => {
    searchCache = useCache && config.search.provider === 'local' ? SearchCache.open(join(cacheDir!, 'search.bin'), toolchainKey()) : undefined;
    return renderSearchIndex(graph, config, searchCache);
  });
  const site = buildSiteData(config, graph, table, { searchIndexUrl: searchIndex?.url });
  const { files: staticFiles, diagnostics: staticDiagnostics } = await listStaticFiles(config.staticDir);
  diagnostics.push(...staticDiagnostics);
  const feeds = renderFeeds(graph, table, config);

  await stage(run, 'validate', () => {
    diagnostics.push(...validateConfigRefs(config, graph));
    diagnostics.push(...checkLinks(graph, table, config, site, [...staticFiles, ...feeds.map((f) => f.path), ...graph.assets.map((a) => a.to)]));
  });

  const write = options.write !== false;
  const ctx = { site, favicon: config.favicon, feeds: feedPaths(config) };
  // Incremental: pages whose inputs are unchanged since the previous output are reused, not rendered; when the
  // previous output was built with the same theme and site data, only the changed files are written (patch).
  const routeCache = useCache && write ? RouteCache.open(cacheDir!, config.outDir, hashOf(toolchainKey(), bundles.key, JSON.stringify(ctx))) : undefined;
  const pending = write ? beginOutput(config.outDir, { patch: !!routeCache?.previousFiles }) : null;
  const sink = pending ? new DiskSink(pending.tempDir, pending.mode === 'patch' ? config.outDir : undefined) : new MemorySink();
  try {
    await stage(run, 'render', async () => diagnostics.push(...(await renderAll(table.routes, { bundles, ctx, sink, pool, cache: routeCache }))));
    await stage(run, 'assets', () => {
      for (const f of feeds) sink.write(f.path, f.content);
      if (searchIndex) for (const f of searchIndex.files) sink.write(f.path, f.content);
      for (const f of bundles.client.files) sink.copy(f.from, f.to);
      for (const a of graph.assets) sink.copy(a.from, a.to);
      for (const f of staticFiles) sink.copy(`${config.staticDir}/${f}`, f);
      // Marks the folder as blogctl's output, so a later build may replace it (output/out-dir-guard.ts).
      if (pending) sink.write(OUTPUT_MARKER, OUTPUT_MARKER_TEXT);
      return sink.flush();
    });
    const ok = !diagnostics.some((d) => d.severity === 'error');
    if (pending) {
      await stage(run, 'write', () => {
        if (!ok) return abortOutput(pending);
        const files = outputFiles(table, sink as DiskSink);
        routeCache?.invalidate();
        commitOutput(pending, { remove: routeCache?.previousFiles?.filter((f) => !files.has(f)) });
        routeCache?.save(files);
      });
    }
    await stage(run, 'cache', async () => {
      await markdownSaved;
      if (ok) searchCache?.save();
    });
    return {
      ok,
      diagnostics,
      timings: run.timings,
      routes: table.routes.length,
      reused: routeCache?.reused ?? 0,
      outDir: write ? config.outDir : undefined,
      outputMode: pending?.mode,
      files: sink instanceof MemorySink ? sink.toOutputFiles() : undefined,
      assetBytes: measureAssets(bundles.client),
      config,
      graph,
      table,
    };
  } catch (err) {
    if (pending) abortOutput(pending);
    throw err;
  }
}

/** Every file of the new output: each route's HTML and data file, plus what the sink wrote on this thread. */
function outputFiles(table: RouteTable, sink: DiskSink): Set<string> {
  const files = new Set(sink.paths);
  for (const r of table.routes) {
    files.add(r.outFile);
    if (r.dataFile) files.add(r.dataFile);
  }
  return files;
}

/** Raw bytes of the theme's JS (all chunks) and CSS. */
function measureAssets(client: { files: { to: string; from: string }[] }): { js: number; css: number } {
  const sum = (ext: string) => client.files.filter((f) => f.to.endsWith(ext)).reduce((n, f) => n + statSync(f.from).size, 0);
  return { js: sum('.js'), css: sum('.css') };
}
