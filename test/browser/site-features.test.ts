// The site features in real Chromium (test/fixtures/sites/site-features; the network is closed, so giscus, gtag.js
// and gtm.js are stand-ins routed to by test/helpers/fake-services.ts):
//  - analytics: one page view per measurement id on the page load and on each client-side navigation (back too),
//    none for a same-page hash link; gtm.js loads once; a site without analytics sends no request off the site;
//  - comments: giscus's script is added only when the comments scroll into view, with the configured attributes
//    and the colour mode's theme, and a colour-mode switch is sent to the frame as giscus's setConfig message;
//  - responsive images: a narrow window loads the narrow copy, into a box of the final size;
//  - zoom: only on pages with content images, opens on click or Enter, closes with Escape (focus back on the
//    image), and works on a page reached by client-side navigation;
//  - embeds: a protocol-relative iframe in a post loads over the preview server's plain http.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { afterNavigation, collectErrors, launchBrowser, watchLayoutShift } from '../helpers/browser';
import { GISCUS, routeFakeServices } from '../helpers/fake-services';
import { buildAndServe, fixtureSite } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;
let plain: Awaited<ReturnType<typeof buildAndServe>>;
const POST = '/blog/2024/05/02/harbour-walk';

before(async () => {
  [browser, site, plain] = await Promise.all([
    launchBrowser(),
    buildAndServe(fixtureSite('site-features')),
    buildAndServe(fixtureSite('escaping')),
  ]);
});
after(async () => {
  await browser?.close();
  await site?.close();
  await plain?.close();
});

async function open(path: string, base = site.url) {
  const context = await browser.newContext({ viewport: { width: 1000, height: 600 } });
  const hits = await routeFakeServices(context);
  const requests: string[] = [];
  context.on('request', (r) => requests.push(r.url()));
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(base + path);
  await page.waitForFunction(() => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__);
  return { context, page, hits, requests, errors };
}

/** Clicks a link and waits for the client-side navigation it starts. */
async function navigate(page: Page, selector: string): Promise<void> {
  await afterNavigation(page, () => page.click(selector));
}

const pageViewsOf = async (hits: { pageViews: { tid: string; url: string }[] }, n: number, page: Page) => {
  for (let i = 0; i < 100 && hits.pageViews.length < n; i++) await page.waitForTimeout(50);
  // Anything more would have been sent by now: the hits are sent as the dataLayer is pushed to.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
  return hits.pageViews.map((h) => `${h.tid} ${new URL(h.url).pathname}`);
};

