// Writes a file whole or not at all: readers (and a later run after a kill) see the old bytes or the new ones,
// never a half-written file.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Writes `data` to a temp sibling of `file` (named with this process's id), then renames it over `file`. */
export function writeFileAtomic(file: string, data: string | Uint8Array, options: { mkdir?: boolean } = {}): void {
  if (options.mkdir) mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}
