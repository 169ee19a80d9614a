// Watch = chokidar + a change queue + a decision table. Events that arrive within a short quiet window, or
// while a rebuild runs, are coalesced into one batch; each batch re-runs from the earliest stage it needs.
import { sep } from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { ChangeQueue, type ChangeBatch, type RebuildStage } from './change-queue';

export { earliestStage, type ChangeBatch, type RebuildStage } from './change-queue';

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
  /** Folders whose Markdown files are content (the site's src folder, where imported Markdown files often are). */
  markdownDirs?: string[];
}

/**
 * The decision table: config → everything (config, bundles, content, routes, render); theme → bundles and
 * render; content (any .md, authors.yml, tags.yml, _category_.json, images, the sidebars file, a Markdown file of
 * the site's src folder, which pages may import) → content, routes and the routes whose data changed; static/ → copy static files.
 */
export function classifyChange(file: string, roots: WatchRoots): RebuildStage | null {
  const inside = (dir: string) => file === dir || file.startsWith(dir + sep);
  if ((roots.configFile && file === roots.configFile) || roots.configFiles?.includes(file)) return 'config';
  if (roots.themeDirs.some(inside)) return 'theme';
  if ([roots.contentDir, ...(roots.contentDirs ?? [])].some(inside) || roots.contentFiles?.includes(file))
    return 'content';
  if (/\.mdx?$/i.test(file) && roots.markdownDirs?.some(inside)) return 'content';
  if ([roots.staticDir, ...(roots.staticDirs ?? [])].some(inside)) return 'static';
  return null;
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
  const debug = watchDebugLog();
  const queue = new ChangeQueue({
    run: opts.run,
    quietMs: opts.quietMs,
    debug,
    // A rebuild must never take the dev server down: report it and keep serving the last good site.
    onError: (err, batch) =>
      console.error(
        `[blogctl] internal error while rebuilding (${batch.files.length} change(s)); the last good site is still served:`,
        err,
      ),
  });
  const paths = [
    opts.roots.configFile,
    ...(opts.roots.configFiles ?? []),
    opts.roots.contentDir,
    ...(opts.roots.contentDirs ?? []),
    opts.roots.staticDir,
    ...(opts.roots.staticDirs ?? []),
    ...opts.roots.themeDirs,
    ...(opts.roots.contentFiles ?? []),
    ...(opts.roots.markdownDirs ?? []),
  ].filter((p): p is string => !!p);
  const watcher: FSWatcher = watch(paths, {
    ignoreInitial: true,
    ignored: (p: string) =>
      /(^|[/\\])(\.git|node_modules|\.DS_Store)([/\\]|$)/.test(p) ||
      /(~|\.swp|\.tmp)$/.test(p) ||
      (opts.ignored?.(p) ?? false),
  });
  const onEvent = (event: string, file: string) => {
    const stage = classifyChange(file, opts.roots);
    debug?.(`${event} ${file}${stage ? '' : ' (not watched for rebuilds)'}`);
    if (stage) queue.add(file, stage);
  };
  for (const ev of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const)
    watcher.on(ev, (file: string) => onEvent(ev, file));
  if (debug)
    watcher.on('raw', (event, path, details) =>
      debug(`raw ${event} ${path} (watching ${(details as { watchedPath?: string } | undefined)?.watchedPath ?? '?'})`),
    );
  // Without a listener an 'error' (e.g. ENOSPC/EMFILE when inotify is exhausted) would crash the server.
  watcher.on('error', (err) =>
    console.error('[blogctl] file watcher error (changes may be missed until restart):', err),
  );
  const ready = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    ready,
    close: async () => {
      queue.close();
      await watcher.close();
    },
  };
}
