// Issue 13 point 8: the links the theme writes come from the route table and go through the dead-link check
// like content links. A small site written to a temp folder per case (no docs unless a case adds them).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { check } from '../../src/api/check';
import { buildSiteData } from '../../src/render/site-data';
import { checkLinks } from '../../src/routes/check-links';

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const POST = '---\ntitle: 第一篇\nslug: first\n---\n\n第一段。\n\n<!-- truncate -->\n\n第二段。\n';

/** A site with one post; `extra` is spliced into the config object, `files` adds content files. */
function site(extra: string, files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'blogctl-theme-links-'));
  dirs.push(root);
  writeFileSync(
    join(root, 'blogctl.config.ts'),
    `import { defineConfig } from 'blogctl';\n\nexport default defineConfig({\n  title: '主题链接',\n  url: 'https://links.example',\n${extra}\n});\n`,
  );
  const all: Record<string, string> = { 'content/blog/2024-06-01-first.md': POST, ...files };
  for (const [rel, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

async function html(root: string, file: string): Promise<string> {
  const result = await build({ root, write: false, cache: false });
  assert.ok(result.ok, JSON.stringify(result.diagnostics, null, 2));
  const f = result.files!.find((x) => x.path === file);
  assert.ok(f, `no ${file}`);
  return f.text();
}

const hrefs = (page: string) => [...page.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((m) => m[1]);

describe('theme links (issue 13 point 8)', () => {
  it('a dead link in the announcement bar is reported at its place in the config', async () => {
    const root = site(
      `  announcementBar: {\n    id: 'a1',\n    content: '新文章：<a href="/blog/no-such-post">点这里</a>',\n  },`,
    );
    const result = await check({ root });
    const d = result.diagnostics.find((x) => x.code === 'LINK_BROKEN');
    assert.ok(d, JSON.stringify(result.diagnostics));
    assert.match(d.text, /no-such-post/);
    assert.equal(d.loc?.file, join(root, 'blogctl.config.ts'));
    assert.equal(d.loc?.line, 8);
    assert.equal(result.ok, false);
  });

  it('a working announcement link passes and is written with the base', async () => {
    const root = site(
      `  baseUrl: '/sub/',\n  announcementBar: { id: 'a2', content: '<a href="/blog/first">第一篇</a>' },`,
    );
    assert.equal((await check({ root })).ok, true);
    assert.ok((await html(root, 'index.html')).includes('<a href="/sub/blog/first">第一篇</a>'));
  });

  it('with no docs, the home page has no docs button (nothing links to a 404)', async () => {
    const root = site('');
    const page = await html(root, 'index.html');
    assert.deepEqual(
      hrefs(page).filter((h) => h.startsWith('/docs')),
      [],
    );
    assert.ok(hrefs(page).includes('/blog'), 'the all-posts button stays');
  });

  it('with docs, the home docs button links to a docs page', async () => {
    const root = site('', { 'content/docs/intro.md': '---\ntitle: 介绍\n---\n\n文档首页。\n' });
    const page = await html(root, 'index.html');
    assert.ok(hrefs(page).includes('/docs'), hrefs(page).join(' '));
  });

  it('with blog.routeBasePath changed, the home page and the tag page follow it', async () => {
    const root = site(`  blog: { routeBasePath: 'journal' },`, {
      'content/blog/2024-06-02-tagged.md': '---\ntitle: 有标签\ntags: [旅行]\n---\n\n内容。\n\n<!-- truncate -->\n',
    });
    const home = await html(root, 'index.html');
    assert.ok(hrefs(home).includes('/journal'), hrefs(home).join(' '));
    assert.deepEqual(
      hrefs(home).filter((h) => h === '/blog' || h.startsWith('/blog/')),
      [],
    );
    const tag = await html(root, 'journal/tags/旅行/index.html');
    assert.ok(hrefs(tag).includes('/journal/tags'), hrefs(tag).join(' '));
  });

  it("with trailingSlash: true, blogctl's own links (/search, /blog, /blog/tags) are written in the slash form", async () => {
    const root = site(`  trailingSlash: true,\n  navbar: { items: [{ type: 'search', position: 'right' }] },`, {
      'content/blog/2024-06-02-tagged.md': '---\ntitle: 有标签\ntags: [旅行]\n---\n\n内容。\n\n<!-- truncate -->\n',
    });
    const home = hrefs(await html(root, 'index.html'));
    assert.ok(home.includes('/search/') && home.includes('/blog/'), home.join(' '));
    assert.ok(!home.includes('/search') && !home.includes('/blog'), home.join(' '));
    const tag = hrefs(await html(root, 'blog/tags/旅行/index.html'));
    assert.ok(tag.includes('/blog/tags/') && !tag.includes('/blog/tags'), tag.join(' '));
  });

  it("the theme's links go through the dead-link check", async () => {
    const root = site('');
    const result = await build({ root, write: false, cache: false });
    assert.ok(result.ok && result.graph && result.table && result.config);
    const siteData = buildSiteData(result.config, result.graph, result.table);
    const { graph, table, config } = result;
    assert.deepEqual(checkLinks({ graph, table, config, site: siteData, extraFiles: [] }), {
      diagnostics: [],
      brokenPaths: [],
    });
    const withBroken = { ...siteData, links: { ...siteData.links, tags: '/blog/no-tags-page' } };
    const { diagnostics: broken, brokenPaths } = checkLinks({ graph, table, config, site: withBroken, extraFiles: [] });
    assert.deepEqual(brokenPaths, ['/blog/no-tags-page']);
    assert.equal(broken.length, 1);
    assert.equal(broken[0].code, 'LINK_BROKEN');
    assert.match(broken[0].text, /tags link/);
  });

  it('links and images in raw HTML in Markdown are checked like Markdown ones, at their line and column', async () => {
    const root = site('', {
      'content/blog/2024-06-03-raw.md':
        '---\ntitle: 原始 HTML\n---\n\n正文。\n\n<!-- truncate -->\n\n<p><a href="/blog/nowhere">断链</a> <img src="/img/missing.png"></p>\n',
    });
    const result = await check({ root });
    const found = result.diagnostics
      .filter((d) => d.loc?.file?.endsWith('2024-06-03-raw.md'))
      .map((d) => [d.code, d.loc?.line, d.loc?.column]);
    assert.deepEqual(found, [
      ['LINK_BROKEN', 9, 13],
      ['IMAGE_MISSING', 9, 45],
    ]);
  });
});
