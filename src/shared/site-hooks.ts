// The data a site's own React code reads through the hooks of `blogctl/theme` (templates/hooks.ts): the site
// config, the posts, the tags and the docs. The server renders each site island (an imported component or a
// `pages/*.tsx` page) inside a provider that records which of these the island reads; only those parts are
// written into the island's HTML (`data-hooks`), and the browser hydrates it with exactly that data.
// The React context is kept on globalThis under a registered symbol, so every bundle that carries a copy of this
// module (the islands chunk, each site component chunk) shares one context with the one React.
import { createContext, type Context } from 'react';

export interface SiteConfigData {
  title: string;
  tagline: string;
  /** Site origin, e.g. `https://example.com`. */
  url: string;
  baseUrl: string;
  /** BCP 47 language of the site, e.g. `zh-CN`. */
  locale: string;
}

export interface SitePostData {
  title: string;
  description: string;
  /** YYYY-MM-DD */
  date: string;
  /** The post's URL as written in links (baseUrl and trailingSlash applied). */
  permalink: string;
  tags: { label: string; permalink: string }[];
}

export interface SiteTagData {
  label: string;
  permalink: string;
  /** Published posts that carry the tag. */
  count: number;
}

export interface SiteDocData {
  id: string;
  title: string;
  permalink: string;
}

export interface SiteHooksData {
  config: SiteConfigData;
  /** Listed posts, newest first (unlisted posts and drafts left out). */
  posts: SitePostData[];
  tags: SiteTagData[];
  docs: SiteDocData[];
  /** The config's `customFields` (Docusaurus's `siteConfig.customFields`). */
  customFields: Record<string, unknown>;
  /** The config's `themeConfig`: what `useThemeConfig()` adds to its defaults. */
  themeConfig: Record<string, unknown>;
  /** What the site's plugins gave `setGlobalData`: plugin name → plugin id → data (Docusaurus's global data). */
  globalData: Record<string, Record<string, unknown>>;
  /** The page the component is rendered on: its path as served (baseUrl included). */
  page: { pathname: string };
}

export type SiteHooksKey = keyof SiteHooksData;
export const SITE_HOOKS_KEYS: readonly SiteHooksKey[] = [
  'config',
  'posts',
  'tags',
  'docs',
  'customFields',
  'themeConfig',
  'globalData',
  'page',
];

/** What a hook reads from: on the server the whole data (recording each key read); in the browser the keys the
 *  server recorded. */
export interface SiteHooksSource {
  get<K extends SiteHooksKey>(key: K): SiteHooksData[K];
}

const KEY = Symbol.for('blogctl.siteHooks');

export const SiteHooksContext: Context<SiteHooksSource | null> = ((globalThis as Record<symbol, unknown>)[KEY] ??=
  createContext<SiteHooksSource | null>(null)) as Context<SiteHooksSource | null>;

/** A source over the whole data that records the keys read (the server side). */
export function recordingSource(data: SiteHooksData): SiteHooksSource & { used: Set<SiteHooksKey> } {
  const used = new Set<SiteHooksKey>();
  return {
    used,
    get(key) {
      used.add(key);
      return data[key];
    },
  };
}

/** A source over the keys the server recorded (the browser side); reading another key is a named error. */
export function recordedSource(data: Partial<SiteHooksData>): SiteHooksSource {
  return {
    get(key) {
      if (!(key in data))
        throw new Error(
          `[blogctl] This component reads site data "${key}" in the browser but did not read it on the server, so the page does not carry it. Call the hook unconditionally.`,
        );
      return data[key] as SiteHooksData[typeof key];
    },
  };
}
