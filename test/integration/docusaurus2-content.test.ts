// Docusaurus 2 content (issue 30), over test/fixtures/sites/docusaurus2-content: MDX 1 read .md files loosely, so
// they hold indented code blocks with `<Tag>` text in them, HTML that MDX 3 rejects (`<br>`, an `<img>` left
// open, comments) and a code fence whose closing marker is mistyped at the end of the file. `migrate` reads the
// site's @docusaurus/core version, chooses markdown.format 'detect' (.md as CommonMark) and says so in the report;
// the site then builds with that content as Docusaurus 2 showed it.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { migrate } from '../../src/index';
import { fileText, fixtureSite } from '../helpers/site';

let root: string;
let migrated: Awaited<ReturnType<typeof migrate>>;
let result: BuildResult;
before(async () => {
  root = mkdtempSync(join(tmpdir(), 'blogctl-d2-'));
  cpSync(fixtureSite('docusaurus2-content'), root, { recursive: true });
  migrated = await migrate({ site: root });
  result = await build({ root, write: false, cache: false });
});
after(() => rmSync(root, { recursive: true, force: true }));

describe('a Docusaurus 2 site with loose .md content', () => {
  it("migrate chooses markdown.format 'detect' and the report says why", () => {
    assert.match(readFileSync(join(root, 'blogctl.config.ts'), 'utf8'), /"markdown": \{\s*"format": "detect"\s*\}/);
    const line = migrated.report.find((e) => /^markdown\.format/.test(e.item));
    assert.ok(line, JSON.stringify(migrated.report));
    assert.match(line.item, /'detect'/);
    assert.match(line.why, /Docusaurus 2 \(@docusaurus\/core 2\.4\.3\)/);
    assert.match(readFileSync(join(root, 'blogctl-migration.md'), 'utf8'), /markdown\.format: 'detect'/);
  });

  it('builds, with the mistyped fence as a located warning', () => {
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    const fence = result.diagnostics.find((d) => d.code === 'MARKDOWN_UNCLOSED_FENCE');
    assert.equal(fence?.severity, 'warning');
    assert.deepEqual([fence?.loc?.line, fence?.loc?.column], [20, 1]);
    assert.equal(result.ok, true);
  });

  it('indented code stays code with its <Tag> text, and HTML passes through as HTML', () => {
    const doc = fileText(result, 'docs/intro/index.html');
    assert.match(
      doc,
      /<pre><code>&lt;Layout title=&quot;Home&quot;&gt;\n {2}&lt;Header&gt;\n&lt;\/Layout&gt;\n<\/code><\/pre>/,
    );
    assert.match(doc, /The header stays open on purpose\.<br>\nA second line/);
    assert.match(doc, /<img src="\/img\/dot\.gif" alt="a picture" width="40">/);
    // An HTML comment stays a comment (MDX 3 rejects it; CommonMark passes it through, unseen).
    assert.match(doc, /\n<!-- a comment kept out of the page -->\n/);
    const post = fileText(result, 'blog/2023/04/05/welcome/index.html');
    assert.match(post, /<pre><code>if \(a &lt; b\) \{\n {2}return &lt;Item \/&gt;;\n\}\n<\/code><\/pre>/);
  });
});
