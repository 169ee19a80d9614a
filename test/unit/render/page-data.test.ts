import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { jsonForScript, stripSlots } from '../../../src/render/page-data';

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
});
