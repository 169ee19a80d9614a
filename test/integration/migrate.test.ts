// `blogctl migrate` on the Docusaurus fixture site (test/fixtures/sites/docusaurus): with --out it writes a
// blogctl site that builds, with the config translated and the rest listed in the report; in place it adds only
// blogctl.config.ts and the report; a second run is refused; a config that throws (or hangs) is read statically.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { migrate } from '../../src/index';
import { runCli } from '../helpers/cli';
import { fixtureSite, REPO } from '../helpers/site';
import { migratedConfig } from '../helpers/migrated-config';

const FIXTURE = fixtureSite('docusaurus');
const tmp = mkdtempSync(join(tmpdir(), 'blogctl-migrate-'));
after(() => {
  if (!process.env.KEEP_TMP) rmSync(tmp, { recursive: true, force: true });
});

function copyFixture(name: string): string {
  const dir = join(tmp, name);
  cpSync(FIXTURE, dir, { recursive: true });
  return dir;
}

function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const rel = relative(dir, join(e.parentPath, e.name));
    out[rel] = e.isFile()
      ? createHash('sha256')
          .update(readFileSync(join(dir, rel)))
          .digest('hex')
      : 'dir';
  }
  return out;
}

/** The object literal the generated blogctl.config.ts passes to defineConfig. */
// biome-ignore lint/suspicious/noExplicitAny: the generated config as data, which the tests reach into
function configOf(root: string): any {
  const text = readFileSync(join(root, 'blogctl.config.ts'), 'utf8');
  assert.match(text, /^import \{ defineConfig \} from 'blogctl';$/m);
  return migratedConfig(root);
}

const html = (root: string, route: string) => readFileSync(join(root, 'build', route), 'utf8');

