// CandidateOrder (bounding only the chunks that can come first, group by group) hands out the chunks of a query in
// exactly the order of plainOrder() (every listed chunk bounded, then sorted), whatever was fetched in between, over
// random postings states (complete or cut, few distinct codes so that bounds tie; kept in a map, or as the search
// keeps them, filled from postings groups whose runs are the groups), query words and title chunks;
// and it bounds far fewer chunks than there are when only the first few are asked for.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CandidateOrder, plainOrder } from '../../../src/shared/search/candidate-order';
import { ChunkBounds, type TermState, type Word } from '../../../src/shared/search/chunk-bounds';
import { ChunkCodes } from '../../../src/shared/search/chunk-codes';
import { encodeEntries } from '../../../src/shared/search/shards';
import { MapEntries } from '../../helpers/chunk-entries';
import { seeded } from '../../helpers/seeded';

const CHUNKS = 300;

/** The entries a rest of postings adds to a cut list of the dense kind (ChunkCodes, filled from postings groups). */
const restOf = new Map<TermState, [number, number][]>();

function randomState(rnd: () => number, density: number, dense: boolean): TermState {
  // Few distinct codes: many chunks share a bound, so ties go by chunk number.
  const codes = Array.from(
    { length: 1 + Math.floor(rnd() * 4) },
    () => ((1 + Math.floor(rnd() * 16)) * 2 + (rnd() < 0.5 ? 0 : 1)) * 8 + 1 + Math.floor(rnd() * 7),
  );
  const pairs: [number, number][] = [];
  for (let c = 0; c < CHUNKS; c++) if (rnd() < density) pairs.push([c, codes[Math.floor(rnd() * codes.length)]]);
  const complete = rnd() < 0.5;
  if (dense) {
    // As the postings list it: by code, then chunk; a cut list holds the first part, its rest file the others.
    pairs.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
    const top = complete ? pairs : pairs.slice(0, Math.floor(pairs.length * rnd()));
    const entries = new ChunkCodes(CHUNKS);
    entries.addGroups([pairs.length, ...encodeEntries(top)], 1);
    const last = top.length ? top[top.length - 1] : [-1, 0];
    const state = {
      entries,
      complete: top.length === pairs.length,
      total: pairs.length,
      cutCode: last[1],
      cutChunk: last[0],
    };
    restOf.set(state, pairs.slice(top.length));
    return state;
  }
  const entries = new MapEntries();
  for (const [c, code] of pairs) entries.map.set(c, code);
  const last = [...entries.map.keys()].pop() ?? -1;
  return {
    entries,
    complete,
    total: entries.size + (complete ? 0 : 3),
    cutCode: last < 0 ? 0 : entries.get(last)!,
    cutChunk: last,
  };
}

function randomQuery(rnd: () => number, dense: boolean): { words: Word[]; states: Map<string, TermState> } {
  const states = new Map<string, TermState>();
  const words: Word[] = [];
  let n = 0;
  const term = () => {
    const name = `t${n++}`;
    states.set(name, randomState(rnd, 0.1 + rnd() * 0.8, dense));
    return name;
  };
  for (let k = 1 + Math.floor(rnd() * 3); k > 0; k--) {
    const count = 1 + Math.floor(rnd() * 3);
    const terms = Array.from({ length: count }, term);
    if (rnd() < 0.6) words.push({ kind: 'cjk', terms, word: count > 1 && rnd() < 0.6 ? term() : undefined });
    else words.push({ kind: 'latin', terms, qs: terms.map((_, i) => (i === 0 ? 0 : 1 + Math.floor(rnd() * 3))) });
  }
  return { words, states };
}

/** The first n chunks of the plain order not fetched. */
function plainPending(order: Float64Array, n: number, fetched: Set<number>) {
  const out: { c: number; lb: number }[] = [];
  for (let i = 0; i < order.length && out.length < n; i++) {
    const c = order[i] % 2 ** 32;
    if (!fetched.has(c)) out.push({ c, lb: Math.floor(order[i] / 2 ** 32) });
  }
  return out;
}

describe('candidate order', () => {
  it('hands out chunks as plainOrder() does, whatever is fetched in between, before and after a rest of postings', () => {
    let handed = 0;
    let viaRuns = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const rnd = seeded(seed);
      const { words, states } = randomQuery(rnd, seed % 2 === 0);
      const titles = new Set(Array.from({ length: Math.floor(rnd() * 3) }, () => Math.floor(rnd() * CHUNKS)));
      const bounds = new ChunkBounds(words, states);
      for (let phase = 0; phase < 2; phase++) {
        const fetched = new Set<number>();
        const plain = plainOrder({ words, states, titleChunks: titles, bounds });
        const lazy = new CandidateOrder({ words, states, titleChunks: titles, bounds });
        if ([...states.values()].some((s) => s.entries.runs?.())) viaRuns++;
        for (let round = 0; round < 12; round++) {
          const n = 1 + Math.floor(rnd() * 20);
          const want = plainPending(plain, n, fetched);
          assert.deepEqual(
            lazy.pending(n, (c) => fetched.has(c)),
            want,
            `seed ${seed}, phase ${phase}, round ${round}: ${JSON.stringify(words)}`,
          );
          handed += want.length;
          for (const { c } of want) if (rnd() < 0.7) fetched.add(c);
        }
        // A rest of postings arrives: every incomplete list gains chunks with codes from its cut on.
        for (const s of states.values()) {
          if (s.complete) continue;
          if (s.entries instanceof ChunkCodes) s.entries.addGroups(encodeEntries(restOf.get(s)!), 0);
          else
            for (let c = 0; c < CHUNKS; c++)
              if (!s.entries.has(c) && rnd() < 0.3)
                (s.entries as MapEntries).map.set(c, s.cutCode + Math.floor(rnd() * 40));
          s.complete = true;
        }
      }
    }
    assert.ok(handed > 20_000, `chunks handed out: ${handed}`);
    assert.ok(viaRuns > 300, `orders made from the postings' own runs: ${viaRuns}`);
  });

  it('bounds only the chunks that can come first', () => {
    const states = new Map<string, TermState>();
    const entries = new MapEntries();
    for (let c = 0; c < 5000; c++) entries.map.set(c, (c < 100 ? 2 * 16 : 9 * 16) + 7);
    states.set('a', { entries, complete: true, total: 5000, cutCode: 9 * 16 + 7, cutChunk: 4999 });
    const words: Word[] = [{ kind: 'cjk', terms: ['a'] }];
    const bounds = new ChunkBounds(words, states);
    const of = bounds.of.bind(bounds);
    let calls = 0;
    bounds.of = (c, exact) => (calls++, of(c, exact));
    const lazy = new CandidateOrder({ words, states, titleChunks: new Set(), bounds });
    const fetched = new Set<number>();
    for (let round = 0; round < 3; round++) for (const { c } of lazy.pending(8, (c) => fetched.has(c))) fetched.add(c);
    assert.deepEqual(
      [...fetched],
      Array.from({ length: 24 }, (_, i) => i),
    );
    assert.ok(calls <= 48, `chunks bounded: ${calls} of 5000`);
  });
});
