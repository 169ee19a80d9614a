// Real Chromium over a small docs site with docs.sidebar.hideable and autoCollapseCategories (and a
// titleDelimiter): the button at the sidebar's foot hides it to a thin bar, the sidebar stays hidden through a
// client-side navigation (whose <title> is the one the server wrote), the keyboard shows it again, and expanding a
// category collapses its sibling; no console error.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { miniSite, removeMiniSites } from '../helpers/mini-site';
import { buildAndServe } from '../helpers/site';

const CONFIG = `export default {
  title: '测试站',
  url: 'https://example.com',
  titleDelimiter: '·',
  favicon: '/img/favicon.svg',
  docs: { sidebar: { hideable: true, autoCollapseCategories: true } },
};
`;
const files = {
  'blogctl.config.mjs': CONFIG,
  // Chromium asks for a favicon; one that exists keeps the console clean.
  'static/img/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n',
  'content/docs/intro.md': '---\ntitle: 开始\nsidebar_position: 1\n---\n\n先读[镜像](./Docker/镜像.md)。\n',
  'content/docs/Docker/镜像.md': '---\ntitle: 镜像\n---\n\n正文。\n',
  'content/docs/Linux/网络.md': '---\ntitle: 网络\n---\n\n正文。\n',
};

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(miniSite(files).root)]);
});
after(async () => {
  await browser?.close();
  await site?.close();
  removeMiniSites();
});

type Win = Window & { __BLOGCTL_HYDRATED__?: boolean; __marker?: boolean };

const sidebarState = (page: Page) =>
  page.$eval('aside.doc-sidebar', (el) => ({
    hidden: el.classList.contains('doc-sidebar--hidden'),
    menu: el.querySelector('nav.menu') !== null,
    width: Math.round(el.getBoundingClientRect().width),
    button: el.querySelector('.doc-sidebar__collapse, .doc-sidebar__expand')?.getAttribute('aria-label'),
    expanded: el.querySelector('.doc-sidebar__collapse, .doc-sidebar__expand')?.getAttribute('aria-expanded'),
    focused: document.activeElement?.getAttribute('aria-label'),
  }));

describe('docs.sidebar options, in the browser', () => {
  it('hides the sidebar, keeps it hidden through client navigation, shows it again from the keyboard', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}/docs/intro`);
    await page.waitForFunction(() => (window as Win).__BLOGCTL_HYDRATED__ === true);
    await page.evaluate(() => ((window as Win).__marker = true));
    const shown = await sidebarState(page);
    assert.equal(shown.hidden, false);
    assert.equal(shown.expanded, 'true');

    await page.locator('button.doc-sidebar__collapse').click();
    const hidden = await sidebarState(page);
    assert.deepEqual(
      { ...hidden, width: hidden.width < 40 },
      { hidden: true, menu: false, width: true, button: '展开侧边栏', expanded: 'false', focused: '展开侧边栏' },
    );

    await Promise.all([
      page.waitForURL((u) => decodeURIComponent(u.pathname) === '/docs/Docker/镜像'),
      page.locator('.markdown a', { hasText: '镜像' }).click(),
    ]);
    await page.locator('h1', { hasText: '镜像' }).waitFor();
    assert.equal(await page.evaluate(() => (window as Win).__marker), true, 'a client-side navigation');
    assert.equal((await sidebarState(page)).hidden, true);
    assert.equal(await page.title(), '镜像 · 测试站');
    const served = await (await page.request.get(`${site.url}/docs/Docker/${encodeURIComponent('镜像')}`)).text();
    assert.match(served, /<title>镜像 · 测试站<\/title>/);

    await page.locator('button.doc-sidebar__expand').focus();
    await page.keyboard.press('Enter');
    const again = await sidebarState(page);
    assert.deepEqual(
      { ...again, width: again.width > 200 },
      { hidden: false, menu: true, width: true, button: '收起侧边栏', expanded: 'true', focused: '收起侧边栏' },
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('collapses the sibling categories of the one the reader expands', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${site.url}/docs/Docker/${encodeURIComponent('镜像')}`);
    await page.waitForFunction(() => (window as Win).__BLOGCTL_HYDRATED__ === true);
    const docker = page.locator('.doc-sidebar button.menu__caret[aria-label="展开或收起「Docker」"]');
    const linux = page.locator('.doc-sidebar button.menu__caret[aria-label="展开或收起「Linux」"]');
    assert.equal(await docker.getAttribute('aria-expanded'), 'true');
    assert.equal(await linux.getAttribute('aria-expanded'), 'false');
    await linux.click();
    assert.equal(await linux.getAttribute('aria-expanded'), 'true');
    assert.equal(await docker.getAttribute('aria-expanded'), 'false');
    await page.locator('.doc-sidebar a.menu__link', { hasText: '网络' }).waitFor();
    assert.equal(await page.locator('.doc-sidebar a.menu__link', { hasText: '镜像' }).count(), 0);
    await docker.click();
    assert.equal(await linux.getAttribute('aria-expanded'), 'false');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
