// Content where Docusaurus keeps it (issue 14), on test/fixtures/sites/docusaurus-layout: blog/, docs/ and
// src/pages/ at the site root ("./" paths), two static folders; posts in subfolders of the blog with
// Docusaurus's URLs; a post without any date dated by its file; an unused Markdown file; a static name clash;
// onBrokenLinks, onBrokenMarkdownLinks, onBrokenAnchors and onDuplicateRoutes with each of their values.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { check } from '../../src/api/check';
import { fileText, fixtureSite } from '../helpers/site';

const FIXTURE = fixtureSite('docusaurus-layout');
const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function copyFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'blogctl-layout-'));
  made.push(dir);
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

const file = (r: BuildResult, path: string) => r.files?.find((f) => f.path === path);

describe('a site that keeps blog/, docs/, src/pages/ and two static folders in place', () => {
  let result: BuildResult;
  before(async () => {
    result = await build({ root: FIXTURE, write: false, cache: false });
  });

  it('builds every post of the blog folder and its subfolders at its Docusaurus URL', () => {
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    const posts: [string, string][] = [
      ['blog/2021/04/15/春游/index.html', '春游'], // dated folder with index.md
      ['blog/2022/03/08/读书笔记/index.html', '三月的读书笔记'], // YYYY/MM/DD/ folders
      ['blog/2023/05/20/旧相机/index.html', '翻出一台旧相机'], // dated file name
      ['blog/2023/冬天的菜市场/index.html', '冬天的菜市场'], // no full date in the path: the file path
      ['blog/develop/调试笔记/index.html', '一次调试笔记'], // folder/index.md without a date
      ['blog/新地址/index.html', '换了地址的文章'], // slug: front matter wins
    ];
    for (const [path, title] of posts) {
      assert.ok(file(result, path), `missing ${path}`);
      assert.match(fileText(result, path), new RegExp(`<h1[^>]*>${title}</h1>`), path);
    }
    // Each is in the lists: the blog list (newest first), the archive and its tag page.
    const list = fileText(result, 'blog/index.html');
    const order = ['一次调试笔记', '换了地址的文章', '冬天的菜市场', '翻出一台旧相机', '三月的读书笔记', '春游'].map(
      (t) => list.indexOf(t),
    );
    assert.ok(
      order.every((at) => at >= 0),
      `blog list: ${order}`,
    );
    assert.deepEqual(
      [...order].sort((a, b) => a - b),
      order,
      'newest first',
    );
    for (const t of ['一次调试笔记', '冬天的菜市场', '三月的读书笔记'])
      assert.match(fileText(result, 'blog/archive/index.html'), new RegExp(t));
    assert.match(fileText(result, 'blog/tags/life/index.html'), /春游[\s\S]*翻出一台旧相机|翻出一台旧相机[\s\S]*春游/);
  });

  it('dates posts from their path or front matter, and takes a leading # heading as the title once', () => {
    const times = (path: string) =>
      [...fileText(result, path).matchAll(/<time datetime="([^"]+)"/gi)].map((m) => m[1].slice(0, 10));
    assert.ok(times('blog/2022/03/08/读书笔记/index.html').includes('2022-03-08'));
    assert.ok(times('blog/2023/冬天的菜市场/index.html').includes('2023-12-02'));
    assert.ok(times('blog/新地址/index.html').includes('2024-01-01'));
    const camera = fileText(result, 'blog/2023/05/20/旧相机/index.html');
    assert.equal(camera.match(/<h1[\s>]/g)?.length, 1, 'the heading is the title, not shown twice');
    assert.match(camera, /<title>翻出一台旧相机 \|/);
  });

  it('leaves "_" partials out silently and warns about a Markdown file no route uses, at the file', () => {
    assert.ok(!result.files!.some((f) => f.path.includes('片段')));
    assert.ok(!result.diagnostics.some((d) => d.loc?.file.includes('_片段')), JSON.stringify(result.diagnostics));
    const unused = result.diagnostics.filter((d) => d.code === 'CONTENT_UNUSED_FILE');
    assert.deepEqual(
      unused.map((d) => [d.severity, d.loc?.file, d.loc?.line]),
      [['warning', join(FIXTURE, 'content/遗留草稿.md'), 1]],
    );
    // A Markdown file in a subfolder of the pages folder is a page at its path, as in Docusaurus.
    assert.match(fileText(result, '旧页面/草稿/index.html'), /它是 \/旧页面\/草稿 这个页面/);
  });

  it('reads the pages and docs folders at the site root, and images beside a post outside contentDir', () => {
    assert.match(fileText(result, 'about/index.html'), /这个站点的内容都留在 Docusaurus 原来的位置/);
    assert.match(fileText(result, 'docs/intro/index.html'), /文档放在站点根目录的 docs\/ 里/);
    const image = result.files!.find((f) => /^assets\/images\/小花-[0-9a-f]{8}\.svg$/.test(f.path));
    assert.ok(image, 'the image beside blog/2021-04-15-春游/index.md is copied');
    assert.match(fileText(result, 'blog/2021/04/15/春游/index.html'), new RegExp(`src="/${image.path}"`));
  });

  it('merges the static folders; a clash keeps the first listed and is reported at the other file', () => {
    assert.equal(fileText(result, 'robots.txt'), readFileSync(join(FIXTURE, 'public/robots.txt'), 'utf8'));
    assert.equal(fileText(result, 'img/标志.svg'), readFileSync(join(FIXTURE, 'static/img/标志.svg'), 'utf8'));
    const clash = result.diagnostics.filter((d) => d.code === 'STATIC_FILE_CLASH');
    assert.deepEqual(
      clash.map((d) => [d.severity, d.loc?.file]),
      [['warning', join(FIXTURE, 'public/img/标志.svg')]],
    );
    assert.match(clash[0].text, /static\/img\/标志\.svg/);
  });

  it('resolves @site/<static folder>/ paths for each static folder', () => {
    assert.match(fileText(result, 'blog/2023/05/20/旧相机/index.html'), /<a href="\/robots\.txt">爬虫规则<\/a>/);
    assert.ok(
      !result.diagnostics.some((d) => d.code === 'MARKDOWN_SITE_PATH' || d.code === 'LINK_BROKEN'),
      JSON.stringify(result.diagnostics),
    );
  });

  it('writes a built site into build/ without touching the content folders', async () => {
    const site = copyFixture();
    const written = await build({ root: site });
    assert.equal(written.ok, true, JSON.stringify(written.diagnostics));
    assert.ok(statSync(join(site, 'build', 'blog', 'develop', '调试笔记', 'index.html')).isFile());
    assert.ok(statSync(join(site, 'build', 'robots.txt')).isFile());
  });
});

