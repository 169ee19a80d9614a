// Shaping a search hit and response as the hosted API does: highlights and snippets with the query's marks, only
// the retrieved attributes, a random query id, and the page of hits asked for with the totals.
import { highlight, type Marks, type Ranges, rangesOnce, snip } from './highlight';
import type { QueryTerm } from './tokenize';
import { LEVELS, type Level, type SearchHit, type SearchParams, type SearchResponse } from './types';

/** A record's own fields as a hit (SearchEngine), before it is shaped for the response. */
export type HitFields = Pick<SearchHit, 'objectID' | 'hierarchy' | 'content' | 'type' | 'url'>;

/** What shaping one query's hits needs: its terms and params, the marks, and each text's match ranges (computed
 *  once per text: a hit's highlight and snippet read the same text, and a page's hits share their headings). */
export interface HitShaping {
  terms: QueryTerm[];
  params: SearchParams;
  marks: Marks;
  found: (text: string) => Ranges;
}

export function hitShaping(terms: QueryTerm[], params: SearchParams): HitShaping {
  const marks = { pre: params.highlightPreTag ?? '<mark>', post: params.highlightPostTag ?? '</mark>' };
  return { terms, params, marks, found: rangesOnce(terms) };
}

/** A record's fields as a hit: their highlights, the snippets asked for, then only the retrieved attributes. */
export function shapeHit(fields: HitFields, { terms, params, marks, found }: HitShaping): SearchHit {
  const hit: SearchHit = { ...fields };
  const { hierarchy } = hit;
  const hl: NonNullable<SearchHit['_highlightResult']> = { hierarchy: {} };
  for (let i = 0; i < 7; i++) {
    const text = hierarchy[LEVELS[i]];
    if (text !== null) hl.hierarchy![LEVELS[i]] = highlight(text, terms, { marks, found: found(text) });
  }
  if (hit.content !== null) hl.content = highlight(hit.content, terms, { marks, found: found(hit.content) });
  hit._highlightResult = hl;
  const snippet: NonNullable<SearchHit['_snippetResult']> = {};
  const ellipsis = params.snippetEllipsisText ?? '…';
  for (const spec of params.attributesToSnippet ?? []) {
    const [attr, n] = spec.split(':');
    const words = Number(n) || 10;
    const value =
      attr === 'content' ? hit.content : attr.startsWith('hierarchy.') ? hierarchy[attr.slice(10) as Level] : null;
    if (value === null || value === undefined) continue;
    const s = snip(value, terms, { words, ellipsis, marks, found: found(value) });
    if (attr === 'content') snippet.content = s;
    else (snippet.hierarchy ??= {})[attr.slice(10) as Level] = s;
  }
  if (params.attributesToSnippet?.length) hit._snippetResult = snippet;
  return retrieve(hit, params.attributesToRetrieve);
}

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

/** What a response is made of: how many hits were ranked, the page's hits shaped on demand, when the query began. */
export interface Ranked {
  total: number;
  /** The ranked hits [from, to) shaped (only the page asked for is). */
  hits: (from: number, to: number) => SearchHit[];
  /** now() when the query started (processingTimeMS). */
  started: number;
}

/** The response for the page of ranked hits that `params` asks for. */
export function responseOf(params: SearchParams, { total, hits, started }: Ranked): SearchResponse {
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
