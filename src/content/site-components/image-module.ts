// The module of a medium a site's React code imports (`import photo from './photo.png'`, Docusaurus's
// `require('@site/static/img/x.png')`): its URL, as before. For an image whose size blogctl reads, the module
// also records that size and, with config `images.responsive`, the srcset and sizes of its copies (the same as a
// Markdown image's, content/responsive-images.ts) for `@theme/IdealImage` (templates/docusaurus/image-facts.ts).
import { join } from 'node:path';
import { packageRoot } from '../../util/package-root';
import { imageSize } from '../image-size';
import { responsiveImage, type ResponsiveOptions } from '../responsive-images';
import type { AssetFile } from '../types';

export interface MediaModuleOptions {
  /** The site's baseUrl, for the medium's URL. @default "/" */
  baseUrl?: string;
  /** Config `images.responsive`: a raster image gets the srcset of its copies. */
  responsive?: ResponsiveOptions;
  /** Filled with the copies to make (output path → copy), for the assets stage (render/image-copies.ts). */
  copies?: Map<string, AssetFile>;
}

/** The module's code for the medium read from `file` (its `bytes`), written to `to` (output-relative). */
export function mediaModule(
  medium: { file: string; to: string; bytes: Uint8Array },
  options: MediaModuleOptions,
): string {
  const base = options.baseUrl ?? '/';
  const url = JSON.stringify(base + medium.to);
  const size = imageSize(medium.bytes);
  if (!size) return `export default ${url};\n`;
  const images = options.responsive;
  const responsive = images && responsiveImage(medium.to, size, images, (p) => base + p.slice(1));
  if (images && responsive)
    for (const c of responsive.copies)
      options.copies?.set(c.to, { from: medium.file, to: c.to, resize: { width: c.width, quality: images.quality } });
  const facts = {
    width: size.width,
    height: size.height,
    ...(responsive && { srcSet: responsive.srcset, sizes: responsive.sizes }),
  };
  const registry = JSON.stringify(join(packageRoot(), 'templates', 'docusaurus', 'image-facts.ts'));
  return `import { describedImage } from ${registry};\nexport default describedImage(${url}, ${JSON.stringify(facts)});\n`;
}
