// The site's social card (config `image`, Docusaurus's themeConfig.image): every page whose front matter sets no
// `image` gets it as og:image and twitter:image, as an absolute URL; a page's own image still wins; without the
// key no page has an image tag.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { fileText } from '../helpers/site';
import { miniSite, removeMiniSites } from '../helpers/mini-site';

after(removeMiniSites);

const files = {
  'static/img/card.png': 'png',
  'content/docs/intro.md': '---\ntitle: 开始\n---\n\n正文。\n',
  'content/blog/2024-03-01-a.md':
    '---\ntitle: 文章\nslug: a\nimage: https://cdn.example/own.png\n---\n\n摘要。\n\n<!-- truncate -->\n',
};
const images = (html: string) =>
  [...html.matchAll(/<meta (?:property="og:image"|name="twitter:image") content="([^"]+)">/g)].map((m) => m[1]);

describe('the site social card', () => {
  it("is every page's image unless its front matter sets one", async () => {
    const config = { title: '测试站', url: 'https://example.com', baseUrl: '/sub/', image: '/img/card.png' };
    const result = await build({ root: miniSite(files).root, config, write: false, cache: false });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    const card = 'https://example.com/sub/img/card.png';
    for (const page of ['index.html', 'docs/intro/index.html', 'blog/index.html'])
      assert.deepEqual(images(fileText(result, page)), [card, card], page);
    assert.deepEqual(images(fileText(result, 'blog/a/index.html')), [
      'https://cdn.example/own.png',
      'https://cdn.example/own.png',
    ]);
  });

  it('must be a file of the static folder', async () => {
    const config = { title: '测试站', url: 'https://example.com', image: '/img/no-card.png' };
    const result = await build({ root: miniSite(files).root, config, write: false, cache: false });
    assert.equal(result.ok, false);
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code),
      ['IMAGE_MISSING'],
    );
  });

  it('is absent without the key', async () => {
    const config = { title: '测试站', url: 'https://example.com' };
    const result = await build({ root: miniSite(files).root, config, write: false, cache: false });
    assert.deepEqual(images(fileText(result, 'docs/intro/index.html')), []);
  });
});
