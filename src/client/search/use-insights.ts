// The modal's hook into search analytics: does nothing unless the hosted provider runs with
// `search.insights: true`; then the insights client (its own lazy chunk) loads when the modal mounts
// and receives the modal's events. A failed load or request never reaches the search UI.
import { useEffect, useMemo } from 'react';
import type { SiteData } from '../../shared/page-props';
import type { InsightsClient } from './insights';

type Hit = { objectID: string };

export interface SearchInsights {
  viewed(hits: Hit[]): void;
  active(hit: Hit, position: number, queryID?: string): void;
  selected(hit: Hit, position: number, queryID?: string): void;
}

/** One client per page, so the once-per-page failure warning and the user token hold across openings. */
let client: Promise<InsightsClient | null> | undefined;

export const insightsEnabled = (site: SiteData) => site.search.provider === 'algolia' && site.search.insights;

export function useInsights(site: SiteData): SearchInsights {
  const enabled = insightsEnabled(site);
  useEffect(() => {
    if (!enabled) return;
    client ??= import('./insights').then((m) => m.startInsights(site)).catch(() => null);
    const loaded = client;
    return () => void loaded.then((c) => c?.flush());
  }, [enabled, site]);
  return useMemo(() => {
    const call = (fn: (c: InsightsClient) => void) => {
      if (enabled) void client?.then((c) => c && fn(c)).catch(() => undefined);
    };
    return {
      viewed: (hits) => call((c) => c.viewed(hits)),
      active: (hit, position, queryID) => call((c) => c.active(hit, position, queryID)),
      selected: (hit, position, queryID) => call((c) => c.selected(hit, position, queryID)),
    };
  }, [enabled]);
}
