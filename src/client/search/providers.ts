// The two search providers behind one interface: the built-in index (fetched on first use) and the hosted
// one through algoliasearch v5's lite client (loaded on first use). Both answer with SearchResponse.
import type { SiteData } from '../../shared/page-props';
import type { SearchEngine } from '../../shared/search/engine';
import type { ChunkFile, PostingsFile, ShardManifest } from '../../shared/search/shards';
import { hostedClientOptions, hostedRequest } from '../../shared/search/hosted';
import { searchParams } from '../../shared/search/params';
import type { SearchProvider } from '../../shared/search/provider';
import type { SearchParams, SearchResponse, SerializedIndex } from '../../shared/search/types';

export type { SearchProvider };

let cached: SearchProvider | undefined;

export function getProvider(site: SiteData): SearchProvider {
  return (cached ??= site.search.provider === 'algolia' ? hostedProvider(site) : localProvider(site));
}

const paramOptions = (site: SiteData, page?: number) => ({ language: site.locale.htmlLang, contextualSearch: site.search.contextualSearch, screenWidth: window.innerWidth, page });
const params = (site: SiteData, query: string, page?: number) => searchParams(query, paramOptions(site, page));

function localProvider(site: SiteData): SearchProvider {
  let engine: Promise<LocalSearch> | undefined;
  let loaded: LocalSearch | undefined;
  const indexUrl = site.search.indexUrl ?? '';
  const load = () =>
    (engine ??= Promise.all([fetch(indexUrl, { cache: 'no-cache' }).then((r) => {
      if (!r.ok) throw new Error(`search index: HTTP ${r.status}`);
      return r.json() as Promise<SerializedIndex | ShardManifest>;
    }), import('../../shared/search/engine'), import('../../shared/search/shards')]).then(([index, mod, shards]) =>
      (loaded = index.v === 2 ? shardedSearch(index, indexUrl, mod.SearchEngine, shards) : singleSearch(new mod.SearchEngine(index)))).catch((err: unknown) => {
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

const singleSearch = (engine: SearchEngine): LocalSearch => ({ search: (p) => engine.search(p), sections: () => engine.sections() });

/**
 * The term-sharded index (large sites): per query, the postings files of its terms, then only the chunks that
 * can hold a hit; each file is fetched once per page view, versioned by the manifest (safe to cache).
 */
function shardedSearch(manifest: ShardManifest, indexUrl: string, Engine: typeof SearchEngine, shards: typeof import('../../shared/search/shards')): LocalSearch {
  const files = new Map<string, Promise<unknown>>();
  const get = <T>(name: string): Promise<T> => {
    let p = files.get(name);
    if (!p) {
      p = fetch(`${indexUrl.replace(/index\.json$/, name)}?v=${manifest.version}`).then((r) => {
        if (!r.ok) throw new Error(`search index: HTTP ${r.status}`);
        return r.json();
      });
      p.catch(() => files.delete(name)); // retried by a later query
      files.set(name, p);
    }
    return p as Promise<T>;
  };
  let last: { key: string; engine: SearchEngine; recordIds: number[] } | undefined;
  let whole: Promise<SearchEngine> | undefined;
  return {
    async search(p) {
      if (whole) return (await whole).search(p);
      const lookups = shards.queryLookups(p.query, manifest);
      const postings = new Map<number, PostingsFile>();
      await Promise.all(shards.postingsFilesFor(lookups, manifest).map(async (i) => postings.set(i, await get<PostingsFile>(shards.postingsName(i)))));
      const chunks = lookups.length ? shards.chunksFor(lookups, (term) => {
        const file = postings.get(shards.postingsFileOf(term, manifest.postings))!;
        return Object.hasOwn(file, term) ? file[term] : undefined;
      }) : [];
      if (shards.wholeIsSmaller(manifest, chunks.length)) {
        // A word on most pages: the whole index in one file weighs less than its chunks.
        whole = get<SerializedIndex>(manifest.whole.name).then((index) => new Engine(index));
        whole.catch(() => (whole = undefined));
        return (await whole).search(p);
      }
      const key = chunks.join(',');
      let current = last?.key === key ? last : undefined;
      if (!current) {
        const loaded = await Promise.all(chunks.map(async (c) => [c, await get<ChunkFile>(shards.chunkName(c))] as const));
        const index = shards.assemble(manifest, new Map(loaded));
        current = last = { key, engine: new Engine(index), recordIds: index.recordIds };
      }
      return shards.globalHits(current.engine.search(p), current.recordIds);
    },
    sections: () => manifest.sections,
  };
}

function hostedProvider(site: SiteData): SearchProvider {
  type Client = { search(p: { requests: object[] }): Promise<{ results: unknown[] }> };
  let client: Promise<Client> | undefined;
  const load = () =>
    (client ??= import('algoliasearch/lite').then(({ liteClient }) =>
      liteClient(site.search.appId ?? '', site.search.apiKey ?? '', hostedClientOptions()) as unknown as Client));
  return {
    async search(query, options = {}) {
      const c = await load();
      const { results } = await c.search({ requests: [hostedRequest(site.search.indexName ?? '', query, paramOptions(site, options.page))] });
      return results[0] as SearchResponse;
    },
    sections: () => [],
    preload: () => void load().catch(() => undefined),
  };
}
