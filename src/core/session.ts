// BuildSession: one run of the pipeline, owned whole. It opens the run's caches (caches.ts), starts the worker
// threads a large site needs, runs the stages in their one order through SitePipeline (pipeline.ts), and commits
// or abandons together what the run made: the caches, and the output through its target (render-target.ts).
// Each command asks for one of three runs:
//   content()       the content graph alone (search push);
//   analyze()       content → routes → validation, then the caches (check);
//   render(target)  the analysis, with the theme's bundles compiled beside it → the render into the target →
//                   the target's commit → the caches' commit (build, and each run of the dev server).
// A user's error (a BlogctlError) ends the run: its diagnostics are in the result, beside those found before it.
// Anything else is a bug and is thrown.
import '../util/react-mode';
import type { ResolvedConfig } from '../config/load-config';
import type { FileStamps } from '../content/read-sources';
import type { ScanMemo } from '../content/scan';
import type { ContentGraph } from '../content/types';
import { type BlogctlError, type Diagnostic, isBlogctlError } from '../errors/blogctl-error';
import type { ThemeBundles } from '../render/bundles';
import { LazyPool } from '../util/worker-pool';
import { poolWorkerEntry } from '../workers/entry';
import type { SiteAnalysis } from './analyze';
import { type SessionCaches, SiteFolderCaches } from './caches';
import { SitePipeline } from './pipeline';
import { type StageRunner, untimed } from './progress';
import type { RenderedRun, RenderTarget } from './render-target';

/** Below this many entries or routes, work stays on the main thread: starting workers costs more. */
export const PARALLEL_THRESHOLD = 300;

export interface SessionOptions {
  config: ResolvedConfig;
  /**
   * Where the run's caches live: `site`, the site's `.blogctl/cache` (build, check; none when it cannot be
   * written, with one warning); `none`: no caches (search push, `cache: false`); or caches the caller keeps, such
   * as the dev server's MemoryCaches, kept between its runs. @default 'none'
   */
  caches?: 'site' | 'none' | SessionCaches;
  /** Stat stamps of the input files taken before the run (build's site snapshot): the content stage does not
   *  stat them again. */
  fileStamps?: FileStamps;
  /** The last build's content scans, while they stand (build's site snapshot). */
  scans?: ScanMemo;
  /** false: no local search index (check, which writes nothing). @default true */
  searchIndex?: boolean;
  /** Include drafts (dev server). @default false */
  includeDrafts?: boolean;
  /** Worker threads for a large site's content and render stages, started only past PARALLEL_THRESHOLD entries or
   *  routes (`threads`: their number; 0 or 1, none). Absent: every stage runs on this thread. */
  workers?: { threads?: number };
  /** Runs (and times) each stage. */
  stage?: StageRunner;
}

/**
 * What a run ends with: `made` (the analysis; for a render, the bundles too) with every diagnostic, `ok` when none
 * is an error; or the user's error that ended it early, with the diagnostics found before it and what was made.
 */
export type SessionResult<Made> =
  | (Made & { ok: boolean; diagnostics: Diagnostic[]; error?: undefined })
  | (Partial<Made> & { ok: false; diagnostics: Diagnostic[]; error: BlogctlError });

export type AnalyzeResult = SessionResult<{ analysis: SiteAnalysis }>;
export type RenderResult = SessionResult<{ analysis: SiteAnalysis; bundles: ThemeBundles }>;

export interface RenderRunOptions {
  /** Start the theme's compile before the content is read, guessing the usual bundles (build). @default false */
  compileEarly?: boolean;
  /** The dev server's live-reload script, added to every page. */
  devScript?: string;
}

const hasErrors = (diagnostics: Diagnostic[]) => diagnostics.some((d) => d.severity === 'error');

export class BuildSession {
  readonly config: ResolvedConfig;
  private readonly caches: SessionCaches;
  private readonly pool?: LazyPool;
  private readonly stage: StageRunner;
  private readonly pipeline: SitePipeline;
  private readonly searchIndex: boolean;

