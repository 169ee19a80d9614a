// What build and the dev server both do after analyzeSite: the render context every page shares, the files
// that are not rendered pages (feeds, search index, theme assets, content assets, static files), and the
// complete list of output files.
import type { ResolvedConfig } from '../config/load-config';
import type { PluginHtmlTags } from '../content/types';
import type { OutputSink } from '../output/sink';
import type { ThemeBundles } from '../render/bundles';
import { feedPaths } from '../render/feeds';
import type { RenderContext } from '../render/render-routes';
import type { SearchIndexFile } from '../render/search-index';
import type { RouteTable } from '../routes/route-types';
import { siteHead } from '../render/site-head';
import { siteFeatures } from '../render/site-features';
import { imageCopies } from '../render/image-copies';
import { compileCacheDir } from '../util/site-cache';
import { collectGarbage } from '../util/collect-garbage';
import type { SiteData } from '../shared/page-props';
import type { SiteAnalysis } from './analyze';

/** The part of the render context that does not depend on the loaded theme module. */
export function renderContext(
  config: ResolvedConfig,
  of: { site: SiteData; htmlTags?: PluginHtmlTags; devScript?: string },
): Omit<RenderContext, 'ssr' | 'bundles'> {
  const { site, devScript } = of;
  // Keys are only present when set: the render key of a site without them is what it always was.
  const features = siteFeatures(config, { dev: devScript !== undefined });
  const head = siteHead(config, of.htmlTags);
  const headHtml = [head.html, features.head].filter(Boolean).join('\n');
  const bodyStart = [features.bodyStart, head.bodyStart].filter(Boolean).join('\n');
  return {
    site,
    favicon: config.favicon,
    feeds: feedPaths(config),
    ...(headHtml ? { headHtml } : {}),
    ...(bodyStart ? { bodyStart } : {}),
    ...(head.bodyEnd ? { bodyEnd: head.bodyEnd } : {}),
    ...(devScript === undefined ? {} : { devScript }),
  };
}

/**
 * Writes the search index's files into the sink once it is built (called beside the render) and hands them over:
 * the asset's file list is emptied, so a large site's index (about 140 MB of strings at 10,000 posts) is not held
 * for the rest of the render. Rejects when the index failed.
 */
export async function emitSearchIndex(sink: OutputSink, analysis: SiteAnalysis): Promise<void> {
  // The chunk packs made so far, and each later one as it is made (see EarlyFiles).
  analysis.searchEarly?.attach((f) => sink.write(f.path, f.content!));
  const searchIndex = await analysis.searchIndex;
  if (!searchIndex) return;
  const files: (SearchIndexFile | undefined)[] = searchIndex.files.splice(0);
  for (let i = 0; i < files.length; i++) {
    const f = files[i]!;
    files[i] = undefined;
    if (f.content === undefined) sink.link(f.from!, f.path);
    else sink.write(f.path, f.content);
    if (i % 64 === 63) await sink.drain();
  }
  await sink.drain();
  // The index's working data (its term tables, postings and file contents) is all garbage now, and a large site's
  // would stay resident to the end of the render: collected once here (src/util/collect-garbage.ts).
  collectGarbage();
}

/** Writes every file that is not a rendered page into the sink. */
export async function emitSiteFiles(
  sink: OutputSink,
  {
    analysis,
    bundles,
    searchWritten,
  }: {
    analysis: SiteAnalysis;
    bundles: ThemeBundles;
    /** emitSearchIndex() when the caller started it already (beside the render). */
    searchWritten?: Promise<void>;
  },
): Promise<void> {
  for (const f of analysis.feeds) sink.write(f.path, f.content);
  await (searchWritten ?? emitSearchIndex(sink, analysis));
  for (const f of bundles.client.files) sink.copy(f.from, f.to);
  for (const a of analysis.graph.assets) if (!a.resize) sink.copy(a.from, a.to);
  for (const f of analysis.staticFiles) sink.copy(f.from, f.to);
}

/** The feature scripts (comments, image zoom) of a site that configures them, and the responsive copies of its
 *  images (made first when they are not in the cache). */
export async function emitFeatureFiles(
  sink: OutputSink,
  config: ResolvedConfig,
  analysis: SiteAnalysis,
): Promise<void> {
  for (const f of siteFeatures(config, { dev: false }).bundle?.files ?? []) sink.copy(f.from, f.to);
  for (const f of await imageCopies(analysis.graph.assets, compileCacheDir(config.root), config.root))
    sink.copy(f.from, f.to);
}

/** Every file of the new output: each route's HTML (which embeds its route data), plus the other files written. */
export function outputFileList(table: RouteTable, written: Iterable<string>): Set<string> {
  const files = new Set(written);
  for (const r of table.routes) files.add(r.outFile);
  return files;
}
