// The navbar's items as the theme draws them: doc and docSidebar items resolved to their docs' URLs, links
// given the site's trailing-slash form, dropdowns nested.
import type { ResolvedConfig } from '../config/load-config';
import type { NavbarItemConfig } from '../config/schema';
import type { ContentGraph } from '../content/types';
import { firstLink } from '../routes/sidebar-nav';
import type { NavItem } from '../shared/page-props';
import { applyTrailingSlash, isExternalUrl, joinUrl } from '../shared/urls';

/** The config's navbar items, resolved. */
export function navbarItems(config: ResolvedConfig, graph: ContentGraph): NavItem[] {
  const slash = (p: string) => applyTrailingSlash(p, config.trailingSlash);
  const linkItem = (item: NavbarItemConfig, base: ItemBase): NavItem => {
    const href = item.to ?? item.href ?? '/';
    const external = isExternalUrl(href);
    return { ...base, type: 'link', href: external ? href : slash(href), external };
  };
  const toItem = (item: NavbarItemConfig): NavItem => {
    const base: ItemBase = {
      label: item.label ?? '',
      position: item.position,
      activeBasePath: item.activeBasePath,
      ...(item.className && { className: item.className }),
      ...(item.ariaLabel && { ariaLabel: item.ariaLabel }),
    };
    // A link's HTML instead of its label (Docusaurus's `html` on link items).
    const link = item.html === undefined ? base : { ...base, html: item.html };
    switch (item.type) {
      case 'doc':
      case 'docSidebar':
        return docsItem(item, link, docsSection(config, graph, item.docsPluginId));
      case 'search':
        return { ...base, type: 'search' };
      case 'localeDropdown':
        return { ...base, type: 'localeDropdown' };
      case 'html':
        return { ...base, type: 'html', html: item.value ?? '' };
      case 'default':
        // Docusaurus: an item with `items` and no type is a dropdown.
        if (item.items) return { ...base, type: 'dropdown', items: item.items.map(toItem) };
        return linkItem(item, link);
      case 'dropdown':
        return { ...base, type: 'dropdown', items: (item.items ?? []).map(toItem) };
      default:
        return linkItem(item, link);
    }
  };
  return config.navbar.items.map(toItem);
}

/** What every kind of item takes from its config. */
type ItemBase = Pick<NavItem, 'label' | 'position' | 'activeBasePath' | 'className' | 'ariaLabel' | 'html'>;

/** The docs a navbar item names: a docs instance by its `docsPluginId`, else the main docs. */
function docsSection(config: ResolvedConfig, graph: ContentGraph, pluginId: string | undefined) {
  const instance =
    pluginId === undefined ? undefined : graph.instances?.find((i) => i.kind === 'docs' && i.id === pluginId);
  const of = instance ?? { graph, config };
  return { graph: of.graph, docsBase: joinUrl('/', of.config.docs.routeBasePath), trailingSlash: config.trailingSlash };
}

/** A `doc` or `docSidebar` item: a link to its doc, or to its sidebar's first page, active on its docs. */
function docsItem(item: NavbarItemConfig, base: ItemBase, docs: ReturnType<typeof docsSection>): NavItem {
  const { graph, docsBase } = docs;
  const slash = (p: string) => applyTrailingSlash(p, docs.trailingSlash);
  // A docs item is active under the docs' path; with the docs at the site root, on doc pages only.
  const docsActive = (activeBasePath: string | undefined): Pick<NavItem, 'activeBasePath' | 'activeOnDocs'> =>
    activeBasePath !== undefined || docsBase !== '/'
      ? { activeBasePath: activeBasePath ?? docsBase }
      : { activeOnDocs: true };
  if (item.type === 'doc')
    return {
      ...base,
      type: 'link',
      href: slash(graph.docs.find((d) => d.id === item.docId)?.permalink ?? docsBase),
      ...docsActive(item.activeBasePath),
    };
  const href = slash(firstLink(graph.sidebars.get(item.sidebarId ?? '')) ?? docsBase);
  // With a sidebars file (several sidebars), the item is active on the pages that show its sidebar, as in Docusaurus.
  if (graph.sidebarsFile && !item.activeBasePath) return { ...base, type: 'link', href, activeSidebar: item.sidebarId };
  return { ...base, type: 'link', href, ...docsActive(item.activeBasePath) };
}
