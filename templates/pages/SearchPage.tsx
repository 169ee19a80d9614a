// The /search page. Without JavaScript it is a plain GET form; on the client it reads ?q= from the URL
// (direct load and client navigation), asks the same provider as the modal, and pages through all results.
import { useEffect, useState, type FormEvent } from 'react';
import type { Level, SearchHit, SearchResponse } from '../../src/shared/search/types';
import { escapeHtml } from '../../src/shared/escape';
import { joinTitle } from '../../src/shared/head';
import { MAX_QUERY_LENGTH } from '../../src/shared/search/params';
import { strings } from '../../src/shared/strings';
import { withBase } from '../../src/shared/urls';
import { useSite } from '../context';
import { useRuntime } from '../runtime';

const s = strings.search;

function readQuery(): { q: string; page: number } {
  const params = new URLSearchParams(window.location.search);
  return {
    q: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
    page: Math.max(0, (Number(params.get('page')) || 1) - 1),
  };
}

/** The page's query (from the URL), its input's text and the answer, and how the page moves to another query. */
function useSearchPage() {
  const site = useSite();
  const runtime = useRuntime();
  const [state, setState] = useState<{ q: string; page: number } | null>(null);
  const [input, setInput] = useState('');
  const [result, setResult] = useState<{ key: string; res?: SearchResponse; error?: boolean } | null>(null);

  // Re-read the URL after every render and on history moves: client navigation may change only ?q=.
  useEffect(() => {
    const sync = () => {
      const next = readQuery();
      setState((cur) => (cur && cur.q === next.q && cur.page === next.page ? cur : next));
      setInput((cur) => (state === null || state.q !== next.q ? next.q : cur));
    };
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  });

  useEffect(() => {
    if (!state) return;
    document.title = joinTitle(state.q ? s.pageTitle(state.q) : s.pageTitleEmpty, site.title, site);
    if (!state.q.trim()) return setResult(null);
    const key = `${state.q}\n${state.page}`;
    let live = true;
    runtime
      .searchProvider(site)
      .then((provider) => provider.search(state.q, { page: state.page }))
      .then(
        (res) => live && setResult({ key, res }),
        () => live && setResult({ key, error: true }),
      );
    return () => {
      live = false;
    };
  }, [state, site, runtime]);

  const go = (q: string, page: number) => {
    const url = withBase(
      site.baseUrl,
      `${site.links.search ?? '/search'}?q=${encodeURIComponent(q)}${page > 0 ? `&page=${page + 1}` : ''}`,
    );
    window.history.pushState(window.history.state, '', url);
    setState({ q, page });
    window.scrollTo(0, 0);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    go(input.trim(), 0);
  };
  const loading = !!state?.q.trim() && result?.key !== `${state.q}\n${state.page}`;
  return { site, state, input, setInput, result, loading, go, onSubmit };
}

export function SearchPage() {
  const { site, state, input, setInput, result, loading, go, onSubmit } = useSearchPage();
  const res = result?.res;
  return (
    <div className="container search-page">
      <h1>{state?.q ? s.pageTitle(state.q) : s.pageTitleEmpty}</h1>
      <form
        className="search-page__form"
        action={withBase(site.baseUrl, site.links.search ?? '/search')}
        method="get"
        role="search"
        onSubmit={onSubmit}
      >
        <input
          className="search-page__input"
          type="search"
          name="q"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={s.placeholder}
          aria-label={s.placeholder}
          value={input}
          onChange={(e) => setInput(e.target.value)}
        />
        <button type="submit" className="button button--primary">
          {s.button}
        </button>
      </form>
      <div
        className="search-page__results"
        id="search-results"
        aria-live="polite"
        data-search-page-status={loading ? 'loading' : result?.error ? 'error' : res ? 'done' : 'idle'}
      >
        {loading && <p>{s.loading}</p>}
        {!loading && result?.error && (
          <div role="alert">
            <p>{s.fetchError}</p>
            <p>{s.fetchErrorHelp}</p>
          </div>
        )}
        {!loading &&
          res &&
          (res.nbHits === 0 ? (
            <p>{s.noResultsPage}</p>
          ) : (
            <>
              <p className="search-page__count">{s.resultsCount(res.nbHits)}</p>
              <ol className="search-page__list">
                {groupByPage(res.hits).map((g) => (
                  <ResultGroup key={g.url} group={g} />
                ))}
              </ol>
              {res.nbPages > 1 && <Pager res={res} to={(page) => go(state!.q, page)} />}
            </>
          ))}
      </div>
    </div>
  );
}

