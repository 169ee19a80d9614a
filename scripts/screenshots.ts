// `npm run screenshots`: builds the site, serves it on loopback and writes the review set of PNGs into
// screenshots/ (git-ignored): every page and UI state below × light and dark × 1280×800 and 375×812.
// Uses Debian Chromium. Arguments: page names to limit the run; --top captures only the first screen;
// --starter en (or zh-CN) shoots a fresh `blogctl init` starter instead of the shipped site (files
// starter-<lang>-<page>-…png).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { build } from '../src/api/build';
import { init, type InitLang } from '../src/api/init';
import { serve } from '../src/api/serve';
import { launchBrowser } from '../test/helpers/browser';
import { REPO } from '../test/helpers/site';

type Shot = {
  path: string;
  /** a UI state to reach before the capture (the capture is then of the viewport) */
  act?: (page: Page, mobile: boolean) => Promise<void>;
};

const openSearch =
  (query: string, down = 0) =>
  async (page: Page) => {
    await page.click('[data-search-button]');
    await page.waitForSelector('.search-modal__input');
    await page.fill('.search-modal__input', query);
    await page.waitForSelector('[data-search-screen=results] [data-search-hit]');
    for (let i = 0; i < down; i++) await page.keyboard.press('ArrowDown');
  };

async function openMenu(page: Page, mobile: boolean): Promise<void> {
  if (!mobile) return;
  await page.click('.navbar__toggle');
  await page.waitForSelector('.navbar--sidebar-open');
  await page.waitForTimeout(400); // the panel's slide-in transition
}

const SHOTS: Record<string, Shot> = {
  home: { path: '/' },
  post: { path: '/blog/博客搬家记换一个新的生成器' },
  doc: { path: '/docs/Docker/dockermariadb' },
  'doc-category': { path: '/docs/Docker/' },
  'blog-list': { path: '/blog' },
  archive: { path: '/blog/archive' },
  tags: { path: '/blog/tags' },
  tag: { path: '/blog/tags/travel' },
  authors: { path: '/blog/authors' },
  footprints: { path: '/footprints' },
  about: { path: '/about' },
  search: { path: '/search?q=docker' },
  'not-found': { path: '/no-such-page' },
  'search-modal': { path: '/', act: openSearch('docker') },
  'search-modal-cjk': { path: '/', act: openSearch('演唱会', 1) },
  'mobile-menu': { path: '/docs/Docker/dockermariadb', act: openMenu },
};
const STARTER_SHOTS: Record<string, Shot> = {
  home: { path: '/' },
  post: { path: '/blog/welcome' },
  'blog-list': { path: '/blog' },
  doc: { path: '/docs/guide/writing' },
  'doc-intro': { path: '/docs/intro' },
  about: { path: '/about' },
  'mobile-menu': { path: '/docs/intro', act: openMenu },
};
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 812 } };
const MODES = ['light', 'dark'] as const;
const args = process.argv.slice(2);
const top = args.includes('--top');
const starter = args.includes('--starter') ? (args[args.indexOf('--starter') + 1] as InitLang) : undefined;
const only = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--starter');

const outDir = mkdtempSync(join(tmpdir(), 'blogctl-shots-'));
const shots = join(REPO, 'screenshots');
mkdirSync(shots, { recursive: true });
// A starter made now, dated so that its pages do not change from day to day.
const root = starter ? init({ dir: join(outDir, 'site'), lang: starter, date: '2026-01-02' }).root : REPO;
const prefix = starter ? `starter-${starter}-` : '';
const result = await build({ root, outDir: join(outDir, 'build') });
if (!result.ok) throw new Error('build failed: ' + JSON.stringify(result.diagnostics, null, 2));
const server = await serve({ root, outDir: join(outDir, 'build'), port: 0 });
const base = server.url.replace(/\/$/, '');
const browser = await launchBrowser();
try {
  for (const [name, shot] of Object.entries(starter ? STARTER_SHOTS : SHOTS)) {
    if (only.length && !only.includes(name)) continue;
    for (const [vp, size] of Object.entries(VIEWPORTS)) {
      if (name === 'mobile-menu' && vp === 'desktop') continue;
      for (const mode of MODES) {
        const mobile = vp === 'mobile';
        const context = await browser.newContext({
          viewport: size,
          deviceScaleFactor: 1,
          isMobile: mobile,
          hasTouch: mobile,
        });
        await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
        const page = await context.newPage();
        await page.goto(base + encodeURI(shot.path), { waitUntil: 'load' });
        await page.waitForFunction(
          () => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true,
        );
        if (shot.path.startsWith('/search?')) await page.waitForSelector('[data-search-page-status=done]');
        await shot.act?.(page, mobile);
        const file = join(shots, `${prefix}${name}-${vp}-${mode}.png`);
        await page.screenshot({ path: file, fullPage: !top && !shot.act });
        console.log('wrote', file);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}
