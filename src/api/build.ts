// build(options): the pipeline into the output folder (or memory). What build does of its own: it loads the config
// (stage "config"), stops there when nothing the previous successful build read or wrote has changed (stage
// "unchanged", core/disk-target.ts), and otherwise runs one build session (core/session.ts) over the site's
// caches, with the theme compiled from right after the config and worker threads for a large site; then it
// sums up what was written. Each stage is timed for the summary.
import { loadConfig, type ResolvedConfig } from '../config/load-config';
import type { UserConfig } from '../config/schema';
import type { ContentGraph } from '../content/types';
import { DiskTarget, measureAssets } from '../core/disk-target';
import { type ProgressListener, progressRunner, type StageRunner } from '../core/progress';
import { type BuildTarget, MemoryTarget } from '../core/render-target';
import type { SnapshotReport } from '../core/site-snapshot';
import { type Diagnostic, isBlogctlError } from '../errors/blogctl-error';
import type { OutputFile } from '../output/sink';
import type { RouteTable } from '../routes/route-types';
import type { StageTiming } from '../util/task';

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
  const timings: StageTiming[] = [];
  const stage = buildStages(timings, options);
  let config: ResolvedConfig;
  let target: BuildTarget;
  let checking: number;
  try {
    config = await stage('config', () =>
      loadConfig({ root: options.root, inline: options.config, outDir: options.outDir }),
    );
    checking = performance.now();
    target =
      options.write === false
        ? new MemoryTarget()
        : new DiskTarget(config, { cache: options.cache !== false, includeDrafts: options.includeDrafts });
  } catch (err) {
    if (isBlogctlError(err)) return failed(timings, { diagnostics: err.diagnostics });
    throw err;
  }
  // Nothing read or written since the last successful build changed, but maybe copy-only static files (copied
  // again): its output stands.
  if (target.unchanged) {
    let written: number;
    try {
      written = (await target.refresh?.()) ?? 0;
    } catch (err) {
      if (isBlogctlError(err)) return failed(timings, { diagnostics: err.diagnostics, config });
      throw err;
    }
    return unchanged(timings, { config, report: target.unchanged, stage, since: checking, written });
  }
  // Loaded here: a build that finds nothing changed stops above without initialising the pipeline's modules.
  const { BuildSession } = await import('../core/session');
  const session = new BuildSession({
    config,
    caches: options.cache === false ? 'none' : 'site',
    fileStamps: target.fileStamps,
    scans: target.scans,
    includeDrafts: options.includeDrafts,
    workers: { threads: options.threads },
    stage,
  });
  const run = await session.render(target, { compileEarly: true });
  if (run.error) {
    const { graph, table } = run.analysis ?? {};
    return failed(timings, { diagnostics: run.diagnostics, config, graph, table });
  }
  const { graph, table } = run.analysis;
  return {
    ok: run.ok,
    diagnostics: run.diagnostics,
    timings,
    routes: table.routes.length,
    ...target.summary(),
    outDir: options.write === false ? undefined : config.outDir,
    assetBytes: measureAssets(run.bundles.client),
    config,
    graph,
    table,
  };
}

/** Runs (times and reports) each stage: the core's runner (core/progress.ts), so its events reach onProgress;
 *  onStage hears each name as it starts. */
function buildStages(timings: StageTiming[], options: BuildOptions): StageRunner {
  const runner = progressRunner(timings, options.onProgress);
  return (name, fn, count) => {
    options.onStage?.(name);
    return runner(name, fn, count);
  };
}

function failed(timings: StageTiming[], extra: Partial<BuildResult> & { diagnostics: Diagnostic[] }): BuildResult {
  return { ok: false, timings, routes: 0, reused: 0, assetBytes: { js: 0, css: 0 }, ...extra };
}

/** The result of a build that found every input and output file as the previous successful build left them. */
async function unchanged(
  timings: StageTiming[],
  {
    config,
    report,
    stage,
    since,
    written,
  }: { config: ResolvedConfig; report: SnapshotReport; stage: StageRunner; since: number; written: number },
): Promise<BuildResult> {
  const ms = performance.now() - since;
  await stage(
    'unchanged',
    () => undefined,
    () => ({ count: report.fileCount, unit: 'files' }),
  );
  // The stage is the check that just ran (stat every input and output file).
  timings[timings.length - 1].ms += ms;
  return {
    ok: true,
    diagnostics: report.diagnostics,
    timings,
    routes: report.routes,
    reused: report.routes,
    outDir: config.outDir,
    outputMode: 'patch',
    fileCount: report.fileCount,
    filesWritten: written,
    assetBytes: report.assetBytes,
    config,
  };
}
