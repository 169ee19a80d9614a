// Real Chromium over the built shipped site: client-side navigation, prefetch, progress bar, route-data
// and chunk failures, scroll behaviour, head updates, and the same links with JavaScript off. A route is one
// file: the router fetches the route's HTML and reads the data embedded in it (no page-data.json exists).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { embeddedDataText } from '../../src/shared/embedded-data';
import type { PageData } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { routeHtmlUrl } from '../../src/shared/urls';
import { afterNavigation, launchBrowser } from '../helpers/browser';
import { buildSiteToTemp, isScriptFetch, startRouteServer, type RouteServer } from '../helpers/route-server';

type Win = Window & {
  __BLOGCTL_HYDRATED__?: boolean;
  __marker?: number;
  __progressSeen?: boolean;
};

let browser: Browser;
let built: Awaited<ReturnType<typeof buildSiteToTemp>>;
let server: RouteServer;

before(async () => {
  [browser, built] = await Promise.all([launchBrowser(), buildSiteToTemp()]);
  server = await startRouteServer(built.outDir);
});
after(async () => {
  await browser?.close();
  await server?.close();
  built?.remove();
});
beforeEach(() => {
  server.intercept = null;
  server.requests.length = 0;
  server.fetches.length = 0;
});

const POST_A = '/blog/2024年度总结';
const POST_B = '/blog/北京出差三天修了一个慢查询';
/** The URL the router fetches a route from: the route's HTML (`/blog/x/`, served from blog/x/index.html). */
const dataOf = (route: string) => routeHtmlUrl('/', route)!;
/** The route fetches the router made (fetch() requests outside /assets/: the search index is not loaded here). */
const pageDataRequests = () => server.fetches.filter((r) => !r.startsWith('/assets/'));
/** True for the router's fetch of a route (not the browser's page load of the same URL). */
const isRouteFetch = (path: string, req: Parameters<NonNullable<RouteServer['intercept']>>[1], route: string) =>
  path === dataOf(route) && isScriptFetch(req);

/** Every route with an index.html in the build. */
function allRoutes(dir = built.outDir, prefix = ''): string[] {
  const out: string[] = [];
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    if (d.isFile() && d.name === 'index.html') out.push(prefix || '/');
    if (d.isDirectory() && d.name !== 'assets') out.push(...allRoutes(join(dir, d.name), `${prefix}/${d.name}`));
  }
  return out;
}

/** A route's data, read from the JSON embedded in its built HTML (as the router reads it). */
function routeData(route: string): PageData {
  const file = join(built.outDir, route, 'index.html');
  const data = embeddedDataText(readFileSync(file, 'utf8'));
  assert.ok(data, `${file} embeds its route data`);
  return JSON.parse(data.text) as PageData;
}

async function newPage(options: { context?: BrowserContext } = {}): Promise<Page> {
  const context = options.context ?? (await browser.newContext());
  const page = await context.newPage();
  page.on('close', () => void (options.context ? undefined : context.close()));
  return page;
}

/** Opens a route, waits for hydration, and marks the document so a full load is detectable. */
async function open(page: Page, route: string): Promise<void> {
  await page.goto(server.url + encodeURI(route));
  await page.waitForFunction(() => (window as Win).__BLOGCTL_HYDRATED__ === true);
  await page.evaluate(() => ((window as Win).__marker = 1));
}

/** Adds an internal link (not observed for viewport prefetch) and returns its selector. */
async function addLink(page: Page, href: string, internal = true): Promise<string> {
  await page.evaluate(
    ({ href, internal }) => {
      const a = document.createElement('a');
      a.href = href;
      a.id = 'test-link';
      a.textContent = 'test link';
      if (internal) a.setAttribute('data-internal', '');
      a.style.cssText = 'position:fixed;left:0;bottom:0;z-index:99999;background:#fff';
      document.getElementById('test-link')?.remove();
      document.body.appendChild(a);
    },
    { href, internal },
  );
  return '#test-link';
}

/** Init script text replacing navigator.connection (passed as text: tsx-compiled functions need helpers the page lacks). */
const fakeConnection = (c: object) =>
  `Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => (${JSON.stringify(c)}) });`;

