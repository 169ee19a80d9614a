// writeFileAtomic: the one write-to-temp-then-rename helper (caches, the compiled config index, the patch journal).
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { writeFileAtomic } from '../../../src/util/write-atomic';

const dir = mkdtempSync(join(tmpdir(), 'blogctl-atomic-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('writeFileAtomic', () => {
  it('replaces a file whole and leaves no temp file beside it', () => {
    const file = join(dir, 'a.json');
    writeFileSync(file, 'old');
    writeFileAtomic(file, '{"new":true}');
    assert.equal(readFileSync(file, 'utf8'), '{"new":true}');
    writeFileAtomic(file, new Uint8Array([1, 2, 3]));
    assert.deepEqual([...readFileSync(file)], [1, 2, 3]);
    assert.deepEqual(readdirSync(dir), ['a.json']);
  });

  it('creates the folder only when asked', () => {
    assert.throws(() => writeFileAtomic(join(dir, 'x', 'b.bin'), 'b'), { code: 'ENOENT' });
    writeFileAtomic(join(dir, 'y', 'z', 'b.bin'), 'b', { mkdir: true });
    assert.equal(readFileSync(join(dir, 'y', 'z', 'b.bin'), 'utf8'), 'b');
  });
});
