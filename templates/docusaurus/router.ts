// `@docusaurus/router` for a site's own React code: the location of the page (its path as served, from the site
// data on the server and in the first browser render, so hydration matches; then the browser's, with its search
// and hash), a history that navigates as a link does, and `Redirect` / `matchPath`.
import { useEffect, useState } from 'react';
import { useSiteData } from './site-data';

export { default as Redirect } from './Redirect';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export function useLocation(): Location {
  const { pathname } = useSiteData('page', { pathname: '/' });
  const [location, setLocation] = useState<Location>({ pathname, search: '', hash: '', state: null, key: 'default' });
  useEffect(() => {
    const read = () => {
      const { pathname, search, hash } = window.location;
      setLocation({ pathname: decodeURI(pathname), search, hash, state: window.history.state, key: 'default' });
    };
    read();
    window.addEventListener('popstate', read);
    window.addEventListener('hashchange', read);
    return () => {
      window.removeEventListener('popstate', read);
      window.removeEventListener('hashchange', read);
    };
  }, []);
  return location;
}

export interface History {
  location: Location;
  push(path: string): void;
  replace(path: string): void;
  go(n: number): void;
  goBack(): void;
  goForward(): void;
  listen(listener: () => void): () => void;
}

/** Navigation as a click on a link does it: blogctl's client router (when the page runs it) or the browser. */
function navigate(path: string, replace: boolean): void {
  const go = (window as { __BLOGCTL_NAVIGATE__?: (path: string, replace: boolean) => void }).__BLOGCTL_NAVIGATE__;
  if (go) go(path, replace);
  else if (replace) window.location.replace(path);
  else window.location.assign(path);
}

export function useHistory(): History {
  const location = useLocation();
  return {
    location,
    push: (path) => navigate(path, false),
    replace: (path) => navigate(path, true),
    go: (n) => window.history.go(n),
    goBack: () => window.history.back(),
    goForward: () => window.history.forward(),
    listen(listener) {
      window.addEventListener('popstate', listener);
      return () => window.removeEventListener('popstate', listener);
    },
  };
}

/** react-router 5's matchPath for a plain path pattern with `:name` segments. */
export function matchPath(
  pathname: string,
  options: string | { path?: string | string[]; exact?: boolean },
): { path: string; url: string; isExact: boolean; params: Record<string, string> } | null {
  const opts = typeof options === 'string' ? { path: options } : options;
  for (const path of ([] as string[]).concat(opts.path ?? [])) {
    const names: string[] = [];
    const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\/:(\w+)/g, (_m, n: string) => {
      names.push(n);
      return '/([^/]+)';
    });
    const m = new RegExp(`^${source}${opts.exact ? '/?$' : '(?=/|$)'}`).exec(pathname);
    if (!m) continue;
    const params = Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
    return { path, url: m[0], isExact: m[0] === pathname, params };
  }
  return null;
}
