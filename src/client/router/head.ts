// Updates the live <head> after a client-side navigation with the same values the server wrote
// (src/shared/head.ts): title, description, canonical, og:url, og:title/description, twitter:*, alternates.
import { headValues } from '../../shared/head';
import type { HeadData, SiteData } from '../../shared/page-props';

function setAttr(selector: string, attr: string, value: string): void {
  document.head.querySelector(selector)?.setAttribute(attr, value);
}

export function updateHead(head: HeadData, site: SiteData): void {
  const v = headValues(head, site);
  document.title = v.title;
  setAttr('meta[name="description"]', 'content', v.description);
  setAttr('link[rel="canonical"]', 'href', v.canonical);
  setAttr('meta[property="og:url"]', 'content', v.canonical);
  setAttr('meta[property="og:title"]', 'content', v.title);
  setAttr('meta[property="og:description"]', 'content', v.description);
  setAttr('meta[name="twitter:title"]', 'content', v.title);
  setAttr('meta[name="twitter:description"]', 'content', v.description);
  setAttr('meta[property="og:type"]', 'content', head.type);
  for (const alt of v.alternates)
    setAttr(`link[rel="alternate"][hreflang="${CSS.escape(alt.hreflang)}"]`, 'href', alt.href);
  const robots = document.head.querySelector('meta[name="robots"]');
  if (v.noindex && !robots) {
    const m = document.createElement('meta');
    m.name = 'robots';
    m.content = 'noindex, nofollow';
    document.head.appendChild(m);
  } else if (!v.noindex) robots?.remove();
}
