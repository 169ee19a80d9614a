// The error catalogue: every code has a title and a message template, is defined once and reported somewhere,
// and no published code disappears; diagnostics are worded from a code and its params only, so the same params
// always give the same text and hint.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import fg from 'fast-glob';
import { BlogctlError, error, fail, warning } from '../../../src/errors/blogctl-error';
import { buildCodes } from '../../../src/errors/catalogue/build';
import { commandCodes } from '../../../src/errors/catalogue/commands';
import { configCodes } from '../../../src/errors/catalogue/config';
import { contentCodes } from '../../../src/errors/catalogue/content';
import { contentPathCodes } from '../../../src/errors/catalogue/content-paths';
import { featureCodes } from '../../../src/errors/catalogue/features';
import { markdownCodes } from '../../../src/errors/catalogue/markdown';
import { markdownFeatureCodes } from '../../../src/errors/catalogue/markdown-features';
import { pluginCodes } from '../../../src/errors/catalogue/plugins';
import { sidebarsCodes } from '../../../src/errors/catalogue/sidebars';
import { siteCodeCodes } from '../../../src/errors/catalogue/site-code';
import { CATALOGUE, RETIRED_CODES } from '../../../src/errors/codes';
import { REPO } from '../../helpers/site';

const GROUPS = {
  buildCodes,
  commandCodes,
  configCodes,
  contentCodes,
  contentPathCodes,
  featureCodes,
  markdownCodes,
  markdownFeatureCodes,
  pluginCodes,
  sidebarsCodes,
  siteCodeCodes,
};

describe('error catalogue', () => {
  it('gives every code a title and a message template', () => {
    for (const [code, entry] of Object.entries(CATALOGUE)) {
      assert.match(code, /^[A-Z][A-Z0-9_]+$/);
      assert.ok(entry.title.endsWith('.'), `${code}: title is a sentence`);
      assert.equal(typeof entry.message, 'function', code);
    }
  });

  it('defines each code in one group only (a second definition would silently replace the first)', () => {
    const groupOf = new Map<string, string>();
    for (const [group, codes] of Object.entries(GROUPS))
      for (const code of Object.keys(codes)) {
        assert.equal(groupOf.get(code), undefined, `${code} is in ${groupOf.get(code)} and ${group}`);
        groupOf.set(code, group);
      }
    assert.deepEqual([...groupOf.keys()].sort(), Object.keys(CATALOGUE).sort(), 'codes.ts spreads every group');
  });

  it('has a call site for every code outside the catalogue (a code nothing reports is dead)', async () => {
    const files = await fg(['src/**/*.{ts,tsx}', 'templates/**/*.{ts,tsx}'], {
      cwd: REPO,
      ignore: ['src/errors/catalogue/**', 'src/errors/codes.ts'],
    });
    const source = files.map((f) => readFileSync(join(REPO, f), 'utf8')).join('\n');
    const reported = (c: string) => source.includes(`'${c}'`) || source.includes(`"${c}"`);
    const retired = new Set(Object.keys(RETIRED_CODES));
    assert.deepEqual(
      Object.keys(CATALOGUE).filter((c) => !retired.has(c) && !reported(c)),
      [],
    );
    // A retired code that is reported again is no longer retired.
    assert.deepEqual([...retired].filter(reported), []);
  });

  it('keeps every published code: tests and tools match on them (published-codes.txt; add new ones there)', () => {
    const published = readFileSync(join(import.meta.dirname, 'published-codes.txt'), 'utf8')
      .split('\n')
      .filter(Boolean);
    const missing = published.filter((c) => !Object.hasOwn(CATALOGUE, c));
    assert.deepEqual(missing, []);
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
