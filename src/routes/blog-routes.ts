// The blog's route families, one builder each: home, free pages, list pages, posts, archive, tags, authors.
import type { Post } from '../content/types';
import type { RouteProps } from '../shared/page-props';
import { authorPermalink, tagPermalink } from '../shared/permalinks';
import { ownFields } from '../content/front-matter';
import { isReactPage } from '../content/site-components/react-pages';
import { collationRanks } from '../shared/i18n/collation';
import { joinUrl } from '../shared/urls';
import { warning } from '../errors/blogctl-error';
import { htmlSlot } from './html-slot';
import { paginate } from './paginate';
import { cardsOf } from './sidebar-nav';
import { lastUpdateData, slashPagination, toc, type RouteContext } from './route-context';
import { commentsOf } from './comments';

/** The home page: the latest posts, the intro from pages/index.md and the top of the docs' sidebar; or the site's
 *  own React page pages/index.(tsx|jsx|js|ts), which replaces it (a Docusaurus site's landing page). */
export function addHomeRoute(ctx: RouteContext): void {
  const { graph, config, add, listed, summary, slash } = ctx;
  const homePage = graph.pages.find((p) => p.name === 'index');
  // A blog at the site root (Docusaurus's blog-only mode): its first list page is the home page, and an intro
  // or a landing page written for the home page has nowhere to show.
  if (blogAtRoot(ctx)) {
    if (homePage) ctx.diagnostics.push(warning('PAGE_HOME_UNUSED', {}, { file: homePage.file, line: 1, column: 1 }));
    return;
  }
  // Docs at the site root (Docusaurus's docs-only mode): the doc at the docs root is the home page (doc-routes.ts),
  // and a pages/index file is a page at / of its own (two of them claiming / is a duplicate route).
  if (docsAtRoot(ctx)) return;
  if (homePage && isReactPage(homePage.file)) return; // addFreePages gives it the route /
  add({
    path: '/',
    head: {
      title: undefined,
      description: homePage?.description || config.tagline,
      path: '/',
      noindex: false,
      type: 'website',
    },
    props: () => ({
      kind: 'home',
      latest: listed.slice(0, 6).map((p) => summary(p)),
      intro: homePage ? htmlSlot('intro', homePage.content.html, homePage.content.hash) : undefined,
      // The top of the docs' sidebar (its first one without the configured id): docs and categories alike.
      docs: cardsOf(
        graph.sidebars.get(config.docs.sidebarId) ?? graph.sidebars.values().next().value ?? [],
        graph,
        slash,
      ),
    }),
    sources: [...(homePage ? [homePage.file] : []), ...listed.slice(0, 6).map((p) => p.file)],
  });
}

/** The blog is built and its first list page is the site's home page (Docusaurus's blog-only mode). */
function blogAtRoot(ctx: RouteContext): boolean {
  return ctx.blogBase === '/' && ctx.config.blog.enabled;
}

/** The docs are built and the doc at their root is the site's home page (Docusaurus's docs-only mode). */
function docsAtRoot(ctx: RouteContext): boolean {
  return ctx.docsBase === '/' && ctx.config.docs.enabled;
}

/** Free pages (Markdown and React pages). */
export function addFreePages(ctx: RouteContext): void {
  const { graph, add } = ctx;
  for (const page of graph.pages) {
    // pages/index.md is the home page's intro (a page of its own when the docs are at the root: there is no
    // blogctl home page then); a React index page is the home page itself (unless the blog is there).
    if (page.name === 'index' && ((!isReactPage(page.file) && !docsAtRoot(ctx)) || blogAtRoot(ctx))) continue;
    const content = htmlSlot('content', page.content.html, page.content.hash);
    const own = isReactPage(page.file) ? undefined : ownFields(page.frontMatter);
    const props: RouteProps = isReactPage(page.file)
      ? { kind: 'page', title: page.title, content, toc: [], hideTitle: true, wide: true }
      : {
          kind: 'page',
          title: page.title,
          content,
          toc: toc(page.content.headings, 2, 3),
          ...(page.frontMatter.hide_title === true || ownHeading(page.content) ? { hideTitle: true } : {}),
          ...(own ? { frontMatter: own } : {}),
        };
    add({
      path: page.permalink,
      head: {
        title: page.title,
        description: page.description,
        path: page.permalink,
        noindex: page.unlisted,
        type: 'website',
        ...(page.content.headTags ? { tags: page.content.headTags } : {}),
      },
      props,
      sources: [page.file],
    });
  }
}

