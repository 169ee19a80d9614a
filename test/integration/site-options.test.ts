// Site options Docusaurus bloggers set that change what every page or the sitemap says: `titleDelimiter` in each
// page's <title> (and in the page data, so client navigation writes the same title), and the `sitemap` options:
// lastmod, changefreq, priority, ignorePatterns and filename.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { isBlogctlError } from '../../src/errors/blogctl-error';
import { fileText } from '../helpers/site';
import { buildMiniSite, miniSite, removeMiniSites } from '../helpers/mini-site';

after(removeMiniSites);

const files = {
  'content/docs/intro.md': '---\ntitle: 开始\nlast_update:\n  date: 2024-05-06\n---\n\n正文。\n',
  'content/blog/2024-03-01-a.md': '---\ntitle: 文章\n---\n\n摘要。\n\n<!-- truncate -->\n\n正文。\n',
};

const buildWith = (config: Record<string, unknown>) => buildMiniSite(files, config);

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('titleDelimiter', () => {
  it('stands between the page title and the site title', async () => {
    const result = await buildWith({ titleDelimiter: '·', tagline: '副标题' });
    assert.equal(titleOf(fileText(result, 'docs/intro/index.html')), '开始 · 测试站');
    assert.equal(titleOf(fileText(result, 'index.html')), '测试站 · 副标题');
    // The page data carries it: client navigation computes the title from it (src/shared/head.ts).
    assert.match(fileText(result, 'docs/intro/index.html'), /"titleDelimiter":"·"/);
  });

  it('is "|" by default, and a site that does not set it has no titleDelimiter in its page data', async () => {
    const result = await buildWith({});
    const html = fileText(result, 'docs/intro/index.html');
    assert.equal(titleOf(html), '开始 | 测试站');
    assert.doesNotMatch(html, /titleDelimiter/);
  });
});

/** The sitemap's <url> entries, by path. */
function urlsOf(xml: string): Map<string, string> {
  return new Map(
    [...xml.matchAll(/<url><loc>https:\/\/example\.com([^<]*)<\/loc>(.*?)<\/url>/g)].map((m) => [m[1]!, m[2]!]),
  );
}

describe('sitemap options', () => {
  it('write lastmod as a datetime from the last update, changefreq and priority, under the filename', async () => {
    const result = await buildWith({
      docs: { showLastUpdateTime: true },
      sitemap: {
        lastmod: 'datetime',
        changefreq: 'weekly',
        priority: 0.5,
        ignorePatterns: ['/blog/tags/**', '/blog/a*'],
        filename: 'sitemap-pages.xml',
      },
    });
    assert.equal(
      result.files?.some((f) => f.path === 'sitemap.xml'),
      false,
    );
    assert.match(fileText(result, 'robots.txt'), /^Sitemap: https:\/\/example\.com\/sitemap-pages\.xml$/m);
    const urls = urlsOf(fileText(result, 'sitemap-pages.xml'));
    assert.equal(
      urls.get('/docs/intro'),
      '<lastmod>2024-05-06T00:00:00.000Z</lastmod><changefreq>weekly</changefreq><priority>0.5</priority>',
    );
    assert.equal(
      urls.get('/blog/2024/03/01/a'),
      '<lastmod>2024-03-01T00:00:00.000Z</lastmod><changefreq>weekly</changefreq><priority>0.5</priority>',
    );
    assert.equal(urls.get('/blog'), '<changefreq>weekly</changefreq><priority>0.5</priority>');
    // ignorePatterns: the tag pages (the folder itself too) and the archive and authors pages.
    assert.deepEqual(
      [...urls.keys()].filter((p) => /^\/blog\/(tags|archive|authors)/.test(p)),
      [],
    );
  });

  it('write lastmod as a date, or none with null', async () => {
    const dated = await buildWith({ docs: { showLastUpdateTime: true }, sitemap: { lastmod: 'date' } });
    assert.equal(urlsOf(fileText(dated, 'sitemap.xml')).get('/docs/intro'), '<lastmod>2024-05-06</lastmod>');
    // A last update the page does not show is read for the sitemap all the same, and not shown; outside a git
    // checkout nothing is reported (only the sitemap goes without the dates git would give).
    const unshown = await buildWith({ sitemap: { lastmod: 'date' } });
    assert.equal(urlsOf(fileText(unshown, 'sitemap.xml')).get('/docs/intro'), '<lastmod>2024-05-06</lastmod>');
    assert.doesNotMatch(fileText(unshown, 'docs/intro/index.html'), /class="last-updated"/);
    assert.deepEqual(
      unshown.diagnostics.filter((d) => /LAST_UPDATE/.test(d.code)).map((d) => d.code),
      [],
    );
    const none = await buildWith({ sitemap: { lastmod: null } });
    assert.doesNotMatch(fileText(none, 'sitemap.xml'), /lastmod/);
  });

  it('unset, give sitemap.xml a post its date and nothing else, and robots.txt points at it', async () => {
    const result = await buildWith({ docs: { showLastUpdateTime: true } });
    const urls = urlsOf(fileText(result, 'sitemap.xml'));
    assert.equal(urls.get('/blog/2024/03/01/a'), '<lastmod>2024-03-01</lastmod>');
    assert.equal(urls.get('/docs/intro'), '');
    assert.ok(urls.has('/blog/tags'));
    assert.match(fileText(result, 'robots.txt'), /^Sitemap: https:\/\/example\.com\/sitemap\.xml$/m);
  });

  it('refuse a filename outside the output folder', async () => {
    const r = await build({
      root: miniSite(files).root,
      config: { title: '测试站', url: 'https://example.com', sitemap: { filename: '../sitemap.xml' } },
      write: false,
      cache: false,
    }).catch((e: unknown) => e);
    const diagnostics = isBlogctlError(r) ? r.diagnostics : (r as BuildResult).diagnostics;
    assert.ok(
      diagnostics.some((d) => d.severity === 'error' && /sitemap\.filename/.test(d.text)),
      JSON.stringify(diagnostics),
    );
  });
});
