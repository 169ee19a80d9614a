// The page templates as lazily loaded chunks, one per route kind. A route's chunk is loaded before the
// page switches (no half-loaded page is shown); a failed load is retried on the next call.
import type { RouteKind, RouteProps } from '../../shared/page-props';
import { PAGE_TEMPLATES, type PageTemplateName } from '../../shared/page-templates';
import type { PageComponent } from '../../../templates/pages';

export type { PageComponent };

/** Each template is its own chunk: esbuild splits every file the pattern matches into one. */
const importTemplate = (name: PageTemplateName) =>
  import(`../../../templates/pages/${name}.tsx`) as Promise<Record<string, PageComponent>>;

const loading = new Map<RouteKind, Promise<PageComponent>>();

/** Loads the template of a route kind; concurrent and repeated calls share one load. */
export function loadPageComponent(kind: RouteProps['kind']): Promise<PageComponent> {
  let p = loading.get(kind);
  if (!p) {
    const name = Object.hasOwn(PAGE_TEMPLATES, kind) ? PAGE_TEMPLATES[kind] : undefined;
    p = name ? importTemplate(name).then((m) => m[name]) : Promise.reject(new Error(`Unknown route kind "${kind}".`));
    p.catch(() => loading.delete(kind));
    loading.set(kind, p);
  }
  return p;
}