/** The page title a route's data gives. */
const routeTitle = (route: string) => routeData(route).head.title;
const marker = (page: Page) => page.evaluate(() => (window as Win).__marker);
const h1 = (page: Page) => page.locator('main h1').first().textContent();
const pathname = (page: Page) => page.evaluate(() => decodeURIComponent(location.pathname));

describe('client-side navigation', () => {
  it('clicking a post link changes URL, content and head without a full document load', async () => {
    const page = await newPage();
    await open(page, '/');
    const link = page.locator('.home-post__title a').first();
    const title = (await link.textContent())!;
    const href = decodeURIComponent((await link.getAttribute('href'))!);
    await afterNavigation(page, () => link.click());
    assert.equal(await pathname(page), href);
    assert.equal(await h1(page), title);
    assert.equal(await marker(page), 1, 'the window marker survived: no full document load');
    assert.equal(await page.title(), `${title} | 蓝山的博客`);
    const head = await page.evaluate(() => ({
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
      alternate: document.querySelector('link[rel="alternate"][hreflang="zh-CN"]')?.getAttribute('href'),
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    }));
    const expected = 'https://blog.lanshan.example' + encodeURI(href);
    assert.equal(head.canonical, expected);
    assert.equal(head.ogUrl, expected);
    assert.equal(head.alternate, expected);
    // The head now equals what the server writes into that route's own HTML.
    const served = await (await fetch(server.url + encodeURI(href))).text();
    assert.ok(
      served.includes(`<meta name="description" content="${head.description}">`),
      'description matches the server render',
    );
    await page.close();
  });

  it("one file per route: the build writes no page-data.json, and a navigation fetches the route's HTML once and shows what a full load shows", async () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name)) : [d.name]));
    assert.deepEqual(
      files(built.outDir).filter((f) => f.includes('page-data')),
      [],
    );
    assert.ok(existsSync(join(built.outDir, POST_B, 'index.html')));
    const page = await newPage();
    await open(page, POST_A);
    const sel = await addLink(page, POST_B);
    await afterNavigation(page, () => page.click(sel));
    assert.equal(await marker(page), 1, 'no full document load');
    assert.equal(await pathname(page), POST_B);
    assert.deepEqual(
      pageDataRequests().filter((r) => r.startsWith(POST_B)),
      [dataOf(POST_B)],
      "one fetch of the route's HTML",
    );
    // The post body is a slot: emptied in the embedded JSON, so it came from the fetched document.
    const shown = await page.locator('main article').first().innerHTML();
    assert.ok(shown.length > 500 && shown.includes('<p>'), shown.slice(0, 200));
    const fresh = await newPage();
    await open(fresh, POST_B);
    assert.equal(
      shown,
      await fresh.locator('main article').first().innerHTML(),
      'the same article as a full load of the route',
    );
    await fresh.close();
    await page.close();
  });

  it('a navigation parses only the page part of the embedded JSON: the site data is the one the page booted with', async () => {
    const context = await browser.newContext();
    // No prefetch, so the navigation's parse is the only one after the first load's.
    await context.addInitScript({ content: fakeConnection({ saveData: true }) });
    // Records how each long JSON text handed to JSON.parse starts (text: tsx-compiled functions need helpers).
    await context.addInitScript({
      content: `(() => { const parse = JSON.parse; window.__parsed = [];
        JSON.parse = function (text, ...rest) { if (typeof text === 'string' && text.length > 300) window.__parsed.push(text.slice(0, 9)); return parse.call(this, text, ...rest); }; })();`,
    });
    const page = await newPage({ context });
    await open(page, POST_A);
    const parsed = () => page.evaluate(() => (window as unknown as { __parsed: string[] }).__parsed.slice());
    assert.deepEqual(await parsed(), ['{"site":{'], 'the first load parses the whole embedded JSON');
    const sel = await addLink(page, POST_B);
    await afterNavigation(page, () => page.click(sel));
    assert.equal(await h1(page), routeTitle(POST_B));
    assert.deepEqual(await parsed(), ['{"site":{', '{"route":'], 'the navigation parsed the page part alone');
    assert.equal(await marker(page), 1);
    await context.close();
  });

  it('a link with a .html suffix navigates client-side to the path without it', async () => {
    const page = await newPage();
    await open(page, '/');
    const sel = await addLink(page, '/about.html', false);
    await afterNavigation(page, () => page.click(sel));
    assert.equal(await pathname(page), '/about');
    assert.equal(await marker(page), 1);
    assert.deepEqual(
      pageDataRequests().filter((r) => r.startsWith('/about')),
      ['/about/'],
    );
    await page.close();
  });

  it('leaves modifier-key clicks and target=_blank links to the browser', async () => {
    const page = await newPage();
    await open(page, '/');
    const sel = await addLink(page, '/about');
    await page.evaluate((s) => document.querySelector(s)!.setAttribute('target', '_blank'), sel);
    const popup = page.waitForEvent('popup');
    await page.click(sel);
    const opened = await popup;
    await opened.waitForLoadState();
    assert.equal(new URL(opened.url()).pathname, '/about');
    assert.equal(await pathname(page), '/', 'the original tab did not navigate');
    await opened.close();
    await page.close();
  });
});

