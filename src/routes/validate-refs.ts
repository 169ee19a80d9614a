// Config rules that need the content: navbar item types must be known, doc ids and sidebar ids
// must exist, and the hosted search provider needs its credentials. Reported with the config key path.
import { readFileSync } from 'node:fs';
import type { ContentGraph } from '../content/types';
import { error, warning, type Diagnostic } from '../errors/blogctl-error';
import type { ResolvedConfig } from '../config/load-config';
import { NAVBAR_ITEM_TYPES } from '../config/navbar-types';
import { UI_LOCALES, uiLocaleOf } from '../shared/i18n';
import { HOSTED_SEARCH_PACKAGE, isResolvable } from '../util/optional-package';
import type { NavbarItemConfig } from '../config/schema';

export function validateConfigRefs(config: ResolvedConfig, graph: ContentGraph | null, hasPackage: (spec: string) => boolean = (spec) => isResolvable(spec)): Diagnostic[] {
  const out: Diagnostic[] = [];
  const file = config.configFile ?? `${config.root}/blogctl.config.ts`;
  const loc = (needle: string) => locate(config.configFile, needle) ?? { file };
  const docIds = graph ? new Set(graph.docs.map((d) => d.id)) : null;
  const visit = (items: readonly NavbarItemConfig[], path: string) => {
    items.forEach((item, i) => {
      const key = `${path}[${i}]`;
      if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(item.type)) {
        out.push(error('CONFIG_INVALID', `${key}.type: unknown navbar item type "${item.type}"; expected one of ${NAVBAR_ITEM_TYPES.map((t) => `"${t}"`).join(', ')}.`, loc(`'${item.type}'`) ?? loc(`"${item.type}"`), 'Use a known type, or leave type out for a plain link.'));
      }
      if (item.type === 'doc') {
        if (!item.docId) out.push(error('CONFIG_INVALID', `${key}.docId: a navbar item of type "doc" needs a docId.`, { file }));
        else if (docIds && !docIds.has(item.docId)) out.push(error('CONFIG_UNKNOWN_DOC', `${key}.docId: doc "${item.docId}" does not exist.`, loc(item.docId), `Known doc ids: ${[...docIds].sort().join(', ')}.`));
      }
      if (item.type === 'docSidebar') {
        if (!item.sidebarId) out.push(error('CONFIG_INVALID', `${key}.sidebarId: a navbar item of type "docSidebar" needs a sidebarId.`, { file }));
        else if (graph && !graph.sidebars.has(item.sidebarId)) out.push(error('CONFIG_UNKNOWN_SIDEBAR', `${key}.sidebarId: sidebar "${item.sidebarId}" does not exist.`, loc(item.sidebarId), `Known sidebars: ${[...graph.sidebars.keys()].join(', ')}.`));
      }
      if (item.items) visit(item.items, `${key}.items`);
    });
  };
  visit(config.navbar.items, 'navbar.items');
  if (docIds && !docIds.has(config.docs.mainDocId) && graph!.docs.length > 0) {
    out.push(error('CONFIG_UNKNOWN_DOC', `docs.mainDocId: doc "${config.docs.mainDocId}" does not exist.`, loc(config.docs.mainDocId), `Known doc ids: ${[...docIds].sort().join(', ')}.`));
  }
  if (config.search.provider === 'algolia') {
    if (!hasPackage('algoliasearch')) {
      out.push(error('SEARCH_CLIENT_MISSING', 'search.provider: the hosted search provider ("algolia") needs the algoliasearch package, which is not installed.', loc('provider'), `Install it beside blogctl: npm install ${HOSTED_SEARCH_PACKAGE} (it is an optional peer dependency), or use provider: "local".`));
    }
    for (const key of ['appId', 'apiKey', 'indexName'] as const) {
      if (!config.search[key]) {
        out.push(error('CONFIG_SEARCH_CREDENTIALS', `search.${key}: the hosted search provider ("algolia") needs ${key === 'apiKey' ? 'a search-only apiKey' : `an ${key}`}, but none is set.`, loc('provider'), 'Set it in blogctl.config.ts, or use provider: "local" (no account needed).'));
      }
    }
  } else if (config.search.insights) {
    out.push(warning('CONFIG_INSIGHTS_LOCAL', 'search.insights: search analytics go to the hosted provider\'s insights API, so they are off with the local provider.', loc('insights'), 'Remove insights: true, or switch to provider: "algolia" with appId and apiKey.'));
  }
  const locale = config.i18n.defaultLocale;
  if (!uiLocaleOf(locale).known) {
    out.push(warning('CONFIG_UNKNOWN_LOCALE', `i18n.defaultLocale: blogctl has no UI strings for "${locale}"; the pages use the English ones.`, locate(config.configFile, `'${locale}'`) ?? locate(config.configFile, `"${locale}"`) ?? loc('defaultLocale'), `Use ${Object.keys(UI_LOCALES).map((l) => `"${l}"`).join(' or ')} (any "en-…" reads en), or translate the strings with i18n.strings.`));
  }
  return out;
}


/** Line and column of the first occurrence of `needle` in a file (config values, for diagnostics). */
export function locate(file: string | undefined, needle: string): { file: string; line: number; column: number } | undefined {
  if (!file) return undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const idx = text.indexOf(needle);
  if (idx === -1) return undefined;
  const before = text.slice(0, idx);
  return { file, line: before.split('\n').length, column: idx - before.lastIndexOf('\n') };
}
