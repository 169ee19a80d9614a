// The dev server's route cache says when it has nothing to reuse, so a rebuild after the global key changed (a
// post dropped out, the theme changed) renders every route at once and takes the keys beside it (render-pool.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MemoryRouteCache } from '../../../src/render/route-cache';
import type { Route } from '../../../src/routes/route-types';

const route = {
  path: '/a',
  outFile: 'a/index.html',
  head: { title: 'a' },
  props: { kind: 'page' },
  sources: [],
} as unknown as Route;

describe('MemoryRouteCache', () => {
  it('is empty without a previous build or with no keys, and then reuses nothing but records every key', () => {
    for (const cache of [new MemoryRouteCache(), new MemoryRouteCache({ keys: new Map(), has: () => true })]) {
      assert.equal(cache.empty, true);
      assert.equal(cache.reusable(route), undefined);
      assert.equal(cache.keys.size, 1);
    }
  });

  it("is not empty with the previous build's keys, and reuses a route whose key is unchanged", () => {
    const first = new MemoryRouteCache();
    first.reusable(route);
    const next = new MemoryRouteCache({ keys: first.keys, has: () => true });
    assert.equal(next.empty, false);
    assert.equal(next.reusable(route), 'a/index.html');
    assert.equal(next.reused, 1);
  });
});
