// `blogctl new` as a child process: the created post builds and passes check; no overwrite; unknown tags
// are rejected with the known ones listed; docs are created under their category.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { copySite, removeSite, runCli } from '../helpers/cli';

let site: string;
before(() => {
  site = copySite();
});
after(() => removeSite(site));

describe('blogctl new', () => {
  it('creates a post with front matter and a truncate marker, then it builds and passes check', async () => {
    const res = await runCli([
      'new',
      '夏夜的 Live：现场',
      '--tags',
      'concert,travel',
      '--date',
      '2025-09-01',
      '--cwd',
      site,
    ]);
    assert.equal(res.code, 0, res.stderr);
    const path = 'content/blog/2025-09-01-夏夜的-live-现场.md';
    assert.equal(res.stdout.trim(), path);
    const text = readFileSync(join(site, path), 'utf8');
    // The slug line keeps the URL /blog/<slug> (a dated file name alone gives /blog/2025/09/01/<slug>, as Docusaurus).
    assert.match(
      text,
      /^---\ntitle: "夏夜的 Live：现场"\ndate: 2025-09-01\nslug: 夏夜的-live-现场\ntags: \[concert, travel\]\nauthors: \[lanshan\]\n---\n/,
    );
    assert.match(text, /\n<!-- truncate -->\n/);

    const check = await runCli(['check', '--cwd', site]);
    assert.equal(check.code, 0, check.stdout);
    assert.match(check.stdout, /0 errors, 0 warnings/);
    const build = await runCli(['build', '--cwd', site]);
    assert.equal(build.code, 0, build.stderr);
    const html = readFileSync(join(site, 'build', 'blog', '夏夜的-live-现场', 'index.html'), 'utf8');
    assert.match(html, /夏夜的 Live：现场/);
    assert.match(
      readFileSync(join(site, 'build', 'blog', 'tags', 'concert', 'index.html'), 'utf8'),
      /夏夜的 Live：现场/,
    );
  });

  it('refuses to overwrite', async () => {
    const res = await runCli(['new', '夏夜的 Live：现场', '--date', '2025-09-01', '--cwd', site]);
    assert.equal(res.code, 1);
    assert.match(res.stderr, /NEW_EXISTS/);
    assert.match(
      readFileSync(join(site, 'content/blog/2025-09-01-夏夜的-live-现场.md'), 'utf8'),
      /tags: \[concert, travel\]/,
    );
  });

  it('rejects unknown tags and lists the known ones', async () => {
    const res = await runCli(['new', '做饭', '--tags', 'cooking', '--date', '2025-09-02', '--cwd', site]);
    assert.equal(res.code, 1);
    assert.match(res.stderr, /"cooking" is not defined/);
    assert.match(res.stderr, /Known tags: amtv, annual-summary, .*travel/);
    assert.match(res.stderr, /NEW_UNKNOWN_TAG/);
    assert.equal(existsSync(join(site, 'content/blog/2025-09-02-做饭.md')), false);
  });

  it('takes --slug and --draft, and rejects a bad date', async () => {
    const res = await runCli(['new', '草稿', '--slug', 'draft-one', '--draft', '--date', '2025-09-03', '--cwd', site]);
    assert.equal(res.code, 0, res.stderr);
    const text = readFileSync(join(site, 'content/blog/2025-09-03-draft-one.md'), 'utf8');
    assert.match(text, /\nslug: draft-one\n/);
    assert.match(text, /\ndraft: true\n/);
    const bad = await runCli(['new', '坏日期', '--date', '2025-02-30', '--cwd', site]);
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /NEW_BAD_INPUT/);
  });

  it('creates a doc under its category that builds', async () => {
    const res = await runCli(['new', 'doc', 'Docker/compose', 'Docker Compose 入门', '--cwd', site]);
    assert.equal(res.code, 0, res.stderr);
    assert.equal(res.stdout.trim(), 'content/docs/Docker/compose.md');
    assert.match(
      readFileSync(join(site, 'content/docs/Docker/compose.md'), 'utf8'),
      /^---\ntitle: "Docker Compose 入门"\n---\n/,
    );
    const again = await runCli(['new', 'doc', 'Docker/compose', 'Other', '--cwd', site]);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /NEW_EXISTS/);
    const check = await runCli(['check', '--cwd', site]);
    assert.equal(check.code, 0, check.stdout);
    const build = await runCli(['build', '--cwd', site]);
    assert.equal(build.code, 0, build.stderr);
    assert.match(
      readFileSync(join(site, 'build', 'docs', 'Docker', 'compose', 'index.html'), 'utf8'),
      /Docker Compose 入门/,
    );
  });
});
