// Config reference rules that need no content: search credentials and search analytics.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveConfig } from '../../../src/config/resolve-config';
import { validateConfigRefs } from '../../../src/routes/validate-refs';

const base = { title: 'T', url: 'https://example.com' };
const codes = (search: object) => validateConfigRefs(resolveConfig({ ...base, search }, { root: '/tmp/site' }), null).map((d) => `${d.severity}:${d.code}`);

describe('validateConfigRefs: search', () => {
  it('warns that analytics do nothing with the local provider', () => {
    assert.deepEqual(codes({ provider: 'local', insights: true }), ['warning:CONFIG_INSIGHTS_LOCAL']);
    assert.deepEqual(codes({ provider: 'local' }), []);
  });

  it('accepts analytics with a complete hosted provider, and requires its credentials', () => {
    assert.deepEqual(codes({ provider: 'algolia', appId: 'APP', apiKey: 'key', indexName: 'blog', insights: true }), []);
    assert.deepEqual(codes({ provider: 'algolia', indexName: 'blog', insights: true }), ['error:CONFIG_SEARCH_CREDENTIALS', 'error:CONFIG_SEARCH_CREDENTIALS']);
  });
});
