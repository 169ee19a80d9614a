// The starter (`blogctl init --lang en` and `--lang zh-CN`) in real Chromium, held by what can be measured (issue
// 33): at 375 px and 1280 px no two things in the navbar overlap and the title touches none of them (a long
// title is cut, not run into the next item); every item is in the mobile panel, none left in the bar; the font
// stack follows the locale; a code block's Copy button never covers its code on a phone; the docs sidebar's
// border runs down to the footer.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { init, type InitLang } from '../../src/api/init';
import { launchBrowser } from '../helpers/browser';
import { buildAndServe } from '../helpers/site';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
type Served = Awaited<ReturnType<typeof buildAndServe>>;

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-starter-look-'));
let browser: Browser;
const sites: Partial<Record<InitLang | 'long', Served>> = {};

/** A starter of `lang`; `title` replaces the navbar title. */
function starter(name: string, lang: InitLang, title?: string): string {
  const { root } = init({ dir: join(tmp, name), lang, date: '2026-01-02' });
  if (title) {
    const config = join(root, 'blogctl.config.ts');
    writeFileSync(config, readFileSync(config, 'utf8').replace(/(navbar: \{\n\s+title: )'[^']*'/, `$1'${title}'`));
  }
  return root;
}

before(async () => {
  browser = await launchBrowser();
  const [en, zh, long] = await Promise.all([
    buildAndServe(starter('en', 'en')),
    buildAndServe(starter('zh', 'zh-CN')),
    buildAndServe(starter('long', 'en', 'The Very Long Name of Somebody’s Personal Blog')),
  ]);
  Object.assign(sites, { en, 'zh-CN': zh, long });
});

after(async () => {
  await browser?.close();
  await Promise.all(Object.values(sites).map((s) => s?.close()));
  rmSync(tmp, { recursive: true, force: true });
});

async function open(site: Served, path: string, viewport: { width: number; height: number }): Promise<Page> {
  const mobile = viewport.width < 997;
  const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
  await context.addInitScript('window.__name = (f) => f');
  const page = await context.newPage();
  await page.goto(site.url + path);
  await page.waitForFunction(
    () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
  );
  return page;
}

interface Box {
  what: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The boxes of what the navbar bar shows (not its side panel): buttons, logo, title, items, search. */
function barBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('.navbar__inner')!;
    const parts = bar.querySelectorAll(
      '.navbar__toggle, .navbar__logo, .navbar__title, .navbar__items > .navbar__item, .navbar__items > .dropdown, .search-button, .color-mode-toggle',
    );
    return [...parts]
      .map((el) => {
        const r = el.getBoundingClientRect();
        const what = `${el.className.toString().split(' ')[0]}:${(el.textContent ?? '').trim().slice(0, 20)}`;
        return { what, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      })
      .filter((b) => b.right - b.left > 0 && b.bottom - b.top > 0);
  });
}

/** Pairs of boxes that overlap, or (for the title) come closer than `gap` px side by side. */
function clashes(boxes: Box[], gap: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i], boxes[j]];
      const margin = a.what.startsWith('navbar__title') || b.what.startsWith('navbar__title') ? gap : 0;
      const rows = a.top < b.bottom && b.top < a.bottom;
      if (rows && a.left < b.right + margin && b.left < a.right + margin) out.push(`${a.what} × ${b.what}`);
    }
  }
  return out;
}

describe('the starter in Chromium', () => {
  for (const name of ['en', 'zh-CN', 'long'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`${name} at ${viewport.width} px: nothing in the navbar overlaps, the title touches nothing`, async () => {
        for (const path of ['/', '/docs/intro', '/blog/welcome']) {
          const page = await open(sites[name]!, path, viewport);
          const boxes = await barBoxes(page);
          assert.ok(
            boxes.some((b) => b.what.startsWith('navbar__title')),
            JSON.stringify(boxes),
          );
          assert.deepEqual(clashes(boxes, 4), [], `${path}: ${JSON.stringify(boxes)}`);
          // Everything stays inside the viewport.
          assert.ok(Math.max(...boxes.map((b) => b.right)) <= viewport.width, JSON.stringify(boxes));
          await page.context().close();
        }
      });
    }
  }

  it('on a phone every navbar item is in the side panel, none in the bar', async () => {
    const page = await open(sites.en!, '/', PHONE);
    const inBar = (await barBoxes(page)).filter((b) => b.what.startsWith('navbar__item'));
    assert.deepEqual(inBar, []);
    await page.click('.navbar__toggle');
    await page.waitForSelector('.navbar--sidebar-open');
    const panel = await page.locator('.navbar-sidebar .menu__list > .menu__list-item').allTextContents();
    assert.deepEqual(panel, ['Docs', 'Blog', 'About']);
    await page.context().close();
  });

  it('the font stack follows the locale: Latin faces first for en, CJK faces first for zh-CN', async () => {
    const fonts: Record<string, string> = {};
    for (const lang of ['en', 'zh-CN'] as const) {
      const page = await open(sites[lang]!, '/', DESKTOP);
      fonts[lang] = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      await page.context().close();
    }
    const first = (stack: string) => stack.split(',')[0].trim().replace(/"/g, '');
    assert.equal(first(fonts.en), 'system-ui', fonts.en);
    assert.ok(fonts.en.indexOf('PingFang SC') > fonts.en.indexOf('Segoe UI'), fonts.en);
    assert.equal(first(fonts['zh-CN']), 'PingFang SC', fonts['zh-CN']);
  });

  it("on a phone a code block's Copy button is above its code, never over it", async () => {
    const page = await open(sites.en!, '/blog/welcome', PHONE);
    const blocks = await page.$$eval('.code-block', (els) =>
      els.map((el) => {
        const button = el.querySelector('.code-block__copy')?.getBoundingClientRect();
        const code = el.querySelector('pre code')!.getBoundingClientRect();
        const style = button && getComputedStyle(el.querySelector('.code-block__copy')!);
        return { button: button && { bottom: button.bottom, shown: style!.opacity === '1' }, codeTop: code.top };
      }),
    );
    assert.ok(blocks.length >= 3);
    for (const b of blocks) {
      assert.ok(b.button?.shown, JSON.stringify(b));
      assert.ok(b.button.bottom <= b.codeTop, JSON.stringify(b));
    }
    await page.context().close();
  });

  it("the docs sidebar's border runs down to the footer", async () => {
    for (const path of ['/docs/intro', '/docs/guide/writing']) {
      const page = await open(sites.en!, path, DESKTOP);
      const [sidebar, footer] = await page.evaluate(() => [
        document.querySelector('.doc-sidebar')!.getBoundingClientRect().bottom + window.scrollY,
        document.querySelector('footer')!.getBoundingClientRect().top + window.scrollY,
      ]);
      assert.ok(Math.abs(footer - sidebar) <= 1, `${path}: sidebar ends at ${sidebar}, footer starts at ${footer}`);
      await page.context().close();
    }
  });
});
