// Last updates, as Docusaurus's showLastUpdateTime / showLastUpdateAuthor show them: the newest git commit of each
// entry's file (its committer date, its author), front matter last_update winning field by field, a located
// warning for a file git has no commit of, one warning when the site is not in a repository, and nothing at all
// (no git run, no warning about last_update) when the options are off.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { fileText } from '../helpers/site';
import { miniSite, removeMiniSites } from '../helpers/mini-site';

after(removeMiniSites);

const CONFIG = { title: '测试站', url: 'https://example.com' };
const SHOW = {
  ...CONFIG,
  docs: { showLastUpdateTime: true, showLastUpdateAuthor: true },
  blog: { showLastUpdateTime: true },
};
const files = {
  'content/docs/intro.md': '---\ntitle: 开始\n---\n\n正文。\n',
  'content/docs/own.md': '---\ntitle: 自己写的\nlast_update:\n  date: 2025-01-02\n  author: 李四\n---\n\n正文。\n',
  'content/docs/half.md': '---\ntitle: 只写作者\nlast_update:\n  author: 王五\n---\n\n正文。\n',
  'content/blog/2024-03-01-a.md': '---\ntitle: 文章\n---\n\n摘要。\n\n<!-- truncate -->\n\n正文。\n',
};
const body = (html: string) => html.replace(/<script id="__BLOGCTL_DATA__"[\s\S]*?<\/script>/, '');
const lastUpdated = (r: BuildResult, path: string) =>
  /<div class="last-updated">([\s\S]*?)<\/div>/.exec(body(fileText(r, path)))?.[1];

/** Commits every file of the site as 张三 at 2024-03-05 12:00 UTC. */
function commitAll(root: string): void {
  const env = { ...process.env, GIT_AUTHOR_DATE: '2024-03-05T12:00:00Z', GIT_COMMITTER_DATE: '2024-03-05T12:00:00Z' };
  const git = (...args: string[]) =>
    execFileSync(
      'git',
      ['-c', 'user.name=张三', '-c', 'user.email=z@example.com', '-c', 'commit.gpgsign=false', ...args],
      { cwd: root, env, stdio: 'pipe' },
    );
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'first');
}

let result: BuildResult;
before(async () => {
  const { root } = miniSite(files);
  commitAll(root);
  // A doc written after the commit: git has none of it.
  writeFileSync(join(root, 'content/docs/new.md'), '---\ntitle: 新写的\n---\n\n正文。\n');
  result = await build({ root, config: SHOW, write: false, cache: false });
});

describe('last updates', () => {
  it("show the newest commit's date and author", () => {
    assert.equal(result.ok, true, JSON.stringify(result.diagnostics.filter((d) => d.severity === 'error')));
    assert.equal(
      lastUpdated(result, 'docs/intro/index.html'),
      '<time dateTime="2024-03-05">最后由 张三 于 2024年3月5日 更新</time>',
    );
  });

  it('take front matter last_update first, field by field', () => {
    assert.equal(
      lastUpdated(result, 'docs/own/index.html'),
      '<time dateTime="2025-01-02">最后由 李四 于 2025年1月2日 更新</time>',
    );
    assert.equal(
      lastUpdated(result, 'docs/half/index.html'),
      '<time dateTime="2024-03-05">最后由 王五 于 2024年3月5日 更新</time>',
    );
    assert.ok(
      !result.diagnostics.some((d) => d.code === 'FRONT_MATTER_UNSUPPORTED'),
      JSON.stringify(result.diagnostics),
    );
  });

  it('show only what the section asks for (the blog: the date)', () => {
    assert.equal(
      lastUpdated(result, 'blog/2024/03/01/a/index.html'),
      '<time dateTime="2024-03-05">最后更新于 2024年3月5日</time>',
    );
  });

  it('warn at a file git has no commit of, and show nothing for it', () => {
    const w = result.diagnostics.filter((d) => d.code === 'CONTENT_LAST_UPDATE_UNKNOWN');
    assert.deepEqual(
      w.map((d) => [d.severity, d.loc?.file?.replace(/.*\/content\//, '')]),
      [['warning', 'docs/new.md']],
    );
    assert.equal(lastUpdated(result, 'docs/new/index.html'), undefined);
  });

  it('warn once, and build, when the site is not in a git repository', async () => {
    const r = await build({ root: miniSite(files).root, config: SHOW, write: false, cache: false });
    assert.equal(r.ok, true);
    assert.equal(r.diagnostics.filter((d) => d.code === 'CONTENT_LAST_UPDATE_NO_GIT').length, 1);
    assert.equal(lastUpdated(r, 'docs/intro/index.html'), undefined);
    // Front matter dates need no git.
    assert.match(lastUpdated(r, 'docs/own/index.html') ?? '', /李四/);
  });

  it('a last_update that is not a map is an error at its line', async () => {
    const r = await build({
      root: miniSite({ 'content/docs/intro.md': '---\ntitle: 开始\nlast_update: yesterday\n---\n\n正文。\n' }).root,
      config: SHOW,
      write: false,
      cache: false,
    });
    assert.equal(r.ok, false);
    const d = r.diagnostics.find((x) => x.code === 'FRONT_MATTER_FIELD');
    assert.equal(d?.loc?.line, 3);
    assert.match(d?.text ?? '', /last_update/);
  });

  it('off by default: no line and no warning, whatever the front matter says', async () => {
    const r = await build({ root: miniSite(files).root, config: CONFIG, write: false, cache: false });
    assert.equal(r.ok, true);
    assert.equal(lastUpdated(r, 'docs/own/index.html'), undefined);
    assert.ok(
      !r.diagnostics.some((d) => /LAST_UPDATE|FRONT_MATTER_UNSUPPORTED/.test(d.code)),
      JSON.stringify(r.diagnostics),
    );
  });

  it("give the sitemap's lastmod (sitemap.lastmod: 'date') the newest commit's date without showing it", async () => {
    const { root } = miniSite(files);
    commitAll(root);
    const r = await build({ root, config: { ...CONFIG, sitemap: { lastmod: 'date' } }, write: false, cache: false });
    assert.equal(r.ok, true);
    const sitemap = fileText(r, 'sitemap.xml');
    assert.match(sitemap, /<loc>https:\/\/example\.com\/docs\/intro<\/loc><lastmod>2024-03-05<\/lastmod>/);
    assert.match(sitemap, /<loc>https:\/\/example\.com\/docs\/own<\/loc><lastmod>2025-01-02<\/lastmod>/);
    assert.match(sitemap, /<loc>https:\/\/example\.com\/blog\/2024\/03\/01\/a<\/loc><lastmod>2024-03-05<\/lastmod>/);
    assert.equal(lastUpdated(r, 'docs/intro/index.html'), undefined);
  });
});
