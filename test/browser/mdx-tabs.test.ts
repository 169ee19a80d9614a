// Real Chromium over the docusaurus-mdx fixture: <Tabs> show their default panel with JavaScript off, switch
// when clicked once hydrated, keep tabs of the same groupId in step, and remember the choice (localStorage and
// the query string) across a reload. Pages without tabs never load the tabs chunk.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe, fixtureSite } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;
const POST = '/blog/2024/03/09/' + encodeURIComponent('在博客里用标签页');

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(fixtureSite('docusaurus-mdx'))]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

/** For each tabs container on the page: the value of its visible panel and of its selected tab. */
const state = (page: Page) =>
  page.$$eval('.tabs-container', (els) =>
    els.map((el) => ({
      panel: [...el.querySelectorAll<HTMLElement>('[role=tabpanel]')]
        .filter((p) => !p.hidden && p.offsetParent !== null)
        .map((p) => p.dataset.value)
        .join(','),
      tab: [...el.querySelectorAll<HTMLElement>('[role=tab][aria-selected=true]')]
        .map((t) => t.dataset.value)
        .join(','),
    })),
  );

const waitForTabs = (page: Page) =>
  page.waitForFunction(() => document.querySelectorAll('.tabs-container[data-island-ready]').length === 2);

describe('MDX tabs', () => {
  it('show the default panel, and only it, with JavaScript off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + POST);
    assert.deepEqual(await state(page), [
      { panel: 'linux', tab: 'linux' },
      { panel: 'linux', tab: 'linux' },
    ]);
    await context.close();
  });

  it('switch on click, keep the groupId in step, and remember the choice across a reload', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + POST);
    await waitForTabs(page);
    await page.locator('.tabs-container').first().locator('[role=tab][data-value=mac]').click();
    assert.deepEqual(await state(page), [
      { panel: 'mac', tab: 'mac' },
      { panel: 'mac', tab: 'mac' },
    ]);
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os')), 'mac');
    // queryString on the first <Tabs>: the key is its groupId.
    assert.equal(new URL(page.url()).searchParams.get('os'), 'mac');
    // The second <Tabs> switches the first back.
    await page.locator('.tabs-container').nth(1).locator('[role=tab][data-value=linux]').click();
    assert.deepEqual(await state(page), [
      { panel: 'linux', tab: 'linux' },
      { panel: 'linux', tab: 'linux' },
    ]);
    // Remembered: a fresh load of the page without the query string opens on the stored tab.
    await page.evaluate(() => localStorage.setItem('docusaurus.tab.os', 'mac'));
    await page.goto(site.url + POST);
    await waitForTabs(page);
    await page.waitForFunction(
      () =>
        document.querySelector('.tabs-container [role=tab][aria-selected=true]')?.getAttribute('data-value') === 'mac',
    );
    assert.deepEqual(await state(page), [
      { panel: 'mac', tab: 'mac' },
      { panel: 'mac', tab: 'mac' },
    ]);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('hydrate after client-side navigation, and pages without tabs do not load their code', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (/hydrate-islands-/.test(r.url())) chunks.push(r.url());
    });
    const errors = collectErrors(page);
    await page.goto(site.url + '/blog');
    await page.waitForFunction(
      () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
    );
    assert.deepEqual(chunks, []);
    await page.locator('a[href="/blog/2024/03/09/在博客里用标签页"]:visible').first().click();
    await waitForTabs(page);
    assert.equal(chunks.length, 1);
    await page.locator('.tabs-container').nth(1).locator('[role=tab][data-value=mac]').click();
    assert.deepEqual(await state(page), [
      { panel: 'mac', tab: 'mac' },
      { panel: 'mac', tab: 'mac' },
    ]);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
