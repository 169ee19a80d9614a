// Optional packages (algoliasearch, for the hosted search provider only): whether one can be imported from
// blogctl's folder, as Node and esbuild would resolve it (walking up through node_modules).
//
// Node's resolver is slow for this: a package with an `exports` map (algoliasearch's has nested conditions) took
// 5-10 ms of every build, to learn the same answer. With a cache folder the answer is kept in
// `<cacheDir>/resolvable.json` with the stat of every place Node would look for the package (each
// node_modules folder from `from` up, and its global folders), and when found, of its package.json and the
// resolved file; while all of them are unchanged, the kept answer is used.
import Module, { createRequire } from 'node:module';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { packageRoot } from './package-root';

const known = new Map<string, boolean>();

/** The package name of a bare specifier: `algoliasearch/lite` → `algoliasearch`, `@a/b/c` → `@a/b`. */
export function packageName(spec: string): string {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The folders Node looks in for a package required from `from`: node_modules of it and each parent, then the
 *  global folders (NODE_PATH, ~/.node_modules, …). */
function searchFolders(from: string): string[] {
  const out: string[] = [];
  for (let dir = from; ; dir = dirname(dir)) {
    if (basename(dir) !== 'node_modules') out.push(join(dir, 'node_modules'));
    if (dirname(dir) === dir) break;
  }
  const globals = (Module as unknown as { globalPaths?: unknown }).globalPaths;
  return Array.isArray(globals) ? [...out, ...globals.filter((p): p is string => typeof p === 'string')] : out;
}

/** A path's stat as a stamp ('-' when it does not exist); undefined when its times are racy (changed within the
 *  clock's slack, so a second change could leave them as they are). */
function stamp(path: string, now: number): string | undefined {
  let st;
  try {
    st = statSync(path);
  } catch {
    return '-';
  }
  const slack = st.mtimeMs % 1000 === 0 ? 2000 : 50;
  if (st.mtimeMs >= now - slack || st.ctimeMs >= now - slack) return undefined;
  return `${st.size}:${st.mtimeMs}:${st.ctimeMs}:${st.ino}`;
}

/** What decides the answer for `spec` from `from`: the stamps of the package's folder in every search folder,
 *  and of the resolved file and its package.json (`resolved`, when found). Undefined when some stamp is racy. */
function stampsOf(spec: string, from: string, resolved: string | undefined): string | undefined {
  const now = Date.now();
  const name = packageName(spec);
  const paths = searchFolders(from).map((dir) => join(dir, name));
  if (resolved) {
    const pkgDir = paths.find((p) => resolved.startsWith(p + '/') || resolved.startsWith(p + '\\'));
    paths.push(resolved, ...(pkgDir ? [join(pkgDir, 'package.json')] : []));
  }
  const out: string[] = [];
  for (const p of paths) {
    const s = stamp(p, now);
    if (s === undefined) return undefined;
    out.push(`${p}=${s}`);
  }
  return out.join('\n');
}

interface Kept {
  ok: boolean;
  resolved?: string;
  stamps: string;
}

function readKept(file: string): Record<string, Kept> {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, Kept>) : {};
  } catch {
    return {};
  }
}

/**
 * Whether `spec` (e.g. `algoliasearch/lite`) resolves from `from` (default: blogctl's folder). Cached in the
 * process, and with `cacheDir` between processes (see above).
 */
export function isResolvable(spec: string, from: string = packageRoot(), cacheDir?: string): boolean {
  const key = `${from}\u0000${spec}\u0000${process.env.NODE_PATH ?? ''}`;
  // In memory per cache folder too: each folder given gets the answer written into it.
  const memo = `${key}\u0000${cacheDir ?? ''}`;
  let ok = known.get(memo);
  if (ok !== undefined) return ok;
  const file = cacheDir === undefined ? undefined : join(cacheDir, 'resolvable.json');
  const kept = file ? readKept(file) : {};
  const was = kept[key];
  if (
    was &&
    typeof was.ok === 'boolean' &&
    typeof was.stamps === 'string' &&
    (was.resolved === undefined || typeof was.resolved === 'string') &&
    stampsOf(spec, from, was.resolved) === was.stamps
  ) {
    known.set(memo, was.ok);
    return was.ok;
  }
  let resolved: string | undefined;
  try {
    resolved = createRequire(join(from, 'package.json')).resolve(spec);
    ok = true;
  } catch {
    ok = false;
  }
  known.set(memo, ok);
  const stamps = file ? stampsOf(spec, from, resolved) : undefined;
  if (file && stamps !== undefined) {
    try {
      mkdirSync(cacheDir!, { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify({ ...kept, [key]: { ok, ...(resolved ? { resolved } : {}), stamps } }));
      renameSync(temp, file);
    } catch {
      // Only a cache: the next build resolves again.
    }
  }
  return ok;
}

/** The hosted search client's package, for messages. */
export const HOSTED_SEARCH_PACKAGE = 'algoliasearch@5';
