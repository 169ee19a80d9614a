// The catalogue of permanent diagnostic codes, grouped by the stage that reports them.
// Names are permanent: tests and tools match on them. Add new codes; never rename old ones.
export const ERROR_CODES = {
  // config
  CONFIG_NOT_FOUND: 'No config file was found.',
  CONFIG_SYNTAX: 'The config file could not be compiled.',
  CONFIG_RUNTIME: 'The config file threw while it was loaded.',
  CONFIG_INVALID: 'A config value has the wrong shape.',
  CONFIG_UNKNOWN_DOC: 'The config references a doc id that does not exist.',
  CONFIG_UNKNOWN_SIDEBAR: 'The config references a sidebar id that does not exist.',
  CONFIG_SEARCH_CREDENTIALS: 'The hosted search provider is missing its credentials.',
  CONFIG_INSIGHTS_LOCAL: 'Search analytics are enabled with the local search provider, which sends none.',
  // content
  CONTENT_READ: 'A content file could not be read.',
  CONTENT_NOT_UTF8: 'A content file is not valid UTF-8.',
  CONTENT_EMPTY: 'A content file is empty.',
  CONTENT_TOO_LARGE: 'A content file is larger than the limit.',
  CONTENT_SYMLINK_LOOP: 'A symbolic link in the content folder points back into itself.',
  FRONT_MATTER_UNCLOSED: 'Front matter has no closing ---.',
  FRONT_MATTER_YAML: 'Front matter is not valid YAML.',
  FRONT_MATTER_FIELD: 'A front matter field has the wrong type or value.',
  CONTENT_BAD_DATE: 'A post date is invalid.',
  CONTENT_BAD_FILENAME: 'A blog post file name does not follow the YYYY-MM-DD-slug pattern.',
  CONTENT_UNKNOWN_TAG: 'A post uses a tag that tags.yml does not define.',
  CONTENT_UNKNOWN_AUTHOR: 'A post names an author that authors.yml does not define.',
  CONTENT_DUPLICATE_SLUG: 'Two entries claim the same slug.',
  CONTENT_DATA_FILE: 'authors.yml, tags.yml or _category_.json is malformed.',
  CONTENT_NO_TRUNCATE: 'A post has no <!-- truncate --> marker.',
  CONTENT_UNSAFE_PATH: 'A slug, id, permalink or file name would put a page outside the output folder.',
  MARKDOWN_UNCLOSED_FENCE: 'A fenced code block is never closed.',
  MARKDOWN_UNKNOWN_LANGUAGE: 'A code block names a language that is not configured.',
  MARKDOWN_DUPLICATE_HEADING_ID: 'Two headings use the same custom id.',
  MARKDOWN_RENDER: 'A Markdown file could not be rendered.',
  LINK_BROKEN: 'A link points to a page that does not exist.',
  LINK_MISSING_ANCHOR: 'A link points to a heading that does not exist.',
  IMAGE_MISSING: 'An image file does not exist.',
  MARKDOWN_RELATIVE_HTML_URL: 'Raw HTML in Markdown uses a relative URL, which depends on the page URL form.',
  // routes
  ROUTE_DUPLICATE: 'Two sources produce the same URL.',
  // render
  RENDER_TEMPLATE: 'A template threw while rendering a route.',
  RENDER_BUNDLE: 'The theme or client bundle could not be built.',
  // output
  OUTPUT_WRITE: 'The output folder could not be written.',
  OUTPUT_PATH_UNSAFE: 'An output path would lie outside the output folder (refused at the write; a blogctl bug).',
  OUTPUT_DIR_UNSAFE: 'The output folder is one blogctl must not replace (it holds the site, its sources, or files that are not a blogctl output).',
  // search
  SEARCH_NOT_HOSTED: '`blogctl search push` needs the hosted search provider.',
  SEARCH_ADMIN_KEY: 'No admin key for the hosted search index in the environment.',
  SEARCH_PUSH_FAILED: 'Uploading the search records failed.',
  // cli / new
  CLI_BAD_FLAG: 'A command-line flag has a value of the wrong form (a port that is not a number, an unknown choice).',
  CHECK_BAD_FORMAT: 'The --format option of `blogctl check` names an unknown format.',
  NEW_EXISTS: 'The file to create already exists.',
  NEW_BAD_INPUT: 'The arguments to `blogctl new` are not valid.',
  NEW_UNKNOWN_TAG: '`blogctl new` was given a tag that tags.yml does not define.',
  INIT_NOT_EMPTY: 'The folder to create a site in is not empty.',
  INIT_BAD_INPUT: 'The arguments to `blogctl init` are not valid.',
  SERVE_PORT: 'The server could not listen on the port.',
  SERVE_NO_BUILD: 'There is no built site to serve and building one failed.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
