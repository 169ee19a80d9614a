// Real Chromium over test/fixtures/sites/mdx-expressions: MDX whose components come from expressions
// (`{projects.map((p) => <Tally {...p} />)}`) and from props read from data files shows them with JavaScript off,
// then hydrates them from the MDX file's own module: each card's vote button counts, a card's Markdown children stay,
// and a component's context still reaches the component inside it. No console error or failed request.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe, fixtureSite } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;
const POST = '/blog/' + encodeURIComponent('表达式');

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(fixtureSite('mdx-expressions'))]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const islandsReady = (page: Page) =>
  page.waitForFunction(
    () =>
      document.querySelectorAll('.site-island').length > 0 &&
      document.querySelectorAll('.site-island:not([data-island-ready])').length === 0,
  );
const votes = (page: Page, name: string) => page.locator(`.tally[data-name="${name}"] button`).textContent();

describe('MDX expressions in Chromium', () => {
  it('the components an expression makes show with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + POST);
    assert.equal(await votes(page, '纸船'), '3 票');
    assert.equal(await votes(page, '灯塔'), '5 票');
    assert.equal(await page.locator('.swatch').getAttribute('data-color'), 'teal');
    await context.close();
  });

  it('hydrate without a console error: the buttons count, Markdown children and context stay', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(r.url()));
    await page.goto(site.url + POST);
    await islandsReady(page);
    await page.locator('.tally[data-name="灯塔"] button').click();
    await page.waitForFunction(() => document.querySelector('.tally[data-name="灯塔"] button')?.textContent === '6 票');
    await page.locator('.tally[data-name="小林"] button').click();
    await page.waitForFunction(() => document.querySelector('.tally[data-name="小林"] button')?.textContent === '1 票');
    assert.equal(await page.locator('.tally[data-name="小林"] strong', { hasText: '作者' }).count(), 1);
    assert.equal(await votes(page, '纸船'), '3 票');
    assert.equal(await page.locator('.swatch').textContent(), 'teal');
    assert.deepEqual(errors, []);
    assert.deepEqual(failed, []);
    await context.close();
  });
});
