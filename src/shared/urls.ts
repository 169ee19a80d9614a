// URL helpers shared by node and browser code: base paths, trailing slashes, route path <-> output file.

/** Joins URL segments with single slashes, keeping a trailing slash on the last segment if it had one. */
export function joinUrl(...parts: string[]): string {
  const joined = parts
    .filter((p) => p !== '')
    .join('/')
    .replace(/\/{2,}/g, '/');
  return joined.startsWith('/') ? joined : '/' + joined;
}

/** An href blogctl leaves alone: it has a scheme (`https:`, `mailto:`, `data:`) or is protocol-relative (`//host/x`). */
export function isExternalUrl(href: string): boolean {
  // Site paths (`/…`) are most links of every page: decided without the regular expression.
  if (href.charCodeAt(0) === 47) return href.charCodeAt(1) === 47;
  return /^[a-z][a-z0-9+.-]*:/i.test(href);
}

/** Prefixes a site-absolute path with the baseUrl (`/` + `/blog` → `/blog`; `/sub/` + `/blog` → `/sub/blog`). */
export function withBase(baseUrl: string, path: string): string {
  if (isExternalUrl(path) || path.startsWith('#')) return path;
  const absolute = path.startsWith('/') ? path : '/' + path;
  if (baseUrl === '/' || absolute.startsWith(baseUrl)) return absolute;
  return baseUrl.replace(/\/$/, '') + absolute;
}

/** Applies the trailingSlash setting to a route path. `undefined` keeps the path as declared. */
export function applyTrailingSlash(path: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || path === '/') return path;
  const [pathname, rest = ''] = splitSuffix(path);
  const fixed = trailingSlash
    ? pathname.endsWith('/')
      ? pathname
      : pathname + '/'
    : pathname.replace(/\/+$/, '') || '/';
  return fixed + rest;
}

