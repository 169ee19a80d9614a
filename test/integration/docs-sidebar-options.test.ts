// docs.sidebar (Docusaurus's themeConfig.docs.sidebar) in the server-rendered pages: `hideable` puts a real button
// at the sidebar's foot, `autoCollapseCategories` reaches the page data; a site that sets neither renders its
// sidebar as before. (What the button and the categories do in the browser: test/browser/docs-sidebar-options.test.ts.)
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { fileText } from '../helpers/site';
import { buildMiniSite, miniSite, removeMiniSites } from '../helpers/mini-site';

after(removeMiniSites);

const files = {
  'content/docs/intro.md': '---\ntitle: 开始\n---\n\n正文。\n',
  'content/docs/Docker/镜像.md': '---\ntitle: 镜像\n---\n\n正文。\n',
};

const buildWith = (config: Record<string, unknown>) => buildMiniSite(files, config);

const body = (html: string) => html.replace(/<script id="__BLOGCTL_DATA__"[\s\S]*?<\/script>/, '');
const aside = (html: string) => /<aside class="doc-sidebar[^"]*">[\s\S]*?<\/aside>/.exec(body(html))?.[0] ?? '';

describe('docs.sidebar', () => {
  it('hideable: a button with a label and aria-expanded at the foot of the shown sidebar', async () => {
    const result = await buildWith({ docs: { sidebar: { hideable: true } } });
    const html = aside(fileText(result, 'docs/intro/index.html'));
    assert.match(html, /^<aside class="doc-sidebar doc-sidebar--hideable">/);
    assert.match(
      html,
      /<\/nav><button type="button" class="doc-sidebar__collapse" aria-label="收起侧边栏" title="收起侧边栏" aria-expanded="true">/,
    );
  });

  it('autoCollapseCategories: carried to the browser in the page data', async () => {
    const result = await buildWith({ docs: { sidebar: { autoCollapseCategories: true } } });
    const html = fileText(result, 'docs/intro/index.html');
    assert.match(html, /"docsSidebar":\{"hideable":false,"autoCollapseCategories":true\}/);
    assert.doesNotMatch(aside(html), /doc-sidebar__collapse/);
  });

  it('unset: the sidebar as before, and nothing about it in the page data', async () => {
    const result = await buildWith({});
    const html = fileText(result, 'docs/intro/index.html');
    assert.match(aside(html), /^<aside class="doc-sidebar"><nav class="menu"/);
    assert.doesNotMatch(aside(html), /<button type="button" class="doc-sidebar__/);
    assert.doesNotMatch(html, /docsSidebar/);
  });

  it('is not an option of a further docs instance (it is the whole site’s)', async () => {
    const config = `export default {
  title: '测试站',
  url: 'https://example.com',
  docsInstances: [{ id: 'recipes', path: './recipes', routeBasePath: 'recipes', sidebar: { hideable: true } }],
};
`;
    const root = miniSite({ ...files, 'blogctl.config.mjs': config }).root;
    const r = await build({ root, write: false, cache: false }).catch((e: unknown) => e);
    const texts = ((r as { diagnostics?: { text: string }[] }).diagnostics ?? []).map((d) => d.text);
    assert.ok(
      texts.some((t) => /^docsInstances\[0\]: unknown key\(s\) "sidebar"/.test(t)),
      JSON.stringify(texts),
    );
  });
});
