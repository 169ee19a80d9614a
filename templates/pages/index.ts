// Every page template by name, for the server render (App.tsx). Which kind uses which template is the
// registry in src/shared/page-templates.ts; the client loads the same files as lazy chunks.
import type { ComponentType } from 'react';
import type { PageTemplateName } from '../../src/shared/page-templates';
import { ArchivePage } from './ArchivePage';
import { AuthorListPage } from './AuthorListPage';
import { AuthorPage } from './AuthorPage';
import { BlogListPage } from './BlogListPage';
import { DocCategoryPage } from './DocCategoryPage';
import { DocPage } from './DocPage';
import { DocTagListPage } from './DocTagListPage';
import { DocTagPage } from './DocTagPage';
import { HomePage } from './HomePage';
import { MarkdownPage } from './MarkdownPage';
import { NotFoundPage } from './NotFoundPage';
import { PostPage } from './PostPage';
import { SearchPage } from './SearchPage';
import { TagListPage } from './TagListPage';
import { TagPage } from './TagPage';

// biome-ignore lint/suspicious/noExplicitAny: one registry for page components whose props types differ
export type PageComponent = ComponentType<{ props: any }>;

export const PAGE_COMPONENTS: Record<PageTemplateName, PageComponent> = {
  ArchivePage,
  AuthorListPage,
  AuthorPage,
  BlogListPage,
  DocCategoryPage,
  DocPage,
  DocTagListPage,
  DocTagPage,
  HomePage,
  MarkdownPage,
  NotFoundPage,
  PostPage,
  SearchPage,
  TagListPage,
  TagPage,
};
