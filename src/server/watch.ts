// Watch = chokidar + a change queue + a decision table. Events that arrive within a short quiet window, or
// while a rebuild runs, are coalesced into one batch; each batch re-runs from the earliest stage it needs.
import { sep } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';

/** The earliest stage a change forces, in pipeline order. */
export type RebuildStage = 'config' | 'theme' | 'content' | 'static';
const ORDER: RebuildStage[] = ['config', 'theme', 'content', 'static'];

export interface WatchRoots {
  configFile?: string;
  /** Other files read with the config (the site's src/theme/MDXComponents and the names it may take). */
  configFiles?: string[];
  contentDir: string;
  staticDir: string;
  /** More content folders (blog, docs and pages folders outside contentDir). */
  contentDirs?: string[];
  /** More static folders (staticDirectories). */
  staticDirs?: string[];
  /** Template and client sources of the theme. */
  themeDirs: string[];
  /** Content files outside the content folder (the sidebars file and the names it may take). */
  contentFiles?: string[];
}

/**
 * The decision table: config → everything (config, bundles, content, routes, render); theme → bundles and
 * render; content (any .md, authors.yml, tags.yml, _category_.json, images, the sidebars file) → content,
 * routes and the routes whose data changed; static/ → copy static files.
 */
export function classifyChange(file: string, roots: WatchRoots): RebuildStage | null {
  const inside = (dir: string) => file === dir || file.startsWith(dir + sep);
  if ((roots.configFile && file === roots.configFile) || roots.configFiles?.includes(file)) return 'config';
  if (roots.themeDirs.some(inside)) return 'theme';
  if ([roots.contentDir, ...(roots.contentDirs ?? [])].some(inside) || roots.contentFiles?.includes(file)) return 'content';
  if ([roots.staticDir, ...(roots.staticDirs ?? [])].some(inside)) return 'static';
  return null;
}

export function earliestStage(stages: Iterable<RebuildStage>): RebuildStage {
  let best = ORDER.length - 1;
  for (const s of stages) best = Math.min(best, ORDER.indexOf(s));
  return ORDER[best];
}

export interface ChangeBatch {
  stage: RebuildStage;
  files: string[];
}

export interface SiteWatcher {
  /** Resolves once the initial scan is done and changes are being reported. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface WatchOptions {
  roots: WatchRoots;
  /** Runs one batch; the next batch waits for it. */
  run: (batch: ChangeBatch) => Promise<void>;
  /** Quiet time that ends a burst of saves. @default 15 */
  quietMs?: number;
  ignored?: (path: string) => boolean;
}

/**
 * With BLOGCTL_DEBUG_WATCH=1, a timestamped line on stderr per file event and per batch (start, end), so a log
 * of a dev session (or of a CI run of the watch tests) shows whether a change was seen and what its rebuild did.
 */
export function watchDebugLog(env: NodeJS.ProcessEnv = process.env): ((msg: string) => void) | undefined {
  if (env.BLOGCTL_DEBUG_WATCH !== '1') return undefined;
  return (msg) => process.stderr.write(`[blogctl watch ${new Date().toISOString()}] ${msg}\n`);
}

export function watchSite(opts: WatchOptions): SiteWatcher {
  const pending = new Map<string, RebuildStage>();
  let building = false;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const debug = watchDebugLog();
  let batches = 0;
  const flush = async () => {
    timer = undefined;
    if (building || closed || !pending.size) return;
    const batch: ChangeBatch = { stage: earliestStage(pending.values()), files: [...pending.keys()] };
    pending.clear();
    building = true;
    const n = ++batches;
    const started = performance.now();
    debug?.(`batch ${n} start: ${batch.stage}, ${batch.files.join(', ')}`);
    try {
      await opts.run(batch);
      debug?.(`batch ${n} end: ${Math.round(performance.now() - started)} ms`);
    } catch (err) {
      debug?.(`batch ${n} failed: ${Math.round(performance.now() - started)} ms`);
      // A rebuild must never take the dev server down: report it and keep serving the last good site.
      console.error(`[blogctl] internal error while rebuilding (${batch.files.length} change(s)); the last good site is still served:`, err);
    } finally {
      building = false;
      if (pending.size) debug?.(`batch ${n}: ${pending.size} change(s) arrived meanwhile, next batch queued`);
      // Changes that arrived during the build form the next batch.
      if (pending.size) schedule();
    }
  };
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void flush(), opts.quietMs ?? 15);
  };
  const paths = [opts.roots.configFile, ...(opts.roots.configFiles ?? []), opts.roots.contentDir, ...(opts.roots.contentDirs ?? []), opts.roots.staticDir, ...(opts.roots.staticDirs ?? []), ...opts.roots.themeDirs, ...(opts.roots.contentFiles ?? [])].filter((p): p is string => !!p);
  const watcher: FSWatcher = watch(paths, {
    ignoreInitial: true,
    ignored: (p: string) => /(^|[/\\])(\.git|node_modules|\.DS_Store)([/\\]|$)/.test(p) || /(~|\.swp|\.tmp)$/.test(p) || (opts.ignored?.(p) ?? false),
  });
  const onEvent = (event: string, file: string) => {
    const stage = classifyChange(file, opts.roots);
    debug?.(`${event} ${file}${stage ? '' : ' (not watched for rebuilds)'}${building ? ' (while building)' : ''}`);
    if (!stage) return;
    const prev = pending.get(file);
    pending.set(file, prev ? earliestStage([prev, stage]) : stage);
    if (!building) schedule();
  };
  for (const ev of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) watcher.on(ev, (file: string) => onEvent(ev, file));
  // Without a listener an 'error' (e.g. ENOSPC/EMFILE when inotify is exhausted) would crash the server.
  watcher.on('error', (err) => console.error('[blogctl] file watcher error (changes may be missed until restart):', err));
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await watcher.close();
    },
  };
}
