// Where served files come from: the output folder on disk (preview) or the dev build in memory (watch).
// Both answer `get(relativePath)` with the bytes and a validator, so the static middleware has one seam.
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';

export interface SiteFile {
  body: Buffer;
  /** Strong validator for ETag / If-None-Match. */
  etag: string;
}

export interface SiteFiles {
  /** A posix path relative to the output root, already checked for `..`, NUL and backslashes. */
  get(path: string): SiteFile | null;
}

/** Files under an output folder. Symlinks that lead outside the folder are refused. */
export function diskFiles(root: string): SiteFiles {
  const realRoot = realpathSync(root);
  const cache = new Map<string, { key: string; file: SiteFile }>();
  return {
    get(path) {
      const abs = join(realRoot, path);
      let st;
      try {
        st = statSync(abs);
        if (!st.isFile()) return null;
        const real = realpathSync(abs);
        if (!real.startsWith(realRoot + sep)) return null;
      } catch {
        return null;
      }
      const key = `${st.size}-${st.mtimeMs}`;
      const hit = cache.get(path);
      if (hit && hit.key === key) return hit.file;
      const body = readFileSync(abs);
      const file = { body, etag: etagOf(body) };
      cache.set(path, { key, file });
      return file;
    },
  };
}

/** Files held in memory (the dev server's last good build). `source()` is read on every request. */
export function memoryFiles(source: () => ReadonlyMap<string, SiteFile>): SiteFiles {
  return { get: (path) => source().get(path) ?? null };
}

export function etagOf(body: Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}
