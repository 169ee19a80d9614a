// Head values of a route, computed the same way on the server (render/head.ts) and in the browser
// (client navigation updates the live <head>): title, description, canonical, og:url, alternates.
import type { HeadTag } from './head-tags';
import type { HeadData, SiteData } from './page-props';
import { encodePath, NOT_FOUND_PATH, withBase } from './urls';

/** Docusaurus's `titleDelimiter` default: what stands between a page's title and the site's. */
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

type TitleSite = Pick<SiteData, 'title' | 'tagline' | 'titleDelimiter'>;

/** `first | second`, with the site's delimiter. */
export function joinTitle(first: string, second: string, site: Pick<SiteData, 'titleDelimiter'>): string {
  return `${first} ${site.titleDelimiter ?? TITLE_DELIMITER} ${second}`;
}

export function pageTitle(head: HeadData, site: TitleSite): string {
  const own = head.tags?.find((t) => t.tag === 'title')?.text;
  if (own) return own;
  if (!head.title) return site.tagline ? joinTitle(site.title, site.tagline, site) : site.title;
  return joinTitle(head.title, site.title, site);
}

export function absoluteUrl(site: Pick<SiteData, 'url' | 'baseUrl'>, path: string): string {
  return site.url + encodePath(withBase(site.baseUrl, path));
}

/** The description: a <Head>'s `<meta name="description">` over the page's own. */
function descriptionOf(head: HeadData): string {
  return head.tags?.find((t) => t.tag === 'meta' && t.attrs.name === 'description')?.attrs.content ?? head.description;
}

/** The tags of a page's <Head>s that are not its title or description (those become headValues'). */
export function extraHeadTags(head: HeadData): HeadTag[] {
  return (head.tags ?? []).filter((t) => t.tag !== 'title' && !(t.tag === 'meta' && t.attrs.name === 'description'));
}

export function headValues(head: HeadData, site: TitleSite & Pick<SiteData, 'url' | 'baseUrl' | 'locale'>): HeadValues {
  if (head.path === NOT_FOUND_PATH)
    return {
      title: pageTitle(head, site),
      description: descriptionOf(head),
      canonical: '',
      alternates: [],
      noindex: head.noindex,
    };
  const url = absoluteUrl(site, head.path);
  return {
    title: pageTitle(head, site),
    description: descriptionOf(head),
    canonical: absoluteUrl(site, head.canonicalPath ?? head.path),
    alternates: [
      { hreflang: site.locale.htmlLang, href: url },
      { hreflang: 'x-default', href: url },
    ],
    noindex: head.noindex,
  };
}
