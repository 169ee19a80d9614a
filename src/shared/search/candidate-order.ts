// The chunks a query over the term-sharded index can still fetch, best bound first (bound, then chunk number), as
// plainOrder() defines them, but bounding only the chunks that can come first: a common term lists thousands of
// chunks, of which a query fetches a few. The chunks of a postings list are grouped by their entry code; each group
// gets one lower bound (ChunkBounds.groupBound: the other terms at their best), and a group's chunks are bounded one
// by one only once no chunk bounded so far and not fetched comes before that group's bound. Title chunks (the
// exact-title criterion) are bounded first, one by one. test/unit/search/candidate-order.test.ts compares the two.
import type { ChunkBounds, QueryPostings, TermState, Word } from './chunk-bounds';

const SHIFT = 2 ** 32;

/** A query over the postings read so far, as the candidate order sees it. */
export interface ListedQuery extends QueryPostings {
  /** The chunks whose page title is the query (the exact-title criterion). */
  titleChunks: Set<number>;
  /** The bounds of the query's chunks (ChunkBounds over the same words and states). */
  bounds: ChunkBounds;
}

/** Every listed chunk that can hold a hit, by bound then chunk, as keys bound * 2^32 + chunk (the definition). */
export function plainOrder({ words, states, titleChunks, bounds }: ListedQuery): Float64Array {
  const keys: number[] = [];
  for (const c of listedChunks(words, states, titleChunks)) {
    const lb = bounds.of(c, titleChunks.has(c));
    if (lb !== null) keys.push(lb * SHIFT + c);
  }
  return Float64Array.from(keys).sort();
}

/** The lists whose chunks can hold hits: the fewest complete list of a term a CJK word requires (alone), else all. */
function drivers(words: Word[], states: Map<string, TermState>): { lists: TermState[]; required: boolean } {
  let fewest: TermState | undefined;
  for (const w of words) {
    if (w.kind !== 'cjk') continue;
    for (const t of w.terms) {
      const s = states.get(t)!;
      if (s.complete && (!fewest || s.entries.size < fewest.entries.size)) fewest = s;
    }
  }
  return fewest ? { lists: [fewest], required: true } : { lists: [...states.values()], required: false };
}

function listedChunks(words: Word[], states: Map<string, TermState>, titleChunks: Set<number>): Iterable<number> {
  if (!words.length) return [];
  const { lists, required } = drivers(words, states);
  if (required) return lists[0].entries.keys();
  const all = new Set<number>(titleChunks);
  for (const s of lists) for (const c of s.entries.keys()) all.add(c);
  return all;
}

/** A batch of chunks bounded at once from one group (amortizes the sort of the bounded keys). */
const BATCH = 16;

export class CandidateOrder {
  /** Per group: its lower bound, its chunks ascending (chunks[at..end]) and how far they are bounded (at). */
  private readonly groups: { lb: number; chunks: ArrayLike<number>; at: number; end: number }[] = [];
  /** Keys of the chunks bounded so far (sorted when `sorted`). */
  private keys: number[] = [];
  private sorted = true;
  private readonly seen = new Set<number>();

  private readonly bounds: ChunkBounds;

  constructor({ words, states, titleChunks, bounds }: ListedQuery) {
    this.bounds = bounds;
    if (!words.length) return;
    for (const c of titleChunks) this.bound(c, true);
    const best = bounds.bestEntries();
    for (const s of drivers(words, states).lists) {
      const runs = s.entries.runs?.();
      if (runs) {
        // The postings' own groups: chunks listed with one code, ascending (keys() is an array then).
        const keys = s.entries.keys() as number[];
        for (let i = 0; i < runs.length; i += 3) {
          const lb = bounds.groupBound(s, runs[i], best);
          if (lb !== null) this.groups.push({ lb, chunks: keys, at: runs[i + 1], end: runs[i + 2] });
        }
        continue;
      }
      const byCode = new Map<number, number[]>();
      for (const c of s.entries.keys()) {
        const code = s.entries.get(c)!;
        const list = byCode.get(code);
        if (list) list.push(c);
        else byCode.set(code, [c]);
      }
      for (const [code, chunks] of byCode) {
        const lb = bounds.groupBound(s, code, best);
        if (lb !== null) this.groups.push({ lb, chunks: Int32Array.from(chunks).sort(), at: 0, end: chunks.length });
      }
    }
  }

  /** The first n chunks of plainOrder() for which fetched(c) is false, with their bounds. */
  pending(n: number, fetched: (c: number) => boolean): { c: number; lb: number }[] {
    for (;;) {
      // The smallest key any chunk not bounded yet can have: its group's bound with the group's next chunk.
      let frontier = Infinity;
      let next = -1;
      for (let g = 0; g < this.groups.length; g++) {
        const { lb, chunks, at, end } = this.groups[g];
        if (at < end && lb * SHIFT + chunks[at] < frontier) [frontier, next] = [lb * SHIFT + chunks[at], g];
      }
      if (!this.sorted) {
        this.keys = Array.from(Float64Array.from(this.keys).sort());
        this.sorted = true;
      }
      const out: { c: number; lb: number }[] = [];
      for (let i = 0; i < this.keys.length && out.length < n && this.keys[i] < frontier; i++) {
        const c = this.keys[i] % SHIFT;
        if (!fetched(c)) out.push({ c, lb: Math.floor(this.keys[i] / SHIFT) });
      }
      if (out.length >= n || next < 0) return out;
      const group = this.groups[next];
      const end = Math.min(group.end, group.at + BATCH);
      for (; group.at < end; group.at++) this.bound(group.chunks[group.at], false);
    }
  }
  private bound(c: number, exactTitle: boolean): void {
    if (this.seen.has(c)) return;
    this.seen.add(c);
    const lb = this.bounds.of(c, exactTitle);
    if (lb === null) return;
    this.keys.push(lb * SHIFT + c);
    this.sorted = false;
  }
}
