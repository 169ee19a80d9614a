// What blogctl knows of an image a site's React code imports, by the URL the import gives: its size and, with
// config `images.responsive`, the srcset and sizes of its copies. The image's module (src/content/site-components/
// image-module.ts) records them when it is evaluated and `@theme/IdealImage` reads them. Both builds of site code
// compile the same facts from the same file, so the server render and the browser's hydration agree.

export interface ImageFacts {
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
}

// Keyed by URL, which holds the image's content hash: a fact recorded once never changes.
const known = new Map<string, ImageFacts>();

/** Records the facts of the image at `url` and returns the URL: what importing the image gives. */
export function describedImage(url: string, facts: ImageFacts): string {
  known.set(url, facts);
  return url;
}

/** The facts of an imported image by its URL; undefined for any other URL. */
export function imageFacts(url: string): ImageFacts | undefined {
  return known.get(url);
}
