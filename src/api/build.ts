// build(options): the pipeline as one readable list of stages —
// config → content → routes → validate → bundles → render → write (the theme's bundles compile alongside,
// from right after config). Each stage is timed for the summary.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { loadConfig, type ResolvedConfig } from '../config/load-config';
import type { UserConfig } from '../config/schema';
import { MarkdownCache, markdownCacheKey } from '../content/markdown-cache';
import type { ContentGraph } from '../content/types';
import type { SiteCaches } from '../core/analyze';
import { outputFileList } from '../core/emit';
import { SitePipeline } from '../core/pipeline';
import { isBlogctlError, type Diagnostic } from '../errors/blogctl-error';
import { DiskSink, MemorySink, type OutputFile } from '../output/sink';
import { assertSafeOutDir, OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from '../output/out-dir-guard';
import { abortOutput, beginOutput, commitOutput, writeFailure } from '../output/write-output';
import { themeInputsDigest } from '../render/bundles';
import { RouteCache } from '../render/route-cache';
import { LinkCheckCache } from '../routes/link-cache';
import { StructureCache } from '../routes/structure-cache';
import {
  dropSnapshot,
  inputStamps,
  saveSnapshot,
  snapshotFile,
  snapshotKey,
  statInputs,
  unchangedSince,
  type InputStats,
  type OutputStats,
  type SnapshotReport,
} from '../core/site-snapshot';
import type { RouteTable } from '../routes/route-types';
import { SearchCache } from '../search/search-cache';
import { loadDateTexts, saveDateTexts } from './date-texts';
import { hashOf } from '../util/hash';
import { compileCacheDir, siteCacheDir } from '../util/site-cache';
import type { StageTiming } from '../util/task';
import {
  progressRunner,
  type ProgressListener,
  type ReportProgress,
  type StageCount,
  type StageRunner,
} from '../core/progress';
import { toolchainKey } from '../util/toolchain-key';
import { LazyPool } from '../util/worker-pool';
import { poolWorkerEntry } from '../workers/entry';

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
  /** Called as each stage starts (its name). */
  onStage?: (name: string) => void;
  /** Progress events: each stage's start and end (time, count) and, for render, routes done of total. */
  onProgress?: ProgressListener;
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
  /** Files in the output (pages, data, assets, static files). */
  fileCount?: number;
  /** Files this build put on disk (a patch build skips unchanged ones). */
  filesWritten?: number;
  /** Bytes of the client entry's JS and CSS (raw). */
  assetBytes: { js: number; css: number };
  /** @internal The resolved config, content graph and route table (blogctl's tests; not a public surface). */
  config?: ResolvedConfig;
  /** @internal */
  graph?: ContentGraph;
  /** @internal */
  table?: RouteTable;
}

export async function build(options: BuildOptions = {}): Promise<BuildResult> {
  const run: Run = { options, timings: [], diagnostics: [] };
  let config: ResolvedConfig;
  try {
    config = await stage(run, 'config', () =>
      loadConfig({ root: options.root, inline: options.config, outDir: options.outDir }),
    );
    // Before anything is read or written: the output folder must be one blogctl may replace.
    if (options.write !== false) assertSafeOutDir(config);
  } catch (err) {
    if (isBlogctlError(err)) return failed(run, { diagnostics: err.diagnostics });
    throw err;
  }
  // Nothing read or written since the last successful build changed: its output stands as it is.
  const checkStart = performance.now();
  const snapshot = options.write !== false && options.cache !== false ? openSnapshot(config, options) : undefined;
  if (snapshot?.report) return unchanged(run, config, snapshot.report, performance.now() - checkStart);
  // Worker threads, started only if the site is large enough; shared by the content and render stages.
  const pool = new LazyPool(options.threads, PARALLEL_THRESHOLD, poolWorkerEntry());
  try {
    return await runStages(run, config, pool, snapshot);
  } catch (err) {
    // A refusal at the output chokepoint (output/safe-path.ts) fails the build like any user error.
    if (isBlogctlError(err)) return failed(run, { diagnostics: [...run.diagnostics, ...err.diagnostics], config });
    throw err;
  } finally {
    await pool.close();
  }
}

/** Below this many entries or routes, work stays on the main thread: starting workers costs more. */
export const PARALLEL_THRESHOLD = 300;

interface Run {
  options: BuildOptions;
  runner?: StageRunner;
  timings: StageTiming[];
  diagnostics: Diagnostic[];
}

