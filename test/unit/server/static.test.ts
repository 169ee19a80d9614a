// Path safety and response rules of the static server, as pure functions.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { safeDecodePath } from '../../../src/server/middlewares/static';
import { contentTypeOf, isHashedAsset } from '../../../src/server/send';

describe('safeDecodePath', () => {
  it('decodes ordinary and Chinese paths', () => {
    assert.equal(safeDecodePath('/blog/%E5%87%A4%E5%87%B0'), '/blog/凤凰');
    assert.equal(safeDecodePath('/'), '/');
  });

  it('refuses traversal, NUL, backslashes and bad encodings', () => {
    for (const raw of [
      '/../x',
      '/a/../../x',
      '/%2e%2e/x',
      '/%2e%2e%2fx',
      '/./x',
      '/a%00b',
      '/%5c..%5cx',
      '/a\\b',
      '/%e4%ff',
      '/%',
      'x',
    ]) {
      assert.equal(safeDecodePath(raw), null, raw);
    }
  });
});

describe('send rules', () => {
  it('marks only content-hashed build assets immutable', () => {
    assert.equal(isHashedAsset('assets/js/main-PDVMTCGV.js'), true);
    assert.equal(isHashedAsset('assets/images/photo-0123abcd.jpg'), true);
    assert.equal(isHashedAsset('img/logo.svg'), false);
    assert.equal(isHashedAsset('blog/index.html'), false);
    assert.equal(isHashedAsset('assets/js/main.js'), false);
  });

  it('gives text types a charset', () => {
    assert.equal(contentTypeOf('a/index.html'), 'text/html; charset=utf-8');
    assert.equal(contentTypeOf('blog/rss.xml'), 'application/xml; charset=utf-8');
    assert.equal(contentTypeOf('x.JS'), 'text/javascript; charset=utf-8');
    assert.equal(contentTypeOf('photo.webp'), 'image/webp');
    assert.equal(contentTypeOf('unknown.bin'), 'application/octet-stream');
  });
});
