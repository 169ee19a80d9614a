// Real Chromium against the built shipped site: color mode, announcement bar, mobile panel, docs TOC and
// sidebar, blog pagination, code copy and the render-crash boundary.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;

const DOC = '/docs/Docker/dockermariadb';
const POST = '/blog/博客搬家记换一个新的生成器';
const DESKTOP = { width: 1366, height: 900 };
const MOBILE = { width: 375, height: 812 };

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe()]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

async function open(
  path: string,
  opts: { viewport?: { width: number; height: number }; context?: BrowserContext } = {},
): Promise<Page> {
  const context = opts.context ?? (await browser.newContext({ viewport: opts.viewport ?? DESKTOP }));
  const page = await context.newPage();
  await page.goto(site.url + encodeURI(path));
  await hydrated(page);
  return page;
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
  );
}

const theme = (page: Page) => page.getAttribute('html', 'data-theme');
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('color mode', () => {
  it('defaults to light and the toggle cycles light ↔ dark (system preference not respected)', async () => {
    const page = await open('/');
    assert.equal(await theme(page), 'light');
    const toggle = page.locator('.navbar__items--right .color-mode-toggle');
    await toggle.click();
    assert.equal(await theme(page), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    assert.match((await toggle.getAttribute('aria-label')) ?? '', /暗黑模式/);
    await toggle.click();
    assert.equal(await theme(page), 'light');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
    await page.context().close();
  });

  it('persists across reloads and is applied before first paint (no flash)', async () => {
    const page = await open('/');
    const lightBg = await bodyBackground(page);
    await page.locator('.navbar__items--right .color-mode-toggle').click();
    assert.equal(await theme(page), 'dark');
    // Reload with the theme's JavaScript blocked: only the inline head script can set the mode, and it
    // must already be dark, with the dark background computed, when the document is parsed.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    assert.equal(await theme(page), 'dark');
    const darkBg = await bodyBackground(page);
    assert.notEqual(darkBg, lightBg);
    assert.equal(
      await page.evaluate(() => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__),
      undefined,
    );
    // And with JavaScript back, the hydrated toggle shows the stored choice.
    await page.unroute('**/assets/js/**');
    await page.reload();
    await hydrated(page);
    assert.equal(await theme(page), 'dark');
    assert.equal(await page.locator('.navbar__items--right .color-mode-toggle').getAttribute('data-choice'), 'dark');
    assert.ok(await page.locator('.navbar__items--right .color-mode-toggle .icon-dark').isVisible());
    await page.context().close();
  });

  it('reads a returning visitor\'s Docusaurus "theme" key', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await open('/blog', { context });
    assert.equal(await theme(page), 'dark');
    await context.close();
  });
});

describe('announcement bar', () => {
  it('is dismissed, stays dismissed after reload, and comes back when its id changes', async () => {
    const page = await open('/');
    const bar = page.locator('.announcement-bar');
    assert.ok(await bar.isVisible());
    const id = await bar.getAttribute('data-announcement-id');
    await page.click('.announcement-bar__close');
    await bar.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss')), 'true');
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id')), id);

    await page.reload();
    await hydrated(page);
    assert.equal(await page.getAttribute('html', 'data-announcement-bar-initially-dismissed'), 'true');
    assert.equal(await bar.isVisible(), false);

    // A returning visitor who dismissed an older bar sees the new one.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await hydrated(page);
    assert.equal(await page.getAttribute('html', 'data-announcement-bar-initially-dismissed'), 'false');
    assert.ok(await bar.isVisible());
    await page.context().close();
  });
});

