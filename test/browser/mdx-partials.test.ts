// Real Chromium over test/fixtures/sites/mdx-partials: an imported MDX file's JavaScript (an expression and a
// component fed by its own import and its use's props) hydrates from that file's module, on a page that uses the
// file twice with different props. No console error (a hydration mismatch is one) and no failed request.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe, fixtureSite } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(fixtureSite('mdx-partials'))]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

describe('JavaScript of imported MDX files in Chromium', () => {
  it("hydrates each use's islands with its props, without a console error", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(r.url()));
    await page.goto(site.url + '/docs/guide/brewing');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.site-island').length === 4 &&
        document.querySelectorAll('.site-island:not([data-island-ready])').length === 0,
    );
    assert.deepEqual(await page.locator('.kettle').allTextContents(), [
      '龙井：青瓷杯、白瓷杯',
      '碧螺春：青瓷杯、白瓷杯',
    ]);
    assert.equal(await page.getByText('水要烧 4 分钟。').count(), 2);
    assert.deepEqual(errors, []);
    assert.deepEqual(failed, []);
    await context.close();
  });
});
