// The Route: one output page with the props its template needs and the head it carries.
import type { HeadData, RouteProps } from '../shared/page-props';

export interface Route {
  /** URL path, unencoded, without base (e.g. `/blog/凤凰传奇`). */
  path: string;
  /** Output file relative to the output root, posix (`a/index.html`, or `a.html` with trailingSlash false). */
  outFile: string;
  head: HeadData;
  props: RouteProps;
  /** Content files whose change affects this route (watch mode, incremental builds). */
  sources: string[];
  /** Listed in sitemap.xml. */
  sitemap: boolean;
  /** The sitemap's `lastmod` (the head's publishedTime), known without building the head. */
  lastmod?: string;
  /** The doc's or post's last update (YYYY-MM-DD, its `updated`): the sitemap's `lastmod` when the config's
   *  `sitemap.lastmod` is set. */
  updated?: string;
  /**
   * Digest of everything the route is built from (routes/route-deps.ts): two builds that give a route the same
   * digest give it the same head and props, so its key need not be computed again (render/route-cache.ts).
   * Its props may be built only when first read.
   */
  digest?: string;
}

export interface RouteTable {
  /** Sorted by path. */
  routes: Route[];
  byPath: Map<string, Route>;
}
