// Real Chromium over test/fixtures/sites/docusaurus-client-api (with a package that brings its own React): the
// home page written with the Docusaurus client API hydrates without a console error — useIsBrowser turns true,
// the widget's hooks run in the page's React (its button counts) — and a client navigation to the about page
// and back keeps <Head>'s tags right (and the footer's wrap-mode swizzle): each page's own title, description and tags, none of the other's.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { clientApiSite } from '../helpers/client-api-site';
import { buildAndServe } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;
let dir: string;

before(async () => {
  dir = clientApiSite();
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(dir)]);
});
after(async () => {
  await browser?.close();
  await site?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The head as the test compares it: the title, the description, and the tags <Head> added. */
const headOf = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
    own: [...document.head.querySelectorAll('[data-blogctl-head]')].map((el) =>
      el.outerHTML.replace(/ data-blogctl-head=""/, ''),
    ),
  }));

describe('the Docusaurus client API in Chromium', () => {
  it('hydrates the home page, and client navigation keeps the head tags of each page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(new URL(site.url).origin + '/');
    await page.waitForSelector('.site-island[data-island-ready]');
    await page.waitForFunction(() => document.querySelector('.home__browser')?.textContent === 'browser');
    assert.deepEqual(await page.locator('.home__recent a').allTextContents(), ['第 4 篇', '第 3 篇', '第 2 篇']);
    // The wrap-mode swizzle of the footer is part of the hydrated theme.
    assert.equal(await page.locator('footer + .footer-note').textContent(), '本站由山客维护。');
    assert.equal(await page.locator('.badge').textContent(), 'green');
    await page.locator('button.greeting').click();
    assert.equal(await page.locator('button.greeting').textContent(), '你好，山客 1');
    const home = {
      title: '山客的主页',
      description: '最近写了什么',
      own: [
        '<meta property="og:image" content="https://client-api.example/cover.png">',
        '<link rel="me" href="https://social.example/@shanke">',
      ],
    };
    assert.deepEqual(await headOf(page), home);
    await page.locator('.home__about').click();
    await page.waitForURL(/\/about$/);
    await page.waitForSelector('.about');
    assert.deepEqual(await headOf(page), {
      title: '关于 | 客户端接口',
      description: '关于这个站',
      own: ['<link rel="author" href="https://client-api.example/humans.txt">'],
    });
    await page.locator('.about__home').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForSelector('.home__recent');
    assert.deepEqual(await headOf(page), home);
    assert.deepEqual(errors, []);
    await context.close();
  });
});
