// Reading a Docusaurus site's folders for migrate: where the content is (the classic preset's paths), the sidebars
// file and the first doc, and the file lists the report and the copy are made from.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { parseFrontMatter } from '../content/front-matter';
import { stripNumberPrefixes } from '../content/number-prefix';
import { evaluateFile } from './evaluate';
import { staticRead } from './static-read';
import type { ReportEntry } from './translate';
import { isObj, type Obj } from './translate-values';

/** The names Docusaurus finds a sidebars file by, beside its config. */
export const SIDEBAR_NAMES = ['sidebars.js', 'sidebars.ts', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];

/** A folder of the Docusaurus site as a blogctl config path: "./x", taken from the site folder. */
export function sitePath(path: string): string {
  return `./${tidy(path)}`;
}

/** A site-relative folder path, posix, without "./" or a trailing slash. */
export function tidy(path: string): string {
  return (
    path
      .replace(/\\/g, '/')
      .replace(/^(\.\/)+/, '')
      .replace(/\/+$/, '') || '.'
  );
}

/** The options of the classic preset (`@docusaurus/preset-classic`, `classic`), when the config has it. */
export function findClassic(d: Obj): Obj | undefined {
  for (const entry of Array.isArray(d.presets) ? d.presets : []) {
    if (
      Array.isArray(entry) &&
      typeof entry[0] === 'string' &&
      /(^|\/)(preset-)?classic$/.test(entry[0]) &&
      isObj(entry[1])
    )
      return entry[1];
  }
  return undefined;
}

/**
 * Where the new site's sidebars file is, set in the config when blogctl would not find it by itself: blogctl finds
 * sidebars.* beside its config, and another path is named (a copy keeps the source layout, so the same path holds).
 */
export function sidebarsSetting(
  config: Obj,
  site: string,
  sidebarPath: unknown,
  file: string | undefined,
): string | undefined {
  const name = file && relative(site, file).split(sep).join('/');
  if (sidebarPath === false) (config.docs as Obj).sidebarPath = false;
  else if (name && !SIDEBAR_NAMES.includes(name)) (config.docs as Obj).sidebarPath = `./${name}`;
  return name;
}

/** Reads the sidebars file (evaluated, with the same stubs), for the sidebar ids and the first doc. */
export async function readSidebars(
  site: string,
  sidebarPath: unknown,
  report: ReportEntry[],
): Promise<{ value: Obj; file: string } | undefined> {
  const file =
    typeof sidebarPath === 'string'
      ? resolve(site, sidebarPath)
      : SIDEBAR_NAMES.map((n) => join(site, n)).find((p) => existsSync(p));
  if (!file || !existsSync(file)) return undefined;
  let value: unknown;
  if (extname(file) === '.json') {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } else {
    const r = await evaluateFile(file);
    if (!r.ok) {
      const s = await staticRead(file);
      value = s.value;
      report.push({
        item: relative(site, file),
        why: `It could not be evaluated (${r.reason}); its literal values were read instead.`,
        todo: 'Check the docs sidebar after building.',
      });
    } else value = r.value;
  }
  if (!isObj(value)) return undefined;
  // blogctl reads the sidebars file itself (content/sidebars-file.ts): nothing of it is left behind.
  return { value, file };
}

/** Without a doc id in the sidebars: the doc at the docs root (`slug: /`), else `intro`, else the first doc by
 *  file name, each by the id it will have: the front matter `id` in its folder, or its path, without the number
 *  prefixes Docusaurus strips (unless the site turned that off). */
export function firstDocFile(docsDir: string, numberPrefixes: boolean): string | undefined {
  const docs = listFiles(docsDir)
    .filter((f) => /\.mdx?$/.test(f))
    .sort()
    .map((f) => {
      const path = f.replace(/\.mdx?$/, '');
      // The front matter as the build reads it (a file it cannot parse is named by its path).
      const fm = parseFrontMatter(readFileSync(join(docsDir, f), 'utf8'), join(docsDir, f)).data;
      const idPath = !numberPrefixes || fm.parse_number_prefixes === false ? path : stripNumberPrefixes(path);
      const dir = idPath.includes('/') ? idPath.slice(0, idPath.lastIndexOf('/') + 1) : '';
      return { id: fm.id ? dir + fm.id : idPath, root: fm.slug === '/' };
    });
  return (docs.find((d) => d.root) ?? docs.find((d) => d.id === 'intro') ?? docs[0])?.id;
}

/** The first doc id of the first sidebar of the sidebars file. */
export function firstDoc(sidebars: Obj | undefined): string | undefined {
  const walk = (items: unknown): string | undefined => {
    if (typeof items === 'string') return items;
    if (Array.isArray(items)) {
      for (const i of items) {
        const found = walk(i);
        if (found) return found;
      }
      return undefined;
    }
    if (!isObj(items)) return undefined;
    if (items.type === 'doc' && typeof items.id === 'string') return items.id;
    if (items.type === 'category' || items.items) return walk(items.items);
    if (!items.type)
      for (const v of Object.values(items)) {
        const found = walk(v);
        if (found) return found;
      }
    return undefined;
  };
  return walk(sidebars ? Object.values(sidebars)[0] : undefined);
}

/** Files under dir, relative posix paths, sorted; [] when dir is missing. Skips node_modules and dot folders. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) out.push(relative(dir, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}
