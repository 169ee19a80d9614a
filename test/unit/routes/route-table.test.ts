// The route table (src/routes/route-table.ts) from a real content graph: which routes each family makes,
// pagination, newer/older links, unlisted posts, trailing slashes, one source per URL, and the order.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { loadContent } from '../../../src/content/graph';
import { buildRouteTable } from '../../../src/routes/route-table';
import type { Route } from '../../../src/routes/route-types';
import { miniSite, post, removeMiniSites } from '../../helpers/mini-site';

after(removeMiniSites);

const BLOG = {
  'content/blog/tags.yml': 'travel:\n  label: 旅行\n  permalink: /travel\ndaily:\n  label: 日常\n  permalink: /daily\n',
  'content/blog/authors.yml': 'me:\n  name: 我\n',
  'content/blog/2024-01-01-one.md': post({ title: '一', slug: 'one', tags: '[travel]', authors: 'me' }),
  'content/blog/2024-01-02-two.md': post({ title: '二', slug: 'two', tags: '[travel]' }),
  'content/blog/2024-01-03-three.md': post({ title: '三', slug: 'three', tags: '[travel]', unlisted: 'true' }),
  'content/blog/2024-01-04-four.md': post({ title: '四', slug: 'four' }),
  'content/docs/intro.md': '---\ntitle: 介绍\n---\n\n正文。\n',
  'content/docs/Linux/a.md': '---\ntitle: 甲\n---\n\n正文。\n',
  'content/pages/about.md': '---\ntitle: 关于\n---\n\n关于本站。\n',
};

async function table(files: Record<string, string>, config: Record<string, unknown> = {}) {
  const site = miniSite(files, config);
  const graph = await loadContent(site.config);
  return buildRouteTable(graph, site.config);
}
const byKind = (routes: Route[], kind: string) => routes.filter((r) => r.props.kind === kind).map((r) => r.path);

describe('buildRouteTable', () => {
  it('makes every route family, sorted by path, each URL once', async () => {
    const { table: t, diagnostics } = await table(BLOG, { blog: { postsPerPage: 2 } });
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(
      t.routes.map((r) => r.path),
      [...t.routes.map((r) => r.path)].sort(),
    );
    assert.equal(t.byPath.size, t.routes.length);
    assert.deepEqual(byKind(t.routes, 'home'), ['/']);
    assert.deepEqual(byKind(t.routes, 'post'), ['/blog/four', '/blog/one', '/blog/three', '/blog/two']);
    assert.deepEqual(byKind(t.routes, 'blogList'), ['/blog', '/blog/page/2']); // 3 listed posts, 2 per page
    assert.deepEqual(byKind(t.routes, 'tag'), ['/blog/tags/travel']); // "daily" has no posts: no page
    assert.deepEqual(byKind(t.routes, 'author'), ['/blog/authors/me']);
    assert.deepEqual(byKind(t.routes, 'doc'), ['/docs', '/docs/Linux/', '/docs/Linux/a', '/docs/intro']); // /docs/Linux/: the generated category index
    assert.deepEqual(byKind(t.routes, 'page'), ['/about']);
    for (const kind of ['archive', 'tagList', 'authorList', 'search', 'notFound'])
      assert.equal(byKind(t.routes, kind).length, 1, kind);
    assert.equal(t.byPath.get('/404.html')?.outFile, '404.html');
    assert.equal(t.byPath.get('/blog/one')?.outFile, 'blog/one/index.html');
  });

  it('links newer and older posts among the listed ones; an unlisted post is noindex and in no list', async () => {
    const { table: t } = await table(BLOG);
    const props = (path: string) =>
      t.byPath.get(path)!.props as { newer?: { permalink: string }; older?: { permalink: string } };
    assert.deepEqual(
      [props('/blog/two').newer?.permalink, props('/blog/two').older?.permalink],
      ['/blog/four', '/blog/one'],
    );
    assert.equal(props('/blog/four').newer, undefined);
    const three = t.byPath.get('/blog/three')!;
    assert.equal(three.head.noindex, true);
    assert.equal(three.sitemap, false);
    const list = t.byPath.get('/blog')!.props as { posts: { title: string }[] };
    assert.deepEqual(
      list.posts.map((p) => p.title),
      ['四', '二', '一'],
    );
    const tag = t.byPath.get('/blog/tags/travel')!.props as { tag: { count: number } };
    assert.equal(tag.tag.count, 2);
  });

  it('applies trailingSlash to route paths, output files and links', async () => {
    const { table: t } = await table(BLOG, { trailingSlash: true });
    assert.ok(t.byPath.has('/blog/one/'));
    assert.equal(t.byPath.get('/blog/one/')!.outFile, 'blog/one/index.html');
    const list = t.byPath.get('/blog/')!.props as { posts: { permalink: string }[] };
    assert.ok(list.posts.every((p) => p.permalink.endsWith('/')));
  });

  it('reports a page that takes a generated URL, at the page, and keeps the page', async () => {
    const { table: t, diagnostics } = await table({
      ...BLOG,
      'content/pages/blog.md': '---\ntitle: 博客\n---\n\n占位。\n',
    });
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.loc?.file.endsWith('content/pages/blog.md'), d.loc?.line]),
      [['ROUTE_DUPLICATE', true, 1]],
    );
    assert.equal(t.byPath.get('/blog')!.props.kind, 'page');
  });
});
