// init(options): creates a working starter site (config, a post, a doc, pages, tags.yml, authors.yml,
// .gitignore, package.json scripts, a tsconfig.json and the pre-commit hook recipe) from templates/starter/<lang>/.
// Its package.json names blogctl as `npm install` can fetch it from where this blogctl came (init-dependency.ts).
// Refuses a folder that already holds anything, so it can never overwrite an author's files.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, relative, resolve, sep } from 'node:path';
import { fail } from '../errors/blogctl-error';
import { packageRoot, packageVersion } from '../util/package-root';
import { blogctlDependency, reactTypesRange } from './init-dependency';

export const INIT_LANGS = ['zh-CN', 'en'] as const;
export type InitLang = (typeof INIT_LANGS)[number];

export interface InitOptions {
  /** Folder to create the site in; created when missing, refused when not empty. */
  dir: string;
  /** Language of the starter's content and UI. @default "zh-CN" */
  lang?: InitLang;
  /** Publication date of the starter post, YYYY-MM-DD. @default today (local time) */
  date?: string;
}

export interface InitResult {
  /** Absolute path of the new site. */
  root: string;
  /** Files created, relative to root, posix, sorted. */
  files: string[];
}

/** Starter files whose names npm would drop or rename when packing, stored under another name. */
const RENAMED: Record<string, string> = { _gitignore: '.gitignore' };
const TEXT = /\.(md|mdx|ts|json|yml|yaml|txt|svg)$|^_gitignore$/;

export function init(options: InitOptions): InitResult {
  const lang = options.lang ?? 'zh-CN';
  if (!INIT_LANGS.includes(lang)) {
    throw fail('INIT_BAD_INPUT', { kind: 'lang', lang: String(lang), langs: INIT_LANGS });
  }
  const root = resolve(options.dir);
  if (existsSync(root)) {
    if (!statSync(root).isDirectory()) throw fail('INIT_NOT_EMPTY', { kind: 'file', root });
    const present = readdirSync(root).filter((name) => name !== '.git');
    if (present.length) throw fail('INIT_NOT_EMPTY', { kind: 'not-empty', root, present });
  }
  const date = options.date ?? today();
  const vars: Record<string, string> = {
    date,
    // The example posts after the first: a day and two days earlier.
    date1: daysBefore(date, 1),
    date2: daysBefore(date, 2),
    year: date.slice(0, 4),
    version: packageVersion(),
    // JSON-escaped: they go into the starter's package.json.
    blogctl: JSON.stringify(blogctlDependency()).slice(1, -1),
    reactTypes: JSON.stringify(reactTypesRange()).slice(1, -1),
    name:
      basename(root)
        .toLowerCase()
        .replace(/[^a-z0-9._-]+/g, '-')
        .replace(/^[-._]+|[-._]+$/g, '') || 'my-blog',
  };
  const starter = join(packageRoot(), 'templates', 'starter', lang);
  const files: string[] = [];
  for (const from of walk(starter)) {
    const rel = relative(starter, from)
      .split(sep)
      .map((part) => RENAMED[part] ?? fill(part, vars))
      .join('/');
    const to = join(root, rel);
    mkdirSync(join(to, '..'), { recursive: true });
    const bytes = readFileSync(from);
    writeFileSync(to, TEXT.test(basename(from)) ? fill(bytes.toString('utf8'), vars) : bytes, { flag: 'wx' });
    files.push(rel);
  }
  return { root, files: files.sort() };
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

function fill(text: string, vars: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (all, key: string) => vars[key] ?? all);
}

function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
