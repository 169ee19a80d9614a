import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  isExternalUrl,
  localizePath,
  rewriteHtmlUrls,
  routeHtmlUrl,
  routeToFile,
  siteHref,
  stripHtmlSuffix,
  toRoutePath,
} from '../../../src/shared/urls';

describe('stripHtmlSuffix', () => {
  it('treats .html and /index.html as the path without the suffix', () => {
    assert.equal(stripHtmlSuffix('/about.html'), '/about');
    assert.equal(stripHtmlSuffix('/docs/Docker/index.html'), '/docs/Docker/');
    assert.equal(stripHtmlSuffix('/index.html'), '/');
    assert.equal(stripHtmlSuffix('/.html'), '/');
    assert.equal(stripHtmlSuffix('/blog/x'), '/blog/x');
    assert.equal(stripHtmlSuffix('/html'), '/html');
  });
});

describe('toRoutePath', () => {
  it('decodes, strips html suffixes and the baseUrl', () => {
    assert.equal(toRoutePath('/blog/%E4%BD%A0%E5%A5%BD', '/'), '/blog/你好');
    assert.equal(toRoutePath('/about.html', '/'), '/about');
    assert.equal(toRoutePath('/sub/about/index.html', '/sub/'), '/about/');
    assert.equal(toRoutePath('/sub/', '/sub/'), '/');
    assert.equal(toRoutePath('/sub', '/sub/'), '/');
    assert.equal(toRoutePath('/sub/blog', '/sub'), '/blog');
  });

  it('returns null outside the baseUrl', () => {
    assert.equal(toRoutePath('/other/blog', '/sub/'), null);
    assert.equal(toRoutePath('/subway', '/sub/'), null);
  });
});

describe("routeHtmlUrl (what the client router fetches: the route's HTML, which embeds its data)", () => {
  it('names the directory of x/index.html, with the baseUrl', () => {
    assert.equal(routeHtmlUrl('/', '/'), '/');
    assert.equal(routeHtmlUrl('/', '/blog'), '/blog/');
    assert.equal(routeHtmlUrl('/sub/', '/docs/Docker/'), '/sub/docs/Docker/');
    assert.equal(routeHtmlUrl('/sub/', '/blog', true), '/sub/blog/');
  });
});

describe('routeToFile / routeHtmlUrl (output layout per trailingSlash, as Docusaurus writes it)', () => {
  it('writes x.html with trailingSlash false and x/index.html otherwise', () => {
    for (const ts of [undefined, true]) {
      assert.equal(routeToFile('/blog/x', ts), 'blog/x/index.html');
      assert.equal(routeToFile('/docs/Docker/', ts), 'docs/Docker/index.html');
      assert.equal(routeHtmlUrl('/', '/blog/x', ts), '/blog/x/');
    }
    assert.equal(routeToFile('/blog/x', false), 'blog/x.html');
    assert.equal(routeToFile('/docs/Docker/', false), 'docs/Docker.html');
    assert.equal(routeToFile('/', false), 'index.html');
  });

  it('keeps the not-found page at 404.html, which is no client-side route', () => {
    for (const ts of [undefined, true, false]) {
      assert.equal(routeToFile('/404.html', ts), '404.html');
      assert.equal(routeHtmlUrl('/sub/', '/404.html', ts), null);
    }
  });

  it('the client fetches x (served from x.html without a redirect) under the base for trailingSlash false', () => {
    assert.equal(routeHtmlUrl('/sub/', '/blog/x', false), '/sub/blog/x');
    assert.equal(routeHtmlUrl('/sub/', '/docs/Docker/', false), '/sub/docs/Docker');
    assert.equal(routeHtmlUrl('/sub/', '/', false), '/sub/');
  });
});

