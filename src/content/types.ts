// The ContentGraph: everything read from content/, before any URL beyond a slug is decided.
import type { ResolvedConfig } from '../config/load-config';
import type { Diagnostic } from '../errors/blogctl-error';
import type { FrontMatter } from './front-matter';
import type { RenderedMarkdown } from './markdown';
import type { LastUpdate } from './last-update';

export interface Author {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  description?: string;
  email?: string;
  /** Profile links (Docusaurus's `socials`), each with its full URL, in the order written. */
  socials?: AuthorSocial[];
  /** authors.yml `page: false`: no author page (Docusaurus makes pages only for authors with `page`; blogctl
   *  makes one for every author of authors.yml unless told not to). */
  noPage?: true;
  /** authors.yml `page: { permalink }`: the author page's path under /blog/authors instead of the key. */
  pagePermalink?: string;
  /** Written in a post's front matter, not in authors.yml: shown on that post, without an author page. */
  inline?: true;
  /** Where the key is in authors.yml (diagnostics). */
  keyLoc?: { file: string; line: number; column: number };
  /** Where its image_url is in authors.yml (diagnostics). */
  imageLoc?: { file: string; line: number; column: number };
}

export interface AuthorSocial {
  /** The key as written: `github`, `x`, or a platform of the site's own. */
  platform: string;
  url: string;
}

export interface Tag {
  key: string;
  label: string;
  /** Path segment under /blog/tags, e.g. `/travel`. */
  permalink: string;
  description?: string;
  /** Where the key, and the permalink value when there is one, are in tags.yml (diagnostics). */
  keyLoc?: { file: string; line: number; column: number };
  permalinkLoc?: { file: string; line: number; column: number };
}

interface EntryBase {
  /** Absolute source path. */
  file: string;
  /** Path relative to the site root, posix, for messages. */
  source: string;
  title: string;
  description: string;
  frontMatter: FrontMatter;
  content: RenderedMarkdown;
  /** Route path decided from the slug (see shared/permalinks.ts). */
  permalink: string;
  draft: boolean;
  unlisted: boolean;
  /** "Edit this page" link (the section's editUrl, or a doc's custom_edit_url). */
  editUrl?: string;
  /** When the source was last updated, and by whom (showLastUpdateTime / showLastUpdateAuthor). */
  lastUpdate?: LastUpdate;
  /** The day it was last updated (YYYY-MM-DD), for the sitemap's lastmod: the shown last update's, or read the
   *  same way when `sitemap.lastmod` asks for dates. */
  updated?: string;
}

export interface Post extends EntryBase {
  kind: 'post';
  slug: string;
  /** YYYY-MM-DD */
  date: string;
  tags: string[];
  authors: string[];
  image?: string;
  keywords: string[];
  readingMinutes: number;
}

export interface Doc extends EntryBase {
  kind: 'doc';
  /** `intro`, `Docker/dockermariadb`, `Docker/index` */
  id: string;
  /** Folder of the doc relative to docs/ ('' at the top level). */
  dir: string;
  /** True for `<folder>/index.md`: the category's own page. */
  isCategoryIndex: boolean;
  sidebarPosition?: number;
  sidebarLabel: string;
  /** Tag keys (front matter `tags`): the docs' own tags (ContentGraph.docTags), not the blog's. */
  tags: string[];
}

export interface DocCategory {
  /** Folder relative to docs/, e.g. `Docker`. */
  dir: string;
  label: string;
  position?: number;
  description?: string;
  /** The doc the category links to (the folder's index doc, or its metadata's `link: { type: 'doc' }`);
   *  otherwise the category gets a generated index page. */
  indexDocId?: string;
  permalink: string;
  collapsed: boolean;
  /** false: always open, without a caret (`collapsible: false`). */
  collapsible?: false;
  className?: string;
}

export interface Page extends EntryBase {
  kind: 'page';
  /** The file's name without extension: `about`, `index` (the home page's intro), … */
  name: string;
}

