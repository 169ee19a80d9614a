import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { renderHead } from '../../../src/render/head';
import { headValues } from '../../../src/shared/head';
import type { HeadData, SiteData } from '../../../src/shared/page-props';

const site = {
  title: '站点',
  tagline: '副标题',
  url: 'https://e.com',
  baseUrl: '/sub/',
  locale: { htmlLang: 'zh-CN' },
} as SiteData;

describe('headValues (shared by the server render and client navigation)', () => {
  it('gives title, description, canonical and alternates', () => {
    const head: HeadData = { title: '你好', description: '描述', path: '/blog/你好', noindex: false, type: 'article' };
    const v = headValues(head, site);
    assert.equal(v.title, '你好 | 站点');
    assert.equal(v.description, '描述');
    assert.equal(v.canonical, 'https://e.com/sub/blog/%E4%BD%A0%E5%A5%BD');
    assert.deepEqual(v.alternates, [
      { hreflang: 'zh-CN', href: 'https://e.com/sub/blog/%E4%BD%A0%E5%A5%BD' },
      { hreflang: 'x-default', href: 'https://e.com/sub/blog/%E4%BD%A0%E5%A5%BD' },
    ]);
  });

  it('uses canonicalPath for canonical but the route path for alternates', () => {
    const v = headValues(
      { description: '', path: '/docs', canonicalPath: '/docs/intro', noindex: true, type: 'website' },
      site,
    );
    assert.equal(v.canonical, 'https://e.com/sub/docs/intro');
    assert.equal(v.alternates[0].href, 'https://e.com/sub/docs');
    assert.equal(v.noindex, true);
  });

  it('is exactly what the server writes into the HTML head', () => {
    const head: HeadData = {
      title: 'A & B',
      description: '<d>',
      path: '/a',
      canonicalPath: '/b',
      noindex: false,
      type: 'website',
    };
    const v = headValues(head, site);
    const html = renderHead(head, site);
    const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    assert.ok(html.includes(`<title>${esc(v.title)}</title>`));
    assert.ok(html.includes(`<link rel="canonical" href="${v.canonical}">`));
    assert.ok(html.includes(`<meta property="og:url" content="${v.canonical}">`));
    for (const alt of v.alternates)
      assert.ok(html.includes(`<link rel="alternate" hreflang="${alt.hreflang}" href="${alt.href}">`));
  });
});

describe('headValues with the config titleDelimiter', () => {
  it('puts the delimiter between the page title and the site title, and the site title and tagline', () => {
    const dotted = { ...site, titleDelimiter: '·' };
    const page: HeadData = { title: '你好', description: '', path: '/about', noindex: false, type: 'website' };
    assert.equal(headValues(page, dotted).title, '你好 · 站点');
    assert.equal(headValues({ ...page, title: undefined, path: '/' }, dotted).title, '站点 · 副标题');
  });
});
