// The static folders' files, copied to the output root under their own names: a name that could not be
// written inside the output folder is reported (located at the file) and left out. With several folders
// (staticDirectories), a path held by two of them is taken from the first listed and the other is reported.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import fg from 'fast-glob';
import { error, warning, type Diagnostic } from '../errors/blogctl-error';
import { unsafeFilePathReason } from '../shared/safe-path';
import type { AssetFile } from './types';

export async function listStaticFiles(staticDirs: readonly string[], root: string): Promise<{ files: AssetFile[]; diagnostics: Diagnostic[] }> {
  const diagnostics: Diagnostic[] = [];
  const files: AssetFile[] = [];
  const taken = new Map<string, string>();
  for (const dir of staticDirs) {
    if (!existsSync(dir)) continue;
    const found = await fg('**/*', { cwd: dir, onlyFiles: true, dot: false });
    for (const f of found.sort()) {
      const reason = unsafeFilePathReason(f);
      if (reason) {
        diagnostics.push(error('CONTENT_UNSAFE_PATH', `The static file name ${JSON.stringify(f)} is refused as an output path: ${reason}.`, { file: join(dir, f) }, 'Rename the file; blogctl writes only inside the output folder.'));
        continue;
      }
      const first = taken.get(f);
      if (first !== undefined) {
        const name = (d: string) => relative(root, d).split('\\').join('/') || '.';
        diagnostics.push(warning('STATIC_FILE_CLASH', `${name(join(dir, f))} is not copied: ${name(join(first, f))} has the same path /${f}, and ${name(first)} comes first in staticDirectories.`, { file: join(dir, f) }, 'Rename or delete one of the two files, or change the order of staticDirectories.'));
        continue;
      }
      taken.set(f, dir);
      files.push({ from: join(dir, f), to: f });
    }
  }
  return { files, diagnostics };
}
