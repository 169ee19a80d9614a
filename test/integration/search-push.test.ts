// `blogctl search push` against the local fake hosted API (atomic replace through a temp index, admin key
// only from the environment), and the missing-credentials error of the hosted provider in build and check.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { liteClient } from 'algoliasearch/lite';
import { build } from '../../src/api/build';
import { check } from '../../src/api/check';
import { searchPush } from '../../src/api/search-push';
import { BlogctlError } from '../../src/errors/blogctl-error';
import type { SearchRecord } from '../../src/shared/search/types';
import { startFakeAlgolia, type FakeAlgolia } from '../helpers/fake-algolia';
import { REPO } from '../helpers/site';

const INDEX = 'lanshan-blog';
const STALE = {
  objectID: 'stale',
  hierarchy: { lvl0: '旧', lvl1: '旧记录', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  content: null,
  type: 'lvl1',
  url: '/old',
  url_without_anchor: '/old',
  anchor: null,
  language: 'zh-CN',
  docusaurus_tag: 'default',
} satisfies SearchRecord;
let fake: FakeAlgolia;
const hosted = (extra: Record<string, unknown> = {}) => ({
  title: 'T',
  url: 'https://example.com',
  search: { provider: 'algolia' as const, appId: 'TESTAPP', apiKey: 'search-key', indexName: INDEX, ...extra },
});

before(async () => {
  fake = await startFakeAlgolia({ indexes: { [INDEX]: [STALE] } });
});
after(() => fake?.close());

const errorOf = async (p: Promise<unknown>) =>
  p.then(
    () => assert.fail('expected an error'),
    (e: unknown) => e as BlogctlError,
  );

describe('searchPush', () => {
  it('uploads to a temp index with the admin key, then moves it over the old records', async () => {
    const steps: string[] = [];
    const result = await searchPush({
      root: REPO,
      config: hosted(),
      env: { BLOGCTL_ALGOLIA_ADMIN_KEY: 'admin-key' },
      hosts: [fake.host],
      onProgress: (s) => steps.push(s),
    });
    assert.ok(result.records > 100);
    assert.match(result.tempIndex, new RegExp(`^${INDEX}_tmp_`));
    const writes = fake.requests
      .filter((r) => r.method !== 'GET')
      .map((r) => `${r.method} ${decodeURIComponent(r.path)}`);
    assert.deepEqual(writes, [
      `PUT /1/indexes/${result.tempIndex}/settings`,
      `POST /1/indexes/${result.tempIndex}/batch`,
      `POST /1/indexes/${result.tempIndex}/operation`,
    ]);
    assert.deepEqual(fake.requests.find((r) => r.path.endsWith('/operation'))!.body, {
      operation: 'move',
      destination: INDEX,
    });
    assert.ok(
      fake.requests.every((r) => (r.headers['x-algolia-api-key'] ?? r.query['x-algolia-api-key']) === 'admin-key'),
    );
    assert.equal(fake.indexes.has(result.tempIndex), false, 'the temp index is gone after the move');
    const live = fake.indexes.get(INDEX)!;
    assert.equal(live.records.length, result.records);
    assert.equal(
      live.records.some((r) => r.objectID === 'stale'),
      false,
      'old records replaced',
    );
    assert.deepEqual(live.settings.attributesForFaceting, ['language', 'docusaurus_tag', 'type']);
    // The live index answers searches with the public key.
    const client = liteClient('TESTAPP', 'search-key', { hosts: [fake.host] });
    const { results } = await client.search({ requests: [{ indexName: INDEX, query: '凤凰传奇' }] });
    assert.ok((results[0] as { nbHits: number }).nbHits > 0);
    assert.ok(steps.length === 3);
  });

  it('reads the admin key from the environment only, never from the config', async () => {
    const err = await errorOf(
      searchPush({ root: REPO, config: hosted({ apiKey: 'admin-key' }), env: {}, hosts: [fake.host] }),
    );
    assert.equal(err.code, 'SEARCH_ADMIN_KEY');
    assert.match(err.message, /BLOGCTL_ALGOLIA_ADMIN_KEY or ALGOLIA_ADMIN_KEY/);
    const ok = await searchPush({
      root: REPO,
      config: hosted(),
      env: { ALGOLIA_ADMIN_KEY: 'admin-key' },
      hosts: [fake.host],
    });
    assert.ok(ok.records > 0);
  });

  it('leaves the live index untouched when the key is refused (403)', async () => {
    const before = fake.indexes.get(INDEX)!.records;
    const err = await errorOf(
      searchPush({
        root: REPO,
        config: hosted(),
        env: { BLOGCTL_ALGOLIA_ADMIN_KEY: 'search-key' },
        hosts: [fake.host],
      }),
    );
    assert.equal(err.code, 'SEARCH_PUSH_FAILED');
    assert.match(err.message, /403/);
    assert.match(err.hint ?? '', /admin key/);
    assert.equal(fake.indexes.get(INDEX)!.records, before);
  });

  it('refuses a site on the local provider and names missing credentials', async () => {
    const local = await errorOf(searchPush({ root: REPO, env: { BLOGCTL_ALGOLIA_ADMIN_KEY: 'admin-key' } }));
    assert.equal(local.code, 'SEARCH_NOT_HOSTED');
    const missing = await errorOf(
      searchPush({ root: REPO, config: hosted({ appId: undefined }), env: { BLOGCTL_ALGOLIA_ADMIN_KEY: 'admin-key' } }),
    );
    assert.equal(missing.code, 'CONFIG_SEARCH_CREDENTIALS');
    assert.match(missing.message, /search\.appId/);
  });

  it('the CLI reports the error without a stack trace and exits 1', () => {
    const r = spawnSync(process.execPath, ['bin/blogctl', 'search', 'push'], {
      cwd: REPO,
      encoding: 'utf8',
      env: { ...process.env, BLOGCTL_ALGOLIA_ADMIN_KEY: '' },
    });
    assert.equal(r.status, 1);
    assert.match(r.stdout + r.stderr, /SEARCH_NOT_HOSTED/);
    assert.doesNotMatch(r.stdout + r.stderr, /\n\s+at /);
  });
});

describe('hosted provider credentials', () => {
  for (const key of ['appId', 'apiKey'] as const) {
    it(`a missing ${key} is a configuration error in build and in check`, async () => {
      const config = hosted({ [key]: undefined });
      const built = await build({ root: REPO, config, write: false });
      assert.equal(built.ok, false);
      const d = built.diagnostics.find((x) => x.code === 'CONFIG_SEARCH_CREDENTIALS');
      assert.ok(d);
      assert.match(d.text, new RegExp(`search\\.${key}`));
      const checked = await check({ root: REPO, config });
      assert.equal(checked.ok, false);
      assert.ok(checked.diagnostics.some((x) => x.code === 'CONFIG_SEARCH_CREDENTIALS' && x.severity === 'error'));
    });
  }

  it('a hosted build writes no local index and passes the credentials to the page', async () => {
    const built = await build({ root: REPO, config: hosted(), write: false });
    assert.equal(
      built.files!.some((f) => f.path.startsWith('assets/search/')),
      false,
    );
    const html = built.files!.find((f) => f.path === 'index.html')!.text();
    assert.match(html, /"provider":"algolia","appId":"TESTAPP","apiKey":"search-key","indexName":"lanshan-blog"/);
  });
});
