// Real Chromium: hash links and "back to top" scroll smoothly (native where supported, the 0.85-per-frame
// fallback otherwise), reduced motion jumps, and back still restores the position before a hash link.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import { buildSiteToTemp, startRouteServer, type RouteServer } from '../helpers/route-server';

type Win = Window & { __BLOGCTL_HYDRATED__?: boolean; __ys?: number[] };

let browser: Browser;
let built: Awaited<ReturnType<typeof buildSiteToTemp>>;
let server: RouteServer;

before(async () => {
  [browser, built] = await Promise.all([launchBrowser(), buildSiteToTemp()]);
  server = await startRouteServer(built.outDir);
});
after(async () => {
  await browser?.close();
  await server?.close();
  built?.remove();
});

const POST = '/blog/2024年度总结';
/** Makes `'scrollBehavior' in document.documentElement.style` false, as in a browser without native smooth
 * scrolling (Chromium keeps CSS properties on each declaration, so the root element's style is wrapped). */
const NO_NATIVE_SMOOTH = `(() => {
  const desc = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'style');
  const wrapped = new WeakMap();
  Object.defineProperty(HTMLElement.prototype, 'style', {
    configurable: true,
    set: desc.set,
    get() {
      const style = desc.get.call(this);
      if (this !== document.documentElement) return style;
      if (!wrapped.has(style)) {
        wrapped.set(style, new Proxy(style, {
          has: (t, k) => k !== 'scrollBehavior' && k !== 'scroll-behavior' && k in t,
          get: (t, k) => { const v = Reflect.get(t, k, t); return typeof v === 'function' ? v.bind(t) : v; },
          set: (t, k, v) => Reflect.set(t, k, v, t),
        }));
      }
      return wrapped.get(style);
    },
  });
})();`;

async function openPage(
  options: { noNative?: boolean; reduced?: boolean } = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  if (options.noNative) await context.addInitScript({ content: NO_NATIVE_SMOOTH });
  const page = await context.newPage();
  if (options.reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(server.url + encodeURI(POST));
  await page.waitForFunction(() => (window as Win).__BLOGCTL_HYDRATED__ === true);
  return { page, context };
}

/** Starts recording window.scrollY at every scroll event (at most one per frame). */
const record = (page: Page) =>
  page.evaluate(() => {
    const w = window as Win;
    w.__ys = [];
    window.addEventListener('scroll', () => w.__ys!.push(window.scrollY), { passive: true });
  });

/** Waits until the position is above a bound or at a value and stays there for a few frames; returns the recorded positions. */
async function settledAt(page: Page, expected: { above: number } | { at: number }): Promise<number[]> {
  // page.evaluate awaits the promise (waitForFunction would not): true once the position is in range and
  // unchanged over three frames.
  const settled = () =>
    page.evaluate((expected) => {
      const y = window.scrollY;
      const ys = (window as Win).__ys!;
      const inRange = 'at' in expected ? y === expected.at : y > expected.above;
      return new Promise<boolean>((r) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => r(inRange && window.scrollY === y && ys[ys.length - 1] === y)),
          ),
        ),
      );
    }, expected);
  while (!(await settled()));
  return page.evaluate(() => (window as Win).__ys!);
}

/** Every frame of the fallback leaves 85 % of the remaining distance (up to rounding), until the final landing. */
function assertFallbackSteps(start: number, ys: number[]): void {
  const target = ys[ys.length - 1];
  const rem = [start, ...ys].map((y) => Math.abs(target - y));
  assert.ok(rem.length > 10, `many frames (${rem.length})`);
  // Near the end a frame may move less than a pixel and fire no scroll event, so the tail is not checked step by step.
  for (let i = 1; i < rem.length - 1 && rem[i - 1] >= 10; i++) {
    assert.ok(
      Math.abs(rem[i] - rem[i - 1] * 0.85) <= 1.5,
      `frame ${i}: ${rem[i - 1].toFixed(1)} → ${rem[i].toFixed(1)} (expected ×0.85); all: ${ys.join(',')}`,
    );
  }
  assert.ok(rem[rem.length - 2] <= 3, 'stops when close');
}

