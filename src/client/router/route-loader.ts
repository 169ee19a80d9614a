// Route data loading: one loader, cached by route path, serves both prefetch and navigation.
// A route is one file: the loader fetches the route's HTML (urls.ts routeHtmlUrl) and reads the data embedded in
// it (shared/embedded-data.ts), skipping the site part when it is the one this page booted with. The HTML of the
// page's slots is read from the fetched document when the browser is next idle after a prefetch, or when the
// route is shown, whichever comes first.
import { embeddedDataText, embeddedSitePrefix, pageDataFromEmbedded } from '../../shared/embedded-data';
import type { PageData, SiteData } from '../../shared/page-props';
import { encodePath, routeHtmlUrl } from '../../shared/urls';
import { emptySlotsOf, fillSlots } from '../slots';
import { loadPageComponent, type PageComponent, pageChunkUrl } from './page-modules';

/** The route data could not be loaded: the router falls back to a full page load. */
export class RouteDataError extends Error {
  override name = 'RouteDataError';
}

export interface RouteLoader {
  /** Route data for a route path, its slots filled; rejects with RouteDataError. Failed loads are not cached. */
  loadData(path: string): Promise<PageData>;
  /** Data plus the page template chunk. A chunk failure is returned, not thrown, with the chunk's URL. */
  load(path: string): Promise<{ page: PageData; Component?: PageComponent; chunkError?: unknown; chunkUrl?: string }>;
  /** Fetches the route's page and its template chunk ahead of a navigation; never rejects. */
  prefetch(path: string): Promise<void>;
  /** Seeds the cache with the page the server rendered. */
  seed(page: PageData): void;
}

/** Cache key of a route path: `/a/` and `/a` are one route. */
export function routeKey(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** A fetched route: its data, its template chunk's URL, and while its slots are still empty, the part of its HTML
 *  that holds them. */
interface Entry {
  page: PageData;
  chunkUrl?: string;
  body?: string;
}

const idle = (fn: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(fn) : setTimeout(fn, 1);

/** Fills a fetched route's slots from its HTML, once. Parsed by the browser's own HTML parser, as on a first load:
 *  the slots hold the HTML a full load would show. */
function fillEntrySlots(entry: Entry): void {
  if (entry.body === undefined) return;
  fillSlots(emptySlotsOf(entry.page.props), new DOMParser().parseFromString(entry.body, 'text/html'));
  entry.body = undefined;
}

/** The root element's opening tag (document.ts): the slots are inside it, the head is not parsed. */
const ROOT_OPEN = '<div id="__blogctl">';

export function createRouteLoader(site: SiteData): RouteLoader {
  const cache = new Map<string, Promise<Entry>>();
  let sitePrefix: string | undefined;
  const entryOf = (url: string, html: string): Entry => {
    const data = embeddedDataText(html);
    if (!data) throw new RouteDataError(`${url} has no embedded route data.`);
    let page: PageData;
    try {
      page = pageDataFromEmbedded(data.text, (sitePrefix ??= embeddedSitePrefix(site)));
    } catch (err) {
      throw new RouteDataError(`${url} does not embed valid route data: ${(err as Error).message}`);
    }
    if (!page || typeof page.route !== 'string' || !page.props)
      throw new RouteDataError(`${url} does not embed valid route data.`);
    const root = html.indexOf(ROOT_OPEN);
    const chunkUrl = pageChunkUrl(root === -1 ? html : html.slice(0, root));
    if (emptySlotsOf(page.props).length === 0) return { page, chunkUrl };
    return { page, chunkUrl, body: html.slice(root === -1 ? 0 : root, data.at) };
  };
  const fetchEntry = (path: string): Promise<Entry> => {
    const key = routeKey(path);
    let p = cache.get(key);
    if (!p) {
      const htmlUrl = routeHtmlUrl(site.baseUrl, path, site.trailingSlash);
      if (htmlUrl === null) return Promise.reject(new RouteDataError(`${path} is not a client-side route.`));
      const url = encodePath(htmlUrl);
      p = fetch(url, { headers: { Accept: 'text/html' } }).then(
        async (res) => {
          if (!res.ok) throw new RouteDataError(`GET ${url} answered ${res.status}.`);
          return entryOf(url, await res.text());
        },
        (err: unknown) => {
          throw new RouteDataError(`GET ${url} failed: ${(err as Error)?.message ?? String(err)}`);
        },
      );
      p.catch(() => cache.delete(key));
      cache.set(key, p);
    }
    return p;
  };
  const loadEntry = async (path: string): Promise<Entry> => {
    const entry = await fetchEntry(path);
    fillEntrySlots(entry);
    return entry;
  };
  return {
    loadData: async (path) => (await loadEntry(path)).page,
    async load(path) {
      const { page, chunkUrl } = await loadEntry(path);
      try {
        return { page, Component: await loadPageComponent(page.props.kind, chunkUrl) };
      } catch (chunkError) {
        return { page, chunkError, chunkUrl };
      }
    },
    async prefetch(path) {
      try {
        const entry = await fetchEntry(path);
        if (entry.body !== undefined) idle(() => fillEntrySlots(entry));
        await loadPageComponent(entry.page.props.kind);
      } catch {
        // A prefetch failure is retried by the navigation, which falls back to a full page load.
      }
    },
    seed(page) {
      cache.set(routeKey(page.route), Promise.resolve({ page }));
    },
  };
}
