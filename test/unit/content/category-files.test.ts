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

  it('links a category to the doc its link names (local or full id), and that doc is its label, not an item', async () => {
    const { config } = miniSite({
      'content/docs/Linux/index.md': doc('Linux 总览'),
      'content/docs/Linux/start.md': doc('从这里开始'),
      'content/docs/Linux/b.md': doc('乙'),
      'content/docs/Linux/_category_.yml': 'label: Linux\nlink:\n  type: doc\n  id: start\n',
      'content/docs/Docker/c.md': doc('丙'),
      'content/docs/Docker/_category_.json': '{\n  "label": "Docker",\n  "link": { "type": "doc", "id": "Linux/b" }\n}\n',
    });
    const graph = await loadContent(config);
    assert.deepEqual(graph.diagnostics, []);
    const sidebar = graph.sidebars.get(config.docs.sidebarId)!;
    const shape = sidebar.map((it) => (it.type === 'category' ? [it.label, it.permalink, it.linkDocId, it.items.map((x) => ('label' in x ? x.label : x.type))] : it.type));
    assert.deepEqual(JSON.parse(JSON.stringify(shape)), [
      ['Docker', '/docs/Linux/b', 'Linux/b', ['丙']],
      ['Linux', '/docs/Linux/start', 'Linux/start', ['乙', 'Linux 总览']],
    ]);
  });

  it('reports a link to a doc that does not exist at its id, with the closest ids', async () => {
    const { config } = miniSite({
      'content/docs/Linux/start.md': doc('从这里开始'),
      'content/docs/Linux/_category_.json': '{\n  "label": "Linux",\n  "link": { "type": "doc", "id": "strat" }\n}\n',
    });
    const graph = await loadContent(config);
    const d = graph.diagnostics.find((x) => x.code === 'CONTENT_CATEGORY_DOC');
    assert.ok(d, JSON.stringify(graph.diagnostics));
    assert.equal(d.severity, 'error');
    assert.deepEqual([rel(d.loc?.file), d.loc?.line, d.loc?.column], ['docs/Linux/_category_.json', 3, 34]);
    assert.match(d.hint ?? '', /"Linux\/start"/);
  });

  it('makes collapsible: false categories always open and passes className to the sidebar', async () => {
    const { config } = miniSite({
      'content/docs/Linux/a.md': doc('甲'),
      'content/docs/Linux/_category_.yml': 'label: Linux\ncollapsible: false\ncollapsed: true\nclassName: ops\n',
    });
    const graph = await loadContent(config);
    assert.deepEqual(graph.diagnostics, []);
    const cat = graph.sidebars.get(config.docs.sidebarId)![0];
    assert.equal(cat.type, 'category');
    if (cat.type !== 'category') return;
    assert.deepEqual([cat.collapsed, cat.collapsible, cat.className], [false, false, 'ops']);
  });

  it('warns, at the field, about every field it does not use', async () => {
    const { config } = miniSite({
      'content/docs/A/a.md': doc('甲'),
      'content/docs/A/_category_.yml': 'label: 甲\ncustomProps:\n  icon: x\nlink:\n  type: generated-index\n  title: 甲的索引\n  keywords: [a]\n',
      'content/docs/B/b.md': doc('乙'),
      'content/docs/B/_category_.json': '{ "label": "乙", "link": null }',
      'content/docs/C/c.md': doc('丙'),
      'content/docs/C/_category_.json': '{ "label": "丙", "link": { "type": "page" } }',
    });
    const graph = await loadContent(config);
    assert.deepEqual(graph.diagnostics.map((d) => [d.code, d.severity, rel(d.loc?.file), d.loc?.line, d.loc?.column]), [
      ['CONTENT_CATEGORY_FIELD_IGNORED', 'warning', 'docs/A/_category_.yml', 2, 1],
      ['CONTENT_CATEGORY_FIELD_IGNORED', 'warning', 'docs/A/_category_.yml', 6, 3],
      ['CONTENT_CATEGORY_FIELD_IGNORED', 'warning', 'docs/A/_category_.yml', 7, 3],
      ['CONTENT_CATEGORY_FIELD_IGNORED', 'warning', 'docs/B/_category_.json', 1, 17],
      ['CONTENT_CATEGORY_FIELD_IGNORED', 'warning', 'docs/C/_category_.json', 1, 27],
    ]);
    assert.match(graph.diagnostics[0].text, /"customProps"/);
    assert.match(graph.diagnostics[3].text, /"link": null/);
  });
});
