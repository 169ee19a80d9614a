// Which pages show comments (src/routes/comments.ts): posts by default, docs when configured, the page's own
// `comments: true | false` over everything, a site's own show/hide fields, and opt-in sites.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { commentsOf } from '../../../src/routes/comments';

type Comments = NonNullable<Parameters<typeof commentsOf>[2]['comments']>;
const base = {
  provider: 'giscus',
  repo: 'me/blog',
  repoId: 'R',
  mapping: 'pathname',
  strict: false,
  reactionsEnabled: true,
  emitMetadata: false,
  inputPosition: 'bottom',
  theme: 'light',
  darkTheme: 'dark',
  host: 'https://giscus.app',
  posts: true,
  docs: false,
  optIn: false,
  frontMatter: {},
} satisfies Comments;
const on = (fm: Record<string, unknown>, section: 'posts' | 'docs', c: Partial<Comments> = {}) =>
  commentsOf({ frontMatter: fm, permalink: '/p' }, section, { comments: { ...base, ...c } }).comments === '/p';

describe('commentsOf', () => {
  it('shows comments on posts, not on docs unless configured, and nowhere without the config', () => {
    assert.equal(on({}, 'posts'), true);
    assert.equal(on({}, 'docs'), false);
    assert.equal(on({}, 'docs', { docs: true }), true);
    assert.equal(on({}, 'posts', { posts: false }), false);
    assert.deepEqual(commentsOf({ frontMatter: {}, permalink: '/p' }, 'posts', {}), {});
  });

  it("follows the page's front matter: comments, then the site's own hide and show fields, under opt-in too", () => {
    assert.equal(on({ comments: false }, 'posts'), false);
    assert.equal(on({ hide_comment: true }, 'posts', { frontMatter: { hide: 'hide_comment' } }), false);
    assert.equal(on({ hide_comment: true, comments: true }, 'posts', { frontMatter: { hide: 'hide_comment' } }), true);
    assert.equal(on({}, 'posts', { optIn: true }), false);
    assert.equal(on({ comments: true }, 'posts', { optIn: true }), true);
    assert.equal(
      on({ enableComments: true }, 'docs', { optIn: true, docs: true, frontMatter: { show: 'enableComments' } }),
      true,
    );
    // A value that is not true or false (a string) is not read as a switch.
    assert.equal(on({ comments: 'no' }, 'posts'), true);
  });
});
