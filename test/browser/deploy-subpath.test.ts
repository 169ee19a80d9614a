// Issue 19 in a real browser: the shipped site built with baseUrl `/sub/` and trailingSlash false (pages as
// x.html, each embedding its route data: no page-data.json), served like GitHub Pages serves a project site. Client-side
// navigation, the search modal and a search hit's link work with no failed request and no console error,
// and so does the not-found page served deep under the base.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { afterNavigation, collectErrors, launchBrowser } from '../helpers/browser';
import { buildShape, shippedSiteCopy, startPagesServer, type PagesServer } from '../helpers/gh-pages';

let browser: Browser;
let server: PagesServer;
const cleanup: (() => void)[] = [];

before(async () => {
  const site = shippedSiteCopy();
  cleanup.push(site.remove);
  const [b, out] = await Promise.all([launchBrowser(), buildShape(site.root, '/sub/', false)]);
  browser = b;
  cleanup.push(out.remove);
  server = await startPagesServer(out.outDir, '/sub/');
});
after(async () => {
  await browser?.close();
  await server?.close();
  for (const c of cleanup) c();
});

type Win = Window & { __BLOGCTL_HYDRATED__?: boolean; __sameDocument?: boolean };

/** A page that records console errors, failed requests and error responses (except `allow`ed URLs). */
async function open(
  path: string,
  allow: (url: string) => boolean = () => false,
): Promise<{
  page: Page;
  errors: string[];
  failed: string[];
  requests: string[];
  fetches: string[];
  allowed: string[];
}> {
  const page = await browser.newPage();
  const errors = collectErrors(page);
  const failed: string[] = [];
  const allowed: string[] = [];
  const requests: string[] = [];
  /** Requests made with fetch() outside /assets/: the client router's route fetches. */
  const fetches: string[] = [];
  page.on('request', (r) => {
    const path = decodeURI(new URL(r.url()).pathname);
    requests.push(path);
    if (r.resourceType() === 'fetch' && !path.startsWith('/sub/assets/')) fetches.push(path);
  });
  page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => {
    if (r.status() >= 400) (allow(decodeURI(r.url())) ? allowed : failed).push(`${r.status()} ${decodeURI(r.url())}`);
  });
  await page.goto(server.origin + encodeURI(path));
  await page.waitForFunction(() => (window as Win).__BLOGCTL_HYDRATED__ === true);
  return { page, errors, failed, requests, fetches, allowed };
}

/** Clicks `selector` and waits for the client router's navigation (the document must stay the same). */
async function clientNavigate(page: Page, selector: string): Promise<void> {
  await page.evaluate(() => ((window as Win).__sameDocument = true));
  await afterNavigation(page, () => page.click(selector));
  assert.equal(await page.evaluate(() => (window as Win).__sameDocument), true, 'navigated without a full page load');
}

const pathname = (page: Page) => page.evaluate(() => decodeURIComponent(location.pathname));

describe('baseUrl /sub/ with trailingSlash false, in Chromium', () => {
  it("client navigation: home → blog → a post → a tag, each from its x.html's embedded data, fetched as /sub/x", async () => {
    const { page, errors, failed, requests, fetches } = await open('/sub/');
    await clientNavigate(page, '.navbar a[href="/sub/blog"]');
    assert.equal(await pathname(page), '/sub/blog');
    const post = (await page.getAttribute('article a[href^="/sub/blog/"]', 'href'))!;
    await clientNavigate(page, `article a[href="${post}"]`);
    assert.equal(await pathname(page), decodeURIComponent(post));
    assert.ok(!post.endsWith('/'));
    const tag = (await page.getAttribute('a[href^="/sub/blog/tags/"]', 'href'))!;
    await clientNavigate(page, `a[href="${tag}"]`);
    assert.equal(await pathname(page), decodeURIComponent(tag));
    assert.deepEqual(
      requests.filter((r) => r.includes('page-data')),
      [],
    );
    assert.ok(fetches.includes('/sub/blog'), fetches.join('\n'));
    assert.ok(fetches.includes(decodeURIComponent(tag)), fetches.join('\n'));
    // The URL form GitHub Pages serves x.html at without a redirect (the server would answer 301 otherwise).
    assert.ok(
      fetches.every((d) => d === '/sub/' || (d.startsWith('/sub/') && !d.endsWith('/') && !d.endsWith('.html'))),
      fetches.join('\n'),
    );
    assert.deepEqual(failed, []);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('search: the modal loads the index under the base and a hit opens its page', async () => {
    const { page, errors, failed } = await open('/sub/blog');
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.search-modal__input');
    await page.keyboard.type('凤凰传奇');
    await page.waitForSelector('[data-search-hit]');
    const href = (await page.getAttribute('.search-modal__hit--active a', 'href'))!;
    assert.match(href, /^\/sub\/blog\/[^/#]+[^/](#.*)?$/, href);
    await afterNavigation(page, () => page.keyboard.press('Enter'));
    assert.equal(await pathname(page), decodeURIComponent(href.split('#')[0]));
    assert.match((await page.textContent('h1'))!, /凤凰传奇/);
    assert.deepEqual(failed, []);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('the search page under /sub/search works and its hits link under the base', async () => {
    const { page, errors, failed } = await open('/sub/search?q=凤凰传奇');
    await page.waitForSelector('[data-search-page-status="done"]');
    const text = await page.textContent('.search-page__results');
    const links = await page.$$eval('.search-page__results a', (as) => as.map((a) => a.getAttribute('href') ?? ''));
    assert.ok(links.length > 0 && links.every((l) => l.startsWith('/sub/')), `${text}\n${links.join('\n')}`);
    assert.deepEqual(failed, []);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('the not-found page served deep under the base loads, hydrates and its links work', async () => {
    const deep = '/sub/no/such/page/at/depth';
    const { page, errors, failed, allowed } = await open(deep, (url) => url.endsWith(deep));
    // The document itself answers 404 (as the host serves it); nothing else may fail.
    assert.deepEqual(allowed, [`404 ${server.origin}${deep}`]);
    assert.equal(await page.evaluate(() => document.querySelector('link[rel="canonical"]')), null);
    const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href') ?? ''));
    assert.ok(!hrefs.some((h) => h.endsWith('404.html')), hrefs.join('\n'));
    await clientNavigate(page, '.navbar a[href="/sub/blog"]');
    assert.equal(await pathname(page), '/sub/blog');
    assert.deepEqual(failed, []);
    assert.deepEqual(
      errors,
      [
        `error: Failed to load resource: the server responded with a status of 404 (Not Found) (${server.origin}${deep})`,
      ],
      "only the document's own 404",
    );
    await page.close();
  });

  it('a link to /sub/404.html is a plain page load, not a client route (no route data is asked for)', async () => {
    const { page, errors, failed, fetches } = await open('/sub/');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/sub/404.html';
      a.id = 'to-404';
      a.setAttribute('data-internal', '');
      a.textContent = '404';
      document.querySelector('main')!.prepend(a);
    });
    // The home page's viewport prefetches must finish first: a full page load aborts those still in flight.
    await page.waitForLoadState('networkidle');
    await Promise.all([page.waitForURL((u) => u.pathname === '/sub/404.html'), page.click('#to-404')]);
    await page.waitForFunction(() => (window as Win).__BLOGCTL_HYDRATED__ === true);
    assert.deepEqual(
      fetches.filter((r) => r.includes('404')),
      [],
    );
    assert.deepEqual(failed, []);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
