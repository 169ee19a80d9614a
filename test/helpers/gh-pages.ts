// Deploy-shape testing: a static server that answers like GitHub Pages for a project site mounted at a
// base path, and a crawler that follows everything a built site points at (links, assets, srcset entries,
// og:image, route-data files, the search index, sitemap entries and feed items).
//
// GitHub Pages, as emulated here: `/base/x` serves the file `x` if there is one, else `x.html`, else, when
// `x` is a folder, a 301 to `/base/x/`; `/base/x/` serves `x/index.html`; anything else gets the site's
// `404.html` with status 404. Nothing exists outside the base.
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { build } from '../../src/api/build';
import { embeddedDataText } from '../../src/shared/embedded-data';
import { routeHtmlUrl, toRoutePath } from '../../src/shared/urls';
import { REPO } from './site';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

export interface PagesServer {
  /** Origin, e.g. http://127.0.0.1:1234 (the site lives at origin + base). */
  origin: string;
  /** Every request: decoded path, the status it got and the file served (relative to the folder). */
  log: { path: string; status: number; file?: string }[];
  close(): Promise<void>;
}

const isFile = (p: string) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};
const isDir = (p: string) => {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
};

/** Serves `dir` at `base` (`/` or `/sub/`) the way GitHub Pages serves a project site. */
export async function startPagesServer(dir: string, base: string): Promise<PagesServer> {
  const log: PagesServer['log'] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      path = url.pathname;
    }
    const send = (status: number, file: string | null, headers: Record<string, string> = {}) => {
      log.push({ path, status, file: file ? relative(dir, file).split(sep).join('/') : undefined });
      const body = file ? readFileSync(file) : Buffer.from(status === 301 ? 'Moved' : 'Not found');
      res.writeHead(status, {
        'Content-Type': file ? (TYPES[extname(file)] ?? 'application/octet-stream') : 'text/plain',
        'Cache-Control': 'no-store',
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const notFound = () => send(404, isFile(join(dir, '404.html')) ? join(dir, '404.html') : null);
    if (path.split('/').some((s) => s === '..')) return send(400, null);
    if (path + '/' === base) return send(301, null, { Location: base + url.search });
    if (!path.startsWith(base)) return send(404, null);
    const rel = path.slice(base.length);
    if (rel === '' || rel.endsWith('/')) {
      const index = join(dir, rel, 'index.html');
      return isFile(index) ? send(200, index) : notFound();
    }
    const file = join(dir, rel);
    if (isFile(file)) return send(200, file);
    if (isFile(file + '.html')) return send(200, file + '.html');
    if (isDir(file)) return send(301, null, { Location: encodeURI(path + '/') + url.search });
    return notFound();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    log,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export interface CrawlProblem {
  url: string;
  from: string;
  detail: string;
}

export interface CrawlReport {
  pages: number;
  assets: number;
  /** Pages whose embedded route data (what the client router reads) parses and names a route. */
  routeData: number;
  /** The URLs the client router fetches a route's HTML from that answer with a redirect (a wasted round trip). */
  routeDataRedirected: CrawlProblem[];
  searchHits: number;
  sitemapEntries: number;
  feedItems: number;
  /** Internal URLs that do not end in a 200. */
  broken: CrawlProblem[];
  /** Internal URLs whose path is not under the base. */
  outside: CrawlProblem[];
  /** Internal URLs answered with a redirect first. */
  redirected: CrawlProblem[];
}

type Kind = 'page' | 'asset' | 'data' | 'index' | 'xml';

/**
 * Crawls the site at origin + base. `siteUrl` is the config's `url` (absolute URLs under it are the site's
 * own, mapped onto the test server). Starts at the home page, a deep unknown path (the 404 page), the
 * sitemap and the blog feeds.
 */
export async function crawlSite(opts: {
  origin: string;
  base: string;
  siteUrl: string;
  trailingSlash?: boolean;
  feeds: string[];
}): Promise<CrawlReport> {
  const { origin, base, siteUrl } = opts;
  const report: CrawlReport = {
    pages: 0,
    assets: 0,
    routeData: 0,
    routeDataRedirected: [],
    searchHits: 0,
    sitemapEntries: 0,
    feedItems: 0,
    broken: [],
    outside: [],
    redirected: [],
  };
  const seen = new Set<string>();
  const queue: { url: URL; from: string; kind: Kind }[] = [];
  const enqueue = (raw: string, fromUrl: string, kind: Kind, fromLabel = fromUrl) => {
    const value = raw.trim();
    if (!value || value.startsWith('#') || /^(mailto|tel|javascript|data):/i.test(value)) return;
    let url: URL;
    try {
      url = new URL(value.startsWith(siteUrl) ? origin + value.slice(siteUrl.length) : value, fromUrl);
    } catch {
      report.broken.push({ url: value, from: fromLabel, detail: 'not a URL' });
      return;
    }
    if (url.origin !== origin) return; // external
    url.hash = '';
    let path = url.pathname;
    try {
      path = decodeURIComponent(path);
    } catch {
      // left as is
    }
    if (!(path + '/' === base || path.startsWith(base))) {
      report.outside.push({ url: path, from: fromLabel, detail: `outside ${base}` });
      return;
    }
    if (seen.has(url.href)) return;
    seen.add(url.href);
    queue.push({ url, from: fromLabel, kind });
  };

  const fetchFollow = async (url: URL, from: string, kind: Kind): Promise<{ res: Response; final: URL } | null> => {
    let current = url;
    for (let hops = 0; hops < 5; hops++) {
      const res = await fetch(current, { redirect: 'manual' });
      if (res.status === 301 || res.status === 302 || res.status === 308) {
        const location = res.headers.get('location') ?? '';
        await res.arrayBuffer();
        const next = new URL(location, current);
        if (hops === 0)
          (kind === 'data' ? report.routeDataRedirected : report.redirected).push({
            url: decodeURIComponent(url.pathname) + url.search,
            from,
            detail: `→ ${decodeURIComponent(next.pathname)}`,
          });
        current = next;
        continue;
      }
      return { res, final: current };
    }
    report.broken.push({ url: url.href, from, detail: 'redirect loop' });
    return null;
  };

  const home = new URL(base, origin);
  enqueue(home.href, origin, 'page', '(start)');
  for (const feed of opts.feeds)
    enqueue(new URL(base.replace(/\/$/, '') + feed, origin).href, origin, 'xml', '(start)');
  enqueue(new URL(base + 'sitemap.xml', origin).href, origin, 'xml', '(start)');

  // The not-found page, served at a deep unknown path: it must answer 404 and every URL on it must work
  // from there.
  const deep = new URL(base + 'no/such/page/at/depth', origin);
  const notFound = await fetch(deep);
  const notFoundHtml = await notFound.text();
  if (notFound.status !== 404 || !notFoundHtml.includes('<html'))
    report.broken.push({
      url: deep.pathname,
      from: '(404 probe)',
      detail: `the not-found page answered ${notFound.status}`,
    });
  else extractHtml(notFoundHtml, deep.href, enqueue);

  while (queue.length) {
    const { url, from, kind } = queue.shift()!;
    const got = await fetchFollow(url, from, kind);
    if (!got) continue;
    const { res, final } = got;
    const label = decodeURIComponent(url.pathname) + url.search;
    if (res.status !== 200) {
      await res.arrayBuffer();
      report.broken.push({ url: label, from, detail: `${kind} answered ${res.status}` });
      continue;
    }
    const type = res.headers.get('content-type') ?? '';
    if (type.startsWith('text/html')) {
      const html = await res.text();
      report.pages++;
      extractHtml(html, final.href, enqueue);
      // The route data the client router reads: embedded in the page, which it fetches from routeHtmlUrl.
      const embedded = embeddedDataText(html);
      let data: { route?: unknown } | null = null;
      try {
        data = embedded && (JSON.parse(embedded.text) as { route?: unknown });
      } catch {
        // reported below
      }
      if (typeof data?.route === 'string') report.routeData++;
      else report.broken.push({ url: label, from, detail: 'a page without embedded route data' });
      const route = toRoutePath(final.pathname, base);
      const dataUrl = route === null ? null : routeHtmlUrl(base, route, opts.trailingSlash);
      if (dataUrl) enqueue(new URL(encodeURI(dataUrl), origin).href, final.href, 'data', label);
      const indexUrl = /"indexUrl":"([^"]+)"/.exec(html)?.[1];
      if (indexUrl) enqueue(indexUrl, final.href, 'index', label);
    } else if (kind === 'data') {
      await res.arrayBuffer();
      report.broken.push({ url: label, from, detail: `the route's HTML answered ${type}` });
    } else if (kind === 'index') {
      const index = (await res.json()) as { pages?: unknown[] };
      for (const p of index.pages ?? []) {
        if (Array.isArray(p) && typeof p[0] === 'string') {
          report.searchHits++;
          enqueue(p[0], final.href, 'page', `${label} (search hit)`);
        }
      }
    } else if (kind === 'xml') {
      const xml = await res.text();
      for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
        report.sitemapEntries++;
        enqueue(unescapeXml(m[1]), final.href, 'page', label);
      }
      for (const m of xml.matchAll(/<link>([^<]+)<\/link>|<link\b[^>]*\shref="([^"]+)"/g)) {
        if (m[1]) report.feedItems++;
        enqueue(unescapeXml(m[1] ?? m[2]), final.href, 'page', label);
      }
      for (const m of xml.matchAll(/<(content:encoded|content)\b[^>]*>([\s\S]*?)<\/\1>/g))
        extractHtml(unescapeXml(m[2]), final.href, enqueue);
    } else {
      await res.arrayBuffer();
      report.assets++;
    }
  }
  return report;
}