describe('blogctl migrate --out', () => {
  const out = join(tmp, 'out-site');

  it('writes a blogctl site that builds, with the expected routes', async () => {
    const res = await runCli(['migrate', FIXTURE, '--out', out]);
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stderr, /could not be carried over/);
    const result = await build({ root: out });
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics));
    assert.deepEqual(
      result.diagnostics.filter((d) => d.severity === 'error'),
      [],
    );
    for (const route of [
      'index.html',
      'about.html',
      'notes.html',
      'notes/2024/05/01/第一场春雨.html',
      'notes/2024/06/12/搬家清单.html',
      'notes/tags/life.html',
      'notes/authors/ashan.html',
      'handbook/intro.html',
      'handbook/advanced/deploy.html',
      'img/logo.svg',
    ]) {
      assert.ok(existsSync(join(out, 'build', route)), `missing ${route}`);
    }
    assert.match(html(out, 'about.html'), /<h1[^>]*>关于这个站<\/h1>/);
    for (const route of ['about.html', 'notes/2024/05/01/第一场春雨.html', 'handbook/intro.html'])
      assert.equal(html(out, route).match(/<h1[\s>]/g)?.length, 1, route);
    assert.match(html(out, 'notes.html'), /近期随笔/);
    assert.match(html(out, 'index.html'), /本站已经搬到新家/);
    assert.match(html(out, 'handbook/intro.html'), /有问题可以在群里问我/);
    // A .tsx page written for Docusaurus builds with blogctl's @theme/Layout, @docusaurus/Link and useDocusaurusContext.
    const friends = html(out, 'friends.html');
    assert.match(friends, /<title>朋友们 \| 山间手记<\/title>/);
    assert.match(
      friends,
      /<main class="friends"><h1>山间手记<!-- -->的朋友们<\/h1><ul><li><a href="https:\/\/example.org" target="_blank" rel="noopener noreferrer">隔壁的园子<\/a><\/li><li><a href="\/about" data-internal="">回到关于页<\/a><\/li><\/ul><\/main>/,
    );
    // The sidebars file is carried over and read: its order, its generated-index page and its link item.
    assert.ok(existsSync(join(out, 'sidebars.js')));
    const intro = html(out, 'handbook/intro.html');
    assert.match(
      intro,
      /<a href="\/handbook\/category\/进阶" data-internal="" class="menu__link menu__link--sublist">进阶<\/a>/,
    );
    assert.match(
      intro,
      /<a href="https:\/\/notes.example.org\/guestbook" target="_blank" rel="noopener noreferrer" class="menu__link">留言板<\/a>/,
    );
    assert.match(
      intro,
      /pagination-nav__link--next" rel="next"><span class="pagination-nav__sublabel">[^<]+<\/span><span class="pagination-nav__label">进阶<!-- --> »/,
    );
    assert.match(
      html(out, 'handbook/category/进阶.html'),
      /<h1>进阶篇<\/h1><p class="doc__description">网站上线以后要做的事。<\/p>/,
    );
    // The source site is untouched by the copy.
    assert.ok(!existsSync(join(FIXTURE, 'blogctl.config.ts')));
  });

  it('translates every supported option', () => {
    const c = configOf(out);
    assert.equal(c.title, '山间手记');
    assert.equal(c.tagline, '在山里写代码，也写日子');
    assert.equal(c.url, 'https://notes.example.org');
    assert.equal(c.trailingSlash, false);
    assert.equal(c.favicon, '/img/logo.svg');
    assert.deepEqual(c.i18n, {
      defaultLocale: 'zh-CN',
      locales: ['zh-CN'],
      localeConfigs: { 'zh-CN': { label: '简体中文', htmlLang: 'zh-CN', path: 'zh-CN' } },
    });
    assert.deepEqual(c.colorMode, { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true });
    assert.deepEqual(c.navbar.logo, { alt: '山间手记的标志', src: '/img/logo.svg' });
    assert.equal(c.navbar.hideOnScroll, false);
    assert.deepEqual(
      c.navbar.items.map((i: { label: string }) => i.label),
      ['手册', '随笔', '源码'],
    );
    assert.equal(c.navbar.items[0].sidebarId, 'handbookSidebar');
    assert.equal(c.footer.style, 'light');
    assert.equal(c.footer.copyright, '版权所有 © 2024 山间手记');
    assert.deepEqual(c.footer.links, [
      {
        title: '站内',
        items: [
          { label: '随笔', to: '/notes' },
          { label: '关于', to: '/about' },
        ],
      },
      // A footer HTML item is carried as one (Docusaurus's `{ html }`).
      { title: '其他', items: [{ html: '<a href="https://example.org">友情链接</a>' }] },
    ]);
    // A navbar item's className (a site stylesheet's icon) is carried.
    assert.equal(c.navbar.items[2].className, 'header-repo-link');
    assert.deepEqual(c.announcementBar, {
      id: 'moved-2024',
      content: '本站已经搬到新家，欢迎常来。',
      isCloseable: false,
    });
    assert.deepEqual(c.prism.additionalLanguages, ['bash', 'json', 'powershell']);
    assert.equal(c.prism.magicComments[1].className, 'code-line--error');
    assert.deepEqual(c.search, {
      provider: 'algolia',
      appId: 'TESTAPP123',
      apiKey: '0123456789abcdef0123456789abcdef',
      indexName: 'shanjian',
      contextualSearch: true,
    });
    assert.deepEqual(c.admonitions, { keywords: ['discord'], extendDefaults: true });
    // onInlineTags: Docusaurus's default ("warn": a tag tags.yml lacks is used as written), not blogctl's ("throw").
    assert.deepEqual(c.blog, {
      path: './blog',
      routeBasePath: 'notes',
      postsPerPage: 5,
      sidebarCount: 'ALL',
      sidebarTitle: '近期随笔',
      feedLimit: 15,
      showReadingTime: false,
      onInlineTags: 'warn',
    });
    // editUrl (a string) is carried over: blogctl joins it with each file's path from the site folder, as Docusaurus.
    assert.deepEqual(c.docs, {
      path: './docs',
      routeBasePath: 'handbook',
      editUrl: 'https://example.org/edit/',
      onInlineTags: 'warn',
      sidebarId: 'handbookSidebar',
      mainDocId: 'intro',
    });
    // The content stays in Docusaurus's layout (copied as is with --out): the config names its folders.
    assert.deepEqual(c.pages, { path: './src/pages' });
    assert.deepEqual(c.staticDirectories, ['static']);
    assert.equal(c.contentDir, undefined);
    assert.equal(c.onBrokenLinks, 'throw');
    // The classic theme's customCss (require.resolve: an absolute path) is carried, from the site folder.
    assert.deepEqual(c.customCss, ['./src/css/custom.css']);
    // The site-wide social card (themeConfig.image, relative to the static folder).
    assert.equal(c.image, '/img/logo.svg');
  });

  it('reports what it could not carry over, with why and what to do', () => {
    const report = readFileSync(join(out, 'blogctl-migration.md'), 'utf8');
    assert.match(report, /evaluated in a separate process/);
    assert.match(report, /replaced by stubs[^\n]*`docusaurus-plugin-image-zoom`/);
    const rows = report.split('\n').filter((l) => l.startsWith('| `'));
    const row = (item: string) =>
      rows.find((r) => r.includes(item)) ?? assert.fail(`no report row for ${item}:\n${report}`);
    // The image zoom and ideal-image plugins are built-in features now (issue 32): carried over, not reported.
    assert.ok(!rows.some((r) => /image-zoom|ideal-image/.test(r)), 'the image plugins are carried over');
    for (const item of [
      'src/pages/index.js',
      'src/theme/BlogPostItem/index.js',
      'docsVersionDropdown',
      'themeConfig.prism.theme',
      'themeConfig.algolia.searchPagePath',
    ]) {
      const cells = row(item).split(' | ');
      assert.equal(cells.length, 3, row(item));
      assert.ok(cells[1].length > 10 && cells[2].length > 5, row(item));
    }
    assert.ok(!rows.some((r) => r.includes('src/pages/about.md')), 'a Markdown page is carried over, not reported');
    assert.ok(!rows.some((r) => /className|themeConfig\.footer/.test(r)), 'className and footer HTML are carried over');
    assert.ok(!rows.some((r) => r.includes('editUrl')), 'a string editUrl is carried over, not reported');
    assert.ok(!rows.some((r) => r.includes('themeConfig.image')), 'the social card is carried over, not reported');
    // React pages: .tsx and .js pages are built (the report names the Docusaurus modules blogctl provides); the
    // React index page is the home page.
    assert.match(
      row('src/pages/friends.tsx'),
      /blogctl builds it[^|]*@docusaurus\/Link[^|]*@docusaurus\/router[^|]*@theme\/Heading[^|]*@theme\/Layout/,
    );
    assert.match(row('src/pages/archive.js'), /A React page: blogctl builds it with its own React/);
    assert.match(row('src/pages/index.js'), /It is the home page, in place of blogctl's/);
    assert.ok(
      !rows.some((r) => /sidebars\.js|handbookSidebar/.test(r)),
      'the sidebars file is carried over, not reported',
    );
  });

  it('refuses a non-empty --out', async () => {
    const res = await runCli(['migrate', FIXTURE, '--out', out]);
    assert.notEqual(res.code, 0);
    assert.match(res.stderr, /MIGRATE_EXISTS/);
    assert.doesNotMatch(res.stderr, /^\s+at /m);
  });

  it('init --from-docusaurus does the same', async () => {
    const res = await runCli(['init', '--from-docusaurus', FIXTURE, join(tmp, 'init-out')]);
    assert.equal(res.code, 0, res.stderr);
    assert.deepEqual(configOf(join(tmp, 'init-out')), configOf(out));
  });
});

