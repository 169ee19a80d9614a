// Real Chromium against fixture sites: one respects the OS color scheme and has no navbar items (the
// toggle cycles light → dark → system, "system" follows OS changes, there is no mobile panel); one has
// a navbar dropdown (in the mobile panel it opens by itself when it contains the active route).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe, fixtureSite } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;
let dropdownSite: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  browser = await launchBrowser();
  site = await buildAndServe(fixtureSite('system-theme'));
  dropdownSite = await buildAndServe(fixtureSite('dropdown-nav'));
});
after(async () => {
  await browser?.close();
  await site?.close();
  await dropdownSite?.close();
});

async function open(
  path: string,
  viewport = { width: 1280, height: 800 },
  colorScheme: 'light' | 'dark' = 'light',
  base = site.url,
): Promise<Page> {
  const context = await browser.newContext({ viewport, colorScheme });
  const page = await context.newPage();
  await page.goto(base + path);
  await page.waitForFunction(
    () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
  );
  return page;
}

const state = (page: Page) =>
  page.evaluate(() => [
    document.documentElement.dataset.theme,
    document.documentElement.dataset.themeChoice,
    localStorage.getItem('theme'),
  ]);

describe('color mode with system preference respected', () => {
  it('starts on "system" (following the OS) and cycles light → dark → system', async () => {
    const page = await open('/', undefined, 'dark');
    assert.deepEqual(await state(page), ['dark', 'system', null]);
    const toggle = page.locator('.navbar__items--right .color-mode-toggle');
    await toggle.click();
    assert.deepEqual(await state(page), ['light', 'light', 'light']);
    await toggle.click();
    assert.deepEqual(await state(page), ['dark', 'dark', 'dark']);
    await toggle.click();
    assert.deepEqual(await state(page), ['dark', 'system', 'system']);
    assert.match((await toggle.getAttribute('aria-label')) ?? '', /跟随系统/);
    await page.context().close();
  });

  it('on "system", follows an OS change live and after reload', async () => {
    const page = await open('/blog', undefined, 'light');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await page.reload();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    // An explicit choice stops following the OS.
    await page.waitForFunction(
      () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
    );
    await page.locator('.navbar__items--right .color-mode-toggle').click();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await page.context().close();
  });
});

describe('navbar without items', () => {
  it('has no hamburger and no side panel on mobile', async () => {
    const page = await open('/', { width: 375, height: 812 });
    assert.equal(await page.locator('.navbar__toggle').count(), 0);
    assert.equal(await page.locator('.navbar-sidebar').count(), 0);
    assert.ok(await page.locator('.navbar__brand').isVisible());
    await page.context().close();
  });
});

describe('icon items of the navbar', () => {
  it("show their HTML or the site's class, are named by their aria-label, and hydrate without an error", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(dropdownSite.url + '/');
    await page.waitForFunction(
      () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
    );
    const icon = page.getByRole('link', { name: '博客图标' });
    assert.equal(await icon.locator('span.nav-icon[title="博客"]').textContent(), '✎');
    assert.match((await icon.getAttribute('class')) ?? '', /\bnavbar__link\b/);
    const github = page.getByRole('link', { name: 'GitHub' });
    assert.equal(await github.getAttribute('href'), 'https://github.com/example');
    assert.match((await github.getAttribute('class')) ?? '', /^navbar__item navbar__link header-github-link$/);
    // A client navigation through the icon item renders it the same way.
    await icon.click();
    await page.waitForURL(/\/blog\/?$/);
    assert.match((await icon.getAttribute('class')) ?? '', /navbar__link--active/);
    // The fixture ships no favicon; Chromium asks for one anyway.
    assert.deepEqual(
      errors.filter((e) => !e.endsWith('/favicon.ico)')),
      [],
    );
    await context.close();
  });
});

describe('mobile dropdown', () => {
  const MOBILE = { width: 375, height: 812 };
  it('opens by itself in the panel when it contains the active route', async () => {
    const page = await open('/blog', MOBILE, 'light', dropdownSite.url);
    await page.click('.navbar__toggle');
    // The blog opens its own (secondary) menu first; the dropdown is in the main menu.
    await page.click('.navbar-sidebar__back');
    const dropdown = page.locator('.navbar-sidebar .dropdown');
    assert.equal(await dropdown.locator('> button').getAttribute('aria-expanded'), 'true');
    await dropdown.getByRole('link', { name: '博客' }).waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('stays closed elsewhere until tapped', async () => {
    const page = await open('/', MOBILE, 'light', dropdownSite.url);
    await page.click('.navbar__toggle');
    const dropdown = page.locator('.navbar-sidebar .dropdown');
    const button = dropdown.locator('> button');
    await button.waitFor({ state: 'visible' });
    assert.equal(await button.getAttribute('aria-expanded'), 'false');
    assert.equal(await dropdown.getByRole('link', { name: '博客' }).isVisible(), false);
    await button.click();
    await dropdown.getByRole('link', { name: '博客' }).waitFor({ state: 'visible' });
    await page.context().close();
  });
});
