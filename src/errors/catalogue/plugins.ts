// Codes of the site's Docusaurus plugins that blogctl runs for their data (config `plugins`,
// content/plugins/run-plugins.ts).
import { entry } from './entry';

export const pluginCodes = {
  SITE_PLUGIN_LOAD: entry(
    'A plugin listed in the config `plugins` cannot be loaded.',
    (p: { plugin: string; reason: string }) => `The plugin "${p.plugin}" cannot be loaded: ${p.reason}`,
    'Check the path (relative to the site folder) or install the package; a plugin module exports its plugin function (module.exports = function (context, options) { … } or export default).',
  ),
  SITE_PLUGIN_FAILED: entry(
    'A plugin of the site threw, or returned what its hook cannot return, while blogctl ran it.',
    (p: { plugin: string; hook: string; reason: string }) =>
      `The plugin "${p.plugin}" failed in ${p.hook}: ${p.reason}`,
    'Fix the plugin; blogctl runs its loadContent, contentLoaded and injectHtmlTags in Node as Docusaurus does (injectHtmlTags returns headTags, preBodyTags and postBodyTags, each a string of HTML, a { tagName, attributes, innerHTML } object or a list of them).',
  ),
  SITE_PLUGIN_HOOK: entry(
    'A lifecycle hook of a site plugin that blogctl does not run.',
    (p: { plugin: string; hooks: string[] }) =>
      `The plugin "${p.plugin}" has ${p.hooks.join(', ')}, which blogctl does not run (they configure webpack, routes or the HTML of every page that blogctl makes itself).`,
    'Its loadContent, contentLoaded (setGlobalData) and injectHtmlTags run; give blogctl what the others did through its config (headTags, scripts, customCss), or drop them.',
  ),
};
