// SitePipeline: the one core that build, check, search push and the dev server share. It holds what a command
// keeps between stages (config, caches, worker pool, stage timer) and runs the two halves of the pipeline:
//   analyze(): content → routes → search index → site data → feeds → validation (core/analyze.ts);
//   bundle():  the theme bundles the analysed content needs (MDX islands or not);
//   render():  every route through the render path into a sink, then every other output file.
// build renders into the output folder (DiskSink) or memory; the dev server into memory with an in-memory
// route cache; check and search push stop after analysis.
import type { ResolvedConfig } from '../config/load-config';
import { graphUsesIslands } from '../content/islands';
import type { ContentGraph } from '../content/types';
import type { Diagnostic } from '../errors/blogctl-error';
import type { OutputSink } from '../output/sink';
import { join } from 'node:path';
import { buildThemeBundles, type ThemeBundles } from '../render/bundles';
import { renderAll } from '../render/render-pool';
import { buildSiteChunks, type SiteChunks } from '../render/site-chunks';
import { sitePostcss, type SitePostcss } from '../content/site-components/postcss';
import type { RouteReuse } from '../render/route-cache';
import { hashOf } from '../util/hash';
import { preferProductionReact } from '../util/react-mode';
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
}

export interface RenderOptions {
  bundles: ThemeBundles;
  sink: OutputSink;
  /** Unchanged routes are reused from the previous output instead of rendered. */
  cache?: RouteReuse;
  /** The dev server's live-reload script, added to every page. */
  devScript?: string;
}

export class SitePipeline {
  constructor(
    readonly config: ResolvedConfig,
    private readonly options: PipelineOptions = {},
  ) {
    // Before any stage loads React (the content stage does, for MDX islands) or starts a worker.
    preferProductionReact();
  }

  /** The content graph alone (search push). */
  content(): Promise<ContentGraph> {
    return analyzeContent(this.config, this.options);
  }

  /** Everything up to rendering; `searchIndex: false` skips the local index (check writes nothing); `onGraph`
   *  is called when the content graph is ready, before the route table and search index are built. */
  analyze(opts: { searchIndex?: boolean; onGraph?: (graph: ContentGraph) => void } = {}): Promise<SiteAnalysis> {
    return analyzeSite(this.config, { ...this.options, ...opts });
  }

  /**
   * Stage "bundle": the theme's client and server bundles, compiled under `cacheDir`; the islands script only
   * when some entry has an MDX island (<Tabs>). `reuse`: bundles of an earlier run (dev server), kept when they
   * fit this graph, so the islands script comes with the first entry that has an island and goes with the last.
   */
  bundle(graph: ContentGraph, cacheDir: string, reuse?: ThemeBundles): Promise<ThemeBundles> {
    const islands = graphUsesIslands(graph);
    // (With PostCSS the theme's stylesheet may depend on the content, Tailwind's classes: its key is checked.)
    const postcss = this.postcssOf(cacheDir).postcss;
    if (!graph.siteModules?.length && reuse && Boolean(reuse.client.islands) === islands && !reuse.siteKey && !postcss)
      return Promise.resolve(reuse);
    return (this.options.stage ?? untimed)('bundle', () => this.compileFor(graph, cacheDir, reuse));
  }

  /**
   * Stage "bundle" started before the content is read (build, cold): the theme compiles in esbuild's process for
   * a site without MDX islands or site components, the usual case, while this thread reads the content. When
   * `graph` then has either, the bundles it needs are compiled instead, as a second "bundle" stage (the first
   * compile is only waste), so the result is always what `bundle(graph)` gives. The stage times the compile,
   * not the wait for the content.
   */
  async bundleEarly(graph: Promise<ContentGraph>, cacheDir: string): Promise<ThemeBundles> {
    const stage = this.options.stage ?? untimed;
    const guess = stage('bundle', () => this.compileTheme(cacheDir, false));
    guess.catch(() => {}); // awaited below when the guess holds; its failure is then the build's
    const g = await graph;
    if (!g.siteModules?.length && !graphUsesIslands(g)) return guess;
    return stage('bundle', () => this.compileFor(g, cacheDir));
  }

  /** The bundles for `graph`: with the islands script when an entry has an MDX island, and its site components. */
  private async compileFor(graph: ContentGraph, cacheDir: string, reuse?: ThemeBundles): Promise<ThemeBundles> {
    const islands = graphUsesIslands(graph);
    // The site's own components: one browser chunk each, loaded by the islands chunk where a page shows one.
    const site = graph.siteModules?.length
      ? await buildSiteChunks(graph.siteModules, {
          siteRoot: this.config.root,
          cacheDir,
          baseUrl: this.config.baseUrl,
          ...this.postcssOf(cacheDir),
        })
      : undefined;
    if (
      reuse &&
      Boolean(reuse.client.islands) === islands &&
      reuse.siteKey === site?.key &&
      !this.postcssOf(cacheDir).postcss
    )
      return reuse;
    return this.compileTheme(cacheDir, islands, site);
  }

  private compileTheme(cacheDir: string, islands: boolean, site?: SiteChunks): Promise<ThemeBundles> {
    // The site's theme/ folder shadows theme components by file name; customCss joins the theme's stylesheet.
    const theme = {
      dir: join(this.config.root, 'theme'),
      customCss: this.config.customCss,
      sassRecord: join(cacheDir, 'sass-inputs.json'),
      ...this.postcssOf(cacheDir),
    };
    const mermaid = this.config.mermaid?.enabled ? this.config.mermaid : undefined;
    return buildThemeBundles({
      cacheDir,
      islands,
      site,
      theme,
      ui: this.config.ui,
      ...(mermaid && islands ? { mermaid: { theme: mermaid.theme, options: mermaid.options } } : {}),
    });
  }

  /** The site's PostCSS step (config `postcss`), when it has one, with where the files its plugins read are kept. */
  private postcssOf(cacheDir: string): { postcss?: { step: SitePostcss; record: string } } {
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
      JSON.stringify(renderContext(this.config, analysis.site, devScript)),
    );
  }

  /** Renders every route (stage "render"; the search index is written beside it once built), then writes feeds,
   *  assets and static files (stage "assets"). */
  async render(analysis: SiteAnalysis, opts: RenderOptions): Promise<Diagnostic[]> {
    const stage = this.options.stage ?? untimed;
    const ctx = renderContext(this.config, analysis.site, opts.devScript);
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
      await emitSiteFiles(opts.sink, analysis, opts.bundles, searchWritten);
      await emitFeatureFiles(opts.sink, this.config, analysis);
      return opts.sink.flush();
    });
    return diagnostics;
  }
}