/** The paginated blog list. */
export function addBlogListRoutes(ctx: RouteContext): void {
  const { config, add, listed, summary, slash, sidebar, listHead, pagedTitle, blogBase } = ctx;
  for (const pg of paginate(listed, config.blog.postsPerPage, blogBase)) {
    add({
      path: pg.path,
      head: listHead(
        pagedTitle(ctx.strings.blog.listTitle, pg.pagination.page),
        pg.path,
        config.tagline || ctx.strings.blog.listTitle,
      ),
      props: () => ({
        kind: 'blogList',
        posts: pg.items.map((p, i) => summary(p, `e${i}`)),
        pagination: slashPagination(pg.pagination, slash),
        sidebar,
      }),
      sources: pg.items.map((p) => p.file),
    });
  }
}

/** One route per post (unlisted ones too; drafts only when included), with newer/older links. */
export function addPostRoutes(ctx: RouteContext): void {
  const { graph, add, listed, summary, slash, sidebar, tagData, authorData } = ctx;
  const listedIndex = new Map(listed.map((p, i) => [p, i]));
  graph.posts.forEach((p) => {
    const at = listedIndex.get(p) ?? -1;
    const newer = at > 0 ? listed[at - 1] : undefined;
    const older = at !== -1 && at < listed.length - 1 ? listed[at + 1] : undefined;
    add({
      path: p.permalink,
      // Built when first read, like the props: a warm build renders and keys only the changed posts.
      head: () => ({
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
          author: p.authors
            .map(authorData)
            .map((a) => ({ '@type': 'Person', name: a.name, ...(a.url ? { url: a.url } : {}) })),
          keywords: p.tags.map((t) => tagData(t).label),
        },
      }),
      sitemap: !(p.unlisted || p.draft),
      lastmod: p.date,
      ...(p.updated !== undefined && { updated: p.updated }),
      props: () => ({
        kind: 'post',
        post: summary(p),
        content: htmlSlot('content', p.content.html, p.content.hash),
        toc: p.frontMatter.hide_table_of_contents
          ? []
          : toc(
              p.content.headings,
              p.frontMatter.toc_min_heading_level ?? ctx.config.tableOfContents.minHeadingLevel,
              p.frontMatter.toc_max_heading_level ?? ctx.config.tableOfContents.maxHeadingLevel,
            ),
        newer: newer ? { title: newer.title, permalink: slash(newer.permalink) } : undefined,
        older: older ? { title: older.title, permalink: slash(older.permalink) } : undefined,
        sidebar,
        ...(p.editUrl !== undefined && { editUrl: p.editUrl }),
        ...(p.lastUpdate && { lastUpdate: lastUpdateData(p.lastUpdate, ctx.date) }),
        ...commentsOf(p, 'posts', ctx.config),
      }),
      sources: newer
        ? older
          ? [p.file, newer.file, older.file]
          : [p.file, newer.file]
        : older
          ? [p.file, older.file]
          : [p.file],
      // The neighbours show only their titles and permalinks (structure).
      reads: [p.file],
    });
  });
}

/** The archive: every listed post by year. */
export function addArchiveRoute(ctx: RouteContext): void {
  const { add, listed, slash, listHead, blogBase } = ctx;
  const years = () => {
    const byYear = new Map<string, { title: string; permalink: string; date: string; formattedDate: string }[]>();
    for (const p of listed) {
      const y = p.date.slice(0, 4);
      if (!byYear.has(y)) byYear.set(y, []);
      byYear
        .get(y)!
        .push({ title: p.title, permalink: slash(p.permalink), date: p.date, formattedDate: ctx.date(p.date) });
    }
    return [...byYear].map(([year, posts]) => ({ year, posts }));
  };
  add({
    path: joinUrl(blogBase, 'archive'),
    head: listHead(ctx.strings.blog.archiveTitle, joinUrl(blogBase, 'archive'), ctx.strings.blog.archiveDescription),
    props: () => ({ kind: 'archive', years: years() }),
    sources: listed.map((p) => p.file),
    reads: [],
  });
}

