// A docs folder's category metadata may be _category_.json, _category_.yml or _category_.yaml (Docusaurus reads
// the first of them, in that order). YAML files give the same fields as JSON, their errors are located, and a
// second metadata file in the same folder is reported as not read instead of being ignored silently.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { loadContent } from '../../../src/content/graph';
import { miniSite, removeMiniSites } from '../../helpers/mini-site';

after(removeMiniSites);

const doc = (title: string) => `---\ntitle: ${title}\n---\n\n正文。\n`;
const rel = (file: string | undefined) => file?.replace(/.*\/content\//, '');

describe('category metadata files', () => {
  it('reads _category_.yml and _category_.yaml like _category_.json', async () => {
    const { config } = miniSite({
      'content/docs/intro.md': doc('介绍'),
      'content/docs/Linux/a.md': doc('甲'),
      'content/docs/Linux/_category_.yml': 'label: Linux 运维\nposition: 3\ncollapsed: false\n',
      'content/docs/Docker/b.md': doc('乙'),
      'content/docs/Docker/_category_.yaml': '# 容器\nlabel: "容器"\nposition: 1\nlink:\n  type: generated-index\n  slug: /containers\n  description: 容器相关的笔记\n',
      'content/docs/K8s/c.md': doc('丙'),
      'content/docs/K8s/_category_.json': '{ "label": "Kubernetes", "position": 2 }',
    });
    const graph = await loadContent(config);
    assert.deepEqual(graph.diagnostics, []);
    const byDir = new Map(graph.categories.map((c) => [c.dir, c]));
    assert.deepEqual(
      ['Docker', 'K8s', 'Linux'].map((d) => { const c = byDir.get(d)!; return [c.label, c.position, c.permalink, c.collapsed, c.description]; }),
      [['容器', 1, '/docs/containers/', true, '容器相关的笔记'], ['Kubernetes', 2, '/docs/K8s/', true, undefined], ['Linux 运维', 3, '/docs/Linux/', false, undefined]],
    );
    const sidebar = graph.sidebars.get(config.docs.sidebarId)!;
    assert.deepEqual(sidebar.filter((it) => it.type === 'category').map((it) => it.label), ['容器', 'Kubernetes', 'Linux 运维']);
  });

  it('reads the first of .json, .yml, .yaml and warns about the others at their file', async () => {
    const { config } = miniSite({
      'content/docs/Linux/a.md': doc('甲'),
      'content/docs/Linux/_category_.yaml': 'label: 三\n',
      'content/docs/Linux/_category_.yml': 'label: 二\n',
      'content/docs/Linux/_category_.json': '{ "label": "一" }',
    });
    const graph = await loadContent(config);
    assert.equal(graph.categories[0].label, '一');
    assert.deepEqual(graph.diagnostics.map((d) => [d.code, d.severity, rel(d.loc?.file), d.loc?.line]), [
      ['CONTENT_CATEGORY_FILE_IGNORED', 'warning', 'docs/Linux/_category_.yml', 1],
      ['CONTENT_CATEGORY_FILE_IGNORED', 'warning', 'docs/Linux/_category_.yaml', 1],
    ]);
  });

  it('locates YAML errors, a missing alias and a file that is not a mapping', async () => {
    const { config } = miniSite({
      'content/docs/A/x.md': doc('甲'),
      'content/docs/A/_category_.yml': 'label: 甲\nposition: [1\n',
      'content/docs/B/x.md': doc('乙'),
      'content/docs/B/_category_.yml': 'label: *nope\n',
      'content/docs/C/x.md': doc('丙'),
      'content/docs/C/_category_.yml': '- label: 丙\n',
    });
    const graph = await loadContent(config);
    const found = graph.diagnostics.map((d) => [d.code, rel(d.loc?.file), d.loc?.line, d.loc?.column]);
    assert.deepEqual(found.map((f) => f[1]), ['docs/A/_category_.yml', 'docs/B/_category_.yml', 'docs/C/_category_.yml']);
    assert.ok(found.every((f) => f[0] === 'CONTENT_DATA_FILE'));
    assert.deepEqual(found[1].slice(2), [1, 8], 'the alias');
    assert.match(graph.diagnostics[2].text, /found a list/);
    assert.deepEqual(graph.categories.map((c) => c.label), ['A', 'B', 'C'], 'a broken file leaves the folder name as the label');
  });

  it('locates an unsafe link.slug in a YAML file at its value', async () => {
    const { config } = miniSite({
      'content/docs/A/x.md': doc('甲'),
      'content/docs/A/_category_.yml': 'label: 甲\nlink:\n  type: generated-index\n  slug: /../../escape\n',
    });
    const graph = await loadContent(config);
    const d = graph.diagnostics.find((x) => x.code === 'CONTENT_UNSAFE_PATH');
    assert.ok(d, JSON.stringify(graph.diagnostics));
    assert.deepEqual([rel(d.loc?.file), d.loc?.line, d.loc?.column], ['docs/A/_category_.yml', 4, 9]);
  });
});
