// Real Chromium: the built home page and a post load without console errors and hydrate.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe()]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

for (const path of ['/', '/blog/凤凰传奇演唱会一场全民合唱', '/docs/Docker/dockermariadb', '/blog']) {
  describe(`page ${path}`, () => {
    it('hydrates without console errors or warnings', async () => {
      const page = await browser.newPage();
      const errors = collectErrors(page);
      await page.goto(site.url + encodeURI(path));
      await page.waitForFunction(() => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true);
      // Let React finish hydrating and report any mismatch.
      await page.waitForTimeout(200);
      assert.deepEqual(errors, []);
      assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
      await page.close();
    });
  });
}

describe('interactivity after hydration', () => {
  it('the color-mode toggle switches the theme (proof the page is live)', async () => {
    const page = await browser.newPage();
    await page.goto(site.url + '/');
    await page.waitForFunction(() => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true);
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await page.click('.navbar__items--right .color-mode-toggle');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    await page.close();
  });
});
