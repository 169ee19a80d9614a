// Responsive images (config `images.responsive`, the replacement for Docusaurus's plugin-ideal-image): a local
// PNG, JPEG or WebP image of the Markdown (or one a site's React code imports, site-components/image-module.ts)
// gets a `srcset` of narrower copies at the configured widths (never wider than the image, which stays the
// largest candidate) and a `sizes` for the reading column. The copies'
// names follow from the image's content hash, width and quality, so the HTML can name them before they exist; the
// assets stage makes them with sharp (render/image-copies.ts), cached in `.blogctl/cache/images`.
import type { ImageSize } from './image-size';

export interface ResponsiveOptions {
  sizes: number[];
  quality: number;
}

/** A copy to make: the output path and the width (its height follows the aspect ratio). */
export interface ImageCopy {
  to: string;
  width: number;
}

const RASTER = /\.(png|jpe?g|webp)$/i;
/** The widest the theme shows a content image: the reading column (46rem). */
const COLUMN = 736;

/** The srcset, sizes and copies of the image written to `to` (output-relative), or undefined when it needs none. */
export function responsiveImage(
  to: string,
  size: ImageSize,
  options: ResponsiveOptions,
  href: (path: string) => string,
): { srcset: string; sizes: string; copies: ImageCopy[] } | undefined {
  if (!RASTER.test(to)) return undefined;
  const widths = [...new Set(options.sizes)].filter((w) => w < size.width).sort((a, b) => a - b);
  if (!widths.length) return undefined;
  const quality = options.quality === 85 ? '' : `-q${options.quality}`;
  const copies = widths.map((width) => ({ to: to.replace(/(\.[^.]+)$/, `-${width}w${quality}$1`), width }));
  const srcset = [...copies.map((c) => `${href('/' + c.to)} ${c.width}w`), `${href('/' + to)} ${size.width}w`];
  return {
    srcset: srcset.join(', '),
    sizes: `(max-width: 996px) 100vw, ${Math.min(COLUMN, size.width)}px`,
    copies,
  };
}
