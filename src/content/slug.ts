// Slugs and heading ids. Pure functions; Chinese text is kept as is.

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
  const dt = new Date(Date.UTC(y, mo - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === mo - 1 && dt.getUTCDate() === d;
}
