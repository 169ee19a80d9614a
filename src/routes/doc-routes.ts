// The docs' route family: every doc with its sidebar, breadcrumbs and previous/next links, the docs home, the
// generated category index pages of the folders, and the generated-index pages of a sidebars file's categories.
import type { Doc, SidebarItem } from '../content/types';
import type { DocProps, HeadData } from '../shared/page-props';
import { htmlFacts } from '../content/html-facts';
import { hashOf } from '../util/hash';
import { replaceDocCardLists } from './doc-card-list';
import { docsNavOf, type DocsNav } from './doc-route-nav';
import { htmlSlot } from './html-slot';
import { rebaseRelativeUrls } from './rebase-urls';
import { withBase } from '../shared/urls';
import { lastUpdateData, toc, type RouteContext } from './route-context';
import { commentsOf } from './comments';
import { cardsOf, docPagination, docsRootDoc, generatedIndexes, pathTo, sidebarOf } from './sidebar-nav';

/** Docs: one route per doc, the docs home, and a generated index for each category without an index doc. */
export function addDocRoutes(ctx: RouteContext): void {
  const { graph, config, add, docsBase } = ctx;
  const nav = docsNavOf(ctx);
  const docsById = new Map(graph.docs.map((x) => [x.id, x]));
  // Built when first read, unless the doc places <DocCardList /> (its cards may warn: reported on every build).
  const propsOf = (d: Doc) =>
    htmlFacts(d.content).cardList ? docProps(d, { ctx, nav, docsById }) : () => docProps(d, { ctx, nav, docsById });
  for (const d of graph.docs)
    add({
      path: d.permalink,
      head: docHead(d, d.permalink),
      props: propsOf(d),
      sources: [d.file],
      ...(d.updated !== undefined && { updated: d.updated }),
    });
  // The docs root shows the main doc, unless a doc is there already (`slug: /`) or, with the docs at the site
  // root, the site has a pages/index home page of its own.
  const main = graph.docs.find((d) => d.id === config.docs.mainDocId);
  const rootTaken =
    docsRootDoc(graph, config) !== undefined || (docsBase === '/' && graph.pages.some((p) => p.name === 'index'));
  if (main && !rootTaken) {
    // Its links written relative to the doc's own URL are resolved against it (rebase-urls.ts).
    const written = withBase(config.baseUrl, ctx.slash(main.permalink));
    const rootProps = (): DocProps => {
      const props = docProps(main, { ctx, nav, docsById });
      if (!props.content) return props;
      const html = rebaseRelativeUrls(props.content.html, written);
      return html === props.content.html ? props : { ...props, content: htmlSlot('content', html, hashOf(html)) };
    };
    add({
      path: docsBase,
      head: docHead(main, docsBase, ctx.slash(main.permalink)),
      props: rootProps,
      sources: [main.file],
      sitemap: false,
    });
  }
  addCategoryIndexes(ctx, nav);
  addGeneratedIndexes(ctx, nav);
}

/** A doc page's props: its content (with its card lists filled in), sidebar, breadcrumbs, neighbours and footer. */
function docProps(d: Doc, opts: { ctx: RouteContext; nav: DocsNav; docsById: Map<string, Doc> }): DocProps {
  const { ctx, nav } = opts;
  const { graph, config, slash } = ctx;
  const { navs, fileMode } = nav;
  const sidebarId = sidebarOf(d, graph, config.docs.sidebarId, navs);
  const cards = replaceDocCardLists(d, () => nav.ownCategoryCards(d, sidebarId), graph, config, slash, ctx.diagnostics);
  const content =
    cards.html === d.content.html
      ? htmlSlot('content', d.content.html, d.content.hash)
      : htmlSlot('content', cards.html, hashOf(cards.html));
  return {
    kind: 'doc',
    title: d.title,
    content,
    toc: d.frontMatter.hide_table_of_contents
      ? []
      : toc(
          d.content.headings,
          d.frontMatter.toc_min_heading_level ?? config.tableOfContents.minHeadingLevel,
          d.frontMatter.toc_max_heading_level ?? config.tableOfContents.maxHeadingLevel,
        ),
    sidebar: sidebarId === undefined ? [] : navs.get(sidebarId)!.entries,
    breadcrumbs: nav.docCrumbs(d, sidebarId),
    ...docPagination(d, nav.neighbours(sidebarId, d.permalink), opts.docsById, slash),
    // Without a sidebars file a folder's index doc lists the folder's items (unless it places <DocCardList /> itself).
    categoryItems: !fileMode && d.isCategoryIndex && !cards.used ? nav.itemsOfDir(d.dir) : undefined,
    description: d.description,
    ...docFooterProps(d, ctx),
    ...commentsOf(d, 'docs', config),
    ...((d.frontMatter.hide_title === true || d.content.titleInContent) && { hideTitle: true }),
    draft: d.draft || undefined,
    unlisted: d.unlisted || undefined,
    ...(fileMode && sidebarId !== undefined && { sidebarId }),
  };
}

