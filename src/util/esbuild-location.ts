// esbuild locates a message by line and a 0-based column counted in UTF-8 bytes; diagnostics count columns
// in characters from 1 (so `title: '测试站',,` points at the second comma, not 6 columns past it).
import { resolve } from 'node:path';

export interface EsbuildLocation {
  file: string;
  line: number;
  column: number;
  lineText: string;
}

/** `{ file, line, column }` of an esbuild location, the file resolved against `dir`. */
export function esbuildLocation(
  dir: string,
  location: EsbuildLocation,
): { file: string; line: number; column: number } {
  const column = Buffer.from(location.lineText, 'utf8').subarray(0, location.column).toString('utf8').length + 1;
  return { file: resolve(dir, location.file), line: location.line, column };
}
