// Always-loaded search glue (kept tiny): the Ctrl/Cmd+K and "/" shortcuts and the navbar button's events.
// The modal and the index load on first use (or on hover/focus of the button) as lazy chunks.
import type { SiteData } from '../../shared/page-props';
import { MAX_QUERY_LENGTH } from '../../shared/search/params';

export const OPEN_EVENT = 'blogctl:search-open';
export const PRELOAD_EVENT = 'blogctl:search-preload';

type ModalModule = typeof import('./modal-root');
let modal: Promise<ModalModule> | undefined;
let site: SiteData;

const loadModal = () => (modal ??= import('./modal-root'));

function preload(): void {
  void loadModal()
    .then((m) => m.preloadProvider(site))
    .catch(() => undefined);
}

async function open(): Promise<void> {
  const selected = window.getSelection()?.toString().trim() ?? '';
  const m = await loadModal();
  m.openModal(site, selected.slice(0, MAX_QUERY_LENGTH));
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT';
}

export function initSearch(data: SiteData): void {
  site = data;
  window.addEventListener(OPEN_EVENT, () => void open());
  window.addEventListener(PRELOAD_EVENT, preload);
  window.addEventListener('keydown', (e) => {
    const modKey = (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';
    const slash = e.key === '/' && !e.metaKey && !e.ctrlKey && !e.altKey && !isTyping(e.target);
    if (!modKey && !slash) return;
    if (document.querySelector('[data-search-modal]')) {
      if (modKey) {
        e.preventDefault();
        void loadModal().then((m) => m.closeModal());
      }
      return;
    }
    e.preventDefault();
    void open();
  });
}
