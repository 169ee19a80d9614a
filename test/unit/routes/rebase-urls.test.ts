// The docs root shows the main doc's content at the docs' base URL: the URLs in it written relative to the doc's own
// page resolve as they would there (src/routes/rebase-urls.ts), and a build's docs root links where the doc does.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rebaseRelativeUrls } from '../../../src/routes/rebase-urls';
import { buildMiniSite } from '../../helpers/mini-site';
import { fileText } from '../../helpers/site';

describe('rebaseRelativeUrls', () => {
  it('resolves page-relative links and images against the page they were written for', () => {
    const html =
      '<p><a href="./nlp/intro">NLP</a> <a href="../blog?tag=a#top">博客</a> <img src="shots/a%20b.png" alt=""></p>';
    assert.equal(
      rebaseRelativeUrls(html, '/site/docs/intro'),
      '<p><a href="/site/docs/nlp/intro">NLP</a> <a href="/site/blog?tag=a#top">博客</a> <img src="/site/docs/shots/a%20b.png" alt=""></p>',
    );
  });

  it('leaves site paths, fragments, queries and other schemes as written', () => {
    const html =
      '<a href="/docs/x">a</a><a href="#part">b</a><a href="?q=1">c</a><a href="https://example.org/x">d</a><a href="mailto:a@b.c">e</a>';
    assert.equal(rebaseRelativeUrls(html, '/docs/intro'), html);
  });
});

describe('the docs root', () => {
  it('links where the main doc links, for a link written relative to the doc', async () => {
    const result = await buildMiniSite(
      {
        'content/docs/intro.md': '# 总览\n\n从 [网络](./net/basics) 开始。\n',
        'content/docs/net/basics.md': '# 网络基础\n\n正文。\n',
      },
      { baseUrl: '/notes/', trailingSlash: false, docs: { mainDocId: 'intro' } },
    );
    // The doc's own page keeps the link as written (the browser resolves it from /notes/docs/intro, as under
    // Docusaurus); the root page, one level up, has it resolved to the same place.
    assert.match(fileText(result, 'docs/intro.html'), /<a href="\.\/net\/basics">网络<\/a>/);
    assert.match(fileText(result, 'docs.html'), /<a href="\/notes\/docs\/net\/basics">网络<\/a>/);
  });
});
