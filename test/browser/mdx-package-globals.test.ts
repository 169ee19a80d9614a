// Real Chromium over test/fixtures/sites/mdx-package-globals: global components from a package (a namespace
// spread and a named entry of the MDXComponents file) hydrate, and an expression calling the package's hook
// updates when clicked. No console error or failed request.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { packageGlobalsSite } from '../helpers/package-globals-site';
import { buildAndServe } from '../helpers/site';

const root = packageGlobalsSite();
let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;
before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(root)]);
});
after(async () => {
  await browser?.close();
  await site?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('global MDX components from packages in Chromium', () => {
  it('hydrate, and the hook of the package counts on click', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/');
    await page.waitForFunction(() => document.querySelectorAll('.site-island[data-island-ready]').length === 4);
    assert.equal(await page.locator('.tip-box').textContent(), '面积是 πr²。');
    await page.locator('.tally').click();
    await page.waitForFunction(() => document.querySelector('.tally')?.textContent === '计数 4');
    assert.equal(await page.locator('.canvas .circle').last().textContent(), '圆 r=4');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
