// The props passed from the server render to the client hydration: one definition, two sides.
// Everything here is plain JSON.
import type { HeadTag } from './head-tags';

/** HTML rendered at build time. On first load `html` is left out of the embedded data and read back
 *  from the DOM element carrying `data-slot={slot}`, so the page does not ship its content twice. */
export interface HtmlSlot {
  slot: string;
  html: string;
}

export interface NavItem {
  type: 'link' | 'search' | 'localeDropdown' | 'dropdown' | 'html';
  label: string;
  /** Internal route (with base) or external URL. */
  href?: string;
  external?: boolean;
  position: 'left' | 'right';
  /** Prefix that marks the item active. */
  activeBasePath?: string;
  /** A `docSidebar` item of a site with a sidebars file: active on the pages that show this sidebar. */
  activeSidebar?: string;
  /** A `doc` or `docSidebar` item of docs at the site root: active on doc pages (a prefix would match every page). */
  activeOnDocs?: true;
  items?: NavItem[];
  /** A `html` item's HTML, or a link's HTML shown instead of its label. */
  html?: string;
  /** Classes added to the item's own ones. */
  className?: string;
  ariaLabel?: string;
}

export interface FooterLink {
  label: string;
  href: string;
  external: boolean;
  /** A footer column's HTML item: shown in place of the link (its label and href are empty). */
  html?: string;
}

export interface SiteData {
  title: string;
  tagline: string;
  /** Between a page's title and the site's in `<title>`, when the config's `titleDelimiter` is not "|". */
  titleDelimiter?: string;
  url: string;
  baseUrl: string;
  trailingSlash?: boolean;
  generator: string;
  locale: { id: string; label: string; direction: 'ltr' | 'rtl'; htmlLang: string; calendar: string; path: string };
  /** `path` is the locale's URL prefix segment (used by the locale URL builder for non-default locales). */
  locales: { id: string; label: string; href: string; path?: string }[];
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  navbar: { title?: string; logo?: { alt: string; src: string }; hideOnScroll: boolean; items: NavItem[] };
  footer: {
    style: 'dark' | 'light';
    columns: { title?: string; items: FooterLink[] }[];
    copyright?: string;
    travelRing?: FooterLink;
    filing?: FooterLink;
  };
  announcementBar?: { id: string; content: string; backgroundColor?: string; textColor?: string; isCloseable: boolean };
  search: {
    provider: 'local' | 'algolia';
    appId?: string;
    apiKey?: string;
    indexName?: string;
    contextualSearch: boolean;
    insights: boolean;
    missingResultsUrl?: string;
    /** URL of the local index (hashed), when provider is local. */
    indexUrl?: string;
  };
  docsVersion: { label: string; path: string; persistence: boolean };
  /** The config's `docs.sidebar`, when it turns either option on. */
  docsSidebar?: { hideable: boolean; autoCollapseCategories: boolean };
  /**
   * The theme's own links (home buttons, "all tags", the search page), taken from the route table with the
   * trailingSlash form applied; undefined when the site has no such page (e.g. no docs). Checked by
   * src/routes/check-links.ts like content links.
   */
  links: { blog?: string; tags?: string; search?: string; docs?: string };
  /** The site's social card (config `image`): the image of every page without one of its own. */
  image?: string;
  /** Paths that links of the site point at and no page has (routes/check-links.ts keys them: decoded, no `.html`
   *  or trailing slash), when the config lets broken links through: the client neither prefetches nor loads
   *  them, so the browser gets the server's not-found page. */
  brokenPaths?: string[];
}

export interface TocItem {
  id: string;
  text: string;
  level: number;
}

export interface AuthorData {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  description?: string;
  /** Profile links (Docusaurus's `socials`): the platform's name and the full URL. */
  socials?: { label: string; url: string }[];
  /** Author page route; none for an author written inline in a post's front matter, or with `page: false`. */
  permalink?: string;
  count?: number;
}

export interface TagData {
  key: string;
  label: string;
  permalink: string;
  description?: string;
  count?: number;
}

export interface PostSummary {
  title: string;
  permalink: string;
  date: string;
  /** Human-readable date, formatted at build time so server and client agree. */
  formattedDate: string;
  readingMinutes: number;
  tags: TagData[];
  authors: AuthorData[];
  description: string;
  /** Excerpt for list pages; full content on the post page. */
  excerpt?: HtmlSlot;
  /** True when the excerpt is shorter than the post (show "read more"). */
  truncated?: boolean;
  draft?: boolean;
  unlisted?: boolean;
}

export interface Pagination {
  page: number;
  totalPages: number;
  totalCount: number;
  newer?: string;
  older?: string;
}

export interface NavLink {
  title: string;
  permalink: string;
}

export interface BlogSidebarData {
  title: string;
  years: { year: string; posts: NavLink[] }[];
}

export interface SidebarLink {
  /** `doc`: a doc of the site; `link`: a `link` item of a sidebars file (a site path or an external URL). */
  type: 'doc' | 'link';
  label: string;
  href: string;
  className?: string;
  customProps?: Record<string, unknown>;
}

/** An `html` item of a sidebars file: raw HTML in the list. */
export interface SidebarHtml {
  type: 'html';
  value: string;
  className?: string;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Where the label links; a category of a sidebars file may have no link (the label then toggles it). */
  href?: string;
  collapsed: boolean;
  items: SidebarEntry[];
  /** false: always open, without a caret. */
  collapsible?: false;
  className?: string;
}

export type SidebarEntry = SidebarLink | SidebarHtml | SidebarCategory;

