// Dates as the site's locale writes them, through Intl.DateTimeFormat. One formatter per (locale, options) is
// made and kept: creating one costs ICU set-up time, formatting with it is cheap. Node and the browser format
// the same way (dates are formatted at build time and shipped in the page data, so hydration sees the same text).

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The cached formatter for a locale and options; an unknown or malformed locale id falls back to en. */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}\u0000${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    let id = 'en';
    try {
      id = Intl.DateTimeFormat.supportedLocalesOf([locale]).length ? locale : 'en';
    } catch {
      // A malformed tag (RangeError): en.
    }
    formatters.set(key, (f = new Intl.DateTimeFormat(id, options)));
  }
  return f;
}

/** formatDate's revision: texts cached by an earlier one are not reused (core/date-texts.ts). 2: years 0–99. */
export const DATE_TEXTS_REVISION = 2;

/** Midnight UTC of a calendar day. Not Date.UTC, which reads years 0–99 as 1900–1999 (year 26 is year 26). */
export function utcDay(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

/**
 * A calendar date (`YYYY-MM-DD`, no time zone) in the locale's long form: the zh-CN long form (year, month, day with 年月日), June 15, 2024
 * in en. Read and written in UTC, so the day never shifts with the machine's time zone.
 */
export function formatDate(iso: string, locale = 'zh-CN', calendar = 'gregory'): string {
  const key = `${locale}\u0000${calendar}\u0000${iso}`;
  const known = dateTexts.get(key);
  if (known !== undefined) return known;
  const [y, m, d] = iso.split('-').map(Number);
  const text = dateFormatter(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
    calendar,
  }).format(utcDay(y, m, d));
  dateTexts.set(key, text);
  newDateTexts = true;
  return text;
}

// formatDate's results by locale, calendar and date. The first formatter of a process costs tens of
// milliseconds of ICU set-up (the locale data), more than a warm build's whole route table: a build keeps the
// texts in the site's cache (core/date-texts.ts, one file per Node/ICU/CLDR version) and the next build seeds
// them here, so a build whose dates were all written before creates no formatter.
const dateTexts = new Map<string, string>();
let newDateTexts = false;

/** Adds texts formatDate gave in an earlier process with the same Node, ICU and CLDR versions. */
export function seedDateTexts(texts: Readonly<Record<string, string>>): void {
  for (const [key, text] of Object.entries(texts))
    if (typeof text === 'string' && !dateTexts.has(key)) dateTexts.set(key, text);
}

/** Every text formatDate knows, when some were formatted since the last call (else undefined: nothing to save). */
export function takeNewDateTexts(): Record<string, string> | undefined {
  if (!newDateTexts) return undefined;
  newDateTexts = false;
  return Object.fromEntries(dateTexts);
}