describe('progress bar and page loader', () => {
  // Init scripts are passed as text: tsx's compiled functions reference helpers the page does not have.
  const watchProgress = (context: BrowserContext) =>
    context.addInitScript({
      content: `new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n instanceof Element && (n.classList.contains('route-progress') || n.classList.contains('page-loader'))) window.__progressSeen = true;
      }).observe(document, { childList: true, subtree: true });`,
    });

  it('does not appear (nor the page loader) for a fast navigation', async () => {
    const context = await browser.newContext();
    await watchProgress(context);
    const page = await newPage({ context });
    await open(page, POST_A);
    const toB = await addLink(page, POST_B);
    await afterNavigation(page, () => page.click(toB));
    // Back to the first post by a link: its data and template are already loaded, so the switch is immediate.
    await page.evaluate(() => ((window as Win).__progressSeen = false));
    const toA = await addLink(page, POST_A);
    await afterNavigation(page, () => page.click(toA));
    assert.equal(await pathname(page), POST_A);
    assert.equal(
      await page.evaluate(() => (window as Win).__progressSeen ?? false),
      false,
      'neither the progress bar nor the page loader was shown',
    );
    assert.equal(await marker(page), 1);
    await context.close();
  });

  it('appears while the route data is delayed, with the page loader, and completes when the page shows', async () => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    server.intercept = async (path) => {
      if (path === dataOf(POST_B)) await released; // only the router fetches the slash form; pages load as POST_B
      return false;
    };
    const page = await newPage();
    await open(page, POST_A);
    const sel = await addLink(page, POST_B);
    const done = afterNavigation(page, () => page.click(sel));
    await page.waitForSelector('.route-progress .route-progress__bar');
    assert.equal(await page.locator('.page-loader').textContent(), strings.errors.loading);
    assert.equal(await pathname(page), POST_A, 'the page does not switch before its data is loaded');
    release();
    await done;
    assert.equal(await pathname(page), POST_B);
    await page.waitForSelector('.route-progress', { state: 'detached' });
    assert.equal(await page.locator('.page-loader').count(), 0);
    assert.equal(await marker(page), 1);
    await page.close();
  });
});

