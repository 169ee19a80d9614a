// The page templates as lazily loaded chunks, one per route kind. A route's chunk is loaded before the
// page switches (no half-loaded page is shown); a failed load is retried on the next call. A browser may keep a
// failed module fetch as failed for its URL (Chromium 150 does: the module map caches the failure), so a retry
// that knows the chunk's URL (the `data-page-chunk` preload of the route's HTML, render/document.ts) imports it
// under a fresh query instead; the chunks it imports resolve to their usual URLs.
import type { RouteKind, RouteProps } from '../../shared/page-props';
import { PAGE_TEMPLATES, type PageTemplateName } from '../../shared/page-templates';
import type { PageComponent } from '../../../templates/pages';

export type { PageComponent };

/** Each template is its own chunk: esbuild splits every file the pattern matches into one. */
const importTemplate = (name: PageTemplateName) =>
  import(`../../../templates/pages/${name}.tsx`) as Promise<Record<string, PageComponent>>;

const loading = new Map<RouteKind, Promise<PageComponent>>();
const failures = new Map<RouteKind, number>();

/** Loads the template of a route kind; concurrent and repeated calls share one load. `chunkUrl`: the template
 *  chunk's URL, for a retry after a failed load. */
export function loadPageComponent(kind: RouteProps['kind'], chunkUrl?: string): Promise<PageComponent> {
  let p = loading.get(kind);
  if (!p) {
    const name = Object.hasOwn(PAGE_TEMPLATES, kind) ? PAGE_TEMPLATES[kind] : undefined;
    const failed = failures.get(kind) ?? 0;
    const module =
      failed && chunkUrl
        ? (import(`${chunkUrl}?retry=${failed}`) as Promise<Record<string, PageComponent>>)
        : name && importTemplate(name);
    p = name && module ? module.then((m) => m[name]) : Promise.reject(new Error(`Unknown route kind "${kind}".`));
    p.catch(() => {
      loading.delete(kind);
      failures.set(kind, failed + 1);
    });
    loading.set(kind, p);
  }
  return p;
}

/** The URL of the page template chunk a route's HTML names (its `data-page-chunk` preload), if any. */
export function pageChunkUrl(html: string): string | undefined {
  const link = /<link rel="modulepreload" href="([^"]+)" data-page-chunk>/.exec(html);
  return link ? new URL(link[1].replace(/&amp;/g, '&'), location.href).href : undefined;
}
