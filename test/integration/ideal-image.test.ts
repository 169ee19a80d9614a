// `@theme/IdealImage` in a site's own React code (test/fixtures/sites/ideal-image, images.responsive configured):
// an image the code imports or requires is shown at its size, lazily, with the srcset and sizes of its resized
// copies, which the assets stage makes (through the image cache Markdown's images use) and writes beside the
// image. The plugin's own shape keeps its size, and the import itself is still the image's URL.
import assert from 'node:assert/strict';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { fileText, fixtureSite } from '../helpers/site';

const ROOT = fixtureSite('ideal-image');
const CACHE = join(ROOT, '.blogctl', 'cache', 'images');
let result: BuildResult;

before(async () => {
  rmSync(join(ROOT, '.blogctl'), { recursive: true, force: true });
  result = await build({ root: ROOT, write: false });
});

/** The <img> of `className` on the gallery page. */
const imgOf = (className: string) => {
  const img = new RegExp(`<img [^>]*class="${className}"[^>]*>`).exec(fileText(result, 'gallery/index.html'));
  assert.ok(img, className);
  return img[0];
};
const DUNES = /src="\/assets\/media\/dunes-([0-9a-f]{8})\.png"/;

describe('IdealImage in React code', () => {
  it('builds without a diagnostic', () => {
    assert.equal(result.ok, true);
    assert.deepEqual(result.diagnostics, []);
  });

  it('shows an imported image at its size, lazily, with the srcset and sizes of its copies', () => {
    const img = imgOf('gallery__dunes');
    const h = DUNES.exec(img)?.[1];
    assert.ok(h, img);
    const at = (w: string) => `/assets/media/dunes-${h}${w}.png`;
    assert.equal(
      img,
      `<img src="${at('')}" alt="Dunes under the sun" width="1440" height="720" ` +
        `srcSet="${at('-480w')} 480w, ${at('-960w')} 960w, ${at('')} 1440w" ` +
        `sizes="(max-width: 996px) 100vw, 736px" loading="lazy" decoding="async" class="gallery__dunes"/>`,
    );
  });

  it("a required image (a component's, and an MDX post's) too, with no copy as wide as the image", () => {
    const post = /<img [^>]*alt="The red kite, in a post"[^>]*>/.exec(
      fileText(result, 'blog/2024/06/01/kite-day/index.html'),
    )?.[0];
    for (const img of [imgOf('kite'), post]) {
      assert.ok(img);
      assert.match(img, / width="960" height="960" /);
      assert.match(
        img,
        /srcSet="\/assets\/media\/kite-([0-9a-f]{8})-480w\.jpg 480w, \/assets\/media\/kite-\1\.jpg 960w"/,
      );
      assert.match(img, / loading="lazy"/);
    }
  });

  it("keeps the size the plugin's shape gives, and the import is the URL where it is a plain <img src>", () => {
    assert.match(imgOf('gallery__shaped'), / width="720" height="360" srcSet="\/assets\/media\/dunes-/);
    assert.match(
      imgOf('gallery__plain'),
      /^<img class="gallery__plain" src="\/assets\/media\/dunes-[0-9a-f]{8}\.png" alt="Dunes, plain"\/>$/,
    );
  });

  it('writes the image and each copy at its width, in its own format', async () => {
    const sharp = (await import('sharp')).default;
    const media = result.files!.filter((f) => /^assets\/media\/(dunes|kite)-/.test(f.path));
    const meta = await Promise.all(
      media.map(
        async (f) => [f.path.replace(/-[0-9a-f]{8}/, ''), await sharp(Buffer.from(f.contents)).metadata()] as const,
      ),
    );
    assert.deepEqual(meta.map(([path, m]) => [path, m.format, m.width, m.height]).sort(), [
      ['assets/media/dunes-480w.png', 'png', 480, 240],
      ['assets/media/dunes-960w.png', 'png', 960, 480],
      ['assets/media/dunes.png', 'png', 1440, 720],
      ['assets/media/kite-480w.jpg', 'jpeg', 480, 480],
      ['assets/media/kite.jpg', 'jpeg', 960, 960],
    ]);
  });

  it("keeps the copies in the site's image cache: a second build makes none", async () => {
    const files = () => readdirSync(CACHE).map((f) => [f, statSync(join(CACHE, f)).mtimeMs]);
    const first = files();
    assert.equal(first.length, 3);
    const again = await build({ root: ROOT, write: false });
    assert.equal(again.ok, true);
    assert.deepEqual(files(), first);
  });
});
