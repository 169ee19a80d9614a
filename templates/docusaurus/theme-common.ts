// `@docusaurus/theme-common` for a site's own React code: its documented hooks and helpers.
// `useColorMode()`: the mode is the page's (`<html data-theme>`, set before first paint and changed by the
// navbar's toggle); the server and the first browser render say "light" so hydration matches, then the hook
// follows the page. `setColorMode` changes it as the toggle does (stored under the same key). The others are in
// theme-common-extra.ts. An export of Docusaurus's module not provided is a compile error at the import.
import { useEffect, useState } from 'react';
import { applyColorMode, storeColorMode } from '../../src/shared/color-mode';

export {
  isMultiColumnFooterLinks,
  PageMetadata,
  ThemeClassNames,
  useCurrentSidebarCategory,
  usePluralForm,
  usePrismTheme,
  useThemeConfig,
  useWindowSize,
  HtmlClassNameProvider,
  ErrorCauseBoundary,
  type ThemeConfig,
} from './theme-common-extra';

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
