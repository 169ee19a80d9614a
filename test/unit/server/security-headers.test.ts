// The preview server's CSP holds scripts to what blogctl knows, and lets the site's own CSS, components and
// Markdown reach https origins as the static host would (a CDN web font, an API fetch, an embedded sandbox).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentSecurityPolicy } from '../../../src/server/middlewares/security-headers';

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  const csp = directives(
    contentSecurityPolicy({
      scriptHashes: ["'sha256-abc='"],
      scriptOrigins: ['https://cdn.example.org'],
      frameOrigins: ['https://giscus.app'],
    }),
  );

  it('allows scripts only from the site, the known hashes and the configured origins', () => {
    assert.deepEqual(csp.get('script-src'), ["'self'", "'sha256-abc='", 'https://cdn.example.org']);
  });

  it('lets styles, fonts, fetches, frames and media come from any https origin', () => {
    for (const d of ['style-src', 'font-src', 'connect-src', 'frame-src', 'media-src', 'img-src'])
      assert.ok(csp.get(d)?.includes('https:'), `${d}: ${csp.get(d)?.join(' ')}`);
    assert.ok(csp.get('frame-src')?.includes('https://giscus.app'));
  });

  it('lets images and media come from plain http as well, as a host upgrades them, and frames, as a protocol-relative embed comes over this server’s http', () => {
    for (const d of ['img-src', 'media-src', 'frame-src'])
      assert.ok(csp.get(d)?.includes('http:'), `${d}: ${csp.get(d)?.join(' ')}`);
    for (const d of ['script-src', 'style-src', 'connect-src', 'font-src'])
      assert.ok(!csp.get(d)?.includes('http:'), `${d}: ${csp.get(d)?.join(' ')}`);
  });

  it('keeps plugins, base and form targets closed', () => {
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    assert.deepEqual(csp.get('base-uri'), ["'self'"]);
    assert.deepEqual(csp.get('form-action'), ["'self'"]);
  });
});