/** Folders without an index doc get a generated index page (with a sidebars file: those its sidebars show). */
function addCategoryIndexes(ctx: RouteContext, nav: DocsNav): void {
  const { graph, config, add } = ctx;
  const { navs, fileMode } = nav;
  for (const c of graph.categories) {
    if (c.indexDocId) continue;
    const isFolder = (it: SidebarItem) => it.type === 'category' && it.dir === c.dir;
    const sidebarId = fileMode
      ? [...navs.keys()].find((id) => pathTo(navs.get(id)!.items, isFolder))
      : navs.has(config.docs.sidebarId)
        ? config.docs.sidebarId
        : undefined;
    if (fileMode && sidebarId === undefined) continue;
    add({
      path: c.permalink,
      head: {
        title: c.label,
        description: c.description ?? c.label,
        path: c.permalink,
        noindex: false,
        type: 'website',
      },
      props: {
        kind: 'doc',
        title: c.label,
        toc: [],
        sidebar: sidebarId === undefined ? [] : navs.get(sidebarId)!.entries,
        breadcrumbs: fileMode
          ? nav.sidebarCrumbs(sidebarId, isFolder)
          : [nav.home, ...nav.folderCrumbs(c.dir.split('/').slice(0, -1).join('/'))],
        ...nav.neighbours(sidebarId, c.permalink),
        categoryItems: nav.itemsOfDir(c.dir),
        description: c.description,
        ...(fileMode && { sidebarId }),
      },
      sources: [],
    });
  }
}

/** Categories of a sidebars file with `link: { type: 'generated-index' }`. */
function addGeneratedIndexes(ctx: RouteContext, nav: DocsNav): void {
  const { graph, add, slash } = ctx;
  for (const { category, sidebarId } of generatedIndexes(graph)) {
    const index = category.generatedIndex!;
    const path = category.permalink!;
    add({
      path,
      head: {
        title: index.title,
        description: index.description ?? index.title,
        path,
        noindex: false,
        type: 'website',
      },
      props: {
        kind: 'docCategory',
        title: index.title,
        description: index.description,
        sidebar: nav.navs.get(sidebarId)!.entries,
        sidebarId,
        breadcrumbs: nav.sidebarCrumbs(sidebarId, (it) => it === category),
        ...nav.neighbours(sidebarId, path),
        items: cardsOf(category.items, graph, slash),
      },
      sources: [],
    });
  }
}

/** What a doc's footer shows when it has them: its edit link, its last update and its tags. */
function docFooterProps(d: Doc, ctx: RouteContext): Pick<DocProps, 'editUrl' | 'lastUpdate' | 'tags'> {
  return {
    ...(d.editUrl !== undefined && { editUrl: d.editUrl }),
    ...(d.lastUpdate && { lastUpdate: lastUpdateData(d.lastUpdate, ctx.date) }),
    ...(d.tags.length > 0 && { tags: d.tags.map(ctx.docTagData) }),
  };
}

/** A doc page's head (at `path`; `canonicalPath` when the page shows a doc whose own URL is elsewhere). */
function docHead(d: Doc, path: string, canonicalPath?: string): HeadData {
  return {
    title: d.title,
    description: d.description,
    path,
    noindex: d.unlisted || d.draft,
    type: 'article',
    canonicalPath,
    keywords: d.frontMatter.keywords,
  };
}
