// Client-side navigation: intercepts clicks on internal links, loads the next route's data and page
// chunk BEFORE switching, then renders it into the same React root, updates the head and the scroll.
// Failure to load route data → console warning + full page load of that URL, never a half-loaded page.
import { flushSync } from 'react-dom';
import type { SiteData } from '../../shared/page-props';
import { decodeURIComponentSafe, NOT_FOUND_PATH, stripHtmlSuffix, toRoutePath, withBase } from '../../shared/urls';
import { updateHead } from './head';
import { createPrefetcher } from './prefetch';
import { createProgressBar } from './progress';
import type { RouteLoader } from './route-loader';
import { currentEntryKey, newEntryKey, savedScroll, saveScroll, scrollToHash } from './scroll';
import type { ViewState } from './view-state';
import { hashTarget, smoothScrollToHash } from '../smooth-scroll';

/** The page loader shows only when a route change takes longer than this, so quick changes never flash it. */
export const LOADER_DELAY = 200;

export interface RouterView {
  show(state: ViewState): void;
  setLoading(loading: boolean): void;
}

/** Files a same-origin link may point at without being a route (feeds, images…): left to the browser. */
const FILE_EXTENSION = /\.[a-z0-9]+$/i;
/** Extensions that are never a route, even on a link marked data-internal (a route slug may contain a dot). */
const ASSET_EXTENSION = /\.(xml|json|txt|pdf|zip|png|jpe?g|gif|webp|avif|svg|ico|mp4|webm|mp3|css|js)$/i;

/** What one navigation changes between events. */
interface RouterState {
  currentKey: string;
  current: URL;
  navId: number;
  loaderTimer?: ReturnType<typeof setTimeout>;
  /** Set by a click on a same-document hash link, whose position was saved before the browser scrolled. */
  hashClickSaved: boolean;
}

interface Router {
  state: RouterState;
  site: SiteData;
  loader: RouteLoader;
  view: RouterView;
  progress: ReturnType<typeof createProgressBar>;
  prefetcher: ReturnType<typeof createPrefetcher>;
}

export function startRouter({ site, loader, view }: { site: SiteData; loader: RouteLoader; view: RouterView }): void {
  const progress = createProgressBar();
  history.scrollRestoration = 'manual';
  const state: RouterState = {
    currentKey: currentEntryKey(),
    current: new URL(location.href),
    navId: 0,
    hashClickSaved: false,
  };
  const prefetcher = createPrefetcher(
    (a) => routeUrlOf(a, site),
    (url) => {
      const path = toRoutePath(url.pathname, site.baseUrl);
      if (path !== null) void loader.prefetch(path);
    },
  );
  const r: Router = { state, site, loader, view, progress, prefetcher };
  document.addEventListener('click', (e) => onClick(e, r));
  window.addEventListener('popstate', () => onPopState(r));

  // Remember the position when the reader leaves for another site or reloads.
  window.addEventListener('pagehide', () => saveScroll(state.currentKey));
  const restored = savedScroll(state.currentKey);
  const navEntry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (restored && (navEntry?.type === 'back_forward' || navEntry?.type === 'reload'))
    window.scrollTo(restored[0], restored[1]);

  // Viewport prefetch waits for an idle moment so it never competes with the page's own first load.
  const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 1));
  idle(() => prefetcher.observe(document));
}

