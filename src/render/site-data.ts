// SiteData: the part of the config every page needs in the browser, with navbar targets resolved.
import type { ResolvedConfig } from '../config/load-config';
import type { NavbarItemConfig } from '../config/schema';
import type { ContentGraph } from '../content/types';
import { firstLink } from '../routes/sidebar-nav';
import type { RouteTable } from '../routes/route-types';
import type { NavItem, SiteData } from '../shared/page-props';
import { applyTrailingSlash, isExternalUrl, joinUrl, rewriteHtmlUrls, siteHref, withBase } from '../shared/urls';

export function buildSiteData(
  config: ResolvedConfig,
  graph: ContentGraph,
  table: RouteTable,
  extra: { searchIndexUrl?: string } = {},
): SiteData {
  const slash = (p: string) => applyTrailingSlash(p, config.trailingSlash);
  /** A theme link: the route's own path when the route table has it. */
  const routeAt = (p: string | undefined) => (p !== undefined && table.byPath.has(slash(p)) ? slash(p) : undefined);
  const blogBase = joinUrl('/', config.blog.routeBasePath);
  const docPath = (id?: string) => graph.docs.find((d) => d.id === id)?.permalink;
  const docsBase = joinUrl('/', config.docs.routeBasePath);
  const linkItem = (item: NavbarItemConfig, base: Pick<NavItem, 'label' | 'position' | 'activeBasePath'>): NavItem => {
    const href = item.to ?? item.href ?? '/';
    const external = isExternalUrl(href);
    return { ...base, type: 'link', href: external ? href : slash(href), external };
  };
  // A docs item is active under the docs' path; with the docs at the site root, on doc pages only.
  const docsActive = (activeBasePath: string | undefined): Pick<NavItem, 'activeBasePath' | 'activeOnDocs'> =>
    activeBasePath !== undefined || docsBase !== '/'
      ? { activeBasePath: activeBasePath ?? docsBase }
      : { activeOnDocs: true };
  const toItem = (item: NavbarItemConfig): NavItem => {
    const base = { label: item.label ?? '', position: item.position, activeBasePath: item.activeBasePath };
    switch (item.type) {
      case 'doc':
        return {
          ...base,
          type: 'link',
          href: slash(docPath(item.docId) ?? docsBase),
          ...docsActive(item.activeBasePath),
        };
      case 'docSidebar':
        // With a sidebars file (several sidebars), the item is active on the pages that show its sidebar, as in Docusaurus.
        if (graph.sidebarsFile && !item.activeBasePath)
          return {
            ...base,
            type: 'link',
            href: slash(firstLink(graph.sidebars.get(item.sidebarId ?? '')) ?? docsBase),
            activeSidebar: item.sidebarId,
          };
        return {
          ...base,
          type: 'link',
          href: slash(firstLink(graph.sidebars.get(item.sidebarId ?? '')) ?? docsBase),
          ...docsActive(item.activeBasePath),
        };
      case 'search':
        return { ...base, type: 'search' };
      case 'localeDropdown':
        return { ...base, type: 'localeDropdown' };
      case 'html':
        return { ...base, type: 'html', html: item.value ?? '' };
      case 'default':
        // Docusaurus: an item with `items` and no type is a dropdown.
        if (item.items) return { ...base, type: 'dropdown', items: item.items.map(toItem) };
        return linkItem(item, base);
      case 'dropdown':
        return { ...base, type: 'dropdown', items: (item.items ?? []).map(toItem) };
      default:
        return linkItem(item, base);
    }
  };
  const link = (l: { label: string; to?: string; href?: string }) => {
    const href = l.to ?? l.href ?? '/';
    const external = isExternalUrl(href);
    return { label: l.label, href: external ? href : slash(href), external };
  };
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    generator: config.generator,
    locale: {
      id: config.locale.id,
      label: config.locale.label,
      direction: config.locale.direction,
      htmlLang: config.locale.htmlLang,
      calendar: config.locale.calendar,
      path: config.locale.path,
    },
    locales: [
      {
        id: config.locale.id,
        label: config.locale.label,
        href: withBase(config.baseUrl, '/'),
        path: config.locale.path,
      },
    ],
    colorMode: { ...config.colorMode },
    navbar: {
      title: config.navbar.title,
      logo: config.navbar.logo ? { alt: config.navbar.logo.alt, src: config.navbar.logo.src } : undefined,
      hideOnScroll: config.navbar.hideOnScroll,
      items: config.navbar.items.map(toItem),
    },
    footer: {
      style: config.footer.style,
      columns: config.footer.links.map((c) => ({ title: c.title, items: c.items.map(link) })),
      copyright: config.footer.copyright,
      travelRing: config.footer.travelRing && link(config.footer.travelRing),
      filing: config.footer.filing && link(config.footer.filing),
    },
    // Its HTML's site-absolute URLs get the baseUrl and trailingSlash form, as raw HTML in Markdown does.
    announcementBar: config.announcementBar
      ? {
          ...config.announcementBar,
          content: rewriteHtmlUrls(config.announcementBar.content, (url) => siteHref(config, url)),
        }
      : undefined,
    search: {
      provider: config.search.provider,
      appId: config.search.appId,
      apiKey: config.search.apiKey,
      indexName: config.search.indexName,
      contextualSearch: config.search.contextualSearch,
      insights: config.search.insights,
      missingResultsUrl: config.search.missingResultsUrl,
      indexUrl: extra.searchIndexUrl,
    },
    docsVersion: {
      label: config.docs.versionLabel,
      path: slash(docsBase),
      persistence: config.docsVersionPersistence === 'localStorage',
    },
    links: {
      blog: routeAt(blogBase),
      tags: routeAt(joinUrl(blogBase, 'tags')),
      search: routeAt('/search'),
      docs:
        routeAt(docsBase) ??
        routeAt(firstLink(graph.sidebars.get(config.docs.sidebarId) ?? graph.sidebars.values().next().value)) ??
        routeAt(graph.docs[0]?.permalink),
    },
  };
}
