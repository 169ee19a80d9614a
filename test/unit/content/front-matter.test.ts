import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseFrontMatter } from '../../../src/content/front-matter';

describe('parseFrontMatter', () => {
  it('parses Docusaurus fields and reports where the body starts', () => {
    const src =
      '---\ntitle: 你好\ndate: 2024-06-15\ntags: [travel, concert]\nauthors: lanshan\ndraft: false\n---\n\n正文\n';
    const r = parseFrontMatter(src, 'a.md');
    assert.deepEqual(r.diagnostics, []);
    assert.equal(r.data.title, '你好');
    assert.equal(r.data.date, '2024-06-15');
    assert.deepEqual(r.data.tags, ['travel', 'concert']);
    assert.deepEqual(r.data.authors, ['lanshan'], 'a single author is accepted as a list');
    assert.equal(r.bodyLineOffset, 7);
    assert.equal(r.body.trim(), '正文');
  });

  it('gives no front matter when the file does not start with ---', () => {
    const r = parseFrontMatter('# hi\n', 'a.md');
    assert.deepEqual(r.data, {});
    assert.equal(r.bodyLineOffset, 0);
  });

  it('reports a missing closing --- at line 1', () => {
    const r = parseFrontMatter('---\ntitle: x\n\nbody\n', 'a.md');
    assert.equal(r.diagnostics[0].code, 'FRONT_MATTER_UNCLOSED');
    assert.deepEqual(r.diagnostics[0].loc, { file: 'a.md', line: 1, column: 1 });
  });

  it('reports malformed YAML with file line and column', () => {
    const r = parseFrontMatter('---\ntitle: ok\ntags: [a, b\n---\n', 'a.md');
    assert.equal(r.diagnostics[0].code, 'FRONT_MATTER_YAML');
    assert.equal(r.diagnostics[0].loc?.file, 'a.md');
    assert.ok((r.diagnostics[0].loc?.line ?? 0) >= 3, JSON.stringify(r.diagnostics[0]));
  });

  it('reports a wrongly typed field at its key', () => {
    const r = parseFrontMatter('---\ntitle: ok\ndraft: maybe\n---\n', 'a.md');
    assert.equal(r.diagnostics[0].code, 'FRONT_MATTER_FIELD');
    assert.deepEqual(r.diagnostics[0].loc, { file: 'a.md', line: 3, column: 1 });
    assert.match(r.diagnostics[0].text, /"draft" must be true or false/);
  });

  it('reads dates written with slashes or one-digit parts as Docusaurus (Joi through Date) does; an impossible day stays an error', () => {
    const date = (v: string) => {
      const r = parseFrontMatter(`---\ntitle: ok\ndate: ${v}\n---\n`, 'a.md');
      return r.kindDiagnostics?.post?.length ? r.kindDiagnostics.post[0].code : r.data.date;
    };
    assert.equal(date('2023/02/05'), '2023-02-05');
    assert.equal(date('2023/4/2'), '2023-04-02');
    assert.equal(date('2023/4/2 10:30'), '2023-04-02');
    assert.equal(date('2023-4-2'), '2023-04-02');
    assert.equal(date('2023/02-05'), 'CONTENT_BAD_DATE');
    assert.equal(date('2023/02/30'), 'CONTENT_BAD_DATE');
  });

  it('rejects an impossible date', () => {
    const r = parseFrontMatter('---\ntitle: ok\ndate: 2023-02-30\n---\n', 'a.md');
    // A post's own field: reported for posts only (Docusaurus's docs ignore `date`).
    assert.equal(r.kindDiagnostics?.post?.[0].code, 'CONTENT_BAD_DATE');
    assert.equal(r.kindDiagnostics?.post?.[0].loc?.line, 3);
  });

  it('rejects a non-string title', () => {
    const r = parseFrontMatter('---\ntitle: [a]\n---\n', 'a.md');
    assert.equal(r.diagnostics[0].code, 'FRONT_MATTER_FIELD');
    assert.match(r.diagnostics[0].text, /"title" must be a string/);
  });
});
