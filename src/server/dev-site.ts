// The dev site behind `serve --watch`: on each batch of changes, one build session (core/session.ts) with the
// drafts, the live-reload script and the caches kept in memory, rendered into memory (DevTarget). State that
// persists across rebuilds lives in one explicit DevCache. A route is rendered again only when its page data (or
// the theme/site data) changed; everything else is reused from the last good build, which keeps being served
// while a broken edit is on screen. The caches (MemoryCaches) keep the theme's bundles until the theme or config
// changes, or the content needs others (MDX islands, site components).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { loadConfig, type ResolvedConfig } from '../config/load-config';
import { SASS_FILE } from '../content/site-components/sass';
import { sidebarsFileCandidates } from '../content/sidebars-file';
import { mdxComponentsCandidates } from '../config/mdx-components';
import { MemoryCaches } from '../core/caches';
import type { RenderedRun, RenderTarget } from '../core/render-target';
import { unreadFilter } from '../core/unread-inputs';
import { BuildSession } from '../core/session';
import { isBlogctlError, type Diagnostic } from '../errors/blogctl-error';
import { formatDiagnostic } from '../errors/format';
import { MemorySink, type CopyCache } from '../output/sink';
import { MemoryRouteCache } from '../render/route-cache';
import type { RouteTable } from '../routes/route-types';
import { withBase } from '../shared/urls';
import { packageRoot } from '../util/package-root';
import type { StageTiming } from '../util/task';
import { progressRunner, type ProgressListener } from '../core/progress';
import { etagOf, type SiteFile } from './site-files';
import { watchDebugLog, watchSite, type ChangeBatch, type RebuildStage, type SiteWatcher } from './watch';
import { instanceDirs } from '../content/instances';

/** A diagnostic as the browser overlay shows it. */
export interface OverlayDiagnostic {
  code: string;
  location: string;
  text: string;
  hint?: string;
  frame?: string;
}

export interface RebuildReport {
  ok: boolean;
  stage: RebuildStage | 'initial';
  /** Files that triggered the rebuild. */
  changedFiles: string[];
  /** URL paths (with base, decoded) of pages whose HTML changed, was added or was removed. */
  paths: string[];
  /** True when every page may have changed (config or theme). */
  full: boolean;
  kind: string;
  /** No rebuild: every changed file is one the last build did not read (core/unread-inputs.ts). */
  unread?: true;
  /** Routes rendered this time / routes in the site. */
  rendered: number;
  routes: number;
  ms: number;
  timings: StageTiming[];
  errors: OverlayDiagnostic[];
  diagnostics: Diagnostic[];
}

/** The last good build: what is served, and what the next build may reuse. */
interface GoodBuild {
  files: Map<string, SiteFile>;
  /** Theme, site data and document shell key: route keys are comparable only under the same one. */
  globalKey: string;
  routeKeys: ReadonlyMap<string, string>;
  /** The digests the route keys were computed for (render/route-cache.ts). */
  routeDigests: ReadonlyMap<string, string>;
  /** Page output file → its URL path (with base), for live reload. */
  pages: Map<string, string>;
}

/** Everything that persists between rebuilds. */
interface DevCache {
  config: ResolvedConfig;
  /** Rendered Markdown, parsed front matter, the Markdown renderer, segmented search words and the theme's
   *  bundles, in memory. */
  caches: MemoryCaches;
  /** Static and theme files read into memory, kept while unchanged on disk. */
  copies: CopyCache;
  good: GoodBuild | null;
  /** Whether a changed file is a partial the last build, when it had no errors, did not read
   *  (core/unread-inputs.ts). */
  unread?: (file: string) => boolean;
  errors: OverlayDiagnostic[];
}

export interface DevSite {
  files(): ReadonlyMap<string, SiteFile>;
  errors(): OverlayDiagnostic[];
  /** Runs one batch by hand (tests, bench); the watcher calls the same. */
  rebuild(batch: ChangeBatch): Promise<RebuildReport>;
  watcher: SiteWatcher;
  close(): Promise<void>;
}

