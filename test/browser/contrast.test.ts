// Contrast AA in both color modes, desktop and mobile: axe-core (the engine inside Lighthouse, installed
// with it) runs its color-contrast rule in real Chromium on the key pages with the theme forced per mode.
// Then the search UI, which axe cannot judge (states, gradients): computed contrast of every text in the
// selected search hit and on the navbar search button, Ctrl/K hints included (issue 16 points 1, 2, 25).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { textContrasts, type TextContrast } from '../helpers/contrast';
import { buildAndServe } from '../helpers/site';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PAGES = [
  '/',
  '/blog',
  '/blog/博客搬家记换一个新的生成器',
  '/docs/Docker/dockermariadb',
  '/footprints',
  '/blog/tags',
  '/blog/archive',
];

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;
before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe()]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

for (const mode of ['light', 'dark'] as const) {
  for (const [vp, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['mobile', { width: 375, height: 812 }],
  ] as const) {
    describe(`${mode} mode, ${vp}`, () => {
      for (const path of PAGES) {
        it(`${path} has no color-contrast violations`, async () => {
          // axe is injected as an inline script, which the preview server's CSP (rightly) blocks.
          const context = await browser.newContext({ viewport, bypassCSP: true });
          await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
          const page = await context.newPage();
          await page.goto(site.url + encodeURI(path));
          await page.waitForFunction(
            () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
          );
          assert.equal(await page.getAttribute('html', 'data-theme'), mode);
          await page.addScriptTag({ content: AXE });
          const violations = await page.evaluate(async () => {
            const axe = (
              window as unknown as {
                axe: {
                  run: (
                    ctx: unknown,
                    opts: unknown,
                  ) => Promise<{ violations: { nodes: { target: string[]; failureSummary: string }[] }[] }>;
                };
              }
            ).axe;
            const res = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
            return res.violations.flatMap((v) =>
              v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary.split('\n').slice(1).join(' ').trim()}`),
            );
          });
          assert.deepEqual(violations, []);
          await context.close();
        });
      }
    });
  }
}

const below = (list: TextContrast[]) =>
  list
    .filter((c) => c.ratio < 4.5)
    .map((c) => `${c.selector} "${c.text}": ${c.ratio.toFixed(2)} (${c.color} on ${c.background})`);

for (const mode of ['light', 'dark'] as const) {
  describe(`search UI contrast, ${mode} mode`, () => {
    async function open(viewport = { width: 1280, height: 800 }) {
      const context = await browser.newContext({ viewport });
      await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
      const page = await context.newPage();
      await page.goto(site.url + '/');
      await page.waitForFunction(
        () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
      );
      return { context, page };
    }

    it('the navbar search button: label and Ctrl/K hints at least 4.5:1', async () => {
      const { context, page } = await open();
      const texts = await textContrasts(page, '[data-search-button]');
      assert.deepEqual(texts.map((t) => t.text).sort(), ['Ctrl', 'K', '搜索']);
      assert.deepEqual(below(texts), []);
      await context.close();
    });

    for (const [query, down] of [
      ['docker', 0],
      ['docker', 2],
      ['演唱会', 1],
    ] as const) {
      it(`every text of the selected hit for "${query}" (ArrowDown × ${down}) at least 4.5:1, its matched words included`, async () => {
        const { context, page } = await open();
        await page.click('[data-search-button]');
        await page.fill('.search-modal__input', query);
        await page.waitForSelector('[data-search-screen=results] [data-search-hit]');
        for (let i = 0; i < down; i++) await page.keyboard.press('ArrowDown');
        await page.waitForSelector(`#search-item-${down}.search-modal__hit--active`);
        const texts = await textContrasts(page, '.search-modal__hit--active');
        assert.ok(
          texts.some((t) => t.selector === 'mark'),
          'the selected hit shows its matched words: ' + JSON.stringify(texts),
        );
        assert.deepEqual(below(texts), []);
        // and the rest of the results (group titles, other hits, their marks and breadcrumbs)
        assert.deepEqual(below(await textContrasts(page, '.search-modal__dropdown')), []);
        await context.close();
      });
    }
  });
}
