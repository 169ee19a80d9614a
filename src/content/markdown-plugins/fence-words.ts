// The language words of a text's code fences, read from the raw Markdown before it is rendered, so a build
// loads only the Prism grammars its content uses (see prism-languages.ts). No markdown-it or Prism import: the
// main thread scans every body it sends to the workers.

// Spaces before the word may be any white space but a line break (markdown-it trims the info string).
const FENCE_OPENER = /(?:`{3,}|~{3,})[^\S\n]*([^\s`{]*)/g;

/**
 * The first words of every fence info string in `text`, lower-cased, or null when one may be written with a
 * backslash escape or an entity (markdown-it decodes those, so the word cannot be read from the raw text).
 * A superset: any run of three backticks or tildes counts, wherever it is (list items, quotes, inline).
 */
export function fenceLanguageWords(text: string, into: Set<string> = new Set()): Set<string> | null {
  if (!text.includes('``' + '`') && !text.includes('~~~')) return into;
  FENCE_OPENER.lastIndex = 0;
  for (let m = FENCE_OPENER.exec(text); m; m = FENCE_OPENER.exec(text)) {
    const word = m[1];
    if (word.includes('\\') || word.includes('&')) return null;
    if (word) into.add(word.toLowerCase());
  }
  return into;
}

/** fenceLanguageWords over many texts (null as soon as one is null). */
export function fenceLanguagesOf(texts: Iterable<string>): string[] | null {
  const words = new Set<string>();
  for (const t of texts) if (fenceLanguageWords(t, words) === null) return null;
  return [...words].sort();
}
