// A Docusaurus site's own React code through the client API (test/fixtures/sites/docusaurus-client-api, issue
// 31): a local plugin wrapping the blog plugin gives its newest posts to the home page through global data;
// useLocation, useColorMode, useIsBrowser and customFields render on the server; <Head>'s tags are the page's
// (its title the whole title); @theme/CodeBlock works from a component; a package with its own React in
// node_modules renders with blogctl's one React.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { clientApiSite } from '../helpers/client-api-site';
import { fileText } from '../helpers/site';

let dir: string;
let result: BuildResult;
before(async () => {
  dir = clientApiSite();
  result = await build({ root: dir, write: false, cache: false });
});
after(() => rmSync(dir, { recursive: true, force: true }));

const visible = (html: string) => html.replace(/<script id="__BLOGCTL_DATA__"[\s\S]*?<\/script>/, '');

describe('the Docusaurus client API in site code', () => {
  it('builds with a warning for each swizzle left out (ejected, or importing what blogctl lacks), at the import', () => {
    assert.deepEqual(
      result.diagnostics.map((d) => [d.code, d.severity, d.loc?.file.slice(dir.length + 1), d.loc?.line]),
      [
        ['SITE_THEME_EJECTED', 'warning', 'src/theme/Navbar/index.tsx', 2],
        ['SITE_THEME_EJECTED', 'warning', 'src/theme/BlogPostItem/index.tsx', 2],
      ],
    );
    assert.match(result.diagnostics[0].text, /ejected copy .*@docusaurus\/theme-common\/internal/);
    assert.match(
      result.diagnostics[1].text,
      /imports @docusaurus\/plugin-content-blog\/client, which blogctl does not provide/,
    );
    assert.equal(result.ok, true);
  });

  it("renders a wrap-mode swizzle around blogctl's own component, on every page", () => {
    for (const page of ['index.html', 'about/index.html', 'blog/index.html']) {
      const html = visible(fileText(result, page));
      assert.match(html, /<\/footer><p class="footer-note">本站由山客维护。<\/p>/, page);
      assert.doesNotMatch(html, /ejected-navbar|post-note/, page);
      assert.match(html, /<nav class="navbar/, page);
    }
  });

  it("shows the blog wrapper plugin's recent posts on the site's own home page", () => {
    const html = visible(fileText(result, 'index.html'));
    const recent = /<ul class="home__recent">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    const titles = [...recent.matchAll(/<a href="[^"]*"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
    assert.deepEqual(titles, ['第 4 篇', '第 3 篇', '第 2 篇']);
    assert.match(
      recent,
      /<a href="\/blog\/2024\/04\/04\/第4篇" data-internal="">第 4 篇<\/a> <span>2024-04-04<\/span>/,
    );
  });

  it('renders the location, color mode, customFields and useIsBrowser as the server sees them', () => {
    const html = visible(fileText(result, 'index.html'));
    assert.match(html, /<p class="home__owner">山客<\/p>/);
    assert.match(html, /<p class="home__path">\/<\/p>/);
    assert.match(html, /<p class="home__mode">light<\/p>/);
    assert.match(html, /<p class="home__browser">server<\/p>/);
    // useThemeConfig(): the site's own keys (config themeConfig) beside the defaults of the theme's keys.
    assert.match(html, /<p class="home__theme-config">欢迎留言<!-- --> · <!-- -->[^<]+<\/p>/);
  });

  it("writes <Head>'s tags into the page's head: its title whole, its description, other tags marked", () => {
    const html = fileText(result, 'index.html');
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)![1];
    assert.match(head, /<title>山客的主页<\/title>/);
    assert.match(head, /<meta name="description" content="最近写了什么">/);
    assert.match(head, /<meta property="og:title" content="山客的主页">/);
    assert.match(
      head,
      /<meta data-blogctl-head property="og:image" content="https:\/\/client-api.example\/cover.png">/,
    );
    assert.match(head, /<link data-blogctl-head rel="me" href="https:\/\/social.example\/@shanke">/);
    const about = /<head>([\s\S]*?)<\/head>/.exec(fileText(result, 'about/index.html'))![1];
    assert.match(about, /<title>关于 \| 客户端接口<\/title>/);
    assert.match(about, /<meta name="description" content="关于这个站">/);
    assert.doesNotMatch(about, /rel="me"/);
  });

  it('renders @theme/CodeBlock from a component as a code block of the theme', () => {
    const html = visible(fileText(result, 'index.html'));
    assert.match(
      html,
      /<div class="code-block language-js" data-language="js"><div class="code-block__title">hello.js<\/div>/,
    );
    assert.match(html, /console.log\(&quot;你好&quot;\);/);
    // Its copy button is the component's own (the theme's CodeCopy adding one would break hydration).
    assert.match(
      html,
      /<\/pre><button type="button" class="code-block__copy" aria-label="[^"]+">复制<\/button><\/div>/,
    );
  });

  it("imports a CommonJS package compiled from ES modules as Docusaurus's bundler does (its exports.default)", () => {
    assert.match(visible(fileText(result, 'index.html')), /<span class="badge">green<\/span>/);
  });

  it("resolves a package's extensionless `exports` target as webpack does, trying the extensions", () => {
    assert.match(visible(fileText(result, 'index.html')), /<p class="home__motto">慢慢走，欣赏啊<\/p>/);
  });

  it('renders a package that brings its own React with blogctl’s one React', () => {
    assert.match(
      visible(fileText(result, 'index.html')),
      /<button class="greeting" type="button">你好，山客 0<\/button>/,
    );
  });
});
