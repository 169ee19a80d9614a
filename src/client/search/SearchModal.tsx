// The search modal (lazy chunk): input, start screen with recent/favorite searches, results grouped by
// lvl0, no-results and error screens, keyboard navigation and the footer hints. Provider-agnostic. Its state and
// behaviour are use-modal.ts's; its parts modal-chrome.tsx's and modal-screens.tsx's.
import type { MouseEvent } from 'react';
import type { SiteData } from '../../shared/page-props';
import { strings } from '../../shared/strings';
import { SearchFooter, SearchHeader } from './modal-chrome';
import { ErrorScreen, NoResultsScreen, ResultsScreen, StartScreen } from './modal-screens';
import { useModal } from './use-modal';

const s = strings.search;

export function SearchModal({
  site,
  initialQuery,
  onClose,
}: {
  site: SiteData;
  initialQuery: string;
  onClose: () => void;
}) {
  const m = useModal(site, initialQuery, onClose);
  const { status, query, setQuery, screen, activeIndex } = m;
  const keepFocus = (e: MouseEvent) => e.preventDefault();
  return (
    <div
      className="search-modal__backdrop"
      data-search-modal=""
      data-status={status}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="search-modal" role="dialog" aria-modal="true" aria-label={s.searchLabel} onKeyDown={m.onKeyDown}>
        <SearchHeader
          inputRef={m.inputRef}
          status={status}
          query={query}
          setQuery={setQuery}
          activeIndex={activeIndex}
          keepFocus={keepFocus}
          onClose={onClose}
        />
        <div
          className="search-modal__dropdown"
          ref={m.listRef}
          id="search-modal-list"
          role="listbox"
          data-search-screen={screen}
        >
          {screen === 'start' && (
            <StartScreen
              recent={m.recent}
              favorites={m.favorites}
              stores={m.stores}
              activeIndex={activeIndex}
              setActive={m.setActive}
              onSelect={m.onSelect}
              refresh={m.refresh}
            />
          )}
          {screen === 'results' && (
            <ResultsScreen
              groups={m.groups}
              activeIndex={activeIndex}
              activate={m.activate}
              onSelect={m.onSelect}
              seeAllUrl={m.seeAllUrl}
              nbHits={m.response!.nbHits}
              onClose={onClose}
            />
          )}
          {screen === 'no-results' && (
            <NoResultsScreen site={site} query={query} shown={m.shown} setQuery={setQuery} keepFocus={keepFocus} />
          )}
          {screen === 'error' && <ErrorScreen />}
          {screen === 'loading' && <p className="search-modal__empty">{status === 'stalled' ? s.stalled : ''}</p>}
        </div>
        <SearchFooter />
      </div>
    </div>
  );
}
