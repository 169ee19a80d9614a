// Issue 19: the shipped site (plus a fixture post with a front-matter og:image, raw HTML links, images and
// a srcset) built in the six deploy shapes — baseUrl `/` and `/sub/` × trailingSlash unset/true/false —
// served the way GitHub Pages serves it and crawled: every link, asset, srcset entry, the URL the client router fetches each route from (its HTML, which embeds
// the route data: no page-data.json is written), the
// search index with its hits, sitemap entries and feed items must answer 200, inside the base; with
// trailingSlash set, none may need a redirect. Each shape is built once.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import fg from 'fast-glob';
import { buildShape, crawlSite, shippedSiteCopy, startPagesServer, type CrawlReport } from '../helpers/gh-pages';

let site: { root: string; remove: () => void };
const outputs: { remove: () => void }[] = [];
before(() => {
  site = shippedSiteCopy();
});
after(() => {
  for (const x of [site, ...outputs]) x?.remove();
});

const show = (list: { url: string; from: string; detail: string }[]) =>
  list
    .slice(0, 15)
    .map((p) => `${p.url} (from ${p.from}: ${p.detail})`)
    .join('\n');

for (const baseUrl of ['/', '/sub/']) {
  for (const trailingSlash of [undefined, true, false] as const) {
    describe(`baseUrl ${baseUrl}, trailingSlash ${String(trailingSlash)}`, () => {
      let outDir: string;
      let report: CrawlReport;
      let served: Set<string>;
      before(async () => {
        const out = await buildShape(site.root, baseUrl, trailingSlash);
        outputs.push(out);
        outDir = out.outDir;
        const server = await startPagesServer(outDir, baseUrl);
        try {
          report = await crawlSite({
            origin: server.origin,
            base: baseUrl,
            siteUrl: 'https://blog.lanshan.example',
            trailingSlash,
            feeds: ['/blog/rss.xml', '/blog/atom.xml'],
          });
          served = new Set(server.log.filter((l) => l.status === 200 && l.file).map((l) => l.file!));
        } finally {
          await server.close();
        }
      });

      it('pages are written as the setting says (x.html for false, x/index.html otherwise)', () => {
        const post = 'blog/老城区的一个下午';
        if (trailingSlash === false) {
          assert.ok(existsSync(join(outDir, `${post}.html`)), `${post}.html`);
          assert.ok(!existsSync(join(outDir, post, 'index.html')));
        } else {
          assert.ok(existsSync(join(outDir, post, 'index.html')));
          assert.ok(!existsSync(join(outDir, `${post}.html`)));
        }
        assert.ok(existsSync(join(outDir, 'index.html')) && existsSync(join(outDir, '404.html')));
      });

      it('one file per route: no page-data.json is written, every page embeds its route data', () => {
        assert.deepEqual(fg.sync('**/*page-data*', { cwd: outDir }), []);
        assert.ok(report.pages > 50, `pages ${report.pages}`);
        assert.equal(report.routeData, report.pages);
      });
      it("the client router fetches each route's HTML without a redirect", () =>
        assert.equal(report.routeDataRedirected.length, 0, show(report.routeDataRedirected)));

      it('the crawl reached every page written, and every kind of URL', () => {
        const written = (fg.sync('**/*.html', { cwd: outDir }) as string[]).filter((f) => f !== '404.html');
        assert.ok(written.length > 50, `written ${written.length}`);
        assert.deepEqual(
          written.filter((f) => !served.has(f)),
          [],
          'written pages no link reaches',
        );
        assert.ok(report.assets > 20, `assets ${report.assets}`);
        assert.ok(report.searchHits > 20, `search hits ${report.searchHits}`);
        assert.ok(report.sitemapEntries > 40, `sitemap entries ${report.sitemapEntries}`);
        assert.ok(report.feedItems > 10, `feed items ${report.feedItems}`);
      });

      it('0 broken links or assets', () => assert.equal(report.broken.length, 0, show(report.broken)));
      it('0 links outside the base', () => assert.equal(report.outside.length, 0, show(report.outside)));
      if (trailingSlash !== undefined)
        it('0 internal links that need a redirect', () =>
          assert.equal(report.redirected.length, 0, show(report.redirected)));

      it("the fixture post's og:image, raw HTML and srcset carry the base once", () => {
        const file = trailingSlash === false ? 'blog/老城区的一个下午.html' : 'blog/老城区的一个下午/index.html';
        const html = readFileSync(join(outDir, file), 'utf8');
        const b = baseUrl.replace(/\/$/, '');
        assert.match(
          html,
          new RegExp(
            `<meta property="og:image" content="https://blog\\.lanshan\\.example${b}/assets/images/cover-[0-9a-f]{8}\\.svg">`,
          ),
        );
        assert.ok(html.includes(`<img src="${b}/img/logo.svg"`), 'raw <img src>');
        assert.ok(html.includes(`srcset="${b}/img/avatar.svg 1x, ${b}/img/favicon.svg 2x"`), 'raw srcset');
        const slash = trailingSlash === true ? '/' : '';
        assert.ok(html.includes(`<a href="${b}/blog/archive${slash}">`), 'raw <a href>');
        assert.ok(html.includes(`href="${b}/blog/2024年度总结${slash}"`), 'resolved .md link');
        assert.ok(html.includes(`<a href="${b}/">首页</a>`), 'absolute [](/) link');
        assert.ok(html.includes(`src="${b}/img/avatar.svg"`), 'author image_url');
      });
    });
  }
}
