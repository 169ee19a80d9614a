// The navbar search button. Without JavaScript it is a link to /search; the client runtime opens the modal.
import { strings } from '../../src/shared/strings';
import { withBase } from '../../src/shared/urls';
import { useSite } from '../context';

export function SearchButton() {
  const site = useSite();
  return (
    <a className="search-button" href={withBase(site.baseUrl, '/search')} role="button" aria-label={strings.search.button} data-search-button="">
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z" stroke="currentColor" fill="none" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /></svg>
      <span className="search-button__placeholder">{strings.search.button}</span>
      <span className="search-button__keys" aria-hidden="true">
        <kbd className="search-button__key" data-key="mod">Ctrl</kbd>
        <kbd className="search-button__key" data-key="k">K</kbd>
      </span>
    </a>
  );
}