describe('blogctl migrate in place', () => {
  it('adds only blogctl.config.ts and the report, and the site then builds', async () => {
    const site = copyFixture('in-place');
    const before = tree(site);
    const result = await migrate({ site });
    assert.equal(result.configRead.mode, 'evaluated');
    const afterTree = tree(site);
    const added = Object.keys(afterTree)
      // The first build keeps its caches in .blogctl/, blogctl's own folder (issue 30).
      .filter((k) => !(k in before) && !/^\.blogctl(\/|$)/.test(k))
      .sort();
    assert.deepEqual(added, ['blogctl-migration.md', 'blogctl.config.ts']);
    for (const [k, v] of Object.entries(before)) assert.equal(afterTree[k], v, `${k} changed`);
    assert.match(readFileSync(join(site, 'blogctl-migration.md'), 'utf8'), /Mode: in place/);
    const built = await build({ root: site });
    assert.equal(built.ok, true, JSON.stringify(built.diagnostics));
    for (const route of [
      'about.html',
      'notes/2024/05/01/第一场春雨.html',
      'handbook/advanced/deploy.html',
      'handbook/category/进阶.html',
    ])
      assert.ok(existsSync(join(site, 'build', route)), route);
  });

  it('refuses a second run and changes nothing', async () => {
    const site = copyFixture('twice');
    const res1 = await runCli(['migrate', site]);
    assert.equal(res1.code, 0, res1.stderr);
    const before = tree(site);
    const res2 = await runCli(['migrate', site]);
    assert.notEqual(res2.code, 0);
    assert.match(res2.stderr, /blogctl\.config\.ts already exists[\s\S]*MIGRATE_EXISTS/);
    assert.deepEqual(tree(site), before);
  });

  it("takes a medium beside a page as its asset (the bundler's media list), and reports a file it does not know", async () => {
    const site = copyFixture('assets-beside-pages');
    mkdirSync(join(site, 'src', 'pages', 'fonts'));
    for (const name of ['fonts/标题.woff2', 'fonts/正文.ttf', 'poster.avif', 'data.yaml', 'notes.xyz'])
      writeFileSync(join(site, 'src', 'pages', name), 'x');
    const result = await migrate({ site });
    const items = result.report.map((e) => e.item);
    for (const name of ['fonts/标题.woff2', 'fonts/正文.ttf', 'poster.avif', 'data.yaml'])
      assert.ok(!items.includes(`src/pages/${name}`), `${name} reported: ${items.join(', ')}`);
    assert.ok(items.includes('src/pages/notes.xyz'), items.join(', '));
  });

  it('takes docusaurus-plugin-sass as built in, and reports a Sass stylesheet only when the site has no compiler', async () => {
    const withPlugin = (name: string) => {
      const site = copyFixture(name);
      const file = join(site, 'docusaurus.config.js');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(
          'plugins: [zoom, ',
          "plugins: [zoom, ['docusaurus-plugin-sass', { includePaths: ['src/css'] }], 'sass', ",
        ),
      );
      writeFileSync(join(site, 'src', 'pages', 'card.module.scss'), '.card { .title { color: red; } }\n');
      return site;
    };
    const bare = await migrate({ site: withPlugin('sass-plugin') });
    const plugin = bare.report.find((e) => e.item.includes('docusaurus-plugin-sass'));
    assert.ok(plugin, bare.report.map((e) => e.item).join(', '));
    assert.match(
      plugin.why,
      /compiles Sass stylesheets itself, with the site's own `sass` package[^]*Its options \(.*includePaths.*\) are not read/,
    );
    assert.match(plugin.todo ?? '', /keep `sass` in the site's devDependencies/);
    // Docusaurus's shorthand for the same plugin.
    assert.match(
      bare.report.find((e) => / sass$/.test(e.item))?.why ?? bare.report.map((e) => e.item).join(', '),
      /compiles Sass stylesheets itself/,
    );
    const sheet = bare.report.find((e) => e.item === 'src/pages/card.module.scss');
    assert.match(sheet?.why ?? '', /neither is installed here/);
    // With the compiler installed in the site, the stylesheet is simply carried over.
    const site = withPlugin('sass-installed');
    mkdirSync(join(site, 'node_modules'));
    symlinkSync(join(REPO, 'node_modules', 'sass'), join(site, 'node_modules', 'sass'), 'dir');
    const installed = await migrate({ site });
    assert.ok(
      !installed.report.some((e) => e.item === 'src/pages/card.module.scss'),
      installed.report.map((e) => e.item).join(', '),
    );
  });

  it('refuses a folder without a Docusaurus config', async () => {
    const empty = join(tmp, 'not-docusaurus');
    mkdirSync(empty);
    await assert.rejects(migrate({ site: empty }), (e: { code?: string }) => e.code === 'MIGRATE_NOT_DOCUSAURUS');
  });
});

