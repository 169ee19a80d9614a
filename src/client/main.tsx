// Hydration entry: read the page data, put build-time HTML back into the props, load the page's template
// chunk, hydrate the same tree the server rendered, then start the client-side router.
import { hydrateRoot } from 'react-dom/client';
import type { PageData, SiteData } from '../shared/page-props';
import { ClientApp } from './ClientApp';
import { loadPageComponent } from './router/page-modules';
import { createRouteLoader } from './router/route-loader';
import { startRouter, type RouterView } from './router/router';
import { initSearch } from './search/controller';
import { fillSlotsFromDom } from './slots';

async function boot(dataEl: HTMLElement, root: HTMLElement): Promise<void> {
  const { site, ...page } = JSON.parse(dataEl.textContent ?? '{}') as PageData & { site: SiteData };
  fillSlotsFromDom(page.props);
  // Search shortcuts and the button work even if the page's template chunk fails to load.
  initSearch(site);
  let Component;
  try {
    Component = await loadPageComponent(page.props.kind);
  } catch (err) {
    // Without its template the page cannot hydrate; the static HTML stays, and its links work as plain links.
    console.warn(`[blogctl] The code of ${page.route} failed to load; the page stays static.`, err);
    return;
  }
  const loader = createRouteLoader(site);
  loader.seed(page);
  let started = false;
  const onReady = (view: RouterView) => {
    if (started) return;
    started = true;
    startRouter({ site, loader, view });
  };
  hydrateRoot(root, <ClientApp site={site} initial={{ page, Component }} onReady={onReady} />, {
    onRecoverableError(error, info) {
      console.error(`[blogctl] recoverable hydration error on ${page.route}:`, error, info.componentStack ?? '');
    },
  });
  (window as unknown as { __BLOGCTL_HYDRATED__: boolean }).__BLOGCTL_HYDRATED__ = true;
}

const dataEl = document.getElementById('__BLOGCTL_DATA__');
const root = document.getElementById('__blogctl');
if (dataEl && root) void boot(dataEl, root);
