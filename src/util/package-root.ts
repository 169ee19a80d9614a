// Locates blogctl's own install folder (where templates/, src/client and node_modules live).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: { root: string; version: string } | undefined;

function find(): { root: string; version: string } {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      const json = JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string; version?: string };
      if (json.name === 'blogctl') return { root: dir, version: json.version ?? '0.0.0' };
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('blogctl: could not find its own package.json');
    dir = parent;
  }
}

/** Absolute path of the blogctl package. */
export function packageRoot(): string {
  return (cached ??= find()).root;
}

/** blogctl's version from its package.json. */
export function packageVersion(): string {
  return (cached ??= find()).version;
}

/** Folder for build caches: `<blogctl>/node_modules/.cache/blogctl`. */
export function cacheRoot(): string {
  return join(packageRoot(), 'node_modules', '.cache', 'blogctl');
}
