// The client root: the same AppShell the server rendered, with the page state lifted here so the router
// can render the next route into the same React root. First render is identical to the server's (hydration).
import { useEffect, useState } from 'react';
import { AppShell } from '../../templates/AppShell';
import { RuntimeProvider, type ThemeRuntime } from '../../templates/runtime';
import type { SiteData } from '../shared/page-props';
import { strings } from '../shared/strings';
import { loadPageComponent } from './router/page-modules';
import type { RouterView } from './router/router';
import type { ViewState } from './router/view-state';
import { smoothScrollTo } from './smooth-scroll';

/** The browser services the theme reaches through context (templates/runtime.tsx). */
const runtime: ThemeRuntime = {
  scrollTo: smoothScrollTo,
  searchProvider: (site) => import('./search/providers').then(({ getProvider }) => getProvider(site)),
};

function ChunkError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="chunk-error container" role="alert">
      <p className="chunk-error__text">{strings.errors.chunkFailed}</p>
      <p className="chunk-error__detail">{error instanceof Error ? error.message : String(error)}</p>
      <button type="button" className="button button--primary chunk-error__retry" onClick={onRetry}>
        {strings.errors.retry}
      </button>
    </div>
  );
}

export function ClientApp({
  site,
  initial,
  onReady,
}: {
  site: SiteData;
  initial: ViewState;
  onReady: (view: RouterView) => void;
}) {
  const [view, setView] = useState<ViewState>(initial);
  const [loading, setLoading] = useState(false);
  useEffect(() => onReady({ show: setView, setLoading }), [onReady]);
  const { page, Component, chunkError, chunkUrl } = view;
  const retry = () => {
    setLoading(true);
    loadPageComponent(page.props.kind, chunkUrl)
      .then(
        (C) => setView({ page, Component: C }),
        (err: unknown) => setView({ page, chunkError: err, chunkUrl }),
      )
      .finally(() => setLoading(false));
  };
  return (
    <RuntimeProvider runtime={runtime}>
      <AppShell site={site} page={page}>
        {Component ? (
          <Component key={page.route} props={page.props} />
        ) : (
          <ChunkError error={chunkError} onRetry={retry} />
        )}
      </AppShell>
      {loading && (
        <div className="page-loader" role="status" aria-live="polite">
          <span className="page-loader__spinner" aria-hidden="true" />
          {strings.errors.loading}
        </div>
      )}
    </RuntimeProvider>
  );
}
