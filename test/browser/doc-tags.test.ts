// Real Chromium over the doc-tags fixture (test/fixtures/sites/doc-tags): from a doc, its tag leads client-side to
// the tag's page (its own page chunk), "view all tags" to the docs tag list, and a card back to a doc, without a
// full page load or a console error; the doc's "Edit this page" opens its source in a new tab, and a doc whose
// custom_edit_url is null has none.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe, fixtureSite } from '../helpers/site';

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;

before(async () => {
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(fixtureSite('doc-tags'))]);
});
after(async () => {
  await browser?.close();
  await site?.close();
});

type Win = Window & { __BLOGCTL_HYDRATED__?: boolean; __marker?: boolean };

describe('docs tags in the browser', () => {
  it('goes from a doc to its tag page, to every tag and back to a doc client-side', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/docs/intro');
    await page.waitForFunction(() => (window as Win).__BLOGCTL_HYDRATED__ === true);
    await page.evaluate(() => ((window as Win).__marker = true));

    await Promise.all([
      page.waitForURL((u) => u.pathname === '/docs/tags/container'),
      page.locator('.doc__footer a.tag', { hasText: 'Docker' }).click(),
    ]);
    await page.locator('h1', { hasText: '2 篇文档带有标签「Docker」' }).waitFor();
    assert.deepEqual(
      await page.locator('.doc-tags .card__title').allTextContents(),
      ['从这里开始', '用 Compose 编排几个容器'].sort(new Intl.Collator('zh-CN').compare),
    );

    await Promise.all([
      page.waitForURL((u) => u.pathname === '/docs/tags'),
      page.locator('a', { hasText: '查看所有标签' }).click(),
    ]);
    await page.locator('.doc-tags .tag-cloud').waitFor();
    assert.equal(await page.locator('.doc-tags .tag-cloud a.tag').count(), 3);

    await Promise.all([
      page.waitForURL((u) => u.pathname === '/docs/tags/k8s'),
      page.locator('.tag-cloud a.tag', { hasText: 'Kubernetes' }).click(),
    ]);
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/docs/kubectl'),
      page.locator('.card', { hasText: 'kubectl 常用命令' }).click(),
    ]);
    await page.locator('h1', { hasText: 'kubectl 常用命令' }).waitFor();
    // custom_edit_url: null — no edit link on this doc.
    assert.equal(await page.locator('.edit-this-page').count(), 0);
    assert.equal(await page.evaluate(() => (window as Win).__marker), true, 'no full page load');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("shows the doc's edit link to its source, opening in a new tab", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(site.url + '/docs/Docker/compose');
    const link = page.locator('.edit-this-page a');
    assert.equal(
      await link.getAttribute('href'),
      'https://git.example/me/site/edit/main/content/docs/Docker/compose.md',
    );
    assert.equal(await link.getAttribute('target'), '_blank');
    assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
    assert.equal((await link.textContent())?.trim(), '编辑此页');
    await context.close();
  });
});
