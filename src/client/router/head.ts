// Updates the live <head> after a client-side navigation with the same values the server wrote
// (src/shared/head.ts): title, description, canonical, og:url, og:title/description, twitter:*, alternates.
import { extraHeadTags, headValues } from '../../shared/head';
import { HEAD_TAG_ATTR } from '../../shared/head-tags';
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
  // The tags of the page's <Head>s: the last page's taken away, this page's put in.
  for (const el of document.head.querySelectorAll(`[${HEAD_TAG_ATTR}]`)) el.remove();
  for (const t of extraHeadTags(head)) {
    const el = document.createElement(t.tag);
    el.setAttribute(HEAD_TAG_ATTR, '');
    for (const [k, value] of Object.entries(t.attrs)) el.setAttribute(k, value);
    document.head.appendChild(el);
  }
}
