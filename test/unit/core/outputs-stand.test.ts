// The check that a previous build's output files stand as the snapshot recorded them (outputsStand in
// src/core/site-snapshot.ts): the main thread stats them while the worker's check (src/core/output-check.ts) has
// no answer, and takes the worker's answer as soon as it has one.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { outputsStand } from '../../../src/core/site-snapshot';

const COUNT = 600;
let out: string;
let recorded: [string, number, number][];

/** A stand-in for the worker's check: answers from the `from`-th poll on (never when `from` is Infinity). */
function worker(from: number, answer: ReadonlySet<string> | undefined) {
  let polls = 0;
  return {
    polls: () => polls,
    answered: () => ++polls > from,
    changed: () => answer,
  };
}

before(() => {
  out = mkdtempSync(join(tmpdir(), 'blogctl-outputs-'));
  recorded = [];
  for (let i = 0; i < COUNT; i++) {
    const path = `p${i % 7}/${i}.html`;
    mkdirSync(join(out, `p${i % 7}`), { recursive: true });
    writeFileSync(join(out, path), `<p>${i}</p>`);
    const st = statSync(join(out, path));
    recorded.push([path, st.size, st.mtimeMs]);
  }
});
after(() => rmSync(out, { recursive: true, force: true }));

/** The record with file `i`'s size changed (the file on disk no longer matches it). */
const withChanged = (i: number) => recorded.map((r, j): [string, number, number] => (j === i ? [r[0], 0, r[2]] : r));

describe('outputsStand', () => {
  it('stats every file itself while the worker has not answered', () => {
    const silent = worker(Infinity, new Set());
    assert.equal(outputsStand(out, recorded, silent), true);
    assert.equal(outputsStand(out, withChanged(COUNT - 1), silent), false);
    assert.equal(silent.polls(), 6, 'polled once per 256 files (0, 256, 512) in each of the two calls');
  });

  it("takes the worker's answer once it has one, for the files not yet stat'ed too", () => {
    // Answers at the second poll (file 256): file 400's change on disk is then the worker's to report.
    assert.equal(outputsStand(out, withChanged(400), worker(1, new Set())), true);
    assert.equal(outputsStand(out, recorded, worker(1, new Set(['p0/0.html']))), false);
    // A change the main thread met before the answer decides at once.
    assert.equal(outputsStand(out, withChanged(100), worker(1, new Set())), false);
  });

  it('goes on by itself when the worker could not tell (no snapshot it could read, a failed start)', () => {
    assert.equal(outputsStand(out, withChanged(500), worker(0, undefined)), false);
    assert.equal(outputsStand(out, recorded, worker(0, undefined)), true);
  });

  it('reports a file that is gone', () => {
    const gone: [string, number, number][] = [...recorded, ['p0/missing.html', 3, 1]];
    assert.equal(outputsStand(out, gone), false);
  });
});
