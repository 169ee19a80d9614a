// Progress output of the CLI without a terminal (as in CI): one line per finished stage with its count and
// time; `--quiet` prints only the result line; `--json` prints one parseable summary on stdout and nothing
// else there, with routes, files, diagnostics (code, file, line, col) and per-stage times.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { init } from '../../src/api/init';
import { runCli } from '../helpers/cli';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-progress-'));
after(() => rmSync(tmp, { recursive: true, force: true }));
const root = join(tmp, 'site');
// In the order the stages start: the theme's compile ("bundle", or reading the prebuilt one) starts right after
// the config and runs beside the content stage, the route table and the search index.
const STAGES = [
  'config',
  'bundle',
  'content',
  'routes',
  'search-index',
  'feeds',
  'validate',
  'render',
  'assets',
  'write',
  'cache',
];

describe('blogctl build output', () => {
  before(() => init({ dir: root, lang: 'en', date: '2026-01-02' }));

  it('without a TTY: one line per stage on stderr, with counts and times, then the summary on stdout', async () => {
    const res = await runCli(['--cwd', root, 'build', '--out-dir', join(tmp, 'out1')]);
    assert.equal(res.code, 0, res.stderr);
    const lines = res.stderr.trim().split('\n');
    // A line is printed when its stage ends: every stage once; the ones that run one after another in order (the
    // theme bundle overlaps the route table, the search index, the feeds and validation, so it may end among them;
    // the search index is built beside the feeds, validation and the render, and is written with the assets).
    const names = lines.map((l) => /^✓ ([a-z-]+)/.exec(l)?.[1]);
    const overlapping = (n: string | undefined) => n !== 'bundle' && n !== 'search-index';
    assert.deepEqual([...names].sort(), [...STAGES].sort(), res.stderr);
    assert.deepEqual(names.filter(overlapping), STAGES.filter(overlapping), res.stderr);
    // The theme ships compiled for a site that overrides nothing (dist/theme-bundles), so its stage may end even
    // before the content stage's; it still starts after the config and ends before the render needs it.
    assert.ok(
      names.indexOf('bundle') > names.indexOf('config') && names.indexOf('bundle') < names.indexOf('render'),
      res.stderr,
    );
    assert.ok(
      names.indexOf('search-index') > names.indexOf('routes') &&
        names.indexOf('search-index') < names.indexOf('assets'),
      res.stderr,
    );
    for (const l of lines) assert.match(l, /\d+(ms|\.\d\ds)$/);
    assert.match(res.stderr, /^✓ content {2}\d+ entries {2}\d+/m);
    // The starter: 19 routes (three posts, two guide docs and their category's generated index among them).
    assert.match(res.stderr, /^✓ render {2}19 routes {2}\d+/m);
    assert.doesNotMatch(res.stderr, /\x1b\[|\r/, 'no terminal control codes in a log');
    assert.match(res.stdout, /^✓ 19 routes written to /);
  });

  it('--quiet: only the result line', async () => {
    const res = await runCli(['--cwd', root, 'build', '--quiet', '--out-dir', join(tmp, 'out2')]);
    assert.equal(res.code, 0, res.stderr);
    assert.equal(res.stderr, '');
    assert.match(res.stdout, /^✓ 19 routes written to .* in \d+\.\d\ds\n$/);
  });

  it('--json: one JSON document on stdout with routes, files, stages and located diagnostics', async () => {
    const ok = await runCli(['--cwd', root, 'build', '--json', '--out-dir', join(tmp, 'out3')]);
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal(ok.stderr, '');
    const summary = JSON.parse(ok.stdout) as {
      ok: boolean;
      routes: number;
      files: number;
      filesWritten: number;
      errors: unknown[];
      warnings: unknown[];
      stages: { name: string; ms: number; count?: number; unit?: string }[];
      totalMs: number;
    };
    assert.equal(summary.ok, true);
    assert.equal(summary.routes, 19);
    assert.ok(summary.files > 19 && summary.filesWritten === summary.files, JSON.stringify(summary));
    assert.deepEqual(
      summary.stages.map((s) => s.name),
      STAGES,
    );
    assert.deepEqual(
      summary.stages.find((s) => s.name === 'render'),
      { ...summary.stages.find((s) => s.name === 'render'), count: 19, unit: 'routes' },
    );
    assert.ok(summary.stages.every((s) => Number.isInteger(s.ms) && s.ms >= 0));
    assert.deepEqual([summary.errors, summary.warnings], [[], []]);

    // A broken link: the build fails, and the JSON says where.
    writeFileSync(
      join(root, 'content', 'blog', 'broken.md'),
      '---\ntitle: Broken\ndate: 2026-01-03\n---\n\nSee [this](./missing.md).\n\n<!-- truncate -->\n',
    );
    const bad = await runCli(['--cwd', root, 'build', '--json', '--out-dir', join(tmp, 'out3')]);
    rmSync(join(root, 'content', 'blog', 'broken.md'));
    assert.equal(bad.code, 1);
    assert.equal(bad.stderr, '');
    const failed = JSON.parse(bad.stdout) as {
      ok: boolean;
      errors: { code: string; file: string; line: number; col: number; message: string }[];
    };
    assert.equal(failed.ok, false);
    const e = failed.errors.find((x) => x.file === 'content/blog/broken.md');
    assert.ok(e, JSON.stringify(failed.errors));
    assert.equal(e.line, 6);
    assert.ok(e.col > 0 && /^[A-Z_]+$/.test(e.code), JSON.stringify(e));
  });
});
