// Theme bundles compiled with the package: `node scripts/build-cli.mjs` (run by `npm install` in a checkout and
// before `npm pack`) compiles blogctl's own theme, as it ships, into dist/theme-bundles/<key>/ for each built-in
// UI string table, with and without the hosted search client. A site that shadows nothing, has no custom CSS and
// no components of its own then needs no compile on its first build: buildThemeBundles (bundles.ts) reads them
// from there, read-only, when its site cache has none.
//
// The variants share most of their files (the client files without UI strings; the SSR module of the variants
// with and without the hosted search client): each such file is kept once, in dist/theme-bundles/shared/, and
// the variants' manifests name it there.
//
// The key is the bundle cache's key without blogctl's folder: the hash of every theme input file, blogctl's
// version and those of esbuild and React, plus the UI table's hash and the search client variant. The SSR module
// names packages by name (not by absolute path as a site cache's does), so it loads from wherever blogctl is
// installed, resolving React as blogctl itself does. A changed theme file, a site's string overrides or another
// esbuild changes the key, and the theme is then compiled as before.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { UI_LOCALES } from '../shared/i18n';
import { hashOf } from '../util/hash';
import { packageRoot } from '../util/package-root';
import { compileThemeBundles, prebuiltKey, type ThemeBundles } from './bundles';

/** Folder of the prebuilt bundles in blogctl's install folder. */
export function prebuiltDir(root = packageRoot()): string {
  return join(root, 'dist', 'theme-bundles');
}

/** The prebuilt bundles of portable key `portableKey`, as the site's bundles of key `key`, or undefined. */
export function readPrebuilt(portableKey: string, key: string): ThemeBundles | undefined {
  const dir = join(prebuiltDir(), portableKey);
  let stored: ThemeBundles;
  try {
    stored = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as ThemeBundles;
  } catch {
    return undefined;
  }
  // Every file must be there (a package install or copy that lost some falls back to compiling).
  const files = stored.client.files.map((f) => ({ to: f.to, from: join(dir, f.from) }));
  if (!files.every((f) => existsSync(f.from)) || !existsSync(join(dir, stored.ssrModule))) return undefined;
  return { ...stored, key, client: { ...stored.client, files }, ssrModule: join(dir, stored.ssrModule) };
}

/**
 * Compiles the prebuilt bundles that are missing (their key covers every input, the compile code included, so
 * an existing folder is current; `clean` compiles them all again) and removes the other folders, unless younger
 * than ten minutes (a blogctl started before may be reading them) or `clean`. Returns the keys kept.
 */
export async function prebuildThemes(options: { clean?: boolean } = {}): Promise<string[]> {
  const out = prebuiltDir();
  const keys: string[] = [];
  const tables = [...new Set(Object.values(UI_LOCALES))];
  for (const ui of tables) {
    for (const hosted of [true, false]) {
      const key = prebuiltKey({ ui, hostedSearchClient: hosted });
      keys.push(key);
      const dir = join(out, key);
      // `clean` (the package's compile, before `npm pack`) compiles every one afresh.
      if (!options.clean && existsSync(join(dir, 'manifest.json'))) continue;
      // Compiled aside, then renamed into place: a folder another compile (a second `blogctl` in this checkout)
      // put there first is never replaced under a build that may be reading it (renaming onto it fails).
      const aside = join(out, `.${key}.${process.pid}`);
      await compileThemeBundles({ cacheDir: out, ui, hostedSearchClient: hosted }, { dir: aside, key, portable: true });
      if (options.clean) rmSync(dir, { recursive: true, force: true });
      try {
        renameSync(aside, dir);
      } catch {
        rmSync(aside, { recursive: true, force: true });
      }
    }
  }
  shareIdenticalFiles(out, keys);
  const cutoff = options.clean ? Infinity : Date.now() - 10 * 60 * 1000;
  for (const name of readdirSync(out)) {
    const path = join(out, name);
    if (!keys.includes(name) && name !== SHARED && statSync(path).mtimeMs < cutoff)
      rmSync(path, { recursive: true, force: true });
  }
  removeUnsharedFiles(out, cutoff);
  return keys;
}

/** The folder of the client files the variants share. */
const SHARED = 'shared';

/**
 * Moves each file that two or more variants of `keys` hold with the same bytes (a client file of the same name,
 * or the SSR module) into the shared folder, and points their manifests there (a manifest names its files
 * relative to its own folder). Files the shared folder already holds are reused; a client file of the same name
 * with other bytes stays where it is.
 */
function shareIdenticalFiles(out: string, keys: string[]): void {
  const manifests = keys
    .map((key) => ({ dir: join(out, key), file: join(out, key, 'manifest.json') }))
    .filter((m) => existsSync(m.file))
    .map((m) => ({ ...m, data: JSON.parse(readFileSync(m.file, 'utf8')) as ThemeBundles }));
  const count = new Map<string, number>();
  const seen = (name: string) => count.set(name, (count.get(name) ?? 0) + 1);
  const ssrName = (m: (typeof manifests)[number]) =>
    `ssr-${hashOf(readFileSync(join(m.dir, m.data.ssrModule), 'latin1')).slice(0, 16)}.cjs`;
  for (const m of manifests) {
    for (const f of m.data.client.files) seen(f.to);
    if (!isShared(m.data.ssrModule)) seen(ssrName(m));
  }
  /** The file's new name relative to its manifest's folder, or undefined when it stays. */
  const share = (dir: string, from: string, name: string): string | undefined => {
    if ((count.get(name) ?? 0) < 2 || isShared(from)) return undefined;
    const own = join(dir, from);
    const shared = join(out, SHARED, name);
    const bytes = readFileSync(own);
    if (!existsSync(shared)) {
      mkdirSync(dirname(shared), { recursive: true });
      writeFileSync(shared, bytes);
    } else if (!readFileSync(shared).equals(bytes)) return undefined;
    rmSync(own);
    return relative(dir, shared).split(sep).join('/');
  };
  for (const m of manifests) {
    let changed = false;
    for (const f of m.data.client.files) {
      const to = share(m.dir, f.from, f.to);
      if (to) [f.from, changed] = [to, true];
    }
    const ssr = isShared(m.data.ssrModule) ? undefined : share(m.dir, m.data.ssrModule, ssrName(m));
    if (ssr) [m.data.ssrModule, changed] = [ssr, true];
    if (changed) writeFileSync(m.file, JSON.stringify(m.data, null, 2));
  }
}

const isShared = (from: string) => from.startsWith(`../${SHARED}/`);

/** Removes the shared files no manifest left in `out` names (older than `cutoff`, as the folders above). */
function removeUnsharedFiles(out: string, cutoff: number): void {
  const dir = join(out, SHARED);
  if (!existsSync(dir)) return;
  const named = new Set<string>();
  for (const name of readdirSync(out)) {
    const file = join(out, name, 'manifest.json');
    if (!existsSync(file)) continue;
    const data = JSON.parse(readFileSync(file, 'utf8')) as ThemeBundles;
    for (const from of [...data.client.files.map((f) => f.from), data.ssrModule]) named.add(join(out, name, from));
  }
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = join(entry.parentPath, entry.name);
    if (entry.isFile() && !named.has(file) && statSync(file).mtimeMs < cutoff) rmSync(file);
  }
}
