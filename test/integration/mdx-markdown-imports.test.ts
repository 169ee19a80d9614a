// MDX importing Markdown files (test/fixtures/sites/mdx-markdown-imports): Docusaurus renders them as components
// ("Importing Markdown"); blogctl does not yet, and says so at each import, naming the file and the elements
// that render nothing, instead of dropping them silently (or failing the bundle on a .md loader).
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { fixtureSite } from '../helpers/site';

let result: BuildResult;
before(async () => {
  result = await build({ root: fixtureSite('mdx-markdown-imports'), write: false, cache: false });
});

describe('MDX imports of Markdown files', () => {
  it('builds, with the rest of the post', () => {
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    const page = String(result.files?.find((f) => f.path === 'blog/2024/02/01/partials/index.html')?.contents);
    assert.match(page, /Before\.[\s\S]*After\./);
    // A component of the site's own code in the same post still renders (the Markdown imports stay out of its module).
    assert.match(page, /<em>wave to <!-- -->the river<\/em>|<em>wave to the river<\/em>/);
  });

  it('warns at each import, naming the file and its elements', () => {
    const warned = result.diagnostics.filter((d) => d.code === 'MDX_IMPORT_MARKDOWN');
    assert.deepEqual(
      warned.map((d) => [d.severity, d.loc?.file.endsWith('2024-02-01-partials.mdx'), d.loc?.line, d.text]),
      [
        [
          'warning',
          true,
          7,
          'The import of "./_notice.mdx" is a Markdown file: blogctl does not render imported Markdown yet, so <Notice> renders nothing here.',
        ],
        [
          'warning',
          true,
          8,
          'The import of "./_badges.mdx" is a Markdown file: blogctl does not render imported Markdown yet, so <Badge> renders nothing here.',
        ],
        [
          'warning',
          true,
          9,
          'The import of "@site/src/partials/table.md" is a Markdown file: blogctl does not render imported Markdown yet, so <Table> renders nothing here.',
        ],
      ],
    );
  });

  it('does not build the partials as posts', () => {
    assert.ok(!(result.files ?? []).some((f) => /notice|badges/.test(f.path)));
  });
});
