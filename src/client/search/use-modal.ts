// The search modal's state and behaviour, apart from what it looks like: the query and its answer, the list of
// items the keyboard walks (result hits, or recent and favorite searches when the query is empty), which screen
// shows, and what a key, a click or a selection does (search analytics included).
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SiteData } from '../../shared/page-props';
import { MAX_QUERY_LENGTH } from '../../shared/search/params';
import type { SearchHit } from '../../shared/search/types';
import { withBase } from '../../shared/urls';
import { groupHits, type Item } from './hits';
import { getProvider } from './providers';
import { createStores, type StoredHit } from './storage';
import { useInsights } from './use-insights';
import { useSearch } from './use-search';

export type Screen = 'error' | 'start' | 'loading' | 'no-results' | 'results';

export function useModal(site: SiteData, initialQuery: string, onClose: () => void) {
  const provider = useMemo(() => getProvider(site), [site]);
  const stores = useMemo(() => createStores(), []);
  const insights = useInsights(site);
  const [query, setQuery] = useState(initialQuery.slice(0, MAX_QUERY_LENGTH));
  const { status, response, active, setActive, suggestions } = useSearch(provider, query);
  const [, setVersion] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    provider.preload();
    inputRef.current?.focus();
  }, [provider]);

  const groups = useMemo(() => groupHits(response?.hits ?? []), [response]);
  const recent = stores.recent.all();
  const favorites = stores.favorites.all();
  const items: Item[] = query.trim()
    ? groups.flatMap((g) => g.hits.map((hit) => ({ kind: 'hit' as const, hit })))
    : [
        ...recent.map((hit) => ({ kind: 'recent' as const, hit })),
        ...favorites.map((hit) => ({ kind: 'favorite' as const, hit })),
      ];
  const activeIndex = items.length ? Math.min(active, items.length - 1) : -1;
  const seeAllUrl = withBase(site.baseUrl, `${site.links.search ?? '/search'}?q=${encodeURIComponent(query)}`);

  useEffect(() => {
    listRef.current?.querySelector(`#search-item-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const refresh = () => setVersion((v) => v + 1);
  const queryID = response?.queryID;
  const context = { items, activeIndex, query, setQuery, seeAllUrl, setActive, refresh, onClose, stores, insights };
  const { activate, onSelect, onKeyDown } = useModalActions({ ...context, queryID, listRef });

  const screen: Screen =
    status === 'error'
      ? 'error'
      : !query.trim()
        ? 'start'
        : !response
          ? 'loading'
          : response.nbHits === 0
            ? 'no-results'
            : 'results';
  const shown = suggestions.length ? suggestions : provider.sections();
  const viewedHits = screen === 'results' ? items.map((i) => i.hit) : [];
  const viewedKey = viewedHits.map((h) => h.objectID).join('\n');
  // Keyed by the shown ids: a re-render of the same list reports nothing new.
  useEffect(() => insights.viewed(viewedHits), [viewedKey]);

  return {
    query,
    setQuery,
    status,
    response,
    screen,
    groups,
    recent,
    favorites,
    stores,
    shown,
    seeAllUrl,
    activeIndex,
    setActive,
    activate,
    onSelect,
    refresh,
    onKeyDown,
    inputRef,
    listRef,
  };
}

/** What the modal's actions read and change. */
interface ActionContext {
  items: Item[];
  activeIndex: number;
  query: string;
  setQuery: (q: string) => void;
  seeAllUrl: string;
  setActive: (i: number) => void;
  /** Shows the stored searches again after one changed. */
  refresh: () => void;
  onClose: () => void;
  stores: ReturnType<typeof createStores>;
  insights: ReturnType<typeof useInsights>;
  /** The answer's query id (search analytics). */
  queryID?: string;
  listRef: RefObject<HTMLDivElement>;
}

/** What a key, a pointer over an item and a selection do. */
function useModalActions(ctx: ActionContext) {
  const { items, activeIndex, query, setQuery, seeAllUrl, setActive, refresh, onClose, stores, insights } = ctx;
  const remember = useCallback(
    (hit: SearchHit | StoredHit) => {
      if (!stores.favorites.all().some((f) => f.objectID === hit.objectID)) stores.recent.add(hit);
    },
    [stores],
  );
  // Search analytics (a no-op unless enabled): only result hits count, not recent or favorite ones.
  const trackActive = (index: number) =>
    items[index]?.kind === 'hit' && insights.active(items[index].hit, index + 1, ctx.queryID);
  const trackSelected = (index: number) =>
    items[index]?.kind === 'hit' && insights.selected(items[index].hit, index + 1, ctx.queryID);
  const activate = (index: number) => {
    setActive(index);
    trackActive(index);
  };
  const onSelect = (item: Item, index?: number) => {
    if (index !== undefined) trackSelected(index);
    remember(item.hit);
    onClose();
  };

  const openItem = (index: number, e: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }) => {
    const item = items[index];
    if (!item) return;
    if (e.ctrlKey || e.metaKey || e.shiftKey) {
      trackSelected(index);
      remember(item.hit);
      window.open(item.hit.url, '_blank', e.shiftKey ? 'noopener,noreferrer,popup' : 'noopener,noreferrer');
      refresh();
      return;
    }
    ctx.listRef.current?.querySelector<HTMLAnchorElement>(`#search-item-${index} a`)?.click();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      if (query) setQuery('');
      else onClose();
    } else if (e.key === 'Tab') {
      onClose();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!items.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      activate((activeIndex + step + items.length) % items.length);
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (activeIndex >= 0) openItem(activeIndex, e);
      else if (query.trim()) {
        onClose();
        window.location.assign(seeAllUrl);
      }
    }
  };

  return { activate, onSelect, onKeyDown };
}
