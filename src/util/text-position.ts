// Where an offset into a text is, as diagnostics name it: 1-based line and column.

export function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}
