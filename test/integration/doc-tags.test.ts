// Docs tags, as Docusaurus's docs plugin has them: a doc's front matter `tags` show under the doc and link to
// `/docs/tags/<tag>` (the docs with the tag, by title), `/docs/tags` lists every tag with its count; the docs
// folder's own tags.yml labels them and (docs.onInlineTags) decides about tags it does not define; unlisted
// docs stay off the tag pages; a site whose docs have no tags gets no docs tag pages.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { fileText } from '../helpers/site';
import { miniSite, removeMiniSites } from '../helpers/mini-site';

after(removeMiniSites);

const doc = (fields: string, body = '正文。') => `---\n${fields}\n---\n\n${body}\n`;
const site = {
  'content/docs/intro.md': doc('title: 开始\ntags: [入门, docker]'),
  'content/docs/compose.md': doc('title: Compose 编排\ndescription: 多个容器一起跑\ntags: [docker]'),
  'content/docs/kubectl.md': doc('title: Kubectl 速查\ntags: [k8s]'),
  'content/docs/hidden.md': doc('title: 不公开\nunlisted: true\ntags: [docker]'),
  'content/docs/plain.md': doc('title: 没有标签'),
  'content/docs/tags.yml':
    'docker:\n  label: Docker\n  description: 容器相关的文档\n  permalink: /container\nk8s:\n  label: Kubernetes\n入门:\n  label: 入门\n',
  'content/blog/2024-03-01-a.md': '---\ntitle: 文章\ntags: [docker]\n---\n\n摘要。\n\n<!-- truncate -->\n',
};
const CONFIG = { title: '测试站', url: 'https://example.com' };
const body = (html: string) => html.replace(/<script id="__BLOGCTL_DATA__"[\s\S]*?<\/script>/, '');

let result: BuildResult;
before(async () => {
  const { root } = miniSite(site);
  result = await build({ root, config: CONFIG, write: false, cache: false });
});

describe('docs tags', () => {
  it('builds without errors and reads the docs folder tags.yml', () => {
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    assert.ok(
      !result.diagnostics.some((d) => d.code === 'FRONT_MATTER_UNSUPPORTED'),
      JSON.stringify(result.diagnostics),
    );
  });

  it('shows a doc tags under it, linking to the docs tag pages (the tags.yml permalink and label)', () => {
    const html = body(fileText(result, 'docs/intro/index.html'));
    assert.match(html, /<a href="\/docs\/tags\/container" data-internal="" class="tag" rel="tag">Docker<\/a>/);
    assert.match(html, /<a href="\/docs\/tags\/入门" data-internal="" class="tag" rel="tag">入门<\/a>/);
    assert.doesNotMatch(body(fileText(result, 'docs/plain/index.html')), /class="tag-chips"/);
  });

  it('lists each tag with its count on /docs/tags, unlisted docs left out', () => {
    const html = body(fileText(result, 'docs/tags/index.html'));
    assert.match(
      html,
      /<a href="\/docs\/tags\/container" data-internal="" class="tag" rel="tag" title="容器相关的文档">Docker<span class="tag__count">2<\/span><\/a>/,
    );
    assert.match(
      html,
      /href="\/docs\/tags\/k8s" data-internal="" class="tag" rel="tag">Kubernetes<span class="tag__count">1<\/span>/,
    );
    // Sorted by label as the site's locale sorts them.
    const labels = [...html.matchAll(/rel="tag"[^>]*>([^<]+)<span/g)].map((m) => m[1]);
    assert.deepEqual(labels, ['Docker', 'Kubernetes', '入门'].sort(new Intl.Collator('zh-CN').compare));
  });

  it('lists the docs of a tag by title, with their descriptions and a link to every tag', () => {
    const html = body(fileText(result, 'docs/tags/container/index.html'));
    assert.match(html, /<h1>2 篇文档带有标签「Docker」<\/h1>/);
    assert.match(html, /<p>容器相关的文档<\/p>/);
    const titles = [...html.matchAll(/<span class="card__title">([^<]+)<\/span>/g)].map((m) => m[1]);
    assert.deepEqual(titles, ['Compose 编排', '开始'].sort(new Intl.Collator('zh-CN').compare));
    assert.match(html, /<span class="card__description">多个容器一起跑<\/span>/);
    assert.doesNotMatch(html, /不公开/);
    assert.match(html, /<a href="\/docs\/tags" data-internal="">查看所有标签<\/a>/);
    assert.match(fileText(result, 'docs/tags/container/index.html'), /<title>2 篇文档带有标签「Docker」/);
  });

  it('keeps the blog tags apart: the blog tag page lists the post only', () => {
    const html = body(fileText(result, 'blog/tags/docker/index.html'));
    assert.match(html, /文章/);
    assert.doesNotMatch(html, /Compose 编排/);
  });

  it('lists the tag pages in the sitemap', () => {
    const sitemap = fileText(result, 'sitemap.xml');
    assert.match(sitemap, /https:\/\/example\.com\/docs\/tags\/container</);
    assert.match(sitemap, /https:\/\/example\.com\/docs\/tags</);
  });
});

describe('docs tags without pages and with undeclared tags', () => {
  it('makes no docs tag pages when no doc has tags', async () => {
    const { root } = miniSite({ 'content/docs/intro.md': doc('title: 开始') });
    const r = await build({ root, config: CONFIG, write: false, cache: false });
    assert.equal(r.ok, true);
    assert.ok(!r.files?.some((f) => f.path.startsWith('docs/tags')), 'no docs tag pages');
  });

  it('a tag the docs tags.yml does not define fails at its line by default, and is used as written with onInlineTags: warn', async () => {
    const files = {
      'content/docs/intro.md': doc('title: 开始\ntags:\n  - docker\n  - 新标签'),
      'content/docs/tags.yml': 'docker:\n  label: Docker\n',
    };
    const strict = await build({ root: miniSite(files).root, config: CONFIG, write: false, cache: false });
    assert.equal(strict.ok, false);
    const d = strict.diagnostics.find((x) => x.code === 'CONTENT_UNKNOWN_TAG');
    assert.ok(d, JSON.stringify(strict.diagnostics));
    assert.equal(d.loc?.line, 5);
    assert.match(d.loc?.file ?? '', /content\/docs\/intro\.md$/);
    assert.match(d.text, /docs\/tags\.yml/);

    const lax = await build({
      root: miniSite(files).root,
      config: { ...CONFIG, docs: { onInlineTags: 'warn' } },
      write: false,
      cache: false,
    });
    assert.equal(lax.ok, true, JSON.stringify(lax.diagnostics.filter((x) => x.severity === 'error')));
    const w = lax.diagnostics.find((x) => x.code === 'CONTENT_UNKNOWN_TAG');
    assert.equal(w?.severity, 'warning');
    assert.match(w?.text ?? '', /docs\.onInlineTags/);
    assert.match(body(fileText(lax, 'docs/tags/新标签/index.html')), /1 篇文档带有标签「新标签」/);
  });

  it('takes docs.tagsBasePath', async () => {
    const { root } = miniSite({ 'content/docs/intro.md': doc('title: 开始\ntags: [a]') });
    const r = await build({
      root,
      config: { ...CONFIG, docs: { tagsBasePath: 'labels' } },
      write: false,
      cache: false,
    });
    assert.equal(r.ok, true);
    assert.match(body(fileText(r, 'docs/labels/a/index.html')), /1 篇文档带有标签「a」/);
    assert.match(body(fileText(r, 'docs/intro/index.html')), /href="\/docs\/labels\/a"/);
  });
});
