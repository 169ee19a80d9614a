// Scroll positions per history entry, so back/forward restore where the reader was. Kept in
// sessionStorage too, so they survive a full reload of the tab.

const STORAGE_KEY = 'blogctl.scroll';
const positions: Record<string, [number, number]> = readStored();

function readStored(): Record<string, [number, number]> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, [number, number]>;
  } catch {
    return {};
  }
}

export function newEntryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

/** The key of the current history entry, creating one when the entry has none. */
export function currentEntryKey(): string {
  const state = history.state as { blogctlKey?: string } | null;
  if (state?.blogctlKey) return state.blogctlKey;
  const key = newEntryKey();
  history.replaceState({ ...(state ?? {}), blogctlKey: key }, '');
  return key;
}

export function saveScroll(key: string): void {
  positions[key] = [window.scrollX, window.scrollY];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage blocked: positions live in memory only.
  }
}

export function savedScroll(key: string): [number, number] | undefined {
  return positions[key];
}

/** Scrolls to the element a hash names; false when there is none. */
export function scrollToHash(hash: string): boolean {
  if (!hash || hash === '#') return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // keep the raw id
  }
  const el = document.getElementById(id) ?? document.getElementsByName(id)[0];
  if (!el) return false;
  el.scrollIntoView();
  return true;
}
