// Codes of the built-in features that run the site's own or optional packages (issue 32): the responsive copies
// of images (sharp) and the PostCSS step over the site's stylesheets (the site's postcss and its plugins).
import { entry } from './entry';

export const featureCodes = {
  IMAGE_RESIZE: entry(
    'A responsive copy of an image (images.responsive) could not be made.',
    (p: { file: string; width: number; reason: string }) =>
      `The ${p.width}px wide copy of ${p.file} could not be made: ${p.reason}`,
    'Check that the file is a readable PNG, JPEG or WebP image, or leave images.responsive out of the config.',
  ),
};
