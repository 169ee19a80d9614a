// Front matter as Docusaurus validates it (test/fixtures/sites/front-matter-conversion): Joi's conversion turns
// the strings "true"/"false" into booleans and numeric strings into numbers, and a doc's blog-only fields
// (`authors`, `date`) are unknown keys there, ignored — blogctl says so with a warning instead of an error.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { parseFrontMatter } from '../../src/content/front-matter';
import { fixtureSite } from '../helpers/site';

let result: BuildResult;
before(async () => {
  result = await build({ root: fixtureSite('front-matter-conversion'), write: false, cache: false });
});

const paths = () => (result.files ?? []).map((f) => f.path);
const html = (path: string) => String(result.files?.find((f) => f.path === path)?.contents ?? '');

describe('front matter conversion (Docusaurus validateFrontMatter)', () => {
  it('builds without errors', () => {
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
  });

  it('reads draft: "false" as published and draft: "True" as a draft', () => {
    assert.ok(paths().includes('blog/2024/01/01/walk/index.html'), paths().join(' '));
    assert.ok(!paths().some((p) => p.startsWith('blog/hike')), paths().join(' '));
  });

  it('orders docs by numeric-string sidebar positions', () => {
    const sidebar = /<aside class="doc-sidebar">([\s\S]*?)<\/aside>/.exec(html('docs/intro/index.html'))?.[1] ?? '';
    const order = ['Tents', 'Knots', 'Stoves'].map((t) => sidebar.indexOf(`>${t}<`));
    assert.ok(order.every((i) => i >= 0) && order[0] < order[1] && order[1] < order[2], sidebar);
  });

  it('warns, located, about blog fields on a doc instead of refusing them', () => {
    const warned = result.diagnostics
      .filter((d) => d.code === 'FRONT_MATTER_UNSUPPORTED')
      .sort((a, b) => (a.loc?.line ?? 0) - (b.loc?.line ?? 0));
    assert.deepEqual(
      warned.map((d) => [d.severity, d.loc?.file.endsWith('knots.md'), d.loc?.line, d.text.split(':')[0]]),
      [
        ['warning', true, 3, 'Front matter field "authors" is not supported on docs'],
        ['warning', true, 5, 'Front matter field "date" is not supported on docs'],
      ],
    );
  });
});

describe('parseFrontMatter conversion', () => {
  const data = (yaml: string) => parseFrontMatter(`---\n${yaml}\n---\n`, 'x.md');

  it('converts booleans and numbers as Joi does, and still refuses other strings', () => {
    assert.deepEqual(data('draft: "FALSE"\nsidebar_position: "-2e1"\ntoc_max_heading_level: "4"').data, {
      draft: false,
      sidebar_position: -20,
      toc_max_heading_level: 4,
    });
    const bad = data('draft: "yes"\nsidebar_position: "2nd"');
    assert.deepEqual(
      bad.diagnostics.map((d) => d.code),
      ['FRONT_MATTER_FIELD'],
    );
    assert.deepEqual(
      bad.kindDiagnostics?.doc?.map((d) => d.text),
      ['Front matter field "sidebar_position" must be a number, but it is the string "2nd".'],
    );
  });
});
