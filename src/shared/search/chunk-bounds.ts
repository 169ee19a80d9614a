// Per chunk of the term-sharded index, the smallest rank key any of its records can reach for a query, from the
// postings of the query's terms (shard-search.ts fetches chunks best bound first). plainBound() is the definition;
// ChunkBounds computes the same numbers for the thousands of chunks a common term lists without allocating per
// chunk (the words' term states looked up once, each word's components in one reused scratch array): after a
// term's rest of postings arrives, every listed chunk is bounded again before the next fetch or the answer.
// test/unit/search/chunk-bounds.test.ts checks the two agree.
import { rankKey } from './ranking';

/** A term's postings as far as read: chunk → entry code. */
export interface ChunkEntries {
  readonly size: number;
  get(c: number): number | undefined;
  has(c: number): boolean;
  keys(): Iterable<number>;
  /** The smallest entry code listed (-1: none), when the entries keep it. */
  least?(): number;
  /** Runs of ascending chunks listed with one code, as code, start, end in keys() (when the entries keep them). */
  runs?(): number[] | undefined;
}

export interface TermState {
  /** chunk → entry code */
  entries: ChunkEntries;
  complete: boolean;
  /** Chunks in the postings file (the rest file adds the others). */
  total: number;
  /** The last entry of the postings file: every unlisted chunk ranks after it. */
  cutCode: number;
  cutChunk: number;
}

/** A query word: its required terms (CJK) or alternative terms with their typo level (latin). */
export type Word = { kind: 'cjk'; terms: string[]; word?: string } | { kind: 'latin'; terms: string[]; qs: number[] };

/** A lower bound of a hit's rank components; `lex`: (w, q, type) bound only as a whole (lexicographically). */
interface Bound {
  typos: number;
  q: number;
  w: number;
  type: number;
  lex: boolean;
}

/** A query's words and the state of each of their terms' postings as read so far. */
export interface QueryPostings {
  words: Word[];
  states: Map<string, TermState>;
}

/** The smallest rank key a record of chunk c (-1: any chunk not listed yet) can have, or null: no hit there. */
export function plainBound({ words, states }: QueryPostings, c: number, exactTitle: boolean): number | null {
  const bounds: Bound[] = [];
  for (const word of words) {
    const b = word.kind === 'cjk' ? cjkBound(word, states, c) : latinBound(word, states, c);
    if (!b) return null;
    bounds.push(b);
  }
  if (bounds.length > 1) for (const b of bounds) if (b.lex) Object.assign(b, { q: 0, type: 1 });
  let typos = 0;
  let q = 0;
  let w = 255;
  let type = 0;
  for (const b of bounds) type = Math.max(type, b.type);
  for (const b of bounds) {
    typos += b.typos;
    q += b.q;
    // A hit holds every word, so its type is at least `type`: a word's own-level weight below that type is
    // inherited there (+8), and the word then weighs at least min(type, 9) (own level at or above type, or
    // any inherited attribute).
    w = Math.min(w, b.w < type ? Math.max(b.w, Math.min(type, 9)) : b.w);
  }
  return rankKey(typos, exactTitle ? 0 : 1, w, q, type);
}

/** Flag of an entry code that is only the cut of an incomplete postings list (a lexicographic bound). */
const LEX = 1 << 16;
/** The state of term t in chunk c: its entry code, the cut's code | LEX (unknown, bounded by the cut) or -1 (absent). */
function entryOf(s: TermState, c: number): number {
  const code = c >= 0 ? s.entries.get(c) : undefined;
  if (code !== undefined) return code;
  return s.complete ? -1 : s.cutCode | LEX;
}

/**
 * The smallest entry a term can have in any chunk, for groupBound(): -1 when it is in none (complete and empty),
 * else the smallest weight listed (or its cut's) with q and type 0, flagged as a cut when the postings are
 * incomplete (a cut bounds q and type lowest of all).
 */
