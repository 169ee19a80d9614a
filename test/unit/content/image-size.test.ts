// Image sizes read at build time (issue 16 point 16): headers of each format, and Markdown images getting
// width/height plus loading="lazy" (relative images, as Docusaurus 3 does for local ones).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { deflateSync } from 'node:zlib';
import { imageSize } from '../../../src/content/image-size';
import { createMarkdown } from '../../../src/content/markdown';
import { renderEntry } from '../../../src/content/render-entries';

function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    return Buffer.concat([len, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(height * (1 + width * 3)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ]);
  const sof = Buffer.from([
    0xff,
    0xc2,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    0x03,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

describe('imageSize', () => {
  it('reads PNG, JPEG (after other segments), GIF and WebP headers', () => {
    assert.deepEqual(imageSize(png(640, 427)), { width: 640, height: 427 });
    assert.deepEqual(imageSize(jpeg(1920, 1080)), { width: 1920, height: 1080 });
    const gif = Buffer.from('GIF89a\x20\x03\x58\x02\x00\x00\x00', 'latin1');
    assert.deepEqual(imageSize(gif), { width: 800, height: 600 });
    const webp = Buffer.alloc(30);
    webp.write('RIFF', 0, 'latin1');
    webp.write('WEBPVP8X', 8, 'latin1');
    webp.writeUIntLE(1199, 24, 3);
    webp.writeUIntLE(799, 27, 3);
    assert.deepEqual(imageSize(webp), { width: 1200, height: 800 });
  });

  it('reads SVG width/height, or the viewBox (scaled by a single given dimension)', () => {
    assert.deepEqual(
      imageSize(
        Buffer.from(
          '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="640px" height="320" viewBox="0 0 64 32">',
        ),
      ),
      { width: 640, height: 320 },
    );
    assert.deepEqual(imageSize(Buffer.from('<svg viewBox="0 0 300 150" xmlns="http://www.w3.org/2000/svg"></svg>')), {
      width: 300,
      height: 150,
    });
    assert.deepEqual(imageSize(Buffer.from('<svg width="600" viewBox="0 0 300 150"></svg>')), {
      width: 600,
      height: 300,
    });
  });

  it('gives undefined for what it cannot read', () => {
    assert.equal(imageSize(Buffer.from('not an image')), undefined);
    assert.equal(imageSize(Buffer.from('<svg width="100%" height="100%"></svg>')), undefined);
    assert.equal(imageSize(Buffer.alloc(0)), undefined);
  });
});

describe('Markdown images', () => {
  it('get width, height, loading="lazy" and decoding="async" from the file at build time', () => {
    const dir = mkdtempSync(join(tmpdir(), 'blogctl-img-'));
    try {
      writeFileSync(join(dir, 'photo.png'), png(320, 200));
      writeFileSync(join(dir, 'map.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"></svg>');
      const md = createMarkdown({ languages: [] });
      const body = '![照片](./photo.png)\n\n![地图](./map.svg)\n\n![外链](https://example.com/x.png)\n';
      const out = renderEntry(
        md,
        { file: join(dir, 'post.md'), body, bodyLineOffset: 0 },
        { contentRoots: [dir], permalinks: new Map(), urls: { baseUrl: '/', trailingSlash: undefined } },
      );
      assert.deepEqual(out.diagnostics, []);
      const imgs = out.result.html.match(/<img [^>]*>/g) ?? [];
      assert.equal(imgs.length, 3);
      assert.match(imgs[0], /src="\/assets\/images\/photo-[0-9a-f]{8}\.png"/);
      assert.match(imgs[0], /width="320" height="200"/);
      assert.match(imgs[1], /width="640" height="360"/);
      // An external image is lazy too, without a size (its file is not read at build time).
      assert.doesNotMatch(imgs[2], /width=/);
      for (const img of imgs) {
        assert.match(img, /loading="lazy"/);
        assert.match(img, /decoding="async"/);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keep their size under a baseUrl', () => {
    const dir = mkdtempSync(join(tmpdir(), 'blogctl-img-'));
    try {
      writeFileSync(join(dir, 'photo.png'), png(320, 200));
      const md = createMarkdown({ languages: [] });
      const out = renderEntry(
        md,
        { file: join(dir, 'post.md'), body: '![照片](./photo.png)\n', bodyLineOffset: 0 },
        { contentRoots: [dir], permalinks: new Map(), urls: { baseUrl: '/sub/', trailingSlash: true } },
      );
      const img = out.result.html.match(/<img [^>]*>/)?.[0] ?? '';
      assert.match(img, /src="\/sub\/assets\/images\/photo-[0-9a-f]{8}\.png"/);
      assert.match(img, /width="320" height="200"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
