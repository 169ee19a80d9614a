// The shipped site, built in memory: every route of the spec exists and lists what it should.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { BuildResult } from '../../src/api/build';
import { buildShippedSite, fileText } from '../helpers/site';

let result: BuildResult;
before(async () => {
  result = await buildShippedSite();
});

const SPEC_ROUTES = [
  'index.html',
  'about/index.html',
  'footprints/index.html',
  'markdown-page/index.html',
  'search/index.html',
  'blog/index.html',
  'blog/page/2/index.html',
  'blog/archive/index.html',
  'blog/authors/index.html',
  'blog/authors/lanshan/index.html',
  'blog/authors/lanshan/authors/2/index.html',
  'blog/tags/index.html',
  'docs/index.html',
  'docs/intro/index.html',
  'docs/Docker/index.html',
  'docs/Docker/dockermariadb/index.html',
  'docs/Kubernetes/index.html',
  'docs/Linux/index.html',
  'docs/Linux/ubuntunotfindip/index.html',
  'docs/Others/index.html',
  '404.html',
  'sitemap.xml',
  'robots.txt',
  'blog/rss.xml',
  'blog/atom.xml',
];
const TAGS = [
  'amtv',
  'annual-summary',
  'blog-migration',
  'breaking-bad',
  'business-trip',
  'comet',
  'concert',
  'daily',
  'keyboard',
  'kindness',
  'phoenix-legend',
  'photography',
  'travel',
];

const articles = (html: string) => (html.match(/<article class="post-preview"/g) ?? []).length;

describe('shipped site build', () => {
  it('succeeds without errors or warnings', () => {
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics, null, 2));
    assert.deepEqual(result.diagnostics, []);
  });

  it('writes every route of the spec', () => {
    const paths = new Set(result.files!.map((f) => f.path));
    for (const p of [...SPEC_ROUTES, ...TAGS.map((t) => `blog/tags/${t}/index.html`)])
      assert.ok(paths.has(p), `missing ${p}`);
  });

  it('has 19 posts under /blog/<Chinese title>, dated 2022-01-01 to 2025-08-04', () => {
    const posts = result.graph!.posts;
    assert.equal(posts.length, 19);
    assert.equal(posts.at(-1)!.date, '2022-01-01');
    assert.equal(posts[0].date, '2025-08-04');
    for (const p of posts) {
      assert.match(p.permalink, /^\/blog\/[\p{Script=Han}A-Za-z0-9-]+$/u);
      assert.ok(p.content.excerptHtml, `${p.source} has a truncate marker`);
      assert.ok(
        fileText(result, `${p.permalink.slice(1)}/index.html`).includes(`<h1 class="post__title">${p.title}</h1>`),
      );
    }
  });

  it('paginates the blog 10 per page: /blog/page/2 lists 9 posts', () => {
    assert.equal(articles(fileText(result, 'blog/index.html')), 10);
    assert.equal(articles(fileText(result, 'blog/page/2/index.html')), 9);
  });

  it("lists the author's second page at /blog/authors/lanshan/authors/2 with 9 posts", () => {
    assert.equal(articles(fileText(result, 'blog/authors/lanshan/index.html')), 10);
    assert.equal(articles(fileText(result, 'blog/authors/lanshan/authors/2/index.html')), 9);
  });

  it('lists on each tag page exactly the posts carrying that tag', () => {
    for (const tag of TAGS) {
      const expected = result
        .graph!.posts.filter((p) => p.tags.includes(tag))
        .map((p) => p.permalink)
        .sort();
      assert.ok(expected.length > 0, `tag ${tag} is used`);
      const html = fileText(result, `blog/tags/${tag}/index.html`);
      const listed = [...html.matchAll(/<h2 class="post-preview__title"><a href="([^"]+)"/g)].map((m) => m[1]).sort();
      assert.deepEqual(listed, expected, tag);
    }
  });

  it('renders the seven docs with the shared sidebar', () => {
    assert.equal(result.graph!.docs.length, 7);
    const html = fileText(result, 'docs/Docker/dockermariadb/index.html');
    assert.match(html, /<nav class="menu" aria-label="文档侧边栏">/);
    assert.match(html, /<nav class="breadcrumbs"/);
  });

  it('sets head metadata: title with |, canonical, og:url, hreflang, generator', () => {
    const html = fileText(result, 'docs/intro/index.html');
    assert.match(html, /<html lang="zh-CN" dir="ltr"/);
    assert.match(html, /<title>运维笔记简介 \| 蓝山的博客<\/title>/);
    assert.match(html, /<link rel="canonical" href="https:\/\/blog\.lanshan\.example\/docs\/intro">/);
    assert.match(html, /<meta property="og:url" content="https:\/\/blog\.lanshan\.example\/docs\/intro">/);
    assert.match(html, /<link rel="alternate" hreflang="zh-CN" href="[^"]+">/);
    assert.match(html, /<link rel="alternate" hreflang="x-default" href="[^"]+">/);
    assert.match(html, /<meta name="generator" content="blogctl \d+\.\d+\.\d+">/);
  });

  it('marks the not-found and search pages noindex', () => {
    assert.match(fileText(result, '404.html'), /<meta name="robots" content="noindex, nofollow">/);
    assert.match(fileText(result, 'search/index.html'), /<meta name="robots" content="noindex, nofollow">/);
  });

  it('uses semantic HTML and <time datetime> for dates', () => {
    const html = fileText(result, 'blog/index.html');
    for (const tag of ['<header', '<nav', '<main', '<footer', '<article', '<time dateTime='])
      assert.ok(html.includes(tag.replace('dateTime', 'datetime')) || html.includes(tag), `has ${tag}`);
  });

  it('writes feeds and a sitemap with encoded URLs', () => {
    const rss = fileText(result, 'blog/rss.xml');
    assert.equal((rss.match(/<item>/g) ?? []).length, 19);
    const sitemap = fileText(result, 'sitemap.xml');
    assert.match(sitemap, /<loc>https:\/\/blog\.lanshan\.example\/blog\/%E/);
    assert.ok(!sitemap.includes('/404.html'));
  });

  it('content-hashes the JS and CSS assets', () => {
    const html = fileText(result, 'index.html');
    assert.match(html, /<script type="module" src="\/assets\/js\/main-[A-Z0-9]{8}\.js">/);
    assert.match(html, /<link rel="stylesheet" href="\/assets\/css\/styles-[A-Z0-9]{8}\.css">/);
  });
});
