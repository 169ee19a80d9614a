// A fast path for the common shape of front matter: one `key: value` per line, where each value is a quoted
// string without escapes, a plain word or sentence, an integer, true/false, a YYYY-MM-DD date or a flow list of
// plain words (`tags: [travel, concert]`). It gives exactly what the YAML parser gives for those lines (values
// and key locations; YAML 1.2 core schema, so a date stays a string), and declines (undefined) anything else —
// comments, block lists, nesting, escapes, anchors, numbers other than plain integers, null, CRLF — which then goes
// to the full parser. Parsing front matter with the YAML library cost ~0.5 ms per entry, about a tenth of a
// cold build's CPU (issue 17); this costs a few microseconds.

export interface FastFrontMatter {
  raw: Record<string, unknown>;
  keyLocations: Map<string, { line: number; column: number }>;
}

const KEY = /^([A-Za-z_][A-Za-z0-9_-]*):(?: +|$)/;
/** Words YAML's core schema reads as null or booleans (other than plain true/false), left to the parser. */
const RESERVED = /^(?:null|true|false|~)$/i;
/** A plain scalar that is surely a string: starts with a letter (no indicator, number or `.inf`), and holds no
 *  character that could end it, start a comment, an alias or a flow collection (commas are text here). */
const PLAIN_STRING = /^\p{L}[^:#[\]{}&*!|>'"%@`\\]*$/u;
const PLAIN_WORD = /^\p{L}[\p{L}\p{N}_-]*$/u;
const INTEGER = /^(?:0|[1-9][0-9]{0,14})$/;
/** A plain scalar starting with a digit, with no character that could end it or start a comment (as above). */
const DIGIT_FIRST = /^[0-9][^:#[\]{}&*!|>'"%@`\\]*$/u;
/** Every string the core schema reads as a number when it starts with a digit (decimal, 0o octal, 0x hex, float
 *  with exponent) is made of these characters only; a digit-first scalar holding any other character is a string. */
const NUMBER_CHARS = /^[0-9a-fA-FoxX.eE+-]*$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Parses `yamlText` (the lines between the `---` fences, the first of them on file line `firstLine`) when every
 * line has the simple shape; undefined otherwise.
 */
export function parseSimpleFrontMatter(yamlText: string, firstLine = 2): FastFrontMatter | undefined {
  // CRLF files go to the parser: it keeps a final "\r" in the last value, which this path would not.
  if (yamlText.includes('\r')) return undefined;
  const raw: Record<string, unknown> = {};
  const keyLocations = new Map<string, { line: number; column: number }>();
  const lines = yamlText.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === '' && lines.length === 1) break; // empty front matter: the parser's null, read as {}
    const m = KEY.exec(line);
    if (!m) return undefined;
    const key = m[1];
    if (Object.hasOwn(raw, key) || key === '__proto__') return undefined;
    const lineNo = firstLine + i;
    const start = m[0].length;
    const text = line.slice(start);
    const value = scalarOrList(text, start + 1);
    if (value === undefined) return undefined;
    raw[key] = value.value;
    keyLocations.set(key, { line: lineNo, column: 1 });
    for (const [item, column] of value.items) keyLocations.set(`${key}[${item}]`, { line: lineNo, column });
  }
  return { raw, keyLocations };
}

type Parsed = { value: unknown; items: [string, number][] };

function scalarOrList(text: string, column: number): Parsed | undefined {
  if (text.startsWith('[')) return flowList(text, column);
  const scalar = plainOrQuoted(text.trimEnd());
  return scalar === undefined ? undefined : { value: scalar, items: [[String(scalar), column]] };
}

/** One scalar of the simple shape, as the YAML parser reads it; undefined when it might read it otherwise. */
export function plainOrQuoted(text: string): unknown {
  if (text === 'true' || text === 'false') return text === 'true';
  if (text === '' || RESERVED.test(text)) return undefined;
  const q = text[0];
  if (q === '"' || q === "'") {
    const inner = text.slice(1, -1);
    if (
      text.length < 2 ||
      text[text.length - 1] !== q ||
      inner.includes(q) ||
      inner.includes('\\') ||
      /[\t]/.test(inner)
    )
      return undefined;
    return inner;
  }
  if (INTEGER.test(text)) return Number(text);
  if (DATE.test(text)) return text;
  // A plain scalar with inner runs of spaces is kept as written by YAML; tabs would be folded differently.
  if (PLAIN_STRING.test(text) && !/\t| {2}/.test(text)) return text;
  // `slug: 2022新年第一天`: digits first, then something no number, null or boolean of YAML 1.2 can hold.
  if (DIGIT_FIRST.test(text) && !NUMBER_CHARS.test(text) && !/\t| {2}/.test(text)) return text;
  return undefined;
}

/** `[a, b, c]`: plain words only, each with its column. */
function flowList(text: string, column: number): Parsed | undefined {
  const close = text.indexOf(']');
  if (close === -1 || text.slice(close + 1).trim() !== '') return undefined;
  const inner = text.slice(1, close);
  const items: [string, number][] = [];
  const values: string[] = [];
  if (inner.trim() === '') return { value: values, items };
  let offset = 1;
  for (const part of inner.split(',')) {
    const word = part.trim();
    if (!PLAIN_WORD.test(word) || RESERVED.test(word)) return undefined;
    values.push(word);
    items.push([word, column + offset + (part.length - part.trimStart().length)]);
    offset += part.length + 1;
  }
  return { value: values, items };
}
