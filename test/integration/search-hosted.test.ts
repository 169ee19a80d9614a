// The hosted provider with the real algoliasearch v5 lite client against local fake hosts: the exact
// request (the shared search parameters with the credentials in the query string), and fault injection (refused, hanging, 500, 403) showing the retry order and the
// final error. Timeouts are shortened through the client's options; no timed assertions.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { liteClient } from 'algoliasearch/lite';
import { hostedClientOptions, hostedRequest, HOSTED_TIMEOUTS } from '../../src/shared/search/hosted';
import type { SearchResponse } from '../../src/shared/search/types';
import { buildRecords } from '../../src/search/records';
import { buildShippedSite } from '../helpers/site';
import {
  closedPort,
  hangingHost,
  startFakeAlgolia,
  statusHost,
  type FakeAlgolia,
  type Host,
} from '../helpers/fake-algolia';

const INDEX = 'lanshan-blog';
let fake: FakeAlgolia;
const closers: (() => Promise<void>)[] = [];

before(async () => {
  const result = await buildShippedSite();
  fake = await startFakeAlgolia({ indexes: { [INDEX]: buildRecords(result.graph!, result.config!) } });
  closers.push(fake.close);
});
after(async () => {
  for (const c of closers) await c();
});

/** Our client options with short timeouts, fixed host order and an inspectable hosts cache. */
function client(hosts: Host[], apiKey = fake.searchKey) {
  const options = hostedClientOptions();
  const c = liteClient(fake.appId, apiKey, { ...options, hosts, timeouts: { connect: 300, read: 500, write: 1000 } });
  return { c, hostsCache: options.hostsCache };
}
const request = (q: string) => ({
  requests: [hostedRequest(INDEX, q, { language: 'zh-CN', contextualSearch: true, screenWidth: 1280 })],
});
const frames = (err: unknown) =>
  (
    (err as { stackTrace?: { host: { url: string }; response: { status: number; isTimedOut: boolean } }[] })
      .stackTrace ?? []
  ).map((f) => ({ host: f.host.url, status: f.response.status, timedOut: f.response.isTimedOut }));

