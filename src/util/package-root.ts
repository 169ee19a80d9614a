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

/**
 * Version of a dependency as Node would find it from blogctl's folder: in its own node_modules, or in a parent
 * one when npm hoisted it (an installed blogctl has no node_modules of its own). '?' when it is not found.
 */
export function dependencyVersion(name: string): string {
  for (let dir = packageRoot(); ; dir = dirname(dir)) {
    try {
      return (JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
        .version;
    } catch {
      if (dirname(dir) === dir) return '?';
    }
  }
}
