// Shaping a search hit and response as the hosted API does: only the retrieved attributes, a random query id, and
// the page of hits asked for with the totals.
import { LEVELS, type Level, type SearchHit, type SearchParams, type SearchResponse } from './types';

/** Keeps only the attributes asked for (objectID and the highlight/snippet results always stay). */
export function retrieve(hit: SearchHit, attrs: string[] | undefined): SearchHit {
  if (!attrs || attrs.includes('*')) return hit;
  const out: SearchHit = { ...hit, hierarchy: { ...hit.hierarchy } };
  for (const l of LEVELS)
    if (!attrs.includes(`hierarchy.${l}`) && !attrs.includes('hierarchy'))
      delete (out.hierarchy as Partial<Record<Level, string | null>>)[l];
  if (!attrs.includes('content')) delete (out as Partial<SearchHit>).content;
  if (!attrs.includes('type')) delete (out as Partial<SearchHit>).type;
  if (!attrs.includes('url')) delete (out as Partial<SearchHit>).url;
  return out;
}

export function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Algolia's cap on the hits a query can page through. */
export const PAGINATION_LIMIT = 1000;

/** How many hits are ranked: those of the pages up to the one asked for. */
export const hitLimit = (params: SearchParams): number =>
  Math.min(
    (Math.max(0, params.page ?? 0) + 1) * Math.max(1, Math.min(params.hitsPerPage ?? 20, 1000)),
    PAGINATION_LIMIT,
  );

/** The response for `total` ranked hits; hits(from, to) shapes those of the page asked for. */
export function responseOf(
  params: SearchParams,
  total: number,
  hits: (from: number, to: number) => SearchHit[],
  started: number,
): SearchResponse {
  const query = (params.query ?? '').trim();
  const hitsPerPage = Math.max(1, Math.min(params.hitsPerPage ?? 20, 1000));
  const page = Math.max(0, params.page ?? 0);
  const nbPages = Math.ceil(Math.min(total, PAGINATION_LIMIT) / hitsPerPage);
  const res: SearchResponse = {
    hits: hits(page * hitsPerPage, (page + 1) * hitsPerPage),
    nbHits: total,
    page,
    nbPages,
    hitsPerPage,
    query,
    processingTimeMS: Math.round(now() - started),
  };
  if (params.clickAnalytics) res.queryID = randomId();
  return res;
}

export const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());
