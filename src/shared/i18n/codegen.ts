// The site's strings as module source, for the theme bundles: each message with placeholders becomes a small
// function (`(minutes) => "阅读需 " + minutes + " 分钟"`), so the browser gets the strings object ready-made,
// without the table-to-functions code (table.ts) in its first-load JS. Same results as makeStrings.
import { PARAMS, type UiTable } from './table';

/** A JS expression for one form of a message: string pieces and placeholder names joined with `+`. */
function template(message: string, names: readonly string[]): string {
  const parts: string[] = [];
  let last = 0;
  for (const m of message.matchAll(/\{(\w+)\}/g)) {
    if (!names.includes(m[1])) continue;
    if (m.index > last) parts.push(JSON.stringify(message.slice(last, m.index)));
    parts.push(`${m[1]}`);
    last = m.index + m[0].length;
  }
  if (last < message.length || parts.length === 0) parts.push(JSON.stringify(message.slice(last)));
  // A leading placeholder is stringified like formatMessage's String(value).
  if (!parts[0].startsWith('"')) parts.unshift('""');
  return parts.join(' + ');
}

function fn(message: string, names: readonly string[]): string {
  const bar = message.indexOf('|');
  const args = names.join(', ');
  if (bar < 0) return `(${args}) => ${template(message, names)}`;
  const count = `[${args}].find((v) => typeof v === "number") === 1`;
  return `(${args}) => (${count} ? ${template(message.slice(0, bar), names)} : ${template(message.slice(bar + 1), names)})`;
}

/** `export const strings = {…};` for a table. */
export function stringsModule(table: UiTable): string {
  const params = PARAMS as Record<string, Record<string, readonly string[]>>;
  const groups = Object.entries(table).map(([group, value]) => {
    if (typeof value === 'string') return `${JSON.stringify(group)}: ${JSON.stringify(value)}`;
    const entries = Object.entries(value as Record<string, string>).map(([key, message]) => {
      const names = params[group]?.[key];
      return `${JSON.stringify(key)}: ${names ? fn(message, names) : JSON.stringify(message)}`;
    });
    return `${JSON.stringify(group)}: { ${entries.join(', ')} }`;
  });
  return `export const strings = { ${groups.join(',\n')} };\n`;
}
