// The search modal (lazy chunk): input, start screen with recent/favorite searches, results grouped by
// lvl0, no-results and error screens, keyboard navigation and the footer hints. Provider-agnostic.
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type RefObject,
} from 'react';
import type { SiteData } from '../../shared/page-props';
import { escapeHtml } from '../../shared/escape';
import { MAX_QUERY_LENGTH } from '../../shared/search/params';
import type { Level, SearchHit } from '../../shared/search/types';
import { strings } from '../../shared/strings';
import { withBase } from '../../shared/urls';
import { getProvider } from './providers';
import { createStores, type StoredHit } from './storage';
import { useInsights } from './use-insights';
import { useSearch, type Status } from './use-search';

export type { Status };

const MAX_PER_GROUP = 5;
const MAX_SUGGESTIONS = 3;
const s = strings.search;

type Item = { kind: 'hit' | 'recent' | 'favorite'; hit: SearchHit | StoredHit };

export function SearchModal({
  site,
  initialQuery,
  onClose,
}: {
  site: SiteData;
  initialQuery: string;
  onClose: () => void;
}) {
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
  const remember = useCallback(
    (hit: SearchHit | StoredHit) => {
      if (!stores.favorites.all().some((f) => f.objectID === hit.objectID)) stores.recent.add(hit);
    },
    [stores],
  );
  // Search analytics (a no-op unless enabled): only result hits count, not recent or favorite ones.
  const trackActive = (index: number) =>
    items[index]?.kind === 'hit' && insights.active(items[index].hit, index + 1, response?.queryID);
  const trackSelected = (index: number) =>
    items[index]?.kind === 'hit' && insights.selected(items[index].hit, index + 1, response?.queryID);
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
    listRef.current?.querySelector<HTMLAnchorElement>(`#search-item-${index} a`)?.click();
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

  const keepFocus = (e: MouseEvent) => e.preventDefault();
  const screen =
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

  return (
    <div
      className="search-modal__backdrop"
      data-search-modal=""
      data-status={status}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="search-modal" role="dialog" aria-modal="true" aria-label={s.searchLabel} onKeyDown={onKeyDown}>
        <SearchHeader
          inputRef={inputRef}
          status={status}
          query={query}
          setQuery={setQuery}
          activeIndex={activeIndex}
          keepFocus={keepFocus}
          onClose={onClose}
        />
        <div
          className="search-modal__dropdown"
          ref={listRef}
          id="search-modal-list"
          role="listbox"
          data-search-screen={screen}
        >
          {screen === 'start' && (
            <StartScreen
              recent={recent}
              favorites={favorites}
              stores={stores}
              activeIndex={activeIndex}
              setActive={setActive}
              onSelect={onSelect}
              refresh={refresh}
            />
          )}
          {screen === 'results' && (
            <ResultsScreen
              groups={groups}
              activeIndex={activeIndex}
              activate={activate}
              onSelect={onSelect}
              seeAllUrl={seeAllUrl}
              nbHits={response!.nbHits}
              onClose={onClose}
            />
          )}
          {screen === 'no-results' && (
            <NoResultsScreen site={site} query={query} shown={shown} setQuery={setQuery} keepFocus={keepFocus} />
          )}
          {screen === 'error' && <ErrorScreen />}
          {screen === 'loading' && <p className="search-modal__empty">{status === 'stalled' ? s.stalled : ''}</p>}
        </div>
        <SearchFooter />
      </div>
    </div>
  );
}

// The input row: search icon (spinner when stalled), the combobox input, clear and cancel.
function SearchHeader({
  inputRef,
  status,
  query,
  setQuery,
  activeIndex,
  keepFocus,
  onClose,
}: {
  inputRef: RefObject<HTMLInputElement>;
  status: Status;
  query: string;
  setQuery: (q: string) => void;
  activeIndex: number;
  keepFocus: (e: MouseEvent) => void;
  onClose: () => void;
}) {
  return (
    <header className="search-modal__header">
      <form className="search-modal__form" role="search" onSubmit={(e) => e.preventDefault()} noValidate>
        <span
          className={`search-modal__icon${status === 'stalled' ? ' search-modal__icon--stalled' : ''}`}
          aria-hidden="true"
        >
          {status === 'stalled' ? (
            <span className="search-modal__spinner" />
          ) : (
            <svg viewBox="0 0 20 20" width="20" height="20">
              <path
                d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
                stroke="currentColor"
                fill="none"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          )}
        </span>
        <input
          ref={inputRef}
          className="search-modal__input"
          type="search"
          role="combobox"
          aria-expanded="true"
          aria-controls="search-modal-list"
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? `search-item-${activeIndex}` : undefined}
          aria-label={s.placeholder}
          placeholder={s.placeholder}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          value={query}
          onChange={(e) => setQuery(e.target.value.slice(0, MAX_QUERY_LENGTH))}
        />
        {query && (
          <button
            type="reset"
            className="search-modal__clear"
            title={s.clear}
            aria-label={s.clear}
            onMouseDown={keepFocus}
            onClick={() => setQuery('')}
          >
            ×
          </button>
        )}
      </form>
      <button type="button" className="search-modal__cancel" onClick={onClose}>
        {s.cancel}
      </button>
    </header>
  );
}

