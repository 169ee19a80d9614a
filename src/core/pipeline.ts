// SitePipeline: the stages of the pipeline, over the caches, worker pool and stage timer it is given; each run
// of build, check, search push and the dev server reaches it through a BuildSession (session.ts), which owns
// those and puts the stages in order:
//   analyze(): content → routes → search index → site data → feeds → validation (core/analyze.ts);
//   bundle():  the theme bundles the analysed content needs (MDX islands, site components);
//   render():  every route through the render path into a sink, then every other output file.
import '../util/react-mode';
import type { ResolvedConfig } from '../config/load-config';
import { graphUsesIslands } from '../content/islands';
import { reactPageFiles } from '../content/scan';
import type { ContentGraph } from '../content/types';
import { BlogctlError, warning, type Diagnostic } from '../errors/blogctl-error';
import type { OutputSink } from '../output/sink';
import { join, relative } from 'node:path';
import { buildThemeBundles, type ThemeBundles } from '../render/bundles';
import { codeThemeSheets } from '../render/code-theme';
import { docusaurusSwizzles } from '../render/docusaurus-swizzles';
import { renderAll } from '../render/render-pool';
import { buildSiteChunks, type SiteChunks } from '../render/site-chunks';
import { sitePostcss, type SitePostcss } from '../content/site-components/postcss';
import { urlRoots } from '../content/site-components/url-roots';
import type { SiteModuleRef } from '../content/site-components/component-modules';
import type { RouteReuse } from '../render/route-cache';
import { hashOf } from '../util/hash';
import { compileCacheDir } from '../util/site-cache';
import type { LazyPool } from '../util/worker-pool';
import { analyzeContent, analyzeSite, type SiteAnalysis, type SiteCaches } from './analyze';
import { untimed, type StageRunner } from './progress';
import { emitFeatureFiles, emitSearchIndex, emitSiteFiles, renderContext } from './emit';

export interface PipelineOptions {
  caches?: SiteCaches;
  /** Worker threads for large sites (content and render stages). */
  pool?: LazyPool;
  /** Include drafts (dev server). @default false */
  includeDrafts?: boolean;
  /** Runs (and times) each named stage. */
  stage?: StageRunner;
  /** Where the theme compiles. @default the site's cache folder, or this run's scratch folder (util/site-cache.ts) */
  compileDir?: string;
}

export interface RenderOptions {
  bundles: ThemeBundles;
  sink: OutputSink;
  /** Unchanged routes are reused from the previous output instead of rendered. */
  cache?: RouteReuse;
  /** The dev server's live-reload script, added to every page. */
  devScript?: string;
}

/** What the bundles of a content graph must hold: the islands script when an entry has an MDX island, and the
 *  chunks of the site's own components (by their key) when it has some. */
interface BundleNeeds {
  islands: boolean;
  siteKey?: string;
}

/** Bundles at hand (an earlier run's) or being compiled (the early guess), and what they hold. */
interface BundleOffer {
  needs: BundleNeeds;
  bundles: ThemeBundles | Promise<ThemeBundles>;
}

const needsOf = (bundles: ThemeBundles): BundleNeeds => ({
  islands: Boolean(bundles.client.islands),
  siteKey: bundles.siteKey,
});

/** Bundles compiled for the site modules the components stage was about to render (contentWithBundles). */
interface ModulesOffer {
  modules: SiteModuleRef[];
  islands: boolean;
  bundles: Promise<ThemeBundles>;
}

const sameModules = (a: SiteModuleRef[], b: SiteModuleRef[]) =>
  a.length === b.length && a.every((m, i) => m.id === b[i].id && m.file === b[i].file);

/** Whether bundles made for `have` fit a graph that needs `need`. */
const fits = (have: BundleNeeds, need: BundleNeeds): boolean =>
  have.islands === need.islands && have.siteKey === need.siteKey;

export class SitePipeline {
  private readonly stage: StageRunner;
  private compileFolder?: string;
  /** The theme compiles started and not yet settled: one a failed content stage never awaited still writes. */
  private readonly compiles = new Set<Promise<unknown>>();

  constructor(
    readonly config: ResolvedConfig,
    private readonly options: PipelineOptions = {},
  ) {
    this.stage = options.stage ?? untimed;
  }

  /** Looked up when the theme first compiles: a run that compiles nothing creates no cache folder. */
  private get compileDir(): string {
    return (this.compileFolder ??= this.options.compileDir ?? compileCacheDir(this.config.root));
  }

