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
    assert.deepEqual(JSON.parse(s), { t: '</script><script>alert(1)</script>', c: '<!--', u: 'a\u2028b\u2029c', amp: '&' });
  });

  it('empties HTML slots but keeps their names', () => {
    const props = stripSlots({ kind: 'page', title: 't', toc: [], content: { slot: 'content', html: '<p>x</p>' } });
    assert.deepEqual(props, { kind: 'page', title: 't', toc: [], content: { slot: 'content', html: '' } });
  });

  it('embeds site and page data as one object, byte-identical to serializing them together, with the site part reused', () => {
    const empty = (_k: string, v: unknown) => (v && typeof v === 'object' && typeof (v as { slot?: unknown }).slot === 'string' && typeof (v as { html?: unknown }).html === 'string' ? { slot: (v as { slot: string }).slot, html: '' } : v);
    const site = { title: '站点</script>', footer: { slot: 'footer', html: '<b>x</b>' } } as unknown as SiteData;
    const pages = [
      { route: '/a', head: { title: 'A & B' }, props: { kind: 'post', content: { slot: 'content', html: '<p>\u2028</p>' } } },
      { route: '/b', head: {}, props: { kind: 'page' } },
      {},
    ] as unknown as PageData[];
    for (const page of pages) assert.equal(embeddedPageData(page, site), jsonForScript({ site, ...page }, empty));
    // A new site data object (the dev server's next build) is serialized anew.
    const next = { ...site, title: 'next' } as SiteData;
    assert.equal(embeddedPageData(pages[0], next), jsonForScript({ site: next, ...pages[0] }, empty));
  });
});
