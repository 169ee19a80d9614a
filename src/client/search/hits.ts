// The search modal's hits as it shows them: grouped by section (lvl0), each as a title and breadcrumb in HTML;
// and the items it can select (result hits, or the stored recent and favorite searches).
import { escapeHtml } from '../../shared/escape';
import type { Level, SearchHit } from '../../shared/search/types';
import type { StoredHit } from './storage';

const MAX_PER_GROUP = 5;

/** An item of the modal's list, in the order the keyboard walks them. */
export type Item = { kind: 'hit' | 'recent' | 'favorite'; hit: SearchHit | StoredHit };

/** Title and breadcrumb of a hit as HTML: highlighted/snippeted values from the provider, else escaped text. */
export function describe(hit: SearchHit | StoredHit): { title: string; path: string } {
  const h = hit as SearchHit;
  // Titles are short: shown whole (highlighted, clamped by CSS) rather than as a snippet cut around the match.
  const level = (l: Level) =>
    h._highlightResult?.hierarchy?.[l]?.value ??
    h._snippetResult?.hierarchy?.[l]?.value ??
    escapeHtml(hit.hierarchy[l] ?? '');
  if (hit.type === 'content') {
    const title =
      h._snippetResult?.content?.value ?? h._highlightResult?.content?.value ?? escapeHtml(hit.content ?? '');
    return { title, path: trail(hit, 7, level) };
  }
  const own = Number(hit.type.slice(3));
  return { title: level(hit.type as Level), path: own > 1 ? trail(hit, own, level) : '' };
}

function trail(hit: SearchHit | StoredHit, below: number, level: (l: Level) => string): string {
  const parts: string[] = [];
  for (let i = 1; i < below && i <= 6; i++)
    if (hit.hierarchy[`lvl${i}` as Level]) parts.push(level(`lvl${i}` as Level));
  return parts.join(' › ');
}

/** Hits by section (lvl0), in the order of their first hit, at most MAX_PER_GROUP each. */
export function groupHits(hits: SearchHit[]): { lvl0: string; hits: SearchHit[] }[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const key = hit.hierarchy.lvl0 ?? '';
    const list = groups.get(key) ?? [];
    if (list.length < MAX_PER_GROUP) list.push(hit);
    groups.set(key, list);
  }
  return [...groups].map(([lvl0, list]) => ({ lvl0, hits: list }));
}

/** The "let us know" link for a query: the template with {query} filled in. */
export function missingUrl(template: string, query: string): string {
  return template.includes('{query}') ? template.replace('{query}', encodeURIComponent(query)) : template;
}
