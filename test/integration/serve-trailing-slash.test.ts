// `blogctl serve` over an output written for trailingSlash false (pages as x.html, each embedding its route
// data, no page-data.json): `/x` serves the page, `/x/` and `/x.html` redirect to `/x`, under the baseUrl.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { serve, type ServeHandle } from '../../src/api/serve';
import { embeddedDataText } from '../../src/shared/embedded-data';
import { routeHtmlUrl } from '../../src/shared/urls';

let root: string;
let handle: ServeHandle;
let origin: string;
before(async () => {
  root = mkdtempSync(join(tmpdir(), 'blogctl-serve-ts-'));
  writeFileSync(
    join(root, 'blogctl.config.ts'),
    "import { defineConfig } from 'blogctl';\n\nexport default defineConfig({ title: '斜杠', url: 'https://slash.example', baseUrl: '/sub/', trailingSlash: false });\n",
  );
  mkdirSync(join(root, 'content', 'blog'), { recursive: true });
  writeFileSync(
    join(root, 'content', 'blog', '2024-06-01-first.md'),
    '---\ntitle: 第一篇\nslug: first\n---\n\n正文。\n\n<!-- truncate -->\n',
  );
  const outDir = join(root, 'build');
  const result = await build({ root, outDir, cache: false });
  assert.ok(result.ok, JSON.stringify(result.diagnostics));
  handle = await serve({ root, outDir, port: 0 });
  origin = new URL(handle.url).origin;
});
after(async () => {
  await handle?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('serve: trailingSlash false output', () => {
  it('/sub/blog/first serves blog/first.html', async () => {
    const res = await fetch(origin + '/sub/blog/first');
    assert.equal(res.status, 200);
    assert.match(await res.text(), /第一篇/);
  });
  for (const path of ['/sub/blog/first/', '/sub/blog/first.html']) {
    it(`${path} redirects to /sub/blog/first`, async () => {
      const res = await fetch(origin + path, { redirect: 'manual' });
      assert.equal(res.status, 301);
      assert.equal(res.headers.get('location'), '/sub/blog/first');
    });
  }
  it('the client router fetches /sub/blog/first (its HTML embeds the route data); no page-data.json exists', async () => {
    const url = routeHtmlUrl('/sub/', '/blog/first', false)!;
    assert.equal(url, '/sub/blog/first');
    const res = await fetch(origin + url, { redirect: 'manual' });
    assert.equal(res.status, 200);
    const data = embeddedDataText(await res.text());
    assert.ok(data);
    assert.equal((JSON.parse(data.text) as { route: string }).route, '/blog/first');
    assert.equal((await fetch(origin + '/sub/blog/first.page-data.json')).status, 404);
  });
});
