// Real Chromium over test/fixtures/sites/broken-links-warn, a site built with onBrokenLinks: 'warn' whose footer
// and one doc link to pages it does not have. The client knows those paths from the build (SiteData.brokenPaths):
// it prefetches the links that work and never the broken ones, so the page logs no 404, and a click on a broken
// link is a plain page load that lands on the server's not-found page.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Request } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe, fixtureSite } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(fixtureSite('broken-links-warn'))]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

type Win = Window & { __BLOGCTL_HYDRATED__?: boolean };
const pathOf = (r: Request) => decodeURIComponent(new URL(r.url()).pathname).replace(/(.)\/$/, '$1');

describe('links the build found broken', () => {
  it('are listed in the site data, never prefetched, and load the not-found page when clicked', async () => {
    assert.deepEqual(
      site.result.diagnostics.filter((d) => d.code === 'LINK_BROKEN').map((d) => d.severity),
      ['warning', 'warning'],
    );
    const page = await (await browser.newContext()).newPage();
    const errors = collectErrors(page);
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'fetch') fetched.push(pathOf(r));
    });
    await page.goto(site.url + '/docs/交接');
    await page.waitForFunction(() => (window as Win).__BLOGCTL_HYDRATED__ === true);
    const data = await page.evaluate(() => document.getElementById('__BLOGCTL_DATA__')?.textContent ?? '');
    assert.deepEqual(JSON.parse(data).site.brokenPaths, ['/docs/intro', '/docs/排班表']);

    // Every link is in view and hovered: the working ones are prefetched, the broken ones are not.
    for (const name of ['巡检清单', '排班表', '入门', '交接']) await page.getByRole('link', { name }).first().hover();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((e) => e.name.includes('%E5%B7%A1')),
    );
    await page.waitForTimeout(300);
    assert.ok(fetched.includes('/docs/巡检'), fetched.join(' '));
    assert.deepEqual(
      fetched.filter((p) => p === '/docs/intro' || p === '/docs/排班表'),
      [],
    );
    assert.deepEqual(errors, []);

    const [response] = await Promise.all([
      page.waitForResponse((r) => pathOf(r.request()) === '/docs/intro' && r.request().resourceType() === 'document'),
      page.getByRole('link', { name: '入门' }).click(),
    ]);
    assert.equal(response.status(), 404);
    await page.waitForFunction(() => (window as Win).__BLOGCTL_HYDRATED__ === true);
    assert.equal(decodeURIComponent(new URL(page.url()).pathname), '/docs/intro');
  });
});
