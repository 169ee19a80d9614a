// SiteData: the part of the config every page needs in the browser, with navbar targets resolved.
import type { ResolvedConfig } from '../config/load-config';
import type { ContentGraph } from '../content/types';
import { firstLink } from '../routes/sidebar-nav';
import type { RouteTable } from '../routes/route-types';
import { TITLE_DELIMITER } from '../shared/head';
import type { FooterLink, SiteData } from '../shared/page-props';
import { navbarItems } from './navbar-items';
import { applyTrailingSlash, isExternalUrl, joinUrl, rewriteHtmlUrls, siteHref, withBase } from '../shared/urls';

/** The SiteData of a build: config facts, navbar, footer, search, docs version and the theme's links. */
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
  const docsBase = joinUrl('/', config.docs.routeBasePath);
  return {
    title: config.title,
    tagline: config.tagline,
    // Only when it is not the default, so a site that does not set it has the same page data as before.
    ...(config.titleDelimiter !== TITLE_DELIMITER && { titleDelimiter: config.titleDelimiter }),
    url: config.url,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    generator: config.generator,
    ...(config.image && { image: config.image }),
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
      items: navbarItems(config, graph),
    },
    footer: footerData(config),
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
    // Only when an option is on, so a site that sets neither has the same page data as before.
    ...((config.docs.sidebar.hideable || config.docs.sidebar.autoCollapseCategories) && {
      docsSidebar: { ...config.docs.sidebar },
    }),
    links: {
      blog: routeAt(blogBase),
      tags: routeAt(joinUrl(blogBase, 'tags')),
      search: routeAt('/search'),
      // No docs (docs: false): no docs link, even where another page has the docs' path.
      docs: config.docs.enabled
        ? (routeAt(docsBase) ??
          routeAt(firstLink(graph.sidebars.get(config.docs.sidebarId) ?? graph.sidebars.values().next().value)) ??
          routeAt(graph.docs[0]?.permalink))
        : undefined,
    },
  };
}

/** A footer link as the theme draws it: internal ones in the site's trailing-slash form. */
function footerLink(config: ResolvedConfig, l: { label: string; to?: string; href?: string }): FooterLink {
  const href = l.to ?? l.href ?? '/';
  const external = isExternalUrl(href);
  return { label: l.label, href: external ? href : applyTrailingSlash(href, config.trailingSlash), external };
}

function footerData(config: ResolvedConfig): SiteData['footer'] {
  const link = (l: { label: string; to?: string; href?: string }) => footerLink(config, l);
  return {
    style: config.footer.style,
    columns: config.footer.links.map((c) => ({
      title: c.title,
      // An HTML item's site-absolute URLs get the baseUrl and trailingSlash form, as the announcement bar's do.
      items: c.items.map((i) =>
        i.html === undefined
          ? link({ ...i, label: i.label ?? '' })
          : { label: '', href: '', external: false, html: rewriteHtmlUrls(i.html, (url) => siteHref(config, url)) },
      ),
    })),
    copyright: config.footer.copyright,
    travelRing: config.footer.travelRing && link(config.footer.travelRing),
    filing: config.footer.filing && link(config.footer.filing),
  };
}
