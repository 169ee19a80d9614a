// The page templates as lazily loaded chunks, one per route kind. A route's chunk is loaded before the
// page switches (spec, Navigation behaviour); a failed load is retried on the next call.
import type { ComponentType } from 'react';
import type { RouteKind, RouteProps } from '../../shared/page-props';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type PageComponent = ComponentType<{ props: any }>;

const importers: Record<RouteKind, () => Promise<PageComponent>> = {
  home: () => import('../../../templates/pages/HomePage').then((m) => m.HomePage),
  post: () => import('../../../templates/pages/PostPage').then((m) => m.PostPage),
  blogList: () => import('../../../templates/pages/BlogListPage').then((m) => m.BlogListPage),
  tagList: () => import('../../../templates/pages/TagListPage').then((m) => m.TagListPage),
  tag: () => import('../../../templates/pages/TagPage').then((m) => m.TagPage),
  authorList: () => import('../../../templates/pages/AuthorListPage').then((m) => m.AuthorListPage),
  author: () => import('../../../templates/pages/AuthorPage').then((m) => m.AuthorPage),
  archive: () => import('../../../templates/pages/ArchivePage').then((m) => m.ArchivePage),
  doc: () => import('../../../templates/pages/DocPage').then((m) => m.DocPage),
  page: () => import('../../../templates/pages/MarkdownPage').then((m) => m.MarkdownPage),
  footprints: () => import('../../../templates/pages/FootprintsPage').then((m) => m.FootprintsPage),
  search: () => import('../../../templates/pages/SearchPage').then((m) => m.SearchPage),
  notFound: () => import('../../../templates/pages/NotFoundPage').then((m) => m.NotFoundPage),
};

const loading = new Map<RouteKind, Promise<PageComponent>>();

/** Loads the template of a route kind; concurrent and repeated calls share one load. */
export function loadPageComponent(kind: RouteProps['kind']): Promise<PageComponent> {
  let p = loading.get(kind);
  if (!p) {
    const importer = importers[kind];
    p = importer ? importer() : Promise.reject(new Error(`Unknown route kind "${kind}".`));
    p.catch(() => loading.delete(kind));
    loading.set(kind, p);
  }
  return p;
}
