// Contrast AA in both color modes, desktop and mobile: axe-core (the engine inside Lighthouse, installed
// with it) runs its color-contrast rule in real Chromium on the key pages with the theme forced per mode.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { buildAndServe } from '../helpers/site';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PAGES = ['/', '/blog', '/blog/博客搬家记换一个新的生成器', '/docs/Docker/dockermariadb', '/footprints', '/blog/tags', '/blog/archive'];

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
  for (const [vp, viewport] of [['desktop', { width: 1366, height: 900 }], ['mobile', { width: 375, height: 812 }]] as const) {
    describe(`${mode} mode, ${vp}`, () => {
      for (const path of PAGES) {
        it(`${path} has no color-contrast violations`, async () => {
          // axe is injected as an inline script, which the preview server's CSP (rightly) blocks.
          const context = await browser.newContext({ viewport, bypassCSP: true });
          await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
          const page = await context.newPage();
          await page.goto(site.url + encodeURI(path));
          await page.waitForFunction(() => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true);
          assert.equal(await page.getAttribute('html', 'data-theme'), mode);
          await page.addScriptTag({ content: AXE });
          const violations = await page.evaluate(async () => {
            const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { nodes: { target: string[]; failureSummary: string }[] }[] }> } }).axe;
            const res = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
            return res.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary.split('\n').slice(1).join(' ').trim()}`));
          });
          assert.deepEqual(violations, []);
          await context.close();
        });
      }
    });
  }
}
