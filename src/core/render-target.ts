// Where a build session's render goes (BuildSession.render): a target opens the sink the pages and files are
// written into, with what the render may reuse, once the render key is known (the theme's bundles and the site
// data decide it), and commits or drops what was written when the render is done. Build writes into the output
// folder (disk-target.ts) or, with `write: false`, into memory (MemoryTarget); the dev server into memory with
// its last good build's routes to reuse (server/dev-site.ts).
import type { FileStamps } from '../content/read-sources';
import type { ScanMemo } from '../content/scan';
import type { Diagnostic } from '../errors/blogctl-error';
import { MemorySink, type OutputFile, type OutputSink } from '../output/sink';
import type { ThemeBundles } from '../render/bundles';
import type { RouteReuse } from '../render/route-cache';
import type { SiteAnalysis } from './analyze';
import type { StageRunner } from './progress';
import type { SnapshotReport } from './site-snapshot';

/** What the render produced, for the target to commit. */
export interface RenderedRun {
  /** No error among the diagnostics: the output may replace the previous one. */
  ok: boolean;
  analysis: SiteAnalysis;
  bundles: ThemeBundles;
  /** Every diagnostic of the run so far (analysis, bundles, render). */
  diagnostics: Diagnostic[];
  stage: StageRunner;
}

export interface RenderTarget {
  /** The sink for a render under `renderKey` (core/pipeline.ts renderKey), and the routes it may reuse. */
  open(renderKey: string): { sink: OutputSink; cache?: RouteReuse };
  /** The render is done: keep its output (`run.ok`) or drop it. */
  finish(run: RenderedRun): void | Promise<void>;
  /** The run failed with `err` after open(): drops what was written; returns the error to report. */
  abandon(err: unknown): unknown;
}

/** A build's output, as its result reports it. */
export interface OutputSummary {
  /** The files themselves, when they were kept in memory. */
  files?: OutputFile[];
  /** Files in the output (pages, data, assets, static files). */
  fileCount: number;
  /** Files put on disk (a patch build skips unchanged ones). */
  filesWritten: number;
  /** Routes reused unchanged from the previous output. */
  reused: number;
  /** How the output folder was updated. */
  outputMode?: 'swap' | 'patch';
}

/** A build's target: a render target that can say what it holds. */
export interface BuildTarget extends RenderTarget {
  /** The previous build's report, when nothing it read or wrote has changed since but copy-only static files
   *  (the build stops there, after refresh). */
  readonly unchanged?: SnapshotReport;
  /** With `unchanged`: copies the edited copy-only static files into the output; resolves to how many. */
  refresh?(): Promise<number>;
  /** The input files' stat stamps, when the target took them (the content stage then stats none again). */
  readonly fileStamps?: FileStamps;
  /** The last build's content scans, while they stand (the content stage then scans again only what changed). */
  readonly scans?: ScanMemo;
  summary(): OutputSummary;
}

/** Every file kept in memory and returned (build with `write: false`); nothing is reused. */
export class MemoryTarget implements BuildTarget {
  private readonly sink = new MemorySink();

  open(): { sink: OutputSink } {
    return { sink: this.sink };
  }

  finish(): void {
    // Nothing to commit: the files are the result.
  }

  abandon(err: unknown): unknown {
    return err;
  }

  summary(): OutputSummary {
    const files = this.sink.toOutputFiles();
    return { files, fileCount: files.length, filesWritten: 0, reused: 0 };
  }
}
