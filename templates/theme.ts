// `blogctl/theme`: what a site's own theme components (`<site>/theme/*.tsx`) import. Each shadowable component
// (a file of templates/components, replaced by the site's file of the same name) with the props it takes, the
// hooks that read site and page data, and the data types they return.
//
// In a theme bundle, this module's components are the site's: `Footer` here is `<site>/theme/Footer.tsx` when the
// site has one. A shadowing file that wraps the original imports it from `blogctl/theme/original/<File>`.
// It also exports every name the theme's files import from one another (the UI strings, URL and color-mode
// helpers, the page frame, the providers): `blogctl swizzle` rewrites a copied file's relative imports to this
// module (src/api/swizzle-source.ts), so the copy type-checks in a site as written.
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
import { NavbarBrand } from './components/NavbarBrand';
import { LocaleDropdown, NavbarItem, NavbarItems } from './components/NavbarItem';
import { NavbarPanel } from './components/NavbarPanel';
import { SearchButton } from './components/SearchButton';
import {
  AuthorName,
  AuthorSocials,
  BlogLayout,
  BlogSidebar,
  BlogSidebarYears,
  ListPagination,
  PostMeta,
  PostPreview,
  TagChips,
  TagCloud,
} from './components/blog';
import {
  Breadcrumbs,
  DocCards,
  DocSidebar,
  EditThisPage,
  EntryMeta,
  LastUpdated,
  PrevNext,
  SidebarList,
} from './components/docs';
import { TableOfContents, TableOfContentsMobile } from './components/toc';
import { AppShell } from './AppShell';
import { Layout } from './Layout';

export * from './hooks';
export { useSiteUrl } from './components/Link';
export type { LinkProps } from './components/Link';
export type * from '../src/shared/page-props';

// What the theme's own files use besides the components (a swizzled copy imports them from here).
export { RouteProvider, SiteProvider, MissingProviderError } from './context';
export { useRuntime, type ThemeRuntime } from './runtime';
export { Splice, type SpliceKey } from './splice';
export {
  containsActive,
  holdsLocales,
  isActive,
  itemState,
  pageNavOf,
  useDismiss,
  useHoverOpen,
  type PageNav,
} from './components/NavbarItem';
export type { PanelState } from './components/NavbarPanel';
export { strings, type Strings } from '../src/shared/strings';
export { isExternalUrl, localizePath, withBase } from '../src/shared/urls';
export { applyColorMode, readStoredColorMode, storeColorMode, type ColorChoice } from '../src/shared/color-mode';
export { BASE_URL_BANNER_ID, baseUrlIssueScript } from '../src/shared/base-url-banner';
export { readPreferredDocsVersion } from '../src/shared/docs-version';
export { escapeHtml } from '../src/shared/escape';
export { joinTitle } from '../src/shared/head';
export { MAX_QUERY_LENGTH } from '../src/shared/search/params';
export type { Level, SearchHit, SearchResponse } from '../src/shared/search/types';

export {
  AppShell,
  Layout,
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
  NavbarBrand,
  NavbarItem,
  NavbarItems,
  LocaleDropdown,
  NavbarPanel,
  SearchButton,
  AuthorName,
  AuthorSocials,
  BlogLayout,
  BlogSidebar,
  BlogSidebarYears,
  ListPagination,
  PostMeta,
  PostPreview,
  TagChips,
  TagCloud,
  Breadcrumbs,
  DocCards,
  DocSidebar,
  EditThisPage,
  EntryMeta,
  LastUpdated,
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

export type AppShellProps = PropsOf<typeof AppShell>;
export type LayoutProps = PropsOf<typeof Layout>;
export type AnnouncementBarProps = PropsOf<typeof AnnouncementBar>;
export type BackToTopProps = PropsOf<typeof BackToTop>;
export type BaseUrlIssueBannerProps = PropsOf<typeof BaseUrlIssueBanner>;
export type CodeCopyProps = PropsOf<typeof CodeCopy>;
export type ColorModeToggleProps = PropsOf<typeof ColorModeToggle>;
export type ErrorBoundaryProps = PropsOf<typeof ErrorBoundary>;
export type FooterProps = PropsOf<typeof Footer>;
export type HtmlProps = PropsOf<typeof Html>;
export type NavbarProps = PropsOf<typeof Navbar>;
export type NavbarBrandProps = PropsOf<typeof NavbarBrand>;
export type NavbarItemProps = PropsOf<typeof NavbarItem>;
export type NavbarItemsProps = PropsOf<typeof NavbarItems>;
export type LocaleDropdownProps = PropsOf<typeof LocaleDropdown>;
export type NavbarPanelProps = PropsOf<typeof NavbarPanel>;
export type SearchButtonProps = PropsOf<typeof SearchButton>;
export type AuthorNameProps = PropsOf<typeof AuthorName>;
export type AuthorSocialsProps = PropsOf<typeof AuthorSocials>;
export type BlogLayoutProps = PropsOf<typeof BlogLayout>;
export type BlogSidebarProps = PropsOf<typeof BlogSidebar>;
export type BlogSidebarYearsProps = PropsOf<typeof BlogSidebarYears>;
export type ListPaginationProps = PropsOf<typeof ListPagination>;
export type PostMetaProps = PropsOf<typeof PostMeta>;
export type PostPreviewProps = PropsOf<typeof PostPreview>;
export type TagChipsProps = PropsOf<typeof TagChips>;
export type TagCloudProps = PropsOf<typeof TagCloud>;
export type BreadcrumbsProps = PropsOf<typeof Breadcrumbs>;
export type DocCardsProps = PropsOf<typeof DocCards>;
export type DocSidebarProps = PropsOf<typeof DocSidebar>;
export type EditThisPageProps = PropsOf<typeof EditThisPage>;
export type EntryMetaProps = PropsOf<typeof EntryMeta>;
export type LastUpdatedProps = PropsOf<typeof LastUpdated>;
export type PrevNextProps = PropsOf<typeof PrevNext>;
export type SidebarListProps = PropsOf<typeof SidebarList>;
export type TableOfContentsProps = PropsOf<typeof TableOfContents>;
export type TableOfContentsMobileProps = PropsOf<typeof TableOfContentsMobile>;
