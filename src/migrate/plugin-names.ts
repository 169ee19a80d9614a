// Docusaurus's module shorthands in a config's `plugins` and `themes` ("Module shorthands" in its plugin docs):
// `content-docs` names @docusaurus/plugin-content-docs, `mermaid` @docusaurus/theme-mermaid, unless the site has a
// community package of that name installed (docusaurus-plugin-content-docs), which Docusaurus tries first. migrate
// writes each official one out in full before reading the config, so every step that looks for a plugin by its
// package name finds it however the site wrote it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

type Obj = Record<string, unknown>;

/** The official plugins and themes a shorthand can name. */
const OFFICIAL = {
  plugin: [
    'client-redirects',
    'content-blog',
    'content-docs',
    'content-pages',
    'debug',
    'google-analytics',
    'google-gtag',
    'google-tag-manager',
    'ideal-image',
    'pwa',
    'rsdoctor',
    'sitemap',
    'svgr',
    'vercel-analytics',
  ],
  theme: ['classic', 'live-codeblock', 'mermaid', 'search-algolia'],
} as const;

/** The full package name of a shorthand for an official plugin or theme, else the name as written. */
export function officialName(name: string, kind: 'plugin' | 'theme', site: string): string {
  if (!(OFFICIAL[kind] as readonly string[]).includes(name)) return name;
  // A community package of the long form is what Docusaurus loads first.
  if (existsSync(join(site, 'node_modules', `docusaurus-${kind}-${name}`, 'package.json'))) return name;
  return `@docusaurus/${kind}-${name}`;
}

/** The config with its official plugins' and themes' shorthands written out (a copy; `d` is not changed). */
export function expandShorthands(d: Obj, site: string): Obj {
  const expand = (list: unknown, kind: 'plugin' | 'theme') =>
    Array.isArray(list)
      ? list.map((entry: unknown) => {
          if (typeof entry === 'string') return officialName(entry, kind, site);
          if (Array.isArray(entry) && typeof entry[0] === 'string')
            return [officialName(entry[0], kind, site), ...entry.slice(1)];
          return entry;
        })
      : list;
  return {
    ...d,
    ...(d.plugins !== undefined && { plugins: expand(d.plugins, 'plugin') }),
    ...(d.themes !== undefined && { themes: expand(d.themes, 'theme') }),
  };
}
