// Preferred docs version in local storage, under Docusaurus's key so a returning visitor keeps it.
// This site has one version ("current"); as in Docusaurus, a stored name that is no longer a version
// is removed on a docs page, and a valid one is kept for the version-aware links.

export const DOCS_PREFERRED_VERSION_KEY = 'docs-preferred-version-default';
export const CURRENT_DOCS_VERSION = 'current';

/** Returns the stored preferred version when it is a known one; drops it otherwise. */
export function readPreferredDocsVersion(known: readonly string[] = [CURRENT_DOCS_VERSION]): string | null {
  try {
    const v = window.localStorage.getItem(DOCS_PREFERRED_VERSION_KEY);
    if (v === null || known.includes(v)) return v;
    window.localStorage.removeItem(DOCS_PREFERRED_VERSION_KEY);
  } catch {
    // Storage blocked: no preference.
  }
  return null;
}

export function storePreferredDocsVersion(name: string): void {
  try {
    window.localStorage.setItem(DOCS_PREFERRED_VERSION_KEY, name);
  } catch {
    // Not kept when storage does not work.
  }
}
