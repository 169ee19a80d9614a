// `@theme/IdealImage` in a site's own React page, in real Chromium (test/fixtures/sites/ideal-image): the page
// hydrates without a console error, the image holds its final box before it loads (no layout shift), a narrow
// window loads the narrow copy from its srcset, and an IdealImage mounted anew in the browser has exactly the
// attributes the server rendered (both bundles know the same of the image).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator } from 'playwright-core';
import { collectErrors, launchBrowser, watchLayoutShift } from '../helpers/browser';
import { buildAndServe, fixtureSite } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(fixtureSite('ideal-image'))]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const attributes = (img: Locator) =>
  img.evaluate((el) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])));

describe('IdealImage in Chromium', () => {
  it('hydrates, keeps its box, loads the narrow copy, and renders the same in the browser', async () => {
    const context = await browser.newContext({ viewport: { width: 420, height: 700 } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/gallery');
    await page.waitForFunction(() => document.querySelector('.site-island[data-island-ready]'));
    const layoutShift = await watchLayoutShift(page);
    const img = page.locator('img.gallery__dunes');
    const served = await attributes(img);
    // Below the fold and lazy, so not loaded yet: its box already has the image's proportions.
    assert.equal(await img.evaluate((i) => (i as HTMLImageElement).complete), false);
    const box = await img.boundingBox();
    assert.ok(box && box.width > 0 && Math.abs(box.height - box.width / 2) < 1, JSON.stringify(box));
    await img.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => (document.querySelector('img.gallery__dunes') as HTMLImageElement).complete);
    assert.match(await img.evaluate((i) => (i as HTMLImageElement).currentSrc), /\/dunes-[0-9a-f]{8}-480w\.png$/);
    assert.equal((await img.boundingBox())?.height, box.height);
    assert.equal(await layoutShift(), 0);
    // A client render of the same IdealImage: the attributes the server wrote, srcset and size included.
    await page.locator('.gallery__again').click();
    await page.waitForFunction(() => document.querySelector('.gallery__shown')?.textContent === '1');
    assert.deepEqual(await attributes(img), served);
    assert.ok(served.srcset && served.width === '1440' && served.height === '720', JSON.stringify(served));
    assert.deepEqual(errors, []);
    await context.close();
  });
});