describe('mobile navbar panel at 375 px', () => {
  it('opens the main menu from the hamburger on a page without its own menu, and closes', async () => {
    const page = await open('/', { viewport: MOBILE });
    assert.equal(await page.locator('.navbar__items--right > a.navbar__link').first().isVisible(), false);
    const toggle = page.locator('.navbar__toggle');
    assert.ok(await toggle.isVisible());
    await toggle.click();
    const panel = page.locator('.navbar-sidebar');
    await page.waitForSelector('.navbar--sidebar-open');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    const blogLink = panel.locator('.navbar-sidebar__item').first().getByRole('link', { name: '博客' });
    await blogLink.waitFor({ state: 'visible' });
    await panel.locator('.navbar-sidebar__close').click();
    await page.waitForSelector('.navbar--sidebar-open', { state: 'detached' });
    await blogLink.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('on a doc page shows the doc sidebar, goes back to the main menu, and closes on desktop width', async () => {
    const page = await open(DOC, { viewport: MOBILE });
    assert.equal(await page.locator('.doc-layout .doc-sidebar').isVisible(), false);
    await page.click('.navbar__toggle');
    const items = page.locator('.navbar-sidebar__items');
    await page.waitForSelector('.navbar-sidebar__items--show-secondary', { state: 'attached' });
    const active = page.locator('#navbar-secondary-menu .menu__link--active');
    await active.waitFor({ state: 'visible' });
    assert.equal(await active.textContent(), '用 Docker 部署 MariaDB');

    await page.click('.navbar-sidebar__back');
    await page.waitForFunction(() => !document.querySelector('.navbar-sidebar__items--show-secondary'));
    const mainLink = items.locator('.navbar-sidebar__item').first().getByRole('link', { name: '博客' });
    await mainLink.waitFor({ state: 'visible' });
    await active.waitFor({ state: 'hidden' });

    await page.setViewportSize(DESKTOP);
    await page.waitForSelector('.navbar--sidebar-open', { state: 'detached' });
    assert.equal(await page.locator('.navbar-sidebar').isVisible(), false);
    assert.ok(await page.locator('.doc-layout .doc-sidebar').isVisible());
    assert.equal(await page.locator('.navbar__toggle').isVisible(), false);
    await page.context().close();
  });
});

describe('locale dropdown', () => {
  it('lists zh-CN with hreflang, and closes on Escape and on an outside click', async () => {
    const page = await open('/blog');
    const dropdown = page.locator('.navbar__items--right .locale-dropdown');
    const button = dropdown.locator('> button');
    const link = dropdown.locator('a[hreflang="zh-CN"]');
    assert.equal(await link.isVisible(), false);
    await button.click();
    await link.waitFor({ state: 'visible' });
    assert.equal(await link.textContent(), '简体中文');
    assert.equal(await link.getAttribute('href'), '/blog');
    await page.keyboard.press('Escape');
    await link.waitFor({ state: 'hidden' });
    assert.equal(await button.evaluate((b) => b === document.activeElement), true);
    await button.click();
    await link.waitFor({ state: 'visible' });
    await page.mouse.click(600, 500);
    await link.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});

describe('preferred docs version (Docusaurus key)', () => {
  it('keeps a known version and drops a stale one on a docs page', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('docs-preferred-version-default', '2.x');
      }
    });
    const page = await open(DOC, { context });
    await page.waitForFunction(() => localStorage.getItem('docs-preferred-version-default') === null);
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', 'current'));
    await page.reload();
    await hydrated(page);
    assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), 'current');
    await context.close();
  });
});

describe('navbar on scroll', () => {
  it('hides on scroll down and reappears on scroll up', async () => {
    const page = await open(DOC);
    const navbar = page.locator('nav.navbar');
    assert.equal(await navbar.getAttribute('class'), 'navbar');
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' as ScrollBehavior }));
    await page.waitForSelector('nav.navbar.navbar--hidden');
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().bottom <= 0);
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' as ScrollBehavior }));
    await page.waitForSelector('nav.navbar:not(.navbar--hidden)');
    await page.waitForFunction(() => document.querySelector('nav.navbar')!.getBoundingClientRect().top === 0);
    await page.context().close();
  });

  it('offers "back to top" once far down the page', async () => {
    const page = await open(DOC);
    const button = page.getByRole('button', { name: '回到顶部' });
    assert.equal(await button.isVisible(), false);
    await page.evaluate(() => window.scrollTo({ top: 2500, behavior: 'instant' as ScrollBehavior }));
    await button.waitFor({ state: 'visible' });
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await button.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});

describe('doc page: sidebar and table of contents', () => {
  it('marks the active doc, collapses and expands categories', async () => {
    const page = await open(DOC);
    const sidebar = page.locator('.doc-layout .doc-sidebar');
    const active = sidebar.locator('[aria-current="page"]');
    assert.equal(await active.textContent(), '用 Docker 部署 MariaDB');
    const docker = sidebar.locator('.menu__list-item', {
      has: page.locator('> .menu__list-item-collapsible a', { hasText: 'Docker' }),
    });
    await docker.locator('.menu__caret').click();
    await active.waitFor({ state: 'detached' });
    assert.equal(await docker.locator('.menu__caret').getAttribute('aria-expanded'), 'false');
    const linux = sidebar.locator('.menu__list-item', {
      has: page.locator('> .menu__list-item-collapsible a', { hasText: 'Linux' }),
    });
    assert.equal(await linux.locator('> .menu__list').count(), 0);
    await linux.locator('.menu__caret').click();
    await linux.locator('> .menu__list .menu__link').first().waitFor({ state: 'visible' });
    await page.context().close();
  });

  it('has a sticky TOC of h2-h3 whose active link follows scrolling', async () => {
    const page = await open(DOC);
    const toc = page.locator('.toc--desktop');
    assert.ok(await toc.isVisible());
    const ids = await toc
      .locator('.toc__link')
      .evaluateAll((as) => as.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))));
    const headingIds = await page.evaluate(() =>
      [...document.querySelectorAll('.doc__content h2[id], .doc__content h3[id]')].map((h) => h.id),
    );
    assert.deepEqual(ids, headingIds);
    assert.ok((await toc.locator('.toc__item--h3').count()) > 0);
    const target = '备份与恢复';
    await page.evaluate(
      (id) => document.getElementById(id)!.scrollIntoView({ behavior: 'instant' as ScrollBehavior, block: 'start' }),
      target,
    );
    await page.waitForFunction(
      (id) =>
        decodeURIComponent(document.querySelector('.toc--desktop .toc__link--active')?.getAttribute('href') ?? '') ===
        '#' + id,
      target,
    );
    // Sticky: still on screen after scrolling far down.
    const box = await toc.boundingBox();
    assert.ok(box && box.y >= 0 && box.y < DESKTOP.height, `TOC on screen (y=${box?.y})`);
    await page.context().close();
  });

  it('has a collapsible TOC on mobile', async () => {
    const page = await open(DOC, { viewport: MOBILE });
    assert.equal(await page.locator('.toc--desktop').isVisible(), false);
    const mobile = page.locator('.toc--mobile');
    const first = mobile.locator('.toc__link').first();
    assert.equal(await first.isVisible(), false);
    await mobile.locator('summary').click();
    await first.waitFor({ state: 'visible' });
    await page.context().close();
  });
});

