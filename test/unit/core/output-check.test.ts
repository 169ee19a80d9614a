// The worker-thread check of a previous output against the snapshot's record of it (src/core/output-check.ts),
// which a large site's builds start (src/core/disk-target.ts): it answers with the recorded files whose size or
// mtime differ now or that are gone, and with undefined when it cannot read the snapshot.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { OutputCheck } from '../../../src/core/output-check';

const dir = mkdtempSync(join(tmpdir(), 'blogctl-output-check-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function site(name: string, files: number): { out: string; snapshot: string } {
  const out = join(dir, name, 'build');
  mkdirSync(join(out, 'blog'), { recursive: true });
  const outputs: [string, number, number][] = [];
  for (let i = 0; i < files; i++) {
    const path = `blog/${i}.html`;
    writeFileSync(join(out, path), `<p>第 ${i} 篇</p>`);
    const st = statSync(join(out, path));
    outputs.push([path, st.size, st.mtimeMs]);
  }
  const snapshot = join(dir, name, 'snapshot.json');
  writeFileSync(snapshot, JSON.stringify({ version: 1, outputs }));
  return { out, snapshot };
}

describe('OutputCheck', () => {
  it('answers with nothing when every recorded file stands', () => {
    const { out, snapshot } = site('same', 50);
    const check = OutputCheck.start(snapshot, out);
    assert.deepEqual([...(check.changed() ?? ['no answer'])], []);
    assert.equal(check.answered(), true);
  });

  it('names the files that were changed or removed since', () => {
    const { out, snapshot } = site('changed', 50);
    writeFileSync(join(out, 'blog/3.html'), '<p>改过了，长度也变了</p>');
    unlinkSync(join(out, 'blog/41.html'));
    const check = OutputCheck.start(snapshot, out);
    assert.deepEqual([...(check.changed() ?? [])].sort(), ['blog/3.html', 'blog/41.html']);
  });

  it('cannot tell when the snapshot cannot be read', () => {
    const { out } = site('unreadable', 1);
    assert.equal(OutputCheck.start(join(dir, 'unreadable', 'missing.json'), out).changed(), undefined);
  });
});