describe('static fallback', () => {
  it('reads the literal values when the config throws, says so, and the result still builds', async () => {
    const site = copyFixture('throws');
    const file = join(site, 'docusaurus.config.js');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace(
        'const year = 2024;',
        "const year = 2024;\nif (year) throw new Error('配置故意出错');",
      ),
    );
    const out = join(tmp, 'throws-out');
    const result = await migrate({ site, out });
    assert.equal(result.configRead.mode, 'static');
    assert.ok(
      result.configRead.mode === 'static' && /threw[^]*配置故意出错/.test(result.configRead.reason),
      JSON.stringify(result.configRead),
    );
    const report = readFileSync(join(out, 'blogctl-migration.md'), 'utf8');
    assert.match(report, /\*\*Static read\.\*\*/);
    assert.match(
      report,
      /`themeConfig\.footer\.copyright \(\d+:\d+\)`/,
      'a template literal with an expression is listed as skipped',
    );
    const c = configOf(out);
    assert.equal(c.title, '山间手记');
    assert.equal(c.blog.routeBasePath, 'notes');
    assert.equal(c.search.indexName, 'shanjian');
    assert.equal(c.footer.copyright, undefined);
    const built = await build({ root: out });
    assert.equal(built.ok, true, JSON.stringify(built.diagnostics));
  });

  it('falls back when evaluating does not finish within the timeout', async () => {
    const site = copyFixture('hangs');
    const file = join(site, 'docusaurus.config.js');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('const year = 2024;', 'const year = 2024;\nwhile (year) {}'),
    );
    const result = await migrate({ site, out: join(tmp, 'hangs-out'), timeoutMs: 1500 });
    assert.equal(result.configRead.mode, 'static');
    assert.match(result.configRead.mode === 'static' ? result.configRead.reason : '', /did not finish within 1\.5 s/);
  });
});

