// The error catalogue: every code has a title and a message template; diagnostics are worded from a code and
// its params only, so the same params always give the same text and hint.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BlogctlError, error, fail, warning } from '../../../src/errors/blogctl-error';
import { CATALOGUE, ERROR_CODES } from '../../../src/errors/codes';

describe('error catalogue', () => {
  it('gives every code a title and a message template', () => {
    for (const [code, entry] of Object.entries(CATALOGUE)) {
      assert.match(code, /^[A-Z][A-Z0-9_]+$/);
      assert.ok(entry.title.endsWith('.'), `${code}: title is a sentence`);
      assert.equal(typeof entry.message, 'function', code);
      assert.equal(ERROR_CODES[code as keyof typeof ERROR_CODES], entry.title);
    }
  });

  it('words a diagnostic from the code and its params, keeping the location', () => {
    const loc = { file: '/site/content/blog/a.md', line: 3, column: 8 };
    assert.deepEqual(
      error('CONTENT_UNKNOWN_TAG', { tag: 'nope', folder: 'blog', section: 'blog', known: ['travel', 'daily'] }, loc),
      {
        code: 'CONTENT_UNKNOWN_TAG',
        severity: 'error',
        text: 'Tag "nope" is not defined in blog/tags.yml.',
        hint: 'Add it there or use one of: travel, daily.',
        loc,
      },
    );
    assert.deepEqual(warning('CONTENT_EMPTY', {}, loc), {
      code: 'CONTENT_EMPTY',
      severity: 'warning',
      text: 'The file is empty; it builds as an empty page titled by its file name.',
      hint: 'Write some content with a front matter title, or delete the file.',
      loc,
    });
  });

  it('chooses the hint from the params', () => {
    const near = error('LINK_BROKEN', {
      kind: 'route',
      what: 'Link',
      href: '/blog/b',
      path: '/blog/b',
      nearest: '/blog/a',
    });
    assert.equal(near.hint, 'Did you mean /blog/a?');
    const far = error('LINK_BROKEN', { kind: 'route', what: 'Link', href: '/x', path: '/x' });
    assert.equal(
      far.hint,
      'Check the path; internal links are site-absolute (/blog/…) or relative Markdown files (./other.md).',
    );
    assert.equal(
      error('CONFIG_INVALID', { kind: 'schema', path: 'navbar.title', problem: 'expected string' }).hint,
      undefined,
    );
    assert.equal(
      error('CONFIG_INVALID', { kind: 'schema', path: '', problem: 'expected object' }).text,
      '(root): expected object',
    );
  });

  it('fail() makes a BlogctlError whose one diagnostic is the error itself', () => {
    const cause = new Error('EACCES');
    const err = fail('OUTPUT_WRITE', { kind: 'folder', folder: '/site', errno: 'EACCES' }, undefined, cause);
    assert.ok(err instanceof BlogctlError);
    assert.equal(err.code, 'OUTPUT_WRITE');
    assert.equal(err.message, 'The output folder /site is not writable (EACCES).');
    assert.equal(err.hint, 'Check permissions, or pass --out-dir.');
    assert.equal(err.cause, cause);
    assert.deepEqual(err.diagnostics, [{ code: 'OUTPUT_WRITE', severity: 'error', text: err.message, hint: err.hint }]);
  });

  it('a BlogctlError of several diagnostics takes its code from the first, or from `main`', () => {
    const a = error('CONFIG_INVALID', { kind: 'schema', path: 'title', problem: 'expected string' });
    const b = error('CONFIG_INVALID', { kind: 'schema', path: 'url', problem: 'expected string' });
    assert.equal(new BlogctlError({ diagnostics: [a, b] }).message, a.text);
    const stop = error('SERVE_NO_BUILD', {});
    const err = new BlogctlError({ diagnostics: [a, stop], main: stop });
    assert.equal(err.code, 'SERVE_NO_BUILD');
    assert.equal(err.diagnostics.length, 2);
  });
});