export interface DevSiteOptions {
  root?: string;
  config: ResolvedConfig;
  devScriptUrl: string;
  onRebuild?: (report: RebuildReport) => void;
  /** Progress of each rebuild's stages (core/progress.ts). */
  onProgress?: ProgressListener;
}

export async function createDevSite(opts: DevSiteOptions): Promise<DevSite> {
  const cache: DevCache = {
    config: opts.config,
    caches: new MemoryCaches(opts.config),
    copies: new Map(),
    good: null,
    errors: [],
  };
  const devScript = `<script type="module" src="${withBase(opts.config.baseUrl, opts.devScriptUrl)}"></script>\n`;
  // One rebuild at a time: the watcher and manual calls share the queue.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = (batch: ChangeBatch) => {
    const next = queue.then(() => rebuild(cache, batch, { root: opts.root, devScript, onProgress: opts.onProgress }));
    queue = next.catch(() => undefined);
    return next;
  };
  const initial = await rebuild(
    cache,
    { stage: 'config', files: [] },
    { root: opts.root, devScript, initial: true, onProgress: opts.onProgress },
  );
  opts.onRebuild?.(initial);
  const pkg = packageRoot();
  const debug = watchDebugLog();
  const watcher = watchSite({
    roots: {
      configFile: cache.config.configFile,
      configFiles: mdxComponentsCandidates(cache.config.root),
      contentDir: cache.config.contentDir,
      staticDir: cache.config.staticDir,
      contentDirs: [...Object.values(cache.config.dirs), ...instanceDirs(cache.config)],
      staticDirs: cache.config.staticDirectories,
      // blogctl's theme sources, the site's theme/ folder (shadowing components) and its custom stylesheets (a Sass
      // one with its folder, where its partials usually are, unless that is the site folder itself).
      themeDirs: [
        ...['templates', 'src/client', 'src/shared'].map((d) => join(pkg, d)),
        join(cache.config.root, 'theme'),
        ...cache.config.customCss.map((f) => (SASS_FILE.test(f) && dirname(f) !== cache.config.root ? dirname(f) : f)),
      ].filter(existsSync),
      contentFiles: sidebarsFileCandidates(cache.config),
      markdownDirs: [join(cache.config.root, 'src')].filter(existsSync),
    },
    ignored: (p) => p === cache.config.outDir || p.startsWith(cache.config.outDir + '/'),
    run: async (batch) => {
      const report = await serial(batch);
      debug?.(
        `rebuilt: ${report.ok ? 'ok' : `errors ${report.errors.map((e) => e.code).join(', ')}`}; rendered ${report.rendered} of ${report.routes}, ${report.paths.length} page(s) changed`,
      );
      opts.onRebuild?.(report);
    },
  });
  await watcher.ready;
  return {
    files: () => cache.good?.files ?? new Map(),
    errors: () => cache.errors,
    rebuild: async (batch) => {
      const report = await serial(batch);
      opts.onRebuild?.(report);
      return report;
    },
    watcher,
    close: () => watcher.close(),
  };
}

async function rebuild(
  cache: DevCache,
  batch: ChangeBatch,
  ctx: { root?: string; devScript: string; initial?: boolean; onProgress?: ProgressListener },
): Promise<RebuildReport> {
  const started = performance.now();
  const diagnostics: Diagnostic[] = [];
  const timings: StageTiming[] = [];
  const stage = progressRunner(timings, ctx.onProgress);
  const full = batch.stage === 'config' || batch.stage === 'theme';
  const report = (extra: Partial<RebuildReport>): RebuildReport => {
    const errors = diagnostics.filter((d) => d.severity === 'error');
    // Errors keep the last good site on screen; the overlay shows them until a rebuild succeeds.
    cache.errors = errors.map((d) => toOverlay(d, cache.config.root));
    return {
      ok: errors.length === 0,
      stage: ctx.initial ? 'initial' : batch.stage,
      changedFiles: batch.files,
      paths: [],
      full,
      kind: batch.stage,
      rendered: 0,
      routes: 0,
      ...extra,
      ms: performance.now() - started,
      timings,
      errors: cache.errors,
      diagnostics,
    };
  };
  // Files the last build did not read (a `_partial.md` nobody imports): the site as served stands.
  if (!full && batch.files.length && cache.unread && batch.files.every(cache.unread))
    return report({ unread: true, routes: cache.good?.pages.size ?? 0 });
  // A new config gets new caches (MemoryCaches); a theme change, the theme's bundles compiled again.
  if (batch.stage === 'theme') cache.caches.themeChanged();
  try {
    if (batch.stage === 'config' && !ctx.initial) {
      cache.config = await loadConfig({ root: ctx.root });
      cache.caches = new MemoryCaches(cache.config, cache.caches);
    }
  } catch (err) {
    if (!isBlogctlError(err)) throw err;
    diagnostics.push(...err.diagnostics);
    return report({});
  }
  // The same session as build: every file is read again (cheap), only changed entries are rendered again.
  const target = new DevTarget(cache);
  const session = new BuildSession({ config: cache.config, caches: cache.caches, includeDrafts: true, stage });
  const run = await session.render(target, { devScript: ctx.devScript });
  diagnostics.push(...run.diagnostics);
  if (run.error) return report({});
  const routes = run.analysis.table.routes.length;
  return report({ paths: [...target.changed], rendered: routes - target.reused, routes });
}

