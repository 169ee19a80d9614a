import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageTitle, renderHead } from '../../../src/render/head';
import type { SiteData } from '../../../src/shared/page-props';

const site = {
  title: '站点',
  tagline: '副标题',
  url: 'https://e.com',
  baseUrl: '/',
  locale: { htmlLang: 'zh-CN' },
} as SiteData;

describe('head', () => {
  it('titles pages "Page | Site" and the home page "Site | tagline"', () => {
    assert.equal(
      pageTitle({ title: '关于', description: '', path: '/about', noindex: false, type: 'website' }, site),
      '关于 | 站点',
    );
    assert.equal(pageTitle({ description: '', path: '/', noindex: false, type: 'website' }, site), '站点 | 副标题');
  });

  it('escapes values and adds noindex, canonical and hreflang', () => {
    const html = renderHead(
      {
        title: '"><script>x</script>',
        description: "it's <b>",
        path: '/blog/你好',
        noindex: true,
        type: 'article',
        canonicalPath: '/docs/intro',
      },
      site,
    );
    assert.ok(!html.includes('<script>x'));
    assert.match(html, /<title>&quot;&gt;&lt;script&gt;x&lt;\/script&gt; \| 站点<\/title>/);
    assert.match(html, /content="it&#39;s &lt;b&gt;"/);
    assert.match(html, /<link rel="canonical" href="https:\/\/e.com\/docs\/intro">/);
    assert.match(html, /hreflang="zh-CN" href="https:\/\/e.com\/blog\/%E4%BD%A0%E5%A5%BD"/);
    assert.match(html, /<meta name="robots" content="noindex, nofollow">/);
  });
});
