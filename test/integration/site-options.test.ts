// Site options Docusaurus bloggers set that change what every page or the sitemap says: `titleDelimiter` in each
// page's <title> (and in the page data, so client navigation writes the same title), and the `sitemap` options.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { fileText } from '../helpers/site';
import { miniSite, removeMiniSites } from '../helpers/mini-site';

after(removeMiniSites);

const files = {
  'content/docs/intro.md': '---\ntitle: 开始\n---\n\n正文。\n',
  'content/blog/2024-03-01-a.md': '---\ntitle: 文章\n---\n\n摘要。\n\n<!-- truncate -->\n\n正文。\n',
};

async function buildWith(config: Record<string, unknown>): Promise<BuildResult> {
  const result = await build({
    root: miniSite(files).root,
    config: { title: '测试站', url: 'https://example.com', ...config },
    write: false,
    cache: false,
  });
  assert.equal(result.ok, true, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
  return result;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('titleDelimiter', () => {
  it('stands between the page title and the site title', async () => {
    const result = await buildWith({ titleDelimiter: '·', tagline: '副标题' });
    assert.equal(titleOf(fileText(result, 'docs/intro/index.html')), '开始 · 测试站');
    assert.equal(titleOf(fileText(result, 'index.html')), '测试站 · 副标题');
    // The page data carries it: client navigation computes the title from it (src/shared/head.ts).
    assert.match(fileText(result, 'docs/intro/index.html'), /"titleDelimiter":"·"/);
  });

  it('is "|" by default, and a site that does not set it has no titleDelimiter in its page data', async () => {
    const result = await buildWith({});
    const html = fileText(result, 'docs/intro/index.html');
    assert.equal(titleOf(html), '开始 | 测试站');
    assert.doesNotMatch(html, /titleDelimiter/);
  });
});
