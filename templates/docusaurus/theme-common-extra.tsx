// The rest of `@docusaurus/theme-common` (theme-common.ts re-exports it): the theme config as the site's
// components read it, Docusaurus's stable class names, the window size, the Prism theme and small helpers.
import { createElement, useEffect, useState, type ReactNode } from 'react';
import { useSiteConfig } from '../hooks';
import Head from './Head';
import { useSiteData } from './site-data';

/** The parts of Docusaurus's `themeConfig` a site's components read, with Docusaurus's defaults. */
export interface ThemeConfig {
  navbar: { title: string; hideOnScroll: boolean; items: unknown[]; logo?: { src: string; alt?: string } };
  footer: { style: 'light' | 'dark'; links: unknown[]; copyright?: string };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  prism: { additionalLanguages: string[]; theme: PrismTheme; darkTheme?: PrismTheme; magicComments: unknown[] };
  docs: { sidebar: { hideable: boolean; autoCollapseCategories: boolean }; versionPersistence: string };
  blog: { sidebar: { groupByYear: boolean } };
  tableOfContents: { minHeadingLevel: number; maxHeadingLevel: number };
  metadata: { name?: string; property?: string; content: string }[];
  image?: string;
  /** The site's own keys (config `themeConfig`). */
  [key: string]: unknown;
}

export interface PrismTheme {
  plain: Record<string, string>;
  styles: { types: string[]; style: Record<string, string> }[];
}

const PRISM: PrismTheme = { plain: {}, styles: [] };

/** Docusaurus's defaults of the keys blogctl's theme has, then the site's own keys (config `themeConfig`). */
export function useThemeConfig(): ThemeConfig {
  const { title } = useSiteConfig();
  const own = useSiteData('themeConfig', {});
  return {
    navbar: { title, hideOnScroll: false, items: [] },
    footer: { style: 'light', links: [] },
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    prism: { additionalLanguages: [], theme: PRISM, magicComments: [] },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false }, versionPersistence: 'localStorage' },
    blog: { sidebar: { groupByYear: true } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    metadata: [],
    ...own,
  };
}

/** The Prism theme of the color mode: blogctl highlights with its own stylesheet, so an empty theme. */
export function usePrismTheme(): PrismTheme {
  return PRISM;
}

/** Whether footer links are columns (`{ title, items }`) rather than one row of links. */
export function isMultiColumnFooterLinks(links: readonly unknown[]): boolean {
  return links.length > 0 && typeof links[0] === 'object' && links[0] !== null && 'title' in links[0];
}

/** Docusaurus's window size: "ssr" on the server and in the first render, then "mobile" or "desktop" (996px). */
export function useWindowSize({
  desktopBreakpoint = 996,
}: {
  desktopBreakpoint?: number;
} = {}): 'desktop' | 'mobile' | 'ssr' {
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    const read = () => setSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    read();
    window.addEventListener('resize', read);
    return () => window.removeEventListener('resize', read);
  }, [desktopBreakpoint]);
  return size;
}

/** Docusaurus's plural forms: blogctl's one locale reads `"one|other"` messages by English rules. */
export function usePluralForm(): { selectMessage(count: number, messages: string): string } {
  return {
    selectMessage(count, messages) {
      const forms = messages.split('|');
      return (count === 1 ? forms[0] : (forms[1] ?? forms[0])).trim();
    },
  };
}

/** A page's title, description, keywords and image as head tags (Docusaurus's PageMetadata). */
export function PageMetadata({
  title,
  description,
  keywords,
  image,
  children,
}: {
  title?: string;
  description?: string;
  keywords?: string | string[];
  image?: string;
  children?: ReactNode;
}) {
  const { title: site } = useSiteConfig();
  const kw = Array.isArray(keywords) ? keywords.join(',') : keywords;
  return createElement(
    Head,
    null,
    title ? createElement('title', null, `${title} | ${site}`) : null,
    title ? createElement('meta', { property: 'og:title', content: title }) : null,
    description ? createElement('meta', { name: 'description', content: description }) : null,
    kw ? createElement('meta', { name: 'keywords', content: kw }) : null,
    image ? createElement('meta', { property: 'og:image', content: image }) : null,
    children,
  );
}

/** Docusaurus adds its class names to <html>; blogctl's pages carry their own, so the children as they are. */
export function HtmlClassNameProvider({ children }: { className?: string; children?: ReactNode }) {
  return children;
}

/** Docusaurus names the component that threw; blogctl shows its children as they are. */
export function ErrorCauseBoundary({ children }: { children?: ReactNode; onError?: (e: Error) => Error }) {
  return children;
}

/** The category of the current doc's sidebar: blogctl's site components have none to give. */
export function useCurrentSidebarCategory(): never {
  throw new Error('useCurrentSidebarCategory() has no sidebar category outside a doc; use <DocCardList /> in the doc.');
}

/** Docusaurus's stable class names, for styling (the ones sites' components use). */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: {
    main: 'main-wrapper',
    blogPages: 'blog-wrapper',
    docsPages: 'docs-wrapper',
    mdxPages: 'mdx-wrapper',
  },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  layout: {
    navbar: {
      container: 'navbar',
      containerLeft: 'navbar__inner',
      containerRight: 'navbar__items--right',
      mobileSidebar: { container: 'navbar-sidebar', panel: 'navbar-sidebar__item' },
    },
    main: { container: 'main-wrapper' },
    footer: { container: 'footer', column: 'footer__col' },
    sidebar: { container: 'theme-doc-sidebar-container' },
  },
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
  },
  blog: {
    blogFooterTagsRow: 'theme-blog-footer-tags-row',
    blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row',
  },
} as const;