/** A card of a category's item (category pages, <DocCardList />). */
export interface DocCard {
  title: string;
  permalink: string;
  description?: string;
  external?: boolean;
}

export interface HomeProps {
  kind: 'home';
  latest: PostSummary[];
  intro?: HtmlSlot;
  docs: { title: string; permalink: string; description?: string }[];
}

export interface PostProps {
  kind: 'post';
  post: PostSummary;
  content: HtmlSlot;
  toc: TocItem[];
  newer?: NavLink;
  older?: NavLink;
  sidebar: BlogSidebarData;
  /** "Edit this page" link (blog.editUrl). */
  editUrl?: string;
  lastUpdate?: LastUpdateData;
  /** The page shows comments (config `comments`): its path, which keys the comments element. */
  comments?: string;
}

/** When an entry was last updated and by whom (showLastUpdateTime / showLastUpdateAuthor); either may be missing. */
export interface LastUpdateData {
  /** YYYY-MM-DD */
  date?: string;
  /** The date as the site's locale writes it. */
  formattedDate?: string;
  author?: string;
}

export interface BlogListProps {
  kind: 'blogList';
  heading?: string;
  posts: PostSummary[];
  pagination: Pagination;
  sidebar: BlogSidebarData;
}

export interface TagListProps {
  kind: 'tagList';
  tags: TagData[];
  sidebar: BlogSidebarData;
}

export interface TagProps {
  kind: 'tag';
  tag: TagData;
  posts: PostSummary[];
  pagination: Pagination;
  sidebar: BlogSidebarData;
}

export interface AuthorListProps {
  kind: 'authorList';
  authors: AuthorData[];
  sidebar: BlogSidebarData;
}

export interface AuthorProps {
  kind: 'author';
  author: AuthorData;
  posts: PostSummary[];
  pagination: Pagination;
  sidebar: BlogSidebarData;
}

export interface ArchiveProps {
  kind: 'archive';
  years: { year: string; posts: { title: string; permalink: string; date: string; formattedDate: string }[] }[];
}

export interface DocProps {
  kind: 'doc';
  title: string;
  content?: HtmlSlot;
  toc: TocItem[];
  sidebar: SidebarEntry[];
  breadcrumbs: NavLink[];
  previous?: NavLink;
  next?: NavLink;
  /** Docs listed on a category index page. */
  categoryItems?: DocCard[];
  description?: string;
  /** `hide_title`: the title is not shown above the content. */
  hideTitle?: boolean;
  /** "Edit this page" link (docs.editUrl or custom_edit_url). */
  editUrl?: string;
  lastUpdate?: LastUpdateData;
  /** The doc's tags (front matter `tags`), each linking to its docs tag page. */
  tags?: TagData[];
  draft?: boolean;
  unlisted?: boolean;
  /** The id of the sidebar shown (set when the site has a sidebars file), for navbar `docSidebar` items. */
  sidebarId?: string;
  /** The doc shows comments (config `comments.docs`): its path, which keys the comments element. */
  comments?: string;
}

/** The docs' tag list (`/docs/tags`): every tag docs use, with how many docs use it. */
export interface DocTagListProps {
  kind: 'docTagList';
  tags: TagData[];
}

/** A docs tag's page (`/docs/tags/<tag>`): the docs with that tag, by title. */
export interface DocTagProps {
  kind: 'docTag';
  tag: TagData;
  docs: DocCard[];
  /** The tag list's URL ("View all tags"). */
  allTags: string;
}

/** A category's generated index page (`link: { type: 'generated-index' }` in a sidebars file). */
export interface DocCategoryProps {
  kind: 'docCategory';
  title: string;
  description?: string;
  sidebar: SidebarEntry[];
  sidebarId: string;
  breadcrumbs: NavLink[];
  previous?: NavLink;
  next?: NavLink;
  items: DocCard[];
}

export interface PageProps {
  kind: 'page';
  title: string;
  content: HtmlSlot;
  toc: TocItem[];
  hideTitle?: boolean;
  /** A React page: the component lays itself out over the full width (a Docusaurus landing page), without the
   *  reading column and the TOC. */
  wide?: true;
  /** A Markdown page's own front matter fields (those blogctl does not read itself), for a site's
   *  theme/MarkdownPage.tsx to lay out; absent when it has none. */
  frontMatter?: Record<string, unknown>;
}

export interface SearchProps {
  kind: 'search';
}

export interface NotFoundProps {
  kind: 'notFound';
}

export type RouteProps =
  | HomeProps
  | PostProps
  | BlogListProps
  | TagListProps
  | TagProps
  | AuthorListProps
  | AuthorProps
  | ArchiveProps
  | DocProps
  | DocCategoryProps
  | DocTagListProps
  | DocTagProps
  | PageProps
  | SearchProps
  | NotFoundProps;

export type RouteKind = RouteProps['kind'];

/** Head metadata of a route. */
export interface HeadData {
  /** Page title without the site suffix; undefined for the home page. */
  title?: string;
  description: string;
  /** Route path (unencoded). */
  path: string;
  noindex: boolean;
  image?: string;
  type: 'website' | 'article';
  publishedTime?: string;
  keywords?: string[];
  /** Canonical path when it differs from `path` (e.g. /docs → /docs/intro). */
  canonicalPath?: string;
  /** JSON-LD for posts. */
  jsonLd?: Record<string, unknown>;
  /** Tags the page's components set with `@docusaurus/Head` (a title there is the whole title). */
  tags?: HeadTag[];
}

/** Everything the client needs to render one route. */
export interface PageData {
  route: string;
  head: HeadData;
  props: RouteProps;
}
