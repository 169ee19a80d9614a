// The page-kind registry (src/shared/page-templates.ts) is what the client's lazy loader, the server's App
// and the theme bundle's page chunks all follow: each kind loads, renders and preloads its own template.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadPageComponent } from '../../../src/client/router/page-modules';
import { buildThemeBundles } from '../../../src/render/bundles';
import type { RouteKind } from '../../../src/shared/page-props';
import { PAGE_TEMPLATES } from '../../../src/shared/page-templates';
import { compileCacheDir } from '../../../src/util/site-cache';
import { PAGE_COMPONENTS } from '../../../templates/pages';
import { REPO } from '../../helpers/site';

const kinds = Object.keys(PAGE_TEMPLATES) as RouteKind[];

describe('page-kind registry', () => {
  it('the client loads, for every kind, the component the server renders', async () => {
    for (const kind of kinds) {
      const name = PAGE_TEMPLATES[kind];
      const loaded = await loadPageComponent(kind);
      assert.equal(typeof loaded, 'function', kind);
      assert.equal(loaded, PAGE_COMPONENTS[name], `${kind}: the lazy chunk and App.tsx disagree`);
      assert.equal((loaded as { name?: string }).name, name);
    }
  });

  it('rejects a kind the registry does not have', async () => {
    await assert.rejects(loadPageComponent('series' as RouteKind), /Unknown route kind "series"/);
  });

  it('the theme bundle has one page chunk per template, for the document to preload', async () => {
    const bundles = await buildThemeBundles({ cacheDir: compileCacheDir(REPO) });
    assert.deepEqual(Object.keys(bundles.client.pageChunks ?? {}).sort(), Object.values(PAGE_TEMPLATES).sort());
  });
});
