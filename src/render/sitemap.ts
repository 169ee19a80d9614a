// sitemap.xml (or the config's `sitemap.filename`): the listed routes with the `sitemap` options' lastmod,
// changefreq and priority, less the routes `sitemap.ignorePatterns` match.
import type { ResolvedConfig } from '../config/load-config';
import type { Route, RouteTable } from '../routes/route-types';
import { withBase } from '../shared/urls';
import { routeGlobMatcher } from '../util/route-glob';
import { escapeXml } from './escape';

/** The `<lastmod>` of a route: unset `sitemap.lastmod` keeps a post's date; `date` and `datetime` prefer the doc's
 *  or post's last update. */
function lastmodOf(r: Route, lastmod: ResolvedConfig['sitemap']['lastmod']): string | undefined {
  if (lastmod === undefined) return r.lastmod;
  if (lastmod === null) return undefined;
  const day = r.updated ?? r.lastmod;
  return day && lastmod === 'datetime' ? `${day}T00:00:00.000Z` : day;
}

export function renderSitemap(table: RouteTable, config: ResolvedConfig, pageUrl: (path: string) => string): string {
  const { lastmod, changefreq, priority, ignorePatterns } = config.sitemap;
  const ignored = routeGlobMatcher(ignorePatterns);
  const tail =
    (changefreq ? `<changefreq>${changefreq}</changefreq>` : '') +
    (priority !== null ? `<priority>${priority}</priority>` : '');
  const urls = table.routes
    .filter((r) => r.sitemap && !(ignorePatterns.length && ignored(withBase(config.baseUrl, r.path))))
    .map((r) => {
      const day = lastmodOf(r, lastmod);
      return `  <url><loc>${escapeXml(pageUrl(r.path))}</loc>${day ? `<lastmod>${day}</lastmod>` : ''}${tail}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
