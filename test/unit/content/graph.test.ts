// The content graph (src/content/graph.ts) from real files: dates and slugs, order, drafts, duplicate slugs,
// tags from tags.yml, and the docs sidebar.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { loadContent } from '../../../src/content/graph';
import { miniSite, post, removeMiniSites } from '../../helpers/mini-site';

after(removeMiniSites);

describe('loadContent', () => {
  it('dates and slugs posts from their file names, newest first, and leaves drafts out unless asked', async () => {
    const { config } = miniSite({
      'content/blog/2024-01-02-second.md': post({ title: '第二篇' }),
      'content/blog/2024-03-01-third/index.md': post({ title: '第三篇' }),
      'content/blog/2023-12-31-first.md': post({ title: '第一篇', slug: 'custom' }),
      'content/blog/2024-05-01-draft.md': post({ title: '草稿', draft: 'true' }),
    });
    const graph = await loadContent(config);
    assert.deepEqual(graph.diagnostics.filter((d) => d.severity === 'error'), []);
    assert.deepEqual(graph.posts.map((p) => [p.title, p.date, p.permalink]), [
      ['第三篇', '2024-03-01', '/blog/third'],
      ['第二篇', '2024-01-02', '/blog/second'],
      ['第一篇', '2023-12-31', '/blog/custom'],
    ]);
    const withDrafts = await loadContent(config, { includeDrafts: true });
    assert.deepEqual(withDrafts.posts.map((p) => [p.title, p.draft]), [['草稿', true], ['第三篇', false], ['第二篇', false], ['第一篇', false]]);
  });

  it('reports a second claimant of a URL at its slug field and leaves it out', async () => {
    const { config } = miniSite({
      'content/blog/2024-01-01-a.md': post({ title: 'A' }),
      'content/blog/2024-01-02-b.md': post({ title: 'B', slug: 'a' }),
    });
    const graph = await loadContent(config);
    const dup = graph.diagnostics.filter((d) => d.code === 'CONTENT_DUPLICATE_SLUG');
    assert.equal(dup.length, 1);
    assert.match(dup[0].loc!.file, /2024-01-02-b\.md$/);
    assert.deepEqual([dup[0].loc!.line, dup[0].loc!.column], [3, 1]);
    assert.deepEqual(graph.posts.map((p) => p.title), ['A']);
  });

  it('reports an impossible date at the file and keeps the other posts', async () => {
    const { config } = miniSite({ 'content/blog/2024-02-30-bad.md': post({ title: '坏' }), 'content/blog/2024-02-01-ok.md': post({ title: '好' }) });
    const graph = await loadContent(config);
    assert.deepEqual(graph.diagnostics.map((d) => [d.code, d.loc?.line]), [['CONTENT_BAD_DATE', 1]]);
    assert.deepEqual(graph.posts.map((p) => p.title), ['好']);
  });

  it('takes tags from tags.yml and reports unknown ones', async () => {
    const { config } = miniSite({
      'content/blog/tags.yml': 'travel:\n  label: 旅行\n  permalink: /travel\n',
      'content/blog/2024-01-01-a.md': post({ title: 'A', tags: '[travel, nope]' }),
    });
    const graph = await loadContent(config);
    assert.equal(graph.tags.get('travel')?.label, '旅行');
    assert.deepEqual(graph.diagnostics.map((d) => d.code), ['CONTENT_UNKNOWN_TAG']);
  });

  it('orders the docs sidebar by sidebar_position inside categories', async () => {
    const { config } = miniSite({
      'content/docs/intro.md': '---\ntitle: 介绍\nsidebar_position: 1\n---\n\n正文。\n',
      'content/docs/Linux/b.md': '---\ntitle: 乙\nsidebar_position: 2\n---\n\n正文。\n',
      'content/docs/Linux/a.md': '---\ntitle: 甲\nsidebar_position: 1\n---\n\n正文。\n',
    });
    const graph = await loadContent(config);
    assert.deepEqual(graph.diagnostics, []);
    const sidebar = graph.sidebars.get(config.docs.sidebarId)!;
    const shape = (items: typeof sidebar): unknown[] => items.map((it) => (it.type === 'doc' ? it.label : it.type === 'category' ? { [it.label]: shape(it.items) } : it.type));
    assert.deepEqual(shape(sidebar), ['介绍', { Linux: ['甲', '乙'] }]);
  });
});
