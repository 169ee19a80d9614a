// Slugs and heading ids. Pure functions; Chinese text is kept as is.
import { utcDay } from '../shared/i18n/dates';

/**
 * Heading id in the GitHub style (as Docusaurus does): lower-case, punctuation removed, spaces to `-`.
 * Letters of every script are kept, so `## 准备工作` → `准备工作`, `## Docker Compose 配置` → `docker-compose-配置`.
 */
export function slugifyHeading(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Makes ids unique within a page by appending -1, -2, … */
export function createUniqueSlugger(): (base: string) => string {
  const seen = new Map<string, number>();
  return (base) => {
    let id = base || 'section';
    const n = seen.get(id);
    if (n !== undefined) {
      let k = n + 1;
      while (seen.has(`${id}-${k}`)) k++;
      seen.set(id, k);
      id = `${id}-${k}`;
    }
    seen.set(id, 0);
    return id;
  };
}

/** Splits `YYYY-MM-DD-rest` into date and rest. */
export function splitDatedName(name: string): { date: string; rest: string } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})-(.+)$/.exec(name);
  return m ? { date: `${m[1]}-${m[2]}-${m[3]}`, rest: m[4] } : null;
}

/** Slug from free text (used by `blogctl new`): keeps CJK, letters and digits; other runs become `-`. */
export function slugifyTitle(title: string): string {
  return title
    .normalize('NFC')
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** True when `YYYY-MM-DD` is a real calendar date. */
export function isValidIsoDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = utcDay(y, mo, d);
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}

/** What a blog post's place in the blog folder says about it (Docusaurus 3's rules, see blogPathInfo). */
export interface BlogPathInfo {
  /** `YYYY-MM-DD` from the path (zero-padded; maybe not a real calendar date), when the path holds one. */
  date?: string;
  /** The URL slug under the blog's route base path when the front matter has none. */
  slug: string;
  /** The post's name without folders and date (the title of last resort). */
  name: string;
}

/**
 * A post's date, default slug and name from its path relative to the blog folder, as Docusaurus 3 documents
 * them: a date written `YYYY-MM-DD-` or `YYYY/MM/DD/` (in the file name or in folder names, e.g.
 * `2021-04-15-name.md`, `2021-04-15-name/index.md`, `2021/04/15/name.md`, `2021/04-15-name.md`) gives the slug
 * `<folders before the date>YYYY/MM/DD/<name>`; without a date the slug is the file path without its extension
 * (and without a final `/index`). The date must start a path segment.
 */
export function blogPathInfo(relPath: string): BlogPathInfo {
  const path = relPath.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  const stem = path === 'index' ? path : path.replace(/\/index$/, '');
  const m = /^(.*\/)?(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[-/](.*))?$/.exec(stem);
  if (!m) return { slug: stem, name: stem.slice(stem.lastIndexOf('/') + 1) };
  const [, folder = '', y, mo, d, text = ''] = m;
  const date = `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const slug = `${folder}${y}/${mo}/${d}${text ? `/${text}` : ''}`;
  return { date, slug, name: text ? text.slice(text.lastIndexOf('/') + 1) : date };
}
