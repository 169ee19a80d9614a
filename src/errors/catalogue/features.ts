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
  POSTCSS_MISSING: entry(
    'The site has a PostCSS config or plugins, and no postcss package installed.',
    (p: { from: string }) =>
      `${p.from} asks for PostCSS, and the site has no "postcss" package: blogctl runs the site's own PostCSS and plugins, as Docusaurus does.`,
    'Install it in the site (npm install --save-dev postcss), or set postcss.config: false.',
  ),
  POSTCSS_PLUGIN: entry(
    'A PostCSS plugin of the site cannot be loaded.',
    (p: { name: string; reason: string }) => `The PostCSS plugin "${p.name}" cannot be loaded: ${p.reason}`,
    "Install it in the site's node_modules (npm install --save-dev <plugin>), or remove it from the PostCSS config.",
  ),
  POSTCSS_CONFIG: entry(
    "The site's PostCSS config file cannot be read.",
    (p: { file: string; reason: string }) => `${p.file} cannot be loaded as a PostCSS config: ${p.reason}`,
    'It must export { plugins } (an object of plugin names and options, or a list of plugins), as postcss-load-config reads it.',
  ),
  POSTCSS_CSS: entry(
    'PostCSS (or one of its plugins) failed on a stylesheet of the site.',
    (p: { file: string; plugin?: string; reason: string }) =>
      `${p.file}: ${p.plugin ? `the PostCSS plugin ${p.plugin} failed` : 'PostCSS failed'}: ${p.reason}`,
    'Fix the stylesheet at the line shown, or the plugin config it names.',
  ),
};
