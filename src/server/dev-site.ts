// The dev site behind `serve --watch`: builds into memory and, on each batch of changes, re-runs from the
// earliest stage the batch needs. State that persists across rebuilds lives in one explicit DevCache.
// A route is rendered again only when its page data (or the theme/site data) changed; everything else is
// reused from the last good build, which keeps being served while a broken edit is on screen.
import { markdownOptionsOf } from '../content/markdown-options';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import fg from 'fast-glob';
import { loadConfig, type ResolvedConfig } from '../config/load-config';
import { validateConfigRefs } from '../config/validate-refs';
import { loadContent, type FrontMatterCache } from '../content/graph';
import { MarkdownCache } from '../content/markdown-cache';
import { createMarkdown, type MarkdownRenderer } from '../content/markdown';
import { isBlogctlError, type Diagnostic } from '../errors/blogctl-error';
import { codeFrame } from '../errors/code-frame';
import { buildThemeBundles, type ThemeBundles } from '../render/bundles';
import { compileCacheDir } from '../util/site-cache';
import { graphUsesIslands } from '../content/islands';
import { feedPaths, renderFeeds } from '../render/feeds';
import { renderSearchIndex } from '../render/search-index';
import { SearchCache } from '../search/search-cache';
import { routeKey } from '../render/route-cache';
import { loadSsrModule, pageDataOf, renderRoute, templateError, type RenderContext, type SsrModule } from '../render/render-routes';
import { buildSiteData } from '../render/site-data';
import { checkLinks } from '../routes/check-links';
import { buildRouteTable } from '../routes/route-table';
import { withBase } from '../shared/urls';
import { hashOf } from '../util/hash';
import { packageRoot } from '../util/package-root';
import { timeStage, type StageTiming } from '../util/task';
import { etagOf, type SiteFile } from './site-files';
import { watchSite, type ChangeBatch, type RebuildStage, type SiteWatcher } from './watch';

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
  /** Routes rendered this time / routes in the site. */
  rendered: number;
  routes: number;
  ms: number;
  timings: StageTiming[];
  errors: OverlayDiagnostic[];
  diagnostics: Diagnostic[];
}

/** Everything that persists between rebuilds. */
interface DevCache {
  config: ResolvedConfig;
  markdown: MarkdownRenderer;
  /** Rendered Markdown reused while an entry's body, links and images are unchanged. */
  markdownCache: MarkdownCache;
  frontMatter: FrontMatterCache;
  /** Segmented search words by string: an edit re-segments only its new strings. */
  searchCache: SearchCache;
  bundles?: ThemeBundles;
  ssr?: SsrModule;
  /** The last good build: what is served. */
  good: { files: Map<string, SiteFile>; pageData: Map<string, string>; renderKey: string; pages: Map<string, string> } | null;
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
}

