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
    assert.deepEqual(
      graph.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    assert.deepEqual(
      graph.posts.map((p) => [p.title, p.date, p.permalink]),
      [
        ['第三篇', '2024-03-01', '/blog/2024/03/01/third'],
        ['第二篇', '2024-01-02', '/blog/2024/01/02/second'],
        ['第一篇', '2023-12-31', '/blog/custom'],
      ],
    );
    const withDrafts = await loadContent(config, { includeDrafts: true });
    assert.deepEqual(
      withDrafts.posts.map((p) => [p.title, p.draft]),
      [
        ['草稿', true],
        ['第三篇', false],
        ['第二篇', false],
        ['第一篇', false],
      ],
    );
  });

  it('reads posts in subfolders of the blog folder, with Docusaurus URLs, and warns about unused Markdown', async () => {
    const { config, root } = miniSite({
      'content/blog/2023/冬天.md': post({ title: '冬天', date: '2023-12-02' }),
      'content/blog/develop/调试/index.md': post({ title: '调试', date: '2024-02-10' }),
      'content/blog/2021/04/15/春游.md': post({ title: '春游' }),
      'content/blog/2022-05-01-五一/index.md': post({ title: '五一' }),
      'content/blog/_片段.md': '被引用的片段。\n',
      'content/notes/草稿.md': post({ title: '草稿' }),
      'content/pages/深处/页面.md': post({ title: '页面' }),
    });
    const graph = await loadContent(config);
    assert.deepEqual(
      graph.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    assert.deepEqual(
      graph.posts.map((p) => [p.title, p.date, p.permalink]),
      [
        ['调试', '2024-02-10', '/blog/develop/调试'],
        ['冬天', '2023-12-02', '/blog/2023/冬天'],
        ['五一', '2022-05-01', '/blog/2022/05/01/五一'],
        ['春游', '2021-04-15', '/blog/2021/04/15/春游'],
      ],
    );
    const unused = graph.diagnostics
      .filter((d) => d.code === 'CONTENT_UNUSED_FILE')
      .map((d) => [d.severity, d.loc?.file.slice(root.length + 1), d.loc?.line]);
    assert.deepEqual(unused, [['warning', 'content/notes/草稿.md', 1]]);
    // A Markdown file in a subfolder of the pages folder is a page at its path (Docusaurus's pages plugin).
    assert.deepEqual(
      graph.pages.map((p) => [p.title, p.permalink]),
      [['页面', '/深处/页面']],
    );
  });

  it('keeps configs whose section paths are relative to contentDir (contentDir "src", blog.path "../blog")', async () => {
    const { config } = miniSite(
      {
        'blog/2024-01-01-a.md': post({ title: 'A', slug: 'a' }),
        'docs/intro.md': post({ title: '介绍' }),
        'src/pages/about.md': post({ title: '关于' }),
      },
      { contentDir: 'src', blog: { path: '../blog' }, docs: { path: '../docs' } },
    );
    const graph = await loadContent(config);
    assert.deepEqual(
      [graph.posts.map((p) => p.permalink), graph.docs.map((d) => d.permalink), graph.pages.map((p) => p.permalink)],
      [['/blog/a'], ['/docs/intro'], ['/about']],
    );
  });

  it('reports a second claimant of a URL at its slug field and leaves it out', async () => {
    const { config } = miniSite({
      'content/blog/2024-01-01-a.md': post({ title: 'A' }),
      'content/blog/2024-01-02-b.md': post({ title: 'B', slug: '2024/01/01/a' }),
    });
    const graph = await loadContent(config);
    const dup = graph.diagnostics.filter((d) => d.code === 'CONTENT_DUPLICATE_SLUG');
    assert.equal(dup.length, 1);
    assert.match(dup[0].loc!.file, /2024-01-02-b\.md$/);
    assert.deepEqual([dup[0].loc!.line, dup[0].loc!.column], [3, 1]);
    assert.deepEqual(
      graph.posts.map((p) => p.title),
      ['A'],
    );
  });

  it('reports an impossible date at the file and keeps the other posts', async () => {
    const { config } = miniSite({
      'content/blog/2024-02-30-bad.md': post({ title: '坏' }),
      'content/blog/2024-02-01-ok.md': post({ title: '好' }),
    });
    const graph = await loadContent(config);
    assert.deepEqual(
      graph.diagnostics.map((d) => [d.code, d.loc?.line]),
      [['CONTENT_BAD_DATE', 1]],
    );
    assert.deepEqual(
      graph.posts.map((p) => p.title),
      ['好'],
    );
  });

  it('takes tags from tags.yml and reports unknown ones', async () => {
    const { config } = miniSite({
      'content/blog/tags.yml': 'travel:\n  label: 旅行\n  permalink: /travel\n',
      'content/blog/2024-01-01-a.md': post({ title: 'A', tags: '[travel, nope]' }),
    });
    const graph = await loadContent(config);
    assert.equal(graph.tags.get('travel')?.label, '旅行');
    assert.deepEqual(
      graph.diagnostics.map((d) => d.code),
      ['CONTENT_UNKNOWN_TAG'],
    );
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
    const shape = (items: typeof sidebar): unknown[] =>
      items.map((it) =>
        it.type === 'doc' ? it.label : it.type === 'category' ? { [it.label]: shape(it.items) } : it.type,
      );
    assert.deepEqual(shape(sidebar), ['介绍', { Linux: ['甲', '乙'] }]);
  });

  it('takes index.md, README.md and a doc named like its folder as the category page (Docusaurus convention)', async () => {
    const doc = (title: string) => `---\ntitle: ${title}\n---\n\n正文。\n`;
    const { config } = miniSite({
      'content/docs/intro.md': doc('介绍'),
      'content/docs/Linux/index.md': doc('Linux 总览'),
      'content/docs/Linux/a.md': doc('甲'),
      'content/docs/Docker/README.md': doc('Docker 总览'),
      'content/docs/Docker/b.md': doc('乙'),
      'content/docs/Guides/guides.md': doc('指南总览'),
      'content/docs/Guides/c.md': doc('丙'),
      'content/docs/Other/readme-first.md': doc('先读我'),
    });
    const graph = await loadContent(config);
    assert.deepEqual(
      graph.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    const byTitle = new Map(graph.docs.map((d) => [d.title, d]));
    for (const [title, permalink] of [
      ['Linux 总览', '/docs/Linux/'],
      ['Docker 总览', '/docs/Docker/'],
      ['指南总览', '/docs/Guides/'],
    ]) {
      assert.equal(byTitle.get(title)?.permalink, permalink, title);
      assert.equal(byTitle.get(title)?.isCategoryIndex, true, title);
    }
    assert.equal(byTitle.get('先读我')?.isCategoryIndex, false);
    assert.equal(byTitle.get('先读我')?.permalink, '/docs/Other/readme-first');
    const sidebar = graph.sidebars.get(config.docs.sidebarId)!;
    const categories = sidebar
      .filter((it) => it.type === 'category')
      .map((it) => [it.label, it.permalink, it.items.map((x) => ('label' in x ? x.label : x.type))]);
    assert.deepEqual(categories, [
      ['Docker 总览', '/docs/Docker/', ['乙']],
      ['指南总览', '/docs/Guides/', ['丙']],
      ['Linux 总览', '/docs/Linux/', ['甲']],
      ['Other', '/docs/Other/', ['先读我']],
    ]);
  });
});
