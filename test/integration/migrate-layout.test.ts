// `blogctl migrate` keeps a Docusaurus site's content where it is (issue 14): the config names the blog, docs
// and pages folders ("./blog" …) and the static folders, and carries the site's onBrokenLinks,
// onBrokenMarkdownLinks (also under markdown.hooks), onBrokenAnchors and onDuplicateRoutes; posts in
// subfolders of blog/ build at their Docusaurus URLs; nothing of the source site changes.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { migrate } from '../../src/index';
import { migratedConfig } from '../helpers/migrated-config';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-migrate-layout-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

function site(name: string, config: string): string {
  const root = join(tmp, name);
  const files: Record<string, string> = {
    'docusaurus.config.js': config,
    'blog/authors.yml': 'xiaolin:\n  name: 小林\n',
    'blog/2023/旧城墙.md':
      '---\ntitle: 沿着旧城墙走一圈\ndate: 2023-10-03\nauthors: [xiaolin]\n---\n国庆假期人不多，城墙上风很大。\n\n<!-- truncate -->\n\n走到南门的时候天已经黑了。\n',
    'blog/2024/02/14/灯会.md':
      '---\ntitle: 元宵灯会\nauthors: [xiaolin]\n---\n今年的灯会比去年热闹，兔子灯换成了龙灯。\n\n<!-- truncate -->\n\n排队买元宵排了半个小时。\n',
    'blog/随笔/雨天/index.md':
      '---\ntitle: 雨天\ndate: 2024-05-06\nauthors: [xiaolin]\n---\n下雨天适合在家整理照片。\n\n<!-- truncate -->\n\n整理到一半睡着了。\n',
    'docs/intro.md': '---\ntitle: 开始\n---\n这里是手册的第一页。\n',
    'src/pages/about.md': '---\ntitle: 关于我\n---\n一个喜欢走路的人。\n',
    'static/img/a.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    'assets/files/清单.txt': '雨伞、水杯、充电宝\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
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

const configOf = migratedConfig;

const CONFIG = `module.exports = {
  title: '走路的人',
  url: 'https://walk.example.org',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'ignore',
  onDuplicateRoutes: 'log',
  markdown: { hooks: { onBrokenMarkdownLinks: 'ignore' } },
  staticDirectories: ['static', 'assets'],
  i18n: { defaultLocale: 'zh-CN', locales: ['zh-CN'] },
  presets: [['classic', { docs: { routeBasePath: 'manual' }, blog: { showReadingTime: false } }]],
};
`;

describe('migrate keeps the content in place', () => {
  it('in place: names the folders and the static folders, carries the reporting rules, and builds subfolder posts', async () => {
    const root = site('in-place', CONFIG);
    const before = tree(root);
    const result = await migrate({ site: root });
    assert.equal(result.configRead.mode, 'evaluated');
    const c = configOf(root);
    assert.equal(c.blog.path, './blog');
    assert.equal(c.docs.path, './docs');
    assert.deepEqual(c.pages, { path: './src/pages' });
    assert.deepEqual(c.staticDirectories, ['static', 'assets']);
    assert.equal(c.contentDir, undefined);
    assert.deepEqual(
      [c.onBrokenLinks, c.onBrokenMarkdownLinks, c.onBrokenAnchors, c.onDuplicateRoutes],
      ['warn', 'ignore', 'ignore', 'log'],
    );
    assert.ok(
      !result.report.some((e) => /onBroken|onDuplicate|staticDirectories|markdown\.hooks/.test(e.item)),
      JSON.stringify(result.report),
    );
    const after = tree(root);
    assert.deepEqual(
      Object.keys(after)
        // The first build keeps its caches in .blogctl/, blogctl's own folder (issue 30).
        .filter((k) => !(k in before) && !/^\.blogctl(\/|$)/.test(k))
        .sort(),
      ['blogctl-migration.md', 'blogctl.config.ts'],
    );
    for (const [k, v] of Object.entries(before)) assert.equal(after[k], v, `${k} changed`);

    const built = await build({ root });
    assert.equal(built.ok, true, JSON.stringify(built.diagnostics));
    for (const route of [
      'blog/2023/旧城墙/index.html',
      'blog/2024/02/14/灯会/index.html',
      'blog/随笔/雨天/index.html',
      'manual/intro/index.html',
      'about/index.html',
      'img/a.svg',
      'files/清单.txt',
    ]) {
      assert.ok(existsSync(join(root, 'build', route)), `missing ${route}`);
    }
  });

  it('--out copies the same layout, so the same config builds there', async () => {
    const root = site('source', CONFIG);
    const before = tree(root);
    const out = join(tmp, 'copy');
    await migrate({ site: root, out });
    assert.deepEqual(tree(root), before, 'the source site is unchanged');
    const c = configOf(out);
    assert.equal(c.blog.path, './blog');
    assert.deepEqual(c.staticDirectories, ['static', 'assets']);
    for (const f of [
      'blog/2023/旧城墙.md',
      'blog/随笔/雨天/index.md',
      'docs/intro.md',
      'src/pages/about.md',
      'static/img/a.svg',
      'assets/files/清单.txt',
    ])
      assert.ok(existsSync(join(out, f)), f);
    const built = await build({ root: out });
    assert.equal(built.ok, true, JSON.stringify(built.diagnostics));
    assert.ok(existsSync(join(out, 'build', 'blog', '随笔', '雨天', 'index.html')));
  });

  it('reports a reporting rule given as a function, and leaves blogctl strict there', async () => {
    const root = site('fn-rule', CONFIG.replace("onBrokenLinks: 'warn',", 'onBrokenLinks: () => undefined,'));
    const result = await migrate({ site: root, out: join(tmp, 'fn-out') });
    assert.ok(
      result.report.some((e) => e.item === 'onBrokenLinks'),
      JSON.stringify(result.report),
    );
    assert.equal(configOf(join(tmp, 'fn-out')).onBrokenLinks, undefined);
  });

  it("writes Docusaurus's defaults for the rules a site leaves unset, and keeps a blog at the site root", async () => {
    const plain = CONFIG.replace(/  on(BrokenLinks|BrokenAnchors|DuplicateRoutes): '\w+',\n/g, '')
      .replace("  markdown: { hooks: { onBrokenMarkdownLinks: 'ignore' } },\n", '')
      .replace('blog: { showReadingTime: false }', "blog: { showReadingTime: false, routeBasePath: '/' }");
    assert.doesNotMatch(plain, /onBroken|onDuplicate/);
    const root = site('defaults', plain);
    const result = await migrate({ site: root, out: join(tmp, 'defaults-out') });
    const c = configOf(join(tmp, 'defaults-out'));
    // Docusaurus 3: links throw, Markdown links, anchors and duplicate routes warn.
    assert.deepEqual(
      [c.onBrokenLinks, c.onBrokenMarkdownLinks, c.onBrokenAnchors, c.onDuplicateRoutes],
      [undefined, 'warn', 'warn', 'warn'],
    );
    // Docusaurus's blog-only mode: the blog's first list page is the home page.
    assert.equal(c.blog.routeBasePath, '/');
    assert.ok(!result.report.some((e) => /routeBasePath/.test(e.item)), JSON.stringify(result.report));
    const built = await build({ root: join(tmp, 'defaults-out'), write: false, cache: false });
    assert.equal(built.ok, true, JSON.stringify(built.diagnostics.filter((d) => d.severity === 'error')));
    const paths = built.files!.map((f) => f.path);
    for (const p of ['index.html', '2024/02/14/灯会/index.html', 'archive/index.html', 'tags/index.html', 'rss.xml'])
      assert.ok(paths.includes(p), p);
    assert.match(built.files!.find((f) => f.path === 'index.html')!.text(), /href="\/2024\/02\/14\/灯会"/);
  });

  it('names the main doc by the id the docs will have: front matter id in its folder, number prefixes stripped', async () => {
    const root = site('main-doc', CONFIG);
    rmSync(join(root, 'docs', 'intro.md'));
    mkdirSync(join(root, 'docs', '02-basics', '01-html'), { recursive: true });
    writeFileSync(join(root, 'docs', '02-basics', '01-html', 'index.md'), '---\nid: h5\ntitle: 前言\n---\n正文。\n');
    writeFileSync(join(root, 'docs', '03-later.md'), '---\ntitle: 以后\n---\n正文。\n');
    const copy = join(tmp, 'main-doc-out');
    await migrate({ site: root, out: copy });
    assert.equal(configOf(copy).docs.mainDocId, 'basics/html/h5');
    const built = await build({ root: copy, write: false, cache: false });
    assert.equal(built.ok, true, JSON.stringify(built.diagnostics.filter((d) => d.severity === 'error')));
  });

  it('copies the other top-level folders site code imports from, but not dependencies or build output', async () => {
    const root = site('extra-folders', CONFIG);
    const extra: Record<string, string> = {
      'components/doc/Card.tsx':
        'export default function Card({ title }: { title: string }) {\n  return <div className="card">{title}</div>;\n}\n',
      'docs/guide.mdx':
        '---\ntitle: 指南\n---\n\nimport Card from \'../components/doc/Card\';\n\n<Card title="出发前" />\n',
      'node_modules/left-pad/index.js': 'module.exports = 1;\n',
      'build/index.html': '<html></html>\n',
      '.docusaurus/registry.js': 'export default {};\n',
    };
    for (const [path, text] of Object.entries(extra)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const copy = join(tmp, 'extra-out');
    await migrate({ site: root, out: copy });
    assert.ok(existsSync(join(copy, 'components', 'doc', 'Card.tsx')));
    for (const skipped of ['node_modules', 'build', '.docusaurus'])
      assert.ok(!existsSync(join(copy, skipped)), skipped);
    const built = await build({ root: copy, write: false, cache: false });
    assert.equal(built.ok, true, JSON.stringify(built.diagnostics.filter((d) => d.severity === 'error')));
    assert.match(
      built.files!.find((f) => f.path === 'manual/guide/index.html')!.text(),
      /<div class="card">出发前<\/div>/,
    );
  });
});
