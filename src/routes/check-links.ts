// Dead links: every internal link in content (Markdown and raw HTML), navbar, footer, the announcement bar
// and the theme's own links (site.links) must reach a route (or a static file), and a `#hash` must name a
// heading on the target page. Images written as site-absolute paths must name a file of the output.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedConfig } from '../config/load-config';
import { locate } from './validate-refs';
import type { ContentGraph } from '../content/types';
import { error, ruled, type Diagnostic } from '../errors/blogctl-error';
import type { SiteData } from '../shared/page-props';
import { decodeURIComponentSafe, isExternalUrl, rewriteHtmlUrls, stripHtmlSuffix } from '../shared/urls';
import type { RouteTable } from './route-types';
import type { LinkCheckCache, LinkRecord } from './link-cache';
import { hashOf } from '../util/hash';
import { anchorsOf as anchorDigestOf, linksOf } from '../content/html-facts';

export interface LinkCheckInput {
  graph: ContentGraph;
  table: RouteTable;
  config: ResolvedConfig;
  site: SiteData;
  /** Output files that are not routes (static files, feeds, images): a link may point at them. */
  extraFiles: string[];
  /** The previous check's results per entry (link-cache.ts): an entry whose links and whose `#hash` targets'
   *  headings are unchanged, in a site with the same routes and files, gets them again unchecked. */
  cache?: LinkCheckCache;
}

export interface LinkCheckResult {
  diagnostics: Diagnostic[];
  /** The route paths (as the route table keys them) that links point at and no page has, sorted. */
  brokenPaths: string[];
}

export function checkLinks({ graph, table, config, site, extraFiles, cache }: LinkCheckInput): LinkCheckResult {
  // Further blogs' and docs' entries too (config blogInstances, docsInstances): their links and anchors are the site's.
  const entries = [graph, ...(graph.instances ?? []).map((i) => i.graph)].flatMap((g) => [
    ...g.posts,
    ...g.docs,
    ...g.pages,
  ]);
  const checker = new LinkChecker(entries, table, config, extraFiles);
  const { out, broken } = checker;
  cache?.begin(worldKey(table, extraFiles, config));
  for (const e of entries) {
    const key = cache ? e.permalink + '\u0000' + linksOf(e.content) : '';
    const hit = cache?.get(e.file, key);
    if (hit && hit.anchors.every(([target, ids]) => checker.anchorIds(target) === ids)) {
      out.push(...hit.diagnostics);
      broken.push(...hit.broken);
      cache!.set(e.file, hit);
      continue;
    }
    const start = out.length;
    const brokenStart = broken.length;
    const deps = cache && { anchors: new Map<string, string>(), onDisk: false };
    checker.deps = deps;
    for (const l of e.content.links) {
      // Line 0: a link a React page rendered whose target is not written in its file as a literal.
      const loc = { file: l.file ?? e.file, ...(l.line ? { line: l.line, column: l.column } : {}) };
      if (l.kind === 'link') checker.link(l.resolved, e.permalink, loc, 'Link');
      else checker.file(l.resolved, loc);
    }
    if (cache) {
      cache.checked++;
      const record: LinkRecord = {
        key,
        anchors: [...deps!.anchors],
        diagnostics: out.slice(start),
        broken: broken.slice(brokenStart),
      };
      if (!deps!.onDisk) cache.set(e.file, record);
    }
    checker.deps = undefined;
  }
  checkConfigLinks(config, site, checker.link, checker.file);
  return { diagnostics: out, brokenPaths: [...new Set(broken)].sort() };
}

type Entry = ContentGraph['posts'][number] | ContentGraph['docs'][number] | ContentGraph['pages'][number];

/** Checks one link or site-absolute image at a time against the site's routes, output files, static folders and
 *  headings, pushing what is broken to `out`. */
class LinkChecker {
  /** The diagnostics found so far, in the order the links were checked. */
  readonly out: Diagnostic[] = [];
  /** The route keys of the broken links found so far (LINK_BROKEN), in order, repeated as found. */
  readonly broken: string[] = [];
  /** What the entry being checked depends on beyond its own links (for the cache). */
  deps: { anchors: Map<string, string>; onDisk: boolean } | undefined;
  private readonly routes = new Map<string, string>();
  private readonly files: Set<string>;
  /** The page each route key's anchors come from (the last entry with that permalink, as before); its heading
   *  ids as a set when first asked for. */
  private readonly anchorPages = new Map<string, Entry>();
  private readonly anchorSets = new Map<string, Set<string>>();
  private readonly base: string;
  /** Many entries link the same static files: each path is looked up once. */
  private readonly statics = new Map<string, boolean>();

