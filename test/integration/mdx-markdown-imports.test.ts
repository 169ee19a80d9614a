// MDX importing Markdown files (test/fixtures/sites/mdx-markdown-imports): Docusaurus renders them as components
// ("Importing Markdown"), and so does blogctl (test/integration/mdx-partials.test.ts has the details); an import of
// a Markdown file's own exports, which no bundler here loads, is a located warning naming its elements.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { fixtureSite } from '../helpers/site';

let result: BuildResult;
before(async () => {
  result = await build({ root: fixtureSite('mdx-markdown-imports'), write: false, cache: false });
});

describe('MDX imports of Markdown files', () => {
  it('builds, with the rest of the post and the imported files rendered in place', () => {
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    const page = String(result.files?.find((f) => f.path === 'blog/2024/02/01/partials/index.html')?.contents);
    assert.match(page, /Before\.[\s\S]*Shared <strong>notice<\/strong> text\.[\s\S]*<table>[\s\S]*After\./);
    // A component of the site's own code in the same post still renders (the Markdown imports stay out of its module).
    assert.match(page, /<em>wave to <!-- -->the river<\/em>|<em>wave to the river<\/em>/);
  });

  it("warns at an import of a Markdown file's exports, naming the file and its elements", () => {
    const warned = result.diagnostics.filter((d) => d.code === 'MDX_IMPORT_MARKDOWN');
    assert.deepEqual(
      warned.map((d) => [d.severity, d.loc?.file.endsWith('2024-02-01-partials.mdx'), d.loc?.line, d.text]),
      [
        [
          'warning',
          true,
          8,
          '<Badge>: the import of "./_badges.mdx" takes exports of a Markdown file, which blogctl does not run, so <Badge> renders nothing here; its default import renders the file\'s content.',
        ],
      ],
    );
  });

  it('does not build the partials as posts', () => {
    assert.ok(!(result.files ?? []).some((f) => /notice|badges/.test(f.path)));
  });
});
