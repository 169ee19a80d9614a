// React pages written for Docusaurus (test/fixtures/sites/docusaurus-pages, pages in `src/pages`, baseUrl
// `/site/`): the Docusaurus modules blogctl provides render over the site hooks — the Layout's literal title and
// description become the page's, Link and useBaseUrl add the baseUrl to site paths and open external links
// safely, useDocusaurusContext gives the site config, <Head> sets head tags — and what blogctl cannot do (a
// non-literal Layout title) is a located warning, also when the compiled pages come from the cache. A package in
// the site's own node_modules is bundled for the server and the browser.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { addBaseUrl } from '../../templates/docusaurus/useBaseUrl';
import { fileText, fixtureSite } from '../helpers/site';

const ROOT = fixtureSite('docusaurus-pages');
let result: BuildResult;
before(async () => {
  result = await build({ root: ROOT, write: false, cache: false });
});

const visible = (html: string) => html.replace(/<script id="__BLOGCTL_DATA__"[\s\S]*?<\/script>/, '');
const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const warnings = (r: BuildResult) =>
  r.diagnostics.map((d) => [
    d.code,
    d.severity,
    d.loc?.file.replace(/^.*\/src\/pages\//, ''),
    d.loc?.line,
    d.loc?.column,
  ]);
const EXPECTED_WARNINGS = [
  ['PAGE_NOT_READ', 'warning', 'helper.mjs', 1, 1],
  ['CONTENT_NO_TITLE', 'warning', 'head.tsx', 9, 13],
];

describe('Docusaurus React pages', () => {
  it('builds with exactly the located warnings for what blogctl cannot apply', () => {
    assert.equal(result.ok, true);
    assert.deepEqual(warnings(result), EXPECTED_WARNINGS);
    assert.match(result.diagnostics.find((d) => d.code === 'PAGE_NOT_READ')!.hint ?? '', /Rename it to helper\.jsx/);
  });

  it('takes the title and description from the literal props of <Layout>', () => {
    const html = fileText(result, 'hello/index.html');
    assert.match(html, /<title>你好 \| 旧站新家<\/title>/);
    assert.match(html, /<meta name="description" content="搬家以后的第一个页面"\/?>/);
  });

  it("adds no second back-to-top button for Docusaurus's @theme/BackToTopButton: the theme's page has one", () => {
    assert.equal(fileText(result, 'hello/index.html').match(/class="back-to-top /g)?.length, 1);
  });

  it('renders Link, useBaseUrl, useDocusaurusContext and Heading over the site config, with the baseUrl', () => {
    const html = visible(fileText(result, 'hello/index.html'));
    assert.match(
      html,
      /<h1>旧站新家<\/h1><p class="hello__tagline">从 Docusaurus 搬过来的页面<\/p><img src="\/site\/img\/标志.svg" alt="标志"\/>/,
    );
    assert.match(html, /<h2 id="去处">去处<!-- --> <a class="hash-link" href="#去处" aria-label="#去处">#<\/a><\/h2>/);
    assert.match(
      html,
      /<ul class="hello__links"><li><a href="\/site\/blog" data-internal="">博客<\/a><\/li><li><a href="\/site\/docs\/intro" data-internal="">说明<\/a><\/li><li><a href="https:\/\/docusaurus.io" target="_blank" rel="noopener noreferrer">原来的框架<\/a><\/li><li><a href="#去处">本页<\/a><\/li><\/ul>/,
    );
    // The page carries the site config for hydration (what useDocusaurusContext and useBaseUrl read), nothing else.
    const hooks = JSON.parse(unescape(/data-hooks="([^"]*)"/.exec(html)![1])) as Record<string, { baseUrl?: string }>;
    assert.deepEqual(Object.keys(hooks), ['config']);
    assert.equal(hooks.config.baseUrl, '/site/');
  });

  it("builds a .js page with JSX, and the React index page as the home page in place of the theme's", () => {
    assert.match(fileText(result, 'legacy/index.html'), /<title>旧页面 \| 旧站新家<\/title>/);
    assert.match(visible(fileText(result, 'legacy/index.html')), /<p>这是旧站留下来的页面。<\/p>/);
    const home = fileText(result, 'index.html');
    // `title={`首页 · ${siteConfig.title}`}` with siteConfig from useDocusaurusContext() is read as its text.
    assert.match(home, /<title>首页 · 旧站新家 \| 旧站新家<\/title>/);
    assert.match(home, /<meta name="description" content="旧站自己的首页"\/?>/);
    // An imported SVG is a React component (Docusaurus's SVGR): the file's <svg> with the caller's props over it.
    assert.match(
      visible(home),
      /<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="8" height="8" class="hero__logo" role="img" aria-label="标志"><rect width="8" height="8" fill="#2e8555"\/><\/svg>/,
    );
    assert.match(
      visible(home),
      /<section class="feature"><svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="16" height="16" class="feature__svg"><rect width="8" height="8" fill="#2e8555"\/><\/svg><h2>好写<\/h2><\/section>/,
    );
    assert.match(
      visible(home),
      /<h1 class="hero__title">旧站新家<\/h1><p class="hero__subtitle">从 Docusaurus 搬过来的页面<\/p><img class="hero__dot"[^>]*\/><a href="\/site\/blog" data-internal="" class="hero__button">去看博客<\/a>/,
    );
    assert.doesNotMatch(visible(home), /class="home/); // not the theme's home page
    // An imported image is its URL: a file of its own under assets/media/, under the baseUrl.
    const dot = /<img class="hero__dot" src="\/site\/(assets\/media\/点-[0-9a-f]{8}\.png)" alt="点"\/>/.exec(
      visible(home),
    );
    assert.ok(dot, 'no imported image on the home page');
    assert.ok(
      result.files!.some((f) => f.path === dot[1]),
      `${dot[1]} is not in the output`,
    );
    // It lays itself out over the full width: no reading column, no TOC.
    assert.match(visible(home), /<main id="__blogctl_main" tabindex="-1"><div class="react-page" data-slot="content">/);
    assert.doesNotMatch(visible(home), /page-layout/);
    // A CSS module: its classes renamed the same way for the server render and the page's CSS.
    const banner = /<header class="hero (heroBanner_[0-9a-f]{6})">/.exec(visible(home));
    assert.ok(banner, 'the header has no CSS module class');
    const css = /<link rel="stylesheet" href="\/site\/(assets\/css\/site-[^"]+\.css)">/.exec(home);
    assert.ok(css, 'the home page links no site CSS');
    const sheet = fileText(result, css[1]);
    assert.match(sheet, new RegExp(`\\.${banner[1]}\\{padding:48px 0;background:url\\(`));
    assert.match(sheet, new RegExp(`\\.hero__title\\.${banner[1]}\\{`));
  });

  it('builds Markdown pages in subfolders at their paths, with their images and links, and leaves out what Docusaurus does', () => {
    assert.match(visible(fileText(result, 'legal/terms/index.html')), /本站文字可以自由转载/);
    const timeline = visible(fileText(result, 'timeline/index.html'));
    assert.match(timeline, /<a href="\/site\/timeline\/first-project">第一个项目<\/a>/);
    const img = /<img src="([^"]+)" alt="一张旧照片"/.exec(timeline);
    assert.ok(img, 'no image on the timeline page');
    assert.ok(
      result.files!.some((f) => '/site/' + f.path === decodeURI(img[1])),
      `the image ${img[1]} is not in the output`,
    );
    assert.match(
      visible(fileText(result, 'timeline/first-project/index.html')),
      /<a href="\/site\/timeline">时间线<\/a>/,
    );
    const paths = result.files!.map((f) => f.path);
    for (const left of ['__tests__', '_parts', 'helper', '_shared'])
      assert.ok(!paths.some((p) => p.startsWith(left + '/')), `${left} has a route`);
  });

  it('shows @docusaurus/Translate and Interpolate messages as written, with their placeholders filled, and IdealImage as a sized <img>', () => {
    const html = visible(fileText(result, 'translated/index.html'));
    assert.match(html, /<p class="t1">欢迎来到旧站<\/p>/);
    assert.match(html, /<p class="t2" title="共有 3 篇文章">共有 3 篇文章<\/p>/);
    assert.match(html, /<p class="t3">详情见<a href="https:\/\/example.com">这里<\/a>。<\/p>/);
    assert.match(html, /<p class="t4"><b>蓝山<\/b>写的，\{other\}保持原样<\/p>/);
    // @theme/IdealImage shows the image it is given (here the module of a require()) as a lazy <img> of its size
    // (the site sets no images.responsive: no srcset).
    assert.match(
      html,
      /<img src="\/site\/assets\/media\/点-[0-9a-f]{8}\.png" alt="点" width="2" height="2" loading="lazy" decoding="async" class="t5"\/>/,
    );
    // require('/img/点.png'): the static folder's file, as Docusaurus's bundler resolves a server-relative path.
    assert.match(html, /<img class="t6" src="\/site\/assets\/media\/点-[0-9a-f]{8}\.png" alt="根"\/>/);
  });

  it('a page whose Layout title is not a literal is named after its file, and <Head> renders nothing', () => {
    const html = fileText(result, 'head/index.html');
    assert.match(html, /<title>head \| 旧站新家<\/title>/);
    // <Head>'s tags are the page's (issue 31): written into its <head>, marked for client navigation.
    assert.match(html, /<meta data-blogctl-head name="robots" content="noindex">/);
    assert.match(visible(html), /<p class="head-page">页面本身照常显示。<\/p>/);
    assert.doesNotMatch(html, /<meta name="robots"/);
  });

  it('useBaseUrl follows Docusaurus: site paths get the baseUrl once, URLs and anchors stay', () => {
    const add = (url: string, o?: { forcePrependBaseUrl?: boolean; absolute?: boolean }) =>
      addBaseUrl('https://a.example', '/site/', url, o);
    assert.equal(add('/img/a.png'), '/site/img/a.png');
    assert.equal(add('img/a.png'), '/site/img/a.png');
    assert.equal(add('/site/img/a.png'), '/site/img/a.png');
    assert.equal(add('/site'), '/site/');
    assert.equal(add('/site/x', { forcePrependBaseUrl: true }), '/site/site/x');
    assert.equal(add('/x', { absolute: true }), 'https://a.example/site/x');
    for (const same of ['', '#top', 'https://b.example/x', '//cdn.example/x', 'mailto:a@b.example'])
      assert.equal(add(same), same);
  });

  it("bundles a package from the site's own node_modules, and reports the warnings again from the cache", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'blogctl-docusaurus-pages-'));
    try {
      cpSync(ROOT, dir, { recursive: true, filter: (src) => !src.includes('.blogctl') });
      const pkg = join(dir, 'node_modules', 'lian-jie');
      mkdirSync(pkg, { recursive: true });
      writeFileSync(
        join(pkg, 'package.json'),
        JSON.stringify({ name: 'lian-jie', version: '1.0.0', main: 'index.js' }),
      );
      writeFileSync(
        join(pkg, 'index.js'),
        "module.exports = function lianJie(...parts) { return parts.filter(Boolean).join(' '); };\n",
      );
      writeFileSync(
        join(dir, 'src', 'pages', 'pkg.tsx'),
        "import lianJie from 'lian-jie';\nexport const meta = { title: '包' };\nexport default function Pkg() {\n  return <p className={lianJie('pkg', false, 'pkg--on')}>来自站点自己的包</p>;\n}\n",
      );
      const first = await build({ root: dir, write: false });
      assert.deepEqual(warnings(first), EXPECTED_WARNINGS);
      assert.match(visible(fileText(first, 'pkg/index.html')), /<p class="pkg pkg--on">来自站点自己的包<\/p>/);
      // The browser chunk of the page carries the package's code.
      const chunks = first.files!.filter((f) => /^assets\/js\/site-/.test(f.path)).map((f) => f.text());
      assert.ok(
        chunks.some((t) => t.includes('.filter(Boolean).join(')),
        'no browser chunk holds the package',
      );
      const again = await build({ root: dir, write: false });
      assert.deepEqual(warnings(again), EXPECTED_WARNINGS);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
