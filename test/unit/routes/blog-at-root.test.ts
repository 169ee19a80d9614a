// Docusaurus's blog-only mode, `blog.routeBasePath: '/'`: the blog's first list page is the home page, posts,
// tags, the archive and the feeds sit at the site root, and a home intro (pages/index.md) that can no longer be
// shown is a located warning instead of a duplicate-route error.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { loadContent } from '../../../src/content/graph';
import { buildRouteTable } from '../../../src/routes/route-table';
import { miniSite, removeMiniSites } from '../../helpers/mini-site';

after(removeMiniSites);

const post = (title: string) => `---\ntitle: ${title}\ntags: [旅行]\n---\n\n正文。\n\n<!-- truncate -->\n\n更多。\n`;

describe('a blog at the site root', () => {
  it('makes the first list page the home page and puts posts, tags and the archive at the root', async () => {
    const { config } = miniSite(
      {
        'content/blog/2024-01-01-a.md': post('一'),
        'content/blog/2024-01-02-b.md': post('二'),
        'content/blog/2024-01-03-c.md': post('三'),
        'content/pages/index.md': '---\ntitle: 首页\n---\n\n你好。\n',
      },
      { blog: { routeBasePath: '/', postsPerPage: 2 } },
    );
    const graph = await loadContent(config);
    const { table, diagnostics } = buildRouteTable(graph, config);
    const paths = [...table.byPath.keys()];
    for (const p of ['/', '/page/2', '/2024/01/01/a', '/tags', '/tags/旅行', '/archive', '/authors'])
      assert.ok(paths.includes(p), `${p} in ${paths.join(' ')}`);
    const home = table.byPath.get('/')!.props as { kind: string } | (() => { kind: string });
    assert.equal((typeof home === 'function' ? home() : home).kind, 'blogList');
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.severity, d.loc?.file?.replace(/.*\/content\//, '')]),
      [['PAGE_HOME_UNUSED', 'warning', 'pages/index.md']],
    );
  });
});
