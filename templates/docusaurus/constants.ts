// `@docusaurus/constants` for a site's own React code.

/** The id of a plugin instance given none. */
export const DEFAULT_PLUGIN_ID = 'default';
