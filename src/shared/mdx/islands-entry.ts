// The islands entry script, included only by sites whose Markdown has islands (so every other site's client
// bundle is unchanged). It waits for the page to hydrate, then hydrates the islands in the page's Markdown, and
// follows client-side navigation: islands that appear are hydrated, islands that go away are unmounted. The
// components' code (and React's client renderer use) is a lazy chunk, loaded only when a page has an island.
import { ISLAND_ATTR, MERMAID_ATTR } from './islands';

type Unmount = () => void;
const mounted = new Map<HTMLElement, Unmount>();
let loader: Promise<typeof import('./hydrate-islands')> | undefined;
let diagrams: Promise<typeof import('./mermaid-island')> | undefined;

/** Mermaid diagrams (their own lazy chunk, without React): drawn as they appear. */
function scanDiagrams(): void {
  const fresh = [...document.querySelectorAll<HTMLElement>(`[${MERMAID_ATTR}]`)].filter((el) => !mounted.has(el));
  if (!fresh.length) return;
  for (const el of fresh) mounted.set(el, () => {});
  diagrams ??= import('./mermaid-island');
  diagrams.then(
    (m) => {
      for (const el of fresh) if (el.isConnected && mounted.has(el)) mounted.set(el, m.drawMermaid(el));
    },
    (err: unknown) =>
      console.warn("[blogctl] The code of this page's diagrams failed to load; they show their source.", err),
  );
}

function scan(): void {
  for (const [el, unmount] of mounted) {
    if (!el.isConnected) {
      mounted.delete(el);
      unmount();
    }
  }
  scanDiagrams();
  const fresh = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)].filter((el) => !mounted.has(el));
  if (!fresh.length) return;
  for (const el of fresh) mounted.set(el, () => {});
  loader ??= import('./hydrate-islands');
  loader.then(
    (m) => {
      for (const el of fresh) if (el.isConnected && mounted.has(el)) mounted.set(el, m.hydrateIsland(el));
    },
    (err: unknown) =>
      console.warn("[blogctl] The code of this page's tabs failed to load; they keep showing their default tab.", err),
  );
}

function start(): void {
  scan();
  const root = document.getElementById('__blogctl');
  if (root) new MutationObserver(() => scan()).observe(root, { childList: true, subtree: true });
}

// The page's own hydration comes first (it reads the Markdown's HTML back from the DOM as the server wrote it).
let frames = 0;
function waitForPage(): void {
  const w = window as unknown as { __BLOGCTL_HYDRATED__?: boolean };
  if (w.__BLOGCTL_HYDRATED__ || frames++ > 120) {
    // One more frame: hydrateRoot has been called; let React commit the page first.
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  requestAnimationFrame(waitForPage);
}
waitForPage();
