// Real Chromium on an en site (the en starter): pages hydrate with no mismatch (dates and reading time are
// formatted at build time, so server and client show the same text); what the client renders later — a page
// reached by client navigation, the search modal, the code copy button — speaks English too.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { init } from '../../src/api/init';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe } from '../helpers/site';

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
const tmp = mkdtempSync(join(tmpdir(), 'blogctl-locale-browser-'));
let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  const root = join(tmp, 'site');
  init({ dir: root, lang: 'en', date: '2026-01-02' });
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(root)]);
});
after(async () => {
  await browser?.close();
  await site?.close();
  rmSync(tmp, { recursive: true, force: true });
});

const hydrated = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true);

describe('an en site in Chromium', () => {
  it("hydrates /blog and a post without errors; dates and reading time are the server's text", async () => {
    for (const path of ['/blog', '/blog/welcome']) {
      const page = await browser.newPage();
      const errors = collectErrors(page);
      await page.goto(site.url + path);
      await hydrated(page);
      await page.waitForTimeout(200);
      assert.deepEqual(errors, [], path);
      assert.equal(await page.getAttribute('html', 'lang'), 'en');
      assert.match(await page.locator('time').first().innerText(), /^January 2, 2026$/);
      assert.match(await page.locator('body').innerText(), /min read/);
      assert.doesNotMatch(await page.locator('body').innerText(), CJK, path);
      await page.close();
    }
  });

  it('client-rendered UI is English: a page reached by navigation, the search modal, code copy', async () => {
    const page = await browser.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/docs/guide/writing');
    await hydrated(page);
    assert.equal((await page.locator('button[aria-label="Copy code to clipboard"]').count()) > 0, true);
    await page.click('a.search-button');
    const input = page.locator('input[placeholder="Search docs"]');
    await input.waitFor();
    await page.keyboard.press('Escape');
    // Client navigation to the blog list: rendered by the client from page data.
    await page.click('a[href="/blog"]');
    await page.waitForURL(/\/blog$/);
    await page.locator('text=Read more').first().waitFor();
    assert.match(await page.locator('time').first().innerText(), /^January 2, 2026$/);
    assert.doesNotMatch(await page.locator('body').innerText(), CJK);
    assert.deepEqual(errors, []);
    await page.close();
  });
});
