// YAML aliases only fail when the value is built (a thrown ReferenceError with no position): an alias to an
// anchor that does not exist, or an expansion too large to be data. Both are located errors in front matter and
// in authors.yml / tags.yml, never an internal error; and a data file that cannot be read does not turn every
// reference to it into a second error.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { parseYamlMap } from '../../../src/content/data-files';
import { parseFrontMatter } from '../../../src/content/front-matter';
import { loadContent } from '../../../src/content/graph';
import { miniSite, post, removeMiniSites } from '../../helpers/mini-site';

after(removeMiniSites);

const LAUGHS = [
  'a: &a [x, x, x, x, x, x, x, x, x]',
  'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
  'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
  'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
  'e: [*d, *d, *d, *d, *d, *d, *d, *d, *d]',
].join('\n');

describe('YAML aliases', () => {
  it('reports an alias to a missing anchor in front matter at the alias', () => {
    const r = parseFrontMatter('---\ntitle: &t 标题\ndescription: *missing\n---\n\n正文\n', 'a.md');
    assert.equal(r.diagnostics.length, 1);
    assert.equal(r.diagnostics[0].code, 'FRONT_MATTER_YAML');
    assert.deepEqual(r.diagnostics[0].loc, { file: 'a.md', line: 3, column: 14 });
    assert.match(r.diagnostics[0].text, /missing/);
  });

  it('still resolves a defined alias', () => {
    const r = parseFrontMatter('---\ntitle: &t 标题\ndescription: *t\n---\n\n正文\n', 'a.md');
    assert.deepEqual(r.diagnostics, []);
    assert.equal(r.data.description, '标题');
  });

  it('reports an alias expansion that is too large instead of building it', () => {
    const r = parseFrontMatter(`---\n${LAUGHS}\n---\n`, 'a.md');
    assert.equal(r.diagnostics.length, 1);
    assert.equal(r.diagnostics[0].code, 'FRONT_MATTER_YAML');
    assert.match(r.diagnostics[0].text, /alias/i);
  });

  it('reports an alias to a missing anchor in tags.yml at the alias', () => {
    const diagnostics: Parameters<typeof parseYamlMap>[2] = [];
    const parsed = parseYamlMap('travel:\n  label: &l 旅行\nlife:\n  label: *nope\n', '/s/tags.yml', diagnostics);
    assert.equal(parsed, null);
    assert.equal(diagnostics.length, 1);
    assert.equal(diagnostics[0].code, 'CONTENT_DATA_FILE');
    assert.deepEqual(diagnostics[0].loc, { file: '/s/tags.yml', line: 4, column: 10 });
  });

  it('reports an unreadable tags.yml or authors.yml once, not once per post that refers to it', async () => {
    const { config } = miniSite({
      'content/blog/tags.yml': 'travel:\n  label: *nope\n',
      'content/blog/authors.yml': 'me: [unclosed\n',
      'content/blog/2024-01-02-a.md': post({ title: '一', tags: '[travel]', authors: 'me' }),
      'content/blog/2024-01-03-b.md': post({ title: '二', tags: '[travel, life]', authors: 'me' }),
    });
    const graph = await loadContent(config);
    const errors = graph.diagnostics.filter((d) => d.severity === 'error');
    assert.deepEqual(errors.map((d) => [d.code, d.loc?.file.replace(/.*\/content\//, '')]).sort(), [
      ['CONTENT_DATA_FILE', 'blog/authors.yml'],
      ['CONTENT_DATA_FILE', 'blog/tags.yml'],
    ]);
  });
});
