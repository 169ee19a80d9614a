// Theme bundles compiled with the package: `node scripts/build-cli.mjs` (run by `npm install` in a checkout and
// before `npm pack`) compiles blogctl's own theme, as it ships, into dist/theme-bundles/<key>/ for each built-in
// UI string table, with and without the hosted search client. A site that shadows nothing, has no custom CSS and
// no components of its own then needs no compile on its first build: buildThemeBundles (bundles.ts) reads them
// from there, read-only, when its site cache has none.
//
// The key is the bundle cache's key without blogctl's folder: the hash of every theme input file, blogctl's
// version and those of esbuild and React, plus the UI table's hash and the search client variant. The SSR module
// names packages by name (not by absolute path as a site cache's does), so it loads from wherever blogctl is
// installed, resolving React as blogctl itself does. A changed theme file, a site's string overrides or another
// esbuild changes the key, and the theme is then compiled as before.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { UI_LOCALES } from '../shared/i18n';
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
  const cutoff = options.clean ? Infinity : Date.now() - 10 * 60 * 1000;
  for (const name of readdirSync(out)) {
    const path = join(out, name);
    if (!keys.includes(name) && statSync(path).mtimeMs < cutoff) rmSync(path, { recursive: true, force: true });
  }
  return keys;
}