/** Runs (times and reports) one stage: the core's runner (core/progress.ts), so its events reach onProgress. */
function stage<T>(
  run: Run,
  name: string,
  fn: (report: ReportProgress) => T | Promise<T>,
  count?: StageCount<T>,
): Promise<T> {
  run.options.onStage?.(name);
  run.runner ??= progressRunner(run.timings, run.options.onProgress);
  return run.runner(name, fn, count);
}

function failed(run: Run, extra: Partial<BuildResult>): BuildResult {
  return {
    ok: false,
    diagnostics: run.diagnostics,
    timings: run.timings,
    routes: 0,
    reused: 0,
    assetBytes: { js: 0, css: 0 },
    ...extra,
  };
}

interface OpenSnapshot {
  file: string;
  key: string;
  stats: InputStats;
  manifestFile: string;
  /** The previous build's report, when nothing changed since. */
  report?: SnapshotReport;
  /** The output files' stats the previous snapshot recorded (with the route manifest they were committed with). */
  previous?: OutputStats;
}

/** The input stats of this build and, when the snapshot of the previous one matches them, its report. */
function openSnapshot(config: ResolvedConfig, options: BuildOptions): OpenSnapshot | undefined {
  const cacheDir = siteCacheDir(config.root);
  if (!cacheDir) return undefined;
  const file = snapshotFile(cacheDir, config.outDir);
  const key = snapshotKey(config, !!options.includeDrafts, themeInputsDigest(cacheDir));
  const stats = statInputs(config);
  const manifestFile = RouteCache.manifestFile(cacheDir, config.outDir);
  let previous: OutputStats | undefined;
  const report = unchangedSince(file, key, config, { manifestFile, stats, onOutputs: (o) => (previous = o) });
  return { file, key, stats, manifestFile, report, previous };
}

/** The result of a build that found every input and output file as the previous successful build left them. */
async function unchanged(
  run: Run,
  config: ResolvedConfig,
  report: SnapshotReport,
  checkMs: number,
): Promise<BuildResult> {
  await stage(
    run,
    'unchanged',
    () => undefined,
    () => ({ count: report.fileCount, unit: 'files' }),
  );
  // The stage is the check that just ran (stat every input and output file).
  run.timings[run.timings.length - 1].ms += checkMs;
  const diagnostics = [...run.diagnostics, ...report.diagnostics];
  return {
    ok: true,
    diagnostics,
    timings: run.timings,
    routes: report.routes,
    reused: report.routes,
    outDir: config.outDir,
    outputMode: 'patch',
    fileCount: report.fileCount,
    filesWritten: 0,
    assetBytes: report.assetBytes,
    config,
  };
}

