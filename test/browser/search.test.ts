// Real Chromium against the built shipped site: the search modal's keyboard behaviour, grouped results for
// a Chinese query, recent/favorite persistence, the no-results/error/stalled screens, the 64-character
// limit, lazy loading of the index, and the /search page (direct load, paging, escaping).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;
const POST = '/blog/凤凰传奇演唱会一场全民合唱';

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe()]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

async function open(path: string, context?: BrowserContext): Promise<Page> {
  const page = await (context ?? browser).newPage();
  await page.goto(site.url + encodeURI(path));
  await page.waitForFunction(
    () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
  );
  return page;
}

const modal = '[data-search-modal]';
const input = '.search-modal__input';
const screen = (page: Page, name: string) => page.waitForSelector(`[data-search-screen="${name}"]`);
async function openModal(page: Page): Promise<void> {
  await page.keyboard.press('Control+k');
  await page.waitForSelector(input);
}
const activeText = (page: Page) => page.textContent('.search-modal__hit--active a');

describe('search modal: opening, key hints, lazy loading', () => {
  it('loads neither the modal nor the index on page load; hovering the button preloads the index', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(decodeURI(r.url())));
    await page.goto(site.url + encodeURI(POST));
    await page.waitForFunction(
      () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
    );
    assert.ok(!requests.some((u) => u.includes('/assets/search/') || u.includes('modal-root')), requests.join('\n'));
    const indexRequest = page.waitForRequest((r) => r.url().includes('/assets/search/index.json'));
    await page.hover('.navbar [data-search-button]');
    await indexRequest;
    assert.equal(await page.$(modal), null, 'hover preloads but does not open');
    await page.close();
  });

  it('makes the Chinese word segmenter ready when the index is preloaded, before the first key', async () => {
    const page = await browser.newPage();
    // Counts segmentations (the first one loads the segmenter's dictionary).
    await page.addInitScript(() => {
      const w = window as unknown as { __segments: number };
      w.__segments = 0;
      const segment = Intl.Segmenter.prototype.segment;
      Intl.Segmenter.prototype.segment = function (this: Intl.Segmenter, text: string) {
        w.__segments++;
        return segment.call(this, text);
      };
    });
    await page.goto(site.url + encodeURI(POST));
    await page.waitForFunction(
      () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
    );
    assert.equal(
      await page.evaluate(() => (window as unknown as { __segments: number }).__segments),
      0,
      'nothing segmented on page load',
    );
    await page.hover('.navbar [data-search-button]');
    await page.waitForFunction(() => (window as unknown as { __segments: number }).__segments > 0);
    assert.equal(await page.$(modal), null, 'preloaded, not opened, nothing typed');
    await page.close();
  });

  it('opens with Ctrl+K and with "/" outside text fields, shows the start screen and footer hints', async () => {
    const page = await open(POST);
    const errors = collectErrors(page);
    await openModal(page);
    await screen(page, 'start');
    assert.equal(await page.textContent('.search-modal__empty'), '没有最近搜索');
    assert.equal(await page.getAttribute(input, 'placeholder'), '搜索文档');
    assert.equal(await page.evaluate(() => document.activeElement?.className), 'search-modal__input');
    assert.equal(await page.textContent('.search-modal__commands'), '↵选中↓↑切换esc关闭');
    await page.keyboard.press('Escape');
    await page.waitForSelector(modal, { state: 'detached' });
    await page.keyboard.press('/');
    await page.waitForSelector(input);
    await page.keyboard.press('Escape');
    await page.waitForSelector(modal, { state: 'detached' });
    await page.click('.navbar [data-search-button]');
    await page.waitForSelector(input);
    assert.deepEqual(errors, []);
    await page.close();
  });

  it('"/" typed into a text field does not open the modal', async () => {
    const page = await open('/search');
    await page.click('.search-page__input');
    await page.keyboard.type('a/b');
    assert.equal(await page.inputValue('.search-page__input'), 'a/b');
    assert.equal(await page.$(modal), null);
    await page.close();
  });

  it('shows each key hint pressed while held, with Ctrl on Linux', async () => {
    const page = await open(POST);
    const mod = '.navbar [data-search-button] [data-key="mod"]';
    assert.equal(await page.textContent(mod), 'Ctrl');
    await page.keyboard.down('Control');
    await page.waitForSelector(`${mod}[data-pressed]`);
    await page.keyboard.up('Control');
    await page.waitForSelector(`${mod}:not([data-pressed])`);
    await page.keyboard.down('k');
    await page.waitForSelector('.navbar [data-search-button] [data-key="k"][data-pressed]');
    await page.keyboard.up('k');
    await page.waitForSelector('.navbar [data-search-button] [data-key="k"]:not([data-pressed])');
    await page.close();
  });

  it('shows ⌘ on Apple platforms and opens with Meta+K there', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setUserAgentOverride', {
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      platform: 'MacIntel',
    });
    await page.goto(site.url + encodeURI(POST));
    await page.waitForFunction(
      () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
    );
    await page.waitForFunction(
      () => document.querySelector('.navbar [data-search-button] [data-key="mod"]')?.textContent === '⌘',
      undefined,
      { timeout: 5000 },
    );
    await page.keyboard.down('Meta');
    await page.waitForSelector('.navbar [data-search-button] [data-key="mod"][data-pressed]');
    await page.keyboard.press('k');
    await page.keyboard.up('Meta');
    await page.waitForSelector(input);
    await context.close();
  });
});

