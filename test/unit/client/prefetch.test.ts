import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { prefetchAllowed } from '../../../src/client/router/prefetch';

const nav = (connection?: object) => ({ connection }) as unknown as Navigator;

describe('prefetchAllowed', () => {
  it('allows prefetch without connection info and on fast connections', () => {
    assert.equal(prefetchAllowed(nav()), true);
    assert.equal(prefetchAllowed(nav({ effectiveType: '4g', saveData: false })), true);
    assert.equal(prefetchAllowed(nav({ effectiveType: '3g' })), true);
  });
  it('skips on data saver and 2g', () => {
    assert.equal(prefetchAllowed(nav({ saveData: true, effectiveType: '4g' })), false);
    assert.equal(prefetchAllowed(nav({ effectiveType: '2g' })), false);
    assert.equal(prefetchAllowed(nav({ effectiveType: 'slow-2g' })), false);
  });
});
