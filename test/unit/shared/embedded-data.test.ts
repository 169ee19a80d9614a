import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { embeddedPageData } from '../../../src/render/page-data';
import {
  DATA_SCRIPT_OPEN,
  embeddedDataText,
  embeddedSitePrefix,
  pageDataFromEmbedded,
} from '../../../src/shared/embedded-data';
import type { PageData, SiteData } from '../../../src/shared/page-props';

// What the client router reads from a fetched page: the embedded JSON, with the site part skipped when it is
// byte-identical to the site data the client booted with.
const site = {
  title: '站点</script><script>x()</script>',
  baseUrl: '/',
  n: 1.5,
  list: ['a\u2028b', '&'],
  footer: { slot: 'footer', html: '<b>x</b>' },
} as unknown as SiteData;
const page = {
  route: '/blog/a',
  head: { title: 'A </script> & "B"' },
  props: { kind: 'post', content: { slot: 'content', html: '<p>body</p>' }, route: '/not/this' },
} as unknown as PageData;
const emptied = { ...page, props: { ...page.props, content: { slot: 'content', html: '' } } } as unknown as PageData;
/** The site data as the client has it: parsed back from a page's embedded JSON. */
const booted = (JSON.parse(embeddedPageData(page, site)) as { site: SiteData }).site;
const doc = (json: string, body = '<p>x</p>') =>
  `<!DOCTYPE html>\n<html><head></head><body>\n<div id="__blogctl">${body}</div>\n${DATA_SCRIPT_OPEN}${json}</script>\n<script>live()</script></body></html>\n`;

describe('embedded route data (one file per route)', () => {
  it('extracts the JSON of the last data script, even when the body shows the tag as text', () => {
    const json = embeddedPageData(page, site);
    const found = embeddedDataText(
      doc(json, `<pre>${DATA_SCRIPT_OPEN.replace(/</g, '&lt;')}</pre>${DATA_SCRIPT_OPEN}{"fake":1}</script>`),
    );
    assert.ok(found);
    assert.equal(found.text, json);
    assert.equal(embeddedDataText('<html><body>no data</body></html>'), null);
  });

  it("skips the site part when it is the client's own, and gives the same page as a full parse", () => {
    const prefix = embeddedSitePrefix(booted);
    const text = embeddedPageData(page, site);
    assert.ok(text.startsWith(prefix), 'the client serializes its site data to the bytes the build wrote');
    assert.deepEqual(pageDataFromEmbedded(text, prefix), emptied);
    assert.deepEqual(pageDataFromEmbedded(text, null), emptied);
  });

  it('parses the whole text when the site data differs (another build), dropping its site part', () => {
    const other = { ...site, title: '另一个' } as SiteData;
    const text = embeddedPageData(page, other);
    const prefix = embeddedSitePrefix(booted);
    assert.ok(!text.startsWith(prefix));
    assert.deepEqual(pageDataFromEmbedded(text, prefix), emptied);
    // A site whose text is a prefix of the other's is not taken for it: the prefix ends with the separator.
    const longer = { ...site, list: ['a\u2028b', '&', 'more'] } as unknown as SiteData;
    assert.deepEqual(pageDataFromEmbedded(embeddedPageData(page, longer), prefix), emptied);
  });

  it('rejects text that is not JSON', () => {
    assert.throws(() => pageDataFromEmbedded('{"site":', null), SyntaxError);
  });
});
