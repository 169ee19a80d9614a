// The local search index as a hashed JSON asset (assets/search/index-<hash>.json), built from the graph.
// Only written when the provider is local; the hosted provider's records go up with `blogctl search push`.
import type { ResolvedConfig } from '../config/load-config';
import type { ContentGraph } from '../content/types';
import { serializeIndex } from '../search/local-index';
import { buildRecords } from '../search/records';
import { withBase } from '../shared/urls';
import { hashOf } from '../util/hash';

export interface SearchIndexAsset {
  /** Output path relative to the output root. */
  path: string;
  /** URL with the base, for SiteData.search.indexUrl. */
  url: string;
  content: string;
  records: number;
}

export function renderSearchIndex(graph: ContentGraph, config: ResolvedConfig): SearchIndexAsset | null {
  if (config.search.provider !== 'local') return null;
  const records = buildRecords(graph, config);
  const content = JSON.stringify(serializeIndex(records, config.locale.htmlLang));
  const path = `assets/search/index-${hashOf(content)}.json`;
  return { path, url: withBase(config.baseUrl, '/' + path), content, records: records.length };
}
