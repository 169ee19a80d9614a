// Route data loading: one loader, cached by route path, serves both prefetch and navigation.
// Each route's data is the JSON file the route table put beside its HTML file (urls.ts routeToDataFile).
import type { PageData } from '../../shared/page-props';
import { encodePath, routeDataUrl } from '../../shared/urls';
import { loadPageComponent, type PageComponent } from './page-modules';

/** The route data could not be loaded: the router falls back to a full page load. */
export class RouteDataError extends Error {
  override name = 'RouteDataError';
}

export interface RouteLoader {
  /** Route data for a route path; rejects with RouteDataError. Failed loads are not cached. */
  loadData(path: string): Promise<PageData>;
  /** Data plus the page template chunk. A chunk failure is returned, not thrown. */
  load(path: string): Promise<{ page: PageData; Component?: PageComponent; chunkError?: unknown }>;
  /** Seeds the cache with the page the server rendered. */
  seed(page: PageData): void;
}

/** Cache key of a route path: `/a/` and `/a` are one route. */
export function routeKey(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function createRouteLoader(baseUrl: string, trailingSlash?: boolean): RouteLoader {
  const cache = new Map<string, Promise<PageData>>();
  const loadData = (path: string): Promise<PageData> => {
    const key = routeKey(path);
    let p = cache.get(key);
    if (!p) {
      const dataUrl = routeDataUrl(baseUrl, path, trailingSlash);
      if (dataUrl === null) return Promise.reject(new RouteDataError(`${path} has no route data.`));
      const url = encodePath(dataUrl);
      p = fetch(url, { headers: { Accept: 'application/json' } }).then(async (res) => {
        if (!res.ok) throw new RouteDataError(`GET ${url} answered ${res.status}.`);
        try {
          return (await res.json()) as PageData;
        } catch (err) {
          throw new RouteDataError(`${url} is not valid route data: ${(err as Error).message}`);
        }
      }, (err: unknown) => {
        throw new RouteDataError(`GET ${url} failed: ${(err as Error)?.message ?? String(err)}`);
      });
      p.catch(() => cache.delete(key));
      cache.set(key, p);
    }
    return p;
  };
  return {
    loadData,
    async load(path) {
      const page = await loadData(path);
      try {
        return { page, Component: await loadPageComponent(page.props.kind) };
      } catch (chunkError) {
        return { page, chunkError };
      }
    },
    seed(page) {
      cache.set(routeKey(page.route), Promise.resolve(page));
    },
  };
}
