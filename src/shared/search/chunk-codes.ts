// A term's postings as far as read (shard-search.ts): chunk → entry code as a dense array (lookups per chunk are
// the hot path), filled straight from the postings' groups (shards.ts: [code, n, first chunk, n - 1 deltas]), and
// the runs of chunks sharing a code in the order listed, which CandidateOrder bounds group by group.
import type { ChunkEntries } from './chunk-bounds';

export class ChunkCodes implements ChunkEntries {
  private codes: Int32Array;
  private readonly order: number[] = [];
  /** Per run of chunks listed with one code: code, start and end in `order`; null once a chunk was listed twice. */
  private groups: number[] | null = [];
  private min = -1;

  constructor(chunks: number) {
    this.codes = new Int32Array(chunks);
  }

  get size(): number {
    return this.order.length;
  }

  get(c: number): number | undefined {
    const v = c < this.codes.length ? this.codes[c] : 0;
    return v === 0 ? undefined : v - 1;
  }

  has(c: number): boolean {
    return c < this.codes.length && this.codes[c] !== 0;
  }

  set(c: number, code: number): void {
    if (c >= this.codes.length) this.codes = Int32Array.from({ length: c + 1 }, (_, i) => this.codes[i] ?? 0);
    if (this.codes[c] === 0) this.order.push(c);
    else this.groups = null;
    this.codes[c] = code + 1;
    if (this.min < 0 || code < this.min) this.min = code;
  }

  /** Adds the entries of postings groups from position `from` (decodeEntries() without a call per entry). */
  addGroups(groups: number[], from: number): void {
    for (let i = from; i < groups.length; ) {
      const code = groups[i];
      const n = groups[i + 1];
      const start = this.order.length;
      let chunk = 0;
      for (let k = 0; k < n; k++) {
        if (k > 0 && groups[i + 2 + k] <= 0) this.groups = null; // not ascending: no run
        this.set((chunk = k === 0 ? groups[i + 2] : chunk + groups[i + 2 + k]), code);
      }
      if (this.groups && this.order.length === start + n) this.groups.push(code, start, start + n);
      else this.groups = null;
      i += 2 + n;
    }
  }

  /** The smallest code listed (-1: none; codes are only added). */
  least(): number {
    return this.min;
  }

  /** Chunks in the order they were listed. */
  keys(): number[] {
    return this.order;
  }

  /**
   * The runs of chunks listed with one code, each ascending (a postings group), as code, start, end in keys();
   * undefined when the entries did not all come from addGroups() once each.
   */
  runs(): number[] | undefined {
    if (!this.groups) return undefined;
    return (this.groups.length ? this.groups[this.groups.length - 1] : 0) === this.order.length
      ? this.groups
      : undefined;
  }

  /** The last chunk listed (-1: none). */
  last(): number {
    return this.order.length ? this.order[this.order.length - 1] : -1;
  }
}
