// Locale → UI string table: zh-CN (the shipped site's wording) and en (Docusaurus's English wording). Any
// `en-*` locale reads en, `zh`/`zh-Hans*`/`zh-CN*` read zh-CN; an unknown locale falls back to en (the config
// stage warns about it, see routes/validate-refs.ts).
import { en } from './en';
import { makeStrings, withOverrides, type Strings, type UiTable } from './table';
import { zhCN } from './zh-CN';

export { formatMessage, keyParams, makeStrings, tableKeys, withOverrides, type Strings, type UiTable } from './table';

export const UI_LOCALES = { 'zh-CN': zhCN as UiTable, en } as const;
export type UiLocale = keyof typeof UI_LOCALES;

/** Which table a locale id reads, and whether that was a real match (false: unknown locale, fallen back to en). */
export function uiLocaleOf(locale: string): { table: UiLocale; known: boolean } {
  const l = locale.toLowerCase();
  if (l === 'zh' || l === 'zh-cn' || l.startsWith('zh-cn-') || l.startsWith('zh-hans'))
    return { table: 'zh-CN', known: true };
  if (l === 'en' || l.startsWith('en-')) return { table: 'en', known: true };
  return { table: 'en', known: false };
}

/** A site's table: its locale's, with the config's overrides. */
export function siteTable(locale: string, overrides: Readonly<Record<string, string>> = {}): UiTable {
  return withOverrides(UI_LOCALES[uiLocaleOf(locale).table], overrides);
}

const made = new WeakMap<UiTable, Strings>();
/** The `strings` object of a table (made once per table). */
export function stringsOf(table: UiTable): Strings {
  let s = made.get(table);
  if (!s) made.set(table, (s = makeStrings(table)));
  return s;
}

/** Close keys to an unknown one (edit distance ≤ 3 on the key, or the same last part), best first. */
export function closeKeys(key: string, keys: readonly string[]): string[] {
  const last = key.split('.').pop()!.toLowerCase();
  return keys
    .map((k) => ({
      k,
      d: Math.min(
        distance(key.toLowerCase(), k.toLowerCase()),
        k.split('.').pop()!.toLowerCase() === last ? 0 : Infinity,
      ),
    }))
    .filter((x) => x.d <= 3)
    .sort((a, b) => a.d - b.d || a.k.localeCompare(b.k))
    .slice(0, 3)
    .map((x) => x.k);
}

function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}
