// Which template file renders each route kind (templates/pages/<Name>.tsx). The client loads them as
// lazy chunks (src/client/router/page-modules.ts); the document preloads the current page's chunk.
import type { RouteKind } from './page-props';

export const PAGE_TEMPLATES: Record<RouteKind, string> = {
  home: 'HomePage',
  post: 'PostPage',
  blogList: 'BlogListPage',
  tagList: 'TagListPage',
  tag: 'TagPage',
  authorList: 'AuthorListPage',
  author: 'AuthorPage',
  archive: 'ArchivePage',
  doc: 'DocPage',
  page: 'MarkdownPage',
  footprints: 'FootprintsPage',
  search: 'SearchPage',
  notFound: 'NotFoundPage',
};
