// The sitemap (sitemap.ts), robots.txt, and the blog's rss.xml and atom.xml.
import type { ResolvedConfig } from '../config/load-config';
import type { ContentGraph } from '../content/types';
import type { RouteTable } from '../routes/route-types';
import { applyTrailingSlash, joinUrl, withBase } from '../shared/urls';
import { escapeXml } from './escape';
import { absoluteUrl } from './head';
import { renderSitemap } from './sitemap';

/** A path of characters encodeURIComponent keeps as they are, and no `%` to decode: shared/urls.ts encodePath
 *  gives it back unchanged. (Not a shortcut there: that module is in the browser bundle, whose bytes stay.) */
export const ENCODED_AS_IS = /^[\w\-.!~*'()/]*$/;

export interface FeedFile {
  path: string;
  content: string;
}

/** The blog's feeds, or undefined when there is no blog (blog: false). */
export function feedPaths(config: ResolvedConfig): { rss: string; atom: string } | undefined {
  if (!config.blog.enabled) return undefined;
  const base = joinUrl('/', config.blog.routeBasePath);
  return { rss: joinUrl(base, 'rss.xml'), atom: joinUrl(base, 'atom.xml') };
}

export function renderFeeds(graph: ContentGraph, table: RouteTable, config: ResolvedConfig): FeedFile[] {
  const site = { url: config.url, baseUrl: config.baseUrl };
  // absoluteUrl, without splitting and encoding each segment of a path that is its own encoding (once per route).
  const pageUrl = (path: string) => {
    const based = withBase(site.baseUrl, path);
    return ENCODED_AS_IS.test(based) ? site.url + based : absoluteUrl(site, path);
  };
  const x = escapeXml;
  const sitemap = { path: config.sitemap.filename, content: renderSitemap(table, config, pageUrl) };
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(site, `/${config.sitemap.filename}`)}\n`;

  const paths = feedPaths(config);
  if (!paths) return [sitemap, { path: 'robots.txt', content: robots }];
  const posts = graph.posts.filter((p) => !p.draft && !p.unlisted).slice(0, config.blog.feedLimit);
  const blogUrl = absoluteUrl(site, applyTrailingSlash(joinUrl('/', config.blog.routeBasePath), config.trailingSlash));
  const updated = posts[0] ? `${posts[0].date}T00:00:00.000Z` : new Date(0).toISOString();
  const authorName = (keys: string[]) => keys.map((k) => graph.authors.get(k)?.name ?? k);
  const postUrl = (permalink: string) => absoluteUrl(site, applyTrailingSlash(permalink, config.trailingSlash));

  const rss =
    '<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n' +
    `<title>${x(config.title)} Blog</title>\n<link>${x(blogUrl)}</link>\n<description>${x(config.tagline || config.title)}</description>\n` +
    `<language>${x(config.locale.htmlLang)}</language>\n<lastBuildDate>${new Date(updated).toUTCString()}</lastBuildDate>\n` +
    `<atom:link href="${x(absoluteUrl(site, paths.rss))}" rel="self" type="application/rss+xml"/>\n` +
    posts
      .map(
        (p) =>
          `<item>\n<title>${x(p.title)}</title>\n<link>${x(postUrl(p.permalink))}</link>\n<guid isPermaLink="true">${x(postUrl(p.permalink))}</guid>\n` +
          `<pubDate>${new Date(p.date + 'T00:00:00Z').toUTCString()}</pubDate>\n<description>${x(p.description)}</description>\n` +
          `<content:encoded>${x(p.content.html)}</content:encoded>\n` +
          authorName(p.authors)
            .map((n) => `<dc:creator>${x(n)}</dc:creator>\n`)
            .join('') +
          p.tags.map((t) => `<category>${x(graph.tags.get(t)?.label ?? t)}</category>\n`).join('') +
          '</item>',
      )
      .join('\n') +
    '\n</channel>\n</rss>\n';

  const atom =
    '<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">\n' +
    `<id>${x(blogUrl)}</id>\n<title>${x(config.title)} Blog</title>\n<updated>${updated}</updated>\n` +
    `<link rel="alternate" href="${x(blogUrl)}"/>\n<link rel="self" href="${x(absoluteUrl(site, paths.atom))}"/>\n<subtitle>${x(config.tagline || config.title)}</subtitle>\n` +
    posts
      .map(
        (p) =>
          `<entry>\n<title type="html">${x(p.title)}</title>\n<id>${x(postUrl(p.permalink))}</id>\n<link href="${x(postUrl(p.permalink))}"/>\n` +
          `<updated>${p.date}T00:00:00.000Z</updated>\n<summary type="html">${x(p.description)}</summary>\n<content type="html">${x(p.content.html)}</content>\n` +
          authorName(p.authors)
            .map((n) => `<author><name>${x(n)}</name></author>\n`)
            .join('') +
          p.tags.map((t) => `<category term="${x(graph.tags.get(t)?.label ?? t)}"/>\n`).join('') +
          '</entry>',
      )
      .join('\n') +
    '\n</feed>\n';

  return [
    sitemap,
    { path: 'robots.txt', content: robots },
    { path: paths.rss.slice(1), content: rss },
    { path: paths.atom.slice(1), content: atom },
  ];
}
