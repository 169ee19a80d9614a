// Real Chromium over the plugin-html-tags fixture (test/fixtures/sites/plugin-html-tags): the scripts the site's
// plugins inject run under `blogctl serve`'s CSP (the head's inline ones before the page's, the body's last), the
// notice at the start of <body> shows above the page, the page hydrates with no error, and a client-side
// navigation keeps the notice and runs none of the scripts again (they are part of the document, as in Docusaurus).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { afterNavigation, collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe, fixtureSite } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(fixtureSite('plugin-html-tags'))]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

type Win = Window & { __BLOGCTL_HYDRATED__?: boolean; __visits?: number; __verified?: string };

describe('tags injected by plugins', () => {
  it('run their scripts under the CSP, show the notice, and stay through a client-side navigation', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/blog/2024/03/02/moving-day');
    await page.waitForFunction(() => (window as Win).__BLOGCTL_HYDRATED__ === true);
    const facts = () =>
      page.evaluate(() => ({
        visits: (window as Win).__visits,
        verified: (window as Win).__verified,
        counted: document.body.dataset.counted,
        notice: document.querySelector('body > .site-notice')?.textContent,
      }));
    assert.deepEqual(await facts(), { visits: 1, verified: 'yes', counted: '1', notice: '本站正在搬家' });
    await afterNavigation(page, () => page.locator('.navbar a', { hasText: '博客' }).first().click());
    assert.equal(new URL(page.url()).pathname, '/blog');
    assert.deepEqual(await facts(), { visits: 1, verified: 'yes', counted: '1', notice: '本站正在搬家' });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
