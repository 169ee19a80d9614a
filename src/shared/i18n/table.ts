// UI string tables: their shape, the placeholders each message takes, and the step from a table of messages to
// the `strings` object templates call (`strings.blog.readingTime(3)`). Tables are plain data (JSON), so the
// build can hand a site's table (its locale's, plus config overrides) to the theme bundles and the Node stages.
import { zhCN } from './zh-CN';

/** A table of messages, grouped as the zh-CN table is. */
export type UiTable = {
  [G in keyof typeof zhCN]: (typeof zhCN)[G] extends string ? string : { [K in keyof (typeof zhCN)[G]]: string };
};

/** Placeholders of the messages that take values, in call order (the rest are plain strings). */
export const PARAMS = {
  navbar: { currentLanguage: ['label'] },
  colorMode: { toggle: ['mode'] },
  lastUpdate: { at: ['date'], by: ['user'], atBy: ['date', 'user'] },
  blog: {
    readMoreAbout: ['title'],
    readingTime: ['minutes'],
    authorPosts: ['n'],
    pageN: ['n'],
    tagged: ['n', 'label'],
    postsBy: ['name'],
    viewAllPostsBy: ['name'],
    socialLinks: ['name'],
  },
  tags: { count: ['n'] },
  docs: {
    versionBadge: ['label'],
    unreleasedVersion: ['site'],
    unmaintainedVersion: ['site', 'version'],
    categoryIndex: ['n'],
    tagged: ['n', 'label'],
    toggleCategory: ['label'],
  },
  errors: { baseUrlIssue: ['configured'] },
  search: {
    seeAll: ['n'],
    pageTitle: ['query'],
    resultsCount: ['n'],
    noResultsQuery: ['query'],
    pageOf: ['page', 'total'],
    recentCount: ['n'],
  },
  dev: { overlayTitle: ['n'] },
} as const;

type Params = typeof PARAMS;
type Fn<P> = P extends readonly unknown[] ? (...args: { -readonly [I in keyof P]: string | number }) => string : never;
type Group<T, P> = { [K in keyof T]: K extends keyof P ? Fn<P[K]> : string };

/** The object templates read: plain strings, and functions for the messages with placeholders. */
export type Strings = {
  [G in keyof UiTable]: G extends 'admonition'
    ? Record<string, string>
    : UiTable[G] extends string
      ? string
      : Group<UiTable[G], G extends keyof Params ? Params[G] : object>;
};

/**
 * Fills a message's `{name}` placeholders. `a|b`: form a when the first numeric value is 1, b otherwise (English
 * "One post|{n} posts"); a message without `|` has one form.
 */
export function formatMessage(message: string, names: readonly string[], values: readonly (string | number)[]): string {
  let text = message;
  const bar = message.indexOf('|');
  if (bar >= 0) {
    const count = values.find((v) => typeof v === 'number');
    text = count === 1 ? message.slice(0, bar) : message.slice(bar + 1);
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const i = names.indexOf(name);
    return i >= 0 && i < values.length ? String(values[i]) : whole;
  });
}

/** The `strings` object of a table. */
export function makeStrings(table: UiTable): Strings {
  const out: Record<string, unknown> = {};
  for (const [group, value] of Object.entries(table)) {
    if (typeof value === 'string') {
      out[group] = value;
      continue;
    }
    const params = (PARAMS as Record<string, Record<string, readonly string[]>>)[group] ?? {};
    const g: Record<string, unknown> = {};
    for (const [key, message] of Object.entries(value as Record<string, string>)) {
      const names = params[key];
      g[key] = names ? (...values: (string | number)[]) => formatMessage(message, names, values) : message;
    }
    out[group] = g;
  }
  return out as Strings;
}

/** Every key of a table, dotted (`blog.readMore`), in table order. */
export function tableKeys(table: UiTable = zhCN): string[] {
  const keys: string[] = [];
  for (const [group, value] of Object.entries(table)) {
    if (typeof value === 'string') keys.push(group);
    else for (const key of Object.keys(value)) keys.push(`${group}.${key}`);
  }
  return keys;
}

/** The placeholders a dotted key takes (empty for a plain string). */
export function keyParams(key: string): readonly string[] {
  const [group, name] = key.split('.');
  return (PARAMS as Record<string, Record<string, readonly string[]>>)[group]?.[name ?? ''] ?? [];
}

/** The table with `overrides` (dotted key → message) applied; unknown keys are left to the config check. */
export function withOverrides(table: UiTable, overrides: Readonly<Record<string, string>>): UiTable {
  const out = JSON.parse(JSON.stringify(table)) as Record<string, string | Record<string, string>>;
  for (const [key, message] of Object.entries(overrides)) {
    const [group, name] = key.split('.');
    if (!(group in out)) continue;
    if (name === undefined) {
      if (typeof out[group] === 'string') out[group] = message;
    } else if (typeof out[group] === 'object' && name in (out[group] as object)) {
      (out[group] as Record<string, string>)[name] = message;
    }
  }
  return out as UiTable;
}