describe('analytics', () => {
  it('sends one page view per measurement id for the load and for each client-side navigation', async () => {
    const { context, page, hits, errors } = await open(POST);
    assert.deepEqual(await pageViewsOf(hits, 2, page), [`G-HARBOUR01 ${POST}`, `G-HARBOUR02 ${POST}`]);
    await navigate(page, '.pagination-nav__link');
    const next = new URL(page.url()).pathname;
    assert.notEqual(next, POST);
    assert.deepEqual((await pageViewsOf(hits, 4, page)).slice(2), [`G-HARBOUR01 ${next}`, `G-HARBOUR02 ${next}`]);
    // Back is a navigation too; a same-page hash link is not.
    await afterNavigation(page, () => page.goBack());
    assert.deepEqual((await pageViewsOf(hits, 6, page)).slice(4), [`G-HARBOUR01 ${POST}`, `G-HARBOUR02 ${POST}`]);
    await page.click('.toc--desktop .toc__link');
    await navigate(page, '.pagination-nav__link');
    // Had the hash link sent page views, they would come before these two.
    assert.deepEqual((await pageViewsOf(hits, 8, page)).slice(6), [`G-HARBOUR01 ${next}`, `G-HARBOUR02 ${next}`]);
    assert.equal(hits.pageViews.length, 8);
    assert.equal(hits.gtmLoads, 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('sends nothing, and requests nothing off the site, when the site has no analytics', async () => {
    const { context, page, requests, errors } = await open('/blog', plain.url);
    await navigate(page, 'article a[href*="/blog/"]');
    await page.evaluate(() => new Promise((r) => setTimeout(r, 200)));
    assert.deepEqual(
      requests.filter((u) => new URL(u).origin !== plain.url),
      [],
    );
    assert.equal(await page.evaluate(() => 'dataLayer' in window), false);
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('comments', () => {
  const giscusRequests = (requests: string[]) => requests.filter((u) => u.startsWith(GISCUS));

  it('load when scrolled into view, with the configured attributes, and follow the colour mode', async () => {
    const { context, page, requests, errors } = await open(POST);
    await page.waitForTimeout(300);
    assert.deepEqual(giscusRequests(requests), [], 'nothing of giscus before the comments are in view');
    await page.locator('[data-comments]').scrollIntoViewIfNeeded();
    const frame = page.locator('iframe.giscus-frame');
    await frame.waitFor();
    const script = await page.$eval('[data-comments] script', (s) => ({
      src: (s as HTMLScriptElement).src,
      async: (s as HTMLScriptElement).async,
      crossorigin: s.getAttribute('crossorigin'),
      data: Object.fromEntries(
        [...s.attributes].filter((a) => a.name.startsWith('data-')).map((a) => [a.name, a.value]),
      ),
    }));
    assert.deepEqual(script, {
      src: `${GISCUS}/client.js`,
      async: true,
      crossorigin: 'anonymous',
      data: {
        'data-repo': 'harbour/notes',
        'data-repo-id': 'R_harbour01',
        'data-category': 'Comments',
        'data-category-id': 'DIC_harbour01',
        'data-mapping': 'pathname',
        'data-strict': '0',
        'data-reactions-enabled': '1',
        'data-emit-metadata': '0',
        'data-input-position': 'top',
        'data-lang': 'en',
        'data-theme': 'light',
      },
    });
    // The frame's element is there before its document: wait for the widget to load in it.
    const widget = (await (await frame.elementHandle())!.contentFrame())!;
    await widget.waitForURL(/giscus\.app\/widget/);
    assert.equal(await widget.evaluate(() => document.body.dataset.theme), 'light');
    await page.click('.color-mode-toggle');
    await widget.waitForFunction(() => document.body.dataset.theme === 'dark_dimmed');
    await page.click('.color-mode-toggle');
    await widget.waitForFunction(() => document.body.dataset.theme === 'light');
    const received = await widget.evaluate(() => (window as unknown as { __received: unknown[] }).__received);
    assert.deepEqual(received, [
      { origin: site.url, data: { giscus: { setConfig: { theme: 'dark_dimmed' } } } },
      { origin: site.url, data: { giscus: { setConfig: { theme: 'light' } } } },
    ]);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('keep the room their frame first takes: the links below them do not move when it appears', async () => {
    const { context, page, errors } = await open(POST);
    const top = () => page.$eval('.pagination-nav', (el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await top();
    await page.locator('[data-comments]').scrollIntoViewIfNeeded();
    await page.locator('iframe.giscus-frame').waitFor();
    assert.equal(await top(), before);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('start in the dark theme in dark mode, and are not loaded where the front matter turns them off', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await routeFakeServices(context);
    const page = await context.newPage();
    await page.goto(site.url + POST);
    await page.locator('[data-comments]').scrollIntoViewIfNeeded();
    await page.locator('iframe.giscus-frame').waitFor();
    assert.equal(await page.getAttribute('[data-comments] script', 'data-theme'), 'dark_dimmed');
    // Client-side navigation to a post with `comments: false`: no placeholder, no frame left over.
    await navigate(page, '.pagination-nav__link');
    assert.equal(await page.locator('[data-comments], iframe.giscus-frame').count(), 0);
    await context.close();
  });
});

describe('responsive images', () => {
  it('load the narrow copy in a narrow window, in a box of the final size (no layout shift)', async () => {
    const context = await browser.newContext({ viewport: { width: 420, height: 700 } });
    await routeFakeServices(context);
    const page = await context.newPage();
    await page.goto(site.url + POST);
    const layoutShift = await watchLayoutShift(page);
    const img = page.locator('.markdown img').first();
    // Before it loads (lazy, below the fold), the image already takes its final height.
    const box = await img.boundingBox();
    assert.ok(box && Math.abs(box.height - (box.width * 900) / 1600) < 1, JSON.stringify(box));
    await img.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => (document.querySelector('.markdown img') as HTMLImageElement).complete);
    assert.match(await img.evaluate((i) => (i as HTMLImageElement).currentSrc), /-480w\.png$/);
    const after = await img.boundingBox();
    assert.equal(after?.height, box.height);
    assert.equal(await layoutShift(), 0);
    await context.close();
  });
});

describe('image zoom', () => {
  async function zoomed(page: Page) {
    return page.evaluate(() => ({
      open: !!document.querySelector('.zoom-overlay'),
      focus: (document.activeElement as HTMLElement | null)?.className ?? '',
      background: getComputedStyle(document.querySelector('.zoom-overlay') ?? document.body).backgroundColor,
    }));
  }

  it('loads on pages with content images only, reached by client-side navigation too', async () => {
    const { context, page, requests } = await open('/blog');
    await page.waitForTimeout(300);
    assert.ok(!requests.some((u) => /\/assets\/js\/zoom-/.test(u)), 'no zoom code on a page without images');
    await navigate(page, `a[href="${POST}"]:visible`);
    const img = page.locator('.markdown img').first();
    await page.waitForFunction(() => document.querySelector('.markdown img')?.classList.contains('zoom-target'));
    await img.click();
    await page.locator('.zoom-overlay--open').waitFor();
    assert.deepEqual(await zoomed(page), { open: true, focus: 'zoom-image', background: 'rgb(250, 250, 245)' });
    await page.keyboard.press('Escape');
    await page.locator('.zoom-overlay').waitFor({ state: 'detached' });
    await context.close();
  });

  it('opens with Enter, keeps focus while open, closes with Escape and gives focus back', async () => {
    const { context, page, errors } = await open(POST);
    await page.waitForFunction(() => document.querySelector('.markdown img')?.classList.contains('zoom-target'));
    await page.focus('.markdown img');
    await page.keyboard.press('Enter');
    await page.locator('.zoom-overlay--open').waitFor();
    await page.keyboard.press('Tab');
    assert.equal((await zoomed(page)).focus, 'zoom-image');
    await page.keyboard.press('Escape');
    await page.locator('.zoom-overlay').waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.activeElement === document.querySelector('.markdown img')), true);
    assert.equal(
      await page.evaluate(() => getComputedStyle(document.querySelector('.markdown img')!).visibility),
      'visible',
    );
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('embeds', () => {
  it('load a protocol-relative iframe over the preview server’s http, as the https host loads it over https', async () => {
    const context = await browser.newContext();
    await routeFakeServices(context);
    await context.route('http://maps.example.org/embed?*', (r) =>
      r.fulfill({ contentType: 'text/html', body: '<!doctype html><p id="pier">Pier 3</p>' }),
    );
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/blog/2024/05/20/ferry-times');
    const frame = (await (await page.locator('iframe[title="Pier map"]').elementHandle())!.contentFrame())!;
    await frame.locator('#pier').waitFor();
    assert.equal(await frame.locator('#pier').textContent(), 'Pier 3');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
