// The HTML shell around a rendered route: <html lang>, head, hashed asset links, the theme boot script,
// the root element and the route data script (the client router reads it from fetched pages too). String-built on purpose: it is the same for every route.
import { baseUrlIssueScript } from '../shared/base-url-banner';
import { stringsOf, type UiTable } from '../shared/i18n';
import { themeBootScript } from '../shared/color-mode';
import type { PageData, SiteData } from '../shared/page-props';
import { PAGE_TEMPLATES } from '../shared/page-templates';
import { withBase } from '../shared/urls';
import { escapeHtml } from '../shared/escape';
import { DATA_SCRIPT_OPEN } from '../shared/embedded-data';
import { renderHead } from './head';
import { embeddedPageData } from './page-data';
import { cspHash } from './site-head';

export interface DocumentAssets {
  /** Entry script URL paths (without base). */
  js: string;
  css: string[];
  /** The MDX islands script, for sites whose Markdown has islands. */
  islands?: string;
  /** Stylesheets of the site's own components by module id (linked by the pages that show them). */
  siteCss?: Record<string, string[]>;
  /** Chunks the entry imports statically, preloaded. */
  preload: string[];
  /** Lazy chunks of each page template (by template name), preloaded for the page being rendered. */
  pageChunks?: Record<string, string[]>;
}

export interface DocumentInput {
  site: SiteData;
  page: PageData;
  body: string;
  assets: DocumentAssets;
  favicon?: string;
  feeds?: { rss: string; atom: string };
  /** The site's own head tags and scripts (render/site-head.ts), after the stylesheets. */
  headHtml?: string;
  /** Extra script appended in dev (live reload). */
  devScript?: string;
}

/** The inline boot script for a site: also needed for the CSP hash. */
export function bootScriptFor(site: Pick<SiteData, 'colorMode' | 'announcementBar'>): string {
  return themeBootScript({
    defaultMode: site.colorMode.defaultMode,
    respectPrefersColorScheme: site.colorMode.respectPrefersColorScheme,
    announcementId: site.announcementBar?.id,
  }).replace(/<\//g, '<\\/');
}

export function renderDocument(input: DocumentInput): string {
  const { site, page, assets } = input;
  const base = (p: string) => escapeHtml(withBase(site.baseUrl, p));
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="generator" content="${escapeHtml(site.generator)}">`,
    `<meta name="color-scheme" content="light dark">`,
    renderHead(page.head, site),
    input.favicon ? `<link rel="icon" href="${base(input.favicon)}">` : '',
    input.feeds ? `<link rel="alternate" type="application/rss+xml" href="${base(input.feeds.rss)}" title="${escapeHtml(site.title)} RSS Feed">` : '',
    input.feeds ? `<link rel="alternate" type="application/atom+xml" href="${base(input.feeds.atom)}" title="${escapeHtml(site.title)} Atom Feed">` : '',
    ...assets.css.map((c) => `<link rel="stylesheet" href="${base(c)}">`),
    ...siteCssOf(input.body, assets.siteCss).map((c) => `<link rel="stylesheet" href="${base(c)}">`),
    input.headHtml ?? '',
    `<script>${bootScriptFor(site)}</script>`,
    ...[...assets.preload, ...(assets.pageChunks?.[PAGE_TEMPLATES[page.props.kind]] ?? [])].map((p) => `<link rel="modulepreload" href="${base(p)}">`),
    `<script type="module" src="${base(assets.js)}"></script>`,
    assets.islands ? `<script type="module" src="${base(assets.islands)}"></script>` : '',
  ].filter(Boolean);
  return (
    `<!DOCTYPE html>\n<html lang="${escapeHtml(site.locale.htmlLang)}" dir="${site.locale.direction}" data-theme="${site.colorMode.defaultMode}">\n<head>\n${head.join('\n')}\n</head>\n<body>\n` +
    `<div id="__blogctl">${input.body}</div>\n` +
    `${DATA_SCRIPT_OPEN}${embeddedPageData(page, site)}</script>\n` +
    (input.devScript ?? '') +
    `</body>\n</html>\n`
  );
}

/** The stylesheets of the site components a page body shows (`data-module` of its site islands). */
function siteCssOf(body: string, siteCss: Record<string, string[]> | undefined): string[] {
  if (!siteCss) return [];
  const out = new Set<string>();
  for (const m of body.matchAll(/ data-module="([0-9a-f]+)"/g)) for (const c of siteCss[m[1]] ?? []) out.add(c);
  return [...out];
}

/** CSP source for the boot script (`'sha256-…'`), so servers can allow exactly that inline script. */
export function bootScriptHash(site: Pick<SiteData, 'colorMode' | 'announcementBar'>): string {
  return cspHash(bootScriptFor(site));
}

/** CSP sources of every inline script a page of this site may carry: the boot script and the home page's
 *  baseUrl banner. Servers allow exactly these and nothing else inline. */
export function inlineScriptHashes(site: Pick<SiteData, 'colorMode' | 'announcementBar' | 'baseUrl'>, ui: UiTable): string[] {
  return [bootScriptHash(site), cspHash(baseUrlIssueScript(site.baseUrl, stringsOf(ui).errors.baseUrlIssue(site.baseUrl)))];
}

