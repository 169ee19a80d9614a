// Launches Debian's headless Chromium through playwright-core. playwright gives every launch a fresh,
// empty user-data dir; the flags keep Chromium off the network (this machine has none).
import { chromium, type Browser, type Page, type ConsoleMessage } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/** Collects console errors and page errors of a page, for "no console errors" assertions. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() !== 'error' && msg.type() !== 'warning') return;
    // A failed request's message names no URL ("Failed to load resource: … 404"): its location does.
    const url = msg.location().url;
    errors.push(`${msg.type()}: ${msg.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/** Starts summing the page's layout shifts (those before the call too); the returned function reads the sum. */
export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__shift += (e as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

/**
 * Runs `act` and waits until the client router reports a navigation (`blogctl:navigated`). The listener is in
 * the page before `act` starts, and the wait is Playwright's own (it times out with a message instead of waiting
 * for ever, as an awaited in-page promise would).
 */
export async function afterNavigation(page: Page, act: () => Promise<unknown>): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __navigated: boolean };
    w.__navigated = false;
    window.addEventListener('blogctl:navigated', () => (w.__navigated = true), { once: true });
  });
  await act();
  await page.waitForFunction(() => (window as unknown as { __navigated: boolean }).__navigated);
}
