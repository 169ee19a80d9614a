// The search modal's screens: start (recent and favorite searches), results by section, no results, error; and
// the hit rows they list.
import type { MouseEvent, ReactElement } from 'react';
import type { SiteData } from '../../shared/page-props';
import { MAX_QUERY_LENGTH } from '../../shared/search/params';
import type { SearchHit } from '../../shared/search/types';
import { strings } from '../../shared/strings';
import { describe, type groupHits, type Item, missingUrl } from './hits';
import type { createStores, StoredHit } from './storage';

const MAX_SUGGESTIONS = 3;
const s = strings.search;

/** Recent and favorite searches, each with its actions, or a line saying there are none. */
export function StartScreen({
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

/** The hits by section, then the link to every result on the search page. */
export function ResultsScreen({
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

/** No hits: sections to try instead, and where to report missing results. */
export function NoResultsScreen({
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

/** The index could not be fetched. */
export function ErrorScreen() {
  return (
    <div className="search-modal__error" role="alert">
      <p className="search-modal__title">{s.fetchError}</p>
      <p className="search-modal__help">{s.fetchErrorHelp}</p>
    </div>
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
