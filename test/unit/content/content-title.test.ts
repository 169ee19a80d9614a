// A `# title` opening a file is its title (Docusaurus's contentTitle). The page header shows it and the content
// loses it, so it shows once. When more `#` headings follow it, docs and pages keep it in their content, as
// Docusaurus keeps it, and show no header title: the headings then stay siblings in their own order, and the page
// does not open with two <h1>. A blog post always gives it to its header, as Docusaurus's blog removes it. A
// Markdown page whose content has an <h1> of its own shows no theme title either (Docusaurus's pages never do).
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { loadContent } from '../../../src/content/graph';
import { buildRouteTable } from '../../../src/routes/route-table';
import type { DocProps, PostProps } from '../../../src/shared/page-props';
import { miniSite, removeMiniSites } from '../../helpers/mini-site';

after(removeMiniSites);

const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>([^<]*)/g)].map((m) => m[1].trim());

describe('a leading # title', () => {
  it('stays in a doc or page with more # headings, and the page shows no title of its own', async () => {
    const { config } = miniSite({
      'content/docs/two.md': '# 部署前\n\n准备机器。\n\n# 部署后\n\n检查服务。\n',
      'content/docs/one.md': '# 只有一个\n\n正文。\n\n## 小节\n',
      'content/pages/notes.md': '# 笔记\n\n# 附录\n\n正文。\n',
      'content/pages/links.md': '---\ntitle: 友链\n---\n\n<h1 class="links">朋友们</h1>\n\n正文。\n',
      'content/pages/plain.md': '---\ntitle: 说明\n---\n\n正文。\n',
      'content/blog/2024-01-01-a.md': '---\nslug: a\n---\n\n# 文章\n\n# 第二部分\n\n正文\n\n<!-- truncate -->\n',
    });
    const graph = await loadContent(config);
    const { table } = buildRouteTable(graph, config);
    const doc = (path: string) => table.byPath.get(path)!.props as DocProps;

    const two = doc('/docs/two');
    assert.equal(two.title, '部署前');
    assert.equal(two.hideTitle, true);
    assert.deepEqual(h1s(two.content!.html), ['部署前', '部署后']);

    const one = doc('/docs/one');
    assert.equal(one.title, '只有一个');
    assert.equal(one.hideTitle, undefined);
    assert.deepEqual(h1s(one.content!.html), []);

    const page = table.byPath.get('/notes')!.props as DocProps;
    assert.equal(page.hideTitle, true);
    assert.deepEqual(h1s(page.content!.html), ['笔记', '附录']);

    // A Markdown page whose content shows an <h1> of its own (raw HTML here, a component's heading on real sites)
    // gets no title of the theme's; one without keeps its front matter title.
    assert.equal((table.byPath.get('/links')!.props as DocProps).hideTitle, true);
    assert.equal((table.byPath.get('/plain')!.props as DocProps).hideTitle, undefined);

    const post = table.byPath.get('/blog/a')!.props as PostProps;
    assert.equal(post.post.title, '文章');
    assert.deepEqual(h1s(post.content.html), ['第二部分']);
  });
});
