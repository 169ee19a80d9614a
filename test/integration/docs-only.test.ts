// Docusaurus's docs-only mode (test/fixtures/sites/docs-only): `docs: { routeBasePath: '/' }` with `blog: false`.
// The docs are at the site root, the doc with `slug: /` is the home page (no blogctl home page), there are no
// blog routes, feeds or links, the sidebar and the search index still work, `check` is clean, and a second page
// claiming / is a located error. `migrate` carries both settings over from a docusaurus.config.js.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { migrate } from '../../src/index';
import { runCli } from '../helpers/cli';
import { fileText, fixtureSite } from '../helpers/site';

const FIXTURE = fixtureSite('docs-only');
const tmp = mkdtempSync(join(tmpdir(), 'blogctl-docs-only-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** A copy of the fixture, changed by `edit` (config text → config text). */
function variant(name: string, edit: (config: string) => string = (c) => c): string {
  const dir = join(tmp, name);
  cpSync(FIXTURE, dir, { recursive: true });
  const file = join(dir, 'blogctl.config.ts');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return dir;
}

const pathsOf = (r: BuildResult) => (r.files ?? []).map((f) => f.path).sort();
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const sidebarOf = (html: string) => /<aside class="doc-sidebar">([\s\S]*?)<\/aside>/.exec(html)?.[1] ?? '';
/** Site-internal hrefs of a page's body (no assets). */
const internalLinks = (html: string) =>
  [...html.replace(/<head>[\s\S]*?<\/head>/, '').matchAll(/href="(\/[^"#]*)/g)]
    .map((m) => decodeURI(m[1]))
    .filter((h) => !h.startsWith('/assets/'));

describe('docs-only fixture site', () => {
  let result: BuildResult;
  before(async () => {
    result = await build({ root: FIXTURE, write: false, cache: false });
  });

  it('builds without any diagnostic', () => {
    assert.deepEqual(result.diagnostics, []);
    assert.equal(result.ok, true);
  });

  it("the slug: / doc is the home page: a doc page with the sidebar, not blogctl's home page", () => {
    const home = fileText(result, 'index.html');
    assert.equal(titleOf(home), '欢迎 | 运维手册');
    assert.match(home, /这本手册记下了我们在机房里踩过的坑/);
    assert.match(home, /"kind":"doc"/);
    assert.doesNotMatch(home, /"kind":"home"/);
    const sidebar = sidebarOf(home);
    assert.match(sidebar, /<a href="\/" [^>]*menu__link--active[^>]*>欢迎</);
    // The categories (collapsed here) link to their pages at the root.
    assert.match(sidebar, /href="\/部署\/"[^>]*>部署</);
    assert.match(sidebar, /href="\/排障\/"[^>]*>排障</);
    assert.match(
      sidebarOf(fileText(result, '部署/容器/index.html')),
      /<a href="\/部署\/容器" [^>]*menu__link--active[^>]*>容器部署</,
    );
  });

  it("the navbar's docs item is active on doc pages only (the docs' path / is a prefix of every page)", () => {
    const docsItem = (html: string) =>
      /<a href="[^"]*" data-internal="" class="navbar__item navbar__link([^"]*)"[^>]*>手册<\/a>/.exec(html)?.[1];
    assert.equal(docsItem(fileText(result, 'index.html')), ' navbar__link--active');
    assert.equal(docsItem(fileText(result, '部署/容器/index.html')), ' navbar__link--active');
    assert.equal(docsItem(fileText(result, 'search/index.html')), '');
    assert.equal(docsItem(fileText(result, '404.html')), '');
  });

  it('every doc is at the site root, and there is no blog, feed, home or /docs/ route', () => {
    const paths = pathsOf(result);
    for (const p of [
      'index.html',
      '部署/容器/index.html',
      '部署/发布/index.html',
      '排障/清单/index.html',
      '部署/index.html',
      'search/index.html',
      'sitemap.xml',
      '404.html',
    ])
      assert.ok(paths.includes(p), `${p} missing: ${paths.filter((x) => !x.startsWith('assets/')).join(', ')}`);
    for (const p of paths) assert.doesNotMatch(p, /^(blog|docs|tags|archive|authors)\/|(^|\/)(rss|atom)\.xml$/, p);
    const sitemap = fileText(result, 'sitemap.xml');
    assert.match(sitemap, /<loc>https:\/\/docs-only\.example\/<\/loc>/);
    assert.doesNotMatch(sitemap, /blog/);
  });

  it('pages link only to pages that exist, with no blog or feed link anywhere', () => {
    const pages = pathsOf(result).filter((p) => p.endsWith('.html'));
    const exists = (href: string) => {
      const bare = href.replace(/\/$/, '');
      return (
        pages.includes(bare === '' ? 'index.html' : `${bare.slice(1)}/index.html`) ||
        pages.includes(`${bare.slice(1)}.html`)
      );
    };
    for (const page of pages) {
      const html = fileText(result, page);
      assert.doesNotMatch(html, /application\/(rss|atom)\+xml/, page);
      for (const href of internalLinks(html))
        assert.ok(href === '/img/favicon.svg' || exists(href), `${page} links to ${href}`);
    }
    // Links written in Markdown between docs resolve to the root URLs.
    const container = fileText(result, '部署/容器/index.html');
    assert.match(container, /<a href="\/">首页<\/a>/);
    assert.match(container, /<a href="\/部署\/发布">发布流程<\/a>/);
  });

  it('the search index holds the docs at their root URLs', () => {
    const index = fileText(result, 'assets/search/index.json');
    assert.match(index, /"\/部署\/容器"/);
    assert.match(index, /容器部署/);
    assert.doesNotMatch(index, /"\/docs\//);
  });

  it('blogctl check is clean', async () => {
    const res = await runCli(['check', '--cwd', FIXTURE]);
    assert.equal(res.code, 0, res.stdout + res.stderr);
    assert.match(res.stdout + res.stderr, /0 errors, 0 warnings/);
  });
});

describe('docs-only mode, other shapes', () => {
  it('a pages/index page beside the slug: / doc is an error naming both, located at the page', async () => {
    for (const [name, file, text] of [
      ['dup-md', 'index.md', '---\ntitle: 另一个首页\n---\n\n两个文件都想当首页。\n'],
      ['dup-react', 'index.tsx', 'export default function Home() {\n  return <p>自己写的首页</p>;\n}\n'],
    ]) {
      const site = variant(name);
      mkdirSync(join(site, 'content', 'pages'), { recursive: true });
      writeFileSync(join(site, 'content', 'pages', file), text);
      const r = await build({ root: site, write: false, cache: false });
      assert.equal(r.ok, false, name);
      const dup = r.diagnostics.find((d) => d.severity === 'error');
      assert.ok(dup, JSON.stringify(r.diagnostics));
      assert.match(dup.code, /DUPLICATE/);
      assert.match(
        dup.text,
        new RegExp(
          `content/pages/${file.replace('.', '\\.')}[\\s\\S]*docs/欢迎\\.md|docs/欢迎\\.md[\\s\\S]*content/pages/${file.replace('.', '\\.')}`,
        ),
        dup.text,
      );
      assert.match(dup.text, /URL \//);
      assert.ok(dup.loc?.file?.endsWith(file) || dup.loc?.file?.endsWith('欢迎.md'), JSON.stringify(dup.loc));
      assert.equal(dup.loc?.line, 1);
    }
  });

  it('posts left in the blog folder with blog: false are reported, not built', async () => {
    const site = variant('posts-left');
    mkdirSync(join(site, 'content', 'blog'), { recursive: true });
    writeFileSync(join(site, 'content', 'blog', '2024-03-01-旧文章.md'), '---\ntitle: 旧文章\n---\n\n以前写的。\n');
    const r = await build({ root: site, write: false, cache: false });
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics));
    const w = r.diagnostics.find((d) => d.code === 'CONTENT_BLOG_DISABLED');
    assert.ok(w, JSON.stringify(r.diagnostics));
    assert.equal(w.severity, 'warning');
    assert.ok(w.loc?.file?.endsWith('2024-03-01-旧文章.md'), JSON.stringify(w.loc));
    assert.ok(!pathsOf(r).some((p) => p.startsWith('blog/') || p.endsWith('rss.xml')), pathsOf(r).join(', '));
  });

  it('with the blog kept, the docs stay at the root and the blog is at /blog', async () => {
    const site = variant('with-blog', (c) => c.replace('  blog: false,\n', ''));
    mkdirSync(join(site, 'content', 'blog'), { recursive: true });
    writeFileSync(
      join(site, 'content', 'blog', '2024-03-01-值班.md'),
      '---\ntitle: 值班记录\n---\n\n第一次值夜班。\n\n<!-- truncate -->\n\n后来就习惯了。\n',
    );
    const r = await build({ root: site, write: false, cache: false });
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics));
    assert.equal(titleOf(fileText(r, 'index.html')), '欢迎 | 运维手册');
    for (const p of ['blog/index.html', 'blog/2024/03/01/值班/index.html', 'blog/rss.xml', '部署/容器/index.html'])
      assert.ok(pathsOf(r).includes(p), p);
  });

  it("blogctl new refuses a post when blog is false (located at the config's blog key) and still creates a doc", async () => {
    const site = variant('new-post');
    const post = await runCli(['new', '新文章', '--cwd', site]);
    assert.equal(post.code, 1, post.stdout + post.stderr);
    assert.match(post.stderr, /blogctl\.config\.ts:11:3[\s\S]*blog: false[\s\S]*NEW_BLOG_DISABLED/);
    assert.doesNotMatch(post.stderr, /\n\s+at /, 'no stack trace');
    const doc = await runCli(['new', 'doc', '部署/回滚', '回滚步骤', '--cwd', site]);
    assert.equal(doc.code, 0, doc.stderr);
  });

  it("blog: false with the docs kept at /docs: blogctl's home page, without a latest-posts section or blog link", async () => {
    const site = variant('docs-at-docs', (c) =>
      c.replace("routeBasePath: '/' }", "routeBasePath: 'docs' }").replace("to: '/部署/容器'", "to: '/docs/部署/容器'"),
    );
    const list = join(site, 'docs', '排障', '清单.md');
    writeFileSync(list, readFileSync(list, 'utf8').replace('(/)', '(/docs/)'));
    const r = await build({ root: site, write: false, cache: false });
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics));
    const home = fileText(r, 'index.html');
    assert.match(home, /"kind":"home"/);
    assert.match(home, /id="home-docs"/);
    assert.doesNotMatch(home, /id="home-latest"|home__more|href="\/blog/);
    assert.ok(pathsOf(r).includes('docs/部署/容器/index.html'));
    assert.ok(!pathsOf(r).some((p) => p.startsWith('blog/')), pathsOf(r).join(', '));
  });

  it('without a slug: / doc the main doc is shown at the root', async () => {
    const site = variant('main-doc', (c) =>
      c.replace("routeBasePath: '/' }", "routeBasePath: '/', mainDocId: '部署/容器' }"),
    );
    const welcome = join(site, 'docs', '欢迎.md');
    writeFileSync(welcome, readFileSync(welcome, 'utf8').replace('slug: /\n', ''));
    const r = await build({ root: site, write: false, cache: false });
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics));
    const home = fileText(r, 'index.html');
    assert.equal(titleOf(home), '容器部署 | 运维手册');
    assert.match(
      home,
      new RegExp(`<link rel="canonical" href="https://docs-only\\.example${encodeURI('/部署/容器')}"`),
    );
    assert.ok(pathsOf(r).includes('欢迎/index.html'));
  });
});

