// Route table: every output path is decided here, nowhere else. A pure function of the graph and config.
import { relative, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load-config';
import type { Author, ContentGraph, Doc, Post, SidebarItem, Tag } from '../content/types';
import { error, type Diagnostic } from '../errors/blogctl-error';
import type { AuthorData, BlogSidebarData, DocProps, HeadData, HtmlSlot, NavLink, PostSummary, RouteProps, SidebarEntry, TagData, TocItem } from '../shared/page-props';
import { authorPermalink, tagPermalink } from '../shared/permalinks';
import { strings } from '../shared/strings';
import { applyTrailingSlash, joinUrl, NOT_FOUND_PATH, routeToDataFile, routeToFile } from '../shared/urls';
import { unsafeUrlPathReason } from '../shared/safe-path';
import { paginate } from './paginate';
import { htmlSlot } from './html-slot';
import { hashOf } from '../util/hash';
import type { Route, RouteTable } from './route-types';

/**
 * 2024年6月15日 for 2024-06-15: what Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: 'long', day:
 * 'numeric' }) writes (a unit test holds the two equal), without creating an Intl formatter, whose ICU
 * setup cost ~20 ms of every build's start.
 */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${Number(y)}年${Number(m)}月${Number(d)}日`;
}

export function buildRouteTable(graph: ContentGraph, config: ResolvedConfig): { table: RouteTable; diagnostics: Diagnostic[] } {
  const routes: Route[] = [];
  const diagnostics: Diagnostic[] = [];
  const blogBase = joinUrl('/', config.blog.routeBasePath);
  const docsBase = joinUrl('/', config.docs.routeBasePath);
  const slash = (p: string) => applyTrailingSlash(p, config.trailingSlash);
  const add = (r: Omit<Route, 'outFile' | 'dataFile' | 'path' | 'sitemap'> & { path: string; sitemap?: boolean }) => {
    const path = slash(r.path);
    // The content and config stages refuse such paths with located errors; this keeps any they missed out of
    // the table (the output sinks refuse them again).
    const unsafe = unsafeUrlPathReason(path);
    if (unsafe) {
      diagnostics.push(error('CONTENT_UNSAFE_PATH', `The URL ${path} is refused: ${unsafe}.`, r.sources[0] ? { file: r.sources[0], line: 1, column: 1 } : undefined, 'Change the slug, permalink or file name that makes it; blogctl writes only inside the output folder.'));
      return;
    }
    routes.push({ ...r, path, head: { ...r.head, path }, outFile: routeToFile(path, config.trailingSlash), dataFile: routeToDataFile(path, config.trailingSlash), sitemap: r.sitemap ?? !r.head.noindex });
  };

  const listed = graph.posts.filter((p) => !p.unlisted && !p.draft);
  const tagData = (key: string): TagData => {
    const t = graph.tags.get(key) ?? ({ key, label: key, permalink: '/' + key } as Tag);
    return { key, label: t.label, permalink: slash(tagPermalink(config.blog.routeBasePath, t.permalink)), description: t.description };
  };
  const authorData = (key: string): AuthorData => {
    const a = graph.authors.get(key) ?? ({ key, name: key } as Author);
    return { key, name: a.name, title: a.title, url: a.url, imageUrl: a.imageUrl, description: a.description, permalink: slash(authorPermalink(config.blog.routeBasePath, key)) };
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
    formattedDate: formatDate(p.date),
    readingMinutes: p.readingMinutes,
    tags: p.tags.map(tagData),
    authors: p.authors.map(authorData),
    description: p.description,
    excerpt: undefined,
    truncated: undefined,
    draft: p.draft || undefined,
    unlisted: p.unlisted || undefined,
  });
  const sidebar = blogSidebar(listed, config, slash);
  const listHead = (title: string, path: string, description: string): HeadData => ({ title, description, path, noindex: false, type: 'website' });
  // Page 2 and later of a paginated list say which page they are, so their titles differ (as in Docusaurus).
  const pagedTitle = (title: string, page: number) => (page === 1 ? title : `${title} - ${strings.blog.pageN(page)}`);

  // Home.
  const homePage = graph.pages.find((p) => p.name === 'index');
  add({
    path: '/',
    head: { title: undefined, description: homePage?.description || config.tagline, path: '/', noindex: false, type: 'website' },
    props: {
      kind: 'home',
      latest: listed.slice(0, 6).map((p) => summary(p)),
      intro: homePage ? htmlSlot('intro', homePage.content.html, homePage.content.hash) : undefined,
      docs: graph.categories.filter((c) => !c.dir.includes('/')).map((c) => ({ title: c.label, permalink: slash(c.permalink), description: c.description })),
    },
    sources: [...(homePage ? [homePage.file] : []), ...listed.slice(0, 6).map((p) => p.file)],
  });

  // Free pages: about, footprints, markdown-page.
  for (const page of graph.pages) {
    if (page.name === 'index') continue;
    const places = Array.isArray(page.frontMatter.places) ? (page.frontMatter.places as FootprintPlace[]).filter(isPlace) : null;
    const content = htmlSlot('content', page.content.html, page.content.hash);
    const props: RouteProps = places
      ? { kind: 'footprints', title: page.title, content, places: places.map((p) => ({ ...p, date: p.date ? String(p.date) : undefined })) }
      : { kind: 'page', title: page.title, content, toc: toc(page.content.headings, 2, 3) };
    add({ path: page.permalink, head: { title: page.title, description: page.description, path: page.permalink, noindex: page.unlisted, type: 'website' }, props, sources: [page.file] });
  }

  // Blog list pages.
  for (const pg of paginate(listed, config.blog.postsPerPage, blogBase)) {
    add({
      path: pg.path,
      head: listHead(pagedTitle(strings.blog.listTitle, pg.pagination.page), pg.path, config.tagline || strings.blog.listTitle),
      props: { kind: 'blogList', posts: pg.items.map((p, i) => summary(p, `e${i}`)), pagination: slashPagination(pg.pagination, slash), sidebar },
      sources: pg.items.map((p) => p.file),
    });
  }

  // Posts (unlisted ones too; drafts only when included).
  const listedIndex = new Map(listed.map((p, i) => [p, i]));
  graph.posts.forEach((p) => {
    const at = listedIndex.get(p) ?? -1;
    const newer = at > 0 ? listed[at - 1] : undefined;
    const older = at !== -1 && at < listed.length - 1 ? listed[at + 1] : undefined;
    const s = summary(p);
    add({
      path: p.permalink,
      head: {
        title: p.title,
        description: p.description,
        path: p.permalink,
        noindex: p.unlisted || p.draft,
        type: 'article',
        publishedTime: p.date,
        keywords: p.keywords.length ? p.keywords : undefined,
        image: p.image,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: p.title,
          description: p.description,
          datePublished: p.date,
          author: s.authors.map((a) => ({ '@type': 'Person', name: a.name, ...(a.url ? { url: a.url } : {}) })),
          keywords: s.tags.map((t) => t.label),
        },
      },
      props: {
        kind: 'post',
        post: s,
        content: htmlSlot('content', p.content.html, p.content.hash),
        toc: p.frontMatter.hide_table_of_contents ? [] : toc(p.content.headings, p.frontMatter.toc_min_heading_level ?? 2, p.frontMatter.toc_max_heading_level ?? 3),
        newer: newer ? { title: newer.title, permalink: slash(newer.permalink) } : undefined,
        older: older ? { title: older.title, permalink: slash(older.permalink) } : undefined,
        sidebar,
      },
      sources: [p.file, ...(newer ? [newer.file] : []), ...(older ? [older.file] : [])],
    });
  });

  // Archive.
  const years = new Map<string, { title: string; permalink: string; date: string; formattedDate: string }[]>();
  for (const p of listed) {
    const y = p.date.slice(0, 4);
    if (!years.has(y)) years.set(y, []);
    years.get(y)!.push({ title: p.title, permalink: slash(p.permalink), date: p.date, formattedDate: formatDate(p.date) });
  }
  add({
    path: joinUrl(blogBase, 'archive'),
    head: listHead(strings.blog.archiveTitle, joinUrl(blogBase, 'archive'), strings.blog.archiveDescription),
    props: { kind: 'archive', years: [...years].map(([year, posts]) => ({ year, posts })) },
    sources: listed.map((p) => p.file),
  });

  // Tags.
  const postsByTag = new Map<string, Post[]>();
  for (const p of listed) for (const t of p.tags) (postsByTag.get(t) ?? postsByTag.set(t, []).get(t)!).push(p);
  // Sorted by the label readers see (as Docusaurus does), not by the internal key.
  const tagKeys = [...graph.tags.keys()].filter((k) => postsByTag.has(k)).sort((a, b) => tagData(a).label.localeCompare(tagData(b).label, config.i18n.defaultLocale) || (a < b ? -1 : a > b ? 1 : 0));
  add({
    path: joinUrl(blogBase, 'tags'),
    head: listHead(strings.tags.title, joinUrl(blogBase, 'tags'), strings.tags.title),
    props: { kind: 'tagList', tags: tagKeys.map((k) => ({ ...tagData(k), count: postsByTag.get(k)!.length })), sidebar },
    sources: listed.map((p) => p.file),
  });
  for (const key of tagKeys) {
    const tag = { ...tagData(key), count: postsByTag.get(key)!.length };
    const base = tagPermalink(config.blog.routeBasePath, graph.tags.get(key)!.permalink);
    for (const pg of paginate(postsByTag.get(key)!, config.blog.postsPerPage, base)) {
      add({
        path: pg.path,
        head: listHead(pagedTitle(strings.blog.tagged(tag.count, tag.label), pg.pagination.page), pg.path, tag.description ?? strings.blog.tagged(tag.count, tag.label)),
        props: { kind: 'tag', tag, posts: pg.items.map((p, i) => summary(p, `e${i}`)), pagination: slashPagination(pg.pagination, slash), sidebar },
        sources: pg.items.map((p) => p.file),
      });
    }
  }

  // Authors.
  const postsByAuthor = new Map<string, Post[]>();
  for (const p of listed) for (const a of p.authors) (postsByAuthor.get(a) ?? postsByAuthor.set(a, []).get(a)!).push(p);
  add({
    path: joinUrl(blogBase, 'authors'),
    head: listHead(strings.blog.authorsTitle, joinUrl(blogBase, 'authors'), strings.blog.authorsTitle),
    props: { kind: 'authorList', authors: [...graph.authors.keys()].map((k) => ({ ...authorData(k), count: postsByAuthor.get(k)?.length ?? 0 })), sidebar },
    sources: listed.map((p) => p.file),
  });
  for (const key of graph.authors.keys()) {
    const author = { ...authorData(key), count: postsByAuthor.get(key)?.length ?? 0 };
    for (const pg of paginate(postsByAuthor.get(key) ?? [], config.blog.postsPerPage, authorPermalink(config.blog.routeBasePath, key), 'authors')) {
      add({
        path: pg.path,
        head: listHead(pagedTitle(strings.blog.postsBy(author.name), pg.pagination.page), pg.path, author.description ?? author.title ?? strings.blog.postsBy(author.name)),
        props: { kind: 'author', author, posts: pg.items.map((p, i) => summary(p, `e${i}`)), pagination: slashPagination(pg.pagination, slash), sidebar },
        sources: pg.items.map((p) => p.file),
      });
    }
  }

  // Docs.
  addDocRoutes(graph, config, add, slash, docsBase);

  // Search and not-found.
  add({ path: '/search', head: { title: strings.search.pageTitleEmpty, description: strings.search.pageTitleEmpty, path: '/search', noindex: true, type: 'website' }, props: { kind: 'search' }, sources: [] });
  routes.push({
    path: NOT_FOUND_PATH,
    outFile: routeToFile(NOT_FOUND_PATH),
    dataFile: null,
    head: { title: strings.errors.notFoundTitle, description: strings.errors.notFoundLead, path: NOT_FOUND_PATH, noindex: true, type: 'website' },
    props: { kind: 'notFound' },
    sources: [],
    sitemap: false,
  });

  // One URL, one source.
  const byPath = new Map<string, Route>();
  for (const r of routes) {
    const key = r.outFile;
    const other = byPath.get(key);
    if (other) {
      // Point at a content file that owns the URL (a post, doc or page), not at a list that shows posts.
      const owner = [r, other].find((x) => ownsSource(x) && x.sources[0]);
      const describe = (x: Route) => (ownsSource(x) && x.sources[0] ? relative(config.root, x.sources[0]).split(sep).join('/') : `the generated ${x.props.kind} page`);
      diagnostics.push(error('ROUTE_DUPLICATE', `Two pages want the URL ${r.path}: ${describe(other)} and ${describe(r)}.`, owner ? { file: owner.sources[0], line: 1, column: 1 } : undefined, 'Rename one of them (file name or "slug:" front matter) so each URL has one source.'));
    }
    else byPath.set(key, r);
  }
  const unique = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { table: { routes: unique, byPath: new Map(unique.map((r) => [r.path, r])) }, diagnostics };
}

/**
 * An HtmlSlot that also carries, non-enumerably, the digest of its HTML: the route cache keys a route by its
 * props without hashing every page's HTML again, and the digest is never serialized into the page.
 */

interface FootprintPlace {
  name: string;
  lat: number;
  lng: number;
  date?: string;
  note?: string;
}

function isPlace(p: unknown): p is FootprintPlace {
  const v = p as FootprintPlace;
  return !!v && typeof v.name === 'string' && typeof v.lat === 'number' && typeof v.lng === 'number';
}

/** Routes whose first source is the file the URL belongs to. */
function ownsSource(r: Route): boolean {
  return ['post', 'doc', 'page', 'footprints'].includes(r.props.kind);
}

function slashPagination<T extends { newer?: string; older?: string }>(p: T, slash: (s: string) => string): T {
  return { ...p, newer: p.newer && slash(p.newer), older: p.older && slash(p.older) };
}

function toc(headings: { level: number; id: string; text: string }[], min: number, max: number): TocItem[] {
  return headings.filter((h) => h.level >= min && h.level <= max).map((h) => ({ id: h.id, text: h.text, level: h.level }));
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

function addDocRoutes(graph: ContentGraph, config: ResolvedConfig, add: (r: Omit<Route, 'outFile' | 'dataFile' | 'path' | 'sitemap'> & { path: string; sitemap?: boolean }) => void, slash: (s: string) => string, docsBase: string): void {
  const sidebar = graph.sidebars.get(config.docs.sidebarId) ?? [];
  const toEntries = (items: SidebarItem[]): SidebarEntry[] =>
    items.map((it) => (it.type === 'doc' ? { type: 'doc', label: it.label, href: slash(it.permalink) } : { type: 'category', label: it.label, href: slash(it.permalink), collapsed: it.collapsed, items: toEntries(it.items) }));
  const sidebarEntries = toEntries(sidebar);
  // Reading order for previous/next: each category's own page, then its items.
  const order: NavLink[] = [];
  const walk = (items: SidebarItem[]) => {
    for (const it of items) {
      if (it.type === 'doc') order.push({ title: it.label, permalink: slash(it.permalink) });
      else {
        order.push({ title: it.label, permalink: slash(it.permalink) });
        walk(it.items);
      }
    }
  };
  walk(sidebar);
  const orderIndex = new Map(order.map((o, i) => [o.permalink, i]));
  const neighbours = (permalink: string) => {
    const i = orderIndex.get(slash(permalink)) ?? -1;
    return { previous: i > 0 ? order[i - 1] : undefined, next: i !== -1 && i < order.length - 1 ? order[i + 1] : undefined };
  };
  const home: NavLink = { title: strings.docs.home, permalink: slash(docsBase) };
  const docsById = new Map(graph.docs.map((d) => [d.id, d]));
  const crumbs = (dir: string): NavLink[] => {
    const out: NavLink[] = [];
    const parts = dir ? dir.split('/') : [];
    for (let i = 1; i <= parts.length; i++) {
      const c = graph.categories.find((cat) => cat.dir === parts.slice(0, i).join('/'));
      if (c) out.push({ title: c.label, permalink: slash(c.permalink) });
    }
    return out;
  };
  const itemsOf = (dir: string) => {
    const out: { title: string; permalink: string; description?: string }[] = [];
    const find = (items: SidebarItem[]): SidebarItem[] | undefined => {
      for (const it of items) if (it.type === 'category') { if (it.dir === dir) return it.items; const r = find(it.items); if (r) return r; }
      return undefined;
    };
    for (const it of find(sidebar) ?? []) {
      const doc = it.type === 'doc' ? docsById.get(it.id) : undefined;
      const cat = it.type === 'category' ? graph.categories.find((c) => c.dir === it.dir) : undefined;
      out.push({ title: it.label, permalink: slash(it.permalink), description: doc?.description ?? cat?.description });
    }
    return out;
  };
  const docProps = (d: Doc): DocProps => ({
    kind: 'doc',
    title: d.title,
    content: htmlSlot('content', d.content.html, d.content.hash),
    toc: d.frontMatter.hide_table_of_contents ? [] : toc(d.content.headings, d.frontMatter.toc_min_heading_level ?? 2, d.frontMatter.toc_max_heading_level ?? 3),
    sidebar: sidebarEntries,
    breadcrumbs: [home, ...crumbs(d.isCategoryIndex ? d.dir.split('/').slice(0, -1).join('/') : d.dir)],
    ...neighbours(d.permalink),
    categoryItems: d.isCategoryIndex ? itemsOf(d.dir) : undefined,
    description: d.description,
    draft: d.draft || undefined,
    unlisted: d.unlisted || undefined,
  });
  const head = (d: Doc, path: string, canonicalPath?: string): HeadData => ({ title: d.title, description: d.description, path, noindex: d.unlisted || d.draft, type: 'article', canonicalPath, keywords: d.frontMatter.keywords });
  for (const d of graph.docs) add({ path: d.permalink, head: head(d, d.permalink), props: docProps(d), sources: [d.file] });
  const main = graph.docs.find((d) => d.id === config.docs.mainDocId);
  if (main && slash(main.permalink) !== slash(docsBase)) {
    add({ path: docsBase, head: head(main, docsBase, slash(main.permalink)), props: docProps(main), sources: [main.file], sitemap: false });
  }
  // Categories without an index doc get a generated index page.
  for (const c of graph.categories) {
    if (c.indexDocId) continue;
    add({
      path: c.permalink,
      head: { title: c.label, description: c.description ?? c.label, path: c.permalink, noindex: false, type: 'website' },
      props: { kind: 'doc', title: c.label, toc: [], sidebar: sidebarEntries, breadcrumbs: [home, ...crumbs(c.dir.split('/').slice(0, -1).join('/'))], ...neighbours(c.permalink), categoryItems: itemsOf(c.dir), description: c.description },
      sources: [],
    });
  }
}
