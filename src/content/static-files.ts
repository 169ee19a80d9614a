// The static folder's files, copied to the output root under their own names: a name that could not be
// written inside the output folder is reported (located at the file) and left out.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fg from 'fast-glob';
import { error, type Diagnostic } from '../errors/blogctl-error';
import { unsafeFilePathReason } from '../shared/safe-path';

export async function listStaticFiles(staticDir: string): Promise<{ files: string[]; diagnostics: Diagnostic[] }> {
  if (!existsSync(staticDir)) return { files: [], diagnostics: [] };
  const found = await fg('**/*', { cwd: staticDir, onlyFiles: true, dot: false });
  const diagnostics: Diagnostic[] = [];
  const files = found.filter((f) => {
    const reason = unsafeFilePathReason(f);
    if (reason) diagnostics.push(error('CONTENT_UNSAFE_PATH', { kind: 'static-file', name: f, reason }, { file: join(staticDir, f) }));
    return !reason;
  });
  return { files, diagnostics };
}
