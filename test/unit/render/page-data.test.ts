import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { embeddedPageData, jsonForScript, stripSlots } from '../../../src/render/page-data';
import type { PageData, SiteData } from '../../../src/shared/page-props';

describe('page data serialization', () => {
  it('cannot close the script element or break JS parsing', () => {
    const s = jsonForScript({ t: '</script><script>alert(1)</script>', c: '<!--', u: 'a\u2028b\u2029c', amp: '&' });
    assert.ok(!s.includes('</'));
    assert.ok(!s.includes('<!--'));
    assert.ok(!s.includes('\u2028') && !s.includes('\u2029'));
    assert.deepEqual(JSON.parse(s), {
      t: '</script><script>alert(1)</script>',
      c: '<!--',
      u: 'a\u2028b\u2029c',
      amp: '&',
    });
  });

  it('empties HTML slots but keeps their names', () => {
    const props = stripSlots({ kind: 'page', title: 't', toc: [], content: { slot: 'content', html: '<p>x</p>' } });
    assert.deepEqual(props, { kind: 'page', title: 't', toc: [], content: { slot: 'content', html: '' } });
  });

  it('embeds site and page data as one object, byte-identical to serializing them together, with the site part reused', () => {
    const empty = (_k: string, v: unknown) =>
      v &&
      typeof v === 'object' &&
      typeof (v as { slot?: unknown }).slot === 'string' &&
      typeof (v as { html?: unknown }).html === 'string'
        ? { slot: (v as { slot: string }).slot, html: '' }
        : v;
    const site = { title: '站点</script>', footer: { slot: 'footer', html: '<b>x</b>' } } as unknown as SiteData;
    const pages = [
      {
        route: '/a',
        head: { title: 'A & B' },
        props: { kind: 'post', content: { slot: 'content', html: '<p>\u2028</p>' } },
      },
      { route: '/b', head: {}, props: { kind: 'page' } },
      {},
    ] as unknown as PageData[];
    for (const page of pages) assert.equal(embeddedPageData(page, site), jsonForScript({ site, ...page }, empty));
    // A new site data object (the dev server's next build) is serialized anew.
    const next = { ...site, title: 'next' } as SiteData;
    assert.equal(embeddedPageData(pages[0], next), jsonForScript({ site: next, ...pages[0] }, empty));
  });

  it('routes sharing parts (a sidebar, post summaries on list pages) get the same bytes as serializing each page whole', () => {
    const empty = (_k: string, v: unknown) =>
      v &&
      typeof v === 'object' &&
      typeof (v as { slot?: unknown }).slot === 'string' &&
      typeof (v as { html?: unknown }).html === 'string'
        ? { slot: (v as { slot: string }).slot, html: '' }
        : v;
    const site = { title: '站点' } as unknown as SiteData;
    const sidebar = {
      title: '全部</script>',
      years: [{ year: '2025', posts: [{ title: 'a\u2028b', permalink: '/x' }] }],
      extra: undefined,
    };
    const post = (n: number) => ({
      title: `第${n}篇 & <b>`,
      permalink: `/p/${n}`,
      excerpt: { slot: `e${n}`, html: '<p>摘要</p>' },
      tags: [{ key: 't', label: 'T', count: undefined }],
      draft: undefined,
      when: new Date(Date.UTC(2024, 0, n)),
    });
    const posts = [post(1), post(2), post(3)];
    const pages = [
      {
        route: '/blog',
        head: { title: '博客', jsonLd: { '@type': 'Blog' } },
        props: { kind: 'blogList', posts: posts.slice(0, 2), sidebar, pagination: { older: '/blog/page/2' } },
      },
      {
        route: '/tags/t',
        head: { title: 'T' },
        props: {
          kind: 'tag',
          posts: [posts[1], posts[2], undefined, () => 1],
          sidebar,
          nested: [[{ slot: 's', html: 'x' }]],
          2: 'two',
          1: 'one',
        },
      },
      {
        route: '/p/1',
        head: { title: 'P', description: undefined },
        props: {
          kind: 'post',
          post: posts[0],
          content: { slot: 'content', html: '<p>x</p>' },
          toc: [],
          sidebar,
          nothing: null,
          f: () => 1,
        },
      },
      { route: '/again', head: {}, props: { kind: 'blogList', posts, sidebar } },
    ] as unknown as PageData[];
    for (let pass = 0; pass < 2; pass++)
      for (const page of pages) assert.equal(embeddedPageData(page, site), jsonForScript({ site, ...page }, empty));
    // The next build's site data starts afresh: a part changed in place between builds is not served from before.
    sidebar.title = '改过的';
    const next = { ...site } as SiteData;
    for (const page of pages) assert.equal(embeddedPageData(page, next), jsonForScript({ site: next, ...page }, empty));
  });
});
