// The home page shows a banner when the configured baseUrl does not match where the site is served.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import shipped from '../../blogctl.config';
import { strings } from '../../src/shared/strings';
import { launchBrowser } from '../helpers/browser';
import { buildSiteToTemp, startRouteServer, type RouteServer } from '../helpers/route-server';

let browser: Browser;
let built: Awaited<ReturnType<typeof buildSiteToTemp>>;
let right: RouteServer;
let wrong: RouteServer;

before(async () => {
  [browser, built] = await Promise.all([launchBrowser(), buildSiteToTemp({ ...shipped, baseUrl: '/sub/' })]);
  // The same build served where its baseUrl says (/sub/) and at the server root (wrong).
  [right, wrong] = await Promise.all([startRouteServer(built.outDir, '/sub/'), startRouteServer(built.outDir, '/')]);
});
after(async () => {
  await browser?.close();
  await Promise.all([right?.close(), wrong?.close()]);
  built?.remove();
});

describe('baseUrl banner', () => {
  it('is shown on the home page when the site is served outside its baseUrl', async () => {
    const page = await browser.newPage();
    await page.goto(wrong.url + '/');
    const banner = page.locator('.base-url-issue-banner');
    assert.equal(await banner.textContent(), strings.errors.baseUrlIssue('/sub/'));
    assert.equal(await banner.getAttribute('role'), 'alert');
    await page.close();
  });

  it('is absent when the site is served at its baseUrl, and the page hydrates', async () => {
    const page = await browser.newPage();
    await page.goto(right.url + '/sub/');
    await page.waitForFunction(
      () => (window as Window & { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
    );
    assert.equal(await page.locator('.base-url-issue-banner').count(), 0);
    // Client-side navigation works under the base path too.
    await page.evaluate(() => ((window as Window & { __marker?: number }).__marker = 1));
    await page.click('.home-post__title a');
    await page.waitForFunction(() => location.pathname.startsWith('/sub/blog/'));
    await page.waitForSelector('article h1');
    assert.equal(await page.evaluate(() => (window as Window & { __marker?: number }).__marker), 1);
    await page.close();
  });
});
