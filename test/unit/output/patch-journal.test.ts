// Patch-mode commits: the output folder ends as exactly the new build, or — after a kill at any step and
// recoverOutput() — exactly the previous one.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { applyPatch, SimulatedKill } from '../../../src/output/patch-journal';
import { beginOutput, commitOutput, recoverOutput } from '../../../src/output/write-output';

const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function tree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, e.name);
      if (e.isDirectory()) walk(full);
      else out[relative(dir, full)] = readFileSync(full, 'utf8');
    }
  };
  walk(dir);
  return out;
}

function put(root: string, files: Record<string, string>): void {
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
}

const OLD = {
  'index.html': 'home v1',
  'blog/a/index.html': 'a v1',
  'blog/b/index.html': 'b v1',
  'sitemap.xml': 'map v1',
  'blog/gone/index.html': 'gone',
};
const CHANGED = {
  'index.html': 'home v2',
  'blog/a/index.html': 'a v2',
  'blog/new/index.html': 'new post',
  'blog/new/notes.txt': 'a static file beside it',
};
const REMOVE = ['blog/gone/index.html'];
const NEW = { ...OLD, ...CHANGED } as Record<string, string>;
delete NEW['blog/gone/index.html'];

/** A site with the old output and a staged patch, as a build (pid 999999, long gone) left them. */
function staged() {
  const dir = mkdtempSync(join(tmpdir(), 'blogctl-patch-'));
  made.push(dir);
  const out = join(dir, 'build');
  put(out, OLD);
  const tempDir = join(dir, 'build.tmp-999999-t');
  put(tempDir, CHANGED);
  return {
    dir,
    out,
    plan: {
      outDir: out,
      tempDir,
      backup: join(dir, 'build.undo-999999-t'),
      remove: REMOVE,
      journal: join(dir, 'build.journal-999999-t.json'),
    },
  };
}

describe('patch commits', () => {
  it('moves changed files in, removes dropped ones, and leaves no journal', () => {
    const { dir, out, plan } = staged();
    applyPatch(plan);
    assert.deepEqual(tree(out), NEW);
    assert.ok(!existsSync(join(out, 'blog', 'gone')), 'the emptied folder is removed');
    assert.ok(!existsSync(plan.journal));
    recoverOutput(out);
    assert.deepEqual(tree(out), NEW, 'recovery after a completed commit changes nothing');
    assert.deepEqual(
      readdirSync(dir).filter((f) => f.includes('journal')),
      [],
    );
  });

  it('a build killed at any step of the commit is rolled back to the previous output by recoverOutput', () => {
    // 4 changed files × 2 moves + 1 removal = 9 steps; kill before each of them and after the last one.
    for (let kill = 0; kill <= 9; kill++) {
      const { out, plan } = staged();
      assert.throws(
        () =>
          applyPatch({
            ...plan,
            onStep: (step) => {
              if (step === kill) throw new SimulatedKill();
            },
          }),
        SimulatedKill,
        `step ${kill}`,
      );
      assert.ok(existsSync(plan.journal), 'the journal outlives the killed build');
      recoverOutput(out);
      assert.deepEqual(tree(out), OLD, `killed before step ${kill}: the output is the previous build`);
      assert.ok(!existsSync(plan.journal));
    }
  });

  it('a failure inside the commit (not a kill) is undone at once', () => {
    const { out, plan } = staged();
    assert.throws(
      () =>
        applyPatch({
          ...plan,
          onStep: (step) => {
            if (step === 5) throw new Error('disk full');
          },
        }),
      /disk full/,
    );
    assert.deepEqual(tree(out), OLD);
    assert.ok(!existsSync(plan.journal));
  });

  it('beginOutput/commitOutput in patch mode apply only the staged files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'blogctl-patch-'));
    made.push(dir);
    const out = join(dir, 'build');
    put(out, OLD);
    const pending = beginOutput(out, { patch: true });
    assert.equal(pending.mode, 'patch');
    put(pending.tempDir, CHANGED);
    commitOutput(pending, { remove: REMOVE });
    assert.deepEqual(tree(out), NEW);
    for (let i = 0; i < 200 && readdirSync(dir).length > 1; i++) await new Promise((r) => setTimeout(r, 25));
    assert.deepEqual(readdirSync(dir), ['build'], 'temp and undo folders are removed');
  });

  it('patch mode falls back to a swap when there is no output folder yet', () => {
    const dir = mkdtempSync(join(tmpdir(), 'blogctl-patch-'));
    made.push(dir);
    const pending = beginOutput(join(dir, 'build'), { patch: true });
    assert.equal(pending.mode, 'swap');
  });
});
