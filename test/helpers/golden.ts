// Golden Markdown cases in the markdown-it fixture format: a title line, then input and expected HTML,
// each ended by a line with a single ".".
import { readFileSync } from 'node:fs';

export interface GoldenCase {
  title: string;
  line: number;
  input: string;
  expected: string;
}

export function readGolden(file: string): GoldenCase[] {
  const lines = readFileSync(file, 'utf8').split('\n');
  const cases: GoldenCase[] = [];
  let i = 0;
  while (i < lines.length) {
    if (lines[i + 1] !== '.') {
      i++;
      continue;
    }
    const title = lines[i].trim();
    const line = i + 1;
    i += 2;
    const input: string[] = [];
    while (i < lines.length && lines[i] !== '.') input.push(lines[i++]);
    i++;
    const expected: string[] = [];
    while (i < lines.length && lines[i] !== '.') expected.push(lines[i++]);
    i++;
    cases.push({ title, line, input: input.join('\n') + '\n', expected: expected.join('\n') + '\n' });
  }
  return cases;
}
