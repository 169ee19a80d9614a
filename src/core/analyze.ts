// analyzeSite(config, options): the pipeline up to rendering, put in order once —
//   content graph → route table → search index → site data → feeds → static files → validation.
// It writes nothing; what it returns is everything rendering and writing need, plus the diagnostics so far.
// Commands reach it through a BuildSession (session.ts) and its SitePipeline (pipeline.ts), which holds the render.
import type { ResolvedConfig } from '../config/load-config';
import { loadContent, type FrontMatterCache, type LoadContentOptions } from '../content/graph';
import { addInstance, instanceConfig, instanceIds } from '../content/instances';
import type { FileStamps } from '../content/read-sources';
import type { ScanMemo } from '../content/scan';
import type { MarkdownRenderer } from '../content/markdown';
import type { MarkdownCache } from '../content/markdown-cache';
import { htmlFacts } from '../content/html-facts';
import { componentModules, moduleRefs, type SiteModuleRef } from '../content/site-components/component-modules';
import { listStaticFiles } from '../content/static-files';
import type { AssetFile, ContentGraph } from '../content/types';
import type { Diagnostic, ReportingRule } from '../errors/blogctl-error';
import { renderFeeds, type FeedFile } from '../render/feeds';
import {
  EarlyFiles,
  renderSearchIndex,
  searchIndexUrl,
  timeSlices,
  type SearchIndexAsset,
} from '../render/search-index';
import { buildSiteData } from '../render/site-data';
import { checkLinks } from '../routes/check-links';
import type { LinkCheckCache } from '../routes/link-cache';
import { buildRouteTable } from '../routes/route-table';
import type { RouteTable } from '../routes/route-types';
import type { StructureCache } from '../routes/structure-cache';
import { validateConfigRefs } from '../routes/validate-refs';
import { redirectPages } from '../routes/redirects';
import type { SearchCache } from '../search/search-cache';
import type { SiteData } from '../shared/page-props';
import type { LazyPool } from '../util/worker-pool';
import { hasHtmlTags } from '../content/plugins/html-tags';
import { recordPluginTags } from './plugin-tags-record';
import { untimed, type StageRunner } from './progress';

/** Caches the caller owns and keeps between runs (on disk for build and check, in memory for the dev server). */
export interface SiteCaches {
  /** Rendered Markdown and parsed front matter, by the hash of each entry's text. */
  markdown?: MarkdownCache;
  /** A Markdown renderer kept across runs (dev server). */
  renderer?: MarkdownRenderer;
  /** Parsed front matter by file, reused while the text is unchanged (dev server). */
  frontMatter?: FrontMatterCache;
  /** Segmented search words and the last local index. */
  search?: SearchCache;
  /** The last link check's results per entry (routes/link-cache.ts). */
  links?: LinkCheckCache;
  /** Each entry's share of the structure key from the last route table (routes/structure-cache.ts). */
  structure?: StructureCache;
  /** Stat stamps of the input files, taken once at the start of the build (site-snapshot.ts inputStamps). */
  fileStamps?: FileStamps;
  /** The last build's content scans, while they stand (scan-memo.ts). */
  scans?: ScanMemo;
}

export type { StageRunner } from './progress';

export interface AnalyzeOptions {
  /** Include drafts (dev server). @default false */
  includeDrafts?: boolean;
  /** Worker threads for large sites (content stage). */
  pool?: LazyPool;
  caches?: SiteCaches;
  /** false: no local search index (check, which writes nothing). @default true */
  searchIndex?: boolean;
  stage?: StageRunner;
  /** The content stage, when the caller started it (build hands the graph to the theme's early compile too). */
  graph?: Promise<ContentGraph>;
  /**
   * Told, before the components stage compiles anything, the site modules it compiles (as
   * ContentGraph.siteModules lists them when every one renders) and the graph as the content stage left it: build
   * starts their browser compile beside the server's (core/pipeline.ts).
   */
  onComponentModules?: (modules: SiteModuleRef[], graph: ContentGraph) => void;
}

