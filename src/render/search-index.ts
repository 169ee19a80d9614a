// The local search index as a JSON asset, built from the graph. Its URL is stable (assets/search/index.json,
// fetched with revalidation): a content-hashed name would change the site data embedded in every page on
// any content edit and defeat the incremental route cache. The hash goes out as `version` for the client.
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
  /** Content hash of the index. */
  version: string;
}

export function renderSearchIndex(graph: ContentGraph, config: ResolvedConfig): SearchIndexAsset | null {
  if (config.search.provider !== 'local') return null;
  const records = buildRecords(graph, config);
  const content = JSON.stringify(serializeIndex(records, config.locale.htmlLang));
  const path = 'assets/search/index.json';
  return { path, url: withBase(config.baseUrl, '/' + path), content, records: records.length, version: hashOf(content) };
}
