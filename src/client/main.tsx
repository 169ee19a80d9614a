// Hydration entry: read the page data, put build-time HTML back into the props, hydrate the same App.
import { hydrateRoot } from 'react-dom/client';
import { App } from '../../templates/App';
import type { PageData, SiteData } from '../shared/page-props';
import { initSearch } from './search/controller';
import { fillSlotsFromDom } from './slots';

const dataEl = document.getElementById('__BLOGCTL_DATA__');
const root = document.getElementById('__blogctl');
if (dataEl && root) {
  const { site, ...page } = JSON.parse(dataEl.textContent ?? '{}') as PageData & { site: SiteData };
  fillSlotsFromDom(page.props);
  initSearch(site);
  hydrateRoot(root, <App site={site} page={page} />, {
    onRecoverableError(error, info) {
      console.error(`[blogctl] recoverable hydration error on ${page.route}:`, error, info.componentStack ?? '');
    },
  });
  (window as unknown as { __BLOGCTL_HYDRATED__: boolean }).__BLOGCTL_HYDRATED__ = true;
}
