// Relative URL links in Markdown (`../reference/options`): checked where the browser takes them from the page's
// address, as Docusaurus's link check resolves them, so a missing page or heading is a located error instead of a
// 404 in the reader's browser. With trailingSlash the page's address ends with a slash, and the same link leads
// one folder deeper. An element id (`<a id="端口">`) is an anchor as a heading is. Fixture relative-links.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { fixtureSite } from '../helpers/site';
import config from '../fixtures/sites/relative-links/blogctl.config';

const root = fixtureSite('relative-links');
const links = (d: { code: string; text: string; loc?: { line?: number; column?: number } }[]) =>
  d.filter((x) => x.code.startsWith('LINK_')).map((x) => [x.code, x.loc?.line, x.loc?.column, x.text]);

describe('relative URL links', () => {
  it('are checked from the page: a missing page and a missing heading are errors at their place', async () => {
    const result = await build({ root, write: false, cache: false });
    assert.equal(result.ok, false);
    const found = links(result.diagnostics);
    assert.equal(found.length, 2, JSON.stringify(found));
    assert.deepEqual(found[0]!.slice(0, 3), ['LINK_BROKEN', 7, 7]);
    assert.match(String(found[0]![3]), /"\.\.\/reference\/search" points to \/docs\/reference\/search,/);
    assert.deepEqual(found[1]!.slice(0, 3), ['LINK_MISSING_ANCHOR', 7, 39]);
    assert.match(String(found[1]![3]), /#收尾, but \/docs\/guide\/install has no heading/);
  });

  it('lead one folder deeper from a page whose address ends with a slash (trailingSlash: true)', async () => {
    const result = await build({ root, config: { ...config, trailingSlash: true }, write: false, cache: false });
    const broken = links(result.diagnostics).map((l) => String(l[3]));
    assert.ok(broken.some((t) => /"\.\.\/reference\/options" points to \/docs\/guide\/reference\/options,/.test(t)));
    assert.ok(broken.some((t) => /"\.\/install#准备" points to \/docs\/guide\/setup\/install,/.test(t)));
  });
});