describe('search modal: results and keyboard', () => {
  it('groups a Chinese query by section, at most 5 per group, with highlights and "see all"', async () => {
    const page = await open('/');
    await openModal(page);
    await page.keyboard.type('凤凰传奇');
    await screen(page, 'results');
    const groups = await page.$$eval('[data-search-group]', (els) =>
      els.map((g) => ({
        name: g.getAttribute('data-search-group'),
        hits: g.querySelectorAll('[data-search-hit]').length,
      })),
    );
    assert.equal(groups[0].name, '博客');
    for (const g of groups) assert.ok(g.hits >= 1 && g.hits <= 5, JSON.stringify(groups));
    assert.equal(await page.textContent('[data-search-hit] mark'), '凤凰传奇');
    assert.match((await activeText(page)) ?? '', /凤凰传奇/);
    assert.equal(await page.getAttribute('.search-modal__hit:first-child', 'aria-selected'), 'true');
    const seeAll = await page.textContent('.search-modal__see-all');
    assert.match(seeAll ?? '', /^查看全部 \d+ 个结果$/);
    assert.equal(
      decodeURIComponent((await page.getAttribute('.search-modal__see-all', 'href'))!),
      '/search?q=凤凰传奇',
    );
    await page.close();
  });

  it('arrow keys move the active item; Enter opens it; Ctrl+Enter and Shift+Enter open new pages', async () => {
    const context = await browser.newContext();
    const page = await open('/', context);
    await openModal(page);
    await page.keyboard.type('docker');
    await screen(page, 'results');
    const first = await page.getAttribute('.search-modal__hit--active', 'id');
    assert.equal(first, 'search-item-0');
    await page.keyboard.press('ArrowDown');
    assert.equal(await page.getAttribute('.search-modal__hit--active', 'id'), 'search-item-1');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    const last = await page.$$eval('[data-search-hit]', (els) => els.length - 1);
    assert.equal(await page.getAttribute('.search-modal__hit--active', 'id'), `search-item-${last}`, 'wraps around');
    await page.keyboard.press('ArrowDown');
    const href = (await page.getAttribute('.search-modal__hit--active a', 'href'))!;
    const tab = context.waitForEvent('page');
    await page.keyboard.press('Control+Enter');
    const opened = await tab;
    await opened.waitForURL((u) => u.href.startsWith(site.url));
    assert.equal(decodeURI(new URL(opened.url()).pathname + new URL(opened.url()).hash), href);
    await opened.close();
    const win = context.waitForEvent('page');
    await page.keyboard.press('Shift+Enter');
    await (await win).close();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => decodeURI(u.pathname + u.hash) === href);
    await context.close();
  });

  it('Escape clears the query first, then closes; Tab closes', async () => {
    const page = await open('/');
    await openModal(page);
    await page.keyboard.type('docker');
    await screen(page, 'results');
    await page.keyboard.press('Escape');
    assert.equal(await page.inputValue(input), '');
    await screen(page, 'start');
    await page.keyboard.press('Escape');
    await page.waitForSelector(modal, { state: 'detached' });
    await openModal(page);
    await page.keyboard.press('Tab');
    await page.waitForSelector(modal, { state: 'detached' });
    await page.close();
  });

  it('limits the input to 64 characters, also when pre-filled from selected text', async () => {
    const page = await open(POST);
    await openModal(page);
    await page.keyboard.type('x'.repeat(80));
    assert.equal((await page.inputValue(input)).length, 64);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.waitForSelector(modal, { state: 'detached' });
    const selected = await page.evaluate(() => {
      const p = [...document.querySelectorAll('article p, main p')].find((el) => (el.textContent ?? '').length > 80)!;
      const range = document.createRange();
      range.selectNodeContents(p);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
      return getSelection()!.toString().trim();
    });
    assert.ok(selected.length > 64);
    await openModal(page);
    assert.equal(await page.inputValue(input), selected.slice(0, 64));
    await page.close();
  });
});

