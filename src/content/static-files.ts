// The static folders' files, copied to the output root under their own names: a name that could not be
// written inside the output folder is reported (located at the file) and left out. With several folders
// (staticDirectories), a path held by two of them is taken from the first listed and the other is reported.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import fg from 'fast-glob';
import { error, warning, type Diagnostic } from '../errors/blogctl-error';
import { unsafeFilePathReason } from '../shared/safe-path';
import type { AssetFile } from './types';

export async function listStaticFiles(
  staticDirs: readonly string[],
  root: string,
): Promise<{ files: AssetFile[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const files: AssetFile[] = [];
  const taken = new Map<string, string>();
  for (const dir of staticDirs) {
    if (!existsSync(dir)) continue;
    const found = await fg('**/*', { cwd: dir, onlyFiles: true, dot: false });
    for (const f of found.sort()) {
      const reason = unsafeFilePathReason(f);
      if (reason) {
        diagnostics.push(
          error('CONTENT_UNSAFE_PATH', { kind: 'static-file', name: f, reason }, { file: join(dir, f) }),
        );
        continue;
      }
      const first = taken.get(f);
      if (first !== undefined) {
        const name = (d: string) => relative(root, d).split('\\').join('/') || '.';
        diagnostics.push(
          warning(
            'STATIC_FILE_CLASH',
            { file: name(join(dir, f)), first: name(join(first, f)), path: f, firstFolder: name(first) },
            { file: join(dir, f) },
          ),
        );
        continue;
      }
      taken.set(f, dir);
      files.push({ from: join(dir, f), to: f });
    }
  }
  return { files, diagnostics };
}
