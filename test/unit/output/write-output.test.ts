import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { abortOutput, beginOutput, commitOutput, recoverOutput } from '../../../src/output/write-output';

const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function site() {
  const dir = mkdtempSync(join(tmpdir(), 'blogctl-out-'));
  made.push(dir);
  const out = join(dir, 'build');
  mkdirSync(out);
  writeFileSync(join(out, 'index.html'), 'old');
  return { dir, out };
}

describe('write-output', () => {
  it('swaps the new output in on success and removes the old one', async () => {
    const { dir, out } = site();
    const p = beginOutput(out);
    writeFileSync(join(p.tempDir, 'index.html'), 'new');
    commitOutput(p);
    assert.equal(readFileSync(join(out, 'index.html'), 'utf8'), 'new');
    // The old output is deleted in the background; wait for it (bounded).
    for (let i = 0; i < 200 && readdirSync(dir).length > 1; i++) await new Promise((r) => setTimeout(r, 25));
    assert.deepEqual(readdirSync(dir), ['build']);
  });

  it('keeps the previous output when the build is aborted', () => {
    const { dir, out } = site();
    const p = beginOutput(out);
    writeFileSync(join(p.tempDir, 'index.html'), 'half');
    abortOutput(p);
    assert.equal(readFileSync(join(out, 'index.html'), 'utf8'), 'old');
    assert.deepEqual(readdirSync(dir), ['build']);
  });

  it('restores the old output when a build died between the two renames', () => {
    const { dir, out } = site();
    // Simulate: old output renamed aside by a process that no longer exists, new one never moved in.
    const backup = join(dir, 'build.old-999999-x');
    renameSync(out, backup);
    assert.ok(!existsSync(out));
    recoverOutput(out);
    assert.equal(readFileSync(join(out, 'index.html'), 'utf8'), 'old');
  });
});
