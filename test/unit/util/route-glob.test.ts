// Route-path globs of the sitemap's ignorePatterns match as Docusaurus's (micromatch's) do on these shapes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { routeGlobMatcher } from '../../../src/util/route-glob';

describe('routeGlobMatcher', () => {
  it('matches ** across segments, the folder itself included, and * within one segment', () => {
    const cases: [string, string, boolean][] = [
      ['/blog/tags/**', '/blog/tags', true],
      ['/blog/tags/**', '/blog/tags/', true],
      ['/blog/tags/**', '/blog/tags/a/b', true],
      ['/blog/tags/**', '/blog/tagsx', false],
      ['/docs/*', '/docs/a', true],
      ['/docs/*', '/docs/a/', true],
      ['/docs/*', '/docs/a/b', false],
      ['/a/**/b', '/a/b', true],
      ['/a/**/b', '/a/x/y/b', true],
      ['/x?y', '/x.y', true],
      ['/x.y', '/xzy', false],
    ];
    for (const [glob, path, want] of cases) assert.equal(routeGlobMatcher([glob])(path), want, `${glob} ~ ${path}`);
  });
});
