// Where served files come from: the output folder on disk (preview) or the dev build in memory (watch).
// Both answer `get(relativePath)` with the bytes (or, for a large file on disk, its path to stream from) and a
// validator, so the static middleware has one seam.
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { ByteLru } from './byte-lru';

export interface SiteFile {
  /** Strong validator for ETag / If-None-Match / If-Range. */
  etag: string;
  size: number;
  /** The bytes, when held in memory. */
  body?: Buffer;
  /** Otherwise the file to stream from: files on disk larger than the cache's per-file limit. */
  path?: string;
}

export interface SiteFiles {
  /** A posix path relative to the output root, already checked for `..`, NUL and backslashes. */
  get(path: string): SiteFile | null;
  /** The in-memory cache's own accounting (disk files only). */
  cacheStats?(): { bytes: number; files: number; maxBytes: number };
}

export interface DiskCacheOptions {
  /** Bound on the bytes of file contents kept in memory. @default 64 MiB */
  maxBytes?: number;
  /** Larger files are streamed from disk on each request, never read whole or cached. @default 4 MiB */
  maxFileBytes?: number;
}

export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;
export const DEFAULT_MAX_FILE_BYTES = 4 * 1024 * 1024;

/** Files under an output folder, the recently used ones cached in memory. Symlinks leading outside are refused. */
export function diskFiles(root: string, options: DiskCacheOptions = {}): SiteFiles {
  const realRoot = realpathSync(root);
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const cache = new ByteLru<string, { key: string; file: SiteFile }>(options.maxBytes ?? DEFAULT_CACHE_BYTES);
  return {
    get(path) {
      const abs = join(realRoot, path);
      let st;
      let real;
      try {
        st = statSync(abs);
        if (!st.isFile()) return null;
        real = realpathSync(abs);
        if (!real.startsWith(realRoot + sep)) return null;
      } catch {
        return null;
      }
      const key = `${st.size}-${st.mtimeMs}`;
      if (st.size > maxFileBytes) {
        cache.delete(path);
        return { path: real, size: st.size, etag: `"${st.size.toString(36)}-${st.mtimeMs.toString(36)}"` };
      }
      const hit = cache.get(path);
      if (hit && hit.key === key) return hit.file;
      let body;
      try {
        body = readFileSync(real);
      } catch {
        return null;
      }
      const file: SiteFile = { body, size: body.length, etag: etagOf(body) };
      cache.set(path, { key, file }, body.length);
      return file;
    },
    cacheStats: () => ({ bytes: cache.bytes, files: cache.size, maxBytes: cache.maxBytes }),
  };
}

/** Files held in memory (the dev server's last good build). `source()` is read on every request. */
export function memoryFiles(source: () => ReadonlyMap<string, SiteFile>): SiteFiles {
  return { get: (path) => source().get(path) ?? null };
}

export function etagOf(body: Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;
}
