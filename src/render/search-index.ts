// The local search index as a JSON asset, built from the graph. Its URL is stable (assets/search/index.json,
// fetched with revalidation): a content-hashed name would change the site data embedded in every page on
// any content edit and defeat the incremental route cache. The hash goes out as `version` for the client.
// Only written when the provider is local; the hosted provider's records go up with `blogctl search push`.
// Large sites get the term-sharded form (src/search/sharded-index.ts): index.json is then its manifest, next to
// postings, chunk, vocabulary and title files the browser fetches per query; small ones keep one file (one request is faster).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ResolvedConfig } from '../config/load-config';
import type { ContentGraph } from '../content/types';
import { serializeIndex } from '../search/local-index';
import { SHARD_MIN_CHARS, shardIndex } from '../search/sharded-index';
import { shardFileNames, type ShardManifest } from '../shared/search/shards';
import { collectPages, pageRecords } from '../search/records';
import type { SearchCache } from '../search/search-cache';
import type { SerializedIndex } from '../shared/search/types';
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
  /** Content hash of the index (all its files). */
  version: string;
  /** Every file of the index, the one at `path` first (more when sharded). */
  files: { path: string; content: string }[];
}

const DIR = 'assets/search/';

/** The files of the index: one JSON file, or (large sites) the sharded manifest, postings and chunks. */
function indexFiles(index: SerializedIndex): { path: string; content: string }[] {
  const json = JSON.stringify(index);
  if (json.length < SHARD_MIN_CHARS) return [{ path: `${DIR}index.json`, content: json }];
  const { manifest, files } = shardIndex(index);
  return [{ path: `${DIR}index.json`, content: JSON.stringify(manifest) }, ...files.map((f) => ({ path: DIR + f.name, content: f.content }))];
}

/** The index files a previous build left in the output folder, when all are there. */
function readPrevious(outDir: string): { path: string; content: string }[] | undefined {
  const main = readIfExists(join(outDir, DIR, 'index.json'));
  if (main === undefined) return undefined;
  const files = [{ path: `${DIR}index.json`, content: main }];
  if (!main.startsWith('{"v":3')) return files;
  for (const name of shardFileNames(JSON.parse(main) as ShardManifest)) {
    const content = readIfExists(join(outDir, DIR, name));
    if (content === undefined) return undefined;
    files.push({ path: DIR + name, content });
  }
  return files;
}

const digest = (files: { path: string; content: string }[]) => (files.length === 1 ? hashOf(files[0].content) : hashOf(...files.flatMap((f) => [f.path, '\u0000', f.content, '\u0000'])));

/**
 * @param cache persistent cache (incremental builds): an unchanged site reuses the index already in the output
 *   folder (checked against its digest); known strings are not re-segmented.
 */
export function renderSearchIndex(graph: ContentGraph, config: ResolvedConfig, cache?: SearchCache): SearchIndexAsset | null {
  if (config.search.provider !== 'local') return null;
  const language = config.locale.htmlLang;
  const path = `${DIR}index.json`;
  const asset = (files: { path: string; content: string }[], records: number, version = digest(files)) => ({ path, url: withBase(config.baseUrl, '/' + path), content: files[0].content, records, version, files });
  const pages = collectPages(graph, config);
  if (!cache) {
    const records = pages.flatMap((p) => pageRecords(p, language));
    return asset(indexFiles(serializeIndex(records, language)), records.length);
  }
  const keys = pages.map((p) => hashOf(p.url, '\u0000', p.tag, '\u0000', p.lvl0, '\u0000', p.title, '\u0000', p.htmlHash ?? p.html));
  const indexKey = hashOf(language, '\u0000', ...keys);
  const hit = cache.index(indexKey);
  const previous = hit && readPrevious(config.outDir);
  if (hit && previous !== undefined && digest(previous) === hit.version) return asset(previous, hit.records, hit.version);
  const records = pages.flatMap((p) => pageRecords(p, language));
  const files = indexFiles(serializeIndex(records, language, cache.wordCache()));
  const version = digest(files);
  cache.setIndex(indexKey, version, records.length);
  return asset(files, records.length, version);
}
