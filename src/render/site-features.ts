// What the configured site features add to every page, and the CSP sources that allow it:
//  - analytics (production builds only, as Docusaurus's plugins): gtag.js with one `config` per measurement id and
//    a page view on each client-side navigation (the router's `blogctl:navigated`); Google Tag Manager's loader in
//    the head and its <noscript> frame at the start of the body;
//  - comments and image zoom: their settings as a JSON element, and the feature entry script (feature-bundle.ts),
//    which loads each feature's code on the pages that use it.
// A site that configures none of them gets nothing: no element, no script, no request.
import type { ResolvedConfig } from '../config/load-config';
import { escapeJson } from '../shared/embedded-data';
import { escapeHtml } from '../shared/escape';
import { FEATURES_DATA_ID, type FeatureClientConfig } from '../shared/features';
import { withBase } from '../shared/urls';
import { compileCacheDir } from '../util/site-cache';
import { featureBundle, type FeatureBundle } from './feature-bundle';
import { cspHash } from './site-head';

type FeatureConfig = Pick<ResolvedConfig, 'analytics' | 'comments' | 'zoom' | 'baseUrl' | 'root' | 'locale'>;

export interface SiteFeatures {
  /** Head tags, one per line; '' when none. */
  head: string;
  /** HTML at the start of the body (Google Tag Manager's <noscript> frame); '' when none. */
  bodyStart: string;
  /** The feature scripts' files to write, when a feature with browser code is configured. */
  bundle?: FeatureBundle;
}

export interface FeatureCsp {
  scriptHashes: string[];
  scriptOrigins: string[];
  connectOrigins: string[];
  frameOrigins: string[];
}

const GTM = 'https://www.googletagmanager.com';
const GA = 'https://www.google-analytics.com';
/** gtag.js sends its hits to these (GA4's regional collection hosts included). */
const GA_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** A value as a JavaScript literal inside an inline script: JSON, with nothing that could end the element. */
const literal = (v: unknown) => escapeJson(JSON.stringify(v));

function gtagScripts(gtag: NonNullable<ResolvedConfig['analytics']>['gtag']): string[] {
  if (!gtag) return [];
  const ids = Array.isArray(gtag.trackingID) ? gtag.trackingID : [gtag.trackingID];
  const options = gtag.anonymizeIP ? { anonymize_ip: true } : {};
  // The `config` of each id sends the page view of the page load; each client-side navigation sends one more.
  return [
    'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag("js",new Date());' +
      ids.map((id) => `gtag("config",${literal(id)},${literal(options)});`).join('') +
      'window.addEventListener("blogctl:navigated",function(){gtag("event","page_view",' +
      '{page_location:location.href,page_title:document.title});});',
  ];
}

function gtmScript(containerId: string): string {
  return (
    'window.dataLayer=window.dataLayer||[];window.dataLayer.push({"gtm.start":new Date().getTime(),event:"gtm.js"});' +
    '(function(d){var s=d.createElement("script"),f=d.getElementsByTagName("script")[0];s.async=true;' +
    `s.src=${literal(`${GTM}/gtm.js?id=${encodeURIComponent(containerId)}`)};f.parentNode.insertBefore(s,f);})(document);`
  );
}

/** The inline scripts of the analytics, in order (their hashes go into the CSP). */
function analyticsScripts(config: FeatureConfig): string[] {
  const a = config.analytics;
  if (!a) return [];
  return [...gtagScripts(a.gtag), ...(a.googleTagManager ? [gtmScript(a.googleTagManager.containerId)] : [])];
}

function analyticsHead(config: FeatureConfig): string[] {
  const a = config.analytics;
  if (!a || (!a.gtag && !a.googleTagManager)) return [];
  const tags = [`<link rel="preconnect" href="${GTM}">`];
  if (a.gtag) {
    const first = Array.isArray(a.gtag.trackingID) ? a.gtag.trackingID[0] : a.gtag.trackingID;
    tags.unshift(`<link rel="preconnect" href="${GA}">`);
    // One gtag.js for every id (Google's advice for several products on one page).
    tags.push(`<script async src="${escapeHtml(`${GTM}/gtag/js?id=${encodeURIComponent(first)}`)}"></script>`);
  }
  for (const script of analyticsScripts(config)) tags.push(`<script>${script}</script>`);
  return tags;
}

/** The settings the feature scripts read, or undefined when no feature with browser code is configured. */
export function featureClientConfig(config: FeatureConfig): FeatureClientConfig | undefined {
  const out: FeatureClientConfig = {};
  const c = config.comments;
  if (c) {
    const flag = (v: boolean | '0' | '1') => (v === true || v === '1' ? '1' : '0');
    const attributes: Record<string, string> = {
      repo: c.repo,
      'repo-id': c.repoId,
      ...(c.category !== undefined && { category: c.category }),
      ...(c.categoryId !== undefined && { 'category-id': c.categoryId }),
      mapping: c.mapping,
      ...(c.term !== undefined && { term: c.term }),
      strict: flag(c.strict),
      'reactions-enabled': flag(c.reactionsEnabled),
      'emit-metadata': flag(c.emitMetadata),
      'input-position': c.inputPosition,
      lang: c.lang ?? config.locale.id,
    };
    out.comments = { host: c.host, attributes, theme: c.theme, darkTheme: c.darkTheme };
  }
  if (config.zoom) out.zoom = { ...config.zoom };
  return out.comments || out.zoom ? out : undefined;
}

const made = new WeakMap<object, SiteFeatures>();

/** What the site's features add to its pages; `dev` (serve --watch) leaves the analytics out. */
export function siteFeatures(config: FeatureConfig, opts: { dev: boolean }): SiteFeatures {
  const kept = made.get(config);
  if (kept && !opts.dev) return kept;
  const head = opts.dev ? [] : analyticsHead(config);
  const client = featureClientConfig(config);
  let bundle: FeatureBundle | undefined;
  if (client) {
    bundle = featureBundle(compileCacheDir(config.root));
    head.push(`<script type="application/json" id="${FEATURES_DATA_ID}">${literal(client)}</script>`);
    head.push(`<script type="module" src="${escapeHtml(withBase(config.baseUrl, bundle.js))}"></script>`);
  }
  const gtm = opts.dev ? undefined : config.analytics?.googleTagManager;
  const frame = gtm && `${GTM}/ns.html?id=${encodeURIComponent(gtm.containerId)}`;
  const out: SiteFeatures = {
    head: head.join('\n'),
    bodyStart: frame
      ? `<noscript><iframe src="${escapeHtml(frame)}" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>\n`
      : '',
    ...(bundle && { bundle }),
  };
  if (!opts.dev) made.set(config, out);
  return out;
}

/** The CSP sources the features need (blogctl serve allows exactly these besides the site's own). */
export function featureCsp(config: FeatureConfig): FeatureCsp {
  const csp: FeatureCsp = { scriptHashes: [], scriptOrigins: [], connectOrigins: [], frameOrigins: [] };
  if (config.analytics?.gtag || config.analytics?.googleTagManager) {
    csp.scriptHashes.push(...analyticsScripts(config).map(cspHash));
    csp.scriptOrigins.push(GTM);
    csp.connectOrigins.push(...GA_CONNECT);
    if (config.analytics.googleTagManager) csp.frameOrigins.push(GTM);
  }
  if (config.comments) {
    csp.scriptOrigins.push(config.comments.host);
    csp.frameOrigins.push(config.comments.host);
  }
  return csp;
}
