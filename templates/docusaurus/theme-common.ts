// `@docusaurus/theme-common` for a site's own React code: `useColorMode()`, the part of that module sites' own
// components use most. The mode is the page's (`<html data-theme>`, set before first paint and changed by the
// navbar's toggle); the server and the first browser render say "light" so hydration matches, then the hook
// follows the page. `setColorMode` changes it as the toggle does (stored under the same key). Other exports of
// Docusaurus's module are not provided: importing one is a compile error at the import.
import { useEffect, useState } from 'react';
import { applyColorMode, storeColorMode } from '../../src/shared/color-mode';

export type ColorMode = 'light' | 'dark';

export interface ColorModeContextValue {
  colorMode: ColorMode;
  setColorMode(mode: ColorMode): void;
  /** Docusaurus 2's name, still used by older components. */
  isDarkTheme: boolean;
}

const current = (): ColorMode => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

export function useColorMode(): ColorModeContextValue {
  const [colorMode, setMode] = useState<ColorMode>('light');
  useEffect(() => {
    setMode(current());
    const observer = new MutationObserver(() => setMode(current()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return {
    colorMode,
    isDarkTheme: colorMode === 'dark',
    setColorMode(mode) {
      storeColorMode(mode);
      applyColorMode(mode);
    },
  };
}
