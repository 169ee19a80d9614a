// The output folder as build's render target. Opening it checks that the folder is one blogctl may replace and,
// with the site's cache folder, reads the site snapshot (site-snapshot.ts): when nothing the previous successful
// build read or wrote has changed, `unchanged` holds its report and the build stops there. Otherwise the render
// writes into a temporary folder beside the output (output/write-output.ts), reusing the pages whose route key is
// unchanged (render/route-cache.ts), and stage "write" swaps or patches it in, then records the route manifest
// and the snapshot of the new output; a failed render leaves the previous output as it was.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load-config';
import type { FileStamps } from '../content/read-sources';
import { assertSafeOutDir, OUTPUT_MARKER, OUTPUT_MARKER_TEXT } from '../output/out-dir-guard';
import { DiskSink, type OutputSink } from '../output/sink';
import { abortOutput, beginOutput, commitOutput, type PendingOutput, writeFailure } from '../output/write-output';
import { themeInputsDigest } from '../render/theme-inputs';
import { RouteCache } from '../render/route-cache';
import { hashOf } from '../util/hash';
import { OutputCheck } from './output-check';
import { SnapshotScans, type StoredScan } from './scan-memo';
import type { ScanMemo } from '../content/scan';
import { siteCacheDir } from '../util/site-cache';
import { toolchainKey } from '../util/toolchain-key';
import { outputFileList } from './emit';
import type { BuildTarget, OutputSummary, RenderedRun } from './render-target';
import { unreadFilter } from './unread-inputs';
import {
  type CopyOnly,
  dropSnapshot,
  type InputStats,
  inputStamps,
  type OutputStats,
  type SnapshotMatch,
  type SnapshotReport,
  saveSnapshot,
  snapshotFile,
  snapshotKey,
  statInputs,
  unchangedSince,
  changedOutputs,
} from './site-snapshot';

/** The snapshot this build is checked against and recorded as. */
interface Snapshot {
  file: string;
  key: string;
  stats: InputStats;
  manifestFile: string;
  /** The output files' stats the previous snapshot recorded (with the route manifest they were committed with). */
  previous?: OutputStats;
  /** What the snapshot found still standing (the build stops after refresh()). */
  match?: SnapshotMatch;
  /** The content scans this build takes from the previous snapshot or makes, for the next one. */
  scans: SnapshotScans;
  /** The previous snapshot's scans, when its input files are this build's. */
  previousScans?: Record<string, StoredScan>;
}

export interface DiskTargetOptions {
  /** false: no route cache and no snapshot (every page rendered, the folder swapped whole). @default true */
  cache?: boolean;
  /** Include drafts (part of the snapshot's key). @default false */
  includeDrafts?: boolean;
}

/** The snapshot size from which its output files are checked on a worker (10,000 posts: 2.1 MB; 1,000: 0.2 MB). */
const OUTPUT_CHECK_MIN_BYTES = 1 << 20;

export class DiskTarget implements BuildTarget {
  /** The previous build's report, when nothing it read or wrote has changed since. */
  readonly unchanged?: SnapshotReport;
  private readonly cacheDir: string | undefined;
  private readonly snapshot?: Snapshot;
  private routeCache?: RouteCache;
  private readonly outputCheck?: OutputCheck;
  private pending?: PendingOutput;
  private sink?: DiskSink;

