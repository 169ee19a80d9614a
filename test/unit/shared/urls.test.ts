import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { localizePath, routeDataUrl, stripHtmlSuffix, toRoutePath } from '../../../src/shared/urls';

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

describe('routeDataUrl', () => {
  it('puts page-data.json beside the route, with the baseUrl', () => {
    assert.equal(routeDataUrl('/', '/'), '/page-data.json');
    assert.equal(routeDataUrl('/', '/blog'), '/blog/page-data.json');
    assert.equal(routeDataUrl('/sub/', '/docs/Docker/'), '/sub/docs/Docker/page-data.json');
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
