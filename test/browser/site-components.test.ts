// Real Chromium over test/fixtures/sites/components: the site's own components render with JavaScript off, then
// hydrate (a counter counts on click), also after client-side navigation; each page loads the chunks of the
// components it shows and no other; a component's CSS applies; the React page `pages/dashboard.tsx` hydrates,
// keeps local state and shows the posts its hooks read. No console error or failed request anywhere.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe, fixtureSite } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;
const POST = '/blog/' + encodeURIComponent('计数器');
const PLAIN = '/blog/' + encodeURIComponent('散步');
const DOC = '/docs/' + encodeURIComponent('组件') + '/' + encodeURIComponent('卡片');

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(fixtureSite('components'))]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

/** The site chunks a page requested (module ids). */
function siteChunks(page: Page): string[] {
  const ids: string[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/js\/site-([0-9a-f]+)-/.exec(r.url());
    if (m) ids.push(m[1]);
  });
  return ids;
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true);
const islandsReady = (page: Page, n: number) =>
  page.waitForFunction((count) => document.querySelectorAll('.site-island[data-island-ready]').length === count, n);
const idsOn = (page: Page) =>
  page.$$eval('.site-island', (els) => [...new Set(els.map((e) => e.getAttribute('data-module')!))].sort());

describe('site components in Chromium', () => {
  it('show their server-rendered HTML with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + POST);
    assert.equal(await page.locator('.site-counter__value').textContent(), '3');
    assert.equal(await page.locator('.site-badge').textContent(), '新');
    await context.close();
  });

  it('hydrate: the counter counts, and the page loads only the chunks of its own components', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const chunks = siteChunks(page);
    await page.goto(site.url + POST);
    await islandsReady(page, 2);
    await page.locator('.site-counter').click();
    await page.locator('.site-counter').click();
    await page.waitForFunction(() => document.querySelector('.site-counter__value')?.textContent === '5');
    assert.deepEqual([...new Set(chunks)].sort(), await idsOn(page));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a page without site components loads no site chunk; after client navigation the component hydrates', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const chunks = siteChunks(page);
    const hydration: string[] = [];
    page.on('request', (r) => {
      if (/hydrate-islands-/.test(r.url())) hydration.push(r.url());
    });
    await page.goto(site.url + PLAIN);
    await hydrated(page);
    // The islands entry scans the page a frame after hydration: let it run first.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)))),
    );
    assert.deepEqual(chunks, []);
    assert.deepEqual(hydration, []);
    assert.equal(await page.locator('.site-island').count(), 0);
    await page.locator('a.pagination-nav__link--next').click();
    await page.waitForURL(/%E8%AE%A1%E6%95%B0%E5%99%A8|计数器/);
    await islandsReady(page, 2);
    await page.locator('.site-counter').click();
    await page.waitForFunction(() => document.querySelector('.site-counter__value')?.textContent === '4');
    assert.deepEqual([...new Set(chunks)].sort(), await idsOn(page));
    assert.equal(hydration.length, 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("a component's stylesheet applies, and Markdown children survive hydration", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + DOC);
    await islandsReady(page, 1);
    assert.equal(
      await page.locator('.site-card').evaluate((el) => getComputedStyle(el).backgroundColor),
      'rgb(255, 244, 222)',
    );
    assert.equal(await page.locator('.site-card__body li strong').textContent(), '车票');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the React page hydrates, keeps its state and shows the posts from usePosts()', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/dashboard');
    await islandsReady(page, 1);
    assert.equal(await page.locator('.dashboard__count').textContent(), '共 2 篇文章，2 个标签');
    assert.equal(await page.locator('.dashboard__posts').count(), 0);
    await page.locator('.dashboard__toggle').click();
    await page.waitForSelector('.dashboard__posts');
    assert.deepEqual(await page.locator('.dashboard__posts a').allTextContents(), ['傍晚散步', '会动的计数器']);
    assert.equal(await page.locator('.dashboard__toggle').textContent(), '收起文章');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
