// What every route builder shares: the config, the graph, the route list being filled and the helpers that
// put a route in it (trailing slash, output file, sitemap flag), plus the post summaries, tag and author data
// and blog sidebar that many routes show (each built once and shared, see below).
import type { ResolvedConfig } from '../config/load-config';
import type { Author, ContentGraph, Post, Tag } from '../content/types';
import { error, type Diagnostic } from '../errors/blogctl-error';
import type {
  AuthorData,
  BlogSidebarData,
  HeadData,
  LastUpdateData,
  PostSummary,
  RouteProps,
  TagData,
  TocItem,
} from '../shared/page-props';
import type { LastUpdate } from '../content/last-update';
import { authorPermalink, docTagPermalink, tagPermalink } from '../shared/permalinks';
import { socialLabel } from '../shared/social-platforms';
import { unsafeUrlPathReason } from '../shared/safe-path';
import { stringsOf, type Strings } from '../shared/i18n';
import { formatDate } from '../shared/i18n/dates';
import { applyTrailingSlash, joinUrl, routeToFile } from '../shared/urls';
import { hashOf } from '../util/hash';
import { htmlSlot } from './html-slot';
import { bodyKeys, routeDigest, structureKey } from './route-deps';
import type { StructureCache } from './structure-cache';
import type { Route } from './route-types';

/**
 * A route as a builder gives it: the output and data files and sitemap flag follow from its path and head. Its
 * props may be a function, called when they are first read (a warm build reads only the changed routes' props).
 * `reads`: the entries whose body (rendered Markdown, reading time, description) the route shows, when not all
 * of its `sources` (see route-deps.ts); every other fact of an entry it may show counts as the site's structure.
 */
export type NewRoute = Omit<Route, 'outFile' | 'path' | 'sitemap' | 'props' | 'digest' | 'head' | 'lastmod'> & {
  path: string;
  props: RouteProps | (() => RouteProps);
  reads?: string[];
} & (
    | { head: HeadData; sitemap?: boolean }
    // A head built when first read (like props): the sitemap's facts are then given beside it.
    | { head: () => HeadData; sitemap: boolean; lastmod: string | undefined }
  );

export interface RouteContext {
  graph: ContentGraph;
  config: ResolvedConfig;
  /** The site's UI strings (its locale's table with the config's overrides). */
  strings: Strings;
  routes: Route[];
  /** Problems found while building routes (unsafe URLs, clashes). */
  diagnostics: Diagnostic[];
  add(route: NewRoute): void;
  /** The config's trailing-slash rule applied to a path. */
  slash(path: string): string;
  blogBase: string;
  docsBase: string;
  /** Posts shown in lists (not drafts, not unlisted), newest first. */
  listed: Post[];
  tagData(key: string): TagData;
  /** A docs tag (ContentGraph.docTags) with its page under the docs. */
  docTagData(key: string): TagData;
  authorData(key: string): AuthorData;
  /** A post's summary; with `slot`, plus its excerpt as an HtmlSlot of that name. */
  summary(post: Post, slot?: string): PostSummary;
  /** The blog sidebar (recent posts by year). */
  sidebar: BlogSidebarData;
  listHead(title: string, path: string, description: string): HeadData;
  /** A list's title on its page `page`: page 2 and later say which page they are, so their titles differ (as in Docusaurus). */
  pagedTitle(title: string, page: number): string;
  /** A calendar date (YYYY-MM-DD) as the locale writes it. */
  date(iso: string): string;
}

export function createRouteContext(
  graph: ContentGraph,
  config: ResolvedConfig,
  structureCache?: StructureCache,
): RouteContext {
  const routes: Route[] = [];
  const strings = stringsOf(config.ui);
  const date = (iso: string) => formatDate(iso, config.locale.id, config.locale.calendar);
  const diagnostics: Diagnostic[] = [];
  const blogBase = joinUrl('/', config.blog.routeBasePath);
  const docsBase = joinUrl('/', config.docs.routeBasePath);
  const slash = (p: string) => applyTrailingSlash(p, config.trailingSlash);
  const add = routeAdder({
    config,
    structure: structureKey(graph, config, structureCache),
    bodies: bodyKeys(graph),
    slash,
    routes,
    diagnostics,
  });
  const listed = graph.posts.filter((p) => !p.unlisted && !p.draft);
  const sidebar = blogSidebar(listed, config, slash);
  const listHead = (title: string, path: string, description: string): HeadData => ({
    title,
    description,
    path,
    noindex: false,
    type: 'website',
  });
  const pagedTitle = (title: string, page: number) => (page === 1 ? title : `${title} - ${strings.blog.pageN(page)}`);

  return {
    graph,
    config,
    strings,
    date,
    routes,
    diagnostics,
    add,
    slash,
    blogBase,
    docsBase,
    listed,
    ...entryData({ graph, config, slash, date }),
    sidebar,
    listHead,
    pagedTitle,
  };
}

