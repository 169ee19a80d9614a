// Serializes page data for embedding in HTML and for route data files. Escapes everything that could
// end the <script> element or break JavaScript parsing: <, >, &, U+2028, U+2029.
import type { PageData, RouteProps, SiteData } from '../shared/page-props';

/** JSON safe to place inside <script type="application/json"> (and inside JS). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A copy of the props with every HtmlSlot's html emptied: the client reads it back from the DOM. */
export function stripSlots(props: RouteProps): RouteProps {
  return JSON.parse(JSON.stringify(props), (key, value) => {
    if (value && typeof value === 'object' && typeof value.slot === 'string' && typeof value.html === 'string') return { slot: value.slot, html: '' };
    return value;
  }) as RouteProps;
}

/** The data embedded in the HTML page: site data plus the page, with slots emptied. */
export function embeddedPageData(page: PageData, site: SiteData): string {
  return jsonForScript({ site, ...page, props: stripSlots(page.props) });
}
