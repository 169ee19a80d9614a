// markdown.format as Docusaurus 3 defines it (content/markdown-format.ts): `mdx` reads every file as MDX, `md` as
// CommonMark, `detect` by extension; a file's `mdx.format` front matter wins. And what `migrate` chooses for it
// (migrate/markdown-format.ts): a Docusaurus 3 site's own setting; for a Docusaurus 2 site, `detect` unless one of
// its .md files uses MDX syntax.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { createMarkdown } from '../../../src/content/markdown';
import { markdownOptionsOf } from '../../../src/content/markdown-options';
import { applyMarkdownFormat } from '../../../src/migrate/markdown-format';

const renderer = (format?: 'mdx' | 'md' | 'detect') =>
  createMarkdown(
    markdownOptionsOf({ prism: { additionalLanguages: [] }, ...(format ? { markdown: { format } } : {}) } as never),
  );
const render = (
  md: ReturnType<typeof createMarkdown>,
  file: string,
  body: string,
  frontMatter?: Record<string, unknown>,
) =>
  md.render({ file, body, bodyLineOffset: 0, resolveMarkdownLink: () => null, resolveAsset: () => null, frontMatter });

const MDX = "import Tabs from '@theme/Tabs';\n\n<div>\n\n    <Item>\n\n</div>\n";

describe('markdown.format', () => {
  it('mdx (the default) reads a .mdx file as MDX: the import vanishes, indented text is not code', () => {
    const { result } = render(renderer(), 'a.mdx', MDX);
    assert.ok(!result.html.includes('import'), result.html);
    assert.ok(!result.html.includes('<pre>'), result.html);
  });

  it('md reads even a .mdx file as CommonMark: text, indented code and raw HTML as written', () => {
    const { result, diagnostics } = render(renderer('md'), 'a.mdx', MDX);
    assert.deepEqual(diagnostics, []);
    assert.equal(
      result.html,
      "<p>import Tabs from '@theme/Tabs';</p>\n<div>\n<pre><code>&lt;Item&gt;\n</code></pre>\n</div>\n",
    );
  });

  it('detect reads .md as CommonMark and .mdx as MDX', () => {
    const md = renderer('detect');
    assert.match(render(md, 'a.md', MDX).result.html, /<p>import Tabs/);
    assert.ok(!render(md, 'a.mdx', MDX).result.html.includes('import'));
  });

  it("a file's mdx.format front matter wins over the site's setting", () => {
    assert.match(render(renderer(), 'a.mdx', MDX, { mdx: { format: 'md' } }).result.html, /<p>import Tabs/);
    assert.ok(!render(renderer('md'), 'a.md', MDX, { mdx: { format: 'mdx' } }).result.html.includes('import'));
  });

  it('a fence left open is an error in MDX and a warning in CommonMark, which defines it', () => {
    const body = 'Text.\n\n```js\nconst a = 1;\n';
    const severity = (md: ReturnType<typeof createMarkdown>) =>
      render(md, 'a.md', body).diagnostics.map((d) => [d.code, d.severity, d.loc?.line]);
    assert.deepEqual(severity(renderer()), [['MARKDOWN_UNCLOSED_FENCE', 'error', 3]]);
    assert.deepEqual(severity(renderer('detect')), [['MARKDOWN_UNCLOSED_FENCE', 'warning', 3]]);
  });

  it('the default leaves the Markdown options (and so the cache key) as they were', () => {
    const opts = (format?: string) =>
      markdownOptionsOf({ prism: { additionalLanguages: [] }, markdown: format ? { format } : undefined } as never);
    assert.deepEqual(opts('mdx'), opts());
    assert.equal(opts('detect').format, 'detect');
  });
});

const temps: string[] = [];
after(() => {
  for (const d of temps) rmSync(d, { recursive: true, force: true });
});

function site(core: string | null, files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'blogctl-format-'));
  temps.push(root);
  if (core) writeFileSync(join(root, 'package.json'), JSON.stringify({ dependencies: { '@docusaurus/core': core } }));
  for (const [f, text] of Object.entries(files)) {
    mkdirSync(join(root, f, '..'), { recursive: true });
    writeFileSync(join(root, f), text);
  }
  return root;
}

describe('migrate: markdown.format', () => {
  const dirs = ['blog', 'docs', 'src/pages'];
  it("a Docusaurus 2 site whose .md files use no MDX syntax gets 'detect', with a report line", () => {
    const config: Record<string, unknown> = {};
    const root = site('2.0.0-beta.18', { 'docs/a.md': '# A\n\n    <Tag>\n', 'docs/b.mdx': '<Tabs />\n' });
    const report = applyMarkdownFormat(config, {}, root, dirs);
    assert.deepEqual(config.markdown, { format: 'detect' });
    assert.equal(report.length, 1);
    assert.match(report[0].why, /Docusaurus 2 \(@docusaurus\/core 2\.0\.0-beta\.18\)/);
  });

  it("a Docusaurus 2 site with a .md file that uses JSX keeps 'mdx' and names the file", () => {
    const config: Record<string, unknown> = {};
    const root = site('^2.4.3', {
      'docs/a.md': "import Tabs from '@theme/Tabs';\n\n<Tabs />\n",
      'docs/b.md': 'plain\n',
    });
    const report = applyMarkdownFormat(config, {}, root, dirs);
    assert.equal(config.markdown, undefined);
    assert.match(report[0].item, /'mdx'/);
    assert.match(report[0].why, /1 of its \.md files .*docs\/a\.md/);
  });

  it("a Docusaurus 3 site's own setting is carried; without one nothing is set or reported", () => {
    const root = site('3.9.2', { 'docs/a.md': '# A\n' });
    const carried: Record<string, unknown> = {};
    assert.deepEqual(applyMarkdownFormat(carried, { markdown: { format: 'detect' } }, root, dirs), []);
    assert.deepEqual(carried.markdown, { format: 'detect' });
    const none: Record<string, unknown> = {};
    assert.deepEqual(applyMarkdownFormat(none, {}, root, dirs), []);
    assert.equal(none.markdown, undefined);
  });
});
