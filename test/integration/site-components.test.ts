// A site's own React code (test/fixtures/sites/components): components imported in MDX through `@site/` and a
// relative path render on the server into island containers, each module gets its own browser chunk (and CSS)
// that only the pages showing it reference, no raw import text or placeholder reaches a page, and a
// `pages/*.tsx` page renders with the site data its hooks read (and only that data in the page).
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { fileText, fixtureSite } from '../helpers/site';

let result: BuildResult;
before(async () => {
  result = await build({ root: fixtureSite('components'), write: false, cache: false });
});

const visible = (html: string) => html.replace(/<script id="__BLOGCTL_DATA__"[\s\S]*?<\/script>/, '');
const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const modulesOf = (html: string) =>
  [...new Set([...html.matchAll(/data-module="([0-9a-f]+)"/g)].map((m) => m[1]))].sort();

describe('site components fixture', () => {
  it('builds without any diagnostic', () => {
    assert.deepEqual(result.diagnostics, []);
    assert.equal(result.ok, true);
  });

  it('renders imported components on the server, with literal props and Markdown children, and no raw MDX', () => {
    const post = visible(fileText(result, 'blog/计数器/index.html'));
    assert.match(
      post,
      /<div class="site-island" data-mdx-island="site" data-module="[0-9a-f]+" data-export="default" data-props="\{&quot;start&quot;:3,&quot;label&quot;:&quot;点击次数&quot;\}"><button type="button" class="site-counter">点击次数<!-- -->：<span class="site-counter__value">3<\/span><\/button><\/div>/,
    );
    // A named import used inside a paragraph: a <span> island, its children passed as `children`.
    assert.match(
      post,
      /<p>段落中间也能放组件：<span class="site-island" data-mdx-island="site" data-module="[0-9a-f]+" data-export="Badge"[^>]*><span class="site-badge site-badge--info"><span data-mdx-children="">新<\/span><\/span><\/span>，后面的文字照常显示。<\/p>/,
    );
    const doc = visible(fileText(result, 'docs/组件/卡片/index.html'));
    assert.match(
      doc,
      /<h3 class="site-card__title">旅行清单<\/h3><div class="site-card__body"><div data-mdx-children=""><ul>\n<li>护照和<strong>车票<\/strong><\/li>/,
    );
    for (const f of result.files!.filter((x) => x.path.endsWith('.html') || x.path.endsWith('.xml'))) {
      const text = f.text();
      for (const raw of [
        'import Counter',
        'import Card',
        'import {',
        'blogctl-island',
        '<Counter',
        '&lt;Counter',
        '<Card ',
        '<Badge',
      ])
        assert.ok(!text.includes(raw), `${f.path} shows ${raw}`);
    }
  });

  it('gives every module its own chunk, referenced only by the pages that show it', () => {
    const post = fileText(result, 'blog/计数器/index.html');
    const doc = fileText(result, 'docs/组件/卡片/index.html');
    const page = fileText(result, 'dashboard/index.html');
    const plain = fileText(result, 'blog/散步/index.html');
    const [counter, badge] = modulesOf(visible(post));
    assert.equal(modulesOf(visible(post)).length, 2);
    const [card] = modulesOf(visible(doc));
    const [dashboard] = modulesOf(visible(page));
    const ids = [counter, badge, card, dashboard];
    assert.equal(new Set(ids).size, 4);
    const paths = result.files!.map((f) => f.path);
    assert.equal(
      paths.filter((p) => /^assets\/js\/site-[0-9a-f]+-[A-Z0-9]+\.js$/.test(p)).length,
      5,
      'Counter, Badge, Card, dashboard.tsx, links.jsx',
    );
    for (const id of ids)
      assert.equal(
        paths.filter((p) => new RegExp(`^assets/js/site-${id}-[A-Z0-9]+\\.js$`).test(p)).length,
        1,
        `one chunk for ${id}`,
      );
    // The component's stylesheet is bundled, and linked by the doc that shows the card only.
    const css = paths.find((p) => new RegExp(`^assets/css/site-${card}-[A-Z0-9]+\\.css$`).test(p));
    assert.ok(css);
    assert.match(result.files!.find((f) => f.path === css)!.text(), /\.site-card--warm\{background:#fff4de\}/);
    assert.ok(doc.includes(`<link rel="stylesheet" href="/${css}">`));
    for (const html of [post, page, plain]) assert.ok(!html.includes(css!));
    // A page without site components names none, and no site chunk is preloaded anywhere.
    assert.deepEqual(modulesOf(plain), []);
    for (const f of result.files!.filter((x) => x.path.endsWith('.html')))
      assert.doesNotMatch(f.text(), /modulepreload" href="\/assets\/js\/site-/, f.path);
  });

  it("the components use blogctl's React: the browser chunks import no React of their own", () => {
    for (const f of result.files!.filter((x) => /^assets\/js\/site-/.test(x.path))) {
      const js = f.text();
      assert.doesNotMatch(js, /react\.element|Minified React error|reactjs\.org/, f.path);
    }
  });

  it('renders the React page with the data its hooks read, and carries only that data', () => {
    const html = fileText(result, 'dashboard/index.html');
    assert.match(html, /<title>站点概览 \| 组件测试站<\/title>/);
    assert.match(html, /<meta name="description" content="用 React 写的页面">/);
    const body = visible(html);
    assert.match(
      body,
      /<section class="dashboard"><h1>组件测试站<!-- --> 概览<\/h1><p class="dashboard__count">共 <!-- -->2<!-- --> 篇文章，<!-- -->2<!-- --> 个标签<\/p><button type="button" class="dashboard__toggle">展开文章<\/button><\/section>/,
    );
    assert.equal(body.match(/<h1[\s>]/g)?.length, 1);
    const hooks = JSON.parse(unescape(/data-hooks="([^"]*)"/.exec(body)![1])) as Record<string, unknown>;
    assert.deepEqual(Object.keys(hooks).sort(), ['config', 'posts', 'tags']);
    assert.deepEqual(
      (hooks.posts as { title: string; permalink: string }[]).map((p) => [p.title, p.permalink]),
      [
        ['傍晚散步', '/blog/散步'],
        ['会动的计数器', '/blog/计数器'],
      ],
    );
    // A .jsx page reading useDocs() carries the docs only.
    const links = visible(fileText(result, 'links/index.html'));
    assert.match(links, /<title>文档索引 \| 组件测试站<\/title>/);
    assert.match(
      links,
      /<ul class="doc-links"><li><a href="\/docs\/intro">开始<\/a><\/li><li><a href="\/docs\/组件\/卡片">卡片组件<\/a><\/li><\/ul>/,
    );
    assert.deepEqual(Object.keys(JSON.parse(unescape(/data-hooks="([^"]*)"/.exec(links)![1])) as object), ['docs']);
    // Components that read no site data carry none.
    assert.doesNotMatch(visible(fileText(result, 'blog/计数器/index.html')), /data-hooks=/);
  });

  it("builds the same from a folder outside blogctl that has no node_modules (React is blogctl's)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'blogctl-components-'));
    try {
      cpSync(fixtureSite('components'), dir, { recursive: true, filter: (src) => !src.includes('.blogctl') });
      const copy = await build({ root: dir, write: false, cache: false });
      assert.deepEqual(copy.diagnostics, []);
      // The page content is the same (asset names differ: esbuild's hashes include the paths from the site).
      // (A Markdown page's body, or a React page, laid out over the full width.)
      const content = (html: string) =>
        /<div class="markdown[\s\S]*?<\/article>|<div class="react-page"[\s\S]*?<\/main>/.exec(visible(html))![0];
      assert.equal(
        content(fileText(copy, 'blog/计数器/index.html')),
        content(fileText(result, 'blog/计数器/index.html')),
      );
      assert.equal(content(fileText(copy, 'dashboard/index.html')), content(fileText(result, 'dashboard/index.html')));
      assert.match(content(fileText(copy, 'dashboard/index.html')), /共 <!-- -->2<!-- --> 篇文章/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