const lastTocLink = (page: Page) => page.locator('.toc--desktop a.toc__link').last();
const targetId = async (page: Page) => decodeURIComponent((await lastTocLink(page).getAttribute('href'))!.slice(1));
const atTarget = (page: Page, id: string) =>
  page.evaluate((id) => {
    const el = document.getElementById(id)!;
    const margin =
      (parseFloat(getComputedStyle(el).scrollMarginTop) || 0) +
      (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0);
    const atBottom = window.scrollY >= document.documentElement.scrollHeight - innerHeight - 1;
    return Math.abs(el.getBoundingClientRect().top - margin) <= 2 || (atBottom && el.getBoundingClientRect().top >= 0);
  }, id);

describe('hash links', () => {
  it('scroll smoothly with the native behaviour, and back returns to where the reader was', async () => {
    const { page, context } = await openPage();
    const id = await targetId(page);
    await page.evaluate(() => window.scrollTo(0, 200));
    await record(page);
    await lastTocLink(page).click();
    const ys = await settledAt(page, { above: 400 });
    assert.ok(await atTarget(page, id), 'landed on the target');
    const between = ys.filter((y) => y > 201 && y < ys[ys.length - 1] - 1);
    assert.ok(between.length >= 2, `passes through intermediate positions: ${ys.join(',')}`);
    assert.equal(decodeURIComponent(new URL(page.url()).hash), `#${id}`);
    await page.goBack();
    await page.waitForFunction(() => Math.abs(window.scrollY - 200) <= 1);
    assert.equal(new URL(page.url()).hash, '');
    await page.goForward();
    await page.waitForFunction((id) => document.getElementById(id)!.getBoundingClientRect().top < innerHeight, id);
    await context.close();
  });

  it('without native smooth scrolling, cover 15 % of the remaining distance per frame', async () => {
    const { page, context } = await openPage({ noNative: true });
    assert.equal(await page.evaluate(() => 'scrollBehavior' in document.documentElement.style), false);
    const id = await targetId(page);
    await record(page);
    await lastTocLink(page).click();
    const ys = await settledAt(page, { above: 400 });
    assert.ok(await atTarget(page, id), `landed on the target: ${ys.join(',')}`);
    assertFallbackSteps(0, ys);
    await context.close();
  });

  it('jump instantly when the reader prefers reduced motion', async () => {
    const { page, context } = await openPage({ reduced: true });
    const id = await targetId(page);
    await record(page);
    await lastTocLink(page).click();
    const ys = await settledAt(page, { above: 400 });
    assert.ok(await atTarget(page, id));
    assert.deepEqual([...new Set(ys)], [ys[ys.length - 1]], `only the final position: ${ys.join(',')}`);
    await context.close();
  });
});

describe('back to top', () => {
  const scrollFarDown = async (page: Page) => {
    const y = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return window.scrollY;
    });
    assert.ok(y > 1080, `the page is long enough (${y})`);
    await page.locator('.back-to-top--shown').waitFor();
    return y;
  };

  it('scrolls smoothly to the top natively', async () => {
    const { page, context } = await openPage();
    const start = await scrollFarDown(page);
    await record(page);
    await page.click('.back-to-top');
    const ys = await settledAt(page, { at: 0 });
    assert.ok(ys.filter((y) => y > 1 && y < start - 1).length >= 2, `intermediate positions: ${ys.join(',')}`);
    await context.close();
  });

  it('uses the 0.85-per-frame fallback without native support', async () => {
    const { page, context } = await openPage({ noNative: true });
    const start = await scrollFarDown(page);
    await record(page);
    await page.click('.back-to-top');
    const ys = await settledAt(page, { at: 0 });
    assertFallbackSteps(start, ys);
    await context.close();
  });

  it('jumps to the top with reduced motion', async () => {
    const { page, context } = await openPage({ reduced: true });
    await scrollFarDown(page);
    await record(page);
    await page.click('.back-to-top');
    const ys = await settledAt(page, { at: 0 });
    assert.deepEqual([...new Set(ys)], [0], `only the final position: ${ys.join(',')}`);
    await context.close();
  });
});
