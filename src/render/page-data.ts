// Serializes page data for embedding in HTML and for route data files. Escapes everything that could
// end the <script> element or break JavaScript parsing: <, >, &, U+2028, U+2029.
import type { PageData, RouteProps, SiteData } from '../shared/page-props';

/** JSON safe to place inside <script type="application/json"> (and inside JS). */
export function jsonForScript(value: unknown, replacer?: (key: string, value: unknown) => unknown): string {
  return escapeJson(JSON.stringify(value, replacer));
}

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** Escapes serialized JSON for a <script> element in one pass. */
export function escapeJson(json: string): string {
  return json.replace(UNSAFE, (c) => ESCAPES[c]);
}

/** JSON.stringify replacer that empties HtmlSlot html (the client reads it back from the DOM). */
function emptySlots(_key: string, value: unknown): unknown {
  const v = value as { slot?: unknown; html?: unknown } | null;
  if (v && typeof v === 'object' && typeof v.slot === 'string' && typeof v.html === 'string') return { slot: v.slot, html: '' };
  return value;
}

/** A copy of the props with every HtmlSlot's html emptied: the client reads it back from the DOM. */
export function stripSlots(props: RouteProps): RouteProps {
  return JSON.parse(JSON.stringify(props, emptySlots)) as RouteProps;
}

/** Each site data object serialized once (it is the same for every route of a build). */
const siteJson = new WeakMap<SiteData, string>();

/**
 * The data embedded in the HTML page: site data plus the page, with slots emptied. The same bytes as
 * `jsonForScript({ site, ...page }, emptySlots)`, with the site part (about half of it) serialized once per build.
 */
export function embeddedPageData(page: PageData, site: SiteData): string {
  let siteText = siteJson.get(site);
  if (siteText === undefined) siteJson.set(site, (siteText = jsonForScript(site, emptySlots)));
  const pageText = jsonForScript(page, emptySlots);
  return pageText === '{}' ? `{"site":${siteText}}` : `{"site":${siteText},${pageText.slice(1)}`;
}