export interface SiteAnalysis {
  graph: ContentGraph;
  table: RouteTable;
  site: SiteData;
  feeds: FeedFile[];
  /**
   * The local search index asset, or null (hosted provider, or not asked for). Built beside the later stages and
   * the render (its URL is fixed, so no page waits for it); awaited when its files are written.
   */
  searchIndex: Promise<SearchIndexAsset | null>;
  /** Files of the search index made before it is done (a cold sharded index's chunks), for the sink to take as
   *  they come (emitSearchIndex()); they are not in the asset's files. */
  searchEarly?: EarlyFiles;
  /** Files of the static folders: where each is read (`from`) and its path in the output (`to`). */
  staticFiles: AssetFile[];
  /** Everything found so far: content, routes, config references and links. */
  diagnostics: Diagnostic[];
}

/** The content stage alone (search push needs only the graph). */
export async function analyzeContent(config: ResolvedConfig, options: AnalyzeOptions = {}): Promise<ContentGraph> {
  const { caches = {}, stage = untimed } = options;
  const loadOptions: LoadContentOptions = {
    includeDrafts: options.includeDrafts,
    pool: options.pool,
    cache: caches.markdown,
    markdown: caches.renderer,
    frontMatterCache: caches.frontMatter,
    fileStamps: caches.fileStamps,
    scans: caches.scans,
  };
  const graph = await stage(
    'content',
    async () => {
      const g = await loadContent(config, loadOptions);
      // Further blogs and docs (config blogInstances, docsInstances): each read as a section of its own.
      for (const { kind, id } of instanceIds(config)) {
        const sub = instanceConfig(config, kind, id);
        addInstance(g, { kind, id, config: sub, graph: await loadContent(sub, loadOptions) });
      }
      return g;
    },
    (g) => ({ count: g.posts.length + g.docs.length + g.pages.length, unit: 'entries' }),
  );
  // The site's plugins first, once: what they give setGlobalData is what the components' useGlobalData reads, and
  // the tags their injectHtmlTags gives go into every page.
  const plugins = config.plugins.length
    ? await stage('plugins', async () => {
        const { runSitePlugins } = await import('../content/plugins/run-plugins');
        return runSitePlugins(graph, config);
      })
    : undefined;
  if (plugins) {
    graph.diagnostics.push(...plugins.diagnostics);
    recordPluginTags(config.root, plugins.htmlTags);
    if (hasHtmlTags(plugins.htmlTags)) graph.htmlTags = plugins.htmlTags;
  }
  // The site's own React components and pages, rendered on the server into the entries' HTML (only sites that
  // have some: esbuild and React are not loaded otherwise).
  const withComponents = [{ g: graph, c: config }, ...(graph.instances ?? []).map((i) => ({ g: i.graph, c: i.config }))]
    .filter(({ g }) => usesSiteComponents(g))
    .map(({ g, c }) => ({ g, c, found: componentModules(g) }));
  if (withComponents.length)
    options.onComponentModules?.(
      withComponents.flatMap(({ c, found }) => moduleRefs(found.files, c.root)),
      graph,
    );
  for (const { g, c, found } of withComponents) {
    // Loaded here, not at the top: it imports React, which must not load before NODE_ENV is settled, nor at all
    // for a site without components.
    const { renderSiteComponents } = await import('../content/site-components/render');
    const { modules, copies, diagnostics } = await stage('components', () =>
      renderSiteComponents(g, c, { globalData: plugins?.globalData ?? {}, found }),
    );
    graph.siteModules = [...(graph.siteModules ?? []), ...modules];
    // The responsive copies of the images the components import: made by the assets stage, as Markdown's are.
    const made = new Set(graph.assets.map((a) => a.to));
    graph.assets.push(...copies.filter((a) => !made.has(a.to)));
    graph.diagnostics.push(...diagnostics);
  }
  return graph;
}

function usesSiteComponents(graph: ContentGraph): boolean {
  return [...graph.posts, ...graph.docs, ...graph.pages].some((e) => htmlFacts(e.content).placeholder);
}

