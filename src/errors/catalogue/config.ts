// Config codes: loading, validating and cross-checking blogctl.config.ts.
import { entry } from './entry';

type NavbarRef = { key: string };

export const configCodes = {
  CONFIG_NOT_FOUND: entry(
    'No config file was found.',
    (p: { root: string }) => `No blogctl.config.ts was found in ${p.root}.`,
    'Run blogctl from the site folder, or pass --cwd <folder>. A minimal config is: export default defineConfig({ title: "My site", url: "https://example.com" }).',
  ),
  CONFIG_SYNTAX: entry(
    'The config file could not be compiled.',
    (p: { reason: string }) => `The config file could not be compiled: ${p.reason}`,
    'Fix the syntax error at the location above; the config must be valid TypeScript.',
  ),
  CONFIG_RUNTIME: entry(
    'The config file threw while it was loaded.',
    (p: { kind: 'threw'; reason: string } | { kind: 'migrate'; configName: string; reason: string; fallback: string | undefined }) =>
      p.kind === 'threw'
        ? `The config file threw while it was loaded: ${p.reason}`
        : `${p.configName} could not be evaluated (${p.reason}) nor read statically (${p.fallback}).`,
    (p) => (p.kind === 'threw' ? 'The config runs as a module at build time; check the expressions it evaluates.' : 'Fix the config so that `docusaurus build` accepts it, then migrate again.'),
  ),
  CONFIG_INVALID: entry(
    'A config value has the wrong shape.',
    (
      p:
        | { kind: 'no-default-export'; file: string }
        | { kind: 'schema'; path: string; problem: string }
        | { kind: 'navbar-type'; key: string; type: string; expected: readonly string[] }
        | ({ kind: 'navbar-doc-id' | 'navbar-sidebar-id' } & NavbarRef),
    ) => {
      switch (p.kind) {
        case 'no-default-export':
          return `${p.file} has no default export.`;
        case 'schema':
          return `${p.path || '(root)'}: ${p.problem}`;
        case 'navbar-type':
          return `${p.key}.type: unknown navbar item type "${p.type}"; expected one of ${p.expected.map((t) => `"${t}"`).join(', ')}.`;
        case 'navbar-doc-id':
          return `${p.key}.docId: a navbar item of type "doc" needs a docId.`;
        case 'navbar-sidebar-id':
          return `${p.key}.sidebarId: a navbar item of type "docSidebar" needs a sidebarId.`;
      }
    },
    (p) => (p.kind === 'no-default-export' ? 'Write `export default defineConfig({ ... })`.' : p.kind === 'navbar-type' ? 'Use a known type, or leave type out for a plain link.' : undefined),
  ),
  CONFIG_UNKNOWN_DOC: entry(
    'The config references a doc id that does not exist.',
    (p: { key: string; docId: string; known: string[] }) => `${p.key}: doc "${p.docId}" does not exist.`,
    (p) => `Known doc ids: ${p.known.join(', ')}.`,
  ),
  CONFIG_UNKNOWN_SIDEBAR: entry(
    'The config references a sidebar id that does not exist.',
    (p: { key: string; sidebarId: string; known: string[] }) => `${p.key}: sidebar "${p.sidebarId}" does not exist.`,
    (p) => `Known sidebars: ${p.known.join(', ')}.`,
  ),
  CONFIG_SEARCH_CREDENTIALS: entry(
    'The hosted search provider is missing its credentials.',
    (p: { key: 'appId' | 'apiKey' | 'indexName' }) => `search.${p.key}: the hosted search provider ("algolia") needs ${p.key === 'apiKey' ? 'a search-only apiKey' : `an ${p.key}`}, but none is set.`,
    'Set it in blogctl.config.ts, or use provider: "local" (no account needed).',
  ),
  CONFIG_INSIGHTS_LOCAL: entry(
    'Search analytics are enabled with the local search provider, which sends none.',
    () => 'search.insights: search analytics go to the hosted provider\'s insights API, so they are off with the local provider.',
    'Remove insights: true, or switch to provider: "algolia" with appId and apiKey.',
  ),
};
