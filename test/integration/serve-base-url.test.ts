// `blogctl serve` for a site under a sub-path (test/fixtures/sites/base-url-serve, baseUrl "/Notes/"): the site
// is served under the baseUrl, and any request outside it is sent there with a 302, as `docusaurus serve` does
// (opening http://127.0.0.1:PORT/ finds the site instead of a 404).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { buildAndServe, fixtureSite } from '../helpers/site';

let origin: string;
let close: () => Promise<void>;
before(async () => {
  const served = await buildAndServe(fixtureSite('base-url-serve'));
  origin = new URL(served.url).origin;
  close = served.close;
});
after(() => close?.());

describe('serve: a non-root baseUrl', () => {
  for (const path of ['/', '/blog', '/blog/2024/05/01/release', '/notes/', '/favicon.ico?x=1']) {
    it(`${path} redirects to the baseUrl`, async () => {
      const res = await fetch(origin + path, { redirect: 'manual' });
      assert.equal(res.status, 302);
      assert.equal(res.headers.get('location'), '/Notes/');
    });
  }

  it('serves the site under the baseUrl, and the redirect lands there', async () => {
    const home = await fetch(origin + '/');
    assert.equal(home.status, 200);
    assert.equal(new URL(home.url).pathname, '/Notes/');
    const post = await fetch(origin + '/Notes/blog/2024/05/01/release');
    assert.equal(post.status, 200);
    assert.match(await post.text(), /Release day/);
  });

  it('still answers 404 for a missing page inside the baseUrl', async () => {
    assert.equal((await fetch(origin + '/Notes/no-such-page')).status, 404);
  });
});
