// Tags that share a page URL are one tag, as Docusaurus groups tags by permalink: `Form` in one post and `form`
// in another are both /blog/tags/form, so one tag page lists both posts (named as the newest post writes it), with
// no duplicate-route warning; a tag tags.yml declares takes in the inline tags of its URL.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { loadContent } from '../../../src/content/graph';
import { buildRouteTable } from '../../../src/routes/route-table';
import type { TagProps } from '../../../src/shared/page-props';
import { miniSite, removeMiniSites } from '../../helpers/mini-site';

after(removeMiniSites);

const post = (slug: string, tags: string) =>
  `---\ntitle: ${slug}\nslug: ${slug}\ntags: ${tags}\n---\n\n正文\n\n<!-- truncate -->\n`;

describe('tags with one URL', () => {
  it('are one tag with one page', async () => {
    const { config } = miniSite(
      {
        'content/blog/2024-01-01-a.md': post('a', '[form, Ant Design]'),
        'content/blog/2024-02-01-b.md': post('b', '[Form, ant-design, ant design]'),
        'content/blog/2024-03-01-c.md': post('c', '[Travel]'),
        'content/blog/tags.yml': 'travel:\n  label: 旅行\n',
      },
      { blog: { onInlineTags: 'ignore' } },
    );
    const graph = await loadContent(config);
    assert.deepEqual([...graph.tags.values()].map((t) => [t.key, t.permalink]).sort(), [
      ['Form', '/form'],
      ['ant-design', '/ant-design'],
      ['travel', '/travel'],
    ]);
    assert.deepEqual(
      graph.posts.map((p) => [p.title, p.tags]),
      [
        ['c', ['travel']],
        ['b', ['Form', 'ant-design']],
        ['a', ['Form', 'ant-design']],
      ],
    );
    const { table, diagnostics } = buildRouteTable(graph, config);
    assert.deepEqual(
      diagnostics.filter((d) => d.code === 'ROUTE_DUPLICATE'),
      [],
    );
    const form = table.byPath.get('/blog/tags/form')!.props as TagProps;
    assert.equal(form.tag.label, 'Form');
    assert.equal(form.pagination.totalCount, 2);
  });
});
