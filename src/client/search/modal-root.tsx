// Mounts the modal in its own React root on first use (this module is the lazy chunk), and unmounts it
// on close, giving focus back to where it was (or to the search button, as DocSearch does).
import { createRoot, type Root } from 'react-dom/client';
import type { SiteData } from '../../shared/page-props';
import { getProvider } from './providers';
import { SearchModal } from './SearchModal';

let root: Root | null = null;
let container: HTMLElement | null = null;
let returnFocus: HTMLElement | null = null;

export function openModal(site: SiteData, initialQuery: string): void {
  if (root) return;
  returnFocus = document.activeElement as HTMLElement | null;
  container = document.createElement('div');
  container.className = 'search-modal__container';
  document.body.appendChild(container);
  document.body.classList.add('search-modal--open');
  root = createRoot(container);
  root.render(<SearchModal site={site} initialQuery={initialQuery} onClose={closeModal} />);
}

export function closeModal(): void {
  if (!root) return;
  const r = root;
  root = null;
  // Unmount after the current event: a link clicked inside the modal must still be connected to navigate.
  setTimeout(() => {
    r.unmount();
    container?.remove();
    container = null;
    document.body.classList.remove('search-modal--open');
    // Back to where focus was, or (opened by shortcut, or from the page body) to the visible search button.
    const button = [...document.querySelectorAll<HTMLElement>('[data-search-button]')].find(
      (b) => b.offsetParent !== null,
    );
    const target = returnFocus && returnFocus !== document.body && returnFocus.isConnected ? returnFocus : button;
    target?.focus?.({ preventScroll: true } as FocusOptions);
  }, 0);
}

export function preloadProvider(site: SiteData): void {
  getProvider(site).preload();
}
