// Which Prism grammars a build loads. Loading every configured language (the Docusaurus bundle plus
// `prism.additionalLanguages`, ~25 grammar files with their requirements) costs ~0.1 s per thread that renders
// Markdown; a site usually highlights a handful of them. The languages the content's fences name are found
// before rendering (fence-words.ts: a superset, from the raw text), and one fixed set is loaded once per
// thread: those languages, closed over every configured grammar that can change theirs (requirements, optional
// dependencies and modifiers in both directions, as Prism's components.json declares them), run in the order
// loading everything runs them (Prism's loader reorders by the list it is given, and a grammar that clones
// another, as markdown clones markup, sees whatever ran before). So a grammar never depends on which entries a
// thread renders or in which order; test/unit/content/prism-languages.test.ts checks
// that each language's grammar and highlighted output equal those of the load-everything build.
import type Components from 'prismjs/components.js';
import type GetLoader from 'prismjs/dependencies.js';
import { requireCjs } from '../../util/require-cjs';

// Prism's component table and loader, read on first use (only content with fences needs them).
let table: { components: typeof Components; getLoader: typeof GetLoader } | undefined;
const prismTable = () =>
  (table ??= {
    components: requireCjs('prismjs/components.js') as typeof Components,
    getLoader: requireCjs('prismjs/dependencies.js') as typeof GetLoader,
  });

/** Common aliases authors type (resolved before Prism's own aliases): file extensions and other names of the
 *  languages Prism has, as code blocks in Docusaurus sites write them. */
export const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  // Package-manager commands written as the block's language.
  npm: 'bash',
  npx: 'bash',
  yarn: 'bash',
  pnpm: 'bash',
  bun: 'bash',
  yml: 'yaml',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  dockerfile: 'docker',
  conf: 'ini',
  py: 'python',
  html: 'markup',
  xml: 'markup',
  svg: 'markup',
  vue: 'markup',
  md: 'markdown',
  'c++': 'cpp',
  cxx: 'cpp',
  cc: 'cpp',
  hpp: 'cpp',
  h: 'c',
  'c#': 'csharp',
  'f#': 'fsharp',
  golang: 'go',
  rs: 'rust',
  ps1: 'powershell',
  pwsh: 'powershell',
  bat: 'batch',
  cmd: 'batch',
  make: 'makefile',
  mk: 'makefile',
  tf: 'hcl',
  terraform: 'hcl',
  proto: 'protobuf',
  jsonc: 'json',
  jsonl: 'json',
  gql: 'graphql',
  'objective-c': 'objectivec',
  postgres: 'sql',
  postgresql: 'sql',
  psql: 'sql',
  mysql: 'sql',
  sqlite: 'sql',
  patch: 'diff',
  ex: 'elixir',
  exs: 'elixir',
  erl: 'erlang',
  ml: 'ocaml',
  styl: 'stylus',
};

/** The grammars Prism's core bundle (`prismjs`) defines before anything is loaded. */
const CORE = ['markup', 'css', 'clike', 'javascript'];

interface Entry {
  require?: string | readonly string[];
  optional?: string | readonly string[];
  modify?: string | readonly string[];
  alias?: string | readonly string[];
}

const entries = () => prismTable().components.languages as Record<string, Entry | string>;
const list = (v: string | readonly string[] | undefined): readonly string[] =>
  v === undefined ? [] : typeof v === 'string' ? [v] : v;
const entryOf = (id: string): Entry => {
  const e = entries()[id];
  return typeof e === 'object' && e ? e : {};
};

let owners: Map<string, string> | undefined;
/** Component id by id and by every alias components.json declares. */
function ownerMap(): Map<string, string> {
  if (owners) return owners;
  owners = new Map();
  for (const id of Object.keys(entries())) {
    if (id === 'meta') continue;
    owners.set(id, id);
    for (const a of list(entryOf(id).alias)) if (!owners.has(a)) owners.set(a, id);
  }
  return owners;
}

/** The Prism component a fence's language word names (`sh` → bash, `rss` → markup), or undefined. */
export function prismComponentOf(word: string): string | undefined {
  return ownerMap().get(ALIASES[word] ?? word);
}

/** Every component loading `configured` defines, in Prism's load order (the core's grammars first). */
export function configuredComponents(configured: string[]): string[] {
  const wanted = configured.map((l) => ALIASES[l] ?? l).filter((l) => ownerMap().has(l));
  const { components, getLoader } = prismTable();
  const ids = getLoader(components, wanted, CORE).getIds();
  return [...new Set([...CORE, ...ids])];
}

/**
 * The languages to load for content whose fences name `words` (null: unknown, load all of `configured`): the
 * configured components those words name, closed over every configured component that can change their grammar.
 * Returned in the configured order, so the same words always give the same list.
 */
export function prismLanguagesFor(configured: string[], words: Iterable<string> | null): string[] {
  if (words === null) return configured;
  const all = configuredComponents(configured);
  const available = new Set(all);
  const affects = new Map<string, string[]>();
  const link = (a: string, b: string) => {
    if (!available.has(a) || !available.has(b)) return;
    affects.set(b, [...(affects.get(b) ?? []), a]);
  };
  for (const id of all) {
    const e = entryOf(id);
    // A requirement and an optional dependency shape the grammar that names them; a modifier changes the grammar
    // it names, and the ones it names as optional too (js-extras edits typescript that way).
    const modifier = list(e.modify).length > 0;
    for (const r of list(e.require)) link(r, id);
    for (const o of list(e.optional)) {
      link(o, id);
      if (modifier) link(id, o);
    }
    for (const m of list(e.modify)) link(id, m);
  }
  const chosen = new Set<string>();
  const visit = (id: string) => {
    if (chosen.has(id) || !available.has(id)) return;
    chosen.add(id);
    for (const a of affects.get(id) ?? []) visit(a);
  };
  for (const w of words) {
    const id = prismComponentOf(w);
    if (id) visit(id);
  }
  return all.filter((id) => chosen.has(id));
}

/** The order a fresh process's `loadLanguages(configured)` runs grammar files in, reloads of the core's included. */
export function prismLoadPlan(configured: string[]): string[] {
  const wanted = configured.map((l) => ALIASES[l] ?? l).filter((l) => !CORE.includes(ownerMap().get(l) ?? l));
  if (!wanted.length) return [];
  const { components, getLoader } = prismTable();
  return getLoader(components, wanted, CORE).getIds();
}