// The modal's screens: start (recent and favorite searches), results by lvl0, no results, error; the footer.
function StartScreen({
  recent,
  favorites,
  stores,
  activeIndex,
  setActive,
  onSelect,
  refresh,
}: {
  recent: StoredHit[];
  favorites: StoredHit[];
  stores: ReturnType<typeof createStores>;
  activeIndex: number;
  setActive: (i: number) => void;
  onSelect: (item: Item, index?: number) => void;
  refresh: () => void;
}) {
  return recent.length || favorites.length ? (
    <>
      {recent.length > 0 && (
        <StoredList
          title={s.recent}
          kind="recent"
          hits={recent}
          offset={0}
          activeIndex={activeIndex}
          setActive={setActive}
          onSelect={onSelect}
          actions={(hit) => [
            {
              label: s.saveRecent,
              icon: '☆',
              run: () => {
                stores.favorites.add(hit);
                stores.recent.remove(hit.objectID);
                refresh();
              },
            },
            {
              label: s.removeRecent,
              icon: '×',
              run: () => {
                stores.recent.remove(hit.objectID);
                refresh();
              },
            },
          ]}
        />
      )}
      {favorites.length > 0 && (
        <StoredList
          title={s.favorite}
          kind="favorite"
          hits={favorites}
          offset={recent.length}
          activeIndex={activeIndex}
          setActive={setActive}
          onSelect={onSelect}
          actions={(hit) => [
            {
              label: s.removeFavorite,
              icon: '×',
              run: () => {
                stores.favorites.remove(hit.objectID);
                refresh();
              },
            },
          ]}
        />
      )}
    </>
  ) : (
    <p className="search-modal__empty">{s.noRecent}</p>
  );
}

function ResultsScreen({
  groups,
  activeIndex,
  activate,
  onSelect,
  seeAllUrl,
  nbHits,
  onClose,
}: {
  groups: ReturnType<typeof groupHits>;
  activeIndex: number;
  activate: (i: number) => void;
  onSelect: (item: Item, index?: number) => void;
  seeAllUrl: string;
  nbHits: number;
  onClose: () => void;
}) {
  return (
    <>
      {
        groups.reduce<{ offset: number; nodes: ReactElement[] }>(
          (acc, g) => {
            acc.nodes.push(
              <section className="search-modal__group" key={g.lvl0} data-search-group={g.lvl0}>
                <div className="search-modal__group-title">{g.lvl0}</div>
                <ul>
                  {g.hits.map((hit, i) => {
                    const index = acc.offset + i;
                    return (
                      <HitItem
                        key={hit.objectID}
                        hit={hit}
                        index={index}
                        active={index === activeIndex}
                        setActive={activate}
                        onSelect={() => onSelect({ kind: 'hit', hit }, index)}
                      />
                    );
                  })}
                </ul>
              </section>,
            );
            acc.offset += g.hits.length;
            return acc;
          },
          { offset: 0, nodes: [] },
        ).nodes
      }
      <a className="search-modal__see-all" href={seeAllUrl} onClick={onClose}>
        {s.seeAll(nbHits)}
      </a>
    </>
  );
}

