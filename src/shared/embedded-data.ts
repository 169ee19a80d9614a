// The route data embedded in every page (`<script id="__BLOGCTL_DATA__" type="application/json">`): written by
// the render stage, read by the client on the first load and again from each page it fetches to navigate.
// One file per route: there is no separate route data file.
import type { PageData, SiteData } from './page-props';

/** The opening tag of the data script, exactly as written (the client finds it in fetched HTML). */
export const DATA_SCRIPT_OPEN = '<script id="__BLOGCTL_DATA__" type="application/json">';

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** Escapes serialized JSON for a <script> element in one pass: nothing in it can end the element or break JS. */
export function escapeJson(json: string): string {
  return json.replace(UNSAFE, (c) => ESCAPES[c]);
}

/**
 * The embedded JSON of a fetched page, or null when it has none. The last data script is the page's own (it
 * follows the body; the JSON cannot hold `<`, so its end is the next `</script>`).
 */
export function embeddedDataText(html: string): { text: string; at: number } | null {
  const at = html.lastIndexOf(DATA_SCRIPT_OPEN);
  if (at === -1) return null;
  const start = at + DATA_SCRIPT_OPEN.length;
  const end = html.indexOf('</script>', start);
  return end === -1 ? null : { text: html.slice(start, end), at };
}

/**
 * The text every page of this build starts its embedded JSON with: `{"site":` + the site data as the build
 * serialized it + `,`. The site data is the same for every route of a build, so the client serializes the one it
 * has once and skips that part (about half the JSON) in each page it fetches.
 */
export function embeddedSitePrefix(site: SiteData): string {
  return `{"site":${escapeJson(JSON.stringify(site))},`;
}

/**
 * The page part of an embedded JSON text. When it starts with `sitePrefix` (the site data is byte-identical to
 * the one the client has, and a JSON object's text ends where its value ends) only the rest is parsed; otherwise
 * the whole text is parsed and its site part dropped (the client keeps the site data it booted with).
 */
export function pageDataFromEmbedded(text: string, sitePrefix: string | null): PageData {
  if (sitePrefix !== null && text.startsWith(sitePrefix))
    return JSON.parse('{' + text.slice(sitePrefix.length)) as PageData;
  const { site: _site, ...page } = JSON.parse(text) as PageData & { site?: SiteData };
  return page;
}
