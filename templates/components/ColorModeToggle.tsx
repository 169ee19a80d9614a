// Color-mode toggle: light ↔ dark, or light → dark → system when the site respects the OS preference.
// The mode is applied to <html data-theme> before first paint by the inline script in the document head;
// this button only changes it. Storage key "theme" matches Docusaurus so returning visitors keep their choice.
import { useEffect, useState } from 'react';
import { strings } from '../../src/shared/strings';
import { useSite } from '../context';
import { applyColorMode, readStoredColorMode, storeColorMode, type ColorChoice } from '../../src/shared/color-mode';

export function ColorModeToggle() {
  const site = useSite();
  const { defaultMode, respectPrefersColorScheme } = site.colorMode;
  const [choice, setChoice] = useState<ColorChoice>(defaultMode);
  useEffect(() => {
    setChoice(readStoredColorMode(respectPrefersColorScheme) ?? (respectPrefersColorScheme ? 'system' : defaultMode));
  }, [defaultMode, respectPrefersColorScheme]);
  useEffect(() => {
    // Follow OS changes only when the choice is "system" and colorMode.respectPrefersColorScheme allows it.
    if (choice !== 'system' || !respectPrefersColorScheme) return;
    const mq = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyColorMode('system');
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [choice, respectPrefersColorScheme]);
  if (site.colorMode.disableSwitch) return null;
  const next = (): ColorChoice => {
    if (!respectPrefersColorScheme) return choice === 'dark' ? 'light' : 'dark';
    return choice === 'light' ? 'dark' : choice === 'dark' ? 'system' : 'light';
  };
  const label = strings.colorMode.toggle(strings.colorMode[choice]);
  return (
    <button
      type="button"
      className="icon-button color-mode-toggle"
      aria-label={label}
      title={label}
      aria-live="polite"
      data-choice={choice}
      onClick={() => {
        const n = next();
        setChoice(n);
        storeColorMode(n);
        applyColorMode(n);
      }}
    >
      <svg className="icon-light" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 9a3 3 0 1 1 0 6 3 3 0 0 1 0-6m0-2a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM2 13h2a1 1 0 1 0 0-2H2a1 1 0 1 0 0 2Zm18 0h2a1 1 0 1 0 0-2h-2a1 1 0 1 0 0 2ZM11 2v2a1 1 0 1 0 2 0V2a1 1 0 1 0-2 0Zm0 18v2a1 1 0 1 0 2 0v-2a1 1 0 1 0-2 0ZM5.99 4.58a1 1 0 1 0-1.41 1.41l1.06 1.06a1 1 0 1 0 1.41-1.41L5.99 4.58Zm12.37 12.37a1 1 0 1 0-1.41 1.41l1.06 1.06a1 1 0 1 0 1.41-1.41l-1.06-1.06Zm1.06-10.96a1 1 0 1 0-1.41-1.41l-1.06 1.06a1 1 0 1 0 1.41 1.41l1.06-1.06ZM7.05 18.36a1 1 0 1 0-1.41-1.41l-1.06 1.06a1 1 0 1 0 1.41 1.41l1.06-1.06Z"
        />
      </svg>
      <svg className="icon-dark" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M9.37 5.51A7.35 7.35 0 0 0 9.1 7.5c0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27A7.01 7.01 0 0 1 12 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49ZM12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.39 5.39 0 0 1-4.4 2.26 5.4 5.4 0 0 1-3.14-9.8A9.1 9.1 0 0 0 12 3Z"
        />
      </svg>
      <svg className="icon-system" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M4 4h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-6v2h3v2H7v-2h3v-2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm0 2v9h16V6H4Z"
        />
      </svg>
    </button>
  );
}
