// Serializes page data for embedding in HTML, the only copy of a route's data (shared/embedded-data.ts).
// Escapes everything that could end the <script> element or break JavaScript parsing: <, >, &, U+2028, U+2029.
import { escapeJson } from '../shared/embedded-data';
import type { PageData, RouteProps, SiteData } from '../shared/page-props';

export { escapeJson };

/** JSON safe to place inside <script type="application/json"> (and inside JS). */
export function jsonForScript(value: unknown, replacer?: (key: string, value: unknown) => unknown): string {
  return escapeJson(JSON.stringify(value, replacer));
}

/** JSON.stringify replacer that empties HtmlSlot html (the client reads it back from the DOM). */
function emptySlots(_key: string, value: unknown): unknown {
  const v = value as { slot?: unknown; html?: unknown } | null;
  if (v && typeof v === 'object' && typeof v.slot === 'string' && typeof v.html === 'string')
    return { slot: v.slot, html: '' };
  return value;
}

/** A copy of the props with every HtmlSlot's html emptied: the client reads it back from the DOM. */
export function stripSlots(props: RouteProps): RouteProps {
  return JSON.parse(JSON.stringify(props, emptySlots)) as RouteProps;
}

/**
 * `value` as emptySlots would have JSON.stringify see it: every object with `slot` and `html` strings (an HtmlSlot,
 * seen before its toJSON) becomes `{ slot, html: '' }`. Only the objects and arrays on the way to one are copied
 * (same keys, same order), so the page is serialized without a replacer function, which V8 calls back for every
 * value of every route.
 */
export function withEmptySlots(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      const e = withEmptySlots(v);
      if (e !== v) (out ??= value.slice())[i] = e;
    }
    return out ?? value;
  }
  const o = value as Record<string, unknown>;
  if (typeof o.slot === 'string' && typeof o.html === 'string') return { slot: o.slot, html: '' };
  let out: Record<string, unknown> | undefined;
  for (const key of Object.keys(o)) {
    const v = o[key];
    const e = withEmptySlots(v);
    if (e !== v) (out ??= { ...o })[key] = e;
  }
  return out ?? value;
}

/** Each site data object serialized once (it is the same for every route of a build). */
const siteJson = new WeakMap<SiteData, string>();

/** Per site data object (one build): the text of route data parts many routes share, by object (see pageText). */
const sharedJson = new WeakMap<SiteData, WeakMap<object, string>>();

/**
 * The data embedded in the HTML page: site data plus the page, with slots emptied. The same bytes as
 * `jsonForScript({ site, ...page }, emptySlots)`, with the site part (about half of it) serialized once per build,
 * and the parts of the page that other routes share once per object (pageText).
 */
export function embeddedPageData(page: PageData, site: SiteData): string {
  let siteText = siteJson.get(site);
  if (siteText === undefined) siteJson.set(site, (siteText = jsonForScript(site, emptySlots)));
  let shared = sharedJson.get(site);
  if (!shared) sharedJson.set(site, (shared = new WeakMap()));
  const pageText = partText(page, 0, shared)!;
  return pageText === '{}' ? `{"site":${siteText}}` : `{"site":${siteText},${pageText.slice(1)}`;
}

/** A value as jsonForScript(withEmptySlots(value)) writes it (undefined where JSON.stringify gives undefined). */
function leafText(value: unknown): string | undefined {
  const json = JSON.stringify(withEmptySlots(value));
  return json === undefined ? undefined : escapeJson(json);
}

/**
 * `value` (the page: depth 0) as leafText writes it, put together from its parts: the page's keys, the props' keys
 * and the items of props arrays. From depth 2 on (a props value such as a sidebar or a post summary, an item of a
 * props array such as a list page's posts) each object's text is kept by object: routes of one build share those
 * objects (in a worker, the routes of one message), and nothing changes them while pages render. Escaping is per
 * character, so escaped parts put together are the escaped whole.
 */
function partText(value: unknown, depth: number, shared: WeakMap<object, string>): string | undefined {
  if (
    typeof value !== 'object' ||
    value === null ||
    isSlot(value) ||
    typeof (value as { toJSON?: unknown }).toJSON === 'function'
  )
    return leafText(value);
  const keep = depth >= 2;
  if (keep) {
    const kept = shared.get(value);
    if (kept !== undefined) return kept;
  }
  let text: string;
  if (Array.isArray(value)) {
    text = depth >= 3 ? leafText(value)! : `[${value.map((v) => partText(v, depth + 1, shared) ?? 'null').join(',')}]`;
  } else if (depth >= 2) {
    text = leafText(value)!;
  } else {
    const parts: string[] = [];
    const o = value as Record<string, unknown>;
    for (const key of Object.keys(o)) {
      const t = partText(o[key], depth + 1, shared);
      if (t !== undefined) parts.push(`${leafText(key)}:${t}`);
    }
    text = `{${parts.join(',')}}`;
  }
  if (keep) shared.set(value, text);
  return text;
}

function isSlot(value: object): boolean {
  const v = value as { slot?: unknown; html?: unknown };
  return typeof v.slot === 'string' && typeof v.html === 'string';
}
