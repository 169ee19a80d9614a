// `@theme/IdealImage` (Docusaurus's ideal-image plugin) for a site's own React code: the image it is given, as a
// lazy <img> that takes its final size before it loads. `img` may be what importing the image gives in blogctl
// (its URL), the module of a `require('./x.png')` ({ default: URL }), or the plugin's own shape
// ({ src: { src, width?, height? } }). An image the site's code imports has its size and, with config
// `images.responsive`, the srcset of its resized copies (image-facts.ts); there is no placeholder while it loads.
import type { ImgHTMLAttributes } from 'react';
import { imageFacts } from './image-facts';

type IdealImageSource = string | { default?: string; src?: string | { src?: string; width?: number; height?: number } };

export interface IdealImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  img: IdealImageSource;
}

/** The image's URL, and its size when the plugin's shape gives one. */
function sourceOf(img: IdealImageSource): { src?: string; width?: number; height?: number } {
  if (typeof img === 'string') return { src: img };
  if (typeof img?.default === 'string') return { src: img.default };
  if (typeof img?.src === 'string') return { src: img.src };
  return { src: img?.src?.src, width: img?.src?.width, height: img?.src?.height };
}

export default function IdealImage({ img, alt = '', ...rest }: IdealImageProps) {
  const { src, ...given } = sourceOf(img);
  const facts = src === undefined ? undefined : imageFacts(src);
  // The plugin's own size, when it gives both; else the size of the imported file.
  const size = given.width && given.height ? given : facts;
  return (
    <img
      src={src}
      alt={alt}
      width={size?.width}
      height={size?.height}
      srcSet={facts?.srcSet}
      sizes={facts?.sizes}
      loading="lazy"
      decoding="async"
      {...rest}
    />
  );
}
