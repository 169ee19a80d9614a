// The built-in engine: matching (Chinese, mixed, prefix, typo), ranking (exact title first), filters,
// and the hosted-provider hit shape (highlight/snippet with <mark>, nbHits, queryID, paging).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { serializeIndex } from '../../../src/search/local-index';
import { pageRecords } from '../../../src/search/records';
import { SearchEngine } from '../../../src/shared/search/engine';

const pages = [
  {
    url: '/blog/a',
    tag: 'default',
    lvl0: '博客',
    title: '夏夜的 livehouse',
    html: '<p>和去年那场凤凰传奇演唱会相比，这里没有几万人。</p>',
  },
  {
    url: '/blog/b',
    tag: 'default',
    lvl0: '博客',
    title: '凤凰传奇演唱会：一场全民合唱',
    html: '<h2 id="入场之前">入场之前</h2><p>终于抢到了凤凰传奇的票。</p>',
  },
  { url: '/blog/c', tag: 'default', lvl0: '博客', title: '凤凰传奇', html: '<p>一个标题完全一样的页面。</p>' },
  {
    url: '/docs/d',
    tag: 'docs-default-current',
    lvl0: 'Docker',
    title: '用 Docker 部署 MariaDB',
    html: '<p>MariaDB 是 MySQL 的一个社区分支 &lt;fork&gt;。</p><pre><code>docker run mariadb</code></pre>',
  },
];
const engine = new SearchEngine(JSON.parse(JSON.stringify(serializeIndex(pages.flatMap((p) => pageRecords(p))))));
const titles = (q: string, extra = {}) =>
  engine.search({ query: q, ...extra }).hits.map((h) => `${h.type}:${h.hierarchy.lvl1}`);

describe('SearchEngine', () => {
  it('ranks the exact title match first, then the page record over its paragraphs', () => {
    const t = titles('凤凰传奇');
    assert.equal(t[0], 'lvl1:凤凰传奇');
    assert.ok(t.indexOf('lvl1:凤凰传奇演唱会：一场全民合唱') < t.indexOf('content:凤凰传奇演唱会：一场全民合唱'));
    assert.ok(t.indexOf('lvl1:凤凰传奇演唱会：一场全民合唱') < t.indexOf('content:夏夜的 livehouse'));
    assert.ok(t.includes('content:夏夜的 livehouse'));
  });

  it('finds Chinese words however the segmenter split them (substring through bigrams)', () => {
    assert.ok(titles('唱会').includes('lvl1:凤凰传奇演唱会：一场全民合唱'));
    assert.ok(titles('全民合唱').length > 0);
    assert.deepEqual(titles('不存在的词'), []);
  });

  it('handles mixed queries, prefixes and typos in English words', () => {
    assert.equal(titles('Docker 部署')[0], 'lvl1:用 Docker 部署 MariaDB');
    assert.ok(titles('mari').includes('lvl1:用 Docker 部署 MariaDB'));
    assert.ok(titles('dokcer').includes('lvl1:用 Docker 部署 MariaDB'));
    assert.ok(titles('mysqll').length > 0);
    assert.deepEqual(titles('postgres'), []);
  });

  it('returns hits in the hosted shape: escaped highlights, snippets, nbHits, queryID', () => {
    const res = engine.search({
      query: 'fork',
      attributesToSnippet: ['content:5'],
      snippetEllipsisText: '…',
      clickAnalytics: true,
      attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'],
    });
    assert.equal(res.nbHits, 1);
    assert.match(res.queryID!, /^[0-9a-f]{32}$/);
    const hit = res.hits[0];
    assert.equal(hit._highlightResult!.content!.value, 'MariaDB 是 MySQL 的一个社区分支 &lt;<mark>fork</mark>&gt;。');
    assert.equal(hit._highlightResult!.content!.matchLevel, 'full');
    assert.match(hit._snippetResult!.content!.value, /^….*<mark>fork<\/mark>/);
    assert.equal(hit.url, '/docs/d');
    assert.equal('lvl2' in hit.hierarchy, false);
  });

  it('filters by the contextual tags and pages through results', () => {
    const docsOnly = engine.search({
      query: '凤凰传奇',
      facetFilters: ['language:zh-CN', ['docusaurus_tag:docs-default-current']],
    });
    assert.equal(docsOnly.nbHits, 0);
    const all = engine.search({
      query: '凤凰传奇',
      facetFilters: ['language:zh-CN', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    const p0 = engine.search({ query: '凤凰传奇', hitsPerPage: 2, page: 0 });
    const p1 = engine.search({ query: '凤凰传奇', hitsPerPage: 2, page: 1 });
    assert.equal(p0.nbPages, Math.ceil(all.nbHits / 2));
    assert.deepEqual(
      [...p0.hits, ...p1.hits].map((h) => h.objectID),
      all.hits.slice(0, 4).map((h) => h.objectID),
    );
  });
});

describe('SearchEngine ranking across pages (issue 16 point 15)', () => {
  // A category page titled exactly like the query with many body mentions, a page whose title contains
  // the query, and a page that only mentions it once in its body.
  const body = Array.from(
    { length: 8 },
    (_, i) => `<h2 id="s${i}">第 ${i} 节</h2><p>这里再说一次 Docker 的第 ${i} 个用法。</p>`,
  ).join('');
  const site = [
    {
      url: '/docs/docker/',
      tag: 'docs-default-current',
      lvl0: 'Docker',
      title: 'Docker',
      html: `<p>Docker 相关的文档。</p>${body}`,
    },
    {
      url: '/docs/docker/mariadb',
      tag: 'docs-default-current',
      lvl0: 'Docker',
      title: '用 Docker 部署 MariaDB',
      html: '<p>一步一步部署数据库。</p>',
    },
    { url: '/blog/x', tag: 'default', lvl0: '博客', title: '随笔', html: '<p>顺便提到了 Docker。</p>' },
  ];
  const e = new SearchEngine(JSON.parse(JSON.stringify(serializeIndex(site.flatMap((p) => pageRecords(p))))));
  const res = e.search({ query: 'docker', hitsPerPage: 50 });
  const urls = res.hits.map((h) => h.url.split('#')[0]);

  it('ranks a page whose title matches above repeated body matches of one page', () => {
    assert.equal(urls[0], '/docs/docker/');
    assert.equal(urls[1], '/docs/docker/mariadb');
    assert.equal(res.hits[1].type, 'lvl1');
  });

  it('keeps at most the best few hits of one page, and counts only those', () => {
    const perPage = new Map<string, number>();
    for (const u of urls) perPage.set(u, (perPage.get(u) ?? 0) + 1);
    assert.equal(perPage.get('/docs/docker/'), 3);
    assert.ok(urls.includes('/blog/x'));
    assert.equal(res.nbHits, res.hits.length);
    // The category page's kept hits are its best: the page record first.
    assert.equal(res.hits[0].type, 'lvl1');
  });

  it("takes Algolia's distinct: a number caps hits per page, true keeps one, false keeps them all", () => {
    const count = (distinct: boolean | number) => {
      const r = e.search({ query: 'docker', hitsPerPage: 50, distinct });
      return {
        docker: r.hits.filter((h) => h.url.split('#')[0] === '/docs/docker/').length,
        nbHits: r.nbHits,
        hits: r.hits.length,
      };
    };
    assert.equal(count(1).docker, 1);
    assert.equal(count(true).docker, 1);
    assert.equal(count(5).docker, 5);
    const all = count(false);
    assert.ok(all.docker > 8, `every body match of the page is kept, got ${all.docker}`);
    assert.equal(all.nbHits, all.hits);
  });
});
