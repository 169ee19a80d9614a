// `npm run screenshots`: builds the site, serves it on loopback and writes PNGs of key pages
// (desktop and mobile × light and dark) into screenshots/ (git-ignored). Uses Debian Chromium.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../src/api/build';
import { serve } from '../src/api/serve';
import { launchBrowser } from '../test/helpers/browser';
import { REPO } from '../test/helpers/site';

const PAGES: Record<string, string> = {
  home: '/',
  post: '/blog/博客搬家记换一个新的生成器',
  doc: '/docs/Docker/dockermariadb',
  'blog-list': '/blog',
};
/** With --all, the other page types too. */
const MORE: Record<string, string> = {
  archive: '/blog/archive',
  tags: '/blog/tags',
  tag: '/blog/tags/travel',
  authors: '/blog/authors',
  footprints: '/footprints',
  about: '/about',
  'doc-category': '/docs/Docker/',
  search: '/search',
  'not-found': '/no-such-page',
};
const VIEWPORTS = { desktop: { width: 1366, height: 900 }, mobile: { width: 375, height: 812 } };
const MODES = ['light', 'dark'] as const;
// Optional: page names to limit the run; --top captures only the first screen instead of the full page.
const args = process.argv.slice(2);
const top = args.includes('--top');
const only = args.filter((a) => !a.startsWith('--'));
if (args.includes('--all')) Object.assign(PAGES, MORE);

const outDir = mkdtempSync(join(tmpdir(), 'blogctl-shots-'));
const shots = join(REPO, 'screenshots');
mkdirSync(shots, { recursive: true });
const result = await build({ root: REPO, outDir });
if (!result.ok) throw new Error('build failed: ' + JSON.stringify(result.diagnostics, null, 2));
const server = await serve({ root: REPO, outDir, port: 0 });
const base = server.url.replace(/\/$/, '');
const browser = await launchBrowser();
try {
  for (const [name, path] of Object.entries(PAGES)) {
    if (only.length && !only.includes(name)) continue;
    for (const [vp, size] of Object.entries(VIEWPORTS)) {
      for (const mode of MODES) {
        const context = await browser.newContext({ viewport: size, deviceScaleFactor: 1, isMobile: vp === 'mobile', hasTouch: vp === 'mobile' });
        await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
        const page = await context.newPage();
        await page.goto(base + encodeURI(path), { waitUntil: 'load' });
        await page.waitForFunction(() => (window as unknown as { __BLOGCTL_HYDRATED__?: boolean }).__BLOGCTL_HYDRATED__ === true);
        const file = join(shots, `${name}-${vp}-${mode}.png`);
        await page.screenshot({ path: file, fullPage: !top });
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