async function runStages(
  run: Run,
  config: ResolvedConfig,
  pool: LazyPool,
  snapshot?: OpenSnapshot,
): Promise<BuildResult> {
  const { options, diagnostics } = run;
  // The site's cache folder; a read-only one means no caches this run (one warning), never a failed build.
  const cacheDir = options.cache !== false ? siteCacheDir(config.root) : undefined;
  const useCache = cacheDir !== undefined;
  const caches: SiteCaches = {
    markdown: useCache ? MarkdownCache.open(join(cacheDir!, 'markdown'), markdownCacheKey(config)) : undefined,
    search:
      useCache && config.search.provider === 'local'
        ? SearchCache.open(join(cacheDir!, 'search.bin'), toolchainKey())
        : undefined,
    links: useCache ? LinkCheckCache.open(join(cacheDir!, 'links.json'), toolchainKey()) : undefined,
    structure: useCache ? StructureCache.open(join(cacheDir!, 'structure.json'), toolchainKey()) : undefined,
    fileStamps: snapshot ? inputStamps(snapshot.stats) : undefined,
  };
  // Dates an earlier build wrote (date-texts.ts): none of them is formatted again.
  if (useCache) loadDateTexts(cacheDir!);
  const pipeline = new SitePipeline(config, {
    includeDrafts: options.includeDrafts,
    pool,
    caches,
    stage: (name, fn, count) => stage(run, name, fn, count),
  });
  // The theme compiles in esbuild's own process, started before the content is read: it runs while this thread
  // builds the content graph, the route table and the search index (pipeline.bundleEarly: the graph then says
  // whether the bundles fit it, MDX islands and site components, or are compiled again).
  const bundleDir = cacheDir ?? compileCacheDir(config.root);
  let graphReady!: (graph: ContentGraph) => void;
  let graphFailed!: (err: unknown) => void;
  const graphPromise = new Promise<ContentGraph>((resolve, reject) => ((graphReady = resolve), (graphFailed = reject)));
  const bundling = pipeline.bundleEarly(graphPromise, bundleDir);
  bundling.catch(() => {}); // awaited (and its failure reported) below
  let analysis;
  try {
    analysis = await pipeline.analyze({ onGraph: graphReady });
  } catch (err) {
    graphFailed(err);
    throw err;
  }
  // Cached entries are true renderings of their sources whatever the build's outcome: saved while the rest runs.
  // A cache that cannot be written (read-only checkout) only costs the next build time.
  const markdownSaved = caches.markdown?.save().catch(() => {});
  const { graph, table } = analysis;
  diagnostics.push(...analysis.diagnostics);

  let bundles;
  try {
    bundles = await bundling;
    diagnostics.push(...(bundles.warnings ?? []));
  } catch (err) {
    if (isBlogctlError(err))
      return failed(run, { diagnostics: [...diagnostics, ...err.diagnostics], config, graph, table });
    throw err;
  }

  const write = options.write !== false;
  // Incremental: pages whose inputs are unchanged since the previous output are reused, not rendered; when the
  // previous output was built with the same theme and site data, only the changed files are written (patch).
  const routeCache =
    useCache && write
      ? RouteCache.open(cacheDir!, config.outDir, hashOf(toolchainKey(), pipeline.renderKey(analysis, bundles)))
      : undefined;
  const pending = write ? beginOutput(config.outDir, { patch: !!routeCache?.previousFiles }) : null;
  const sink = pending
    ? new DiskSink(pending.tempDir, pending.mode === 'patch' ? config.outDir : undefined, routeCache?.previousStamps)
    : new MemorySink();
  try {
    // Marks the folder as blogctl's output, so a later build may replace it (output/out-dir-guard.ts).
    if (pending) sink.write(OUTPUT_MARKER, OUTPUT_MARKER_TEXT);
    diagnostics.push(...(await pipeline.render(analysis, { bundles, sink, cache: routeCache })));
    const ok = !diagnostics.some((d) => d.severity === 'error');
    if (pending) {
      await stage(run, 'write', () => {
        if (!ok) return abortOutput(pending);
        const files = outputFileList(table, (sink as DiskSink).paths);
        routeCache?.invalidate();
        if (snapshot) dropSnapshot(snapshot.file);
        // A patch moves only the files in the temporary folder into the output: the rest keep their stats.
        const touched = pending.mode === 'patch' && snapshot?.previous ? filesUnder(pending.tempDir) : undefined;
        commitOutput(pending, { remove: routeCache?.previousFiles?.filter((f) => !files.has(f)) });
        if (!routeCache) return;
        routeCache.save(files, (sink as DiskSink).stamps);
        if (snapshot) {
          const report = {
            routes: table.routes.length,
            fileCount: (sink as DiskSink).paths.size,
            assetBytes: measureAssets(bundles.client),
            diagnostics,
          };
          saveSnapshot(snapshot.file, { ...snapshot, outDir: config.outDir, outputs: files, report, touched });
        }
      });
    }
    await stage(run, 'cache', async () => {
      await markdownSaved;
      if (ok) caches.search?.save();
      if (ok) caches.links?.save();
      if (ok) caches.structure?.save();
      if (useCache) saveDateTexts(cacheDir!);
    });
    const memoryFiles = sink instanceof MemorySink ? sink.toOutputFiles() : undefined;
    return {
      ok,
      diagnostics,
      timings: run.timings,
      routes: table.routes.length,
      reused: routeCache?.reused ?? 0,
      outDir: write ? config.outDir : undefined,
      outputMode: pending?.mode,
      files: memoryFiles,
      fileCount: memoryFiles?.length ?? (sink as DiskSink).paths.size,
      filesWritten: sink instanceof DiskSink ? sink.written : 0,
      assetBytes: measureAssets(bundles.client),
      config,
      graph,
      table,
    };
  } catch (err) {
    if (pending) abortOutput(pending);
    // A file-system error while writing (disk full, a static file where a page goes) is the user's to fix: it
    // becomes OUTPUT_WRITE like every other failure build() returns. Anything else is a bug and is thrown.
    throw (pending && writeFailure(pending, err)) || err;
  }
}

/** Every file under `dir`, as posix paths relative to it. */
function filesUnder(dir: string): Set<string> {
  const out = new Set<string>();
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (!e.isDirectory()) out.add(relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
  return out;
}

/** Raw bytes of the theme's JS (all chunks) and CSS. */
function measureAssets(client: { files: { to: string; from: string }[] }): { js: number; css: number } {
  const sum = (ext: string) =>
    client.files.filter((f) => f.to.endsWith(ext)).reduce((n, f) => n + statSync(f.from).size, 0);
  return { js: sum('.js'), css: sum('.css') };
}
