// `blogctl check` as a child process: one of each problem with its line and column, the summary, exit codes,
// --format json and --strict; and a clean pass on the shipped site.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runCli } from '../helpers/cli';
import { REPO, fixtureSite } from '../helpers/site';

interface JsonDiagnostic {
  code: string;
  severity: 'error' | 'warning';
  text: string;
  loc?: { file: string; line?: number; column?: number };
}

// [code, file, line, column]: every kind of problem the fixture has, exactly once.
const EXPECTED: [string, string, number, number][] = [
  ['CONFIG_UNKNOWN_DOC', 'blogctl.config.ts', 10, 30],
  ['CONFIG_UNKNOWN_SIDEBAR', 'blogctl.config.ts', 11, 41],
  ['LINK_BROKEN', 'blogctl.config.ts', 12, 13],
  ['LINK_MISSING_ANCHOR', 'blogctl.config.ts', 16, 68],
  ['CONFIG_SEARCH_CREDENTIALS', 'blogctl.config.ts', 18, 13],
  ['CONTENT_UNKNOWN_TAG', 'content/blog/2024-01-02-unknown-tag.md', 3, 16],
  ['CONTENT_UNKNOWN_AUTHOR', 'content/blog/2024-01-03-unknown-author.md', 3, 11],
  ['FRONT_MATTER_FIELD', 'content/blog/2024-01-04-bad-type.md', 4, 1],
  ['CONTENT_DUPLICATE_SLUG', 'content/blog/2024-01-06-dup-b.md', 3, 1], // at its slug: field
  ['LINK_BROKEN', 'content/blog/2024-01-08-links.md', 9, 17], // link to a draft
  ['LINK_BROKEN', 'content/blog/2024-01-08-links.md', 9, 61],
  ['LINK_MISSING_ANCHOR', 'content/blog/2024-01-08-links.md', 11, 26],
  ['IMAGE_MISSING', 'content/blog/2024-01-08-links.md', 13, 12],
  ['CONTENT_NO_TRUNCATE', 'content/blog/2024-01-09-no-truncate.md', 5, 1],
  ['CONTENT_BAD_DATE', 'content/blog/2024-02-30-bad-date.md', 1, 1],
  ['MARKDOWN_UNCLOSED_FENCE', 'content/docs/Guide/setup.md', 5, 1],
  ['ROUTE_DUPLICATE', 'content/pages/blog.md', 1, 1],
];

describe('blogctl check', () => {
  it('finds every kind of problem with its file, line and column (text output)', async () => {
    const res = await runCli(['check', '--cwd', fixtureSite('check-all')]);
    assert.equal(res.code, 1, res.stdout + res.stderr);
    const lines = res.stdout.split('\n').filter((l) => /^\S+:\d+:\d+ {2}(error|warning) {2}/.test(l));
    const found = lines.map((l) => {
      const m = /^(\S+):(\d+):(\d+) {2}(error|warning) {2}.*\((\w+)\)$/.exec(l)!;
      return [m[5], m[1], Number(m[2]), Number(m[3])];
    });
    assert.deepEqual(found, EXPECTED, res.stdout);
    assert.match(res.stdout, /\n✗ 16 errors, 1 warning in \d+ files \(\d+ ms\)\n$/);
    assert.match(res.stdout, /2024-01-09-no-truncate\.md:5:1 {2}warning {2}/);
  });

  it('prints JSON for tools with --format json', async () => {
    const res = await runCli(['check', '--cwd', fixtureSite('check-all'), '--format', 'json']);
    assert.equal(res.code, 1);
    const out = JSON.parse(res.stdout) as {
      ok: boolean;
      errors: number;
      warnings: number;
      diagnostics: JsonDiagnostic[];
    };
    assert.equal(out.ok, false);
    assert.equal(out.errors, 16);
    assert.equal(out.warnings, 1);
    assert.deepEqual(
      out.diagnostics.map((d) => [d.code, d.loc?.file, d.loc?.line, d.loc?.column]),
      EXPECTED,
    );
    assert.ok(out.diagnostics.every((d) => d.text && d.severity));
  });

  it('reports an unknown navbar item type in the config', async () => {
    const res = await runCli(['check', '--cwd', fixtureSite('config-bad-type'), '--format', 'json']);
    assert.equal(res.code, 1);
    const out = JSON.parse(res.stdout) as { diagnostics: JsonDiagnostic[] };
    assert.deepEqual(
      out.diagnostics.map((d) => [d.code, d.loc?.file, d.loc?.line, d.loc?.column]),
      [['CONFIG_INVALID', 'blogctl.config.ts', 8, 21]],
    );
  });

  it('passes on the shipped site with exit code 0', async () => {
    const res = await runCli(['check', '--cwd', REPO]);
    assert.equal(res.code, 0, res.stdout + res.stderr);
    assert.match(res.stdout, /^✓ 0 errors, 0 warnings in \d+ files \(\d+ ms\)\n$/);
  });

  it('--strict turns warnings into errors', async () => {
    const { copySite, removeSite } = await import('../helpers/cli');
    const { writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dir = copySite(REPO);
    try {
      writeFileSync(join(dir, 'content/blog/2025-09-01-no-marker.md'), '---\ntitle: 没有摘要标记\n---\n\n一段话。\n');
      const loose = await runCli(['check', '--cwd', dir]);
      assert.equal(loose.code, 0, loose.stdout);
      assert.match(loose.stdout, /2025-09-01-no-marker\.md:5:1 {2}warning {2}.*\(CONTENT_NO_TRUNCATE\)/);
      const strict = await runCli(['check', '--cwd', dir, '--strict']);
      assert.equal(strict.code, 1);
      assert.match(strict.stdout, /2025-09-01-no-marker\.md:5:1 {2}error {2}.*\(CONTENT_NO_TRUNCATE\)/);
      assert.match(strict.stdout, /✗ 1 error, 0 warnings/);
    } finally {
      removeSite(dir);
    }
  });

  it('rejects an unknown --format', async () => {
    const res = await runCli(['check', '--cwd', REPO, '--format', 'xml']);
    assert.equal(res.code, 1);
    assert.match(res.stderr, /CHECK_BAD_FORMAT/);
  });
});
