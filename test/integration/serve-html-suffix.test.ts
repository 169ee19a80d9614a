// The preview server answers `.html` and `/index.html` requests with the route without the suffix.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildAndServe } from '../helpers/site';

let site: Awaited<ReturnType<typeof buildAndServe>>;
before(async () => {
  site = await buildAndServe();
});
after(async () => {
  await site?.close();
});

describe('serve: html suffixes', () => {
  for (const [path, route] of [
    ['/about.html', '/about'],
    ['/about/index.html', '/about'],
    ['/docs/Docker/index.html', '/docs/Docker/'],
    ['/index.html', '/'],
  ]) {
    it(`${path} serves ${route}`, async () => {
      const [a, b] = await Promise.all([fetch(site.url + path), fetch(site.url + route)]);
      assert.equal(a.status, 200);
      assert.equal(await a.text(), await b.text());
    });
  }
  it('a missing route with .html is still a 404', async () => {
    assert.equal((await fetch(site.url + '/nope.html')).status, 404);
  });
});
