// Record extraction: DocSearch-shaped records from rendered pages and from the shipped content.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { htmlToText, pageRecords } from '../../../src/search/records';
import { buildShippedSite } from '../../helpers/site';
import { buildRecords } from '../../../src/search/records';

describe('pageRecords', () => {
  const html = [
    '<p>第一段 <strong>加粗</strong> &amp; 实体</p>',
    '<h2 id="安装">安装 <a class="hash-link" href="#安装" aria-label="标题的直接链接">#</a></h2>',
    '<ul><li>列表一</li><li><p>带段落的项</p></li></ul>',
    '<h3 id="步骤">步骤</h3><p>步骤内容</p>',
    '<h2 id="其他">其他</h2><pre><code>docker run <span class="token">x</span></code></pre>',
  ].join('\n');
  const recs = pageRecords({ url: '/docs/x', tag: 'docs-default-current', lvl0: 'Docker', title: '标题', html });

  it('starts with the page record (lvl1) and keeps document order', () => {
    assert.deepEqual(
      recs.map((r) => [r.type, r.content]),
      [
        ['lvl1', null],
        ['content', '第一段 加粗 & 实体'],
        ['lvl2', null],
        ['content', '列表一'],
        ['content', '带段落的项'],
        ['lvl3', null],
        ['content', '步骤内容'],
        ['lvl2', null],
        ['content', 'docker run x'],
      ],
    );
  });

  it('fills the hierarchy, anchors and urls; a new lvl2 clears lvl3', () => {
    const step = recs[6];
    assert.deepEqual(step.hierarchy, {
      lvl0: 'Docker',
      lvl1: '标题',
      lvl2: '安装',
      lvl3: '步骤',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    });
    assert.equal(step.url, '/docs/x#步骤');
    assert.equal(step.url_without_anchor, '/docs/x');
    assert.equal(step.anchor, '步骤');
    assert.equal(recs[8].hierarchy.lvl3, null);
    assert.equal(recs[8].hierarchy.lvl2, '其他');
    assert.equal(recs[0].url, '/docs/x');
    assert.equal(recs[0].anchor, null);
    assert.equal(step.language, 'zh-CN');
    assert.equal(step.docusaurus_tag, 'docs-default-current');
    assert.equal(new Set(recs.map((r) => r.objectID)).size, recs.length);
  });

  it('htmlToText drops tags without adding spaces inside Chinese text', () => {
    assert.equal(htmlToText('我在<a href="x">客厅</a>里&lt;看&gt;'), '我在客厅里<看>');
  });
});

describe('records of the shipped site', () => {
  it('cover blog posts and docs with their sections', async () => {
    const result = await buildShippedSite();
    const recs = buildRecords(result.graph!, result.config!);
    const post = recs.find((r) => r.hierarchy.lvl1 === '凤凰传奇演唱会：一场全民合唱' && r.type === 'lvl1');
    assert.ok(post);
    assert.equal(post.hierarchy.lvl0, '博客');
    assert.equal(post.docusaurus_tag, 'default');
    const doc = recs.find((r) => r.url_without_anchor === '/docs/Docker/dockermariadb');
    assert.ok(doc);
    assert.equal(doc.hierarchy.lvl0, 'Docker');
    assert.equal(doc.docusaurus_tag, 'docs-default-current');
    assert.ok(recs.some((r) => r.hierarchy.lvl2 === '入场之前' && r.anchor === '入场之前'));
  });
});
