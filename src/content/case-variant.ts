// The file a path names when letter case is ignored: a missing image or linked file that exists with other
// case (`./img/a.png` for `Img/a.png`) works on macOS and Windows, where the site was written, and fails on
// Linux. Diagnostics name the file as it is, so the fix is one rename. Only asked when a file is missing.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `path` (relative to `dir`, `/`-separated) spelled as the files on disk are, when it differs from them in
 * letter case only and names exactly one file that way; undefined otherwise.
 */
export function caseVariant(path: string, dir: string): string | undefined {
  const parts = path.split('/');
  let at = dir;
  let changed = false;
  const out: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.' || part === '..' || existsSync(join(at, part))) {
      out.push(part);
      at = join(at, part);
      continue;
    }
    const matches = entries(at).filter((name) => name.toLowerCase() === part.toLowerCase());
    if (matches.length !== 1) return undefined;
    out.push(matches[0]);
    at = join(at, matches[0]);
    changed = true;
  }
  return changed ? out.join('/') : undefined;
}

/** The names in a folder; none when it cannot be read. */
function entries(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