  constructor(
    entries: Entry[],
    table: RouteTable,
    private readonly config: ResolvedConfig,
    extraFiles: string[],
  ) {
    for (const r of table.routes) this.routes.set(norm(r.path), r.path);
    this.files = new Set(extraFiles.map((f) => '/' + f));
    for (const e of entries) this.anchorPages.set(norm(e.permalink), e);
    this.base = config.baseUrl.replace(/\/$/, '');
  }

  private anchorsOf(key: string): Set<string> {
    let set = this.anchorSets.get(key);
    if (!set) {
      const { headings, anchors = [] } = this.anchorPages.get(key)!.content;
      this.anchorSets.set(key, (set = new Set([...headings.map((h) => h.id), ...anchors])));
    }
    return set;
  }

  /** The heading ids an anchor link to `key` was checked against, as the cache records them: their digest,
   *  kept with the page's rendering (html-facts.ts), so a cached anchor link does not parse its target's headings. */
  anchorIds(key: string): string {
    const page = this.anchorPages.get(key);
    return page ? anchorDigestOf(page.content) : '\u0001';
  }

  private inStaticOnce(path: string): boolean {
    let found = this.statics.get(path);
    if (found === undefined) this.statics.set(path, (found = inStatic(this.config, path)));
    return found;
  }

  /** A link (`what` names it in the diagnostic) from the page at `fromPath`: its route, then its `#hash`. */
  readonly link: CheckLink = (href, fromPath, loc, what) => {
    if (!href || isExternalUrl(href)) return;
    const hashAt = href.indexOf('#');
    let path = hashAt === -1 ? href : href.slice(0, hashAt);
    const hash = hashAt === -1 ? '' : decode(href.slice(hashAt + 1));
    path = path.split('?')[0];
    if (path === '') path = fromPath;
    // A relative URL (`../templates/search`) is checked where the browser takes it from the page, as Docusaurus's
    // link check resolves it.
    if (!path.startsWith('/')) path = relativeTarget(path, fromPath, this.config.trailingSlash);
    if (this.base && path.startsWith(this.base + '/')) path = path.slice(this.base.length);
    const key = norm(path);
    const { routes, deps } = this;
    if (!routes.has(key)) {
      if (this.files.has(decode(path))) return;
      if (deps) deps.onDisk = true;
      if (this.inStaticOnce(decode(path))) return;
      this.broken.push(key);
      this.out.push(
        ruled(
          error(
            'LINK_BROKEN',
            { kind: 'route', what, href: decode(href), path: decode(path), nearest: nearest(key, routes) },
            loc,
          ),
          'onBrokenLinks',
        ),
      );
      return;
    }
    if (hash && deps) deps.anchors.set(key, this.anchorIds(key));
    if (hash && this.anchorPages.has(key) && !this.anchorsOf(key).has(hash)) {
      this.out.push(
        ruled(
          error(
            'LINK_MISSING_ANCHOR',
            { what, href: decode(href), hash, page: routes.get(key)!, headings: [...this.anchorsOf(key)] },
            loc,
          ),
          'onBrokenAnchors',
        ),
      );
    }
  };