function bestEntry(s: TermState): number {
  if (s.complete && s.entries.size === 0) return -1;
  let w = s.complete ? 255 : s.cutCode >> 4;
  const least = s.entries.least?.();
  if (least !== undefined) w = least < 0 ? w : Math.min(w, least >> 4);
  else for (const c of s.entries.keys()) w = Math.min(w, s.entries.get(c)! >> 4);
  return (w << 4) | (s.complete ? 0 : LEX);
}

function cjkBound(word: Extract<Word, { kind: 'cjk' }>, states: Map<string, TermState>, c: number): Bound | null {
  // Every bigram is in the string that holds the word: its weight and the record's type bound both.
  let w = 0;
  let type = 0;
  let first = -1;
  for (const t of word.terms) {
    const e = entryOf(states.get(t)!, c);
    if (e < 0) return null;
    if (first < 0) first = e;
    w = Math.max(w, (e & 0xffff) >> 4);
    type = Math.max(type, e & LEX ? 1 : e & 7);
  }
  if (word.terms.length === 1 && !word.word)
    return { typos: 0, w: (first & 0xffff) >> 4, q: (first >> 3) & 1, type: first & 7, lex: (first & LEX) !== 0 };
  let q = 0;
  if (word.word) {
    const s = states.get(word.word)!;
    q = c >= 0 && s.entries.has(c) ? 0 : s.complete ? 1 : 0;
  }
  return { typos: 0, q, w, type, lex: false };
}

function latinBound(word: Extract<Word, { kind: 'latin' }>, states: Map<string, TermState>, c: number): Bound | null {
  // One term present: its own bound; several: the smallest of each component (a cut's type counts as 1).
  let found = 0;
  let first = -1;
  let typos = 0;
  let q = 0;
  let w = 0;
  let type = 0;
  for (let i = 0; i < word.terms.length; i++) {
    const e = entryOf(states.get(word.terms[i])!, c);
    if (e < 0) continue;
    const qv = word.qs[i];
    const bt = qv >= 2 ? qv - 1 : 0;
    const bq = qv > 0 ? 1 : 0;
    const bw = (e & 0xffff) >> 4;
    const btype = e & LEX ? 1 : e & 7;
    if (found++ === 0) [first, typos, q, w, type] = [e, bt, bq, bw, btype];
    else [typos, q, w, type] = [Math.min(typos, bt), Math.min(q, bq), Math.min(w, bw), Math.min(type, btype)];
  }
  if (!found) return null;
  if (found === 1) return { typos, q, w, type: first & 7, lex: (first & LEX) !== 0 };
  return { typos, q, w, type, lex: false };
}

/** Scratch slots per word: typos, q, w, type, lex. */
const SLOTS = 5;

/** plainBound() for one query's words and term states (the states may still grow: rest of postings). */
export class ChunkBounds {
  private readonly wordTerms: TermState[][];
  private readonly wordWhole: (TermState | undefined)[];
  private readonly scratch: Int32Array;
  private override: Map<TermState, number> | null = null;

  constructor(
    private readonly words: Word[],
    states: Map<string, TermState>,
  ) {
    this.wordTerms = words.map((w) => w.terms.map((t) => states.get(t)!));
    this.wordWhole = words.map((w) => (w.kind === 'cjk' && w.word ? states.get(w.word)! : undefined));
    this.scratch = new Int32Array(words.length * SLOTS);
  }

  /** plainBound({ words, states }, c, exactTitle). */
  of(c: number, exactTitle: boolean): number | null {
    return this.key(c, exactTitle);
  }

  /**
   * A lower bound of of(c, false) for every chunk c where term `fixed` has entry code `code`: every other term
   * is taken at its best possible entry (present, the smallest weight it lists, q and type 0, a cut when its
   * postings are incomplete), and the bound is monotone in each of those (CandidateOrder evaluates chunks
   * group by group, best group first). null: no chunk with that entry can hold a hit.
   */
  groupBound(fixed: TermState, code: number, best: Map<TermState, number>): number | null {
    const saved = best.get(fixed);
    best.set(fixed, code);
    this.override = best;
    try {
      return this.key(0, false);
    } finally {
      this.override = null;
      best.set(fixed, saved!);
    }
  }