function NoResultsScreen({
  site,
  query,
  shown,
  setQuery,
  keepFocus,
}: {
  site: SiteData;
  query: string;
  shown: string[];
  setQuery: (q: string) => void;
  keepFocus: (e: MouseEvent) => void;
}) {
  return (
    <div className="search-modal__no-results">
      <p className="search-modal__title">{s.noResultsQuery(query)}</p>
      {shown.length > 0 && (
        <>
          <p>{s.trySearching}</p>
          <ul className="search-modal__suggestions">
            {shown.slice(0, MAX_SUGGESTIONS).map((q) => (
              <li key={q}>
                <button type="button" onMouseDown={keepFocus} onClick={() => setQuery(q.slice(0, MAX_QUERY_LENGTH))}>
                  “{q}”
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {site.search.missingResultsUrl && (
        <p className="search-modal__help">
          {s.missingResults}{' '}
          <a href={missingUrl(site.search.missingResultsUrl, query)} target="_blank" rel="noopener noreferrer">
            {s.letUsKnow}
          </a>
        </p>
      )}
    </div>
  );
}

function ErrorScreen() {
  return (
    <div className="search-modal__error" role="alert">
      <p className="search-modal__title">{s.fetchError}</p>
      <p className="search-modal__help">{s.fetchErrorHelp}</p>
    </div>
  );
}

function SearchFooter() {
  return (
    <footer className="search-modal__footer">
      <ul className="search-modal__commands">
        <li>
          <kbd aria-label={s.enterKey}>↵</kbd>
          <span>{s.toSelect}</span>
        </li>
        <li>
          <kbd aria-label={s.downKey}>↓</kbd>
          <kbd aria-label={s.upKey}>↑</kbd>
          <span>{s.toNavigate}</span>
        </li>
        <li>
          <kbd aria-label={s.escapeKey}>esc</kbd>
          <span>{s.toClose}</span>
        </li>
      </ul>
    </footer>
  );
}

function StoredList(props: {
  title: string;
  kind: 'recent' | 'favorite';
  hits: StoredHit[];
  offset: number;
  activeIndex: number;
  setActive: (i: number) => void;
  onSelect: (item: Item) => void;
  actions: (hit: StoredHit) => { label: string; icon: string; run: () => void }[];
}) {
  return (
    <section className="search-modal__group" data-search-list={props.kind}>
      <div className="search-modal__group-title">{props.title}</div>
      <ul>
        {props.hits.map((hit, i) => (
          <HitItem
            key={hit.objectID}
            hit={hit}
            index={props.offset + i}
            active={props.offset + i === props.activeIndex}
            setActive={props.setActive}
            onSelect={() => props.onSelect({ kind: props.kind, hit })}
            actions={props.actions(hit)}
          />
        ))}
      </ul>
    </section>
  );
}

function HitItem(props: {
  hit: SearchHit | StoredHit;
  index: number;
  active: boolean;
  setActive: (i: number) => void;
  onSelect: () => void;
  actions?: { label: string; icon: string; run: () => void }[];
}) {
  const { title, path } = describe(props.hit);
  return (
    <li
      id={`search-item-${props.index}`}
      className={`search-modal__hit${props.active ? ' search-modal__hit--active' : ''}`}
      role="option"
      aria-selected={props.active}
      data-search-hit={props.hit.objectID}
      onMouseMove={() => !props.active && props.setActive(props.index)}
    >
      <a href={props.hit.url} onClick={props.onSelect}>
        <span className="search-modal__hit-title" dangerouslySetInnerHTML={{ __html: title }} />
        {path && <span className="search-modal__hit-path" dangerouslySetInnerHTML={{ __html: path }} />}
      </a>
      {props.actions?.map((a) => (
        <button
          key={a.label}
          type="button"
          className="search-modal__hit-action"
          title={a.label}
          aria-label={a.label}
          onMouseDown={(e) => e.preventDefault()}
          onClick={(e) => {
            e.preventDefault();
            e.stopPropagation();
            a.run();
          }}
        >
          {a.icon}
        </button>
      ))}
    </li>
  );
}

/** Title and breadcrumb of a hit as HTML: highlighted/snippeted values from the provider, else escaped text. */
export function describe(hit: SearchHit | StoredHit): { title: string; path: string } {
  const h = hit as SearchHit;
  // Titles are short: shown whole (highlighted, clamped by CSS) rather than as a snippet cut around the match.
  const level = (l: Level) =>
    h._highlightResult?.hierarchy?.[l]?.value ??
    h._snippetResult?.hierarchy?.[l]?.value ??
    escapeHtml(hit.hierarchy[l] ?? '');
  if (hit.type === 'content') {
    const title =
      h._snippetResult?.content?.value ?? h._highlightResult?.content?.value ?? escapeHtml(hit.content ?? '');
    return { title, path: trail(hit, 7, level) };
  }
  const own = Number(hit.type.slice(3));
  return { title: level(hit.type as Level), path: own > 1 ? trail(hit, own, level) : '' };
}

function trail(hit: SearchHit | StoredHit, below: number, level: (l: Level) => string): string {
  const parts: string[] = [];
  for (let i = 1; i < below && i <= 6; i++)
    if (hit.hierarchy[`lvl${i}` as Level]) parts.push(level(`lvl${i}` as Level));
  return parts.join(' › ');
}

export function groupHits(hits: SearchHit[]): { lvl0: string; hits: SearchHit[] }[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const key = hit.hierarchy.lvl0 ?? '';
    const list = groups.get(key) ?? [];
    if (list.length < MAX_PER_GROUP) list.push(hit);
    groups.set(key, list);
  }
  return [...groups].map(([lvl0, list]) => ({ lvl0, hits: list }));
}

function missingUrl(template: string, query: string): string {
  return template.includes('{query}') ? template.replace('{query}', encodeURIComponent(query)) : template;
}
