// Config defaults that code outside the schema reads too. Free of zod: the schema is loaded only to validate a
// config not validated before (load-config.ts), and a module that needs a default must not load it.

/** Prism languages highlighted when the config lists none (`prism.additionalLanguages`). */
export const DEFAULT_LANGUAGES = ['bash', 'json', 'yaml', 'typescript', 'jsx', 'tsx', 'python', 'diff', 'markdown'];