describe('search modal: recent and favorite searches', () => {
  it('keeps selected hits as recent, stars them as favorites, and both survive reloads', async () => {
    const context = await browser.newContext();
    const page = await open('/', context);
    await openModal(page);
    await page.keyboard.type('彗星');
    await screen(page, 'results');
    const title = (await page.textContent('.search-modal__hit--active .search-modal__hit-title'))!;
    const href = (await page.getAttribute('.search-modal__hit--active a', 'href'))!;
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => decodeURI(u.pathname + u.hash) === href);
    await page.waitForFunction(
      () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
    );
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('blogctl-search-recent') ?? '[]'));
    assert.equal(stored.length, 1);
    assert.equal(
      '_highlightResult' in stored[0] || '_snippetResult' in stored[0],
      false,
      'stored without highlight/snippet',
    );
    await page.reload();
    await page.waitForFunction(
      () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
    );
    await openModal(page);
    await page.waitForSelector('[data-search-list="recent"]');
    assert.equal(await page.textContent('[data-search-list="recent"] .search-modal__hit-title'), title);
    await page.click('[data-search-list="recent"] button[title="收藏此搜索"]');
    await page.waitForSelector('[data-search-list="favorite"]');
    assert.equal(await page.$('[data-search-list="recent"]'), null);
    await page.reload();
    await page.waitForFunction(
      () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
    );
    await openModal(page);
    await page.waitForSelector('[data-search-list="favorite"]');
    assert.equal(await page.textContent('[data-search-list="favorite"] .search-modal__hit-title'), title);
    await page.click('[data-search-list="favorite"] button[title="从收藏列表中删除此搜索"]');
    await screen(page, 'start');
    await page.waitForSelector('.search-modal__empty');
    assert.equal(await page.evaluate(() => localStorage.getItem('blogctl-search-favorite')), '[]');
    await context.close();
  });

  it('keeps nothing when local storage does not work', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new Error('storage disabled');
      };
    });
    const page = await open('/', context);
    await openModal(page);
    await page.keyboard.type('彗星');
    await screen(page, 'results');
    const href = (await page.getAttribute('.search-modal__hit--active a', 'href'))!;
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => decodeURI(u.pathname + u.hash) === href);
    await page.waitForFunction(
      () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
    );
    await openModal(page);
    await screen(page, 'start');
    await page.waitForSelector('.search-modal__empty');
    await context.close();
  });
});

