// The shortcuts that skip decoding and splitting for plain paths (shared/safe-path.ts unsafeUrlPathReason, and
// render/feeds.ts ENCODED_AS_IS standing for encodePath in the sitemap; both run once or more per route) give
// exactly what their full definitions give.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { unsafeUrlPathReason } from '../../../src/shared/safe-path';
import { ENCODED_AS_IS } from '../../../src/render/feeds';
import { decodeURIComponentSafe, encodePath } from '../../../src/shared/urls';

/** The full definitions, as they were before the shortcuts. */
function plainUnsafeReason(urlPath: string): string | null {
  let decoded = urlPath;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // kept as it is
  }
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return 'it contains a control character (such as NUL)';
  if (decoded.includes('\\')) return 'it contains a backslash';
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..')) return 'it has a ".." segment, which would climb out of its folder';
  if (segments.some((s) => s === '.')) return 'it has a "." segment';
  return null;
}
const plainEncode = (path: string) =>
  path
    .split('/')
    .map((seg) => encodeURIComponent(decodeURIComponentSafe(seg)))
    .join('/');

const PATHS = [
  '/',
  '',
  '/blog',
  '/blog/',
  '/blog/2025/08/04/post-10000',
  '/blog/tags/daily/page/2',
  '/docs/Docker/dockermariadb',
  '/blog/凤凰传奇',
  '/blog/a b',
  '/a?b=1',
  '/a#x',
  '/a+b',
  '/a&b',
  '/a=b',
  '/a,b;c:d@e$f',
  "/a!b~c*d'e(f)g",
  '/a_b-c.d',
  '/..',
  '/../x',
  '/a/../b',
  '/a/..',
  '/.',
  '/./a',
  '/a/./b',
  '/a/.',
  '..',
  '.',
  './a',
  '../a',
  '/.well-known/x',
  '/a/.hidden',
  '/a..b',
  '/a/b..',
  '/a/...',
  '/a.',
  '/%2e%2e/x',
  '/%2E%2E',
  '/a/%2e',
  '/%2F',
  '/a%2Fb',
  '/%',
  '/%zz',
  '/%e4%bd%a0',
  '/%E4%BD',
  '/a\\b',
  '\\',
  '/a%5Cb',
  '/a\u0000b',
  '/a\u001fb',
  '/a\u007fb',
  '/a%00b',
  '/a%7Fb',
  '/a\tb',
  '/a\nb',
  '/é',
  '/a/🎸',
  '//a//b//',
  '/blog/2022新年第一天',
  '/%',
  '/a%',
  '/a%2',
  '/a%25',
  '/a/.%2e',
  '/a/%2e.',
  '/.x/y',
];

describe('path shortcuts', () => {
  it('unsafeUrlPathReason gives what the full check gives', () => {
    for (const p of PATHS) assert.equal(unsafeUrlPathReason(p), plainUnsafeReason(p), JSON.stringify(p));
    // Every character of the first 256 code points, alone and between segments.
    for (let c = 0; c < 256; c++) {
      const ch = String.fromCharCode(c);
      for (const p of [`/${ch}`, `/a${ch}b`, `/${ch}/x`, `/.${ch}`, `/${ch}.`, `${ch}/a`])
        assert.equal(unsafeUrlPathReason(p), plainUnsafeReason(p), JSON.stringify(p));
    }
  });

  it('unsafeUrlPathReason answers as the full check for plain, encoded, dotted and broken paths combined', () => {
    const parts = [
      '',
      '/',
      'blog',
      '2022',
      '新年第一天',
      '..',
      '.',
      '.hidden',
      'a.b',
      '%2e%2e',
      '%2E',
      '%2F',
      '%5C',
      '%00',
      '%',
      '%zz',
      '\\',
      '\u0000',
      '\u001f',
      '\u007f',
      '\u0080',
      ' ',
      'tag-1_x',
      '凤凰传奇',
    ];
    let checked = 0;
    for (const a of parts) {
      for (const b of parts) {
        for (const path of [`/${a}/${b}`, `/blog/${a}${b}`, `${a}/${b}/`, `/${a}`]) {
          assert.equal(unsafeUrlPathReason(path), plainUnsafeReason(path), JSON.stringify(path));
          checked++;
        }
      }
    }
    assert.ok(checked > 2000);
    assert.equal(unsafeUrlPathReason('/blog/2022/01/01/新年'), null);
    assert.match(unsafeUrlPathReason('/blog/%2e%2e/x') ?? '', /\.\./);
  });

  it('a path ENCODED_AS_IS takes is its own encoding (encodePath gives it back)', () => {
    const check = (p: string) => {
      assert.equal(encodePath(p), plainEncode(p), JSON.stringify(p));
      if (ENCODED_AS_IS.test(p)) assert.equal(p, encodePath(p), JSON.stringify(p));
    };
    PATHS.forEach(check);
    for (let c = 0; c < 256; c++) {
      const ch = String.fromCharCode(c);
      for (const p of [`/${ch}`, `/a${ch}b/c`, `${ch}`]) check(p);
    }
    assert.ok(
      ENCODED_AS_IS.test('/blog/2025/08/04/post-10000/') &&
        !ENCODED_AS_IS.test('/blog/凤凰传奇') &&
        !ENCODED_AS_IS.test('/a%20b'),
    );
  });
});
