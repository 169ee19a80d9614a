// The responsive copies of the content's images and of those site code imports (config images.responsive): each
// one made once with sharp, in the image's own format at the copy's width, and kept in `<cache>/images/` under a
// name made of the source's content, the width, the quality and sharp's version, so an unchanged image costs a
// stat in later builds. sharp is loaded only when a copy has to be made.
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join, relative } from 'node:path';
import type { AssetFile } from '../content/types';
import { BlogctlError, error } from '../errors/blogctl-error';
import { hashOf } from '../util/hash';
import { settleAll } from '../util/settle-all';
import { dependencyVersion, packageRoot } from '../util/package-root';

interface SharpImage {
  resize(options: { width: number; withoutEnlargement: boolean }): SharpImage;
  jpeg(options: { quality: number; mozjpeg: boolean }): SharpImage;
  png(options: { compressionLevel: number; palette?: boolean; quality?: number }): SharpImage;
  webp(options: { quality: number }): SharpImage;
  toFile(path: string): Promise<unknown>;
}
type Sharp = (input: Buffer) => SharpImage;

let sharp: Sharp | undefined;
const loadSharp = (): Sharp => (sharp ??= createRequire(join(packageRoot(), 'package.json'))('sharp') as Sharp);

function encode(image: SharpImage, ext: string, quality: number): SharpImage {
  if (ext === '.png') return image.png({ compressionLevel: 9 });
  if (ext === '.webp') return image.webp({ quality });
  return image.jpeg({ quality, mozjpeg: true });
}

/**
 * Makes (or finds in `cacheDir`) every copy among `assets`, at most four at a time, and returns the file each copy
 * is written from. A copy that cannot be made is an IMAGE_RESIZE error located at the image.
 */
export async function imageCopies(assets: readonly AssetFile[], cacheDir: string, root: string): Promise<AssetFile[]> {
  const copies = assets.filter((a) => a.resize);
  if (!copies.length) return [];
  const dir = join(cacheDir, 'images');
  mkdirSync(dir, { recursive: true });
  const version = dependencyVersion('sharp');
  const out: AssetFile[] = [];
  const sources = new Map<string, Buffer>();
  let next = 0;
  let failed = false;
  const work = async () => {
    while (next < copies.length && !failed) {
      const a = copies[next++];
      const { width, quality } = a.resize!;
      const ext = extname(a.to).toLowerCase();
      // The source's hash is in its output name (`<name>-<hash>-<width>w.<ext>`): the copy's name needs no read.
      const file = join(dir, `${hashOf(a.to, String(width), String(quality), version)}${ext}`);
      if (!existsSync(file)) {
        try {
          const bytes = sources.get(a.from) ?? readFileSync(a.from);
          sources.set(a.from, bytes);
          const tmp = `${file}.tmp-${process.pid}-${next}`;
          await encode(loadSharp()(bytes).resize({ width, withoutEnlargement: true }), ext, quality).toFile(tmp);
          renameSync(tmp, file);
        } catch (err) {
          failed = true; // the other encoders stop at their next copy
          throw new BlogctlError({
            diagnostics: [
              error(
                'IMAGE_RESIZE',
                { file: relative(root, a.from), width, reason: (err as Error).message },
                { file: a.from },
              ),
            ],
          });
        }
      }
      out.push({ from: file, to: a.to });
    }
  };
  // Every encoder settles before this does: none is left writing into the cache after a failure is reported.
  await settleAll([work(), work(), work(), work()]);
  return out;
}
