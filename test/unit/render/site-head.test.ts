// What a site adds to every page and the CSP sources that allow it: config head tags and scripts, and the tags
// its plugins inject, given as objects or as HTML.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cspHash, siteHead } from '../../../src/render/site-head';

const config = (over: Partial<Parameters<typeof siteHead>[0]> = {}) => ({
  headTags: [],
  scripts: [],
  baseUrl: '/',
  ...over,
});

describe('siteHead', () => {
  it('allows an external script by its origin, and a protocol-relative one by its host over either scheme', () => {
    const head = siteHead(
      config({
        headTags: [{ tagName: 'script', attributes: { src: '//counter.example.net/count.js', async: true } }],
        scripts: ['https://cdn.example.org/a.js'],
      }),
    );
    assert.deepEqual(head.scriptOrigins, ['counter.example.net', 'https://cdn.example.org']);
    assert.match(head.html, /<script src="\/\/counter\.example\.net\/count\.js" async><\/script>/);
  });

  it('reads the scripts and stylesheets of a plugin tag written as HTML for the CSP, and keeps the HTML as written', () => {
    const html = '<script>var seen = 1;</script>\n<script defer src="https://stats.example.com/s.js"></script>';
    const head = siteHead(config(), {
      headTags: [html, '<link rel="stylesheet" href="https://fonts.example.com/a.css">'],
      preBodyTags: [{ tagName: 'noscript', attributes: {}, innerHTML: '请开启脚本' }],
      postBodyTags: [{ tagName: 'script', attributes: {}, innerHTML: 'done();' }],
    });
    assert.deepEqual(head.scriptHashes, [cspHash('var seen = 1;'), cspHash('done();')]);
    assert.deepEqual(head.scriptOrigins, ['https://stats.example.com']);
    assert.deepEqual(head.styleOrigins, ['https://fonts.example.com']);
    assert.ok(head.html.startsWith(html));
    assert.equal(head.bodyStart, '<noscript>请开启脚本</noscript>');
    assert.equal(head.bodyEnd, '<script>done();</script>');
  });

  it('gives the base URL to site paths of plugin tags, as to the config’s', () => {
    const head = siteHead(config({ baseUrl: '/blog/' }), {
      headTags: [{ tagName: 'link', attributes: { rel: 'manifest', href: '/manifest.json' } }],
      preBodyTags: [],
      postBodyTags: [],
    });
    assert.equal(head.html, '<link rel="manifest" href="/blog/manifest.json">');
  });
});