/** The tag list and each tag's paginated posts. */
export function addTagRoutes(ctx: RouteContext): void {
  const { graph, config, add, listed, summary, slash, sidebar, listHead, pagedTitle, blogBase, tagData } = ctx;
  const postsByTag = new Map<string, Post[]>();
  for (const p of listed) for (const t of p.tags) (postsByTag.get(t) ?? postsByTag.set(t, []).get(t)!).push(p);
  // Sorted by the label readers see (as Docusaurus does), not by the internal key.
  // Ranks, not localeCompare: a warm build with the same labels creates no collator (shared/i18n/collation.ts).
  const shown = [...graph.tags.keys()].filter((k) => postsByTag.has(k));
  const rank = collationRanks(
    shown.map((k) => tagData(k).label),
    config.i18n.defaultLocale,
  );
  const tagKeys = shown.sort(
    (a, b) => rank.get(tagData(a).label)! - rank.get(tagData(b).label)! || (a < b ? -1 : a > b ? 1 : 0),
  );
  add({
    path: joinUrl(blogBase, 'tags'),
    head: listHead(ctx.strings.tags.title, joinUrl(blogBase, 'tags'), ctx.strings.tags.title),
    props: () => ({
      kind: 'tagList',
      tags: tagKeys.map((k) => ({ ...tagData(k), count: postsByTag.get(k)!.length })),
      sidebar,
    }),
    sources: listed.map((p) => p.file),
    reads: [],
  });
  for (const key of tagKeys) {
    const tag = { ...tagData(key), count: postsByTag.get(key)!.length };
    const base = tagPermalink(config.blog.routeBasePath, graph.tags.get(key)!.permalink);
    for (const pg of paginate(postsByTag.get(key)!, config.blog.postsPerPage, base)) {
      add({
        path: pg.path,
        head: listHead(
          pagedTitle(ctx.strings.blog.tagged(tag.count, tag.label), pg.pagination.page),
          pg.path,
          tag.description ?? ctx.strings.blog.tagged(tag.count, tag.label),
        ),
        props: () => ({
          kind: 'tag',
          tag,
          posts: pg.items.map((p, i) => summary(p, `e${i}`)),
          pagination: slashPagination(pg.pagination, slash),
          sidebar,
        }),
        sources: pg.items.map((p) => p.file),
      });
    }
  }
}

/** The author list and each author's paginated posts. */
export function addAuthorRoutes(ctx: RouteContext): void {
  const { graph, config, add, listed, summary, slash, sidebar, listHead, pagedTitle, blogBase, authorData } = ctx;
  const postsByAuthor = new Map<string, Post[]>();
  for (const p of listed) for (const a of p.authors) (postsByAuthor.get(a) ?? postsByAuthor.set(a, []).get(a)!).push(p);
  // Authors of authors.yml have pages; authors written inline in a post do not (Docusaurus).
  // An author with `page: false` has none either.
  const pageAuthors = [...graph.authors.values()].filter((a) => !a.inline && !a.noPage).map((a) => a.key);
  add({
    path: joinUrl(blogBase, 'authors'),
    head: listHead(ctx.strings.blog.authorsTitle, joinUrl(blogBase, 'authors'), ctx.strings.blog.authorsTitle),
    props: () => ({
      kind: 'authorList',
      authors: pageAuthors.map((k) => ({ ...authorData(k), count: postsByAuthor.get(k)?.length ?? 0 })),
      sidebar,
    }),
    sources: listed.map((p) => p.file),
    reads: [],
  });
  for (const key of pageAuthors) {
    const author = { ...authorData(key), count: postsByAuthor.get(key)?.length ?? 0 };
    for (const pg of paginate(
      postsByAuthor.get(key) ?? [],
      config.blog.postsPerPage,
      authorPermalink(config.blog.routeBasePath, graph.authors.get(key)?.pagePermalink ?? key),
      'authors',
    )) {
      add({
        path: pg.path,
        head: listHead(
          pagedTitle(ctx.strings.blog.postsBy(author.name), pg.pagination.page),
          pg.path,
          author.description ?? author.title ?? ctx.strings.blog.postsBy(author.name),
        ),
        props: () => ({
          kind: 'author',
          author,
          posts: pg.items.map((p, i) => summary(p, `e${i}`)),
          pagination: slashPagination(pg.pagination, slash),
          sidebar,
        }),
        sources: pg.items.map((p) => p.file),
      });
    }
  }
}

/** A Markdown page whose content shows its own <h1> (its `# title` kept in it, or a component's heading, as the
 *  components rendered it): it gets no title of the theme's, as Docusaurus's Markdown pages never show one. */
function ownHeading(content: { html: string; titleInContent?: true }): boolean {
  return content.titleInContent === true || /<h1[\s>]/.test(content.html);
}