describe('migrate, docs-only mode', () => {
  it('carries docs.routeBasePath "/" and blog: false over, and the result builds with the slug: / doc as home', async () => {
    const site = join(tmp, 'docusaurus-docs-only');
    mkdirSync(join(site, 'docs'), { recursive: true });
    writeFileSync(
      join(site, 'docusaurus.config.js'),
      [
        'module.exports = {',
        "  title: '只有文档', url: 'https://only-docs.example', baseUrl: '/',",
        "  i18n: { defaultLocale: 'zh-CN', locales: ['zh-CN'] },",
        "  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],",
        '};',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(site, 'docs', 'intro.md'),
      '---\nslug: /\n---\n\n# 开始\n\n从这里开始读，然后看[安装](./install.md)。\n',
    );
    writeFileSync(join(site, 'docs', 'install.md'), '# 安装\n\n装好以后回到[开始](./intro.md)。\n');
    const out = join(tmp, 'docs-only-out');
    const result = await migrate({ site, out });
    assert.ok(!result.report.some((e) => /routeBasePath|blog/.test(e.item)), JSON.stringify(result.report));
    const text = readFileSync(join(out, 'blogctl.config.ts'), 'utf8');
    const c = JSON.parse(text.slice(text.indexOf('defineConfig(') + 'defineConfig('.length, text.lastIndexOf(');')));
    assert.equal(c.docs.routeBasePath, '/');
    assert.equal(c.blog.enabled, false);
    const r = await build({ root: out, write: false, cache: false });
    assert.equal(r.ok, true, JSON.stringify(r.diagnostics));
    assert.equal(titleOf(fileText(r, 'index.html')), '开始 | 只有文档');
    assert.ok(pathsOf(r).includes('install/index.html'));
    assert.ok(!pathsOf(r).some((p) => p.startsWith('blog/') || p.startsWith('docs/')), pathsOf(r).join(', '));
  });
});
