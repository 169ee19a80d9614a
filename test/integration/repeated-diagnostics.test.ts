// A diagnostic repeated with the same code and text (a site with hundreds of snippets in one unknown language) is
// printed once by check and build, with its count and its first three locations; check --format json keeps every
// occurrence. Fixture: test/fixtures/sites/repeated-diagnostics (five such code blocks, one other warning).
import assert from 'node:assert/strict';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { copySite, removeSite, runCli } from '../helpers/cli';
import { fixtureSite } from '../helpers/site';

const SITE = fixtureSite('repeated-diagnostics');
const LANGUAGE = /Code block language "cplusplus-17"/g;

describe('repeated diagnostics', () => {
  it('check prints a repeated warning once, with its count and first three locations', async () => {
    const res = await runCli(['check', '--cwd', SITE, '--quiet']);
    assert.equal(res.code, 0, res.stdout + res.stderr);
    assert.equal(res.stdout.match(LANGUAGE)?.length, 1, res.stdout);
    assert.match(
      res.stdout,
      /5× in all, at docs\/vectors\.md:9:1, docs\/vectors\.md:16:1, docs\/vectors\.md:23:1, …/,
      res.stdout,
    );
    // A warning that occurs once is printed as before, without a count.
    assert.match(res.stdout, /blog\/2024-03-01-hello\.md:5:1 {2}warning .*\(CONTENT_NO_TRUNCATE\)\n(?! {2}\d+×)/);
    // The summary counts every occurrence.
    assert.match(res.stdout, /0 errors, 6 warnings/);
  });

  it('check --format json keeps every occurrence', async () => {
    const res = await runCli(['check', '--cwd', SITE, '--format', 'json']);
    const out = JSON.parse(res.stdout) as { diagnostics: { code: string; loc?: { line?: number } }[] };
    const lines = out.diagnostics.filter((d) => d.code === 'MARKDOWN_UNKNOWN_LANGUAGE').map((d) => d.loc?.line);
    assert.deepEqual(lines, [9, 16, 23, 30, 37]);
  });

  const dir = copySiteWithBlog();
  after(() => removeSite(dir));
  it('build prints it once too', async () => {
    const res = await runCli(['build', '--cwd', dir, '--quiet']);
    assert.equal(res.code, 0, res.stdout + res.stderr);
    assert.equal(res.stderr.match(LANGUAGE)?.length, 1, res.stderr);
    assert.match(res.stderr, /5× in all, at docs\/vectors\.md:9:1/);
  });
});

/** A temp copy of the fixture (a build writes its output), with its blog and docs folders. */
function copySiteWithBlog(): string {
  const dir = copySite(SITE);
  for (const name of ['blog', 'docs']) cpSync(join(SITE, name), join(dir, name), { recursive: true });
  return dir;
}
