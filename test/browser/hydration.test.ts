// Real Chromium: the built home page and a post load without console errors and hydrate.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe()]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

for (const path of ['/', '/blog/凤凰传奇演唱会一场全民合唱', '/docs/Docker/dockermariadb', '/blog']) {
  describe(`page ${path}`, () => {
    it('hydrates without console errors or warnings', async () => {
      const page = await browser.newPage();
      const errors = collectErrors(page);
      await page.goto(site.url + encodeURI(path));
      await page.waitForFunction(
        () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
      );
      // Let React finish hydrating and report any mismatch.
      await page.waitForTimeout(200);
      assert.deepEqual(errors, []);
      assert.equal(await page.getAttribute('html', 'lang'), 'zh-CN');
      await page.close();
    });
  });
}

describe('interactivity after hydration', () => {
  it('the color-mode toggle switches the theme (proof the page is live)', async () => {
    const page = await browser.newPage();
    await page.goto(site.url + '/');
    await page.waitForFunction(
      () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
    );
    assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
    await page.click('.navbar__items--right .color-mode-toggle');
    assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
    await page.close();
  });

  it('says the page is hydrated only once React owns its DOM and the router takes clicks', async () => {
    const context = await browser.newContext();
    // Record, at the moment the flag is set, whether React has hydrated the page's first element and whether
    // a link click is taken by the router (it prevents the browser's default).
    await context.addInitScript({
      content: `let value;
      Object.defineProperty(window, '__BLOGCTL_HYDRATED__', {
        get: () => value,
        set(v) {
          const first = document.querySelector('#__blogctl *');
          const link = document.querySelector('#__blogctl a[href^="/blog/"]');
          let taken = false;
          if (link) {
            const probe = (e) => { taken = e.defaultPrevented; e.preventDefault(); };
            window.addEventListener('click', probe, { once: true });
            link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
          }
          window.__hydratedAtFlag = { react: Object.keys(first ?? {}).some((k) => k.startsWith('__reactFiber$')), taken };
          value = v;
        },
      });`,
    });
    const page = await context.newPage();
    await page.goto(site.url + '/');
    await page.waitForFunction(() => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__);
    assert.deepEqual(await page.evaluate(() => (window as unknown as { __hydratedAtFlag: unknown }).__hydratedAtFlag), {
      react: true,
      taken: true,
    });
    await context.close();
  });
});

describe('console diagnostics', () => {
  it('a recoverable hydration error is logged with the route', async () => {
    const context = await browser.newContext();
    // Make the server HTML differ from the client render: change the page title's text as it is parsed,
    // before the client script hydrates.
    await context.addInitScript({
      content: `new MutationObserver((records, observer) => {
        const h1 = document.querySelector('#__blogctl h1');
        if (!h1 || !h1.firstChild) return;
        h1.firstChild.textContent = 'changed before hydration';
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true, characterData: true });`,
    });
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (m) => m.type() === 'error' && messages.push(m.text()));
    const route = '/blog/凤凰传奇演唱会一场全民合唱';
    await page.goto(site.url + encodeURI(route));
    await page.waitForFunction(
      () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
    );
    await page.waitForFunction(
      () => document.querySelector('#__blogctl h1')?.textContent !== 'changed before hydration',
    );
    const deadline = Date.now() + 30_000;
    while (
      !messages.some((m) => m.includes('[blogctl] recoverable hydration error') && m.includes(route)) &&
      Date.now() < deadline
    )
      await page.waitForTimeout(50);
    assert.ok(
      messages.some((m) => m.includes('[blogctl] recoverable hydration error') && m.includes(route)),
      `console errors: ${messages.join(' | ')}`,
    );
    await context.close();
  });
});
