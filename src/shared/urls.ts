// URL helpers shared by node and browser code: base paths, trailing slashes, route path <-> output file.

/** Joins URL segments with single slashes, keeping a trailing slash on the last segment if it had one. */
export function joinUrl(...parts: string[]): string {
  const joined = parts.filter((p) => p !== '').join('/').replace(/\/{2,}/g, '/');
  return joined.startsWith('/') ? joined : '/' + joined;
}

/** Prefixes a site-absolute path with the baseUrl (`/` + `/blog` → `/blog`; `/sub/` + `/blog` → `/sub/blog`). */
export function withBase(baseUrl: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//') || path.startsWith('#')) return path;
  const absolute = path.startsWith('/') ? path : '/' + path;
  if (baseUrl === '/' || absolute.startsWith(baseUrl)) return absolute;
  return baseUrl.replace(/\/$/, '') + absolute;
}

/** Applies the trailingSlash setting to a route path. `undefined` keeps the path as declared. */
export function applyTrailingSlash(path: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || path === '/') return path;
  const [pathname, rest = ''] = splitSuffix(path);
  const fixed = trailingSlash ? (pathname.endsWith('/') ? pathname : pathname + '/') : pathname.replace(/\/+$/, '') || '/';
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

/** Output file (relative, posix) for a route path: `/` → `index.html`, `/a/` and `/a` → `a/index.html`. */
export function routeToFile(path: string): string {
  const clean = decodeURIComponentSafe(path).replace(/^\/+/, '').replace(/\/+$/, '');
  return clean === '' ? 'index.html' : `${clean}/index.html`;
}

/** Route data file (JSON beside the HTML) for client-side navigation. */
export function routeToDataFile(path: string): string {
  return routeToFile(path).replace(/index\.html$/, 'page-data.json');
}

/** The URL of the route data file for a route path (encoded for fetch). */
export function routeDataUrl(baseUrl: string, path: string): string {
  const clean = path.endsWith('/') ? path : path + '/';
  return withBase(baseUrl, clean + 'page-data.json');
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
  return path.split('/').map((seg) => encodeURIComponent(decodeURIComponentSafe(seg))).join('/');
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
