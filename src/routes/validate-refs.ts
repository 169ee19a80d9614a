// Config rules that need the content: navbar item types must be known, doc ids and sidebar ids
// must exist, and the hosted search provider needs its credentials. Reported with the config key path.
import { readFileSync } from 'node:fs';
import type { ContentGraph } from '../content/types';
import { error, warning, type Diagnostic } from '../errors/blogctl-error';
import type { ResolvedConfig } from '../config/load-config';
import { NAVBAR_ITEM_TYPES } from '../config/navbar-types';
import { UI_LOCALES, uiLocaleOf } from '../shared/i18n';
import { HOSTED_SEARCH_PACKAGE, isResolvable } from '../util/optional-package';
import { DEFAULT_LANGUAGES } from '../config/defaults';
import type { NavbarItemConfig } from '../config/schema';
import { positionAt } from '../util/text-position';
import { docsRootDoc } from './sidebar-nav';
import { DOCUSAURUS_LANGUAGES } from '../content/markdown-options';
import { prismComponentOf } from '../content/markdown-plugins/prism-languages';
import { htmlFacts } from '../content/html-facts';
import { findMathJax } from '../content/mathjax-package';

export function validateConfigRefs(
  config: ResolvedConfig,
  graph: ContentGraph | null,
  // mathjax-full is the site's package (mathjax-package.ts); the others are found from blogctl's folder.
  hasPackage: (spec: string) => boolean = (spec) =>
    spec === 'mathjax-full' ? findMathJax(config.root) !== undefined : isResolvable(spec),
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const file = config.configFile ?? `${config.root}/blogctl.config.ts`;
  const loc = (needle: string) => locate(config.configFile, needle) ?? { file };
  const docIds = graph ? new Set(graph.docs.map((d) => d.id)) : null;
  checkNavbarRefs({ config, graph, docIds, out, file, loc });
  // The main doc is shown at the docs root; a doc written for that place (`slug: /`) needs none.
  if (docIds && !docIds.has(config.docs.mainDocId) && graph!.docs.length > 0 && !docsRootDoc(graph!, config)) {
    out.push(
      error(
        'CONFIG_UNKNOWN_DOC',
        { key: 'docs.mainDocId', docId: config.docs.mainDocId, known: [...docIds].sort() },
        loc(config.docs.mainDocId),
      ),
    );
  }
  if (config.search.provider === 'algolia') {
    if (!hasPackage('algoliasearch')) {
      out.push(error('SEARCH_CLIENT_MISSING', { kind: 'config', install: HOSTED_SEARCH_PACKAGE }, loc('provider')));
    }
    for (const key of ['appId', 'apiKey', 'indexName'] as const) {
      if (!config.search[key]) {
        out.push(error('CONFIG_SEARCH_CREDENTIALS', { key }, loc('provider')));
      }
    }
  } else if (config.search.insights) {
    out.push(warning('CONFIG_INSIGHTS_LOCAL', {}, loc('insights')));
  }
  // Diagrams need the optional mermaid package, once a page has one.
  const entries = graph ? [...graph.posts, ...graph.docs, ...graph.pages] : [];
  if (config.mermaid?.enabled && entries.some((e) => htmlFacts(e.content).mermaid) && !hasPackage('mermaid'))
    out.push(error('MERMAID_MISSING', {}, loc('mermaid')));
  // MathJax is the site's package: one error for the site, not one per formula shown as its source.
  if (config.math?.enabled && config.math.renderer === 'mathjax' && !hasPackage('mathjax-full'))
    out.push(error('MATHJAX_MISSING', {}, locate(config.configFile, 'renderer') ?? loc('math')));
  // Names outside Docusaurus's bundle and blogctl's defaults are looked up in Prism's table (loaded only then).
  for (const language of config.prism.additionalLanguages) {
    const name = language.toLowerCase();
    if (DOCUSAURUS_LANGUAGES.includes(name) || DEFAULT_LANGUAGES.includes(name) || prismComponentOf(name) !== undefined)
      continue;
    out.push(
      warning(
        'CONFIG_UNKNOWN_PRISM_LANGUAGE',
        { language },
        locate(config.configFile, `'${language}'`) ??
          locate(config.configFile, `"${language}"`) ??
          loc('additionalLanguages'),
      ),
    );
  }
  const locale = config.i18n.defaultLocale;
  if (!uiLocaleOf(locale).known) {
    out.push(
      warning(
        'CONFIG_UNKNOWN_LOCALE',
        { locale, known: Object.keys(UI_LOCALES) },
        locate(config.configFile, `'${locale}'`) ?? locate(config.configFile, `"${locale}"`) ?? loc('defaultLocale'),
      ),
    );
  }
  return out;
}

/** Line and column of the first occurrence of `needle` in a file (config values, for diagnostics). */
export function locate(
  file: string | undefined,
  needle: string,
): { file: string; line: number; column: number } | undefined {
  if (!file) return undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const idx = text.indexOf(needle);
  if (idx === -1) return undefined;
  return { file, ...positionAt(text, idx) };
}

/** Navbar items: their types must be known, and the docs and sidebars their doc and docSidebar items name exist. */
function checkNavbarRefs(ctx: {
  config: ResolvedConfig;
  graph: ContentGraph | null;
  docIds: Set<string> | null;
  out: Diagnostic[];
  file: string;
  loc: (needle: string) => { file: string; line?: number; column?: number };
}): void {
  const { config, graph, docIds, out, file, loc } = ctx;
  const visit = (items: readonly NavbarItemConfig[], path: string) => {
    items.forEach((item, i) => {
      const key = `${path}[${i}]`;
      if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(item.type)) {
        out.push(
          error(
            'CONFIG_INVALID',
            { kind: 'navbar-type', key, type: item.type, expected: NAVBAR_ITEM_TYPES },
            loc(`'${item.type}'`) ?? loc(`"${item.type}"`),
          ),
        );
      }
      // The docs the item names: a docs instance by its docsPluginId (an unknown one names no docs), else the main.
      const docs =
        item.docsPluginId === undefined || !graph
          ? graph
          : (graph.instances?.find((i) => i.kind === 'docs' && i.id === item.docsPluginId)?.graph ?? {
              docs: [],
              sidebars: new Map(),
            });
      const itemDocIds = docs === graph ? docIds : new Set(docs!.docs.map((d) => d.id));
      if (item.type === 'doc') {
        if (!item.docId) out.push(error('CONFIG_INVALID', { kind: 'navbar-doc-id', key }, { file }));
        else if (itemDocIds && !itemDocIds.has(item.docId))
          out.push(
            error(
              'CONFIG_UNKNOWN_DOC',
              { key: `${key}.docId`, docId: item.docId, known: [...itemDocIds].sort() },
              loc(item.docId),
            ),
          );
      }
      if (item.type === 'docSidebar') {
        if (!item.sidebarId) out.push(error('CONFIG_INVALID', { kind: 'navbar-sidebar-id', key }, { file }));
        else if (docs && !docs.sidebars.has(item.sidebarId))
          out.push(
            error(
              'CONFIG_UNKNOWN_SIDEBAR',
              { key: `${key}.sidebarId`, sidebarId: item.sidebarId, known: [...docs.sidebars.keys()] },
              loc(item.sidebarId),
            ),
          );
      }
      if (item.items) visit(item.items, `${key}.items`);
    });
  };
  visit(config.navbar.items, 'navbar.items');
}
