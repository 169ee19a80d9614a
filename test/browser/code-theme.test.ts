// Code colour themes in real Chromium (test/fixtures/sites/code-theme): in light mode the code block and its
// tokens take prism.theme's colours (a CSS-only style only in the CSS block), in dark mode prism.darkTheme's, and a
// token the dark theme leaves unstyled keeps the theme's own dark colour, not the light theme's.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe, fixtureSite } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(fixtureSite('code-theme'))]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

/** Computed colour (and font style) of the first element matching `selector`. */
const style = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, background: s.backgroundColor, fontStyle: s.fontStyle };
    });

async function openPost(mode: 'light' | 'dark'): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
  const page = await context.newPage();
  const errors = collectErrors(page);
  await page.goto(site.url + '/blog');
  await page.locator('article a[href*="2024"]').first().click();
  await page.waitForSelector('.code-block.language-css');
  assert.equal(await page.getAttribute('html', 'data-theme'), mode);
  return { page, errors };
}

describe('code colour themes in Chromium', () => {
  it('light mode: prism.theme colours the block and its tokens, a CSS-only style only in CSS', async () => {
    const { page, errors } = await openPost('light');
    assert.deepEqual(await style(page, '.code-block.language-javascript'), {
      color: 'rgb(43, 43, 43)',
      background: 'rgb(251, 248, 241)',
      fontStyle: 'normal',
    });
    assert.deepEqual(await style(page, '.language-javascript .token.comment'), {
      color: 'rgb(138, 129, 112)',
      background: 'rgba(0, 0, 0, 0)',
      fontStyle: 'normal',
    });
    assert.equal((await style(page, '.language-javascript .token.keyword')).color, 'rgb(160, 49, 122)');
    assert.equal((await style(page, '.language-css .token.property')).color, 'rgb(29, 107, 58)');
    assert.notEqual((await style(page, '.language-json .token.property')).color, 'rgb(29, 107, 58)');
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  it('dark mode: prism.darkTheme colours, and unstyled tokens keep the dark theme of blogctl', async () => {
    const { page, errors } = await openPost('dark');
    const block = await style(page, '.code-block.language-javascript');
    assert.deepEqual([block.color, block.background], ['rgb(232, 227, 214)', 'rgb(31, 28, 24)']);
    assert.equal((await style(page, '.language-javascript .token.keyword')).color, 'rgb(240, 166, 210)');
    // blogctl's own dark comment colour (#98a2ae), not the light theme's.
    assert.equal((await style(page, '.language-javascript .token.comment')).color, 'rgb(152, 162, 174)');
    assert.deepEqual(errors, []);
    await page.context().close();
  });
});
