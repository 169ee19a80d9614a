// The theme's compile (esbuild, its own process) starts as soon as the content graph is known, so it runs while
// the main thread builds the route table and the search index (issue 17: cold builds), and the build is the same.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { REPO } from '../helpers/site';

describe('build stage order', () => {
  it('starts bundling the theme right after the content stage, before the route table and search index', async () => {
    const stages: string[] = [];
    const result = await build({ root: REPO, write: false, cache: false, threads: 0, onStage: (name) => stages.push(name) });
    assert.ok(result.ok);
    const at = (name: string) => stages.indexOf(name);
    assert.ok(at('content') >= 0 && at('bundle') >= 0, stages.join(' → '));
    assert.equal(at('bundle'), at('content') + 1, stages.join(' → '));
    assert.ok(at('bundle') < at('routes') && at('bundle') < at('search-index'), stages.join(' → '));
    // Every stage still runs once and is timed.
    assert.deepEqual([...result.timings.map((t) => t.name)].sort(), [...stages].sort());
  });
});
