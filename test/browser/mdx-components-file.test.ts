// Real Chromium over a Docusaurus-style site with src/theme/MDXComponents: a global component used without an
// import hydrates like an imported one, `@docusaurus/BrowserOnly` shows its fallback until the component is
// mounted and then what its function returns (which reads `window`), and `@theme/Admonition` hydrates without
// a mismatch, and `useColorMode` (@docusaurus/theme-common) follows the navbar's toggle. No console error or
// failed request.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { collectErrors, launchBrowser } from '../helpers/browser';
import { buildAndServe } from '../helpers/site';

const root = mkdtempSync(join(tmpdir(), 'blogctl-mdx-globals-'));
const FILES: Record<string, string> = {
  'blogctl.config.ts': "export default { title: '全局组件站', url: 'https://globals.example' };\n",
  'src/theme/MDXComponents.js': [
    "import MDXComponents from '@theme-original/MDXComponents';",
    "import Clock from '@site/src/components/Clock';",
    "import Tip from '@site/src/components/Tip';",
    "import Mode from '@site/src/components/Mode';",
    'export default { ...MDXComponents, Clock, Tip, Mode };',
    '',
  ].join('\n'),
  // JSX in .js files, as Docusaurus sites write them.
  'src/components/Clock.js': [
    "import BrowserOnly from '@docusaurus/BrowserOnly';",
    'export default function Clock() {',
    '  return <BrowserOnly fallback={<span className="clock">服务器上</span>}>{() => <span className="clock">{window.location.pathname.length > 0 ? "浏览器里" : "?"}</span>}</BrowserOnly>;',
    '}',
    '',
  ].join('\n'),
  'src/components/Tip.js':
    'import Admonition from \'@theme/Admonition\';\nexport default function Tip({ children }) {\n  return <Admonition type="tip">{children}</Admonition>;\n}\n',
  // useColorMode from @docusaurus/theme-common, with Docusaurus 2's isDarkTheme too.
  'src/components/Mode.js':
    "import { useColorMode } from '@docusaurus/theme-common';\nexport default function Mode() {\n  const { colorMode, isDarkTheme } = useColorMode();\n  return <span className=\"mode\">{colorMode}{isDarkTheme ? '!' : ''}</span>;\n}\n",
  'content/blog/2024-05-01-globals.md':
    '---\ntitle: 全局组件\n---\n\n现在在：<Clock />。\n\n<Tip>带上伞。</Tip>\n\n模式：<Mode />\n\n<!-- truncate -->\n',
};

let browser: Browser;
let site: Awaited<ReturnType<typeof buildAndServe>>;
before(async () => {
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  [browser, site] = await Promise.all([launchBrowser(), buildAndServe(root)]);
});
after(async () => {
  await browser?.close();
  await site?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('global MDX components in Chromium', () => {
  it('show the server HTML with JavaScript off: BrowserOnly its fallback', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(site.url + '/blog/2024/05/01/globals');
    assert.equal(await page.locator('.clock').textContent(), '服务器上');
    assert.equal(await page.locator('.admonition-tip .admonition-heading').textContent(), '提示');
    await context.close();
  });

  it('hydrate: BrowserOnly then shows what its function returns, with no error', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(site.url + '/blog/2024/05/01/globals');
    await page.waitForFunction(() => document.querySelectorAll('.site-island[data-island-ready]').length === 3);
    await page.waitForFunction(() => document.querySelector('.clock')?.textContent === '浏览器里');
    assert.equal(await page.locator('.admonition-tip .admonition-content').textContent(), '带上伞。');
    // useColorMode follows the page's mode, also when the navbar's toggle changes it.
    await page.waitForFunction(() => document.querySelector('.mode')?.textContent === 'light');
    await page.locator('.color-mode-toggle').click();
    await page.waitForFunction(() => document.querySelector('.mode')?.textContent === 'dark!');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
