// `@theme/IdealImage` (Docusaurus's ideal-image plugin) for a site's own React code: the image it is given, as a
// plain lazy <img>. `img` may be what importing the image gives in blogctl (its URL), the module of a
// `require('./x.png')` ({ default: URL }), or the plugin's own shape ({ src: { src } }). blogctl makes no
// resized copies or placeholder, so the browser loads the image as it is.
import type { ImgHTMLAttributes } from 'react';

type IdealImageSource = string | { default?: string; src?: string | { src?: string } };

export interface IdealImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  img: IdealImageSource;
}

function sourceOf(img: IdealImageSource): string | undefined {
  if (typeof img === 'string') return img;
  if (typeof img?.default === 'string') return img.default;
  if (typeof img?.src === 'string') return img.src;
  return img?.src?.src;
}

export default function IdealImage({ img, alt = '', ...rest }: IdealImageProps) {
  return <img src={sourceOf(img)} alt={alt} loading="lazy" decoding="async" {...rest} />;
}
