// The per-route cost of the document shell: page data serialized without a replacer function (withEmptySlots) and
// the parts of the shell that are the same for every route built once per build (document.ts shellOf).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { htmlSlot } from '../../../src/routes/html-slot';
import { renderDocument, type DocumentAssets } from '../../../src/render/document';
import { jsonForScript, withEmptySlots } from '../../../src/render/page-data';
import type { PageData, SiteData } from '../../../src/shared/page-props';

/** What page-data.ts serialized with before: a replacer emptying every slot. */
const emptySlots = (_k: string, v: unknown) =>
  v &&
  typeof v === 'object' &&
  typeof (v as { slot?: unknown }).slot === 'string' &&
  typeof (v as { html?: unknown }).html === 'string'
    ? { slot: (v as { slot: string }).slot, html: '' }
    : v;

describe('withEmptySlots', () => {
  it('serializes like the emptySlots replacer: nested, in arrays, HtmlSlot instances, slot-like objects with more keys', () => {
    const shared = { label: 'x', excerpt: { slot: 'excerpt', html: '<p>e</p>' } };
    const values: unknown[] = [
      {
        route: '/a',
        props: {
          kind: 'post',
          content: htmlSlot('content', '<p>a</p>', 'h1'),
          posts: [shared, shared, { label: 'y' }],
          when: new Date(0),
          n: null,
          u: undefined,
        },
      },
      { props: { list: [[{ slot: 's', html: 'h', extra: 1 }]], deep: { a: { b: { slot: 't', html: '<i>' } } } } },
      [{ slot: 'top', html: 'x' }],
      'text',
      null,
    ];
    for (const v of values) assert.equal(jsonForScript(withEmptySlots(v)), jsonForScript(v, emptySlots));
  });

  it('leaves the input untouched and shares every part without a slot', () => {
    const untouched = { toc: [{ id: 'a', text: 'A', level: 2 }] };
    const page = {
      route: '/p',
      head: { title: 't' },
      props: { kind: 'post', content: { slot: 'content', html: '<p>x</p>' }, side: untouched },
    };
    const out = withEmptySlots(page) as typeof page;
    assert.equal(page.props.content.html, '<p>x</p>');
    assert.notEqual(out, page);
    assert.equal(out.head, page.head);
    assert.equal(out.props.side, untouched);
    const none = { route: '/q', props: { kind: 'tags', tags: [{ label: 'a' }] } };
    assert.equal(withEmptySlots(none), none);
  });
});

describe('renderDocument shell', () => {
  const site = {
    title: '站点',
    url: 'https://example.com',
    generator: 'blogctl',
    baseUrl: '/base/',
    locale: { htmlLang: 'zh-CN', direction: 'ltr' },
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
  } as unknown as SiteData;
  const page = (kind: string): PageData =>
    ({
      route: '/' + kind,
      head: { title: kind, path: '/' + kind, description: 'd', type: 'website' },
      props: { kind },
    }) as unknown as PageData;
  const assets = (js: string): DocumentAssets => ({
    js,
    css: ['assets/a.css'],
    preload: ['assets/c.js'],
    pageChunks: { PostPage: ['assets/post.js'], DocPage: ['assets/doc.js'] },
  });

  it('preloads each template its own chunks, and follows new assets, favicon and feeds for the same site data', () => {
    const first = assets('assets/main-1.js');
    const post = renderDocument({ site, page: page('post'), body: '', assets: first, favicon: 'f.ico' });
    const doc = renderDocument({ site, page: page('doc'), body: '', assets: first, favicon: 'f.ico' });
    assert.match(post, /modulepreload" href="\/base\/assets\/post\.js"/);
    assert.doesNotMatch(post, /assets\/doc\.js/);
    assert.match(doc, /modulepreload" href="\/base\/assets\/doc\.js"/);
    assert.doesNotMatch(doc, /assets\/post\.js/);
    const next = renderDocument({
      site,
      page: page('post'),
      body: '',
      assets: assets('assets/main-2.js'),
      favicon: 'g.ico',
      feeds: { rss: 'blog/rss.xml', atom: 'blog/atom.xml' },
    });
    assert.match(next, /src="\/base\/assets\/main-2\.js"/);
    assert.doesNotMatch(next, /main-1/);
    assert.match(next, /rel="icon" href="\/base\/g\.ico"/);
    assert.match(next, /application\/rss\+xml" href="\/base\/blog\/rss\.xml"/);
    const again = renderDocument({ site, page: page('post'), body: '', assets: first, favicon: 'f.ico' });
    assert.equal(again, post);
  });
});