/** The URL an anchor navigates to when it is a client-side route, else null. */
function routeUrlOf(a: HTMLAnchorElement, site: SiteData): URL | null {
  if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return null;
  const raw = a.getAttribute('href');
  if (!raw || raw.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(a.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  // The not-found page is no route (it has no route data; hosts serve it for any unknown URL): a link to
  // `404.html` is a plain page load.
  if (decodeURIComponentSafe(url.pathname) === withBase(site.baseUrl, NOT_FOUND_PATH)) return null;
  const path = toRoutePath(url.pathname, site.baseUrl);
  if (path === null) return null;
  if (ASSET_EXTENSION.test(path) || (!a.hasAttribute('data-internal') && FILE_EXTENSION.test(path))) return null;
  if (site.brokenPaths && isBrokenPath(path, site.brokenPaths)) return null;
  return url;
}

/** A path the build found no page for (SiteData.brokenPaths, keyed as the link check keys them). */
function isBrokenPath(path: string, broken: string[]): boolean {
  const key = stripHtmlSuffix(decodeURIComponentSafe(path));
  return broken.includes(key.length > 1 ? key.replace(/\/$/, '') : key);
}

/** Loads the route's data and chunk, then switches the view, the head and the scroll position. */
async function navigate(url: URL, mode: 'push' | 'pop', r: Router): Promise<void> {
  const { state, site, loader, view, progress, prefetcher } = r;
  const id = ++state.navId;
  const path = toRoutePath(url.pathname, site.baseUrl) ?? '/';
  progress.start();
  // One timer for all navigations: a newer click replaces the pending one's.
  clearTimeout(state.loaderTimer);
  state.loaderTimer = setTimeout(() => view.setLoading(true), LOADER_DELAY);
  const settle = () => {
    clearTimeout(state.loaderTimer);
    view.setLoading(false);
    progress.done();
  };
  let next: ViewState;
  try {
    next = await loader.load(path);
  } catch (err) {
    if (id !== state.navId) return;
    settle();
    console.warn(`[blogctl] Loading the route data of ${url.pathname} failed; doing a full page load.`, err);
    if (mode === 'push') location.assign(url.href);
    else location.reload();
    return;
  }
  if (id !== state.navId) return;
  const queryOnly = url.pathname === state.current.pathname && url.search !== state.current.search;
  if (mode === 'push') {
    saveScroll(state.currentKey);
    state.currentKey = newEntryKey();
    url.pathname = stripHtmlSuffix(url.pathname);
    history.pushState({ blogctlKey: state.currentKey }, '', url.href);
  }
  state.current = url;
  flushSync(() => view.show(next));
  updateHead(next.page.head, site);
  settle();
  if (mode === 'pop') {
    const pos = savedScroll(state.currentKey);
    if (pos) window.scrollTo(pos[0], pos[1]);
    else if (!scrollToHash(url.hash)) window.scrollTo(0, 0);
  } else if (!scrollToHash(url.hash) && !queryOnly) {
    window.scrollTo(0, 0);
  }
  prefetcher.observe(document);
  window.dispatchEvent(new CustomEvent('blogctl:navigated', { detail: { path } }));
}

/** A same-document hash link: pushed like the browser would, then scrolled smoothly to its target. */
function hashLink(e: MouseEvent, url: URL, state: RouterState): void {
  saveScroll(state.currentKey);
  if (!hashTarget(url.hash)) {
    // No such target: let the browser handle it as before.
    state.hashClickSaved = true;
    return;
  }
  e.preventDefault();
  const oldURL = location.href;
  if (url.href !== oldURL) {
    state.currentKey = newEntryKey();
    history.pushState({ blogctlKey: state.currentKey }, '', url.href);
    state.current = url;
    window.dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: url.href }));
  }
  smoothScrollToHash(url.hash);
}

/** Clicks on links: client-side navigation for routes, a smooth scroll for same-document hashes. */
function onClick(e: MouseEvent, r: Router): void {
  const { state } = r;
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const a = e.target instanceof Element ? e.target.closest('a') : null;
  const url = a && routeUrlOf(a, r.site);
  if (!url) {
    // A hash-only link: a new history entry and a smooth scroll; remember where we were for "back".
    if (a?.getAttribute('href')?.startsWith('#')) hashLink(e, new URL(a.href), state);
    return;
  }
  if (url.pathname === location.pathname && url.search === location.search && url.hash) {
    hashLink(e, url, state);
    return;
  }
  e.preventDefault();
  void navigate(url, 'push', r);
}

/** Back/forward: within the document restore the scroll position, else navigate to the entry. */
function onPopState(r: Router): void {
  const { state } = r;
  const url = new URL(location.href);
  if (url.pathname === state.current.pathname && url.search === state.current.search) {
    // Same document, another hash (a fragment link or back/forward across one). After a click the
    // browser has already scrolled to the target, so the position was saved at click time instead.
    if (!state.hashClickSaved) saveScroll(state.currentKey);
    state.hashClickSaved = false;
    state.currentKey = currentEntryKey();
    state.current = url;
    const pos = savedScroll(state.currentKey);
    if (pos) window.scrollTo(pos[0], pos[1]);
    else scrollToHash(url.hash);
    return;
  }
  saveScroll(state.currentKey);
  state.currentKey = currentEntryKey();
  void navigate(url, 'pop', r);
}
