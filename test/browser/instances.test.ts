// Real Chromium over a migrated Docusaurus site with a second blog in `plugins:` (test/fixtures/sites/
// instances-second-blog, issue 30): a post of the second blog opens with that blog's sidebar, its tag chip leads
// client-side to the second blog's tag page, the navbar marks the second blog active, and search shows the second
// blog's posts under their own group, apart from the main blog's.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { migrate } from '../../src/index';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe, fixtureSite } from '../helpers/site';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-instances-browser-'));
let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  const root = join(tmp, 'site');
  await migrate({ site: fixtureSite('instances-second-blog'), out: root });
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(root)]);
});
after(async () => {
  await browser?.close();
  await site?.close();
  rmSync(tmp, { recursive: true, force: true });
});

type Win = Window & { __BLOGCTL_HYDRATED__?: boolean; __marker?: boolean };

describe('a second blog in the browser', () => {
  it("opens a post with its blog's sidebar and goes to its tag page client-side", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/episodes/2024/06/03/marsh-at-dawn');
    await page.waitForFunction(() => (window as Win).__BLOGCTL_HYDRATED__ === true);
    await page.evaluate(() => ((window as Win).__marker = true));
    await page.locator('h1', { hasText: 'Marsh at dawn' }).waitFor();
    const sidebar = (await page.locator('.blog-sidebar').first().textContent()) ?? '';
    assert.match(sidebar, /All episodes/);
    assert.match(sidebar, /River under ice/);
    assert.doesNotMatch(sidebar, /Which microphones/);
    assert.equal(await page.locator('.navbar__link--active').first().textContent(), 'Episodes');

    await Promise.all([
      page.waitForURL((u) => u.pathname === '/episodes/tags/wetlands'),
      page.locator('a.tag', { hasText: 'Wetlands' }).first().click(),
    ]);
    await page.locator('h1', { hasText: 'Wetlands' }).waitFor();
    const list = (await page.locator('main').textContent()) ?? '';
    assert.match(list, /Marsh at dawn/);
    assert.match(list, /River under ice/);
    assert.equal(await page.evaluate(() => (window as Win).__marker), true, 'no full page load');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("groups the second blog's posts apart from the main blog's in search", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/');
    await page.waitForFunction(() => (window as Win).__BLOGCTL_HYDRATED__ === true);
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.search-modal__input');
    await page.keyboard.type('hydrophone');
    await page.waitForSelector('[data-search-screen="results"]');
    const groups = await page.locator('.search-modal__group[data-search-group]').evaluateAll((els) =>
      els.map((e) => ({
        group: e.getAttribute('data-search-group'),
        hits: [...e.querySelectorAll('.search-modal__hit-title')].map(
          (t) => t.closest('.search-modal__hit')?.textContent ?? '',
        ),
      })),
    );
    const episodes = groups.find((g) => g.group === 'episodes');
    assert.ok(episodes, JSON.stringify(groups));
    assert.ok(
      episodes.hits.some((t) => /ice cracking/.test(t)),
      JSON.stringify(groups),
    );
    const blog = groups.find((g) => g.group !== 'episodes');
    assert.ok(
      blog?.hits.some((t) => /condensers/.test(t)),
      JSON.stringify(groups),
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});