export async function createDevSite(opts: DevSiteOptions): Promise<DevSite> {
  const cache: DevCache = { config: opts.config, markdown: createMarkdown(markdownOptionsOf(opts.config)), markdownCache: MarkdownCache.inMemory('dev'), frontMatter: new Map(), searchCache: SearchCache.inMemory(), good: null, errors: [] };
  const devScript = `<script type="module" src="${withBase(opts.config.baseUrl, opts.devScriptUrl)}"></script>\n`;
  // One rebuild at a time: the watcher and manual calls share the queue.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = (batch: ChangeBatch) => {
    const next = queue.then(() => rebuild(cache, batch, { root: opts.root, devScript }));
    queue = next.catch(() => undefined);
    return next;
  };
  const initial = await rebuild(cache, { stage: 'config', files: [] }, { root: opts.root, devScript, initial: true });
  opts.onRebuild?.(initial);
  const pkg = packageRoot();
  const watcher = watchSite({
    roots: {
      configFile: cache.config.configFile,
      contentDir: cache.config.contentDir,
      staticDir: cache.config.staticDir,
      themeDirs: ['templates', 'src/client', 'src/shared'].map((d) => join(pkg, d)).filter(existsSync),
    },
    ignored: (p) => p === cache.config.outDir || p.startsWith(cache.config.outDir + '/'),
    run: async (batch) => {
      const report = await serial(batch);
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

async function rebuild(cache: DevCache, batch: ChangeBatch, ctx: { root?: string; devScript: string; initial?: boolean }): Promise<RebuildReport> {
  const started = performance.now();
  const diagnostics: Diagnostic[] = [];
  const timings: StageTiming[] = [];
  const stage = <T>(name: string, fn: () => T | Promise<T>) => timeStage(timings, name, fn);
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
  try {
    if (batch.stage === 'config' && !ctx.initial) {
      cache.config = await loadConfig({ root: ctx.root });
      cache.markdown = createMarkdown(markdownOptionsOf(cache.config));
      cache.markdownCache = MarkdownCache.inMemory('dev');
      cache.frontMatter = new Map();
    }
    if (full || !cache.bundles || !cache.ssr) {
      cache.bundles = await buildThemeBundles({ cacheDir: compileCacheDir(cache.config.root), islands: Boolean(cache.bundles?.client.islands) });
      cache.ssr = await loadSsrModule(cache.bundles);
    }
    const { config } = cache;
    // Content: every file is read again (cheap); only entries whose body changed are rendered again.
    const graph = await stage('content', () => loadContent(config, { includeDrafts: true, markdown: cache.markdown, cache: cache.markdownCache, frontMatterCache: cache.frontMatter }));
    // The islands script comes with the first entry that has an island (and goes with the last), as in `build`.
    const islands = graphUsesIslands(graph);
    if (Boolean(cache.bundles?.client.islands) !== islands) {
      cache.bundles = await buildThemeBundles({ cacheDir: compileCacheDir(config.root), islands });
      cache.ssr = await loadSsrModule(cache.bundles);
    }
    const { bundles, ssr } = cache as Required<Pick<typeof cache, 'bundles' | 'ssr'>>;
    cache.markdownCache.advance();
    diagnostics.push(...graph.diagnostics);
    const { table, diagnostics: routeDiagnostics } = await stage('routes', () => buildRouteTable(graph, config));
    diagnostics.push(...routeDiagnostics);
    // The local search index, as `build` writes it: its URL is stable, so edits do not change the site data.
    const searchIndex = await stage('search-index', () => renderSearchIndex(graph, config, cache.searchCache));
    cache.searchCache.advance();
    const site = buildSiteData(config, graph, table, { searchIndexUrl: searchIndex?.url });
    const feeds = await stage('feeds', () => renderFeeds(graph, table, config));
    const staticFiles = existsSync(config.staticDir) ? await fg('**/*', { cwd: config.staticDir, onlyFiles: true }) : [];
    await stage('validate', () => {
      diagnostics.push(...validateConfigRefs(config, graph));
      diagnostics.push(...checkLinks(graph, table, config, site, [...staticFiles, ...feeds.map((f) => f.path), ...graph.assets.map((a) => a.to)]));
    });

    const renderCtx: RenderContext = { site, bundles, ssr, favicon: config.favicon, feeds: feedPaths(config), devScript: ctx.devScript };
    const renderKey = hashOf(bundles.key, JSON.stringify(site), ctx.devScript);
    const prev = cache.good && cache.good.renderKey === renderKey ? cache.good : null;
    const files = new Map<string, SiteFile>();
    const pageData = new Map<string, string>();
    const pages = new Map<string, string>();
    const changed = new Set<string>();
    const put = (path: string, body: Buffer, page?: string) => {
      const etag = etagOf(body);
      const old = cache.good?.files.get(path);
      files.set(path, old && old.etag === etag ? old : { body, etag, size: body.length });
      if (page && old?.etag !== etag) changed.add(page);
    };
    let rendered = 0;
    const renderStart = performance.now();
    for (const route of table.routes) {
      const urlPath = withBase(config.baseUrl, route.path);
      const data = routeKey(route);
      pages.set(route.outFile, urlPath);
      pageData.set(route.outFile, data);
      const dataFile = route.dataFile;
      if (prev && prev.pageData.get(route.outFile) === data && prev.files.has(route.outFile)) {
        // Same page data (routeKey digests it) + same theme and site data → the same HTML: reuse it.
        files.set(route.outFile, prev.files.get(route.outFile)!);
        if (dataFile && prev.files.has(dataFile)) files.set(dataFile, prev.files.get(dataFile)!);
        continue;
      }
      let html: string;
      try {
        html = renderRoute(route, renderCtx);
      } catch (err) {
        diagnostics.push(templateError(route, err));
        continue;
      }
      rendered++;
      put(route.outFile, Buffer.from(html), urlPath);
      if (dataFile) put(dataFile, Buffer.from(JSON.stringify(pageDataOf(route))));
    }
    timings.push({ name: 'render', ms: performance.now() - renderStart });
    for (const f of feeds) put(f.path, Buffer.from(f.content));
    if (searchIndex) for (const f of searchIndex.files) put(f.path, Buffer.from(f.content));
    const copy = (from: string, to: string, hashed: boolean) => {
      const old = cache.good?.files.get(to);
      if (hashed && old) files.set(to, old);
      else put(to, readFileSync(from));
    };
    for (const f of bundles.client.files) copy(f.from, f.to, true);
    for (const a of graph.assets) copy(a.from, a.to, true);
    for (const f of staticFiles) copy(join(config.staticDir, f), f, false);
    // Pages that disappeared (a deleted or renamed post) count as changed too.
    for (const [outFile, urlPath] of cache.good?.pages ?? []) if (!pages.has(outFile)) changed.add(urlPath);

    const hasErrors = diagnostics.some((d) => d.severity === 'error');
    if (!hasErrors || !cache.good) cache.good = { files, pageData, renderKey, pages };
    return report({ paths: [...changed], rendered, routes: table.routes.length });
  } catch (err) {
    if (!isBlogctlError(err)) throw err;
    diagnostics.push(...err.diagnostics);
    return report({});
  }
}

function toOverlay(d: Diagnostic, root: string): OverlayDiagnostic {
  const file = d.loc?.file ? relative(root, d.loc.file) || d.loc.file : '(project)';
  const location = d.loc?.line ? `${file}:${d.loc.line}:${d.loc.column ?? 1}` : file;
  let frame: string | undefined;
  if (d.loc?.line) {
    try {
      frame = codeFrame(readFileSync(d.loc.file, 'utf8'), d.loc.line, d.loc.column) || undefined;
    } catch {
      // The file may be gone (deleted while broken).
    }
  }
  return { code: d.code, location, text: d.text, hint: d.hint, frame };
}
