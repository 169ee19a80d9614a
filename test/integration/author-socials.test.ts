// authors.yml as Docusaurus 3.5+ writes it (the stock `create-docusaurus` blog has both fields): `socials`
// (platform → handle or URL) become profile links on the post, the author page and the author list; `email`
// links the name when there is no `url`; `page: false` means no author page, `page: { permalink }` moves it.
// A handle blogctl has no address for, and a `page` it cannot read, are reported at their place.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { readSocials } from '../../src/content/author-socials';
import { fileText } from '../helpers/site';

const made: string[] = [];
after(() => {
  for (const d of made) rmSync(d, { recursive: true, force: true });
});

function site(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'blogctl-socials-'));
  made.push(root);
  const all = { 'blogctl.config.mjs': "export default { title: '社交', url: 'https://example.com' };\n", ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const AUTHORS = [
  'lanshan:',
  '  name: 蓝山',
  '  page: true',
  '  socials:',
  '    github: lanshan',
  '    x: lanshan_x',
  '    stackoverflow: 123456',
  '    newsletter: https://news.example.com/lanshan',
  'xiaoyu:',
  '  name: 小雨',
  '  email: xiaoyu@example.com',
  '  page:',
  '    permalink: /all-xiaoyu-posts',
  'guest:',
  '  name: 客人',
  '  url: https://guest.example.com',
  '  page: false',
  '',
].join('\n');

const postText = (authors: string) =>
  `---\ntitle: 一篇\nslug: a\nauthors: ${authors}\n---\n\n开头。\n\n<!-- truncate -->\n\n后面。\n`;

const visible = (html: string) => html.replace(/<script id="__BLOGCTL_DATA__"[\s\S]*?<\/script>/, '');

describe('author socials, email and page (Docusaurus 3.5+)', () => {
  let result: BuildResult;
  before(async () => {
    const root = site({
      'content/blog/authors.yml': AUTHORS,
      'content/blog/2024-01-01-a.md': postText('[lanshan, xiaoyu, guest]'),
      'content/blog/2024-01-02-b.md':
        '---\ntitle: 二篇\nslug: b\nauthors:\n  name: 路人\n  socials:\n    github: passer\n    myspace: passer\n---\n\n开头。\n\n<!-- truncate -->\n\n后面。\n',
    });
    result = await build({ root, write: false, cache: false });
  });

  it('turns handles into profile URLs and keeps full URLs, in the order written', () => {
    assert.deepEqual(
      readSocials({
        github: 'a',
        linkedin: 'b',
        bluesky: 'c.bsky.social',
        twitter: '/d',
        custom: 'https://e.example/x',
      }).socials,
      [
        { platform: 'github', url: 'https://github.com/a' },
        { platform: 'linkedin', url: 'https://www.linkedin.com/in/b' },
        { platform: 'bluesky', url: 'https://bsky.app/profile/c.bsky.social' },
        { platform: 'twitter', url: 'https://twitter.com/d' },
        { platform: 'custom', url: 'https://e.example/x' },
      ],
    );
    assert.deepEqual(readSocials({ github: 'https://github.com/a' }).socials, [
      { platform: 'github', url: 'https://github.com/a' },
    ]);
    assert.deepEqual(readSocials({ myspace: 'me', github: '' }).problems, [
      { platform: 'myspace', problem: 'unknown-handle' },
      { platform: 'github', problem: 'not-string' },
    ]);
  });

  it('builds with a located warning only for what it cannot link', () => {
    assert.equal(result.ok, true);
    const located = result.diagnostics.map((d) => [
      d.code,
      d.severity,
      d.loc?.file.replace(/^.*\/content\//, ''),
      d.loc?.line,
    ]);
    assert.deepEqual(located, [['CONTENT_AUTHOR_SOCIAL', 'warning', 'blog/2024-01-02-b.md', 4]]);
    assert.match(result.diagnostics[0].text, /"myspace"/);
  });

  it('shows the profile links on the post, under the author', () => {
    const html = visible(fileText(result, 'blog/a/index.html'));
    assert.match(
      html,
      /<ul class="author-socials" aria-label="蓝山 的社交账号"><li><a href="https:\/\/github.com\/lanshan"[^>]*>GitHub<\/a><\/li><li><a href="https:\/\/x.com\/lanshan_x"[^>]*>X<\/a><\/li><li><a href="https:\/\/stackoverflow.com\/users\/123456"[^>]*>Stack Overflow<\/a><\/li><li><a href="https:\/\/news.example.com\/lanshan"[^>]*>newsletter<\/a><\/li><\/ul>/,
    );
    const inline = visible(fileText(result, 'blog/b/index.html'));
    assert.match(inline, /<a href="https:\/\/github.com\/passer"[^>]*>GitHub<\/a>/);
    assert.doesNotMatch(inline, /myspace/);
  });

  it('makes author pages as page says: at the permalink, and none for page: false', () => {
    const paths = (result.files ?? []).map((f) => f.path).filter((p) => p.startsWith('blog/authors/'));
    assert.deepEqual(paths.filter((p) => p.endsWith('index.html')).sort(), [
      'blog/authors/all-xiaoyu-posts/index.html',
      'blog/authors/index.html',
      'blog/authors/lanshan/index.html',
    ]);
    // A post page names its authors once, in the header's author cards.
    const post = visible(fileText(result, 'blog/a/index.html'));
    assert.match(
      post,
      /<a href="\/blog\/authors\/all-xiaoyu-posts" data-internal="" class="author-card__name">小雨<\/a>/,
    );
    assert.match(
      post,
      /<a href="https:\/\/guest.example.com" target="_blank" rel="noopener noreferrer" class="author-card__name">客人<\/a>/,
    );
    assert.doesNotMatch(post, /class="post-meta__author"/);
    const list = visible(fileText(result, 'blog/authors/index.html'));
    assert.match(list, /蓝山/);
    assert.doesNotMatch(list, /客人/);
    assert.match(visible(fileText(result, 'blog/authors/lanshan/index.html')), /class="author-socials"/);
  });

  it('links an author with an email and no url to mailto: when the author has no page', async () => {
    const root = site({
      'content/blog/authors.yml': 'mail:\n  name: 写信的人\n  email: mail@example.com\n  page: false\n',
      'content/blog/2024-01-01-a.md': postText('mail'),
    });
    const r = await build({ root, write: false, cache: false });
    assert.equal(r.ok, true);
    assert.match(visible(fileText(r, 'blog/a/index.html')), /href="mailto:mail@example.com"[^>]*>写信的人<\/a>/);
  });

  it('reports a page field it cannot read, and a handle without an address, at their lines', async () => {
    const root = site({
      'content/blog/authors.yml': 'odd:\n  name: 怪\n  page:\n    path: /x\n  socials:\n    friendster: odd\n',
      'content/blog/2024-01-01-a.md': postText('odd'),
    });
    const r = await build({ root, write: false, cache: false });
    assert.equal(r.ok, false);
    assert.deepEqual(
      r.diagnostics.map((d) => [d.code, d.severity, d.loc?.line, d.loc?.column]),
      [
        ['CONTENT_AUTHOR_SOCIAL', 'warning', 6, 17],
        ['CONTENT_AUTHOR_PAGE', 'error', 3, 3],
      ],
    );
  });
});
