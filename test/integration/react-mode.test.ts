// React's production build is used for rendering unless the user set NODE_ENV: the content stage loads React
// (MDX islands) before the theme does, and React keeps the build it was first loaded with (issue 17: the
// development JSX runtime cost the render workers about a quarter of their CPU time).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { REPO } from '../helpers/site';

/** Builds the shipped site in a fresh process and lists the React builds that process loaded. */
function reactBuildsLoaded(nodeEnv: string | undefined): string[] {
  const script = `
    import { createRequire } from 'node:module';
    const { build } = await import(${JSON.stringify(`${REPO}/src/api/build.ts`)});
    const result = await build({ root: ${JSON.stringify(REPO)}, write: false, cache: false, threads: 0 });
    if (!result.ok) throw new Error('build failed');
    // Entries that were run (import's export detection also lists, unrun, the files an index.js may require).
    const cache = createRequire(import.meta.url).cache;
    const loaded = Object.keys(cache).filter((f) => cache[f].loaded && /\\/react(-dom)?\\/cjs\\/react(-jsx-runtime|-dom-server-legacy\\.node)?\\./.test(f));
    console.log(JSON.stringify(loaded.map((f) => f.slice(f.lastIndexOf('/') + 1)).sort()));`;
  const env = { ...process.env };
  delete env.NODE_ENV;
  if (nodeEnv) env.NODE_ENV = nodeEnv;
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: REPO,
    env,
    encoding: 'utf8',
  });
  assert.equal(child.status, 0, child.stderr);
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as string[];
}

describe('React build selection', () => {
  it('renders with the production builds of react, the JSX runtime and the server renderer when NODE_ENV is unset', () => {
    const loaded = reactBuildsLoaded(undefined);
    assert.ok(loaded.length >= 3, `React modules loaded: ${loaded.join(', ')}`);
    assert.deepEqual(
      loaded.filter((f) => f.includes('development')),
      [],
    );
    assert.ok(loaded.includes('react-jsx-runtime.production.min.js'), loaded.join(', '));
  });

  it('respects NODE_ENV=development set by the user', () => {
    assert.ok(reactBuildsLoaded('development').includes('react-jsx-runtime.development.js'));
  });
});