describe('search modal: no results, errors, stalled', () => {
  it('shows the no-results screen with up to 3 suggestions and the "Let us know." link when configured', async () => {
    const page = await browser.newPage();
    // Configure missingResultsUrl by rewriting the embedded site data of the home page. Only the home page's
    // URL: the router prefetches other pages' HTML, and those fetches must not go through this handler.
    await page.route(
      (u) => u.href === site.url + '/',
      async (route) => {
        const res = await route.fetch();
        const body = (await res.text()).replace(
          '"contextualSearch":true',
          '"contextualSearch":true,"missingResultsUrl":"https://example.invalid/new?title={query}"',
        );
        await route.fulfill({ response: res, body });
      },
    );
    await page.goto(site.url + '/');
    await page.waitForFunction(
      () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
    );
    await openModal(page);
    await page.keyboard.type('zzqqxx');
    await screen(page, 'no-results');
    assert.equal(await page.textContent('.search-modal__no-results .search-modal__title'), '没有“zzqqxx”的结果');
    assert.match((await page.textContent('.search-modal__no-results'))!, /试试搜索/);
    const suggestions = await page.$$eval('.search-modal__suggestions button', (els) => els.map((e) => e.textContent));
    assert.ok(suggestions.length >= 1 && suggestions.length <= 3, JSON.stringify(suggestions));
    const link = await page.$('.search-modal__help a');
    assert.equal(await link!.textContent(), '请告知我们。');
    assert.equal(await link!.getAttribute('href'), 'https://example.invalid/new?title=zzqqxx');
    await page.click('.search-modal__suggestions button');
    await screen(page, 'results');
    // A prefetch of the home page may still be in the handler: closing must not fail its route.fetch().
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.close();
  });

  it('shows the error screen when the index cannot be loaded', async () => {
    const page = await open('/');
    await page.route('**/assets/search/**', (route) => route.abort('connectionrefused'));
    await openModal(page);
    await page.keyboard.type('docker');
    await screen(page, 'error');
    assert.equal(await page.getAttribute(modal, 'data-status'), 'error');
    assert.equal(await page.textContent('.search-modal__error .search-modal__title'), '无法获取结果');
    assert.equal(await page.textContent('.search-modal__error .search-modal__help'), '你可能需要检查网络连接。');
    await page.close();
  });

  it('goes loading → stalled while the index is slow, then shows results', async () => {
    const page = await open('/');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/assets/search/**', async (route) => {
      await gate;
      await route.continue();
    });
    await openModal(page);
    await page.keyboard.type('docker');
    await page.waitForSelector('[data-search-modal][data-status="stalled"]');
    assert.ok(await page.$('.search-modal__spinner'));
    release();
    await screen(page, 'results');
    assert.equal(await page.getAttribute(modal, 'data-status'), 'idle');
    await page.close();
  });
});

describe('/search page', () => {
  it('shows all results with paging for ?q= on a direct load and keeps the query in the URL', async () => {
    // A query with more than one page of hits: at most 3 hits per page since issue 16, so not 'docker'.
    const page = await open('/search?q=博客');
    await page.waitForSelector('[data-search-page-status="done"]');
    assert.equal(await page.inputValue('.search-page__input'), '博客');
    assert.match((await page.textContent('.search-page__count'))!, /^找到 \d+ 份文件$/);
    const firstPage = await page.$$eval('.search-page__hit', (els) =>
      els.map((e) => e.getAttribute('data-search-hit')),
    );
    assert.equal(firstPage.length, 20);
    await page.click('.search-page__pager button:last-child');
    await page.waitForURL((u) => u.searchParams.get('page') === '2' && u.searchParams.get('q') === '博客');
    await page.waitForFunction(
      (first) => document.querySelector('.search-page__hit')?.getAttribute('data-search-hit') !== first,
      firstPage[0],
    );
    const second = await page.$$eval('.search-page__hit', (els) => els.map((e) => e.getAttribute('data-search-hit')));
    assert.ok(second.every((id) => !firstPage.includes(id)));
    await page.goBack();
    await page.waitForFunction(
      (first) => document.querySelector('.search-page__hit')?.getAttribute('data-search-hit') === first,
      firstPage[0],
    );
    await page.fill('.search-page__input', '凤凰传奇');
    await page.press('.search-page__input', 'Enter');
    await page.waitForURL((u) => u.searchParams.get('q') === '凤凰传奇');
    await page.waitForSelector('.search-page__hit mark');
    assert.equal(await page.title(), '“凤凰传奇”的搜索结果 | 蓝山的博客');
    await page.close();
  });

  it('never injects the query as markup', async () => {
    const page = await browser.newPage();
    await page.goto(site.url + '/search?q=' + encodeURIComponent('<img src=x onerror="window.__xss=1">docker'));
    await page.waitForSelector('[data-search-page-status="done"]');
    assert.equal(await page.$('.search-page img'), null);
    assert.equal(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), undefined);
    assert.match((await page.textContent('.search-page h1'))!, /<img src=x/);
    await page.close();
  });
});