describe('TypeScript and ESM configs', () => {
  it('evaluates a docusaurus.config.ts that imports missing packages, and reads it statically when it throws', async () => {
    const site = join(tmp, 'ts-site');
    mkdirSync(join(site, 'docs'), { recursive: true });
    writeFileSync(join(site, 'docs', 'start.md'), '---\ntitle: 从这里开始\n---\n第一页。\n');
    const source = [
      "import type { Config } from '@docusaurus/types';",
      "import remarkThing from 'remark-not-installed';",
      'const config: Config = {',
      "  title: 'TS 站点',",
      "  url: 'https://ts.example.org/',",
      "  baseUrl: '/docs-site/',",
      "  presets: [['@docusaurus/preset-classic', { docs: { routeBasePath: 'guide', remarkPlugins: [remarkThing] } }]],",
      "  themeConfig: { navbar: { title: 'TS 站点', items: [{ type: 'doc', docId: 'start', label: '开始' }] } },",
      '};',
      'export default config;',
      '',
    ].join('\n');
    writeFileSync(join(site, 'docusaurus.config.ts'), source);
    const first = await migrate({ site, out: join(tmp, 'ts-out') });
    assert.deepEqual(first.configRead, { mode: 'evaluated', stubbed: ['remark-not-installed'] });
    const c = configOf(join(tmp, 'ts-out'));
    assert.equal(c.url, 'https://ts.example.org');
    assert.equal(c.baseUrl, '/docs-site/');
    assert.equal(c.i18n.defaultLocale, 'en', 'Docusaurus defaults to en');
    assert.equal(c.docs.routeBasePath, 'guide');
    assert.equal(c.docs.mainDocId, 'start');
    assert.equal(c.blog.sidebarCount, 5, "Docusaurus's blogSidebarCount default");
    assert.ok(
      first.report.some((e) => e.item === 'presets.classic.docs.remarkPlugins'),
      JSON.stringify(first.report),
    );
    const built = await build({ root: join(tmp, 'ts-out') });
    assert.equal(built.ok, true, JSON.stringify(built.diagnostics));
    assert.ok(existsSync(join(tmp, 'ts-out', 'build', 'guide', 'start', 'index.html')));

    writeFileSync(
      join(site, 'docusaurus.config.ts'),
      source.replace('export default config;', "throw new Error('坏了');\nexport default config;"),
    );
    const second = await migrate({ site, out: join(tmp, 'ts-out-2') });
    assert.equal(second.configRead.mode, 'static');
    assert.equal(configOf(join(tmp, 'ts-out-2')).docs.routeBasePath, 'guide');
  });
});
