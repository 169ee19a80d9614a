// A tag's URL part as Docusaurus makes it for a tag used as written (an inline tag, one no tags.yml defines):
// lodash's kebabCase, which Docusaurus calls. Words are split at spaces and
// punctuation, and (when the name has a case change, a letter next to a digit, or any character other than
// ASCII letters, digits and spaces) at case changes and between letters and digits too; Latin accents are
// dropped; words are joined with "-" in lower case. Letters of scripts without case (Chinese, Japanese, …) are
// words as they are written.

const UPPER = '\\p{Lu}';
const LOWER = '\\p{Ll}';
/** Letters that are neither upper nor lower case (and marks): lodash's "misc" letters. */
const MISC = '[^\\p{Lu}\\p{Ll}\\p{N}\\p{P}\\p{S}\\p{Z}\\p{C}]';
const BREAK = '[\\p{P}\\p{S}\\p{Z}]';
const UPPER_MISC = `(?:${UPPER}|${MISC})`;
const LOWER_MISC = `(?:${LOWER}|${MISC})`;
/** lodash's unicode words: a capitalized word, an upper-case run before one, a word, a number. Compiled on first
 *  use: this Unicode-property expression takes ~4 ms to compile, which a build with no such tag name never needs. */
let unicodeWords: RegExp | undefined;
const UNICODE_WORD_PARTS = [
  `${UPPER}?${LOWER}+(?=${BREAK}|${UPPER}|$)`,
  `${UPPER_MISC}+(?=${BREAK}|${UPPER}${LOWER_MISC}|$)`,
  `${UPPER}?${LOWER_MISC}+`,
  `${UPPER}+`,
  '\\p{N}+',
];
/** lodash's test for a name that needs the unicode words. */
const HAS_UNICODE_WORD = /[a-z][A-Z]|[A-Z]{2}[a-z]|[0-9][a-zA-Z]|[a-zA-Z][0-9]|[^a-zA-Z0-9 ]/;
const ASCII_WORDS = /[^\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+/g;

/** Latin letters that do not decompose into a letter and accents, as lodash's deburr writes them. */
const LIGATURES: Record<string, string> = {
  Æ: 'Ae',
  æ: 'ae',
  Ø: 'O',
  ø: 'o',
  ß: 'ss',
  Þ: 'Th',
  þ: 'th',
  Đ: 'D',
  đ: 'd',
  Œ: 'Oe',
  œ: 'oe',
  Ł: 'L',
  ł: 'l',
  Ð: 'D',
  ð: 'd',
};

/** `Harbour Life` → `harbour-life`, `DevOps` → `dev-ops`, `C++` → `c`, `旅行` → `旅行`. */
export function kebabCase(name: string): string {
  // deburr: Latin letters with accents lose them; apostrophes go before splitting.
  const plain = name
    .replace(/[\u00c0-\u017f]/g, (c) => LIGATURES[c] ?? c.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .replace(/['\u2019]/g, '');
  const words = HAS_UNICODE_WORD.test(plain)
    ? plain.match((unicodeWords ??= new RegExp(UNICODE_WORD_PARTS.join('|'), 'gu')))
    : plain.match(ASCII_WORDS);
  return (words ?? []).map((w) => w.toLowerCase()).join('-');
}
