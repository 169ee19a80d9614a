// Head values of a route, computed the same way on the server (render/head.ts) and in the browser
// (client navigation updates the live <head>): title, description, canonical, og:url, alternates.
import type { HeadData, SiteData } from './page-props';
import { encodePath, NOT_FOUND_PATH, withBase } from './urls';

export const TITLE_DELIMITER = '|';

export interface HeadValues {
  title: string;
  description: string;
  /** Absolute canonical URL; og:url uses it too. Empty for the not-found page, which has no URL of its own
   *  (hosts serve it at any unknown path). */
  canonical: string;
  /** hreflang alternates, one per locale plus x-default. */
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
}

export function pageTitle(head: HeadData, site: Pick<SiteData, 'title' | 'tagline'>): string {
  if (!head.title) return site.tagline ? `${site.title} ${TITLE_DELIMITER} ${site.tagline}` : site.title;
  return `${head.title} ${TITLE_DELIMITER} ${site.title}`;
}

export function absoluteUrl(site: Pick<SiteData, 'url' | 'baseUrl'>, path: string): string {
  return site.url + encodePath(withBase(site.baseUrl, path));
}

export function headValues(
  head: HeadData,
  site: Pick<SiteData, 'title' | 'tagline' | 'url' | 'baseUrl' | 'locale'>,
): HeadValues {
  if (head.path === NOT_FOUND_PATH)
    return {
      title: pageTitle(head, site),
      description: head.description,
      canonical: '',
      alternates: [],
      noindex: head.noindex,
    };
  const url = absoluteUrl(site, head.path);
  return {
    title: pageTitle(head, site),
    description: head.description,
    canonical: absoluteUrl(site, head.canonicalPath ?? head.path),
    alternates: [
      { hreflang: site.locale.htmlLang, href: url },
      { hreflang: 'x-default', href: url },
    ],
    noindex: head.noindex,
  };
}
