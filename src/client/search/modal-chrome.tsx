// The search modal's fixed parts: the input row and the footer with the keyboard hints.
import type { MouseEvent, RefObject } from 'react';
import { MAX_QUERY_LENGTH } from '../../shared/search/params';
import { strings } from '../../shared/strings';
import type { Status } from './use-search';

const s = strings.search;

/** The input row: search icon (spinner when stalled), the combobox input, clear and cancel. */
export function SearchHeader({
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

/** The keyboard hints. */
export function SearchFooter() {
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
