// algoliasearch is an optional peer dependency, loaded only for the hosted provider: without it the theme
// still bundles, with the same first-load JS, and the lazily loaded hosted client becomes a module that says
// it is missing; the package declares it optional.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { buildThemeBundles, type ThemeBundles } from '../../src/render/bundles';
import { isResolvable } from '../../src/util/optional-package';
import { REPO } from '../helpers/site';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-optional-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const unhash = (s: string) => s.replace(/-[A-Z0-9]{8}\.(js|css)/g, '-H.$1');
const firstLoad = (b: ThemeBundles) =>
  [b.client.js, ...b.client.preload].map((p) =>
    unhash(readFileSync(b.client.files.find((f) => f.to === p)!.from, 'utf8')),
  );

describe('algoliasearch, optional', () => {
  it('is an optional peer dependency, not a dependency', () => {
    const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as Record<string, Record<string, unknown>>;
    assert.equal(pkg.dependencies.algoliasearch, undefined);
    assert.ok(pkg.peerDependencies.algoliasearch);
    assert.deepEqual(pkg.peerDependenciesMeta.algoliasearch, { optional: true });
  });

  it("resolves from blogctl's folder, not from an unrelated one", () => {
    assert.equal(isResolvable('algoliasearch/lite', REPO), true);
    assert.equal(isResolvable('algoliasearch/lite', tmp), false);
  });

  it("a build keeps the answer in its cache folder (the next process does not ask Node's resolver again)", async () => {
    const cacheDir = join(tmp, 'kept');
    await buildThemeBundles({ cacheDir });
    const kept = JSON.parse(readFileSync(join(cacheDir, 'resolvable.json'), 'utf8')) as Record<string, { ok: boolean }>;
    const [key] = Object.keys(kept);
    assert.ok(key.includes('algoliasearch/lite'));
    assert.equal(kept[key].ok, true);
    assert.ok(existsSync(cacheDir));
  });

  it('without it, the theme bundles with the same first-load JS and a hosted client that says it is missing', async () => {
    const withClient = await buildThemeBundles({ cacheDir: join(tmp, 'a'), hostedSearchClient: true });
    const without = await buildThemeBundles({ cacheDir: join(tmp, 'b'), hostedSearchClient: false });
    assert.notEqual(withClient.key, without.key);
    assert.deepEqual(firstLoad(without), firstLoad(withClient));
    const js = (b: ThemeBundles) =>
      b.client.files
        .filter((f) => f.to.endsWith('.js'))
        .map((f) => readFileSync(f.from, 'utf8'))
        .join('\n');
    assert.match(js(without), /algoliasearch is not installed/);
    assert.doesNotMatch(js(withClient), /algoliasearch is not installed/);
  });
});
