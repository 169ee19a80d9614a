// Blog-only sites and content plugins declared in `plugins:` (issue 30), as Docusaurus builds them: each
// fixture under test/fixtures/sites/instances-* is a small Docusaurus site; `migrate` reads it (into a copy) and
// `build` must then serve the URLs Docusaurus serves for it.
//  - blog-only: `docs: false` and the blog at "/": no docs pages, links or search records, the blog's first list
//    page is the home page (over src/pages/index.md), and tags are at their kebab-cased labels (Docusaurus's inline tag permalinks);
//  - a second blog (`plugins: [['@docusaurus/plugin-content-blog', { id: 'episodes', … }]]`): its own posts,
//    list, tags, authors, archive, feeds and search group, with the site's trailingSlash;
//  - the main blog in `plugins:` with `blog: false` in the preset, and a local module that extends the blog
//    plugin: the site's blog, with the plugin's options;
//  - a second docs instance: its own docs, category pages, tags, sidebar, navbar item (docsPluginId) and search
//    group, beside the main docs.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { migrate } from '../../src/index';
import { fileText, fixtureSite } from '../helpers/site';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-instances-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** The fixture migrated into a copy and built in memory, with its migration report. */
async function migrated(name: string): Promise<{ result: BuildResult; report: string; config: string }> {
  const out = join(tmp, name);
  await migrate({ site: fixtureSite(name), out });
  const result = await build({ root: out, write: false, cache: false });
  return {
    result,
    report: readFileSync(join(out, 'blogctl-migration.md'), 'utf8'),
    config: readFileSync(join(out, 'blogctl.config.ts'), 'utf8'),
  };
}

const pathsOf = (r: BuildResult) => (r.files ?? []).map((f) => f.path).sort();
const errorsOf = (r: BuildResult) => r.diagnostics.filter((d) => d.severity === 'error');

