// The local search index as a JSON asset, built from the graph. Its URL is stable (assets/search/index.json,
// fetched with revalidation): a content-hashed name would change the site data embedded in every page on
// any content edit and defeat the incremental route cache. The hash goes out as `version` for the client.
// Only written when the provider is local; the hosted provider's records go up with `blogctl search push`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedConfig } from '../config/load-config';
import type { ContentGraph } from '../content/types';
import { serializeIndex } from '../search/local-index';
import { collectPages, pageRecords } from '../search/records';
import type { SearchCache } from '../search/search-cache';
import { withBase } from '../shared/urls';
import { hashOf } from '../util/hash';

function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

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

/**
 * @param cache persistent cache (incremental builds): an unchanged site reuses the index already in the output
 *   folder (checked against its digest); known strings are not re-segmented.
 */
export function renderSearchIndex(graph: ContentGraph, config: ResolvedConfig, cache?: SearchCache): SearchIndexAsset | null {
  if (config.search.provider !== 'local') return null;
  const language = config.locale.htmlLang;
  const path = 'assets/search/index.json';
  const asset = (content: string, records: number) => ({ path, url: withBase(config.baseUrl, '/' + path), content, records, version: hashOf(content) });
  const pages = collectPages(graph, config);
  if (!cache) {
    const records = pages.flatMap((p) => pageRecords(p, language));
    return asset(JSON.stringify(serializeIndex(records, language)), records.length);
  }
  const keys = pages.map((p) => hashOf(p.url, '\u0000', p.tag, '\u0000', p.lvl0, '\u0000', p.title, '\u0000', p.htmlHash ?? p.html));
  const indexKey = hashOf(language, '\u0000', ...keys);
  const hit = cache.index(indexKey);
  const previous = hit && readIfExists(join(config.outDir, path));
  if (hit && previous !== undefined && hashOf(previous) === hit.version) return asset(previous, hit.records);
  const records = pages.flatMap((p) => pageRecords(p, language));
  const content = JSON.stringify(serializeIndex(records, language, cache.wordCache()));
  cache.setIndex(indexKey, hashOf(content), records.length);
  return asset(content, records.length);
}
