// Shaping a search hit as the hosted API does: only the retrieved attributes, and a random query id.
import { LEVELS, type Level, type SearchHit } from './types';

/** Keeps only the attributes asked for (objectID and the highlight/snippet results always stay). */
export function retrieve(hit: SearchHit, attrs: string[] | undefined): SearchHit {
  if (!attrs || attrs.includes('*')) return hit;
  const out: SearchHit = { ...hit, hierarchy: { ...hit.hierarchy } };
  for (const l of LEVELS) if (!attrs.includes(`hierarchy.${l}`) && !attrs.includes('hierarchy')) delete (out.hierarchy as Partial<Record<Level, string | null>>)[l];
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

