// A fast path for the usual shape of authors.yml and tags.yml: top-level keys, each a map of `field: value`
// lines indented by two spaces, each value a scalar front-matter-fast.ts reads (quoted without escapes, a plain
// sentence, an integer, true/false, a date) or a plain string starting with a letter or "/" that may hold ":"
// but not ": " (a URL, a permalink). It gives exactly what the YAML parser gives for such a file (values, key and
// value locations) and declines (undefined) anything else — comments, lists, deeper nesting, empty values,
// anchors, tabs, CRLF — which then goes to the parser. Parsing the shipped site's two small files with the
// YAML library cost tens of milliseconds of every build (its code runs cold each time); this costs microseconds.
import { plainOrQuoted } from './front-matter-fast';

type Pos = { line: number; column: number };

export interface SimpleDataFile {
  data: Record<string, Record<string, unknown> | null>;
  /** Each top-level key's position. */
  keys: Map<string, Pos>;
  /** Each field value's position, by `key\u0000field`. */
  values: Map<string, Pos>;
}

const TOP_KEY = /^([A-Za-z_][A-Za-z0-9_-]*):$/;
const FIELD = /^ {2}([A-Za-z_][A-Za-z0-9_-]*): +(\S.*)$/;
const RESERVED = /^(?:null|true|false|~)$/i;
/** A block-context plain string: a letter or "/" first, no comment, flow, anchor, tag, quote or escape
 *  character, and no ": " (a nested key) or final ":". */
const BLOCK_PLAIN = /^[\p{L}/][^#[\]{}&*!|>'"%@`\\\t]*$/u;

function blockScalar(text: string): unknown {
  const simple = plainOrQuoted(text);
  if (simple !== undefined) return simple;
  if (
    BLOCK_PLAIN.test(text) &&
    !RESERVED.test(text) &&
    !text.includes(': ') &&
    !text.endsWith(':') &&
    !text.includes('  ')
  )
    return text;
  return undefined;
}

export function parseSimpleDataFile(text: string): SimpleDataFile | undefined {
  if (text.includes('\r') || text.includes('\t') || text.startsWith('\uFEFF')) return undefined;
  const data: SimpleDataFile['data'] = {};
  const keys = new Map<string, Pos>();
  const values = new Map<string, Pos>();
  let current: Record<string, unknown> | null = null;
  let currentKey = '';
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line === '') {
      if (i === lines.length - 1) break; // the final newline
      return undefined;
    }
    const top = TOP_KEY.exec(line);
    if (top) {
      const key = top[1];
      if (Object.hasOwn(data, key) || key === '__proto__' || RESERVED.test(key)) return undefined;
      data[key] = null; // a key without fields is null, as in YAML
      keys.set(key, { line: i + 1, column: 1 });
      current = null;
      currentKey = key;
      continue;
    }
    const field = FIELD.exec(line);
    if (!field || !currentKey) return undefined;
    const name = field[1];
    const raw = field[2].trimEnd();
    const value = blockScalar(raw);
    if (value === undefined || name === '__proto__' || RESERVED.test(name)) return undefined;
    current ??= data[currentKey] = {};
    if (Object.hasOwn(current, name)) return undefined;
    current[name] = value;
    values.set(`${currentKey}\u0000${name}`, { line: i + 1, column: line.length - field[2].length + 1 });
  }
  return { data, keys, values };
}
