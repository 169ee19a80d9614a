// The SSR module renders with react-dom's legacy server build alone (render-routes.ts legacyRenderToString):
// `react-dom/server` would load the streaming build too, which no page render uses. The function must be the very
// one `react-dom/server` exports, and the pages the same as before (splice.test.ts renders every fixture).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { buildThemeBundles } from '../../src/render/bundles';
import { legacyRenderToString, loadSsrModule } from '../../src/render/render-routes';

const require = createRequire(import.meta.url);
const cacheDir = mkdtempSync(join(tmpdir(), 'blogctl-ssr-renderer-'));
after(() => rmSync(cacheDir, { recursive: true, force: true }));

const loaded = (name: string) => Object.keys(require.cache).some((file) => file.endsWith(name));

describe('SSR renderer', () => {
  it("loads and renders a page without react-dom's streaming server build", async () => {
    const ssr = await loadSsrModule(await buildThemeBundles({ cacheDir }));
    assert.equal(typeof ssr.setRenderer, 'function', 'the SSR module takes its renderer from the loader');
    assert.ok(loaded('react-dom-server-legacy.node.production.min.js'), 'the legacy build renders');
    assert.ok(!loaded('react-dom-server.node.production.min.js'), 'the streaming build is not loaded');
    assert.ok(!loaded(join('react-dom', 'server.node.js')), 'react-dom/server is not loaded');
  });

  it('is the renderToString that react-dom/server exports', () => {
    const { renderToString } = require('react-dom/server') as { renderToString: unknown };
    assert.equal(legacyRenderToString(), renderToString);
  });
});
