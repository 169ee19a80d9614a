// A code frame: the lines around a location with a gutter and a caret under the column.

/** Returns two lines either side of `line`, numbered, with a `^` under `column`. Empty when out of range. */
export function codeFrame(source: string, line: number, column = 1): string {
  const lines = source.split(/\r?\n/);
  if (line < 1 || line > lines.length) return '';
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 2);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    const text = lines[n - 1].length > 160 ? lines[n - 1].slice(0, 160) + '…' : lines[n - 1];
    out.push(`${marker} ${String(n).padStart(width)} | ${text}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}