  /** Settles once every compile this pipeline started has (settled() in session.ts): a run returns only then,
   *  so no compile writes into the cache folder after it, nor beside the next run's compile of the same folder. */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.compiles]);
  }

  /** Stage "bundle" over `compile`, kept in `compiles` until it settles. */
  private compileStage(compile: () => Promise<ThemeBundles>): Promise<ThemeBundles> {
    const started = this.stage('bundle', compile);
    this.compiles.add(started);
    const done = () => this.compiles.delete(started);
    started.then(done, done);
    return started;
  }

  /** The content graph alone (search push). */
  content(): Promise<ContentGraph> {
    return analyzeContent(this.config, this.options);
  }

  /** Everything up to rendering; `searchIndex: false` skips the local index (check writes nothing); `graph`: the
   *  content stage when the caller started it (content()). */
  analyze(opts: { searchIndex?: boolean; graph?: Promise<ContentGraph> } = {}): Promise<SiteAnalysis> {
    return analyzeSite(this.config, { ...this.options, ...opts });
  }

  /**
   * Stage "bundle": the theme's client and server bundles for `graph` (bundleFor). `reuse`: bundles of an earlier
   * run (dev server), kept while they fit this graph, so the islands script comes with the first entry that has
   * an island and goes with the last. With PostCSS the theme's stylesheet may depend on the content (Tailwind's
   * classes), so an earlier run's bundles are not reused.
   */
  bundle(graph: ContentGraph, reuse?: ThemeBundles): Promise<ThemeBundles> {
    const offer = reuse && !this.postcss().postcss ? { needs: needsOf(reuse), bundles: reuse } : undefined;
    return this.bundleFor(graph, offer);
  }

  /**
   * The content stage, with stage "bundle" started just before it (build): the theme compiles in esbuild's process
   * for a site without MDX islands or site components, the usual case, while this thread reads the content. When
   * the graph then needs other bundles, they are compiled instead, as a second "bundle" stage (the first compile
   * is only waste), so `bundles` is always what `bundle(graph)` gives. The stage times the compile, not the wait
   * for the content. A site with React pages has site components, so nothing is guessed for it: the guess would be
   * that waste, on the cores its content and components need. Site components are compiled for the browser as
   * soon as the content stage knows them, beside their server compile and render (stage "components"): the
   * browser's compile is kept when every one of them rendered, as is usual.
   */
  contentWithBundles(): { graph: Promise<ContentGraph>; bundles: Promise<ThemeBundles> } {
    let guess: BundleOffer | undefined;
    if (!this.hasReactPages()) {
      const compiled = this.compileStage(() => this.compileTheme(false));
      compiled.catch(() => {}); // awaited by bundles when the guess holds; its failure is then the build's
      guess = { needs: { islands: false }, bundles: compiled };
    }
    let ahead: ModulesOffer | undefined;
    const onComponentModules = (modules: SiteModuleRef[], g: ContentGraph) => {
      // A site component that renders leaves an island container: the islands script then comes too.
      const islands = modules.length > 0 || graphUsesIslands(g);
      const bundles = this.compileStage(() => this.compileWith(islands, modules));
      // Awaited by bundles when the modules are those that rendered; its failure is then the build's.
      bundles.catch(() => {});
      ahead = { modules, islands, bundles };
    };
    const graph = analyzeContent(this.config, { ...this.options, onComponentModules });
    const bundles = graph.then((g) => this.bundleFor(g, guess, ahead));
    return { graph, bundles };
  }

  /** Whether the pages folder has React pages; a folder that cannot be listed is reported by the content stage. */
  private hasReactPages(): boolean {
    try {
      return reactPageFiles(this.config.dirs.pages).pages.length > 0;
    } catch {
      return false;
    }
  }

  /** The bundles `graph` needs (BundleNeeds): `offer` or `ahead` when it fits them, else compiled in stage
   *  "bundle". */
  private async bundleFor(graph: ContentGraph, offer?: BundleOffer, ahead?: ModulesOffer): Promise<ThemeBundles> {
    const islands = graphUsesIslands(graph);
    const siteModules = graph.siteModules?.length ? graph.siteModules : undefined;
    // Without site components, the needs are known before anything is compiled.
    if (!siteModules && offer && fits(offer.needs, { islands })) return offer.bundles;
    if (siteModules && ahead && ahead.islands === islands && sameModules(ahead.modules, siteModules))
      return ahead.bundles;
    return this.compileStage(() => this.compileWith(islands, siteModules, offer));
  }

  /** The theme with the browser chunks of `siteModules` (one each, loaded by the islands chunk where a page shows
   *  one); `offer` when it was compiled for the same needs. */
  private async compileWith(
    islands: boolean,
    siteModules: SiteModuleRef[] | undefined,
    offer?: BundleOffer,
  ): Promise<ThemeBundles> {
    const { root, baseUrl, images } = this.config;
    const site =
      siteModules &&
      (await buildSiteChunks(siteModules, {
        root,
        baseUrl,
        cacheDir: this.compileDir,
        ...this.postcss(),
        ...(images?.responsive && { responsive: images.responsive }),
        urlRoots: urlRoots(this.config),
      }));
    if (offer && fits(offer.needs, { islands, siteKey: site?.key })) return offer.bundles;
    return this.compileTheme(islands, site);
  }

  private async compileTheme(islands: boolean, site?: SiteChunks): Promise<ThemeBundles> {
    const cacheDir = this.compileDir;
    // The site's theme/ folder shadows theme components by file name, as a Docusaurus site's wrap-mode swizzles
    // in src/theme do (an ejected component there is left out, with a warning); customCss joins the stylesheet.
    const swizzleDir = join(this.config.root, 'src', 'theme');
    const swizzles = docusaurusSwizzles(swizzleDir);
    const theme = {
      dir: join(this.config.root, 'theme'),
      customCss: [...codeThemeSheets(this.config.prism, cacheDir), ...this.config.customCss],
      sassRecord: join(cacheDir, 'sass-inputs.json'),
      ...(swizzles.wrappers.size ? { swizzles: { dir: swizzleDir, wrappers: swizzles.wrappers } } : {}),
      ...(this.config.customCss.length ? { urlRoots: urlRoots(this.config) } : {}),
      ...this.postcss(),
    };
    const mermaid = this.config.mermaid?.enabled ? this.config.mermaid : undefined;
    const options = {
      cacheDir,
      islands,
      site,
      theme,
      ui: this.config.ui,
      ...(mermaid && islands ? { mermaid: { theme: mermaid.theme, options: mermaid.options } } : {}),
    };
    const problems = [...swizzles.problems];
    let bundles: ThemeBundles;
    try {
      bundles = await buildThemeBundles(options);
    } catch (err) {
      // Wrappers that do not compile (what they import reaches further than blogctl provides) never fail the
      // build: the theme is compiled without them.
      if (!theme.swizzles) throw err;
      const first = err instanceof BlogctlError ? err.diagnostics[0] : undefined;
      const { swizzles: _left, ...without } = theme;
      bundles = await buildThemeBundles({ ...options, theme: without });
      const names = [...theme.swizzles.wrappers.values()].map((f) => relative(swizzleDir, f)).join(', ');
      const reason = first ? first.text : String(err);
      problems.push(warning('SITE_THEME_EJECTED', { name: names, kind: 'failed', reason }, first?.loc));
    }
    if (!problems.length) return bundles;
    return { ...bundles, warnings: [...(bundles.warnings ?? []), ...problems] };
  }

  /** The site's PostCSS step (config `postcss`), when it has one, with where the files its plugins read are kept. */
  private postcss(): { postcss?: { step: SitePostcss; record: string } } {
    const cacheDir = this.compileDir;
    const step = sitePostcss(this.config.root, this.config.postcss, cacheDir);
    return step ? { postcss: { step, record: join(cacheDir, 'postcss-inputs.json') } } : {};
  }

  /** The key every route key is relative to: the theme, site data and document shell. */
  renderKey(analysis: SiteAnalysis, bundles: ThemeBundles, devScript?: string): string {
    // The asset names too: a bundle recompiled under the same key (a Sass custom stylesheet whose partials changed,
    // bundles.ts) has new ones, which every page links.
    return hashOf(
      bundles.key,
      bundles.client.css.join('\n'),
      bundles.client.js,
      JSON.stringify(renderContext(this.config, { site: analysis.site, htmlTags: analysis.graph.htmlTags, devScript })),
    );
  }

  /** Renders every route (stage "render"; the search index is written beside it once built), then writes feeds,
   *  assets and static files (stage "assets"). */
  async render(analysis: SiteAnalysis, opts: RenderOptions): Promise<Diagnostic[]> {
    const { stage } = this;
    const ctx = renderContext(this.config, {
      site: analysis.site,
      htmlTags: analysis.graph.htmlTags,
      devScript: opts.devScript,
    });
    const routes = analysis.table.routes;
    // The search index's files go out as soon as it is built, not held until the render is done.
    const searchWritten = emitSearchIndex(opts.sink, analysis);
    searchWritten.catch(() => {}); // awaited (and its failure reported) with the other files
    const diagnostics = await stage(
      'render',
      (report) =>
        renderAll(routes, {
          bundles: opts.bundles,
          ctx,
          sink: opts.sink,
          pool: this.options.pool,
          cache: opts.cache,
          onRendered: (done, total) => report(done, total, 'routes'),
        }),
      () => ({ count: routes.length, unit: 'routes' }),
    );
    await stage('assets', async () => {
      await emitSiteFiles(opts.sink, { analysis, bundles: opts.bundles, searchWritten });
      await emitFeatureFiles(opts.sink, this.config, analysis);
      return opts.sink.flush();
    });
    return diagnostics;
  }
}
