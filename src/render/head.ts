// Head tags from the route and config: "Page | Site" title, description, canonical, og:*, twitter:*,
// hreflang alternates, robots noindex, generator, JSON-LD.
// The values that change per page come from src/shared/head.ts, which the client uses on navigation.
import { absoluteUrl, extraHeadTags, headValues, pageTitle, TITLE_DELIMITER } from '../shared/head';
import { HEAD_TAG_ATTR, type HeadTag } from '../shared/head-tags';
import type { HeadData, SiteData } from '../shared/page-props';
import { escapeHtml } from '../shared/escape';
import { isExternalUrl } from '../shared/urls';
import { jsonForScript } from './page-data';

export { absoluteUrl, pageTitle, TITLE_DELIMITER };

/** The head tags, as HTML. Every dynamic value is escaped. */
export function renderHead(head: HeadData, site: SiteData): string {
  const a = escapeHtml;
  const { title, description, canonical, alternates } = headValues(head, site);
  const tags: string[] = [
    `<title>${a(title)}</title>`,
    `<meta name="description" content="${a(description)}">`,
    canonical ? `<link rel="canonical" href="${a(canonical)}">` : '',
    canonical ? `<meta property="og:url" content="${a(canonical)}">` : '',
    `<meta property="og:title" content="${a(title)}">`,
    `<meta property="og:description" content="${a(description)}">`,
    `<meta property="og:type" content="${head.type}">`,
    `<meta property="og:locale" content="${a(site.locale.htmlLang.replace('-', '_'))}">`,
    `<meta property="og:site_name" content="${a(site.title)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${a(title)}">`,
    `<meta name="twitter:description" content="${a(description)}">`,
    ...alternates.map((l) => `<link rel="alternate" hreflang="${a(l.hreflang)}" href="${a(l.href)}">`),
  ];
  const image = head.image ?? site.image;
  if (image) {
    const img = isExternalUrl(image) ? image : absoluteUrl(site, image);
    tags.push(`<meta property="og:image" content="${a(img)}">`, `<meta name="twitter:image" content="${a(img)}">`);
  }
  if (head.publishedTime) tags.push(`<meta property="article:published_time" content="${a(head.publishedTime)}">`);
  if (head.keywords?.length) tags.push(`<meta name="keywords" content="${a(head.keywords.join(','))}">`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex, nofollow">');
  if (head.jsonLd)
    tags.push(`<script type="application/ld+json">${jsonForScript({ ...head.jsonLd, url: canonical })}</script>`);
  tags.push(...extraHeadTags(head).map(headTagHtml));
  return tags.filter(Boolean).join('\n');
}

/** A tag of a page's <Head>, marked so a client navigation can take it away. */
function headTagHtml(t: HeadTag): string {
  const attrs = Object.entries(t.attrs).map(([k, v]) => ` ${k}="${escapeHtml(v)}"`);
  return `<${t.tag} ${HEAD_TAG_ATTR}${attrs.join('')}>`;
}
