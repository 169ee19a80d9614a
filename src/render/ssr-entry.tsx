// The SSR entry, bundled by esbuild together with templates/: choose the template, renderToString.
import { renderToString } from 'react-dom/server';
import { App } from '../../templates/App';
import type { PageData, SiteData } from '../shared/page-props';

export function renderBody(site: SiteData, page: PageData): string {
  return renderToString(<App site={site} page={page} />);
}
