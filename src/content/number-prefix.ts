// Number prefixes of docs file and folder names, read as Docusaurus 3 reads them by default: `01-Intro.md` is the
// doc `Intro` (id, URL, title fallback and sidebar label) placed at position 1 of its sidebar level, and the folder
// `02-Guides/` is the category `Guides` at position 2. A name whose start looks like a date or a version
// (`2021-12-notes`, `1.2-release`) keeps its digits, as does a name that would be left empty.

export interface NumberPrefixed {
  /** The name without its prefix (the name itself when there is none). */
  name: string;
  /** The prefix's number, when the name had one. */
  prefix?: number;
}

/** Digits, optional spaces, a run of `-`, `_` or `.`, optional spaces, then the rest (which does not start with
 *  another separator or a space). */
const PREFIXED = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/s;
/** Two numbers joined by a separator at the start: a date or a version, not an ordering prefix. */
const DATE_OR_VERSION = /^\d+[-_.]\d+/;

export function parseNumberPrefix(name: string): NumberPrefixed {
  if (DATE_OR_VERSION.test(name)) return { name };
  const m = PREFIXED.exec(name);
  return m ? { name: m[2], prefix: Number(m[1]) } : { name };
}

/** A posix path with the number prefix of each of its parts removed. */
export function stripNumberPrefixes(path: string): string {
  return path
    .split('/')
    .map((part) => parseNumberPrefix(part).name)
    .join('/');
}
