// The page-kind registry: every route kind and the template that renders it (templates/pages/<Name>.tsx).
// The one list of page kinds — read by the server render (templates/App.tsx), the client's lazy page chunks
// (src/client/router/page-modules.ts) and the document's chunk preload (src/render/document.ts). A new page
// kind is an entry here, a route builder (src/routes/) and its page component (exported from
// templates/pages/index.ts, which the type of PAGE_COMPONENTS there holds to this list).
import type { RouteKind } from './page-props';

export const PAGE_TEMPLATES = {
  home: 'HomePage',
  post: 'PostPage',
  blogList: 'BlogListPage',
  tagList: 'TagListPage',
  tag: 'TagPage',
  authorList: 'AuthorListPage',
  author: 'AuthorPage',
  archive: 'ArchivePage',
  doc: 'DocPage',
  docCategory: 'DocCategoryPage',
  docTagList: 'DocTagListPage',
  docTag: 'DocTagPage',
  page: 'MarkdownPage',
  search: 'SearchPage',
  notFound: 'NotFoundPage',
} as const satisfies Record<RouteKind, string>;

/** A template's name, which is also its file name under templates/pages/ and its export name. */
export type PageTemplateName = (typeof PAGE_TEMPLATES)[RouteKind];