describe('prefetch', () => {
  /** A route that no link on the page points at, so nothing else prefetches it. */
  const unlinkedRoute = async (page: Page) => {
    const linked = new Set(
      await page.evaluate(() =>
        [...document.querySelectorAll('a[href]')].map((a) =>
          decodeURIComponent(new URL((a as HTMLAnchorElement).href).pathname).replace(/\/$/, ''),
        ),
      ),
    );
    const route = allRoutes().find((r) => r !== '/' && !linked.has(r.replace(/\/$/, '')));
    assert.ok(route, 'a route that the page does not link to');
    return route;
  };

  it('fires a route-data request on hover', async () => {
    const page = await newPage();
    await open(page, '/');
    const route = await unlinkedRoute(page);
    const sel = await addLink(page, route);
    assert.ok(!pageDataRequests().includes(dataOf(route)), 'not requested before the hover');
    const request = page.waitForRequest((r) => decodeURIComponent(new URL(r.url()).pathname) === dataOf(route));
    await page.dispatchEvent(sel, 'mouseover');
    await request;
    // Wait for the server to log it too: logged after the next test's beforeEach, it would count as theirs.
    while (!pageDataRequests().includes(dataOf(route))) await new Promise((r) => setTimeout(r, 10));
    await page.close();
  });

  for (const connection of [{ saveData: true }, { effectiveType: 'slow-2g' }, { effectiveType: '2g' }]) {
    it(`is skipped when navigator.connection is ${JSON.stringify(connection)}`, async () => {
      const context = await browser.newContext();
      await context.addInitScript({ content: fakeConnection(connection) });
      // This context's own route fetches: the server's log can also catch a late viewport prefetch of the
      // previous test's page (closed, but its requests still in flight on a loaded machine).
      const own: string[] = [];
      context.on('request', (r) => {
        const path = decodeURIComponent(new URL(r.url()).pathname);
        if (r.resourceType() === 'fetch' && !path.startsWith('/assets/')) own.push(path);
      });
      const page = await newPage({ context });
      await open(page, '/');
      const hovered = await unlinkedRoute(page);
      const sel = await addLink(page, hovered);
      await page.dispatchEvent(sel, 'mouseover');
      // Navigating elsewhere needs exactly one route-data request; a prefetch would have come before it.
      const link = page.locator('.home-post__title a').first();
      const target = decodeURIComponent((await link.getAttribute('href'))!);
      await afterNavigation(page, () => link.click());
      assert.deepEqual(own, [dataOf(target)]);
      assert.ok(pageDataRequests().includes(dataOf(target)), 'the server answered it');
      await context.close();
    });
  }
});

describe('failures', () => {
  it('a route whose data 404s falls back to a full page load with a console warning', async () => {
    server.intercept = (path, req, res) => {
      if (!isRouteFetch(path, req, POST_B)) return false;
      res.writeHead(404).end();
      return true;
    };
    const page = await newPage();
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await open(page, POST_A);
    const sel = await addLink(page, POST_B);
    await page.click(sel);
    await page.waitForFunction(
      () => (window as Win).__marker === undefined && (window as Win).__BLOGCTL_HYDRATED__ === true,
    );
    assert.equal(await pathname(page), POST_B);
    assert.equal(await h1(page), routeTitle(POST_B));
    assert.ok(
      warnings.some((w) => w.includes('[blogctl]') && w.includes('full page load')),
      `warnings: ${warnings.join(' | ')}`,
    );
    assert.ok(server.requests.filter((r) => r === POST_B).length >= 1, 'the document itself was requested');
    await page.close();
  });

  it('a failed page chunk shows the error text and a Retry button that loads it', async () => {
    let failChunk = true;
    server.intercept = (path, _req, res) => {
      if (!failChunk || !/\/ArchivePage-[A-Z0-9]+\.js$/.test(path)) return false;
      res.writeHead(500).end();
      return true;
    };
    const context = await browser.newContext();
    // No prefetch, so the navigation is the first load of the chunk.
    await context.addInitScript({ content: fakeConnection({ saveData: true }) });
    const page = await newPage({ context });
    await open(page, '/');
    const sel = await addLink(page, '/blog/archive');
    await afterNavigation(page, () => page.click(sel));
    assert.equal(await page.locator('.chunk-error__text').textContent(), strings.errors.chunkFailed);
    assert.equal(await page.locator('.chunk-error__retry').textContent(), strings.errors.retry);
    failChunk = false;
    await page.click('.chunk-error__retry');
    await page.waitForSelector('.chunk-error', { state: 'detached' });
    assert.equal(await h1(page), strings.blog.archiveTitle);
    assert.equal(await marker(page), 1);
    await context.close();
  });
});