  /** Throws OUTPUT_DIR_UNSAFE (output/out-dir-guard.ts) before anything is read or written. */
  constructor(
    private readonly config: ResolvedConfig,
    options: DiskTargetOptions = {},
  ) {
    // The output folder must be one blogctl may replace.
    assertSafeOutDir(config);
    this.cacheDir = options.cache === false ? undefined : siteCacheDir(config.root);
    if (!this.cacheDir) return;
    const { outDir } = config;
    const file = snapshotFile(this.cacheDir, outDir);
    const key = snapshotKey(config, !!options.includeDrafts, themeInputsDigest(this.cacheDir));
    // A large site's output files are checked on a worker thread while the inputs are stat'ed here; a smaller
    // one's are stat'ed here: starting the worker cost the main thread more than it saved (alternating runs at
    // 1,000 posts, medians: an unread-file edit 155 against 138 ms, a one-post edit 385 against 370 ms).
    const recorded = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
    this.outputCheck = recorded > OUTPUT_CHECK_MIN_BYTES ? OutputCheck.start(file, outDir) : undefined;
    const stats = statInputs(config);
    const manifestFile = RouteCache.manifestFile(this.cacheDir, outDir);
    let previousScans: Record<string, StoredScan> | undefined;
    const onScans = (s: Record<string, StoredScan>) => (previousScans = s);
    let previous: OutputStats | undefined;
    const onOutputs = (o: OutputStats | undefined) => (previous = o);
    const check = { file, key, manifestFile, stats, onOutputs, outputCheck: this.outputCheck, onScans };
    const match = unchangedSince(config, check);
    const paths = stats.inputs.map((e) => e[0]);
    const scans = new SnapshotScans(paths, previousScans);
    const snapshot: Snapshot = { file, key, stats, manifestFile, previous, match, scans, previousScans };
    this.unchanged = snapshot.match?.report;
    this.snapshot = snapshot;
  }

  /**
   * The previous output stands but for the copies of edited copy-only static files: those are copied again (a
   * patch of the output, as a build's), and the snapshot records the new stats (also when only files nothing
   * reads changed: nothing is written then). Resolves to the files written.
   */
  async refresh(): Promise<number> {
    const snapshot = this.snapshot;
    const match = snapshot?.match;
    if (!snapshot || !match?.restat) return 0;
    // unchangedSince told the output's stats before it matched.
    const previous = snapshot.previous!;
    const { outDir } = this.config;
    const record = (touched: Set<string>) =>
      saveSnapshot(snapshot.file, {
        ...snapshot,
        outDir,
        outputs: [...previous.keys()],
        report: match.report,
        touched,
        copies: match.copies,
        unread: match.unread,
        scans: snapshot.previousScans,
      });
    if (!match.stale.length) {
      record(new Set());
      return 0;
    }
    const pending = beginOutput(outDir, { patch: true });
    this.pending = pending;
    try {
      if (pending.mode !== 'patch') throw new Error(`blogctl: ${outDir} could not be patched`);
      const sink = new DiskSink(pending.tempDir, outDir);
      for (const [from, to] of match.stale) sink.copy(from, to);
      await sink.flush();
      dropSnapshot(snapshot.file);
      commitOutput(pending, { remove: [] });
      record(new Set(match.stale.map((c) => c[1])));
      return sink.written;
    } catch (err) {
      throw this.abandon(err);
    }
  }

  /** The last build's content scans while they still stand, for the content stage (scan-memo.ts). */
  get scans(): ScanMemo | undefined {
    return this.snapshot?.scans;
  }

  /** The input files' stat stamps the snapshot took, for the content stage (it then stats none again). */
  get fileStamps(): FileStamps | undefined {
    return this.snapshot && inputStamps(this.snapshot.stats);
  }

  open(renderKey: string): { sink: OutputSink; cache?: RouteCache } {
    const { outDir } = this.config;
    // Incremental: pages whose inputs are unchanged since the previous output are reused, not rendered; when the
    // previous output was built with the same theme and site data, only the changed files are written (patch).
    const routeCache = this.cacheDir
      ? RouteCache.open(this.cacheDir, outDir, hashOf(toolchainKey(), renderKey), this.outputsAsRecorded())
      : undefined;
    this.routeCache = routeCache;
    const pending = beginOutput(outDir, { patch: !!routeCache?.previousFiles });
    this.pending = pending;
    const patch = pending.mode === 'patch';
    const sink = new DiskSink(pending.tempDir, patch ? outDir : undefined, routeCache?.previousStamps);
    this.sink = sink;
    // Marks the folder as blogctl's output, so a later build may replace it (output/out-dir-guard.ts).
    sink.write(OUTPUT_MARKER, OUTPUT_MARKER_TEXT);
    return { sink, cache: routeCache };
  }

