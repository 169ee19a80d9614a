// Real Chromium, search when things around it fail: the hosted provider with every search host refusing
// connections (error screen, the page keeps working), and local storage that throws on every call
// (recent and favorite searches are simply not kept, nothing reaches the console).
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { copySite, removeSite } from '../helpers/cli';
import { buildAndServe } from '../helpers/site';

let browser: Browser;
let hostedDir: string;
let hosted: Awaited<ReturnType<typeof buildAndServe>>;
let local: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  hostedDir = copySite();
  const configFile = join(hostedDir, 'blogctl.config.ts');
  const config = readFileSync(configFile, 'utf8');
  const changed = config.replace(
    "provider: 'local',",
    "provider: 'algolia',\n    appId: 'DOWNAPP',\n    apiKey: 'search-only-key',",
  );
  assert.notEqual(changed, config, 'the shipped config names the local provider');
  writeFileSync(configFile, changed);
  [browser, hosted, local] = await Promise.all([launchBrowser(), buildAndServe(hostedDir), buildAndServe()]);
});
after(async () => {
  await browser?.close();
  await hosted?.close();
  await local?.close();
  removeSite(hostedDir);
});

const hydrated = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true);
const screen = (page: Page, name: string) => page.waitForSelector(`[data-search-screen="${name}"]`);
async function openModal(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.search-modal__input');
}

describe('hosted search with every host down', () => {
  it('shows the error screen, and the page keeps working', async () => {
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    // Every hosted search host refuses the connection (the client's own host list, whatever it is).
    const refused: string[] = [];
    await page.route(
      (u) => /(^|\.)algolia(net)?\.(net|com|io)$/.test(u.hostname),
      (route) => {
        refused.push(new URL(route.request().url()).hostname);
        return route.abort('connectionrefused');
      },
    );
    await page.goto(hosted.url + '/');
    await hydrated(page);
    await openModal(page);
    await page.keyboard.type('docker');
    await screen(page, 'error');
    assert.ok(refused.length > 0, 'the hosted provider was asked');
    assert.ok(
      refused.every((h) => h.startsWith('downapp')),
      refused.join(', '),
    );
    assert.equal(await page.textContent('.search-modal__error .search-modal__title'), '无法获取结果');
    // Typing on still answers (with the same error), and closing works.
    await page.keyboard.type(' mariadb');
    await screen(page, 'error');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.search-modal__input', { state: 'hidden' });
    // Client-side navigation still works.
    await page.click('.navbar a[href="/blog"]:visible');
    await page.waitForURL((u) => u.pathname.replace(/\/$/, '') === '/blog');
    await page.waitForSelector('article.post-preview');
    await page.click('article.post-preview a[href^="/blog/"]:visible');
    await page.waitForURL((u) => u.pathname.startsWith('/blog/') && u.pathname.length > 6);
    await page.waitForSelector('article h1');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });
});

describe('search with local storage that throws', () => {
  let context: BrowserContext;
  before(async () => {
    context = await browser.newContext();
    // A string, not a function: tsx would wrap named functions in a helper the page does not have.
    await context.addInitScript({
      content: `for (const m of ['getItem', 'setItem', 'removeItem', 'clear', 'key']) Storage.prototype[m] = function () { throw new DOMException('storage disabled', 'SecurityError'); };`,
    });
  });
  after(async () => {
    await context?.close();
  });

  it('keeps no recent or favorite searches and no error reaches the console', async () => {
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(local.url + '/');
    await hydrated(page);
    assert.equal(
      await page.evaluate(() => {
        try {
          localStorage.getItem('x');
          return 'works';
        } catch {
          return 'throws';
        }
      }),
      'throws',
    );
    await openModal(page);
    await page.keyboard.type('彗星');
    await screen(page, 'results');
    const href = (await page.getAttribute('.search-modal__hit--active a', 'href'))!;
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => decodeURI(u.pathname + u.hash) === href);
    await hydrated(page);
    // The modal closes after the URL changes: opened again before it has, Ctrl+K met the old one (a CI flake).
    await page.waitForSelector('.search-modal__input', { state: 'hidden' });
    await openModal(page);
    await screen(page, 'start');
    await page.waitForSelector('.search-modal__empty');
    assert.equal(await page.$('[data-search-list="recent"]'), null);
    assert.equal(await page.$('[data-search-list="favorite"]'), null);
    // A reload starts empty as well, and the theme toggle still works without storage.
    await page.keyboard.press('Escape');
    await page.reload();
    await hydrated(page);
    await openModal(page);
    await screen(page, 'start');
    await page.waitForSelector('.search-modal__empty');
    assert.deepEqual(errors, []);
    await page.close();
  });
});
