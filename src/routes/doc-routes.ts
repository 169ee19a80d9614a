// The docs' route family: every doc with its sidebar, breadcrumbs and previous/next links, the docs home and
// the generated category index pages.
import type { Doc, SidebarItem } from '../content/types';
import type { DocProps, HeadData, NavLink, SidebarEntry } from '../shared/page-props';
import { htmlSlot } from './html-slot';
import { toc, type RouteContext } from './route-context';

/** Docs: one route per doc, the docs home, and a generated index for each category without an index doc. */
export function addDocRoutes(ctx: RouteContext): void {
  const { graph, config, add, slash, docsBase } = ctx;
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
  const home: NavLink = { title: ctx.strings.docs.home, permalink: slash(docsBase) };
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