  /** Whether a previous output file is as the snapshot recorded it, when the snapshot goes with the route
   *  manifest and the worker (a large site's) or this thread could tell (else the route cache looks at each file
   *  it reuses). */
  private outputsAsRecorded(): ((path: string) => boolean) | undefined {
    const recorded = this.snapshot?.previous;
    if (!recorded) return undefined;
    const changed = this.outputCheck ? this.outputCheck.changed() : changedOutputs(this.config.outDir, recorded);
    return changed && ((path) => recorded.has(path) && !changed.has(path));
  }

  /** Stage "write": the new output replaces the previous one (ok), or is dropped. */
  finish(run: RenderedRun): Promise<void> {
    return run.stage('write', () => {
      const pending = this.pending!;
      if (!run.ok) return abortOutput(pending);
      const sink = this.sink!;
      const { routeCache, snapshot } = this;
      const files = outputFileList(run.analysis.table, sink.paths);
      routeCache?.invalidate();
      if (snapshot) dropSnapshot(snapshot.file);
      // A patch moves only the files in the temporary folder into the output: the rest keep their stats.
      const touched = pending.mode === 'patch' && snapshot?.previous ? filesUnder(pending.tempDir) : undefined;
      commitOutput(pending, { remove: routeCache?.previousFiles?.filter((f) => !files.has(f)) });
      if (!routeCache) return;
      routeCache.save(files, sink.stamps);
      if (!snapshot) return;
      const report: SnapshotReport = {
        routes: run.analysis.table.routes.length,
        fileCount: sink.paths.size,
        assetBytes: measureAssets(run.bundles.client),
        diagnostics: run.diagnostics,
      };
      const copies = copyOnly(run, this.config);
      const isUnread = unreadFilter(run, this.config);
      const unread = isUnread ? snapshot.stats.inputs.map((e) => e[0]).filter(isUnread) : [];
      saveSnapshot(snapshot.file, {
        ...snapshot,
        outDir: this.config.outDir,
        outputs: files,
        report,
        touched,
        copies,
        unread,
        scans: snapshot.scans.stored(),
      });
    });
  }

  abandon(err: unknown): unknown {
    if (!this.pending) return err;
    abortOutput(this.pending);
    // A file-system error while writing (disk full, a static file where a page goes) is the user's to fix: it
    // becomes OUTPUT_WRITE like every other failure a build returns. Anything else is a bug.
    return writeFailure(this.pending, err) || err;
  }

  summary(): OutputSummary {
    return {
      fileCount: this.sink?.paths.size ?? 0,
      filesWritten: this.sink?.written ?? 0,
      reused: this.routeCache?.reused ?? 0,
      outputMode: this.pending?.mode,
    };
  }
}

/**
 * The static files of `run` whose copy is all the output has of them: not a stylesheet's url() or a Sass
 * partial (the theme bundle records what it read), and none at all when the site has its own components (their
 * code may import any file) or its bundle recorded nothing (one compiled before media were recorded).
 */
function copyOnly(run: RenderedRun, config: ResolvedConfig): CopyOnly[] {
  const { analysis, bundles } = run;
  if (analysis.graph.siteModules?.length) return [];
  if (!bundles.mediaInputs && (config.customCss.length || existsSync(join(config.root, 'theme')))) return [];
  const read = new Set([...Object.keys(bundles.mediaInputs ?? {}), ...Object.keys(bundles.sassInputs ?? {})]);
  for (const f of config.customCss) read.add(f);
  const sources = [
    config.contentDir,
    ...Object.values(config.dirs),
    join(config.root, 'theme'),
    join(config.root, 'src'),
  ];
  const within = (file: string) => sources.some((d) => file.startsWith(d + sep));
  return analysis.staticFiles.filter((f) => !read.has(f.from) && !within(f.from)).map((f) => [f.from, f.to] as const);
}

/** Every file under `dir`, as posix paths relative to it. */
function filesUnder(dir: string): Set<string> {
  const out = new Set<string>();
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (!e.isDirectory()) out.add(relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
  return out;
}

/** Raw bytes of the theme's JS (all chunks) and CSS. */
export function measureAssets(client: { files: { to: string; from: string }[] }): { js: number; css: number } {
  const sum = (ext: string) =>
    client.files.filter((f) => f.to.endsWith(ext)).reduce((n, f) => n + statSync(f.from).size, 0);
  return { js: sum('.js'), css: sum('.css') };
}
