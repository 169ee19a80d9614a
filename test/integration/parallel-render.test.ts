// Rendering in worker threads produces exactly the files of an in-process render.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { REPO } from '../helpers/site';

describe('parallel rendering', () => {
  it('worker threads and the main thread produce byte-identical output', async () => {
    const [serial, parallel] = [await build({ root: REPO, write: false, threads: 0 }), await build({ root: REPO, write: false, threads: 2 })];
    assert.ok(serial.ok && parallel.ok);
    const a = new Map(serial.files!.map((f) => [f.path, Buffer.from(f.contents).toString('base64')]));
    const b = new Map(parallel.files!.map((f) => [f.path, Buffer.from(f.contents).toString('base64')]));
    assert.deepEqual([...b.keys()].sort(), [...a.keys()].sort());
    for (const [path, data] of a) assert.equal(b.get(path), data, path);
  });
});