describe('scroll', () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
  /** Scrolls halfway down a long page and returns the position. */
  const scrollDown = async (page: Page) => {
    const y = await page.evaluate(() => {
      const y = Math.min(800, Math.floor((document.documentElement.scrollHeight - innerHeight) / 2));
      window.scrollTo(0, y);
      return Math.round(window.scrollY);
    });
    assert.ok(y > 100, `the page is long enough to scroll (${y})`);
    return y;
  };
  const atTarget = (page: Page, id: string) =>
    page.waitForFunction((id) => {
      const el = document.getElementById(id);
      if (!el) return false;
      // Where the browser puts a scroll target: below the element's scroll-margin and the page's scroll-padding (fixed navbar).
      const margin =
        (parseFloat(getComputedStyle(el).scrollMarginTop) || 0) +
        (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0);
      const atBottom = window.scrollY >= document.documentElement.scrollHeight - innerHeight - 1;
      return (
        Math.abs(el.getBoundingClientRect().top - margin) <= 2 || (atBottom && el.getBoundingClientRect().top >= 0)
      );
    }, id);

  it('a hash link scrolls to its target', async () => {
    const page = await newPage();
    await open(page, POST_A);
    const link = page.locator('.toc--desktop a.toc__link').last();
    const id = decodeURIComponent((await link.getAttribute('href'))!.slice(1));
    await link.click();
    await atTarget(page, id);
    assert.ok((await scrollY(page)) > 0);
    assert.equal(await marker(page), 1);
    await page.close();
  });

  it('navigating to another page with a hash scrolls to the target; without one to the top', async () => {
    const page = await newPage();
    await open(page, POST_A);
    const toc = (routeData(POST_B).props as { toc: { id: string }[] }).toc;
    const id = toc[toc.length - 1].id;
    const sel = await addLink(page, `${POST_B}#${encodeURIComponent(id)}`);
    await afterNavigation(page, () => page.click(sel));
    await atTarget(page, id);
    assert.ok((await scrollY(page)) > 0);
    await scrollDown(page);
    const back = await addLink(page, POST_A);
    await afterNavigation(page, () => page.click(back));
    assert.equal(await scrollY(page), 0);
    assert.equal(await marker(page), 1);
    await page.close();
  });

  it('back restores the scroll position', async () => {
    const page = await newPage();
    await open(page, '/blog');
    const y = await scrollDown(page);
    await afterNavigation(page, () =>
      page.evaluate(() => (document.querySelector('.navbar a[href="/about"]') as HTMLAnchorElement).click()),
    );
    assert.equal(await pathname(page), '/about');
    assert.equal(await scrollY(page), 0);
    await afterNavigation(page, () => page.goBack());
    assert.equal(await pathname(page), '/blog');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 1, y);
    assert.equal(await marker(page), 1);
    await page.close();
  });

  it('a query-string-only change does not scroll', async () => {
    const page = await newPage();
    await open(page, '/blog');
    const y = await scrollDown(page);
    await afterNavigation(page, () =>
      page.evaluate(() => {
        const a = document.createElement('a');
        a.href = '/blog?from=test';
        a.setAttribute('data-internal', '');
        document.body.appendChild(a);
        a.click();
      }),
    );
    assert.equal(await page.evaluate(() => location.search), '?from=test');
    assert.equal(await scrollY(page), y);
    assert.equal(await marker(page), 1);
    await page.close();
  });
});

describe('with JavaScript disabled', () => {
  it('links, hash links and back work as plain links', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(server.url + '/');
    const link = page.locator('.home-post__title a').first();
    const title = (await link.textContent())!;
    const href = decodeURIComponent((await link.getAttribute('href'))!);
    await Promise.all([page.waitForURL((u) => decodeURIComponent(u.pathname) === href), link.click()]);
    assert.equal(await h1(page), title);
    const toc = page.locator('.toc--desktop a.toc__link').last();
    const id = decodeURIComponent((await toc.getAttribute('href'))!.slice(1));
    await toc.click();
    await page.waitForURL((u) => decodeURIComponent(u.hash) === `#${id}`);
    assert.ok((await page.evaluate(() => window.scrollY)) > 0);
    await page.goBack();
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/');
    assert.equal(await page.locator('.route-progress').count(), 0);
    await context.close();
  });
});
