// The output chokepoint: every sink and the patch journal turn a relative output path into a file path only
// inside the folder being written. Paths that are absolute, climb out with "..", hold NUL or a backslash are
// refused with OUTPUT_PATH_UNSAFE before anything touches the disk.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, describe, it } from 'node:test';
import { isBlogctlError } from '../../../src/errors/blogctl-error';
import { applyPatch, rollBackJournal } from '../../../src/output/patch-journal';
import { outputFilePath } from '../../../src/output/safe-path';
import { DiskSink, MemorySink, SyncDiskSink } from '../../../src/output/sink';

const made: string[] = [];
after(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** parent/out (the output folder) and parent/victim.txt (a file beside it that must survive). */
function layout(): { parent: string; out: string; victim: string } {
  const parent = mkdtempSync(join(tmpdir(), 'blogctl-chokepoint-'));
  made.push(parent);
  const out = join(parent, 'out');
  mkdirSync(out);
  writeFileSync(join(parent, 'victim.txt'), 'keep me');
  return { parent, out, victim: join(parent, 'victim.txt') };
}

const refused = (err: unknown) => isBlogctlError(err) && err.code === 'OUTPUT_PATH_UNSAFE';

const BAD = [
  '../victim.txt',
  'a/../../victim.txt',
  '..',
  '/etc/passwd',
  'C:\\Windows\\x',
  '\\\\host\\share\\x',
  'a\\..\\..\\victim.txt',
  'a/\u0000b',
  '',
  '.',
  'a/./b',
  'x/..',
];
const GOOD = ['index.html', 'blog/你好/index.html', 'a..b/c.txt', '.blogctl-output', 'assets/x.js'];

describe('outputFilePath', () => {
  for (const p of BAD) {
    it(`refuses ${JSON.stringify(p)}`, () => assert.throws(() => outputFilePath('/srv/out', p), refused));
  }
  for (const p of GOOD) {
    it(`accepts ${JSON.stringify(p)}`, () => assert.equal(outputFilePath('/srv/out', p), join('/srv/out', p)));
  }
});

describe('sinks refuse paths outside their root before writing', () => {
  it('DiskSink write, copy and link (swap and patch modes)', async () => {
    const { parent, out, victim } = layout();
    const source = join(parent, 'source.txt');
    writeFileSync(source, 'data');
    for (const sink of [new DiskSink(out), new DiskSink(out, out)]) {
      assert.throws(() => sink.write('../victim.txt', 'overwritten'), refused);
      assert.throws(() => sink.write('../escaped/index.html', 'x'), refused);
      assert.throws(() => sink.copy(source, '../victim.txt'), refused);
      assert.throws(() => sink.link(source, 'a/../../victim.txt'), refused);
      // Patch mode keeps a reused file in place without writing it: never for a path that is not in normal form.
      assert.throws(() => sink.link(join(out, 'a/../../victim.txt'), 'a/../../victim.txt'), refused);
      await sink.flush();
      assert.equal(sink.paths.size, 0);
    }
    const relativeRoot = new DiskSink(relative(process.cwd(), out));
    relativeRoot.write('blog/你好/index.html', 'ok');
    await relativeRoot.flush();
    assert.equal(readFileSync(join(out, 'blog/你好/index.html'), 'utf8'), 'ok');
    rmSync(join(out, 'blog'), { recursive: true });
    assert.equal(readFileSync(victim, 'utf8'), 'keep me');
    assert.deepEqual(readdirSync(parent).sort(), ['out', 'source.txt', 'victim.txt']);
    assert.deepEqual(readdirSync(out), []);
  });

  it('SyncDiskSink (render workers) and MemorySink', () => {
    const { parent, out, victim } = layout();
    assert.throws(() => new SyncDiskSink(out).write('../victim.txt', 'x'), refused);
    assert.throws(() => new SyncDiskSink(out).write('/tmp/abs.html', 'x'), refused);
    const memory = new MemorySink();
    assert.throws(() => memory.write('../x', 'x'), refused);
    assert.throws(() => memory.copy(victim, '../x'), refused);
    assert.equal(memory.files.size, 0);
    for (const p of GOOD) memory.write(p, 'ok');
    assert.deepEqual([...memory.files.keys()], GOOD);
    const sync = new SyncDiskSink(out);
    for (const p of GOOD) sync.write(p, 'ok');
    assert.equal(readFileSync(join(out, 'blog/你好/index.html'), 'utf8'), 'ok');
    assert.equal(readFileSync(victim, 'utf8'), 'keep me');
    assert.deepEqual(readdirSync(parent).sort(), ['out', 'victim.txt']);
  });
});

describe('the patch journal refuses paths outside the output folder', () => {
  it('applyPatch with a removal outside the output folder moves nothing', () => {
    const { parent, out, victim } = layout();
    writeFileSync(join(out, 'index.html'), 'old');
    const temp = join(parent, 'out.tmp-1-a');
    mkdirSync(temp);
    writeFileSync(join(temp, 'index.html'), 'new');
    const journal = join(parent, 'out.journal-1-a.json');
    assert.throws(
      () =>
        applyPatch({
          outDir: out,
          tempDir: temp,
          backup: join(parent, 'out.undo-1-a'),
          remove: ['../victim.txt'],
          journal,
        }),
      refused,
    );
    assert.equal(readFileSync(victim, 'utf8'), 'keep me');
    assert.equal(readFileSync(join(out, 'index.html'), 'utf8'), 'old');
    assert.equal(existsSync(journal), false);
  });

  it("applyPatch refuses an undo folder that is not the output folder's own sibling", () => {
    const { parent, out } = layout();
    const temp = join(parent, 'out.tmp-1-a');
    mkdirSync(temp);
    assert.throws(
      () =>
        applyPatch({
          outDir: out,
          tempDir: temp,
          backup: join(parent, 'elsewhere'),
          remove: [],
          journal: join(parent, 'out.journal-1-a.json'),
        }),
      refused,
    );
  });

  it('rollBackJournal does not act on a journal that names files outside the output folder', () => {
    const { parent, out, victim } = layout();
    const journal = join(parent, 'out.journal-1-b.json');
    // A rollback deletes files the patch added; a tampered journal must not make it delete victim.txt.
    writeFileSync(
      journal,
      JSON.stringify({
        version: 1,
        outDir: out,
        backup: join(parent, 'out.undo-1-b'),
        changed: [{ path: '../victim.txt', existed: false }],
        removed: [],
      }),
    );
    assert.throws(() => rollBackJournal(journal, out), refused);
    assert.equal(readFileSync(victim, 'utf8'), 'keep me');
    const elsewhere = join(parent, 'out.journal-1-c.json');
    writeFileSync(elsewhere, JSON.stringify({ version: 1, outDir: out, backup: parent, changed: [], removed: [] }));
    assert.throws(() => rollBackJournal(elsewhere, out), refused);
    assert.ok(existsSync(victim));
  });
});