function splitSuffix(path: string): [string, string] {
  const i = path.search(/[?#]/);
  return i === -1 ? [path, ''] : [path.slice(0, i), path.slice(i)];
}

/**
 * Normalizes a requested pathname: `.html` and `/index.html` suffixes mean the same path without them
 * (spec, route table). `/a/index.html` → `/a/`, `/a.html` → `/a`.
 */
export function stripHtmlSuffix(pathname: string): string {
  if (pathname.endsWith('/index.html')) return pathname.slice(0, -'index.html'.length);
  if (pathname.endsWith('.html')) return pathname.slice(0, -'.html'.length) || '/';
  return pathname;
}

/**
 * Output file (relative, posix) for a route path, laid out as Docusaurus does for each trailingSlash
 * setting: `/` → `index.html` always; with `false`, `/a` → `a.html`; otherwise (`true` or unset) `/a/` and
 * `/a` → `a/index.html`. A host serves `a.html` for `/a` and `a/index.html` for `/a/`, so the file matches the
 * link form the setting writes. `/404.html` is the not-found page, always `404.html`.
 */
export function routeToFile(path: string, trailingSlash?: boolean): string {
  if (path === NOT_FOUND_PATH) return '404.html';
  const clean = decodeURIComponentSafe(path).replace(/^\/+/, '').replace(/\/+$/, '');
  if (clean === '') return 'index.html';
  return trailingSlash === false ? `${clean}.html` : `${clean}/index.html`;
}

/** The route path of the not-found page (served by hosts for any unknown URL under the base). */
export const NOT_FOUND_PATH = '/404.html';

/**
 * The URL the client router fetches a route's HTML from (unencoded; encode for fetch), or null for the
 * not-found page (never a client-side route). It names the route's output file the way hosts serve it without
 * a redirect: `a/index.html` → `/a/`, `index.html` → `/`, `a.html` (trailingSlash false) → `/a`, under the base.
 * The route data is embedded in that HTML (no separate data file).
 */
export function routeHtmlUrl(baseUrl: string, path: string, trailingSlash?: boolean): string | null {
  const file = routeToFile(path, trailingSlash);
  if (file === '404.html') return null;
  const urlPath = file.endsWith('index.html') ? file.slice(0, -'index.html'.length) : file.slice(0, -'.html'.length);
  return withBase(baseUrl, '/' + urlPath);
}

/** The URL settings every written link follows. */
export interface UrlSettings {
  baseUrl: string;
  trailingSlash?: boolean;
}

/** A last path segment with an extension names a file (`/img/a.png`, `/blog/rss.xml`), not a route. */
const FILE_SEGMENT = /\.[a-z0-9]+$/i;

/**
 * The href blogctl writes for a site-absolute path (a route or a file; `?query` and `#hash` kept): routes
 * get the trailingSlash form, everything gets the baseUrl once (a path that already starts with the base is
 * not prefixed again). External URLs, `#hash` and relative paths are returned unchanged.
 */
export function siteHref(settings: UrlSettings, href: string): string {
  if (href === '' || isExternalUrl(href) || !href.startsWith('/')) return href;
  const [pathname, rest] = splitSuffix(href);
  const base = settings.baseUrl.endsWith('/') ? settings.baseUrl : settings.baseUrl + '/';
  let sitePath = pathname;
  if (base !== '/' && (pathname + '/' === base || pathname.startsWith(base)))
    sitePath = '/' + pathname.slice(base.length);
  const lastSegment = sitePath.slice(sitePath.lastIndexOf('/') + 1);
  const routeLike = !FILE_SEGMENT.test(decodeURIComponentSafe(lastSegment));
  const slashed = routeLike ? applyTrailingSlash(sitePath, settings.trailingSlash) : sitePath;
  return withBase(settings.baseUrl, slashed) + rest;
}

/** Locale URL builder: the default locale has no prefix; other locales get a prefix segment (spec). */
export function localizePath(path: string, locale: { id: string; path: string }, defaultLocale: string): string {
  if (locale.id === defaultLocale) return path;
  // joinUrl keeps the path's trailing slash: `/docs/a/` → `/en/docs/a/`, `/` → `/en/`.
  return joinUrl('/' + locale.path, path);
}

export function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Percent-encodes a route path for use in href/canonical (keeps `/`). */
export function encodePath(path: string): string {
  return path
    .split('/')
    .map((seg) => encodeURIComponent(decodeURIComponentSafe(seg)))
    .join('/');
}

/**
 * The route path a browser pathname asks for: decoded, without the baseUrl, `.html` / `/index.html`
 * suffixes removed. Returns null when the pathname is outside the site (does not start with baseUrl).
 */
export function toRoutePath(pathname: string, baseUrl: string): string | null {
  const decoded = stripHtmlSuffix(decodeURIComponentSafe(pathname));
  const base = baseUrl.endsWith('/') ? baseUrl : baseUrl + '/';
  if (base === '/') return decoded;
  if (decoded + '/' === base) return '/';
  if (!decoded.startsWith(base)) return null;
  return '/' + decoded.slice(base.length);
}

const HTML_TAG = /<([a-z][a-z0-9-]*)\b[^>]*>/gi;
const HTML_URL_ATTR = /(\s(src|href|poster|srcset)\s*=\s*)("([^"]*)"|'([^']*)')/gi;

/**
 * Rewrites the URLs in HTML attributes (src, href, poster and each srcset entry) through `fn`, which gets the
 * URL (entities decoded), the text as written, and whether it is a link (`<a href>`, `<area href>`) or a
 * file (everything else). Used for raw HTML in Markdown and the announcement bar.
 */
export function rewriteHtmlUrls(
  html: string,
  fn: (url: string, written: string, kind: 'link' | 'image') => string,
): string {
  return html.replace(HTML_TAG, (tag, name: string) =>
    tag.replace(
      HTML_URL_ATTR,
      (_m, lead: string, attr: string, _q: string, dq: string | undefined, sq: string | undefined) => {
        const value = dq ?? sq ?? '';
        const quote = dq !== undefined ? '"' : "'";
        const lower = attr.toLowerCase();
        const kind = lower === 'href' && /^(a|area)$/i.test(name) ? 'link' : 'image';
        const one = (written: string) => {
          const url = written
            .replace(/&quot;/g, '"')
            .replace(/&#39;/g, "'")
            .replace(/&amp;/g, '&');
          const next = fn(url, written, kind);
          return next === url ? written : next.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
        };
        const out =
          lower === 'srcset'
            ? value
                .split(',')
                .map((entry) => entry.replace(/^(\s*)(\S+)/, (_e, ws: string, url: string) => ws + one(url)))
                .join(',')
            : one(value);
        return `${lead}${quote}${out}${quote}`;
      },
    ),
  );
}