describe('siteHref (every site-absolute URL blogctl writes)', () => {
  const sub = { baseUrl: '/sub/', trailingSlash: true };
  it('adds the base once and the trailing-slash form to routes', () => {
    assert.equal(siteHref(sub, '/blog/x'), '/sub/blog/x/');
    assert.equal(siteHref(sub, '/blog/x#h'), '/sub/blog/x/#h');
    assert.equal(siteHref(sub, '/search?q=a'), '/sub/search/?q=a');
    assert.equal(siteHref(sub, '/'), '/sub/');
    assert.equal(siteHref({ baseUrl: '/sub/', trailingSlash: false }, '/docs/Docker/'), '/sub/docs/Docker');
    assert.equal(siteHref({ baseUrl: '/', trailingSlash: undefined }, '/blog/x'), '/blog/x');
  });
  it('does not double a base the author already wrote', () => {
    assert.equal(siteHref(sub, '/sub/blog/x'), '/sub/blog/x/');
    assert.equal(siteHref(sub, '/sub'), '/sub/');
    assert.equal(siteHref(sub, '/subway/x'), '/sub/subway/x/');
  });
  it('leaves files without a slash, and external, hash-only and relative URLs alone', () => {
    assert.equal(siteHref(sub, '/img/a.png'), '/sub/img/a.png');
    assert.equal(siteHref(sub, '/blog/rss.xml'), '/sub/blog/rss.xml');
    assert.equal(siteHref(sub, 'https://example.com/x'), 'https://example.com/x');
    assert.equal(siteHref(sub, '//cdn.example.com/x.js'), '//cdn.example.com/x.js');
    assert.equal(siteHref(sub, '#top'), '#top');
    assert.equal(siteHref(sub, './a.png'), './a.png');
    assert.equal(siteHref(sub, 'mailto:a@b.c'), 'mailto:a@b.c');
  });
});

describe('rewriteHtmlUrls', () => {
  const href = (u: string) => siteHref({ baseUrl: '/sub/', trailingSlash: false }, u);
  it('rewrites src, href, poster and each srcset entry, keeping quotes and entities', () => {
    assert.equal(rewriteHtmlUrls('<img src="/img/a.png" alt="/x">', href), '<img src="/sub/img/a.png" alt="/x">');
    assert.equal(
      rewriteHtmlUrls("<a href='/blog/x/?a=1&amp;b=2'>x</a>", href),
      "<a href='/sub/blog/x?a=1&amp;b=2'>x</a>",
    );
    assert.equal(
      rewriteHtmlUrls('<source srcset="/a.png 1x, /b.png 2x">', href),
      '<source srcset="/sub/a.png 1x, /sub/b.png 2x">',
    );
    assert.equal(rewriteHtmlUrls('<video poster="/p.jpg"></video>', href), '<video poster="/sub/p.jpg"></video>');
    assert.equal(
      rewriteHtmlUrls('<a href="https://e.com/">e</a> text href="/x"', href),
      '<a href="https://e.com/">e</a> text href="/x"',
    );
  });
  it('tells links from files', () => {
    const kinds: string[] = [];
    rewriteHtmlUrls(
      '<a href="/a"></a><link href="/b.css"><img src="/c.png">',
      (u, _w, k) => (kinds.push(`${k}:${u}`), u),
    );
    assert.deepEqual(kinds, ['link:/a', 'image:/b.css', 'image:/c.png']);
  });
});

describe('localizePath (locale URL builder)', () => {
  const en = { id: 'en', path: 'en' };
  const zh = { id: 'zh-CN', path: 'zh-CN' };
  it('gives the default locale no prefix', () => {
    assert.equal(localizePath('/blog/x', zh, 'zh-CN'), '/blog/x');
    assert.equal(localizePath('/', zh, 'zh-CN'), '/');
  });
  it('gives other locales a prefix segment', () => {
    assert.equal(localizePath('/blog/x', en, 'zh-CN'), '/en/blog/x');
    assert.equal(localizePath('/docs/Docker/', en, 'zh-CN'), '/en/docs/Docker/');
    assert.equal(localizePath('/', en, 'zh-CN'), '/en/');
  });
});

describe('isExternalUrl', () => {
  it('is true for a scheme or a protocol-relative URL, false for site paths, relative paths and hashes', () => {
    for (const href of [
      'https://example.com/x',
      'HTTP://x',
      'mailto:a@b.c',
      'data:image/png;base64,AA',
      'tel:+86',
      'git+ssh://h/r',
      '//cdn.example.com/a.js',
    ])
      assert.equal(isExternalUrl(href), true, href);
    for (const href of ['/blog/x', './a.png', 'a.md', '#top', '', '/x:y', '1http://x', 'a b:c'])
      assert.equal(isExternalUrl(href), false, href);
  });
});