describe('blog pagination', () => {
  it('links older and newer list pages', async () => {
    const page = await open('/blog');
    assert.equal(await page.locator('.pagination-nav__link--prev').count(), 0);
    const older = page.locator('a.pagination-nav__link--next');
    assert.equal(await older.getAttribute('href'), '/blog/page/2');
    assert.equal(await page.locator('.post-preview').count(), 10);
    await older.click();
    await page.waitForURL(/\/blog\/page\/2$/);
    await page.locator('.post-preview').first().waitFor();
    const newer = page.locator('a.pagination-nav__link--prev');
    assert.equal(await newer.getAttribute('href'), '/blog');
    assert.equal(await page.locator('a.pagination-nav__link--next').count(), 0);
    await page.context().close();
  });
});

describe('code blocks', () => {
  it('copies the code without line numbers and shows "copied" feedback', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const page = await open(DOC, { context });
    const block = page.locator('.code-block--numbered').first();
    assert.equal(await block.locator('.code-block__title').textContent(), 'docker-compose.yml');
    assert.ok((await block.locator('.code-line--highlighted').count()) >= 6);
    const button = block.locator('.code-block__copy');
    assert.equal(await button.textContent(), '复制');
    await block.hover();
    await button.click();
    await page.waitForFunction(
      () => document.querySelector('.code-block--numbered .code-block__copy')?.textContent === '复制成功',
    );
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(copied, /^services:\n {2}mariadb:\n {4}image: mariadb:11\.4\n/);
    assert.doesNotMatch(copied, /^\s*1\s*services/);
    assert.ok(!copied.endsWith('\n'));
    await context.close();
  });
});

describe('render crash boundary', () => {
  it("shows 'This page crashed.' with the error text, and 'Try again' renders the page again", async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    // Test-only: hand the post template a table of contents that throws while window.__crash is set,
    // so the real template crashes during hydration in the browser.
    await context.addInitScript(() => {
      const w = window as unknown as { __crash: boolean };
      w.__crash = true;
      const parse = JSON.parse;
      JSON.parse = function (text: string, reviver?: (this: unknown, key: string, value: unknown) => unknown) {
        const value = parse.call(JSON, text, reviver);
        const props = value?.props;
        if (props && props.kind === 'post' && Array.isArray(props.toc)) {
          const toc = props.toc;
          // Not enumerable, so only a template reading props.toc meets it.
          Object.defineProperty(props, 'toc', {
            enumerable: false,
            get() {
              if (w.__crash) throw new Error('测试用的渲染错误');
              return toc;
            },
          });
        }
        return value;
      } as typeof JSON.parse;
    });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + encodeURI(POST));
    const alert = page.locator('.error-boundary[role="alert"]');
    await alert.waitFor();
    assert.equal(await alert.locator('h1').textContent(), '此页已崩溃。');
    assert.equal(await alert.locator('.error-boundary__message').textContent(), '测试用的渲染错误');
    // The frame around the page still works.
    assert.ok(await page.locator('.navbar').isVisible());
    assert.ok(errors.some((e) => e.includes('render crash')));
    await page.evaluate(() => ((window as unknown as { __crash: boolean }).__crash = false));
    await alert.getByRole('button', { name: '重试' }).click();
    await page.locator('.post__title').waitFor();
    assert.equal(await alert.count(), 0);
    await context.close();
  });
});
