// Site and route context for every template, with hooks that say which provider they need.
import { createContext, useContext, type ReactNode } from 'react';
import type { PageData, SiteData } from '../src/shared/page-props';

const SiteContext = createContext<SiteData | null>(null);
const RouteContext = createContext<PageData | null>(null);

export function SiteProvider({ site, children }: { site: SiteData; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function RouteProvider({ page, children }: { page: PageData; children: ReactNode }) {
  return <RouteContext.Provider value={page}>{children}</RouteContext.Provider>;
}

/** The site-wide data (config subset). Throws a named error outside <SiteProvider>. */
export function useSite(): SiteData {
  const v = useContext(SiteContext);
  if (!v) throw new MissingProviderError('useSite', 'SiteProvider');
  return v;
}

/** The current route's data. Throws a named error outside <RouteProvider>. */
export function useRoute(): PageData {
  const v = useContext(RouteContext);
  if (!v) throw new MissingProviderError('useRoute', 'RouteProvider');
  return v;
}

export class MissingProviderError extends Error {
  constructor(hook: string, provider: string) {
    super(`Hook ${hook} is called outside the <${provider}>. Wrap the component tree in <${provider}>.`);
    this.name = 'ReactContextError';
  }
}
