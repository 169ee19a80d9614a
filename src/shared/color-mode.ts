// Color mode: storage and application, shared by the inline head script (as source text) and the toggle.
// Keys match Docusaurus ("theme") so a returning visitor of the old site keeps their choice.

export type ColorChoice = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'theme';

export function readStoredColorMode(allowSystem: boolean): ColorChoice | null {
  try {
    const v = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (v === 'light' || v === 'dark') return v;
    if (v === 'system' && allowSystem) return 'system';
  } catch {
    // Storage blocked (private mode): fall back to the default.
  }
  return null;
}

export function storeColorMode(choice: ColorChoice): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not kept when storage does not work.
  }
}

export function applyColorMode(choice: ColorChoice): void {
  const mode =
    choice === 'system' ? (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : choice;
  document.documentElement.setAttribute('data-theme', mode);
  document.documentElement.setAttribute('data-theme-choice', choice);
}

/**
 * The inline script that runs in <head> before first paint: no flash of the wrong theme, and the
 * announcement bar hidden before paint when it was dismissed. Kept tiny; its hash goes into the CSP.
 */
export function themeBootScript(opts: {
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
  announcementId?: string;
}): string {
  return (
    `(function(){var d=document.documentElement;function g(k){try{return localStorage.getItem(k)}catch(e){return null}}` +
    `var t=g('${THEME_STORAGE_KEY}'),s=${opts.respectPrefersColorScheme ? 'true' : 'false'};` +
    `if(t==='system'&&!s)t=null;var c=t||(s?'system':'${opts.defaultMode}');` +
    `var m=c==='system'?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):c;` +
    `d.setAttribute('data-theme',m);d.setAttribute('data-theme-choice',c);` +
    (opts.announcementId
      ? `var i=g('docusaurus.announcement.id'),x=g('docusaurus.announcement.dismiss');` +
        `d.setAttribute('data-announcement-bar-initially-dismissed',String(i===${JSON.stringify(opts.announcementId)}&&x==='true'));`
      : '') +
    `})();`
  );
}
