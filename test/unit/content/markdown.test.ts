import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { createMarkdown } from '../../../src/content/markdown';
import { siteHref } from '../../../src/shared/urls';
import { readGolden } from '../../helpers/golden';
import { REPO } from '../../helpers/site';

const md = createMarkdown({ languages: ['bash', 'yaml', 'typescript'] });
const render = (body: string, offset = 0) =>
  md.render({
    file: 'post.md',
    body,
    bodyLineOffset: offset,
    resolveMarkdownLink: (p) => (p === './other.md' ? '/blog/other' : null),
    resolveAsset: (p) => (p === './a.png' ? '/assets/images/a-1234.png' : null),
  });

const dir = join(REPO, 'test', 'fixtures', 'markdown');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt'))) {
  describe(`golden ${file}`, () => {
    for (const c of readGolden(join(dir, file))) {
      it(`line ${c.line}: ${c.title}`, () => {
        const { result, diagnostics } = render(c.input);
        assert.deepEqual(diagnostics, []);
        assert.equal(result.html, c.expected);
      });
    }
  });
}

describe('written URLs follow baseUrl and trailingSlash (issue 19)', () => {
  const sub = (body: string) =>
    md.render({
      file: 'post.md',
      body,
      bodyLineOffset: 0,
      resolveMarkdownLink: (p) => (p === './other.md' ? '/blog/other' : null),
      resolveAsset: (p) => (p === './a.png' ? '/assets/images/a-1234.png' : null),
      href: (p) => siteHref({ baseUrl: '/sub/', trailingSlash: true }, p),
    });
  it('Markdown links, absolute links and images get the base and the slash form', () => {
    const { result, diagnostics } = sub(
      '[o](./other.md#h) [home](/) [t](/blog/tags) [in](/sub/blog/x) [e](https://e.com/a) ![p](./a.png) ![s](/img/s.png)\n',
    );
    assert.deepEqual(diagnostics, []);
    for (const want of [
      'href="/sub/blog/other/#h"',
      'href="/sub/"',
      'href="/sub/blog/tags/"',
      'href="/sub/blog/x/"',
      'href="https://e.com/a"',
      'src="/sub/assets/images/a-1234.png"',
      'src="/sub/img/s.png"',
    ])
      assert.ok(result.html.includes(want), `${want} in ${result.html}`);
    // The dead-link check sees the site path (without the base).
    assert.deepEqual(
      result.links.map((l) => l.resolved),
      ['/blog/other#h', '/', '/blog/tags', '/sub/blog/x', 'https://e.com/a', '/assets/images/a-1234.png', '/img/s.png'],
    );
  });
  it('raw HTML (block and inline) gets the same, and its URLs are recorded for the checks', () => {
    const { result } = sub(
      '<figure><img src="/img/a.png"><a href="/blog/x">x</a></figure>\n\n文字<a href="/about">关于</a>，`<a href="/code">` 不改。\n',
    );
    assert.ok(result.html.includes('<img src="/sub/img/a.png">'), result.html);
    assert.ok(result.html.includes('<a href="/sub/blog/x/">'), result.html);
    assert.ok(result.html.includes('<a href="/sub/about/">关于</a>'), result.html);
    assert.ok(result.html.includes('<code>&lt;a href=&quot;/code&quot;&gt;</code>'), result.html);
    assert.deepEqual(
      result.links.map((l) => [l.kind, l.resolved, l.line]),
      [
        ['image', '/img/a.png', 1],
        ['link', '/blog/x', 1],
        ['link', '/about', 3],
      ],
    );
  });
  it('a relative URL in raw HTML is left as written, with a located warning', () => {
    const { result, diagnostics } = sub('第一行\n\n<img src="./photo.png" alt="">\n');
    assert.ok(result.html.includes('<img src="./photo.png"'), result.html);
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.severity, d.loc?.line, d.loc?.column]),
      [['MARKDOWN_RELATIVE_HTML_URL', 'warning', 3, 11]],
    );
  });
});

describe('markdown env', () => {
  it('collects headings for the TOC', () => {
    const { result } = render('## 一\n\n### 二\n\n#### 三\n');
    assert.deepEqual(
      result.headings.map((h) => [h.level, h.id]),
      [
        [2, '一'],
        [3, '二'],
        [4, '三'],
      ],
    );
  });

  it('splits the excerpt at a top-level truncate marker', () => {
    const { result } = render('第一段\n\n<!-- truncate -->\n\n第二段\n');
    assert.equal(result.excerptHtml, '<p>第一段</p>\n');
    assert.equal(result.html, '<p>第一段</p>\n<p>第二段</p>\n');
  });

  it('rewrites relative .md links to routes and images to hashed assets', () => {
    const { result, diagnostics } = render('[x](./other.md#frag) ![p](./a.png)\n');
    assert.deepEqual(diagnostics, []);
    assert.match(result.html, /href="\/blog\/other#frag"/);
    assert.match(result.html, /src="\/assets\/images\/a-1234.png"/);
  });

  it('reports a broken .md link and a missing image at file line and column', () => {
    const { diagnostics } = render('text\n\nsee [x](./missing.md) and ![p](./gone.png)\n', 5);
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.loc?.line, d.loc?.column]),
      [
        ['LINK_BROKEN', 8, 9],
        ['IMAGE_MISSING', 8, 32],
      ],
    );
  });

  it('warns about an unknown code language and renders plain text', () => {
    const { result, diagnostics } = render('```klingon\nqapla\n```\n', 3);
    assert.equal(diagnostics[0].code, 'MARKDOWN_UNKNOWN_LANGUAGE');
    assert.equal(diagnostics[0].severity, 'warning');
    assert.equal(diagnostics[0].loc?.line, 4);
    assert.match(result.html, /qapla/);
  });

  it('reports an unclosed fence where it opens', () => {
    const { diagnostics } = render('intro\n\n```bash\necho 1\n', 2);
    assert.equal(diagnostics[0].code, 'MARKDOWN_UNCLOSED_FENCE');
    assert.equal(diagnostics[0].loc?.line, 5);
  });
});
