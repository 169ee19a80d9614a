// unsafeUrlPathReason's shortcut for plain paths gives the answer of the full check (decode, then look at the
// characters and segments) for every path, plain or not.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { unsafeUrlPathReason } from '../../../src/shared/safe-path';

/** The check without the shortcut, as it was written first. */
function reference(urlPath: string): string | null {
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

describe('unsafeUrlPathReason', () => {
  it('answers as the full check for plain, encoded, dotted and broken paths', () => {
    const parts = ['', '/', 'blog', '2022', '新年第一天', '..', '.', '.hidden', 'a.b', '%2e%2e', '%2E', '%2F', '%5C', '%00', '%', '%zz', '\\', '\u0000', '\u001f', '\u007f', '\u0080', ' ', 'tag-1_x', '凤凰传奇'];
    let checked = 0;
    for (const a of parts) {
      for (const b of parts) {
        for (const path of [`/${a}/${b}`, `/blog/${a}${b}`, `${a}/${b}/`, `/${a}`]) {
          assert.equal(unsafeUrlPathReason(path), reference(path), JSON.stringify(path));
          checked++;
        }
      }
    }
    assert.ok(checked > 2000);
    assert.equal(unsafeUrlPathReason('/blog/2022/01/01/新年'), null);
    assert.match(unsafeUrlPathReason('/blog/%2e%2e/x') ?? '', /\.\./);
  });
});
