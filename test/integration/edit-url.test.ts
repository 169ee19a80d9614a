// "Edit this page" links, as Docusaurus makes them: blog.editUrl / docs.editUrl joined with the entry's path from
// the site folder, a doc's custom_edit_url instead (null: no link), a located error for a custom_edit_url that is
// not a URL string, a config error for an editUrl that is not an absolute URL, and no link without either.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { isBlogctlError } from '../../src/errors/blogctl-error';
import { fileText } from '../helpers/site';
import { miniSite, removeMiniSites } from '../helpers/mini-site';

after(removeMiniSites);

const CONFIG = { title: '测试站', url: 'https://example.com' };
const EDIT = 'https://github.com/me/site/edit/main/';
const files = {
  'content/docs/intro.md': '---\ntitle: 开始\n---\n\n正文。\n',
  'content/docs/Docker/镜像.md': '---\ntitle: 镜像\n---\n\n正文。\n',
  'content/docs/own.md': '---\ntitle: 自己的\ncustom_edit_url: https://example.org/own.md\n---\n\n正文。\n',
  'content/docs/none.md': '---\ntitle: 不要链接\ncustom_edit_url: null\n---\n\n正文。\n',
  'content/blog/2024-03-01-a.md': '---\ntitle: 文章\n---\n\n摘要。\n\n<!-- truncate -->\n\n正文。\n',
};
const body = (html: string) => html.replace(/<script id="__BLOGCTL_DATA__"[\s\S]*?<\/script>/, '');
const editLink = (html: string) =>
  /<div class="edit-this-page"><a href="([^"]+)" target="_blank" rel="noopener noreferrer">[\s\S]*?编辑此页<\/a><\/div>/.exec(
    body(html),
  )?.[1];

let result: BuildResult;
before(async () => {
  result = await build({
    root: miniSite(files).root,
    config: { ...CONFIG, docs: { editUrl: EDIT }, blog: { editUrl: 'https://github.com/me/site/edit/main' } },
    write: false,
    cache: false,
  });
});

describe('edit links', () => {
  it('join the section editUrl with the file path from the site folder', () => {
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    assert.equal(
      editLink(fileText(result, 'docs/intro/index.html')),
      'https://github.com/me/site/edit/main/content/docs/intro.md',
    );
    assert.equal(
      editLink(fileText(result, 'docs/Docker/镜像/index.html')),
      'https://github.com/me/site/edit/main/content/docs/Docker/%E9%95%9C%E5%83%8F.md',
    );
    assert.equal(
      editLink(fileText(result, 'blog/2024/03/01/a/index.html')),
      'https://github.com/me/site/edit/main/content/blog/2024-03-01-a.md',
    );
  });

  it('a doc custom_edit_url replaces it, and null removes the link', () => {
    assert.equal(editLink(fileText(result, 'docs/own/index.html')), 'https://example.org/own.md');
    assert.equal(editLink(fileText(result, 'docs/none/index.html')), undefined);
    assert.ok(
      !result.diagnostics.some((d) => d.code === 'FRONT_MATTER_UNSUPPORTED'),
      JSON.stringify(result.diagnostics),
    );
  });

  it('lists and tag pages show none', () => {
    assert.equal(editLink(fileText(result, 'blog/index.html')), undefined);
  });

  it('no editUrl, no link', async () => {
    const r = await build({
      root: miniSite({ 'content/docs/intro.md': '---\ntitle: 开始\n---\n\n正文。\n' }).root,
      config: CONFIG,
      write: false,
      cache: false,
    });
    assert.equal(r.ok, true);
    assert.doesNotMatch(fileText(r, 'docs/intro/index.html'), /edit-this-page/);
  });

  it('a custom_edit_url that is not a string is an error at its line', async () => {
    const r = await build({
      root: miniSite({ 'content/docs/intro.md': '---\ntitle: 开始\ncustom_edit_url: [a, b]\n---\n\n正文。\n' }).root,
      config: CONFIG,
      write: false,
      cache: false,
    });
    assert.equal(r.ok, false);
    const d = r.diagnostics.find((x) => x.code === 'FRONT_MATTER_FIELD');
    assert.ok(d, JSON.stringify(r.diagnostics));
    assert.equal(d.loc?.line, 3);
    assert.match(d.text, /custom_edit_url/);
  });

  it('an editUrl that is not an absolute URL is a config error', async () => {
    const run = build({
      root: miniSite({ 'content/docs/intro.md': '---\ntitle: 开始\n---\n\n正文。\n' }).root,
      config: { ...CONFIG, docs: { editUrl: 'github.com/me' } },
      write: false,
      cache: false,
    });
    const r = await run.catch((e: unknown) => e);
    const diagnostics = isBlogctlError(r) ? r.diagnostics : (r as BuildResult).diagnostics;
    assert.ok(
      diagnostics.some(
        (d) => d.severity === 'error' && /docs\.editUrl/.test(d.text) && /absolute http\(s\) URL/.test(d.text),
      ),
      JSON.stringify(diagnostics),
    );
  });
});
