// The two search providers behind one interface: the built-in index (fetched on first use) and the hosted
// one through algoliasearch v5's lite client (loaded on first use). Both answer with SearchResponse.
import type { SiteData } from '../../shared/page-props';
import type { SearchEngine } from '../../shared/search/engine';
import type { ShardManifest } from '../../shared/search/shards';
import { hostedClientOptions, hostedRequest } from '../../shared/search/hosted';
import { searchParams } from '../../shared/search/params';
import type { SearchProvider } from '../../shared/search/provider';
import { packReader } from './pack-reader';
import type { SearchParams, SearchResponse, SerializedIndex } from '../../shared/search/types';

export type { SearchProvider };

let cached: SearchProvider | undefined;

export function getProvider(site: SiteData): SearchProvider {
  return (cached ??= site.search.provider === 'algolia' ? hostedProvider(site) : localProvider(site));
}

const paramOptions = (site: SiteData, page?: number) => ({
  language: site.locale.htmlLang,
  contextualSearch: site.search.contextualSearch,
  screenWidth: window.innerWidth,
  page,
});
const params = (site: SiteData, query: string, page?: number) => searchParams(query, paramOptions(site, page));

function localProvider(site: SiteData): SearchProvider {
  let engine: Promise<LocalSearch> | undefined;
  let loaded: LocalSearch | undefined;
  const indexUrl = site.search.indexUrl ?? '';
  const load = () =>
    (engine ??= Promise.all([
      fetch(indexUrl, { cache: 'no-cache' }).then((r) => {
        if (!r.ok) throw new Error(`search index: HTTP ${r.status}`);
        return r.json() as Promise<SerializedIndex | ShardManifest>;
      }),
      import('../../shared/search/shard-search'),
    ])
      .then(([index, mod]) => {
        loaded = index.v === 5 ? shardedSearch(index, indexUrl, mod) : singleSearch(new mod.SearchEngine(index));
        // The word segmenter costs 20-25 ms on its first use in Chromium: paid now, while the reader opens the
        // modal, rather than after the first key (only where Chinese, Japanese or Korean text is likely).
        if (/^(zh|ja|ko)\b/i.test(site.locale.htmlLang)) mod.warmSegmenter();
        return loaded;
      })
      .catch((err: unknown) => {
        engine = undefined; // a later attempt may succeed (network back)
        throw err;
      }));
  return {
    async search(query, options = {}) {
      return (await load()).search(params(site, query, options.page));
    },
    sections: () => loaded?.sections() ?? [],
    preload: () => void load().catch(() => undefined),
  };
}

interface LocalSearch {
  search(p: SearchParams): Promise<SearchResponse> | SearchResponse;
  sections(): string[];
}

const singleSearch = (engine: SearchEngine): LocalSearch => ({
  search: (p) => engine.search(p),
  sections: () => engine.sections(),
});

/**
 * The term-sharded index (large sites): per query, the postings of its terms, then its best chunks until the hits
 * shown are final (shard-search.ts); each file is fetched once per page view, versioned by the manifest.
 */
function shardedSearch(
  manifest: ShardManifest,
  indexUrl: string,
  mod: typeof import('../../shared/search/shard-search'),
): LocalSearch {
  const files = new Map<string, Promise<unknown>>();
  const url = (name: string) => `${indexUrl.replace(/index\.json$/, name)}?v=${manifest.version}`;
  const get = <T>(name: string): Promise<T> => {
    let p = files.get(name);
    if (!p) {
      p = fetch(url(name)).then((r) => {
        if (!r.ok) throw new Error(`search index: HTTP ${r.status}`);
        return r.json();
      });
      p.catch(() => files.delete(name)); // retried by a later query
      files.set(name, p);
    }
    return p as Promise<T>;
  };
  // Record chunks: each one's bytes in its pack file (pack-reader.ts), fetched once per page view.
  const read = packReader(manifest, url);
  const chunks = new Map<number, ReturnType<typeof read>>();
  const chunk = (c: number) => {
    let p = chunks.get(c);
    if (!p) {
      chunks.set(c, (p = read(c)));
      p.catch(() => chunks.delete(c));
    }
    return p;
  };
  const search = new mod.ShardedSearch(manifest, get, chunk);
  return { search: (p) => search.search(p), sections: () => search.sections() };
}

function hostedProvider(site: SiteData): SearchProvider {
  type Client = { search(p: { requests: object[] }): Promise<{ results: unknown[] }> };
  let client: Promise<Client> | undefined;
  const load = () =>
    (client ??= import('algoliasearch/lite').then(
      ({ liteClient }) =>
        liteClient(site.search.appId ?? '', site.search.apiKey ?? '', hostedClientOptions()) as unknown as Client,
    ));
  return {
    async search(query, options = {}) {
      const c = await load();
      const { results } = await c.search({
        requests: [hostedRequest(site.search.indexName ?? '', query, paramOptions(site, options.page))],
      });
      return results[0] as SearchResponse;
    },
    sections: () => [],
    preload: () => void load().catch(() => undefined),
  };
}
