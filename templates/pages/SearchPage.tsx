// The /search page shell. Without JavaScript it is a plain form; the client search fills in results.
import { strings } from '../../src/shared/strings';
import { withBase } from '../../src/shared/urls';
import { useSite } from '../context';

export function SearchPage() {
  const site = useSite();
  return (
    <div className="container search-page">
      <h1>{strings.search.pageTitleEmpty}</h1>
      <form className="search-page__form" action={withBase(site.baseUrl, '/search')} method="get" role="search">
        <input className="search-page__input" type="search" name="q" maxLength={64} placeholder={strings.search.placeholder} aria-label={strings.search.placeholder} />
        <button type="submit" className="button button--primary">{strings.search.button}</button>
      </form>
      <div className="search-page__results" id="search-results" aria-live="polite" />
    </div>
  );
}