function unescapeXml(s: string): string {
  return s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function unescapeAttr(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Every URL an HTML document points at: href, src, action, poster, srcset entries, og/twitter images. */
function extractHtml(
  html: string,
  pageUrl: string,
  enqueue: (raw: string, baseUrl: string, kind: Kind, fromLabel: string) => void,
): void {
  const label = decodeURIComponent(new URL(pageUrl).pathname);
  const add = (raw: string, kind: Kind) => enqueue(raw, pageUrl, kind, label);
  for (const tag of html.matchAll(/<([a-z][a-z0-9-]*)\b([^>]*)>/gi)) {
    const name = tag[1].toLowerCase();
    const attrs = new Map<string, string>();
    for (const a of tag[2].matchAll(/\s([a-z:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi))
      attrs.set(a[1].toLowerCase(), unescapeAttr(a[2] ?? a[3] ?? ''));
    const href = attrs.get('href');
    if (href !== undefined) {
      const rel = attrs.get('rel') ?? '';
      const asset = name !== 'a' && !(name === 'link' && /\b(canonical|alternate)\b/.test(rel) && !attrs.get('type'));
      add(href, asset ? 'asset' : /\b(alternate)\b/.test(rel) && /xml/.test(attrs.get('type') ?? '') ? 'xml' : 'page');
    }
    for (const key of ['src', 'poster']) if (attrs.has(key)) add(attrs.get(key)!, 'asset');
    if (name === 'form' && attrs.has('action')) add(attrs.get('action')!, 'page');
    if (attrs.has('srcset'))
      for (const entry of attrs.get('srcset')!.split(',')) add(entry.trim().split(/\s+/)[0], 'asset');
    if (name === 'meta' && /^(og:image|twitter:image)$/.test(attrs.get('property') ?? attrs.get('name') ?? ''))
      add(attrs.get('content') ?? '', 'asset');
  }
}

/** The fixture post that puts a front-matter og:image, raw HTML links/images and a srcset on the crawl. */
export const DEPLOY_POST_DIR = '2025-06-07-老城区的一个下午';

/** A temp copy of the shipped site (config, content, static) plus the deploy fixture post. */
export function shippedSiteCopy(): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'blogctl-deploy-site-'));
  for (const name of ['blogctl.config.ts', 'content', 'static', 'theme'])
    cpSync(join(REPO, name), join(root, name), { recursive: true });
  cpSync(join(REPO, 'test', 'fixtures', 'deploy', DEPLOY_POST_DIR), join(root, 'content', 'blog', DEPLOY_POST_DIR), {
    recursive: true,
  });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Builds the copy in one deploy shape (the shipped config with its baseUrl and trailingSlash replaced). */
export async function buildShape(
  root: string,
  baseUrl: string,
  trailingSlash: boolean | undefined,
): Promise<{ outDir: string; remove: () => void }> {
  const config = readFileSync(join(REPO, 'blogctl.config.ts'), 'utf8')
    .replace("baseUrl: '/',", `baseUrl: '${baseUrl}',`)
    .replace('trailingSlash: undefined,', `trailingSlash: ${String(trailingSlash)},`);
  if (!config.includes(`baseUrl: '${baseUrl}'`) || !config.includes(`trailingSlash: ${String(trailingSlash)},`))
    throw new Error('the shipped config no longer has the baseUrl/trailingSlash lines this helper replaces');
  writeFileSync(join(root, 'blogctl.config.ts'), config);
  const outDir = mkdtempSync(join(tmpdir(), 'blogctl-deploy-out-'));
  const result = await build({ root, outDir, cache: false });
  if (!result.ok)
    throw new Error(
      'build failed: ' +
        JSON.stringify(
          result.diagnostics.filter((d) => d.severity === 'error'),
          null,
          2,
        ),
    );
  return { outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}