/** A file to copy into the output as is (images next to Markdown, static/). */
export interface AssetFile {
  from: string;
  /** Output path relative to the output root, posix. */
  to: string;
  /** A responsive copy of the image `from` (content/responsive-images.ts): made by the assets stage. */
  resize?: { width: number; quality: number };
}

export interface SidebarDocItem {
  type: 'doc';
  id: string;
  label: string;
  permalink: string;
  /** A `ref` item: a link to the doc that does not tie the doc to this sidebar nor take part in previous/next. */
  ref?: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
}

export interface SidebarLinkItem {
  type: 'link';
  label: string;
  /** A site path (e.g. `/blog`) or an external URL. */
  href: string;
  className?: string;
}

export interface SidebarHtmlItem {
  type: 'html';
  /** Raw HTML, shown as is. */
  value: string;
  className?: string;
}

/** The page a category with `link: { type: 'generated-index' }` gets: its items as cards. */
export interface GeneratedIndex {
  title: string;
  description?: string;
}

export interface SidebarCategoryItem {
  type: 'category';
  label: string;
  /** The docs folder of an autogenerated category. */
  dir?: string;
  /** Where the category label links (its doc or generated page); none for a category without a link. */
  permalink?: string;
  /** The doc the category links to (`link: { type: 'doc' }`, or a folder's index doc). */
  linkDocId?: string;
  /** Set when the category's link is a generated index page (from a sidebars file). */
  generatedIndex?: GeneratedIndex;
  collapsed: boolean;
  /** false: always open, without a caret. */
  collapsible?: boolean;
  className?: string;
  items: SidebarItem[];
}

export type SidebarItem = SidebarDocItem | SidebarLinkItem | SidebarHtmlItem | SidebarCategoryItem;

export interface ContentGraph {
  /** Published posts, newest first (drafts only when includeDrafts). */
  posts: Post[];
  authors: Map<string, Author>;
  tags: Map<string, Tag>;
  /** The docs' tags (the docs folder's tags.yml and the tags docs use as written); their pages are under
   *  `/docs/<tagsBasePath>`. */
  docTags: Map<string, Tag>;
  docs: Doc[];
  categories: DocCategory[];
  /** Sidebars by id: those of the sidebars file, or else the autogenerated one under config.docs.sidebarId. */
  sidebars: Map<string, SidebarItem[]>;
  /** The sidebars file the sidebars come from (undefined: the one autogenerated sidebar). */
  sidebarsFile?: string;
  pages: Page[];
  assets: AssetFile[];
  /** The Markdown files the entries import (Importing Markdown), nested ones too: read for their text. */
  partials?: string[];
  diagnostics: Diagnostic[];
  /** The site's own React modules the entries use (components imported in MDX, pages/*.tsx), rendered on the
   *  server by the components step; the bundle step gives each its browser chunk. */
  siteModules?: { id: string; file: string }[];
  /** What the site's plugins inject into every page (their injectHtmlTags), when any does. */
  htmlTags?: PluginHtmlTags;
  /** Every content file read, for watch mode and caches. */
  files: string[];
  /** Further blogs and docs (config `blogInstances`, `docsInstances`), each read as a site of its own blog or
   *  docs: its config and its graph. */
  instances?: ContentInstance[];
}

/** A tag a site plugin's injectHtmlTags gives: HTML as written, or an element in Docusaurus's shape. */
export type PluginHtmlTag =
  | string
  | { tagName: string; attributes: Record<string, string | boolean>; innerHTML?: string };

/** The tags the site's plugins inject, in plugin order: at the end of `<head>`, at the start and the end of
 *  `<body>`. */
export interface PluginHtmlTags {
  headTags: PluginHtmlTag[];
  preBodyTags: PluginHtmlTag[];
  postBodyTags: PluginHtmlTag[];
}

/** A further blog or docs: the site's config with the instance as its only section, and what it read. */
export interface ContentInstance {
  kind: 'blog' | 'docs';
  id: string;
  config: ResolvedConfig;
  graph: ContentGraph;
}
