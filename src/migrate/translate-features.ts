// The Docusaurus options of the features blogctl has built in (issue 32) → blogctl config keys: the classic
// preset's `gtag` and `googleTagManager`, the standalone @docusaurus/plugin-google-gtag and -tag-manager,
// docusaurus-plugin-image-zoom with `themeConfig.zoom`, @docusaurus/plugin-ideal-image, and the usual
// `themeConfig.giscus` of a site that swizzled Giscus in, and the sitemap plugin (translate-sitemap.ts). translate.ts asks which preset keys, plugins and themeConfig keys are taken care of here.
import type { ConfigurePostcss } from './configure-postcss';
import type { ReportEntry } from './translate';
import { sitemapOf } from './translate-sitemap';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

/** The classic preset's options this file translates. */
export const FEATURE_PRESET_KEYS = ['gtag', 'googleTagManager', 'sitemap'];
/** The themeConfig keys this file translates. */
export const FEATURE_THEME_KEYS = ['zoom', 'giscus'];

export interface FeatureTranslation {
  /** Keys of the blogctl config: analytics, comments, zoom, images, postcss, sitemap. */
  config: Obj;
  report: ReportEntry[];
  /** Indexes of `plugins` translated here (not to be reported as plugins blogctl does not run). */
  plugins: Set<number>;
}

const GTAG = /^(@docusaurus\/plugin-google-gtag|@docusaurus\/google-gtag|google-gtag)$/;
const GTM = /^(@docusaurus\/plugin-google-tag-manager|google-tag-manager)$/;
const ZOOM = /^((@[\w.-]+\/)?docusaurus-plugin-image-zoom|image-zoom|plugin-image-zoom)$/;
const IDEAL_IMAGE = /^(@docusaurus\/plugin-ideal-image|ideal-image)$/;
const SITEMAP = /^(@docusaurus\/plugin-sitemap|sitemap)$/;

/** plugin-ideal-image's options → images.responsive: its widths (`sizes`, `size`, or `min`…`max` in `steps`) and
 *  quality; without widths, blogctl's default ones (the plugin's default is the image's own width only). */
function idealImageOf(opts: unknown, where: string, report: ReportEntry[]): Obj {
  const o = isObj(opts) ? opts : {};
  const out: Obj = {};
  const ints = (v: unknown[]) => v.filter((x): x is number => typeof x === 'number' && x > 0).map(Math.round);
  if (Array.isArray(o.sizes) && ints(o.sizes).length) out.sizes = ints(o.sizes);
  else if (typeof o.size === 'number' && o.size > 0) out.sizes = [Math.round(o.size)];
  else if (typeof o.min === 'number' && typeof o.max === 'number' && o.max >= o.min && o.min > 0) {
    const steps = typeof o.steps === 'number' && o.steps > 1 ? Math.round(o.steps) : 4;
    out.sizes = [
      ...new Set(
        Array.from({ length: steps }, (_, i) =>
          Math.round((o.min as number) + (i * ((o.max as number) - (o.min as number))) / (steps - 1)),
        ),
      ),
    ];
  }
  if (typeof o.quality === 'number' && o.quality >= 1 && o.quality <= 100) out.quality = Math.round(o.quality);
  // disableInDev: the copies are cached, so `serve --watch` makes them too (once).
  leftover(o, where, ['sizes', 'size', 'min', 'max', 'steps', 'quality', 'disableInDev'], report);
  return out;
}

function gtagOf(opts: unknown, where: string, report: ReportEntry[]): Obj | undefined {
  const o = isObj(opts) ? opts : {};
  const ids = Array.isArray(o.trackingID) ? o.trackingID.filter((x) => str(x)) : str(o.trackingID);
  if (!ids || (Array.isArray(ids) && ids.length === 0)) {
    report.push({
      item: where,
      why: 'It has no trackingID blogctl can read (a value computed at build time is not evaluated).',
      todo: 'Set analytics.gtag.trackingID in blogctl.config.ts.',
    });
    return undefined;
  }
  leftover(o, where, ['trackingID', 'anonymizeIP'], report);
  return { trackingID: ids, ...(typeof o.anonymizeIP === 'boolean' && { anonymizeIP: o.anonymizeIP }) };
}

function gtmOf(opts: unknown, where: string, report: ReportEntry[]): Obj | undefined {
  const o = isObj(opts) ? opts : {};
  const id = str(o.containerId);
  if (!id || !/^[\w-]+$/.test(id)) {
    report.push({
      item: where,
      why: 'It has no containerId blogctl can read.',
      todo: 'Set analytics.googleTagManager.containerId in blogctl.config.ts.',
    });
    return undefined;
  }
  leftover(o, where, ['containerId'], report);
  return { containerId: id };
}

function leftover(o: Obj, where: string, known: string[], report: ReportEntry[]): void {
  for (const k of Object.keys(o))
    if (!known.includes(k) && o[k] !== undefined)
      report.push({ item: `${where}.${k}`, why: 'blogctl has no such option for this feature.', todo: 'Remove it.' });
}

/** docusaurus-plugin-image-zoom's themeConfig.zoom: selector, background, and medium-zoom's margin. */
function zoomOf(zoom: unknown, report: ReportEntry[]): Obj {
  const z = isObj(zoom) ? zoom : {};
  const out: Obj = {};
  if (str(z.selector)) out.selector = z.selector;
  if (isObj(z.background)) {
    const bg: Obj = {};
    for (const k of ['light', 'dark']) if (str(z.background[k])) bg[k] = z.background[k];
    out.background = bg;
  }
  const config = isObj(z.config) ? z.config : {};
  if (typeof config.margin === 'number' && config.margin >= 0) out.margin = config.margin;
  for (const k of Object.keys(config))
    if (k !== 'margin')
      report.push({
        item: `themeConfig.zoom.config.${k}`,
        why: "blogctl's zoom takes medium-zoom's margin only (the backdrop is zoom.background).",
        todo: 'Remove it.',
      });
  leftover(z, 'themeConfig.zoom', ['selector', 'background', 'config'], report);
  return out;
}

