// A site written the way Docusaurus 3 sites write Markdown and MDX (test/fixtures/sites/docusaurus-mdx) builds
// clean: no raw MDX on any page, one <h1> per page, titles from leading headings, the tabs rendered with their
// default panel shown, and the islands script and stylesheet only for a site that has islands.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { fileText, fixtureSite } from '../helpers/site';

let result: BuildResult;
before(async () => {
  result = await build({ root: fixtureSite('docusaurus-mdx'), write: false, cache: false });
});

/** The page without its embedded page data (JSON, not shown). */
const visible = (html: string) => html.replace(/<script id="__BLOGCTL_DATA__"[\s\S]*?<\/script>/, '');

describe('docusaurus-mdx fixture site', () => {
  it('builds without any diagnostic', () => {
    assert.deepEqual(result.diagnostics, []);
    assert.equal(result.ok, true);
  });

  it('no page shows raw MDX, and every page has exactly one <h1>', () => {
    const pages = result.files!.filter((f) => f.path.endsWith('.html'));
    assert.ok(pages.length >= 10);
    for (const f of pages) {
      const html = visible(f.text());
      for (const raw of [
        '{/*',
        'import ',
        ':::',
        '<Tabs',
        '&lt;Tabs',
        '<TabItem',
        'highlight-next-line',
        'highlight-start',
        'error-next-line',
        'export ',
      ]) {
        assert.ok(!html.includes(raw), `${f.path} shows ${raw}`);
      }
      assert.equal(html.match(/<h1[\s>]/g)?.length ?? 0, 1, `${f.path} has one <h1>`);
    }
  });

  it('a doc without a front matter title takes its leading # heading, shown once', () => {
    const html = visible(fileText(result, 'docs/intro/index.html'));
    assert.match(html, /<title>开始之前/);
    assert.match(html, /<h1[^>]*>开始之前<\/h1>/);
  });

  it('the post excerpt ends at {/* truncate */} and the tabs show their default panel without JavaScript', () => {
    const list = visible(fileText(result, 'blog/index.html'));
    assert.match(list, /这篇记下怎样在文章里按系统分开写安装步骤/);
    assert.doesNotMatch(list, /在 Linux 上用包管理器安装/);
    const post = visible(fileText(result, 'blog/2024/03/09/在博客里用标签页/index.html'));
    assert.equal(post.match(/data-mdx-island="tabs"/g)?.length, 2);
    assert.match(post, /role="tabpanel" class="tabs__panel" data-value="linux"><p>在 Linux 上用包管理器安装/);
    assert.match(post, /role="tabpanel" class="tabs__panel" data-value="mac" hidden="">/);
    assert.match(post, /<script type="module" src="\/assets\/js\/islands-[A-Z0-9]+\.js"><\/script>/);
    assert.match(post, /<link rel="stylesheet" href="\/assets\/css\/mdx-[A-Z0-9]+\.css">/);
  });

  it('every admonition form renders as a box with its title', () => {
    const html = visible(fileText(result, 'blog/2024/04/20/提示框的各种写法/index.html'));
    const titles = [
      ...html.matchAll(
        /<div class="admonition admonition-([\w-]+)" role="note"><p class="admonition-heading"><span class="admonition-icon" aria-hidden="true"><\/span>(.*?)<\/p>/g,
      ),
    ].map((m) => [m[1], m[2]]);
    assert.deepEqual(titles, [
      ['tip', '提示'],
      ['note', '旧式标题'],
      ['warning', '注意 <strong>加粗</strong>'],
      ['info', '属性写的标题'],
      ['danger', '外层'],
      ['tip', '内层'],
      ['discord', 'discord'],
    ]);
  });
});

describe('entries without a title', () => {
  it('an empty file and a post without title or heading build, titled by their file names, with warnings', async () => {
    const bad = (name: string) => fixtureSite('x').replace(/sites\/x$/, `bad/${name}`);
    for (const [site, path, title, code] of [
      ['empty-file', 'blog/2024/02/01/空文件/index.html', '空文件', 'CONTENT_EMPTY'],
      ['missing-title', 'blog/2024/02/01/没有标题/index.html', '没有标题', 'CONTENT_NO_TITLE'],
    ] as const) {
      const r = await build({ root: bad(site), write: false, cache: false });
      assert.equal(r.ok, true, site);
      assert.ok(
        r.diagnostics.some((d) => d.code === code && d.severity === 'warning'),
        site,
      );
      const html = visible(fileText(r, path));
      assert.equal(html.match(/<h1[\s>]/g)?.length, 1, path);
      assert.match(html, new RegExp(`<h1[^>]*>${title}</h1>`));
    }
  });
});
