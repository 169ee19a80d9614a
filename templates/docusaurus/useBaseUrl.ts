// `@docusaurus/useBaseUrl` for a site's own React code (pages/*.tsx, components imported in MDX): a site path
// gets the site's baseUrl. As in Docusaurus, a path already under the baseUrl, an anchor, an empty string and a
// URL with a scheme (`https:`, `mailto:`) or `//` stay as they are; `absolute` adds the site's origin.
import { useSiteConfig } from '../hooks';

export interface BaseUrlOptions {
  /** Prepend the baseUrl even when the path already starts with it. */
  forcePrependBaseUrl?: boolean;
  /** Return `https://origin/base/path` instead of `/base/path`. */
  absolute?: boolean;
}

const HAS_SCHEME = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

/** The URL with the baseUrl added, given the site's origin and baseUrl. */
export function addBaseUrl(siteUrl: string, baseUrl: string, url: string, options: BaseUrlOptions = {}): string {
  if (!url || url.startsWith('#') || HAS_SCHEME.test(url)) return url;
  const base = baseUrl.endsWith('/') ? baseUrl : baseUrl + '/';
  let path: string;
  if (options.forcePrependBaseUrl) path = base + url.replace(/^\//, '');
  else if (url === base.replace(/\/$/, '')) path = base;
  else path = url.startsWith(base) ? url : base + url.replace(/^\//, '');
  return options.absolute ? siteUrl.replace(/\/$/, '') + path : path;
}

/** `withBaseUrl(url, options)`, bound to the current site. */
export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const { url, baseUrl } = useSiteConfig();
  return { withBaseUrl: (path, options) => addBaseUrl(url, baseUrl, path, options) };
}

export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
