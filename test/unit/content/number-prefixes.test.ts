// Docs named with number prefixes, as Docusaurus sites order them (`01-intro.md`, `02-guides/`): the prefix is
// the sidebar position and is left out of the doc's id, URL, title fallback and the category's label and URL.
// Dates and versions keep their digits, and parse_number_prefixes / docs.numberPrefixes turn the reading off.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { loadContent } from '../../../src/content/graph';
import { parseNumberPrefix } from '../../../src/content/number-prefix';
import type { SidebarItem } from '../../../src/content/types';
import { miniSite, removeMiniSites } from '../../helpers/mini-site';

after(removeMiniSites);

const shape = (items: SidebarItem[]): unknown[] =>
  items.map((it) => (it.type === 'category' ? [it.label, shape(it.items)] : it.type === 'doc' ? it.id : it.type));

describe('number prefixes of docs names', () => {
  it('parses a prefix and leaves dates, versions and bare numbers alone', () => {
    assert.deepEqual(parseNumberPrefix('01-intro'), { name: 'intro', prefix: 1 });
    assert.deepEqual(parseNumberPrefix('12 - Git 入门'), { name: 'Git 入门', prefix: 12 });
    assert.deepEqual(parseNumberPrefix('3_setup'), { name: 'setup', prefix: 3 });
    assert.deepEqual(parseNumberPrefix('7.faq'), { name: 'faq', prefix: 7 });
    assert.deepEqual(parseNumberPrefix('9-一加7Pro刷机总结'), { name: '一加7Pro刷机总结', prefix: 9 });
    for (const kept of ['2021-12-notes', '1.2-release', '2024_01_01', '42', 'intro', '5-', '5--', 'v1-intro']) {
      assert.deepEqual(parseNumberPrefix(kept), { name: kept }, kept);
    }
  });

  it('gives docs and categories their unprefixed ids, URLs, titles and labels, ordered by the prefixes', async () => {
    const { config } = miniSite({
      'content/docs/0-intro.md': '开头的一段话。\n',
      'content/docs/02-guides/10-deploy.md': '---\ntitle: 部署\n---\n\n正文。\n',
      'content/docs/02-guides/9-setup.md': '# 安装\n\n正文。\n',
      'content/docs/01-basics/01-basics.md': '---\ntitle: 基础\n---\n\n正文。\n',
      'content/docs/01-basics/2-more.md': '---\ntitle: 更多\nid: extra\n---\n\n正文。\n',
      'content/docs/2021-12-notes.md': '---\ntitle: 笔记\n---\n\n正文。\n',
    });
    const graph = await loadContent(config);
    const byId = new Map(graph.docs.map((d) => [d.id, d]));
    assert.deepEqual([...byId.keys()].sort(), [
      '2021-12-notes',
      'basics/basics',
      'basics/extra',
      'guides/deploy',
      'guides/setup',
      'intro',
    ]);
    assert.equal(byId.get('intro')!.permalink, '/docs/intro');
    assert.equal(byId.get('intro')!.title, 'intro');
    assert.equal(byId.get('guides/setup')!.permalink, '/docs/guides/setup');
    assert.equal(byId.get('basics/basics')!.permalink, '/docs/basics/');
    assert.equal(byId.get('basics/extra')!.permalink, '/docs/basics/extra');
    assert.deepEqual(
      graph.categories.map((c) => [c.dir, c.label, c.position, c.permalink]),
      [
        ['01-basics', '基础', 1, '/docs/basics/'],
        ['02-guides', 'guides', 2, '/docs/guides/'],
      ],
    );
    const sidebar = graph.sidebars.get(config.docs.sidebarId)!;
    assert.deepEqual(shape(sidebar), [
      'intro',
      ['基础', ['basics/extra']],
      ['guides', ['guides/setup', 'guides/deploy']],
      '2021-12-notes',
    ]);
    assert.deepEqual(
      graph.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
  });

  it('keeps the names when the doc or the site says so', async () => {
    const { config } = miniSite({
      'content/docs/01-kept.md': '---\ntitle: 保留\nparse_number_prefixes: false\n---\n\n正文。\n',
      'content/docs/02-read.md': '---\ntitle: 去掉\n---\n\n正文。\n',
    });
    const graph = await loadContent(config);
    assert.deepEqual(graph.docs.map((d) => d.id).sort(), ['01-kept', 'read']);
    assert.deepEqual(graph.diagnostics, []);

    const off = miniSite(
      { 'content/docs/01-a/02-b.md': '---\ntitle: 乙\n---\n\n正文。\n' },
      { docs: { numberPrefixes: false } },
    );
    const graph2 = await loadContent(off.config);
    assert.deepEqual(
      graph2.docs.map((d) => [d.id, d.permalink]),
      [['01-a/02-b', '/docs/01-a/02-b']],
    );
    assert.deepEqual(
      graph2.categories.map((c) => [c.label, c.position]),
      [['01-a', undefined]],
    );
  });
  it('judges a category index by the names on disk, as Docusaurus does: a prefixed readme or an id is no index', async () => {
    const { config } = miniSite({
      'content/docs/hooks/01-readme.md': '---\nid: hooks\ntitle: 前言\n---\n\n正文。\n',
      'content/docs/hooks/02-state.md': '---\ntitle: 状态\n---\n\n正文。\n',
      'content/docs/02-forms/02-forms.md': '---\ntitle: 表单\n---\n\n正文。\n',
      'content/docs/tips/index.md': '---\nid: start\ntitle: 技巧\n---\n\n正文。\n',
    });
    const graph = await loadContent(config);
    const byId = new Map(graph.docs.map((d) => [d.id, d]));
    assert.equal(byId.get('hooks/hooks')?.permalink, '/docs/hooks/hooks');
    assert.equal(byId.get('hooks/hooks')?.isCategoryIndex, false);
    assert.equal(byId.get('forms/forms')?.permalink, '/docs/forms/');
    assert.equal(byId.get('forms/forms')?.isCategoryIndex, true);
    assert.equal(byId.get('tips/start')?.permalink, '/docs/tips/');
    assert.equal(byId.get('tips/start')?.isCategoryIndex, true);
  });
});