describe('hosted provider: the request', () => {
  it('sends the shared search parameters with credentials in the query string and reads hits, nbHits, queryID', async () => {
    const { c } = client([fake.host]);
    const { results } = await c.search(request('凤凰传奇'));
    const res = results[0] as unknown as SearchResponse;
    const sent = fake.requests.at(-1)!;
    assert.equal(sent.method, 'POST');
    assert.equal(sent.path, '/1/indexes/*/queries');
    assert.equal(sent.query['x-algolia-api-key'], 'search-key');
    assert.equal(sent.query['x-algolia-application-id'], 'TESTAPP');
    assert.equal(sent.headers['x-algolia-api-key'], undefined, 'not in headers');
    assert.match(String(sent.headers['content-type']), /^text\/plain/);
    const r = (sent.body as { requests: Record<string, unknown>[] }).requests[0];
    assert.deepEqual(r, {
      indexName: INDEX,
      query: '凤凰传奇',
      attributesToRetrieve: [
        'hierarchy.lvl0',
        'hierarchy.lvl1',
        'hierarchy.lvl2',
        'hierarchy.lvl3',
        'hierarchy.lvl4',
        'hierarchy.lvl5',
        'hierarchy.lvl6',
        'content',
        'type',
        'url',
      ],
      attributesToSnippet: [
        'hierarchy.lvl1:10',
        'hierarchy.lvl2:10',
        'hierarchy.lvl3:10',
        'hierarchy.lvl4:10',
        'hierarchy.lvl5:10',
        'hierarchy.lvl6:10',
        'content:10',
      ],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      page: 0,
      clickAnalytics: true,
      facetFilters: ['language:zh-CN', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
    });
    assert.ok(res.nbHits > 0);
    assert.match(res.queryID!, /^[0-9a-f]{32}$/);
    assert.equal(res.hits[0].hierarchy.lvl1, '凤凰传奇演唱会：一场全民合唱');
    assert.match(res.hits[0]._highlightResult!.hierarchy!.lvl1!.value, /<mark>凤凰传奇<\/mark>/);
  });

  it('asks for 5-word snippets on screens up to 768 px', () => {
    const r = hostedRequest(INDEX, 'x', { language: 'zh-CN', contextualSearch: true, screenWidth: 768 });
    assert.ok(r.attributesToSnippet!.every((a) => a.endsWith(':5')));
    assert.deepEqual(HOSTED_TIMEOUTS, { connect: 1000, read: 2000, write: 30000 });
  });

  it('fails at once as missing without an appId or apiKey', () => {
    assert.throws(() => liteClient('', 'k'), /`appId` is missing/);
    assert.throws(() => liteClient('A', ''), /`apiKey` is missing/);
  });
});

describe('hosted provider: fault injection', () => {
  it('skips a refused, a hanging and a 500 host in order, marks them down, and answers from the next', async () => {
    const log: string[] = [];
    const hang = await hangingHost(log);
    const err500 = await statusHost(500, log);
    const good = await startFakeAlgolia({ indexes: { [INDEX]: fake.indexes.get(INDEX)!.records }, log, name: 'ok' });
    // Taken last, so none of the hosts above can be given the freed port.
    const refused = await closedPort();
    closers.push(hang.close, err500.close, good.close);
    const { c, hostsCache } = client([refused, hang.host, err500.host, good.host]);
    const retries: string[] = [];
    const cacheSet = hostsCache.set.bind(hostsCache);
    hostsCache.set = <T>(key: unknown, value: T) => {
      retries.push(`${(value as { url: string }).url}=${(value as { status: string }).status}`);
      return cacheSet(key, value);
    };
    const { results } = await c.search(request('docker'));
    assert.ok((results[0] as unknown as SearchResponse).nbHits > 0);
    // Retry order: refused (network, status 0) → hanging (timed out) → 500 → the healthy host.
    assert.deepEqual(retries, [`${refused.url}=down`, `${hang.host.url}=timed out`, `${err500.host.url}=down`]);
    assert.deepEqual(log, ['hang', '500', 'ok']);
    // The down hosts stay out of rotation (2 minutes): the next search goes straight to the healthy host.
    await c.search(request('mariadb'));
    assert.deepEqual(log, ['hang', '500', 'ok', 'ok']);
  });

  it('fails at once on a 403 without trying the remaining hosts', async () => {
    const log: string[] = [];
    const err403 = await statusHost(403, log);
    const good = await startFakeAlgolia({ indexes: { [INDEX]: [] }, log, name: 'ok' });
    closers.push(err403.close, good.close);
    const { c } = client([err403.host, good.host]);
    await assert.rejects(c.search(request('docker')), (err: Error & { status?: number }) => {
      assert.equal(err.name, 'ApiError');
      assert.equal(err.status, 403);
      assert.match(err.message, /Invalid Application-ID or API key/);
      return true;
    });
    assert.deepEqual(log, ['403']);
  });

  it('a wrong key is a 403 from the real endpoint too', async () => {
    const { c } = client([fake.host], 'wrong-key');
    await assert.rejects(c.search(request('docker')), { name: 'ApiError', status: 403 });
  });

  it('reports unreachable hosts after trying every one (refused, hanging, 500)', async () => {
    const log: string[] = [];
    const hang = await hangingHost(log);
    const err500 = await statusHost(500, log);
    // Taken last, so none of the hosts above can be given the freed port.
    const refused = await closedPort();
    closers.push(hang.close, err500.close);
    const { c } = client([refused, hang.host, err500.host]);
    const err = await c.search(request('docker')).then(
      () => assert.fail('expected a RetryError'),
      (e: Error) => e,
    );
    assert.equal(err.name, 'RetryError');
    assert.match(err.message, /^Unreachable hosts - your application id may be incorrect/);
    assert.deepEqual(frames(err), [
      { host: refused.url, status: 0, timedOut: false },
      { host: hang.host.url, status: 0, timedOut: true },
      { host: err500.host.url, status: 500, timedOut: false },
    ]);
    assert.deepEqual(log, ['hang', '500']);
  });
});