  /** Each term's best possible entry (groupBound()'s assumption for the terms not fixed), for the current postings. */
  bestEntries(): Map<TermState, number> {
    const best = new Map<TermState, number>();
    for (const terms of this.wordTerms) for (const s of terms) if (!best.has(s)) best.set(s, bestEntry(s));
    for (const s of this.wordWhole) if (s && !best.has(s)) best.set(s, bestEntry(s));
    return best;
  }

  /** entryOf(), or the entries groupBound() assumes. */
  private entry(s: TermState, c: number): number {
    return this.override ? this.override.get(s)! : entryOf(s, c);
  }

  private key(c: number, exactTitle: boolean): number | null {
    const n = this.words.length;
    const s = this.scratch;
    for (let i = 0; i < n; i++) {
      const word = this.words[i];
      if (!(word.kind === 'cjk' ? this.cjk(i, c) : this.latin(i, word.qs, c))) return null;
    }
    let type = 0;
    for (let i = 0; i < n; i++) {
      const o = i * SLOTS;
      if (n > 1 && s[o + 4]) {
        s[o + 1] = 0;
        s[o + 3] = 1;
      }
      if (s[o + 3] > type) type = s[o + 3];
    }
    let typos = 0;
    let q = 0;
    let w = 255;
    for (let i = 0; i < n; i++) {
      const o = i * SLOTS;
      typos += s[o];
      q += s[o + 1];
      const bw = s[o + 2];
      w = Math.min(w, bw < type ? Math.max(bw, Math.min(type, 9)) : bw);
    }
    return rankKey(typos, exactTitle ? 0 : 1, w, q, type);
  }

  /** Word i's bound components into the scratch slots (positional: this runs per word per chunk bounded, and
   *  the scratch array is there so that nothing is allocated for it). */
  private put(i: number, typos: number, q: number, w: number, type: number, lex: number): true {
    const o = i * SLOTS;
    const s = this.scratch;
    s[o] = typos;
    s[o + 1] = q;
    s[o + 2] = w;
    s[o + 3] = type;
    s[o + 4] = lex;
    return true;
  }

  private cjk(i: number, c: number): boolean {
    const terms = this.wordTerms[i];
    let w = 0;
    let type = 0;
    let first = -1;
    for (let k = 0; k < terms.length; k++) {
      const e = this.entry(terms[k], c);
      if (e < 0) return false;
      if (first < 0) first = e;
      w = Math.max(w, (e & 0xffff) >> 4);
      type = Math.max(type, e & LEX ? 1 : e & 7);
    }
    const whole = this.wordWhole[i];
    if (terms.length === 1 && !whole)
      return this.put(i, 0, (first >> 3) & 1, (first & 0xffff) >> 4, first & 7, first & LEX ? 1 : 0);
    const q =
      whole && !(this.override ? this.override.get(whole)! >= 0 : c >= 0 && whole.entries.has(c)) && whole.complete
        ? 1
        : 0;
    return this.put(i, 0, q, w, type, 0);
  }

  private latin(i: number, qs: number[], c: number): boolean {
    const terms = this.wordTerms[i];
    let found = 0;
    let first = -1;
    let typos = 0;
    let q = 0;
    let w = 0;
    let type = 0;
    for (let k = 0; k < terms.length; k++) {
      const e = this.entry(terms[k], c);
      if (e < 0) continue;
      const qv = qs[k];
      const bt = qv >= 2 ? qv - 1 : 0;
      const bq = qv > 0 ? 1 : 0;
      const bw = (e & 0xffff) >> 4;
      const btype = e & LEX ? 1 : e & 7;
      if (found++ === 0) {
        first = e;
        typos = bt;
        q = bq;
        w = bw;
        type = btype;
      } else {
        typos = Math.min(typos, bt);
        q = Math.min(q, bq);
        w = Math.min(w, bw);
        type = Math.min(type, btype);
      }
    }
    if (!found) return false;
    if (found === 1) return this.put(i, typos, q, w, first & 7, first & LEX ? 1 : 0);
    return this.put(i, typos, q, w, type, 0);
  }
}
