// Real Chromium over test/fixtures/sites/mdx-handlers: buttons written in MDX with `onClick={() => …}` show with
// JavaScript off and run their handler once the page hydrates (an alert dialog, the document title and the
// button's own text, a flag set from inside an admonition). No console error or failed request.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe, fixtureSite } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;
const POST = '/blog/' + encodeURIComponent('按钮');

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(fixtureSite('mdx-handlers'))]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const islandsReady = (page: import('playwright-core').Page, n: number) =>
  page.waitForFunction((count) => document.querySelectorAll('.site-island[data-island-ready]').length === count, n);

describe('MDX event handlers in Chromium', () => {
  it('the buttons show with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + POST);
    assert.equal(await page.locator('button', { hasText: '点我' }).count(), 1);
    assert.equal(await page.locator('button.rename').textContent(), '改标题');
    await context.close();
  });

  it('after hydration a click runs the handler', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(site.url + POST);
    await islandsReady(page, 3);
    await page.locator('button', { hasText: '点我' }).click();
    await page.waitForFunction(() => true);
    assert.deepEqual(dialogs, ['按钮被点了']);
    await page.locator('button.rename').click();
    await page.waitForFunction(() => document.title === '改好了');
    assert.equal(await page.locator('button.rename').textContent(), '已改名');
    await page.locator('button', { hasText: '提示里的按钮' }).click();
    await page.waitForFunction(() => document.body.dataset.clicked === 'yes');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