/** The `add` of a route table: the route's final path, output file, digest, head and sitemap flag; unsafe paths
 *  are reported and left out. */
function routeAdder(t: {
  config: ResolvedConfig;
  structure: string;
  bodies: ReturnType<typeof bodyKeys>;
  slash: (path: string) => string;
  routes: Route[];
  diagnostics: Diagnostic[];
}): (r: NewRoute) => void {
  const { config, structure, bodies, slash, routes, diagnostics } = t;
  return (r: NewRoute) => {
    const path = slash(r.path);
    // The content and config stages refuse such paths with located errors; this keeps any they missed out of
    // the table (the output sinks refuse them again).
    const unsafe = unsafeUrlPathReason(path);
    if (unsafe) {
      diagnostics.push(
        error(
          'CONTENT_UNSAFE_PATH',
          { kind: 'route', path, reason: unsafe },
          r.sources[0] ? { file: r.sources[0], line: 1, column: 1 } : undefined,
        ),
      );
      return;
    }
    const outFile = routeToFile(path, config.trailingSlash);
    const route = {
      path,
      outFile,
      sources: r.sources,
      digest: routeDigest(structure, r.reads ?? r.sources, bodies),
      ...(r.updated !== undefined && { updated: r.updated }),
    } as Route;
    if (isLazyHead(r)) {
      const make = r.head;
      lazyField(route, 'head', () => withPath(make(), path));
      route.sitemap = r.sitemap;
      if (r.lastmod !== undefined) route.lastmod = r.lastmod;
    } else {
      route.head = withPath(r.head, path);
      route.sitemap = r.sitemap ?? !r.head.noindex;
      if (r.head.publishedTime !== undefined) route.lastmod = r.head.publishedTime;
    }
    if (typeof r.props === 'function') lazyField(route, 'props', r.props);
    else route.props = r.props;
    routes.push(route);
  };
}