describe('a post with no date in its path or front matter', () => {
  it('is dated by its file as Docusaurus does, and check warns at the file', async () => {
    const site = copyFixture();
    const post = join(site, 'blog', '随手记.md');
    writeFileSync(
      post,
      '---\ntitle: 随手记\nauthors: [me]\n---\n今天没什么事，记一笔。\n\n<!-- truncate -->\n\n晚上下了点雨。\n',
    );
    const st = statSync(post);
    const t = st.birthtimeMs > 0 ? st.birthtime : st.mtime;
    const day = `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
    const checked = await check({ root: site, cache: false });
    assert.equal(checked.errors, 0, JSON.stringify(checked.diagnostics));
    const dated = checked.diagnostics.filter((d) => d.code === 'CONTENT_DATE_FROM_FILE');
    assert.equal(dated.length, 1, JSON.stringify(checked.diagnostics));
    assert.equal(dated[0].severity, 'warning');
    assert.match(dated[0].loc!.file, /blog\/随手记\.md$/);
    assert.equal(dated[0].loc!.line, 1);
    assert.match(dated[0].text, new RegExp(day));
    const built = await build({ root: site, write: false, cache: false });
    assert.equal(built.ok, true);
    assert.match(fileText(built, 'blog/随手记/index.html'), new RegExp(`<time datetime="${day}`, 'i'));
  });
});

/** Posts with one problem of each kind the reporting rules govern. */
function brokenSite(): string {
  const site = copyFixture();
  const write = (name: string, body: string, slug?: string) =>
    writeFileSync(
      join(site, 'blog', name),
      `---\ntitle: ${name}\n${slug ? `slug: ${slug}\n` : ''}authors: [me]\n---\n${body}\n\n<!-- truncate -->\n\n完。\n`,
    );
  write('2024-03-01-坏链接.md', '这里有一个[去不了的地方](/没有这个页面)。');
  write('2024-03-02-坏文件链接.md', '这里链接到[一个不存在的文件](./不存在.md)。');
  write('2024-03-03-坏锚点.md', '这里链接到[介绍里没有的标题](/docs/intro#没有这一节)。');
  write('2024-03-04-重名.md', '和另一篇抢同一个地址。', '新地址');
  return site;
}

