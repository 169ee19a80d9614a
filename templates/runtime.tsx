// Browser services the theme uses, provided by the runtime that hosts it (src/client/ClientApp.tsx) through
// context, so templates/ never imports src/client. The server render uses the defaults (nothing runs there).
import { createContext, useContext, type ReactNode } from 'react';
import type { SiteData } from '../src/shared/page-props';
import type { SearchProvider } from '../src/shared/search/provider';

export interface ThemeRuntime {
  /** Scrolls the window to `top` (smoothly unless the reader prefers reduced motion). */
  scrollTo(top: number): void;
  /** The site's search provider, loaded on first use. */
  searchProvider(site: SiteData): Promise<SearchProvider>;
}

const serverRuntime: ThemeRuntime = {
  scrollTo: (top) => window.scrollTo(0, top),
  searchProvider: () => Promise.reject(new Error('Search runs in the browser runtime only.')),
};

const RuntimeContext = createContext<ThemeRuntime>(serverRuntime);

export function RuntimeProvider({ runtime, children }: { runtime: ThemeRuntime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

export function useRuntime(): ThemeRuntime {
  return useContext(RuntimeContext);
}
