// The tags a site's own plugins inject into every page with injectHtmlTags (test/fixtures/sites/plugin-html-tags):
// head tags at the end of <head>, preBodyTags first in <body>, postBodyTags last; tags given as objects or as
// HTML, a list with an empty place; a site without components runs its plugins too. A plugin whose tags are not
// tags is a located error naming the value. `blogctl serve` allows the injected inline scripts in its CSP.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { cspHash } from '../../src/render/site-head';
import { miniSite } from '../helpers/mini-site';
import { buildAndServe, fileText, fixtureSite } from '../helpers/site';

const ROOT = fixtureSite('plugin-html-tags');
const POST = 'blog/2024/03/02/moving-day/index.html';
const INLINE = [
  'window.__visits = (window.__visits || 0) + 1;',
  'window.__verified = "yes";',
  'document.body.dataset.counted = String(window.__visits);',
];
let result: BuildResult;

before(async () => {
  result = await build({ root: ROOT, write: false, cache: false });
  assert.ok(result.ok, JSON.stringify(result.diagnostics));
});

describe('injectHtmlTags', () => {
  it('puts the head tags in <head>, in plugin order, objects and HTML alike', () => {
    for (const path of [POST, 'index.html', '404.html', 'blog/tags/日常/index.html']) {
      const head = fileText(result, path).split('</head>')[0]!;
      const at = [
        '<meta name="counter-site" content="plugin-tags">',
        `<script>${INLINE[0]}</script>`,
        `<script>${INLINE[1]}</script>`,
      ].map((tag) => head.indexOf(tag));
      assert.ok(
        at.every((i, n) => i > 0 && (n === 0 || i > at[n - 1]!)),
        `${path}: ${at.join(', ')}`,
      );
    }
  });

  it('puts preBodyTags first in <body> and postBodyTags after the page data, its options and context applied', () => {
    const page = fileText(result, POST);
    const body = page.slice(page.indexOf('<body>') + '<body>'.length);
    assert.match(body, /^\s*<div class="site-notice" data-site="插件标签">本站正在搬家<\/div><div id="__blogctl">/);
    assert.match(
      body,
      new RegExp(`id="__BLOGCTL_DATA__"[^]*<script>${INLINE[2]!.replace(/[.()]/g, '\\$&')}</script>\\s*</body>`),
    );
  });

  it('runs without a warning that the hook is not run', () => {
    assert.deepEqual(
      result.diagnostics.filter((d) => d.code.startsWith('SITE_PLUGIN')),
      [],
    );
  });

  it('reports a plugin whose tags are not tags, at the plugin, naming the value', async () => {
    const { root } = miniSite({
      'content/blog/2024-01-01-a.md': '---\ntitle: 一\n---\n\n正文。\n',
      'plugins/bad.js':
        "module.exports = () => ({ name: 'bad', injectHtmlTags: () => ({ headTags: [{ tagName: 'meta', attributes: { name: 'ok' } }, { attributes: { src: 'x.js' } }] }) });\n",
      'blogctl.config.ts':
        "export default { title: '站', url: 'https://example.com',\n  plugins: ['./plugins/bad.js'] };\n",
    });
    const bad = await build({ root, write: false, cache: false });
    assert.equal(bad.ok, false);
    const d = bad.diagnostics.find((x) => x.code === 'SITE_PLUGIN_FAILED');
    assert.ok(d, JSON.stringify(bad.diagnostics));
    assert.match(d.text, /"\.\/plugins\/bad\.js"/);
    assert.match(d.text, /injectHtmlTags/);
    assert.match(d.text, /headTags: \{"attributes":\{"src":"x\.js"\}\} has no tagName/);
    assert.equal(d.loc?.line, 2);
  });
});

describe('blogctl serve', () => {
  let site: Awaited<ReturnType<typeof buildAndServe>> | undefined;
  after(() => site?.close());

  it('allows the inline scripts the plugins injected by hash in its CSP', async () => {
    site = await buildAndServe(ROOT);
    const csp = (await fetch(`${site.url}/blog`)).headers.get('content-security-policy') ?? '';
    const scripts = /script-src ([^;]+)/.exec(csp)?.[1]!.split(' ') ?? [];
    for (const script of INLINE) assert.ok(scripts.includes(cspHash(script)), `${script}: ${csp}`);
  });
});
