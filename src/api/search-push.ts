// searchPush(options): config → content → search records → the hosted index, replaced atomically: the
// records go into a temporary index which is then moved over the live one (the old records stay live until
// the move). The admin key comes from the environment only, never from the config file.
import type { IndexSettings } from 'algoliasearch';
import { loadConfig } from '../config/load-config';
import type { UserConfig } from '../config/schema';
import { BuildSession } from '../core/session';
import { BlogctlError, fail } from '../errors/blogctl-error';
import { validateConfigRefs } from '../routes/validate-refs';
import { buildRecords } from '../search/records';
import { HOSTED_SEARCH_PACKAGE } from '../util/optional-package';
import { importModule } from '../util/import-module';

export const ADMIN_KEY_ENV = ['BLOGCTL_ALGOLIA_ADMIN_KEY', 'ALGOLIA_ADMIN_KEY'] as const;

// `satisfies`, not a type annotation: the published .d.ts names no algoliasearch type (an optional peer).
/** Index settings for DocSearch-shaped records with Chinese segmentation. */
export const INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  indexLanguages: ['zh'],
  queryLanguages: ['zh', 'en'],
  distinct: false,
} satisfies IndexSettings;

export interface SearchPushOptions {
  root?: string;
  config?: UserConfig;
  /** Where the admin key is read from. @default process.env */
  env?: Record<string, string | undefined>;
  /** Custom API hosts (tests, proxies). @default the provider's hosts for the appId */
  hosts?: { url: string; accept: 'read' | 'write' | 'readWrite'; protocol: 'http' | 'https' }[];
  onProgress?: (step: string) => void;
}

export interface SearchPushResult {
  indexName: string;
  records: number;
  /** The temporary index the records were uploaded to before the move. */
  tempIndex: string;
}

export async function searchPush(options: SearchPushOptions = {}): Promise<SearchPushResult> {
  const config = await loadConfig({ root: options.root, inline: options.config });
  const file = config.configFile ?? `${config.root}/blogctl.config.ts`;
  if (config.search.provider !== 'algolia') {
    throw fail('SEARCH_NOT_HOSTED', { provider: config.search.provider }, { file });
  }
  const missing = validateConfigRefs(config, null).filter((d) => d.code === 'CONFIG_SEARCH_CREDENTIALS');
  if (missing.length) throw new BlogctlError({ diagnostics: missing });
  const env = options.env ?? process.env;
  const adminKey = ADMIN_KEY_ENV.map((k) => env[k]).find((v) => v && v.trim());
  if (!adminKey) {
    throw fail('SEARCH_ADMIN_KEY', { names: ADMIN_KEY_ENV });
  }
  // The records need only the content graph: routes and links are not checked here.
  const graph = await new BuildSession({ config }).content();
  const errors = graph.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length) throw new BlogctlError({ diagnostics: errors });
  const records = buildRecords(graph, config);
  const indexName = config.search.indexName!;
  const tempIndex = `${indexName}_tmp_${Date.now().toString(36)}`;
  const { algoliasearch } = await importHostedClient();
  const client = algoliasearch(config.search.appId!, adminKey, options.hosts ? { hosts: options.hosts } : undefined);
  try {
    options.onProgress?.(`settings → ${tempIndex}`);
    const settings = await client.setSettings({ indexName: tempIndex, indexSettings: INDEX_SETTINGS });
    await client.waitForTask({ indexName: tempIndex, taskID: settings.taskID });
    options.onProgress?.(`${records.length} records → ${tempIndex}`);
    await client.chunkedBatch({
      indexName: tempIndex,
      objects: records as unknown as Record<string, unknown>[],
      action: 'addObject',
      waitForTasks: true,
      batchSize: 1000,
    });
    options.onProgress?.(`move ${tempIndex} → ${indexName}`);
    const move = await client.operationIndex({
      indexName: tempIndex,
      operationIndexParams: { operation: 'move', destination: indexName },
    });
    await client.waitForTask({ indexName: tempIndex, taskID: move.taskID });
  } catch (err) {
    await client.deleteIndex({ indexName: tempIndex }).catch(() => undefined);
    const e = err as Error & { status?: number };
    throw fail(
      'SEARCH_PUSH_FAILED',
      {
        indexName,
        name: e.name,
        status: e.status,
        reason: e.message,
        keyName: ADMIN_KEY_ENV[0],
        appId: config.search.appId!,
      },
      undefined,
      err,
    );
  }
  return { indexName, records: records.length, tempIndex };
}

/** algoliasearch is an optional peer dependency: a coded error, not a stack, when it is not installed. */
async function importHostedClient(): Promise<typeof import('algoliasearch')> {
  try {
    return await importModule<typeof import('algoliasearch')>('algoliasearch');
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw err;
    throw fail('SEARCH_CLIENT_MISSING', { kind: 'push', install: HOSTED_SEARCH_PACKAGE });
  }
}
