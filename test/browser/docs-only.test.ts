// Real Chromium over the docs-only fixture (test/fixtures/sites/docs-only: docs at the site root, the
// `slug: /` doc as the home page, no blog): the home page is the doc and hydrates as one, client navigation
// goes between docs at the root and back to / without a full page load, and search finds a doc at its root URL.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe, fixtureSite } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(fixtureSite('docs-only'))]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

type Win = Window & { __BLOGCTL_HYDRATED__?: boolean; __marker?: boolean };
const path = (u: URL) => decodeURIComponent(u.pathname);

describe('docs-only mode in the browser', () => {
  it('navigates client-side between the home doc and docs at the root, with the sidebar following', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/');
    await page.waitForFunction(() => (window as Win).__BLOGCTL_HYDRATED__ === true);
    await page.evaluate(() => ((window as Win).__marker = true));
    await page.locator('article.doc h1', { hasText: '欢迎' }).waitFor();
    assert.equal(await page.locator('.doc-sidebar a.menu__link--active').textContent(), '欢迎');

    // A Markdown link in the home doc to a doc at the root.
    await Promise.all([
      page.waitForURL((u) => path(u) === '/部署/容器'),
      page.locator('article.doc a', { hasText: '容器部署' }).click(),
    ]);
    await page.locator('article.doc h1', { hasText: '容器部署' }).waitFor();
    assert.equal(await page.locator('.doc-sidebar a.menu__link--active').textContent(), '容器部署');

    // The next doc, then back home through a link to /.
    await Promise.all([
      page.waitForURL((u) => path(u) === '/部署/发布'),
      page.locator('article.doc a', { hasText: '发布流程' }).click(),
    ]);
    await page.locator('article.doc h1', { hasText: '发布流程' }).waitFor();
    await Promise.all([
      page.waitForURL((u) => path(u) === '/排障/清单'),
      page.locator('article.doc a', { hasText: '排障清单' }).click(),
    ]);
    await page.locator('article.doc h1', { hasText: '排障清单' }).waitFor();
    await Promise.all([
      page.waitForURL((u) => path(u) === '/'),
      page.locator('article.doc a', { hasText: '欢迎页' }).click(),
    ]);
    await page.locator('article.doc h1', { hasText: '欢迎' }).waitFor();
    assert.equal(await page.title(), '欢迎 | 运维手册');

    // Browser back returns to the previous doc.
    await Promise.all([page.waitForURL((u) => path(u) === '/排障/清单'), page.goBack()]);
    await page.locator('article.doc h1', { hasText: '排障清单' }).waitFor();
    // All of it without a full page load.
    assert.equal(await page.evaluate(() => (window as Win).__marker), true);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('search finds a doc and opens it at its root URL', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/');
    await page.waitForFunction(() => (window as Win).__BLOGCTL_HYDRATED__ === true);
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.search-modal__input');
    await page.keyboard.type('健康检查');
    await page.waitForSelector('[data-search-screen="results"]');
    const href = (await page.getAttribute('.search-modal__hit--active a', 'href'))!;
    assert.match(decodeURI(href), /^\/部署\/容器(#|$)/);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => path(u) === '/部署/容器');
    await page.locator('article.doc h1', { hasText: '容器部署' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
