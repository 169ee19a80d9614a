// `blogctl/theme`: what a site's own theme components (`<site>/theme/*.tsx`) import. Each shadowable component
// (a file of templates/components, replaced by the site's file of the same name) with the props it takes, the
// hooks that read site and page data, and the data types they return.
//
// In a theme bundle, this module's components are the site's: `Footer` here is `<site>/theme/Footer.tsx` when the
// site has one. A shadowing file that wraps the original imports it from `blogctl/theme/original/<File>`.
import { AnnouncementBar } from './components/AnnouncementBar';
import { BackToTop } from './components/BackToTop';
import { BaseUrlIssueBanner } from './components/BaseUrlIssueBanner';
import { CodeCopy } from './components/CodeCopy';
import { ColorModeToggle } from './components/ColorModeToggle';
import { ErrorBoundary } from './components/ErrorBoundary';
import { Footer } from './components/Footer';
import { Html } from './components/Html';
import { Link } from './components/Link';
import { Navbar } from './components/Navbar';
import { SearchButton } from './components/SearchButton';
import {
  BlogLayout,
  BlogSidebar,
  BlogSidebarYears,
  ListPagination,
  PostMeta,
  PostPreview,
  TagChips,
} from './components/blog';
import { Breadcrumbs, DocSidebar, PrevNext, SidebarList } from './components/docs';
import { TableOfContents, TableOfContentsMobile } from './components/toc';

export * from './hooks';
export { useSiteUrl } from './components/Link';
export type { LinkProps } from './components/Link';
export type * from '../src/shared/page-props';

export {
  AnnouncementBar,
  BackToTop,
  BaseUrlIssueBanner,
  CodeCopy,
  ColorModeToggle,
  ErrorBoundary,
  Footer,
  Html,
  Link,
  Navbar,
  SearchButton,
  BlogLayout,
  BlogSidebar,
  BlogSidebarYears,
  ListPagination,
  PostMeta,
  PostPreview,
  TagChips,
  Breadcrumbs,
  DocSidebar,
  PrevNext,
  SidebarList,
  TableOfContents,
  TableOfContentsMobile,
};

/** The props a component takes (`Record<string, never>` for one that takes none). */
export type PropsOf<C> = C extends abstract new (
  props: infer P,
) => unknown
  ? P
  : C extends (...args: infer A) => unknown
    ? A extends []
      ? Record<string, never>
      : A[0]
    : never;

export type AnnouncementBarProps = PropsOf<typeof AnnouncementBar>;
export type BackToTopProps = PropsOf<typeof BackToTop>;
export type BaseUrlIssueBannerProps = PropsOf<typeof BaseUrlIssueBanner>;
export type CodeCopyProps = PropsOf<typeof CodeCopy>;
export type ColorModeToggleProps = PropsOf<typeof ColorModeToggle>;
export type ErrorBoundaryProps = PropsOf<typeof ErrorBoundary>;
export type FooterProps = PropsOf<typeof Footer>;
export type HtmlProps = PropsOf<typeof Html>;
export type NavbarProps = PropsOf<typeof Navbar>;
export type SearchButtonProps = PropsOf<typeof SearchButton>;
export type BlogLayoutProps = PropsOf<typeof BlogLayout>;
export type BlogSidebarProps = PropsOf<typeof BlogSidebar>;
export type BlogSidebarYearsProps = PropsOf<typeof BlogSidebarYears>;
export type ListPaginationProps = PropsOf<typeof ListPagination>;
export type PostMetaProps = PropsOf<typeof PostMeta>;
export type PostPreviewProps = PropsOf<typeof PostPreview>;
export type TagChipsProps = PropsOf<typeof TagChips>;
export type BreadcrumbsProps = PropsOf<typeof Breadcrumbs>;
export type DocSidebarProps = PropsOf<typeof DocSidebar>;
export type PrevNextProps = PropsOf<typeof PrevNext>;
export type SidebarListProps = PropsOf<typeof SidebarList>;
export type TableOfContentsProps = PropsOf<typeof TableOfContents>;
export type TableOfContentsMobileProps = PropsOf<typeof TableOfContentsMobile>;