  /** A site-absolute image or file: one of the output's files or of the static folders. */
  readonly file: CheckFile = (src, loc) => {
    if (!src || isExternalUrl(src) || !src.startsWith('/')) return;
    let path = decode(src.split(/[?#]/)[0]);
    if (this.base && path.startsWith(this.base + '/')) path = path.slice(this.base.length);
    if (this.files.has(path)) return;
    if (this.deps) this.deps.onDisk = true;
    if (this.inStaticOnce(path)) return;
    this.out.push(error('IMAGE_MISSING', { kind: 'site-absolute', src: decode(src), path }, loc));
  };
}

/** The site path a relative URL leads to from the page at `fromPath`, whose address ends with a slash when config
 *  `trailingSlash` is true (the browser then resolves from inside it). */
function relativeTarget(path: string, fromPath: string, trailingSlash: boolean | undefined): string {
  const page = trailingSlash === true && !fromPath.endsWith('/') ? fromPath + '/' : fromPath;
  return new URL(path, 'http://site' + page).pathname;
}

/** A site path as the route table is keyed: decoded, without `.html` and a trailing slash (but `/`). */
function norm(p: string): string {
  const s = stripHtmlSuffix(decode(p));
  return s.length > 1 ? s.replace(/\/$/, '') : s;
}

type CheckLink = (href: string, fromPath: string, loc: Diagnostic['loc'], what: string) => void;
type CheckFile = (src: string, loc: Diagnostic['loc']) => void;

/** The config's links (navbar, announcement bar, footer), its social card and the theme's own links (site.links). */
function checkConfigLinks(config: ResolvedConfig, site: SiteData, checkLink: CheckLink, checkFile: CheckFile): void {
  // A config link without a leading slash (`to: 'about'`) is a site path, as the theme writes it (withBase).
  const check: CheckLink = (href, ...rest) =>
    checkLink(href && !/^[/#.]/.test(href) && !isExternalUrl(href) ? '/' + href : href, ...rest);
  const configFile = config.configFile ?? join(config.root, 'blogctl.config.ts');
  // The link as written in the config (before trailing-slash rules), quoted either way.
  const configLoc = (raw: string | undefined) =>
    (raw && (locate(config.configFile, `'${raw}'`) ?? locate(config.configFile, `"${raw}"`))) || { file: configFile };
  const rawNav = (path: number[]) => {
    let items: readonly { to?: string; href?: string; items?: readonly unknown[] }[] = config.navbar.items;
    let item: { to?: string; href?: string; items?: readonly unknown[] } | undefined;
    for (const i of path) {
      item = items[i];
      items = (item?.items ?? []) as typeof items;
    }
    return item?.to ?? item?.href;
  };
  const visitNav = (items: SiteData['navbar']['items'], path: string, at: number[]) =>
    items.forEach((item, i) => {
      if (item.type === 'link' && item.href && !item.external)
        check(item.href, '/', configLoc(rawNav([...at, i])), `${path}[${i}]`);
      if (item.items) visitNav(item.items, `${path}[${i}].items`, [...at, i]);
    });
  visitNav(site.navbar.items, 'navbar.items', []);
  // The social card every page without its own image points at, and the images every page shows or links: the
  // navbar's logo (in both modes) and the favicon (a site path, with or without its leading slash).
  const logo = config.navbar.logo;
  for (const src of [config.image, logo?.src, logo?.srcDark, config.favicon])
    if (src) checkFile(/^[/]|^[a-z][a-z\d+.-]*:/i.test(src) ? src : '/' + src, configLoc(src));
  // HTML from the config (the announcement bar's content, footer HTML items): its links show on every page.
  const checkHtml = (html: string, what: string) =>
    rewriteHtmlUrls(html, (url, written, kind) => {
      if (kind === 'link') check(url, '/', configLoc(written), what);
      else checkFile(url, configLoc(written));
      return url;
    });
  checkHtml(config.announcementBar?.content ?? '', 'announcementBar.content link');
  // The theme's own links come from the route table; checked all the same, so a theme change that names
  // a page the site does not have fails here instead of shipping a 404.
  for (const [name, href] of Object.entries(site.links))
    if (href !== undefined) check(href, '/', undefined, `The theme's ${name} link`);
  site.footer.columns.forEach((col, c) =>
    col.items.forEach((l, i) => {
      const raw = config.footer.links[c]?.items[i];
      const what = `footer.links[${c}].items[${i}]`;
      if (raw?.html !== undefined) checkHtml(raw.html, `${what}.html`);
      else if (!l.external) check(l.href, '/', configLoc(raw?.to ?? raw?.href), what);
    }),
  );
}

/** What every entry's check depends on besides its own links: the route paths, the other output files, the
 *  baseUrl and the static folders (see link-cache.ts). */
function worldKey(table: RouteTable, extraFiles: string[], config: ResolvedConfig): string {
  const paths = table.routes.map((r) => r.path).join('\n');
  return hashOf(
    config.baseUrl,
    '\u0000',
    paths,
    '\u0000',
    [...extraFiles].sort().join('\n'),
    '\u0000',
    config.staticDirectories.join('\n'),
  );
}

/** decodeURIComponentSafe, without the call for text that has no percent escape (most links): it is its own
 *  decoding. (Kept here: shared/urls.ts is in the browser bundle too, whose bytes a build must not change.) */
function decode(s: string): string {
  return s.includes('%') ? decodeURIComponentSafe(s) : s;
}

/** A file at this site path in one of the static folders. */
function inStatic(config: ResolvedConfig, path: string): boolean {
  return config.staticDirectories.some((dir) => existsSync(join(dir, path)));
}

/** The route closest to a broken link's path, when one is close enough to be a likely typo. */
function nearest(path: string, routes: Map<string, string>): string | undefined {
  let best = '';
  let score = Infinity;
  for (const r of routes.keys()) {
    const d = distance(path, r);
    if (d < score) {
      score = d;
      best = routes.get(r)!;
    }
  }
  return score <= Math.max(3, path.length / 3) ? best : undefined;
}

function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 10) return Infinity;
  const dp = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = dp[0];
    dp[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = dp[j];
      dp[j] = Math.min(dp[j] + 1, dp[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return dp[b.length];
}
