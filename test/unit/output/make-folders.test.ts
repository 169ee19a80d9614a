// DiskSink.makeFolders: the render stage makes every route's folder in one pass on the main thread, and the
// workers' SyncDiskSink then writes without a mkdir per route (and still copes with a folder that is missing).
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { DiskSink, SyncDiskSink } from '../../../src/output/sink';

const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'blogctl-folders-'));
  made.push(dir);
  return dir;
}

describe('DiskSink.makeFolders', () => {
  it('makes the folder of every file, parents first, and nothing for a path the chokepoint refuses', () => {
    const dir = temp();
    const root = join(dir, 'out');
    new DiskSink(root).makeFolders(['blog/2024/01/02/a/index.html', 'blog/index.html', '404.html', 'docs/x/y/index.html', '../escape/index.html', 'blog/2024/01/02/b/index.html']);
    for (const d of ['blog', 'blog/2024/01/02/a', 'blog/2024/01/02/b', 'docs/x/y']) assert.ok(statSync(join(root, d)).isDirectory(), d);
    assert.equal(existsSync(join(dir, 'escape')), false);
  });

  it('lets a worker sink write into made folders without mkdir, and make a folder that is missing', () => {
    const root = join(temp(), 'out');
    new DiskSink(root).makeFolders(['a/b/index.html']);
    const sink = new SyncDiskSink(root, true);
    sink.write('a/b/index.html', 'made');
    sink.write('c/d/index.html', 'missing');
    assert.equal(readFileSync(join(root, 'a/b/index.html'), 'utf8'), 'made');
    assert.equal(readFileSync(join(root, 'c/d/index.html'), 'utf8'), 'missing');
  });

  it('leaves an existing folder as it is and still counts it as made', async () => {
    const root = join(temp(), 'out');
    const sink = new DiskSink(root);
    sink.makeFolders(['a/index.html']);
    sink.makeFolders(['a/index.html', 'a/b/index.html']);
    sink.write('a/b/index.html', 'x');
    await sink.flush();
    assert.equal(readFileSync(join(root, 'a/b/index.html'), 'utf8'), 'x');
  });
});
