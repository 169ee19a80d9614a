// Real Chromium against `blogctl serve --watch` (CSP on): the page reloads by itself after a save and keeps
// its scroll position; a broken edit shows the overlay with file and line; the fix clears it. No CSP errors.
import assert from 'node:assert/strict';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { WAIT_MS, copySite, removeSite, startCli, type RunningCli } from '../helpers/cli';

const POST = 'content/blog/2024-06-15-凤凰传奇演唱会一场全民合唱.md';
const POST_URL = '/blog/凤凰传奇演唱会一场全民合唱';

let site: string;
let server: RunningCli;
let browser: Browser;
let page: Page;
let errors: string[];

before(async () => {
  site = copySite();
  [server, browser] = await Promise.all([
    startCli(['serve', '--watch', '--port', '0', '--cwd', site]),
    launchBrowser(),
  ]);
  page = await browser.newPage({ viewport: { width: 1000, height: 600 } });
  errors = collectErrors(page);
  await page.goto(server.url + encodeURI(POST_URL));
  await page.waitForFunction(
    () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
    null,
    { timeout: WAIT_MS },
  );
});

after(async () => {
  await browser?.close();
  await server?.stop();
  removeSite(site);
});

describe('serve --watch in the browser', () => {
  it('reloads after a save and keeps the scroll position', async () => {
    // Turn off the browser's own scroll restoration, so the dev client's sessionStorage restore is what is tested.
    await page.evaluate(() => (history.scrollRestoration = 'manual'));
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => window.scrollY >= 399, null, { timeout: WAIT_MS });
    const scrolled = await page.evaluate(() => window.scrollY);
    // A marker that survives only until the page reloads.
    await page.evaluate(() => ((window as unknown as { __beforeReload?: boolean }).__beforeReload = true));
    appendFileSync(join(site, POST), '\n浏览器里能看到的新句子。\n');
    await page.waitForFunction(() => document.body.textContent?.includes('浏览器里能看到的新句子。'), null, {
      timeout: WAIT_MS,
    });
    assert.equal(
      await page.evaluate(() => (window as unknown as { __beforeReload?: boolean }).__beforeReload),
      undefined,
      'the page reloaded',
    );
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 2, scrolled, { timeout: WAIT_MS });
  });

  it('shows the error overlay with file and line for a broken edit, and clears it after the fix', async () => {
    const file = join(site, POST);
    const good = readFileSync(file, 'utf8');
    writeFileSync(file, good.replace(/^title: .*$/m, 'title: [unclosed'));
    const overlay = page.locator('#__blogctl-error-overlay');
    await overlay.waitFor({ state: 'visible', timeout: WAIT_MS });
    const text = await overlay.textContent();
    assert.match(text ?? '', /content\/blog\/2024-06-15-凤凰传奇演唱会一场全民合唱\.md:\d+:\d+/);
    assert.match(text ?? '', /FRONT_MATTER_YAML/);
    assert.match(text ?? '', /构建失败/);
    // The last good page is still there underneath.
    assert.match((await page.textContent('article')) ?? '', /浏览器里能看到的新句子。/);

    writeFileSync(file, good);
    await overlay.waitFor({ state: 'detached', timeout: WAIT_MS });
  });

  it('ran under the Content-Security-Policy without console errors', () => {
    assert.deepEqual(errors, []);
  });
});