/** Giscus's props as a site writes them (themeConfig.giscus, or the attributes of a swizzled <Giscus>) → the
 *  blogctl `comments` key; undefined without the repository and its id. */
export function giscusComments(g: Obj): Obj | undefined {
  const repo = str(g.repo);
  const repoId = str(g.repoId);
  if (!repo || !repoId || !/^[\w.-]+\/[\w.-]+$/.test(repo)) return undefined;
  const out: Obj = { provider: 'giscus', repo, repoId };
  for (const k of ['category', 'categoryId', 'term', 'lang', 'host']) if (str(g[k])) out[k] = g[k];
  if (out.host !== undefined && !/^https?:\/\/[^/\s]+$/.test(out.host as string)) delete out.host;
  const mapping = str(g.mapping);
  if (mapping && ['pathname', 'url', 'title', 'og:title', 'specific', 'number'].includes(mapping))
    out.mapping = mapping;
  for (const k of ['strict', 'reactionsEnabled', 'emitMetadata'])
    if (g[k] === '0' || g[k] === '1' || typeof g[k] === 'boolean') out[k] = g[k];
  if (g.inputPosition === 'top' || g.inputPosition === 'bottom') out.inputPosition = g.inputPosition;
  // A fixed theme, or the light/dark pair of the common shape (theme + darkTheme).
  if (str(g.theme)) out.theme = g.theme;
  if (str(g.darkTheme)) out.darkTheme = g.darkTheme;
  return out;
}

/** A plugin entry's package name: as written, from `require.resolve()`'s path, or from the stub of an uninstalled
 *  package (`require('docusaurus-plugin-image-zoom')` when it is not installed). */
function pluginName(raw: unknown): string | undefined {
  if (isObj(raw) && typeof raw.__stub === 'string') return raw.__stub;
  if (typeof raw !== 'string') return undefined;
  const parts = raw.split(/[\\/]node_modules[\\/]/);
  if (parts.length < 2) return raw;
  const rest = parts[parts.length - 1].split(/[\\/]/);
  return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
}

/** Translates the feature options of a Docusaurus config; `postcss`: what its configurePostCss plugins add. */
export function translateFeatureOptions(d: Obj, postcss?: ConfigurePostcss): FeatureTranslation {
  const report: ReportEntry[] = [];
  const plugins = new Set<number>(postcss?.claimed);
  const analytics: Obj = {};
  const config: Obj = {};
  for (const entry of Array.isArray(d.presets) ? d.presets : []) {
    const [name, opts] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof name !== 'string' || !/(^|\/)(preset-)?classic$/.test(name)) continue;
    // The preset runs the sitemap plugin, options or none, unless `sitemap: false`.
    const sitemap = sitemapOf(isObj(opts) ? opts.sitemap : undefined, 'presets.classic.sitemap', report);
    if (sitemap) config.sitemap = sitemap;
    if (!isObj(opts)) continue;
    if (opts.gtag !== undefined) analytics.gtag = gtagOf(opts.gtag, 'presets.classic.gtag', report);
    if (opts.googleTagManager !== undefined)
      analytics.googleTagManager = gtmOf(opts.googleTagManager, 'presets.classic.googleTagManager', report);
  }
  const tc = isObj(d.themeConfig) ? d.themeConfig : {};
  for (const [i, p] of (Array.isArray(d.plugins) ? d.plugins : []).entries()) {
    const [raw, opts] = Array.isArray(p) ? p : [p, undefined];
    const name = pluginName(raw);
    if (!name) continue;
    const label = `plugins[${i}] ${name}`;
    if (GTAG.test(name)) analytics.gtag = gtagOf(opts, label, report);
    else if (GTM.test(name)) analytics.googleTagManager = gtmOf(opts, label, report);
    else if (ZOOM.test(name)) config.zoom = zoomOf(tc.zoom, report);
    else if (IDEAL_IMAGE.test(name)) config.images = { responsive: idealImageOf(opts, label, report) };
    else if (SITEMAP.test(name)) config.sitemap = sitemapOf(opts, label, report);
    else continue;
    plugins.add(i);
  }
  if (tc.zoom !== undefined && config.zoom === undefined)
    report.push({
      item: 'themeConfig.zoom',
      why: 'The site sets zoom options without docusaurus-plugin-image-zoom in its plugins, so it has no zoom.',
      todo: 'Set zoom in blogctl.config.ts to turn image zoom on.',
    });
  if (postcss?.plugins.length) config.postcss = { plugins: postcss.plugins };
  if (analytics.gtag || analytics.googleTagManager)
    config.analytics = Object.fromEntries(Object.entries(analytics).filter(([, v]) => v));
  if (isObj(tc.giscus)) {
    const comments = giscusComments(tc.giscus);
    if (comments) config.comments = comments;
    else
      report.push({
        item: 'themeConfig.giscus',
        why: 'It has no repo ("owner/name") and repoId blogctl can read.',
        todo: 'Set comments in blogctl.config.ts (provider "giscus", repo, repoId, category, categoryId).',
      });
  }
  return { config, report, plugins };
}
