// Codes of the commands around the build: flags, `new`, `init`, `migrate`, `serve`, `search push`.
import { entry, plural } from './entry';

export const commandCodes = {
  SEARCH_NOT_HOSTED: entry(
    '`blogctl search push` needs the hosted search provider.',
    (p: { provider: string }) =>
      `search.provider is "${p.provider}"; there is no hosted index to push to (the local index is written by \`blogctl build\`).`,
    'Set search.provider to "algolia" with appId, apiKey and indexName in blogctl.config.ts.',
  ),
  SEARCH_ADMIN_KEY: entry(
    'No admin key for the hosted search index in the environment.',
    (p: { names: readonly string[] }) => `No admin API key: set ${p.names.join(' or ')} in the environment.`,
    'The admin key can write to your index; keep it out of blogctl.config.ts (which only holds the public search-only key).',
  ),
  SEARCH_PUSH_FAILED: entry(
    'Uploading the search records failed.',
    (p: { indexName: string; name: string; status?: number; reason: string; keyName: string; appId: string }) =>
      `Uploading the search records to "${p.indexName}" failed (${p.name}${p.status ? ` ${p.status}` : ''}): ${p.reason}. The live index was not changed.`,
    (p) =>
      p.status === 403
        ? `Check that ${p.keyName} holds an admin key (or one with addObject, settings and deleteIndex rights) for appId "${p.appId}".`
        : 'Check the network and the appId, then run the command again.',
  ),
  CLI_BAD_FLAG: entry(
    'A command-line flag has a value of the wrong form (a port that is not a number, an unknown choice).',
    (
      p:
        | { kind: 'port'; value: string }
        | { kind: 'host'; value: string }
        | { kind: 'choice'; flag: string; value: string; choices: readonly string[] },
    ) =>
      p.kind === 'port'
        ? `--port "${p.value}" is not a port: expected a whole number from 0 to 65535 (0 picks a free one).`
        : p.kind === 'host'
          ? `--host "${p.value}" is not an address: expected an IP address (127.0.0.1, ::1, 0.0.0.0) or a host name (localhost).`
          : `${p.flag} "${p.value}" is not one of ${p.choices.join(', ')}.`,
  ),
  CHECK_BAD_FORMAT: entry(
    'The --format option of `blogctl check` names an unknown format.',
    (p: { kind: 'choice'; flag: string; value: string; choices: readonly string[] }) =>
      `${p.flag} "${p.value}" is not one of ${p.choices.join(', ')}.`,
  ),
  NEW_EXISTS: entry(
    'The file to create already exists.',
    (p: { path: string; kind: 'post' | 'doc' }) => `${p.path} already exists; blogctl new never overwrites a file.`,
    (p) => (p.kind === 'doc' ? 'Choose another id.' : 'Pass another --slug or --date, or edit the existing file.'),
  ),
  NEW_BLOG_DISABLED: entry(
    '`blogctl new` was asked for a post, but the site has no blog (blog: false).',
    () => 'This site has no blog (blog: false in the config), so a new post would not be built.',
    () => 'Create a doc with `blogctl new doc <Category>/<id> "<title>"`, or remove "blog: false" from the config.',
  ),
  NEW_BAD_INPUT: entry(
    'The arguments to `blogctl new` are not valid.',
    (
      p:
        | { kind: 'date-flag' | 'date'; value: string }
        | { kind: 'doc-args' | 'no-title' }
        | { kind: 'words'; count: number }
        | { kind: 'no-slug'; title: string }
        | { kind: 'slug'; value: string }
        | { kind: 'doc-path'; value: string },
    ) => {
      switch (p.kind) {
        case 'date-flag':
          return `--date "${p.value}" is not a calendar date in the form YYYY-MM-DD (example: --date 2025-09-01).`;
        case 'date':
          return `--date ${p.value} is not a calendar date in the form YYYY-MM-DD.`;
        case 'doc-args':
          return 'A doc needs a path and a title.';
        case 'no-title':
          return 'The title is empty.';
        case 'words':
          return `Expected one title, got ${p.count} words.`;
        case 'no-slug':
          return `No slug can be made from the title "${p.title}".`;
        case 'slug':
          return `--slug "${p.value}" may only contain letters, digits, "-" and "_".`;
        case 'doc-path':
          return `"${p.value}" is not a doc path like Category/id.`;
      }
    },
    (p) => {
      switch (p.kind) {
        case 'date':
          return 'Example: --date 2025-09-01.';
        case 'no-title':
          return 'Pass the title in quotes: blogctl new "My first post".';
        case 'words':
          return 'Quote the title: blogctl new "My first post".';
        case 'no-slug':
          return 'Pass one with --slug my-post.';
        case 'slug':
          return 'Example: --slug summer-night.';
        case 'doc-args':
        case 'doc-path':
          return 'Example: blogctl new doc Guide/deploy "Deploying the site".';
        default:
          return undefined;
      }
    },
  ),
  NEW_UNKNOWN_TAG: entry(
    '`blogctl new` was given a tag that tags.yml does not define.',
    (p: { tags: string[]; tagsFile: string; known: string[] }) =>
      `${p.tags.length === 1 ? 'Tag' : 'Tags'} ${p.tags.map((t) => `"${t}"`).join(', ')} ${plural(p.tags.length, 'is', 'are')} not defined in ${p.tagsFile}. Known tags: ${p.known.join(', ')}.`,
    'Use known tags, or add the new tag to tags.yml first.',
  ),
  INIT_NOT_EMPTY: entry(
    'The folder to create a site in is not empty.',
    (p: { root: string; kind: 'file' } | { root: string; kind: 'not-empty'; present: string[] }) =>
      p.kind === 'file'
        ? `${p.root} is a file, not a folder; blogctl init creates a site in a new or empty folder.`
        : `${p.root} is not empty (it holds ${p.present.slice(0, 3).join(', ')}${p.present.length > 3 ? ', …' : ''}); blogctl init never writes over existing files.`,
    (p) =>
      p.kind === 'file'
        ? 'Pass the name of a folder that does not exist yet: blogctl init my-blog'
        : 'Pass a new folder name (blogctl init my-blog), or empty this folder first.',
  ),
  INIT_BAD_INPUT: entry(
    'The arguments to `blogctl init` are not valid.',
    (
      p:
        | { kind: 'lang'; lang: string; langs: readonly string[] }
        | { kind: 'choice'; flag: string; value: string; choices: readonly string[] },
    ) =>
      p.kind === 'lang'
        ? `--lang ${p.lang} is not a starter language; expected one of ${p.langs.join(', ')}.`
        : `${p.flag} "${p.value}" is not one of ${p.choices.join(', ')}.`,
    (p) => (p.kind === 'lang' ? 'Example: blogctl init my-blog --lang en' : undefined),
  ),
  MIGRATE_NOT_DOCUSAURUS: entry(
    'The folder given to `blogctl migrate` holds no docusaurus.config.{js,ts,mjs}.',
    (p: { site: string; names: string[] }) => `${p.site} holds no ${p.names.join(', ')}; it is not a Docusaurus site.`,
    'Pass the folder of the Docusaurus site: blogctl migrate path/to/site',
  ),
  MIGRATE_EXISTS: entry(
    'The folder to migrate already holds a blogctl.config.ts (or the report), or --out is not empty.',
    (
      p:
        | { kind: 'out-holds-site'; out: string }
        | { kind: 'out-not-empty'; out: string }
        | { kind: 'migrated'; file: string; name: string },
    ) =>
      p.kind === 'out-holds-site'
        ? `--out ${p.out} would hold the source site; the source site is never changed.`
        : p.kind === 'out-not-empty'
          ? `--out ${p.out} is not an empty folder; blogctl migrate never writes over existing files.`
          : `${p.file} already exists; this site was already migrated, and blogctl migrate never writes over a file.`,
    (p) =>
      p.kind === 'out-holds-site'
        ? 'Pass a new folder outside the Docusaurus site.'
        : p.kind === 'out-not-empty'
          ? 'Pass a new folder, or empty this one first.'
          : `Delete ${p.name} to migrate again, or pass --out <new folder>.`,
  ),
  MIGRATE_INVALID: entry(
    "The translated config did not pass blogctl's config validation.",
    (p: { issues: string }) => `The translated config is not a valid blogctl config: ${p.issues}.`,
    'Fix the value in the Docusaurus config, or open an issue: blogctl migrate should have translated it.',
  ),
  SERVE_PORT: entry(
    'The server could not listen on the port.',
    (p: { kind: 'range'; port: number } | { kind: 'listen'; host: string; port: number; errno?: string }) =>
      p.kind === 'range'
        ? `Port ${p.port} is not a port: expected a whole number from 0 to 65535 (0 picks a free one).`
        : `Could not listen on ${p.host}:${p.port} (${p.errno}).`,
    (p) =>
      p.kind === 'listen' && p.errno === 'EADDRINUSE' ? 'Another program uses the port; pass --port <n>.' : undefined,
  ),
  SERVE_NO_BUILD: entry(
    'There is no built site to serve and building one failed.',
    () => 'The site could not be built, so there is nothing to serve.',
    'Fix the errors above, then run blogctl serve again.',
  ),
};