/**
 * The dev server's render target: memory, reusing the routes of the last good build while the render key is its
 * key. The new files become the served ones unless the render has errors (the first build's are served anyway).
 */
class DevTarget implements RenderTarget {
  /** URL paths of the pages whose HTML changed, appeared or disappeared. */
  changed = new Set<string>();
  private globalKey = '';
  private routeCache?: MemoryRouteCache;
  private sink?: MemorySink;

  constructor(private readonly cache: DevCache) {}

  /** Routes reused from the last good build. */
  get reused(): number {
    return this.routeCache?.reused ?? 0;
  }

  open(globalKey: string): { sink: MemorySink; cache: MemoryRouteCache } {
    const { good, copies } = this.cache;
    this.globalKey = globalKey;
    this.routeCache = new MemoryRouteCache(
      good && good.globalKey === globalKey
        ? { keys: good.routeKeys, digests: good.routeDigests, has: (p) => good.files.has(p) }
        : undefined,
    );
    this.sink = new MemorySink({ previous: (p) => good?.files.get(p)?.body, copies });
    return { sink: this.sink, cache: this.routeCache };
  }

  finish(run: RenderedRun): void {
    const { good } = this.cache;
    const next = this.servedFiles(run.analysis.table);
    this.changed = next.changed;
    this.cache.unread = run.ok ? unreadFilter(run, this.cache.config, { added: true }) : undefined;
    if (run.ok || !good)
      this.cache.good = {
        files: next.files,
        globalKey: this.globalKey,
        routeKeys: this.routeCache!.keys,
        routeDigests: this.routeCache!.digests,
        pages: next.pages,
      };
  }

  abandon(err: unknown): unknown {
    return err;
  }

  /**
   * The sink's files as served files, keeping the last good build's SiteFile (and ETag) for identical bytes, and
   * the URL paths of the pages whose HTML changed, appeared or disappeared.
   */
  private servedFiles(table: RouteTable) {
    const { good, config } = this.cache;
    const pages = new Map(table.routes.map((r) => [r.outFile, withBase(config.baseUrl, r.path)]));
    const files = new Map<string, SiteFile>();
    const changed = new Set<string>();
    for (const [path, bytes] of this.sink!.files) {
      const old = good?.files.get(path);
      let file: SiteFile;
      if (old && old.body === bytes) file = old;
      else {
        const etag = etagOf(bytes);
        const body = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
        file = old && old.etag === etag ? old : { body, etag, size: body.length };
      }
      files.set(path, file);
      const page = pages.get(path);
      if (page && file !== old) changed.add(page);
    }
    // Pages that disappeared (a deleted or renamed post) count as changed too.
    for (const [outFile, urlPath] of good?.pages ?? []) if (!pages.has(outFile)) changed.add(urlPath);
    return { files, pages, changed };
  }
}

function toOverlay(d: Diagnostic, root: string): OverlayDiagnostic {
  const { code, location, text, hint, frame } = formatDiagnostic(d, root);
  return { code, location, text, hint, frame };
}
