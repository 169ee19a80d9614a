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
  /** HTML at the start of the body (a site feature's, render/site-features.ts; the plugins' preBodyTags). */
  bodyStart?: string;
  /** HTML at the end of the body, after the page's scripts (the plugins' postBodyTags). */
  bodyEnd?: string;
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
  const { site, page } = input;
  const shell = shellOf(input);
  const head = [
    ...shell.meta,
    renderHead(page.head, site),
    ...shell.links,
    ...siteCssOf(input.body, input.assets.siteCss).map(shell.stylesheet),
    ...shell.boot,
    ...shell.preloads(PAGE_TEMPLATES[page.props.kind]),
    ...shell.scripts,
  ].filter(Boolean);
  return (
    `${shell.open}${head.join('\n')}\n</head>\n<body>\n${input.bodyStart ?? ''}` +
    `<div id="__blogctl">${input.body}</div>\n` +
    `${DATA_SCRIPT_OPEN}${embeddedPageData(page, site)}</script>\n` +
    (input.bodyEnd ? `${input.bodyEnd}\n` : '') +
    (input.devScript ?? '') +
    `</body>\n</html>\n`
  );
}

/** The parts of the document that are the same for every route of a build (or every route of a template). */
interface Shell {
  key: Pick<DocumentInput, 'assets' | 'favicon' | 'feeds' | 'headHtml'>;
  open: string;
  meta: string[];
  links: string[];
  boot: string[];
  scripts: string[];
  stylesheet: (href: string) => string;
  preloads: (template: string | undefined) => string[];
}

/** The last shell made for each site data object: reused while the assets, favicon, feeds and head tags are the same. */
const shells = new WeakMap<SiteData, Shell>();

function shellOf(input: DocumentInput): Shell {
  const { site, assets, favicon, feeds, headHtml } = input;
  const cached = shells.get(site);
  if (
    cached &&
    cached.key.assets === assets &&
    cached.key.favicon === favicon &&
    cached.key.feeds === feeds &&
    cached.key.headHtml === headHtml
  )
    return cached;
  const base = (p: string) => escapeHtml(withBase(site.baseUrl, p));
  const stylesheet = (c: string) => `<link rel="stylesheet" href="${base(c)}">`;
  const byTemplate = new Map<string | undefined, string[]>();
  const shell: Shell = {
    key: { assets, favicon, feeds, headHtml },
    open: `<!DOCTYPE html>\n<html lang="${escapeHtml(site.locale.htmlLang)}" dir="${site.locale.direction}" data-theme="${site.colorMode.defaultMode}">\n<head>\n`,
    meta: [
      '<meta charset="utf-8">',
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      `<meta name="generator" content="${escapeHtml(site.generator)}">`,
      `<meta name="color-scheme" content="light dark">`,
    ],
    links: [
      favicon ? `<link rel="icon" href="${base(favicon)}">` : '',
      feeds
        ? `<link rel="alternate" type="application/rss+xml" href="${base(feeds.rss)}" title="${escapeHtml(site.title)} RSS Feed">`
        : '',
      feeds
        ? `<link rel="alternate" type="application/atom+xml" href="${base(feeds.atom)}" title="${escapeHtml(site.title)} Atom Feed">`
        : '',
      ...assets.css.map(stylesheet),
    ],
    boot: [headHtml ?? '', `<script>${bootScriptFor(site)}</script>`],
    scripts: [
      `<script type="module" src="${base(assets.js)}"></script>`,
      assets.islands ? `<script type="module" src="${base(assets.islands)}"></script>` : '',
    ],
    stylesheet,
    preloads(template) {
      let links = byTemplate.get(template);
      if (!links)
        byTemplate.set(
          template,
          (links = [
            ...assets.preload.map((p) => `<link rel="modulepreload" href="${base(p)}">`),
            // The template's own chunk (first of its closure) is marked: a client-side retry of a failed chunk
            // loads it by this URL (client/router/page-modules.ts).
            ...((template !== undefined && assets.pageChunks?.[template]) || []).map(
              (p, i) => `<link rel="modulepreload" href="${base(p)}"${i === 0 ? ' data-page-chunk' : ''}>`,
            ),
          ]),
        );
      return links;
    },
  };
  shells.set(site, shell);
  return shell;
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
export function inlineScriptHashes(
  site: Pick<SiteData, 'colorMode' | 'announcementBar' | 'baseUrl'>,
  ui: UiTable,
): string[] {
  return [
    bootScriptHash(site),
    cspHash(baseUrlIssueScript(site.baseUrl, stringsOf(ui).errors.baseUrlIssue(site.baseUrl))),
  ];
}
