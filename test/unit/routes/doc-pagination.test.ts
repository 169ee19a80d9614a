// Docusaurus's doc pagination front matter: pagination_next / pagination_prev name the doc linked instead of the
// sidebar's neighbour (null: no link), pagination_label is a doc's title in other docs' previous/next links, and
// hide_title leaves the title out. An unknown id or a value of the wrong type is an error at its line.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { loadContent } from '../../../src/content/graph';
import { buildRouteTable } from '../../../src/routes/route-table';
import type { DocProps } from '../../../src/shared/page-props';
import { miniSite, removeMiniSites } from '../../helpers/mini-site';

after(removeMiniSites);

const doc = (title: string, position: number, extra = '') =>
  `---\ntitle: ${title}\nsidebar_position: ${position}\n${extra}---\n\n正文。\n`;

async function docsOf(files: Record<string, string>) {
  const { config } = miniSite(files);
  const graph = await loadContent(config);
  const { table } = buildRouteTable(graph, config);
  const props = (path: string) => {
    const r = table.byPath.get(path);
    assert.ok(r, path);
    return (typeof r.props === 'function' ? (r.props as () => DocProps)() : r.props) as DocProps;
  };
  return { graph, props };
}

const nav = (p: DocProps) => [p.previous?.title, p.previous?.permalink, p.next?.title, p.next?.permalink];

describe('doc pagination front matter', () => {
  it('follows the sidebar by default, and pagination_label renames a doc in its neighbours’ links', async () => {
    const { graph, props } = await docsOf({
      'content/docs/a.md': doc('甲', 1),
      'content/docs/b.md': doc('乙', 2, 'pagination_label: 乙（续）\n'),
      'content/docs/c.md': doc('丙', 3),
    });
    assert.deepEqual(graph.diagnostics, []);
    assert.deepEqual(nav(props('/docs/a')), [undefined, undefined, '乙（续）', '/docs/b']);
    assert.deepEqual(nav(props('/docs/c')), ['乙（续）', '/docs/b', undefined, undefined]);
    assert.equal(props('/docs/b').hideTitle, undefined);
  });

  it('links the doc pagination_next / pagination_prev names, and none for null', async () => {
    const { graph, props } = await docsOf({
      'content/docs/a.md': doc('甲', 1, 'pagination_next: Linux/d\n'),
      'content/docs/b.md': doc('乙', 2, 'pagination_prev: null\npagination_next: null\nhide_title: true\n'),
      'content/docs/c.md': doc('丙', 3),
      'content/docs/Linux/d.md': doc('丁', 1, 'pagination_label: 丁的标签\n'),
    });
    assert.deepEqual(graph.diagnostics, []);
    assert.deepEqual(nav(props('/docs/a')), [undefined, undefined, '丁的标签', '/docs/Linux/d']);
    assert.deepEqual(nav(props('/docs/b')), [undefined, undefined, undefined, undefined]);
    assert.equal(props('/docs/b').hideTitle, true);
  });

  it('reports an unknown id and a value of the wrong type at its line, keeping the sidebar neighbour', async () => {
    const { graph, props } = await docsOf({
      'content/docs/a.md': doc('甲', 1, 'pagination_next: bb\n'),
      'content/docs/b.md': doc('乙', 2, 'pagination_prev: [a]\n'),
    });
    const rel = (f?: string) => f?.replace(/.*\/content\//, '');
    assert.deepEqual(
      graph.diagnostics.map((d) => [d.code, rel(d.loc?.file), d.loc?.line]),
      [
        ['FRONT_MATTER_UNKNOWN_DOC', 'docs/a.md', 4],
        ['FRONT_MATTER_FIELD', 'docs/b.md', 4],
      ],
    );
    assert.match(graph.diagnostics[0].hint ?? '', /"b"/);
    assert.deepEqual(nav(props('/docs/a')), [undefined, undefined, '乙', '/docs/b']);
  });
});
