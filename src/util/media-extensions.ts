// The image, font, audio, video and document extensions blogctl treats as media: the bundler makes a file
// imported by site code (or named by a stylesheet's url()) one of its own under assets/media/, and `migrate`
// takes such a file beside a page as that page's asset. One list for both (a leaf both may import).

/** Media extensions, lower case with the dot. `.svg` is not one: imported by code it is a React component. */
export const MEDIA_EXTENSIONS: readonly string[] = [
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.ico',
  '.bmp',
  '.woff',
  '.woff2',
  '.ttf',
  '.otf',
  '.eot',
  '.mp4',
  '.webm',
  '.mp3',
  '.ogg',
  '.wav',
  '.pdf',
];

/** A regular expression matching a path that ends in one of `extensions` (any case). */
export function extensionPattern(extensions: readonly string[]): RegExp {
  return new RegExp(`(${extensions.map((e) => e.replace('.', '\\.')).join('|')})$`, 'i');
}
