// The order of search hits, one definition for the single engine (engine.ts) and the term-sharded search's
// round-by-round ranking (chunk-ranking.ts): a hit's rank key, the sort by it (ties in document order) and the
// cap of hits per page, with every page's best hit before any page's repeated ones.
import type { SearchParams } from './types';

/** At most this many hits of one page (its best ones) are returned: one page cannot fill the results. */
export const MAX_HITS_PER_PAGE = 3;
/** The rank key's range (see rankKey) and the size of one typo step in it (the key's first criterion). */
export const TYPO_UNIT = 2 * 32 * 17 * 8;
export const KEY_SPACE = 8 * TYPO_UNIT;

/**
 * A hit's rank key (smaller first): typos (≤ 7), exact-title miss (0/1), best attribute (1-16), inexact words
 * (≤ 16), type (1-7). Positional: it is computed for every matching record of a query, in typed-array loops.
 */
export const rankKey = (typos: number, exactTitle: number, attr: number, inexact: number, type: number) =>
  (((Math.min(typos, 7) * 2 + exactTitle) * 32 + attr) * 17 + Math.min(inexact, 16)) * 8 + type;

/**
 * The positions of the hits by rank key, ties in record (document) order: a counting sort over the key space,
 * stable, visiting the hits in record order (byRecord: their positions in ascending record order).
 */
export function countingOrder(keys: Int32Array, byRecord: Int32Array): Int32Array {
  const n = keys.length;
  const starts = new Uint32Array(KEY_SPACE + 1);
  for (let i = 0; i < n; i++) starts[keys[i] + 1]++;
  for (let k = 0; k < KEY_SPACE; k++) starts[k + 1] += starts[k];
  const sorted = new Int32Array(n);
  for (const i of byRecord) sorted[starts[keys[i]]++] = i;
  return sorted;
}

/** countingOrder() by comparison (found: the hits' distinct record numbers). */
export function comparisonOrder(found: Int32Array, keys: Int32Array): Int32Array {
  return Int32Array.from({ length: keys.length }, (_, i) => i).sort((a, b) => keys[a] - keys[b] || found[a] - found[b]);
}

/** What capByPage needs to know of the hits, and how many it keeps. */
export interface PageCap {
  /** The page of hit i. */
  pageOf: (i: number) => number;
  /** The rank key of hit i. */
  keyOf: (i: number) => number;
  /** How many hits are returned (hit-shape.ts hitLimit). */
  limit: number;
  /** Hits kept per page (distinctOf; 0: all). */
  distinct: number;
}

/**
 * Hits in rank order (`sorted`) → at most `distinct` hits of one page (0: all), within each typo count every
 * page's best hit before any page's repeated hits: the first `limit` of them (as `sorted`'s items), whether each
 * is a repeated hit, and how many there are after the cap.
 */
export function capByPage(
  sorted: ArrayLike<number>,
  { pageOf, keyOf, limit, distinct }: PageCap,
): { picked: number[]; repeat: boolean[]; total: number } {
  const perPage = new Map<number, number>();
  // Bucket per (typos, repeat): typos is the key's first criterion (key / TYPO_UNIT).
  const buckets: number[][] = Array.from({ length: 16 }, () => []);
  let total = 0;
  for (let j = 0; j < sorted.length; j++) {
    const i = sorted[j];
    const page = pageOf(i);
    const seen = perPage.get(page) ?? 0;
    if (distinct && seen >= distinct) continue;
    perPage.set(page, seen + 1);
    buckets[Math.min(7, Math.floor(keyOf(i) / TYPO_UNIT)) * 2 + (distinct && seen ? 1 : 0)].push(i);
    total++;
  }
  const picked: number[] = [];
  const repeat: boolean[] = [];
  buckets.forEach((b, bucket) => {
    for (const i of b) {
      if (picked.length >= limit) return;
      picked.push(i);
      repeat.push(bucket % 2 === 1);
    }
  });
  return { picked, repeat, total };
}

/** Hits kept per page (Algolia's distinct; 0: all). */
export const distinctOf = (params: SearchParams): number =>
  params.distinct === undefined ? MAX_HITS_PER_PAGE : params.distinct === true ? 1 : Number(params.distinct) || 0;
