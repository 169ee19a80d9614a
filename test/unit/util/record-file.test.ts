// Records kept between builds (util/record-file.ts): a save that changes a few records writes only the journal
// beside the file, opening applies it, a journal of another generation is ignored, and a journal that grows
// past an eighth of the records is folded into the file again.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { loadRecords, RecordFile } from '../../../src/util/record-file';

const FORMAT = { version: 1, field: 'world' };
const dir = mkdtempSync(join(tmpdir(), 'blogctl-records-'));
const file = join(dir, 'records.json');
const journal = `${file}.journal`;
after(() => rmSync(dir, { recursive: true, force: true }));

/** One pass over `records` in `world`: each unchanged record is kept as the object the file answered. */
function pass(records: Record<string, string>, world = 'w'): void {
  const rf = RecordFile.open<{ v: string }>(file, 'k', FORMAT);
  rf.begin(world);
  for (const [name, v] of Object.entries(records)) {
    const prev = rf.previousRecord(name) as { v: string } | undefined;
    rf.keep(name, prev?.v === v ? prev : { v });
  }
  rf.save();
}

const held = (): Record<string, string> =>
  Object.fromEntries(
    Object.entries(loadRecords(file, FORMAT).data?.entries ?? {}).map(([k, r]) => [k, (r as { v: string }).v]),
  );

const many = (n: number, v = 'a'): Record<string, string> =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, v]));

describe('record files', () => {
  beforeEach(() => {
    rmSync(file, { force: true });
    rmSync(journal, { force: true });
  });

  it('a pass that changes nothing writes nothing', () => {
    pass(many(10));
    const before = readFileSync(file, 'utf8');
    pass(many(10));
    assert.equal(readFileSync(file, 'utf8'), before, 'a whole write would carry a new generation');
    assert.ok(!existsSync(journal));
  });

  it('a few changed or removed records go to the journal; the file stays; opening applies both', () => {
    pass(many(200));
    const whole = readFileSync(file, 'utf8');
    const next: Record<string, string> = { ...many(200), f3: 'b' };
    delete next.f7;
    pass(next);
    assert.equal(readFileSync(file, 'utf8'), whole, 'the file is not rewritten');
    assert.ok(existsSync(journal));
    assert.deepEqual(held(), next);
    pass({ ...next, f9: 'c' });
    assert.deepEqual(held(), { ...next, f9: 'c' }, 'the journal holds every change since the whole write');
    pass({ ...next, f7: 'd' });
    assert.deepEqual(held(), { ...next, f7: 'd' }, 'a removed record comes back; an edit undone is undone');
  });

  it('past an eighth of the records, the journal is folded into the file', () => {
    pass(many(1000));
    pass({ ...many(1000), ...many(100, 'b') });
    assert.ok(existsSync(journal), '100 of 1,000 changed: journal');
    pass({ ...many(1000), ...many(126, 'b') });
    assert.ok(!existsSync(journal), '126 journaled of 1,000: whole file');
    assert.deepEqual(held(), { ...many(1000), ...many(126, 'b') });
  });

  it('a journal of another generation, or of a file rewritten without one, is ignored', () => {
    pass(many(200));
    pass({ ...many(200), f1: 'b' });
    const data = JSON.parse(readFileSync(file, 'utf8')) as { generation?: string };
    writeFileSync(file, JSON.stringify({ ...data, generation: 'other' }));
    assert.equal(held().f1, 'a');
    delete data.generation;
    writeFileSync(file, JSON.stringify(data));
    assert.equal(held().f1, 'a');
    pass({ ...many(200), f2: 'b' });
    assert.ok(!existsSync(journal), 'a file without a generation is written whole');
    assert.deepEqual(held(), { ...many(200), f2: 'b' });
  });

  it('another world writes the file whole and drops the journal', () => {
    pass(many(200));
    pass({ ...many(200), f1: 'b' });
    pass(many(200), 'w2');
    assert.ok(!existsSync(journal));
    assert.deepEqual(held(), many(200));
    const rf = RecordFile.open(file, 'k', FORMAT);
    rf.begin('w');
    assert.equal(rf.previousRecord('f0'), undefined, 'records of another world are not answered');
  });

  it('a corrupt journal is ignored', () => {
    pass(many(200));
    pass({ ...many(200), f1: 'b' });
    writeFileSync(journal, '{"generation":');
    assert.equal(held().f1, 'a');
  });
});
