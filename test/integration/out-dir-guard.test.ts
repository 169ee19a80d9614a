// `--out-dir` can never replace the site or its sources: the CLI and the programmatic build() refuse the
// site folder, content/, static/ (and folders inside or around them), parents of the site, the file-system
// root, files, and non-empty folders that are not an earlier blogctl output, with exit 1 and one sentence.
// Nothing is created, moved or deleted when they refuse. Earlier outputs (marker, or a pre-marker output
// recognised by its generator tag) are rebuilt as before.
import assert from 'node:assert/strict';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { OUTPUT_MARKER } from '../../src/output/out-dir-guard';
import { runCli } from '../helpers/cli';
import { REPO } from '../helpers/site';

let outer: string;
let site: string;
before(() => {
  // outer/site: the parent of the site is a folder of this test, so "--out-dir .." refuses a folder we own.
  outer = mkdtempSync(join(tmpdir(), 'blogctl-outdir-'));
  site = join(outer, 'site');
  cpSync(join(REPO, 'test/fixtures/bad/truncate-first-line'), site, { recursive: true });
  mkdirSync(join(site, 'static/img'), { recursive: true });
  writeFileSync(join(site, 'static/img/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(join(site, 'notes'));
  writeFileSync(join(site, 'notes/todo.txt'), '我的笔记，不是构建输出。');
  writeFileSync(join(site, 'README.md'), '# 站点\n');
  symlinkSync('content', join(site, 'content-link'));
});
after(() => rmSync(outer, { recursive: true, force: true }));

/** Every entry under `outer` (the site and its parent), with file bytes: nothing may change on a refusal. */
function snapshot(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of readdirSync(outer, { withFileTypes: true, recursive: true })) {
    const rel = relative(outer, join(e.parentPath, e.name));
    if (rel.split('/').includes('.blogctl')) continue; // the cache may be refreshed by an earlier accepted build
    out[rel] = e.isFile() ? readFileSync(join(outer, rel)).toString('base64') : e.isSymbolicLink() ? 'link' : 'dir';
  }
  return out;
}

const REFUSED: [string, RegExp][] = [
  ['.', /it is the site folder itself/],
  ['content', /it is the content folder content\//],
  ['content/blog', /it lies inside the content folder content\//],
  ['content-link', /it is the content folder content\//],
  ['static', /it is the static folder static\//],
  ['static/img', /it lies inside the static folder static\//],
  ['..', /it contains the site folder/],
  ['/', /it is the file-system root/],
  ['notes', /it already holds files that are not a blogctl output/],
  ['README.md', /it is a file, not a folder/],
];

describe('build() refuses an output folder that holds the site or its sources', () => {
  for (const [outDir, why] of REFUSED) {
    it(`--out-dir ${outDir}`, async () => {
      const before = snapshot();
      const result = await build({ root: site, outDir });
      assert.equal(result.ok, false);
      assert.equal(result.diagnostics.length, 1, JSON.stringify(result.diagnostics));
      const [d] = result.diagnostics;
      assert.equal(d.code, 'OUTPUT_DIR_UNSAFE');
      assert.match(d.text, why);
      assert.match(d.text, /^Refusing to build into [^\n]+: [^\n]+, and a build replaces its output folder whole\.$/);
      assert.deepEqual(snapshot(), before);
    });
  }
});

describe('blogctl build --out-dir refuses with exit 1 and one sentence', () => {
  for (const [outDir, why] of REFUSED.filter(([d]) => ['.', 'content', '..', '/', 'notes'].includes(d))) {
    it(`blogctl build --out-dir ${outDir}`, async () => {
      const before = snapshot();
      const { code, stdout, stderr } = await runCli(['--cwd', site, 'build', '--out-dir', outDir]);
      assert.equal(code, 1, stdout + stderr);
      assert.match(stderr, why);
      assert.match(
        stderr,
        /Refusing to build into [^\n]+, and a build replaces its output folder whole\.\s+\(OUTPUT_DIR_UNSAFE\)/,
      );
      assert.doesNotMatch(stderr, /Internal error|\n\s+at /);
      assert.deepEqual(snapshot(), before);
    });
  }
});

describe('earlier outputs, new and empty folders are accepted', () => {
  it('a new folder gets the marker; rebuilding into it is accepted', async () => {
    const first = await build({ root: site, outDir: 'build' });
    assert.equal(first.ok, true, JSON.stringify(first.diagnostics));
    assert.ok(existsSync(join(site, 'build', OUTPUT_MARKER)));
    const second = await build({ root: site, outDir: 'build' });
    assert.equal(second.ok, true, JSON.stringify(second.diagnostics));
    assert.ok(existsSync(join(site, 'build', OUTPUT_MARKER)));
    const cli = await runCli(['--cwd', site, 'build']);
    assert.equal(cli.code, 0, cli.stderr);
  });

  it('an output written before the marker existed (generator tag and 404.html) is accepted', async () => {
    assert.equal((await build({ root: site, outDir: 'legacy' })).ok, true);
    unlinkSync(join(site, 'legacy', OUTPUT_MARKER));
    const again = await build({ root: site, outDir: 'legacy' });
    assert.equal(again.ok, true, JSON.stringify(again.diagnostics));
    assert.ok(existsSync(join(site, 'legacy', OUTPUT_MARKER)));
  });

  it('an empty folder, and a new folder outside the site', async () => {
    mkdirSync(join(site, 'empty'));
    assert.equal((await build({ root: site, outDir: 'empty' })).ok, true);
    const elsewhere = join(outer, 'public');
    assert.equal((await build({ root: site, outDir: elsewhere })).ok, true);
    assert.ok(existsSync(join(elsewhere, 'index.html')));
  });

  it('write: false (the dev server) writes nothing and is not guarded', async () => {
    const result = await build({ root: site, outDir: '.', write: false });
    assert.equal(result.ok, true);
    assert.ok(!result.files!.some((f) => f.path === OUTPUT_MARKER));
  });
});