  constructor(options: SessionOptions) {
    const { config, caches = 'none' } = options;
    this.config = config;
    this.caches =
      typeof caches === 'object'
        ? caches
        : new SiteFolderCaches(config, {
            enabled: caches === 'site',
            searchIndex: options.searchIndex !== false,
            fileStamps: options.fileStamps,
            scans: options.scans,
          });
    this.pool = options.workers && new LazyPool(options.workers.threads, PARALLEL_THRESHOLD, poolWorkerEntry());
    this.stage = options.stage ?? untimed;
    this.pipeline = new SitePipeline(config, {
      caches: this.caches.site,
      pool: this.pool,
      includeDrafts: options.includeDrafts,
      stage: this.stage,
    });
    this.searchIndex = options.searchIndex !== false;
  }

  /** The content graph alone (search push); a user's error is thrown. */
  content(): Promise<ContentGraph> {
    return this.closing(() => this.pipeline.content());
  }

  /** The analysis (content, routes, validation; the search index unless the session has it off), then the caches'
   *  commit, untimed: nothing is rendered or written. */
  analyze(): Promise<AnalyzeResult> {
    const diagnostics: Diagnostic[] = [];
    return this.closing(async () => {
      try {
        const analysis = await this.pipeline.analyze({ searchIndex: this.searchIndex });
        this.caches.analyzed();
        diagnostics.push(...analysis.diagnostics);
        const ok = !hasErrors(diagnostics);
        await this.caches.commit(ok, untimed);
        return { ok, diagnostics, analysis };
      } catch (err) {
        if (!isBlogctlError(err)) throw err;
        return { ok: false, diagnostics: [...diagnostics, ...err.diagnostics], error: err };
      }
    });
  }

  /** The whole pipeline into `target`: see the header. */
  render(target: RenderTarget, options: RenderRunOptions = {}): Promise<RenderResult> {
    const made: Partial<RenderedRun> & { diagnostics: Diagnostic[] } = { diagnostics: [] };
    return this.closing(async () => {
      try {
        const { ok, diagnostics, analysis, bundles } = await this.renderInto(target, options, made);
        return { ok, diagnostics, analysis, bundles };
      } catch (thrown) {
        const err = target.abandon(thrown);
        if (!isBlogctlError(err)) throw err;
        const { analysis, bundles } = made;
        return { ok: false, diagnostics: [...made.diagnostics, ...err.diagnostics], error: err, analysis, bundles };
      }
    });
  }

  /** render()'s steps, recording in `made` what they made as they go (a failure reports what was reached). */
  private async renderInto(
    target: RenderTarget,
    options: RenderRunOptions,
    made: Partial<RenderedRun> & { diagnostics: Diagnostic[] },
  ): Promise<RenderedRun> {
    const { pipeline, stage } = this;
    const { diagnostics } = made;
    // The theme's compile, started before the content is read, runs in esbuild's own process while this thread
    // builds the content graph, the route table and the search index; the graph then says whether the guess fits
    // it (MDX islands, site components) or the bundles are compiled again (pipeline.contentWithBundles).
    const early = options.compileEarly ? pipeline.contentWithBundles() : undefined;
    early?.bundles.catch(() => {}); // awaited (and its failure reported) after the analysis
    const graph = early?.graph;
    const analysis = (made.analysis = await pipeline.analyze({ searchIndex: this.searchIndex, graph }));
    this.caches.analyzed();
    diagnostics.push(...analysis.diagnostics);
    // The bundles of an earlier run the caches kept (the dev server's) are reused while they fit the content.
    const bundles = await (early?.bundles ?? pipeline.bundle(analysis.graph, this.caches.bundles));
    made.bundles = this.caches.bundles = bundles;
    diagnostics.push(...(bundles.warnings ?? []));
    const { sink, cache } = target.open(pipeline.renderKey(analysis, bundles, options.devScript));
    diagnostics.push(...(await pipeline.render(analysis, { bundles, sink, cache, devScript: options.devScript })));
    const run: RenderedRun = { ok: !hasErrors(diagnostics), analysis, bundles, diagnostics, stage };
    await target.finish(run);
    await this.caches.commit(run.ok, stage);
    return run;
  }

  /** Runs `fn`, then waits for the compiles it started (a failed run leaves some unawaited) and stops the worker
   *  threads it started. */
  private async closing<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } finally {
      await this.pipeline.settled();
      await this.pool?.close();
    }
  }
}
