// Real Chromium over the sidebars fixture (test/fixtures/sites/sidebars): a category without a link opens from
// its label once hydrated, client navigation reaches a generated-index page (its own page chunk) and a doc of
// the other sidebar, and the navbar docSidebar item of the sidebar shown is the active one, with no console error.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe, fixtureSite } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(fixtureSite('sidebars'))]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

type Win = Window & { __BLOGCTL_HYDRATED__?: boolean; __marker?: boolean };

const activeNav = (page: Page) =>
  page.$$eval('.navbar__inner .navbar__link--active', (els) => els.map((e) => e.textContent));
const sidebarLabels = (page: Page) => page.$$eval('.doc-sidebar .menu__link', (els) => els.map((e) => e.textContent));

describe('docs laid out by sidebars.js, in the browser', () => {
  it('opens a category without a link from its label, navigates client-side to a generated index and to the other sidebar', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/docs/intro');
    await page.waitForFunction(() => (window as Win).__BLOGCTL_HYDRATED__ === true);
    await page.evaluate(() => ((window as Win).__marker = true));
    assert.deepEqual(await activeNav(page), ['指南']);

    const toggle = page.locator('.doc-sidebar button.menu__link', { hasText: '更多问题' });
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    await toggle.click();
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await page.locator('.doc-sidebar a.menu__link', { hasText: '排错' }).waitFor();

    await Promise.all([
      page.waitForURL((u) => decodeURIComponent(u.pathname) === '/docs/category/进阶话题/'),
      page.locator('.doc-sidebar a.menu__link', { hasText: '进阶话题' }).click(),
    ]);
    await page.locator('h1', { hasText: '进阶话题一览' }).waitFor();
    assert.equal(await page.locator('.doc-generated-index .card').count(), 2);
    assert.deepEqual(await activeNav(page), ['指南']);

    await Promise.all([
      page.waitForURL((u) => u.pathname === '/docs/ref/api'),
      page.locator('.navbar__inner a.navbar__link', { hasText: '参考' }).click(),
    ]);
    await page.locator('h1', { hasText: '编程接口' }).waitFor();
    assert.deepEqual((await sidebarLabels(page)).slice(0, 3), ['编程接口', '命令行', 'extra']);
    assert.deepEqual(await activeNav(page), ['参考']);
    // All of it without a full page load.
    assert.equal(await page.evaluate(() => (window as Win).__marker), true);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
