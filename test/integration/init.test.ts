// `blogctl init`: each starter language builds and passes check with no diagnostics; the new site has the
// scripts, ignore file and hook recipe an author needs; a folder that holds anything is refused untouched.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { check } from '../../src/api/check';
import { init } from '../../src/api/init';
import { runCli } from '../helpers/cli';
import { REPO } from '../helpers/site';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-init-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

for (const lang of ['zh-CN', 'en'] as const) {
  describe(`blogctl init --lang ${lang}`, () => {
    const root = join(tmp, `site-${lang}`);

    it('creates the starter files', () => {
      const result = init({ dir: root, lang, date: '2026-01-02' });
      for (const f of [
        '.gitignore',
        'README.md',
        'blogctl.config.ts',
        'package.json',
        'content/blog/2026-01-02-welcome.md',
        'content/blog/authors.yml',
        'content/blog/tags.yml',
        'content/docs/intro.md',
        'content/pages/index.md',
        'content/pages/about.md',
        'tsconfig.json',
      ]) {
        assert.ok(result.files.includes(f), `${f} missing from ${result.files.join(', ')}`);
      }
      const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
        name: string;
        scripts: Record<string, string>;
        devDependencies: Record<string, string>;
      };
      assert.equal(pkg.name, `site-${lang.toLowerCase()}`);
      assert.equal(pkg.scripts.build, 'blogctl build');
      assert.equal(pkg.scripts.dev, 'blogctl serve --watch');
      assert.equal(pkg.scripts.check, 'blogctl check');
      // Run from this checkout: the checkout itself (a published blogctl asks for ^<version>, init-dependency.ts).
      assert.equal(pkg.devDependencies.blogctl, `file:${REPO}`);
      assert.match(pkg.devDependencies['@types/react'], /^\^\d+\.\d+\.\d+$/);
      assert.match(readFileSync(join(root, '.gitignore'), 'utf8'), /^build\/$/m);
      assert.match(
        readFileSync(join(root, 'README.md'), 'utf8'),
        /\.git\/hooks\/pre-commit[\s\S]*exec npx --no-install blogctl check/,
      );
      assert.doesNotMatch(readFileSync(join(root, 'blogctl.config.ts'), 'utf8'), /\{\{/);
    });

    it('passes check with no errors or warnings', async () => {
      const report = await check({ root });
      assert.deepEqual(report.diagnostics, []);
    });

    it('builds the blog, a post, a doc and the pages', async () => {
      const result = await build({ root, write: false, cache: false });
      assert.ok(result.ok, JSON.stringify(result.diagnostics));
      assert.deepEqual(
        result.diagnostics.filter((d) => d.severity !== 'error'),
        [],
      );
      const paths = new Set(result.files?.map((f) => f.path));
      for (const p of [
        'index.html',
        'blog/index.html',
        'blog/welcome/index.html',
        'docs/intro/index.html',
        'docs/guide/writing/index.html',
        'about/index.html',
        'blog/tags/notes/index.html',
      ]) {
        assert.ok(paths.has(p), `no ${p}`);
      }
    });
  });
}

describe('blogctl init refuses', () => {
  it('a folder that holds anything, and leaves it as it was', async () => {
    const dir = join(tmp, 'taken');
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.md'), 'mine');
    const res = await runCli(['init', dir]);
    assert.equal(res.code, 1, res.stderr);
    assert.match(res.stderr, /not empty/);
    assert.match(res.stderr, /INIT_NOT_EMPTY/);
    assert.doesNotMatch(res.stderr, /\n\s+at /);
    assert.equal(readFileSync(join(dir, 'notes.md'), 'utf8'), 'mine');
  });

  it('an unknown language', async () => {
    const res = await runCli(['init', join(tmp, 'fr'), '--lang', 'fr']);
    assert.equal(res.code, 1);
    assert.match(res.stderr, /--lang/);
    assert.match(res.stderr, /zh-CN, en/);
  });

  it('creates the site with the CLI in a missing folder', async () => {
    const res = await runCli(['init', join(tmp, 'cli-site'), '--lang', 'en']);
    assert.equal(res.code, 0, res.stderr);
    assert.match(res.stderr, /created a blogctl site/);
    assert.match(readFileSync(join(tmp, 'cli-site', 'blogctl.config.ts'), 'utf8'), /defaultLocale: 'en'/);
  });
});
