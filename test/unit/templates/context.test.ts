// A theme hook used outside its provider throws an error naming the hook and the provider it needs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { useRoute, useSite } from '../../../templates/context';

function UsesSite() {
  return createElement('p', null, useSite().title);
}
function UsesRoute() {
  return createElement('p', null, useRoute().route);
}

describe('hooks outside their provider', () => {
  it('useSite without <SiteProvider> names the hook and the provider', () => {
    assert.throws(
      () => renderToString(createElement(UsesSite)),
      (err: Error) => {
        assert.equal(err.name, 'ReactContextError');
        assert.match(err.message, /\buseSite\b/);
        assert.match(err.message, /<SiteProvider>/);
        return true;
      },
    );
  });

  it('useRoute without <RouteProvider> names the hook and the provider', () => {
    assert.throws(() => renderToString(createElement(UsesRoute)), /useRoute.*<RouteProvider>/);
  });
});
