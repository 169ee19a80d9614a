// Real Chromium over test/fixtures/sites/docusaurus-pages (baseUrl /site/): the React page written for
// Docusaurus hydrates with the Docusaurus modules' browser build (no console error, no failed request), its
// links keep the baseUrl after hydration, and a click on a site <Link> navigates to the page under the baseUrl;
// the React index page is the home page, and its imported SVG components hydrate.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe, fixtureSite } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(fixtureSite('docusaurus-pages'))]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

describe('Docusaurus React pages in Chromium', () => {
  it('hydrate under the baseUrl, and a site <Link> navigates', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const origin = new URL(site.url).origin;
    await page.goto(origin + '/site/hello');
    await page.waitForSelector('.site-island[data-island-ready]');
    assert.equal(await page.locator('.hello h1').textContent(), '旧站新家');
    assert.deepEqual(await page.locator('.hello__links a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))), [
      '/site/blog',
      '/site/docs/intro',
      'https://docusaurus.io',
      '#去处',
    ]);
    assert.equal(await page.locator('.hello img').getAttribute('src'), '/site/img/标志.svg');
    await page.locator('.hello__links a', { hasText: '说明' }).click();
    await page.waitForURL(/\/site\/docs\/intro$/);
    await page.waitForFunction(() => document.querySelector('article h1, .markdown h1')?.textContent?.includes('说明'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the React index page is the home page and hydrates with its SVG components and CSS module', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(new URL(site.url).origin + '/site/');
    await page.waitForSelector('.site-island[data-island-ready]');
    assert.equal(await page.locator('.hero__title').textContent(), '旧站新家');
    assert.equal(await page.locator('svg.hero__logo rect').count(), 1);
    assert.equal(await page.locator('svg.feature__svg').getAttribute('width'), '16');
    assert.equal(await page.locator('img.hero__dot').evaluate((img) => (img as HTMLImageElement).naturalWidth), 2);
    // Full width, and Docusaurus's grid classes lay the three columns side by side.
    const viewport = page.viewportSize()!;
    assert.equal(Math.round((await page.locator('header.hero').boundingBox())!.width), viewport.width);
    const cols = await page
      .locator('.row > .col--4')
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    assert.equal(cols.length, 3);
    assert.equal(new Set(cols).size, 1, `columns at ${cols.join(', ')}`);
    // The CSS module's class survives hydration and its rule applies.
    assert.equal(await page.locator('header.hero').evaluate((el) => getComputedStyle(el).paddingTop), '48px');
    // A page using @docusaurus/Translate and Interpolate hydrates without a mismatch.
    const other = await context.newPage();
    const otherErrors = collectErrors(other);
    await other.goto(new URL(site.url).origin + '/site/translated');
    await other.waitForSelector('.site-island[data-island-ready]');
    assert.equal(await other.locator('.t3 a').textContent(), '这里');
    assert.deepEqual(otherErrors, []);
    await other.close();
    await page.locator('.hero__button').click();
    await page.waitForURL(/\/site\/blog$/);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
