// The root component: providers, layout, and the page template chosen by the route's kind.
import type { PageData, RouteProps, SiteData } from '../src/shared/page-props';
import { AppShell } from './AppShell';
import { ArchivePage } from './pages/ArchivePage';
import { AuthorListPage } from './pages/AuthorListPage';
import { AuthorPage } from './pages/AuthorPage';
import { BlogListPage } from './pages/BlogListPage';
import { DocPage } from './pages/DocPage';
import { FootprintsPage } from './pages/FootprintsPage';
import { HomePage } from './pages/HomePage';
import { MarkdownPage } from './pages/MarkdownPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PostPage } from './pages/PostPage';
import { SearchPage } from './pages/SearchPage';
import { TagListPage } from './pages/TagListPage';
import { TagPage } from './pages/TagPage';

export function Page({ props }: { props: RouteProps }) {
  switch (props.kind) {
    case 'home': return <HomePage props={props} />;
    case 'post': return <PostPage props={props} />;
    case 'blogList': return <BlogListPage props={props} />;
    case 'tagList': return <TagListPage props={props} />;
    case 'tag': return <TagPage props={props} />;
    case 'authorList': return <AuthorListPage props={props} />;
    case 'author': return <AuthorPage props={props} />;
    case 'archive': return <ArchivePage props={props} />;
    case 'doc': return <DocPage props={props} />;
    case 'page': return <MarkdownPage props={props} />;
    case 'footprints': return <FootprintsPage props={props} />;
    case 'search': return <SearchPage />;
    case 'notFound': return <NotFoundPage />;
  }
}

export function App({ site, page }: { site: SiteData; page: PageData }) {
  return (
    <AppShell site={site} page={page}>
      <Page props={page.props} />
    </AppShell>
  );
}