type PageGroup = ReturnType<typeof groupByPage>[number];

/** One page's hits: its title line (the page's own record, when it is a hit), then the headings and paragraphs. */
function ResultGroup({ group: g }: { group: PageGroup }) {
  const own = g.hits.find((h) => h.type === 'lvl1' && !h.content);
  const rows = g.hits.filter((h) => h !== own);
  return (
    <li className="search-page__group">
      <h2 className={own ? 'search-page__hit' : undefined} data-search-hit={own?.objectID}>
        <a href={g.url} dangerouslySetInnerHTML={{ __html: g.title }} />
      </h2>
      {g.section && <p className="search-page__path">{g.section}</p>}
      {rows.length > 0 && (
        <ul className="search-page__rows">
          {rows.map((hit) => {
            const heading = trail(hit);
            const snippet = hit._snippetResult?.content?.value ?? '';
            return (
              <li key={hit.objectID} className="search-page__hit search-page__row" data-search-hit={hit.objectID}>
                <a
                  href={hit.url}
                  className={heading ? undefined : 'search-page__row-text'}
                  dangerouslySetInnerHTML={{ __html: heading || snippet || g.title }}
                />
                {heading && snippet && <p dangerouslySetInnerHTML={{ __html: snippet }} />}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
}

/** Previous and next results page (`to`: go to results page n, from 0). */
function Pager({ res, to }: { res: SearchResponse; to: (page: number) => void }) {
  return (
    <nav className="search-page__pager" aria-label={s.pageOf(res.page + 1, res.nbPages)}>
      <button
        type="button"
        className="button button--secondary"
        disabled={res.page === 0}
        onClick={() => to(res.page - 1)}
      >
        {s.previousPage}
      </button>
      <span>{s.pageOf(res.page + 1, res.nbPages)}</span>
      <button
        type="button"
        className="button button--secondary"
        disabled={res.page + 1 >= res.nbPages}
        onClick={() => to(res.page + 1)}
      >
        {s.nextPage}
      </button>
    </nav>
  );
}

/** Hits of one results page grouped by the page they are on (in rank order of each page's best hit), as the modal groups them. */
function groupByPage(hits: SearchHit[]): { url: string; title: string; section: string; hits: SearchHit[] }[] {
  const groups = new Map<string, { url: string; title: string; section: string; hits: SearchHit[] }>();
  for (const hit of hits) {
    const url = hit.url.split('#')[0];
    let g = groups.get(url);
    if (!g)
      groups.set(
        url,
        (g = {
          url,
          title: hit._highlightResult?.hierarchy?.lvl1?.value ?? escapeHtml(hit.hierarchy.lvl1 ?? url),
          section: hit.hierarchy.lvl0 ?? '',
          hits: [],
        }),
      );
    g.hits.push(hit);
  }
  return [...groups.values()];
}

/** The headings below the page title that lead to a hit, highlighted ("" for the page's own record). */
function trail(hit: SearchHit): string {
  const levels = (['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as Level[]).filter((l) => hit.hierarchy[l]);
  return levels.map((l) => hit._highlightResult?.hierarchy?.[l]?.value ?? escapeHtml(hit.hierarchy[l]!)).join(' › ');
}