export async function analyzeSite(config: ResolvedConfig, options: AnalyzeOptions = {}): Promise<SiteAnalysis> {
  const { caches = {}, stage = untimed } = options;
  const graph = await (options.graph ?? analyzeContent(config, options));
  const diagnostics: Diagnostic[] = [...graph.diagnostics];
  const { table, diagnostics: routeDiagnostics } = await stage(
    'routes',
    () => buildRouteTable(graph, config, caches.structure),
    (r) => ({ count: r.table.routes.length, unit: 'routes' }),
  );
  diagnostics.push(...routeDiagnostics);
  // Its URL is stable, so content edits do not change the site data every page embeds, and the pages need not
  // wait for it: it is built a slice at a time between the other main-thread work (feeds, validation, serving
  // the render workers).
  const local = options.searchIndex !== false && config.search.provider === 'local';
  const searchEarly = local ? new EarlyFiles() : undefined;
  const searchIndex = local
    ? stage(
        'search-index',
        () =>
          renderSearchIndex(graph, config, {
            cache: caches.search,
            pause: timeSlices(),
            pool: options.pool,
            early: searchEarly,
          }),
        () => ({ count: graph.posts.length + graph.docs.length + graph.pages.length, unit: 'entries' }),
      )
    : Promise.resolve(null);
  searchIndex.catch(() => {}); // awaited (and its failure reported) where its files are written
  const site = buildSiteData(config, graph, table, { searchIndexUrl: local ? searchIndexUrl(config) : undefined });
  const feeds = await stage(
    'feeds',
    () => [
      ...renderFeeds(graph, table, config),
      // Further blogs: each its own RSS and Atom feeds (the sitemap and robots.txt are the site's, above).
      ...(graph.instances ?? []).flatMap((i) =>
        renderFeeds(i.graph, table, i.config).filter((f) => /(^|\/)(rss|atom)\.xml$/.test(f.path)),
      ),
    ],
    (f) => ({ count: f.length, unit: 'files' }),
  );
  const { files: staticFiles, diagnostics: staticDiagnostics } = await listStaticFiles(
    config.staticDirectories,
    config.root,
  );
  diagnostics.push(...staticDiagnostics);
  // Redirect pages are written as the feeds are (config `redirects`; routes/redirects.ts).
  const redirects = redirectPages(config, table, [...staticFiles.map((f) => f.to), ...graph.assets.map((a) => a.to)]);
  feeds.push(...redirects.files);
  diagnostics.push(...redirects.diagnostics);
  await stage('validate', () => {
    diagnostics.push(...validateConfigRefs(config, graph));
    const written = [...staticFiles.map((f) => f.to), ...feeds.map((f) => f.path), ...graph.assets.map((a) => a.to)];
    const links = checkLinks({ graph, table, config, site, extraFiles: written, cache: caches.links });
    diagnostics.push(...links.diagnostics);
    // Pages still link them when the config lets broken links through (onBrokenLinks): the client leaves them to
    // the browser, so the server's not-found page answers, and never prefetches them.
    if (links.brokenPaths.length) site.brokenPaths = links.brokenPaths;
  });
  return {
    graph,
    table,
    site,
    feeds,
    searchIndex,
    searchEarly,
    staticFiles,
    diagnostics: applyReportingRules(diagnostics, config),
  };
}

/**
 * The config's say over how broken links, broken Markdown links, broken anchors and duplicate routes are
 * reported (Docusaurus's options and values): `throw` keeps them errors (blogctl's default), `warn` and `log`
 * make them warnings (blogctl has no separate log level), `ignore` drops them.
 */
export function applyReportingRules(
  diagnostics: Diagnostic[],
  config: Pick<ResolvedConfig, ReportingRule>,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const d of diagnostics) {
    const level = d.rule ? config[d.rule] : 'throw';
    if (level === 'ignore') continue;
    out.push(level === 'throw' || d.severity === 'warning' ? d : { ...d, severity: 'warning' });
  }
  return out;
}
