// Real Chromium over the markdown-extras fixture (issue 32): math is typeset with JavaScript off (KaTeX's
// stylesheet and fonts, no script); a mermaid diagram draws, follows a switch to dark mode, and a broken one shows
// its source and the error; npm2yarn tabs stay in step across blocks and remember the choice; a redirect lands
// with JavaScript off.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe, fixtureSite } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(fixtureSite('markdown-extras'))]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

const noScript = async () => (await browser.newContext({ javaScriptEnabled: false })).newPage();

describe('math', () => {
  it('is typeset with JavaScript off: KaTeX fonts and layout, the MathML hidden, no script loaded', async () => {
    const page = await noScript();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(site.url + '/blog/orbits');
    await page.evaluate(() => document.fonts.ready);
    const facts = await page.evaluate(() => {
      const katex = document.querySelector<HTMLElement>('.katex-display .katex-html')!;
      const mathml = document.querySelector<HTMLElement>('.katex-mathml')!;
      return {
        font: getComputedStyle(katex.querySelector('.mord')!).fontFamily,
        mathmlClip: getComputedStyle(mathml).clipPath,
        displayCentered: getComputedStyle(document.querySelector('.katex-display')!).textAlign,
        fontsLoaded: [...document.fonts].filter((f) => f.family.startsWith('KaTeX') && f.status === 'loaded').length,
      };
    });
    assert.match(facts.font, /KaTeX_/);
    assert.equal(facts.mathmlClip, 'inset(50%)');
    assert.equal(facts.displayCentered, 'center');
    assert.ok(facts.fontsLoaded > 0, 'KaTeX fonts load from the site');
    assert.ok(!scripts.some((u) => /katex/i.test(u)));
    await page.context().close();
  });
});

describe('mermaid', () => {
  const ready = (page: Page, mode: string) =>
    page.waitForFunction(
      (m) => document.querySelector(`.mermaid-diagram[data-mermaid-ready="${m}"] .mermaid-diagram__svg svg`) !== null,
      mode,
    );

  it('draws the diagram, redraws it in dark mode, and shows a broken one as source with its error', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/blog/pipelines');
    await ready(page, 'light');
    const light = await page.$eval('.mermaid-diagram__svg svg', (svg) => svg.outerHTML);
    assert.match(light, /Config/);
    assert.equal(
      await page.$eval('.mermaid-diagram .mermaid-diagram__source', (el) => getComputedStyle(el).display),
      'none',
    );
    // The broken one: its source stays, with the error under it.
    await page.waitForSelector('.mermaid-diagram[data-mermaid-error] .mermaid-diagram__error');
    const broken = await page.$eval('.mermaid-diagram[data-mermaid-error]', (el) => ({
      source: getComputedStyle(el.querySelector('.mermaid-diagram__source')!).display,
      text: el.textContent,
    }));
    assert.notEqual(broken.source, 'none');
    assert.match(broken.text ?? '', /not valid/);
    // The colour-mode toggle switches it live.
    await page.locator('.navbar__items--right .color-mode-toggle').click();
    await ready(page, 'dark');
    assert.notEqual(await page.$eval('.mermaid-diagram__svg svg', (svg) => svg.outerHTML), light);
    assert.deepEqual(
      errors.filter((e) => !/Syntax error|Parse error|not valid/i.test(e)),
      [],
    );
    await context.close();
  });

  it("draws @theme/Mermaid's diagram after the page hydrates, with no hydration error", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/docs/diagram');
    await ready(page, 'light');
    assert.match(await page.$eval('.mermaid-diagram__svg svg', (svg) => svg.outerHTML), /Review/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('is not loaded on a page without a diagram', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(site.url + '/blog/plain');
    await page.waitForLoadState('networkidle');
    assert.ok(!scripts.some((u) => /mermaid|flowDiagram/i.test(u)), scripts.join('\n'));
    await context.close();
  });
});

describe('npm2yarn tabs', () => {
  it('stay in step across blocks and remember the choice', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(site.url + '/docs/install');
    await page.waitForFunction(() => document.querySelectorAll('.tabs-container[data-island-ready]').length === 2);
    await page.locator('.tabs-container').first().locator('[role=tab][data-value=pnpm]').click();
    const visible = () =>
      page.$$eval('.tabs-container', (els) =>
        els.map((el) => el.querySelector<HTMLElement>('[role=tabpanel]:not([hidden])')?.dataset.value),
      );
    assert.deepEqual(await visible(), ['pnpm', 'pnpm']);
    assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.npm2yarn')), 'pnpm');
    await page.reload();
    await page.waitForFunction(
      () =>
        document.querySelector('.tabs-container [role=tab][aria-selected=true]')?.getAttribute('data-value') === 'pnpm',
    );
    assert.deepEqual(await visible(), ['pnpm', 'pnpm']);
    await context.close();
  });
});

describe('redirects', () => {
  it('land on the new page with JavaScript off', async () => {
    const page = await noScript();
    await page.goto(site.url + '/old/orbits');
    await page.waitForURL(/\/notes\/blog\/orbits$/);
    assert.equal(await page.title(), 'Orbits on a napkin | Extras');
    await page.context().close();
  });
});
