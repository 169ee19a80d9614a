// Prefetching routes (their HTML, which embeds their data, and their template chunk) for internal links when they enter the viewport or are hovered,
// skipped on data-saver and 2g connections (navigator.connection).

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function prefetchAllowed(nav: Navigator = navigator): boolean {
  const c = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!c) return true;
  if (c.saveData) return false;
  return !String(c.effectiveType ?? '').includes('2g');
}

export interface Prefetcher {
  /** Watches the internal links under root that are not watched yet. */
  observe(root: ParentNode): void;
}

/** `toUrl` returns the URL to prefetch for an anchor, or null when it is not a client-side route. */
export function createPrefetcher(
  toUrl: (a: HTMLAnchorElement) => URL | null,
  prefetch: (url: URL) => void,
): Prefetcher {
  const seen = new WeakSet<Element>();
  const fire = (target: EventTarget | null) => {
    if (!prefetchAllowed()) return;
    const a = target instanceof Element ? target.closest('a') : null;
    const url = a && toUrl(a);
    if (url) prefetch(url);
  };
  const io =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const e of entries) {
            if (!e.isIntersecting) continue;
            io?.unobserve(e.target);
            fire(e.target);
          }
        })
      : null;
  for (const type of ['mouseover', 'touchstart', 'focusin'] as const) {
    document.addEventListener(type, (e) => fire(e.target), { passive: true, capture: true });
  }
  return {
    observe(root) {
      if (!io || !prefetchAllowed()) return;
      root.querySelectorAll('a[href]').forEach((a) => {
        if (seen.has(a)) return;
        seen.add(a);
        if (toUrl(a as HTMLAnchorElement)) io.observe(a);
      });
    },
  };
}
