// Markdown file links resolved as Docusaurus resolves them (test/fixtures/sites/absolute-file-links): `/x.md`
// from the content root, then the site folder; `x.md` from the file's folder first, then the content root; with
// spaces and URL-encoding, `.md` and `.mdx`. A `/x.md` that names no content file stays a URL for the dead-link check.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { fixtureSite } from '../helpers/site';

let result: BuildResult;
before(async () => {
  result = await build({ root: fixtureSite('absolute-file-links'), write: false, cache: false });
});

const html = (path: string) => String(result.files?.find((f) => f.path === path)?.contents ?? '');
const hrefOf = (page: string, label: string) => new RegExp(`<a href="([^"]*)"[^>]*>${label}</a>`).exec(html(page))?.[1];

describe('Markdown file links (Docusaurus resolution order)', () => {
  it('resolves absolute file paths from the content root and the site folder', () => {
    assert.equal(hrefOf('docs/intro/index.html', 'one'), '/docs/a/one');
    assert.equal(hrefOf('docs/a/one/index.html', 'root'), '/docs/b/two#usage');
    assert.equal(hrefOf('docs/a/one/index.html', 'site'), '/docs/b/two');
  });

  it('resolves spaced and URL-encoded .mdx paths', () => {
    assert.equal(hrefOf('docs/a/one/index.html', 'encoded'), '/docs/guides/Setting Up');
    assert.equal(hrefOf('docs/a/one/index.html', 'spaced'), hrefOf('docs/a/one/index.html', 'encoded'));
  });

  it("tries a bare path from the file's folder first, then the content root", () => {
    assert.equal(hrefOf('docs/a/one/index.html', 'near'), '/docs/a/b/near');
    assert.equal(hrefOf('docs/a/one/index.html', 'bare'), '/docs/b/two');
  });

  it('reports only the absolute link that names no file, once, as a broken link at its place', () => {
    const broken = result.diagnostics.filter((d) => d.severity === 'error');
    assert.deepEqual(
      broken.map((d) => [d.code, d.loc?.file.endsWith('one.md'), d.loc?.line]),
      [['LINK_BROKEN', true, 11]],
    );
  });
});
