// Real Chromium over test/fixtures/sites/sass: the React page's Sass CSS modules (.module.scss and the indented
// .module.sass), its global .scss and the .scss customCss all load and apply, with the class names the server
// rendered surviving hydration, and no console error or failed request.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe, fixtureSite } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(fixtureSite('sass'))]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

describe('Sass stylesheets in Chromium', () => {
  it('apply on the page that imports them, after hydration, with the customCss variables', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/styled');
    await page.waitForSelector('.site-island[data-island-ready]');
    const style = (selector: string, prop: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), prop);
    // .module.scss: nested rule with the partial's variable; .module.sass: the indented syntax; page.scss: global.
    assert.equal(await style('.page-global h1', 'color'), 'rgb(192, 57, 43)');
    assert.equal(await style('.page-global p', 'color'), 'rgb(127, 140, 141)');
    assert.equal(await style('.page-global', 'margin-top'), '24px');
    assert.equal(await style('.page-global', 'padding-top'), '4px');
    // customCss: the theme's stylesheet carries the compiled custom properties.
    assert.equal(
      (await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--site-accent'))).trim(),
      '#c0392b',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