/** Tag, author and post-summary data as routes show them: one object each, shared by every route that shows it. */
function entryData(t: {
  graph: ContentGraph;
  config: ResolvedConfig;
  slash: (path: string) => string;
  date: (iso: string) => string;
}): Pick<RouteContext, 'tagData' | 'docTagData' | 'authorData' | 'summary'> {
  const { graph, config, slash, date } = t;
  // One object per tag and author, shared by every route that shows it (never changed after it is made).
  const tags = new Map<string, TagData>();
  const tagData = (key: string): TagData => {
    let d = tags.get(key);
    if (d) return d;
    const t = graph.tags.get(key) ?? ({ key, label: key, permalink: '/' + key } as Tag);
    tags.set(
      key,
      (d = {
        key,
        label: t.label,
        permalink: slash(tagPermalink(config.blog.routeBasePath, t.permalink)),
        description: t.description,
      }),
    );
    return d;
  };
  const docTags = new Map<string, TagData>();
  const docTagData = (key: string): TagData => {
    let d = docTags.get(key);
    if (d) return d;
    const t = graph.docTags.get(key) ?? ({ key, label: key, permalink: '/' + key } as Tag);
    docTags.set(
      key,
      (d = {
        key,
        label: t.label,
        permalink: slash(docTagPermalink(config.docs, t.permalink)),
        description: t.description,
      }),
    );
    return d;
  };
  const authors = new Map<string, AuthorData>();
  const authorData = (key: string): AuthorData => {
    let d = authors.get(key);
    if (d) return d;
    const a = graph.authors.get(key) ?? ({ key, name: key } as Author);
    d = a.inline
      ? {
          key,
          name: a.name,
          title: a.title,
          url: a.url ?? (a.email ? `mailto:${a.email}` : undefined),
          imageUrl: a.imageUrl,
        }
      : {
          key,
          name: a.name,
          title: a.title,
          url: a.url ?? (a.email ? `mailto:${a.email}` : undefined),
          imageUrl: a.imageUrl,
          description: a.description,
          permalink: a.noPage ? undefined : slash(authorPermalink(config.blog.routeBasePath, a.pagePermalink ?? key)),
        };
    if (a.socials) d.socials = a.socials.map((s) => ({ label: socialLabel(s.platform), url: s.url }));
    authors.set(key, d);
    return d;
  };
  // One summary per post, shared by every list that shows it (cheaper to build, and to digest for the route
  // cache: render/route-cache.ts hashes each shared object once). Lists add their own excerpt slot.
  const summaries = new Map<Post, { base: PostSummary; excerptHash?: string }>();
  const summary = (p: Post, slot?: string): PostSummary => {
    let s = summaries.get(p);
    if (!s) summaries.set(p, (s = { base: summaryOf(p) }));
    if (!slot) return s.base;
    // The excerpt's own digest: an edit below the truncate marker must not change the lists' route keys.
    const html = p.content.excerptHtml ?? p.content.html;
    s.excerptHash ??= p.content.excerptHtml === null ? p.content.hash : hashOf(html);
    return { ...s.base, excerpt: htmlSlot(slot, html, s.excerptHash), truncated: p.content.excerptHtml !== null };
  };
  const summaryOf = (p: Post): PostSummary => ({
    title: p.title,
    permalink: slash(p.permalink),
    date: p.date,
    formattedDate: date(p.date),
    readingMinutes: p.readingMinutes,
    tags: p.tags.map(tagData),
    authors: p.authors.map(authorData),
    description: p.description,
    excerpt: undefined,
    truncated: undefined,
    draft: p.draft || undefined,
    unlisted: p.unlisted || undefined,
  });
  return { tagData, docTagData, authorData, summary };
}

/** An entry's last update as its page shows it: the date also as the locale writes it. */
export function lastUpdateData(u: LastUpdate, date: (iso: string) => string): LastUpdateData {
  return { ...u, ...(u.date !== undefined && { formattedDate: date(u.date) }) };
}

/** `route[field]` built by `make` when first read, then kept as a plain property (workers get it cloned). */
function lazyField<K extends 'props' | 'head'>(route: Route, field: K, make: () => Route[K]): void {
  Object.defineProperty(route, field, {
    configurable: true,
    enumerable: true,
    get() {
      const value = make();
      Object.defineProperty(route, field, { value, writable: true, enumerable: true, configurable: true });
      return value;
    },
    set(value: Route[K]) {
      Object.defineProperty(route, field, { value, writable: true, enumerable: true, configurable: true });
    },
  });
}

function isLazyHead(
  r: NewRoute,
): r is NewRoute & { head: () => HeadData; sitemap: boolean; lastmod: string | undefined } {
  return typeof r.head === 'function';
}

/** The head with the route's final path: the same object when it has it already (the same keys in the same
 *  order either way, so the same JSON). */
function withPath(head: HeadData, path: string): HeadData {
  return head.path === path ? head : { ...head, path };
}

export function slashPagination<T extends { newer?: string; older?: string }>(p: T, slash: (s: string) => string): T {
  return { ...p, newer: p.newer && slash(p.newer), older: p.older && slash(p.older) };
}

export function toc(headings: { level: number; id: string; text: string }[], min: number, max: number): TocItem[] {
  return headings
    .filter((h) => h.level >= min && h.level <= max)
    .map((h) => ({ id: h.id, text: h.text, level: h.level }));
}

function blogSidebar(listed: Post[], config: ResolvedConfig, slash: (s: string) => string): BlogSidebarData {
  const count = config.blog.sidebarCount === 'ALL' ? listed.length : config.blog.sidebarCount;
  const years: BlogSidebarData['years'] = [];
  for (const p of listed.slice(0, count)) {
    const y = p.date.slice(0, 4);
    if (years[years.length - 1]?.year !== y) years.push({ year: y, posts: [] });
    years[years.length - 1].posts.push({ title: p.title, permalink: slash(p.permalink) });
  }
  return { title: config.blog.sidebarTitle, years };
}