describe('a blog-only site (docs: false, the blog at /)', async () => {
  const { result, report } = await migrated('instances-blog-only');

  it('builds, with the stray docs file and the unused home page reported rather than built', () => {
    assert.deepEqual(errorsOf(result), []);
    const codes = result.diagnostics.map((d) => d.code).sort();
    assert.deepEqual(codes, ['CONTENT_DOCS_DISABLED', 'PAGE_HOME_UNUSED']);
    assert.doesNotMatch(report, /always has a docs section/);
  });

  it('has no docs pages and no docs link; the home page is the blog', () => {
    const paths = pathsOf(result);
    assert.ok(!paths.some((p) => p.startsWith('docs/') || p.includes('old-notes')), paths.join(' '));
    // The blog's first list page wins / over src/pages/index.md, as in Docusaurus (its blog plugin's route first).
    const home = fileText(result, 'index.html');
    assert.match(home, /Spring tide at the north mole/);
    assert.doesNotMatch(home, /landing page written before/);
    assert.doesNotMatch(home, /href="\/docs/);
  });

  it('serves the tags, author, archive and feeds at Docusaurus URLs (kebab-cased tag labels)', () => {
    const paths = pathsOf(result);
    for (const p of [
      '2024/03/02/spring-tide/index.html',
      'tags/harbour-life/index.html',
      'tags/tides/index.html',
      'authors/marit/index.html',
      'archive/index.html',
      'rss.xml',
      'atom.xml',
      'about/index.html',
    ])
      assert.ok(paths.includes(p), `${p} in ${paths.join(' ')}`);
  });
});

describe('a second blog declared in plugins:', async () => {
  const { result, config } = await migrated('instances-second-blog');

  it('is carried over as a blog instance and builds without errors', () => {
    assert.match(config, /"blogInstances": \[\s*\{\s*"id": "episodes",\s*"path": ".\/episodes"/);
    assert.deepEqual(errorsOf(result), []);
  });

  it('has its own posts, list, tags, authors, archive and feeds (trailingSlash: false)', () => {
    const paths = pathsOf(result);
    for (const p of [
      'episodes.html',
      'episodes/2024/06/03/marsh-at-dawn.html',
      'episodes/tags.html',
      'episodes/tags/birdsong.html',
      'episodes/tags/wetlands.html',
      'episodes/authors/jonas.html',
      'episodes/archive.html',
      'episodes/rss.xml',
      'episodes/atom.xml',
      'blog/2024/05/01/microphones.html',
      'blog/rss.xml',
    ])
      assert.ok(paths.includes(p), `${p} in ${paths.join(' ')}`);
  });

  it("keeps each blog's posts, tags and sidebar apart", () => {
    const list = fileText(result, 'episodes.html');
    assert.match(list, /Marsh at dawn/);
    assert.doesNotMatch(list, /Which microphones/);
    assert.match(fileText(result, 'episodes/tags/wetlands.html'), /River under ice/);
    assert.match(fileText(result, 'episodes/2024/06/03/marsh-at-dawn.html'), /All episodes/);
    assert.doesNotMatch(fileText(result, 'blog.html'), /Marsh at dawn/);
    assert.match(
      fileText(result, 'episodes/rss.xml'),
      /<link>https:\/\/field\.example\/episodes\/2024\/06\/03\/marsh-at-dawn<\/link>/,
    );
    assert.doesNotMatch(fileText(result, 'blog/rss.xml'), /marsh-at-dawn/);
  });

  it("resolves its posts' Markdown links in the instance, and checks them against the whole site", async () => {
    const bells = fileText(result, 'episodes/2024/08/02/harbour-bells.html');
    assert.match(bells, /href="\/episodes\/2024\/06\/03\/marsh-at-dawn#gear"/);
    assert.match(bells, /href="\/blog\/2024\/05\/01\/microphones"/);
    const out = join(tmp, 'instances-second-blog');
    writeFileSync(
      join(out, 'episodes', '2024-09-01-lost.md'),
      '---\ntitle: Lost\ndate: 2024-09-01\n---\nSee [the missing one](/episodes/no-such-post) and [a heading](/blog/2024/05/01/microphones#none).\n',
    );
    const again = await build({ root: out, write: false, cache: false });
    const broken = again.diagnostics.filter((d) => d.code === 'LINK_BROKEN' || d.code === 'LINK_MISSING_ANCHOR');
    assert.deepEqual(
      broken.map((d) => [d.code, d.loc?.file.endsWith('2024-09-01-lost.md')]),
      [
        ['LINK_BROKEN', true],
        ['LINK_MISSING_ANCHOR', true],
      ],
    );
  });

  it('gives the second blog its own group in the search index', () => {
    const index = (result.files ?? [])
      .filter((f) => f.path.startsWith('assets/search/'))
      .map((f) => f.text())
      .join('\n');
    assert.match(index, /"episodes"/);
    assert.match(index, /Marsh at dawn/);
  });
});

describe('the main blog in plugins:, with blog: false in the preset', async () => {
  const { result, config, report } = await migrated('instances-blog-in-plugins');

  it('names an option it cannot carry over where the site wrote it', () => {
    assert.match(report, /`plugins\[0\] @docusaurus\/plugin-content-blog blogListComponent`/);
    assert.doesNotMatch(report, /presets\.classic\.blog\.blogListComponent/);
  });

  it("is the site's blog, with the plugin's folder, URL and options", () => {
    assert.deepEqual(errorsOf(result), []);
    assert.match(config, /"blog": \{\s*"path": ".\/articles"/);
    const paths = pathsOf(result);
    for (const p of ['articles/index.html', 'articles/page/2/index.html', 'articles/2024/03/15/twill/index.html'])
      assert.ok(paths.includes(p), `${p} in ${paths.join(' ')}`);
    assert.ok(paths.includes('guide/index.html'));
  });
});

describe('a local module that extends the blog plugin', async () => {
  const { result, report, config } = await migrated('instances-blog-wrapper');

  it('is read as the blog, with its options', () => {
    assert.deepEqual(errorsOf(result), []);
    const paths = pathsOf(result);
    for (const p of ['log/index.html', 'log/2024/02/02/chisels/index.html', 'log/tags/restoration/index.html'])
      assert.ok(paths.includes(p), `${p} in ${paths.join(' ')}`);
    assert.match(
      report,
      /plugins\[0\] \.\/src\/plugins\/blog-enhanced\.js.*a local module that extends @docusaurus\/plugin-content-blog/,
    );
    assert.doesNotMatch(report, /does not run Docusaurus plugins/);
  });

  it('stays in plugins, so its own contentLoaded runs for its global data', () => {
    assert.match(config, /"plugins": \[\s*\[\s*"\.\/src\/plugins\/blog-enhanced\.js"/);
    assert.match(report, /its own loadContent, contentLoaded and injectHtmlTags also run/);
  });
});

describe('a local package folder that extends the blog plugin, named by an absolute path', async () => {
  const { result, report } = await migrated('instances-blog-wrapper-package');

  it('is read as the blog (package.json main), with its options', () => {
    assert.deepEqual(errorsOf(result), []);
    const paths = pathsOf(result);
    for (const p of ['index.html', '2024/04/11/trimming/index.html', 'tags/glaze/index.html'])
      assert.ok(paths.includes(p), `${p} in ${paths.join(' ')}`);
    assert.match(report, /plugins\[0\] .*blog-plus.*a local module that extends @docusaurus\/plugin-content-blog/);
  });
});

describe('a second docs instance declared in plugins:', async () => {
  const { result, config } = await migrated('instances-second-docs');

  it('is carried over as a docs instance and builds without errors', () => {
    assert.match(config, /"docsInstances": \[\s*\{\s*"id": "recipes",\s*"path": ".\/recipes"/);
    assert.deepEqual(errorsOf(result), []);
  });

  it('has its own docs, category page, tags and sidebar; the main docs keep theirs', () => {
    const paths = pathsOf(result);
    for (const p of [
      'manual/intro/index.html',
      'recipes/overview/index.html',
      'recipes/glazes/index.html',
      'recipes/glazes/celadon/index.html',
      'recipes/tags/stoneware/index.html',
    ])
      assert.ok(paths.includes(p), `${p} in ${paths.join(' ')}`);
    const doc = fileText(result, 'recipes/glazes/celadon/index.html');
    const sidebar = /<aside class="doc-sidebar">([\s\S]*?)<\/aside>/.exec(doc)?.[1] ?? '';
    assert.match(sidebar, /Shino/);
    assert.doesNotMatch(sidebar, /Firing schedule/);
    assert.match(fileText(result, 'recipes/tags/stoneware/index.html'), /Shino/);
  });

  it("links its navbar item (docsPluginId) to the instance's sidebar and searches it as its own group", () => {
    assert.match(fileText(result, 'manual/intro/index.html'), /href="\/recipes\/overview"[^>]*>Recipes</);
    const index = (result.files ?? [])
      .filter((f) => f.path.startsWith('assets/search/'))
      .map((f) => f.text())
      .join('\n');
    assert.match(index, /"recipes"/);
    assert.match(index, /Feldspar heavy/);
  });
});

describe('a further blog inside the content folder of a blogctl site', () => {
  it('is read as its own blog, not reported as unused files of the content folder', async () => {
    const root = join(tmp, 'native');
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write(
      'blogctl.config.ts',
      "export default { title: 'Two Blogs', url: 'https://two.example', docs: false, blogInstances: [{ id: 'notes', path: 'notes', routeBasePath: 'notes', requireTruncate: false }] };\n",
    );
    write('content/blog/2024-01-01-first.md', '---\ntitle: First\n---\nHello.\n\n<!-- truncate -->\n\nMore.\n');
    write('content/notes/2024-02-02-note.md', '---\ntitle: A note\ntags: [Short Notes]\n---\nJust a note.\n');
    const result = await build({ root, write: false, cache: false });
    assert.deepEqual(result.diagnostics, []);
    const paths = pathsOf(result);
    for (const p of ['notes/index.html', 'notes/2024/02/02/note/index.html', 'notes/tags/short-notes/index.html'])
      assert.ok(paths.includes(p), `${p} in ${paths.join(' ')}`);
  });
});