const RULES: [string, string][] = [
  ['onBrokenLinks', 'LINK_BROKEN'],
  ['onBrokenMarkdownLinks', 'LINK_BROKEN'],
  ['onBrokenAnchors', 'LINK_MISSING_ANCHOR'],
  ['onDuplicateRoutes', 'CONTENT_DUPLICATE_SLUG'],
];
const SOURCE: Record<string, RegExp> = {
  onBrokenLinks: /坏链接/,
  onBrokenMarkdownLinks: /坏文件链接/,
  onBrokenAnchors: /坏锚点/,
  onDuplicateRoutes: /重名/,
};

describe('onBrokenLinks, onBrokenMarkdownLinks, onBrokenAnchors and onDuplicateRoutes', () => {
  let site: string;
  let config: Record<string, unknown>;
  before(() => {
    site = brokenSite();
    config = {
      title: '路径样例',
      url: 'https://paths.example.org',
      blog: { path: './blog' },
      docs: { path: './docs' },
      pages: { path: './src/pages' },
      staticDirectories: ['static', 'public'],
    };
  });
  const ruled = (r: Awaited<ReturnType<typeof check>>, rule: string, code: string) =>
    r.diagnostics.filter((d) => d.code === code && SOURCE[rule].test(d.loc?.file ?? ''));

  it('default to throw: each problem is a located error', async () => {
    const r = await check({ root: site, config: config as never, cache: false });
    for (const [rule, code] of RULES) {
      const found = ruled(r, rule, code);
      assert.equal(found.length, 1, `${rule}: ${JSON.stringify(r.diagnostics)}`);
      assert.equal(found[0].severity, 'error', rule);
      assert.ok(found[0].loc?.line, `${rule} is located`);
    }
    assert.equal((await build({ root: site, config: config as never, write: false, cache: false })).ok, false);
  });

  for (const level of ['warn', 'log'] as const) {
    it(`${level}: each problem is a warning and the site builds`, async () => {
      const all = Object.fromEntries(RULES.map(([rule]) => [rule, level]));
      const r = await check({ root: site, config: { ...config, ...all } as never, cache: false });
      for (const [rule, code] of RULES)
        assert.deepEqual(
          ruled(r, rule, code).map((d) => d.severity),
          ['warning'],
          rule,
        );
      assert.equal(r.errors, 0, JSON.stringify(r.diagnostics));
      const built = await build({ root: site, config: { ...config, ...all } as never, write: false, cache: false });
      assert.equal(built.ok, true, JSON.stringify(built.diagnostics));
      assert.ok(file(built, 'blog/新地址/index.html'), 'the first claimant keeps the URL');
    });
  }

  it('ignore drops that kind only; the others stay errors', async () => {
    for (const [rule, code] of RULES) {
      const r = await check({ root: site, config: { ...config, [rule]: 'ignore' } as never, cache: false });
      assert.deepEqual(ruled(r, rule, code), [], rule);
      for (const [other, otherCode] of RULES)
        if (other !== rule)
          assert.equal(ruled(r, other, otherCode)[0]?.severity, 'error', `${other} while ${rule} is ignored`);
    }
  });

  it('a duplicate route between a page and a generated page is located and follows onDuplicateRoutes', async () => {
    const dup = copyFixture();
    writeFileSync(join(dup, 'src/pages/blog.md'), '---\ntitle: 占位\n---\n占住博客的地址。\n');
    const strict = await check({ root: dup, cache: false });
    const d = strict.diagnostics.find((x) => x.code === 'ROUTE_DUPLICATE');
    assert.equal(d?.severity, 'error');
    assert.match(d!.loc!.file, /src\/pages\/blog\.md$/);
    const relaxed = await check({ root: dup, config: { ...config, onDuplicateRoutes: 'warn' } as never, cache: false });
    assert.equal(relaxed.diagnostics.find((x) => x.code === 'ROUTE_DUPLICATE')?.severity, 'warning');
    assert.equal(relaxed.errors, 0, JSON.stringify(relaxed.diagnostics));
  });
});
