// Optional packages (algoliasearch, for the hosted search provider only): whether one can be imported from
// blogctl's folder, as Node and esbuild would resolve it (walking up through node_modules).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { packageRoot } from './package-root';

const known = new Map<string, boolean>();

/** Whether `spec` (e.g. `algoliasearch/lite`) resolves from `from` (default: blogctl's folder). Cached. */
export function isResolvable(spec: string, from: string = packageRoot()): boolean {
  const key = `${from}\u0000${spec}`;
  let ok = known.get(key);
  if (ok === undefined) {
    try {
      createRequire(join(from, 'package.json')).resolve(spec);
      ok = true;
    } catch {
      ok = false;
    }
    known.set(key, ok);
  }
  return ok;
}

/** The hosted search client's package, for messages. */
export const HOSTED_SEARCH_PACKAGE = 'algoliasearch@5';
