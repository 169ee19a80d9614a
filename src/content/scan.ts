// The only fast-glob call: lists the content files of each section, and reads them safely.
import { existsSync, readFileSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, relative, sep } from 'node:path';
import fg from 'fast-glob';
import { error, warning, type Diagnostic } from '../errors/blogctl-error';
import { isPartialPath } from './partial-path';

export interface ScannedFiles {
  blog: string[];
  docs: string[];
  pages: string[];
  /** Data files: authors.yml, tags.yml, _category_.json / .yml / .yaml. */
  data: string[];
  /** Markdown files in the content folders that are none of the above (reported: no route uses them). */
  unused: string[];
  /** Code files in the pages folder that are not pages (`.mjs`, `.mts`: reported, as Docusaurus does not read
   *  them as pages either). */
  notRead: string[];
  /** Markdown files of the docs folder that `docs.exclude` leaves out (a sidebar that names one is told so). */
  excludedDocs: string[];
}

/** What scanContent found: the files and what it reported. */
export interface ContentScan {
  files: ScannedFiles;
  diagnostics: Diagnostic[];
}

/**
 * Scans of an earlier build, by a key of their folders (scanKey): the build's site snapshot keeps them while no
 * input file has been added, removed or replaced since (core/scan-memo.ts). Both `get` and `set` copy the scan.
 */
export interface ScanMemo {
  get(key: string): ContentScan | undefined;
  set(key: string, scan: ContentScan): void;
}

/** The key of a scan of `folders` in a ScanMemo. */
export const scanKey = (folders: ContentFolders): string => JSON.stringify(folders);

/** The folders content is read from, absolute (ResolvedConfig's contentDir and dirs). */
export interface ContentFolders {
  content: string;
  blog: string;
  docs: string;
  pages: string;
  /** Each section's `exclude` globs, relative to its folder (its files matched are not built). */
  exclude?: { blog: string[]; docs: string[]; pages: string[] };
}

const IGNORE = ['**/node_modules/**', '**/.*/**', '**/_*/**'];
/** A React page's file: the module kinds Docusaurus builds pages from. */
export const isPageModule = (file: string): boolean => /\.(?:tsx|jsx|js|ts)$/.test(file);
/** A docs folder's category metadata, in the order Docusaurus looks for it. */
export const CATEGORY_FILE = /^_category_\.(?:json|ya?ml)$/;

/**
 * The React pages of a pages folder: every .tsx, .jsx, .js and .ts file of it and its subfolders, as Docusaurus
 * reads them, except partials ("_" names), tests (`*.test.*`, `__tests__/`) and type declarations; `notRead`: the
 * other module files there (.mjs, .mts), to be reported, never skipped silently. Synchronous: a pages folder is
 * small, and the build asks before it starts anything else (core/pipeline.ts contentWithBundles).
 */
export function reactPageFiles(dir: string): { pages: string[]; notRead: string[] } {
  const pages: string[] = [];
  const notRead: string[] = [];
  if (!existsSync(dir)) return { pages, notRead };
  for (const f of fg.sync(['**/*.{tsx,jsx,js,ts,mjs,mts}'], {
    cwd: dir,
    absolute: true,
    onlyFiles: true,
    ignore: [...IGNORE, '**/__tests__/**'],
  })) {
    if (isPartialPath(basename(f)) || /\.d\.[mc]?ts$/.test(f) || /\.test\.[jt]sx?$/.test(f)) continue;
    (isPageModule(f) ? pages : notRead).push(f);
  }
  return { pages, notRead };
}

/**
 * Lists the content files: every Markdown file under the blog folder (subfolders included, as Docusaurus
 * reads them), under the docs folder, under the pages folder (with its React pages), the data files, and the Markdown files
 * of the content folders that none of these take. Absolute paths, sorted. One walk per folder root: a section
 * folder inside another folder scanned is not walked again.
 */
export async function scanContent(folders: ContentFolders): Promise<ContentScan> {
  const diagnostics: Diagnostic[] = [];
  const roots = contentRoots(folders);
  const found = new Set<string>();
  for (const root of roots) {
    // Symbolic links are followed, except the ones that loop back into their own parents or point nowhere.
    const badLinks = await findBadLinks(root, diagnostics);
    const ignore = [...IGNORE, ...badLinks.flatMap((l) => [l, `${l}/**`])];
    try {
      const list = await fg(
        ['**/*.{md,mdx}', '**/authors.{yml,yaml}', '**/tags.{yml,yaml}', '**/_category_.{json,yml,yaml}'],
        { cwd: root, absolute: true, onlyFiles: true, followSymbolicLinks: true, ignore, suppressErrors: false },
      );
      for (const f of list) found.add(f);
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      const at = { file: e.path ?? root };
      diagnostics.push(
        e.code === 'ELOOP'
          ? error('CONTENT_SYMLINK_LOOP', { kind: 'listing', path: e.path ?? e.message }, at)
          : error('CONTENT_READ', { kind: 'list', reason: e.message }, at),
      );
    }
  }
  const { pages, notRead } = reactPageFiles(folders.pages);
  for (const f of pages) found.add(f);
  const files: ScannedFiles = {
    blog: [],
    docs: [],
    pages: [],
    data: [],
    unused: [],
    notRead: notRead.sort(),
    excludedDocs: [],
  };
  const under = (dir: string, f: string) => f.startsWith(dir + sep);
  // The most specific folder decides (a blog folder inside the docs folder holds posts).
  const sections = (['blog', 'docs', 'pages'] as const)
    .map((kind) => ({ kind, dir: folders[kind] }))
    .sort((a, b) => b.dir.length - a.dir.length);
  const excluded = excludedFiles(folders);
  for (const f of [...found].sort()) {
    const section = sections.find((s) => under(s.dir, f));
    if (excluded.has(f)) {
      if (section?.kind === 'docs' && /\.mdx?$/.test(f)) files.excludedDocs.push(f);
      continue;
    }
    const md = /\.mdx?$/.test(f) || (section?.kind === 'pages' && isPageModule(f));
    if (!md) {
      const name = basename(f);
      // Category files anywhere under the docs folder; authors.yml and tags.yml at the top of the blog folder; the
      // docs' own tags.yml at the top of the docs folder.
      const top = !!section && dirname(f) === section.dir;
      if (
        section?.kind === 'docs'
          ? CATEGORY_FILE.test(name) || (top && /^tags\.ya?ml$/.test(name))
          : section?.kind === 'blog' && top && !CATEGORY_FILE.test(name)
      )
        files.data.push(f);
      continue;
    }
    if (isPartialPath(basename(f))) continue;
    if (section) files[section.kind].push(f);
    else files.unused.push(f);
  }
  return { files, diagnostics };
}

/** The files the sections' `exclude` globs match, absolute (none are built, and none are reported unused). */
function excludedFiles(folders: ContentFolders): Set<string> {
  const out = new Set<string>();
  for (const kind of ['blog', 'docs', 'pages'] as const) {
    const globs = folders.exclude?.[kind] ?? [];
    if (!globs.length || !existsSync(folders[kind])) continue;
    for (const f of fg.sync(globs, { cwd: folders[kind], absolute: true, onlyFiles: true, dot: true })) out.add(f);
  }
  return out;
}

/** The folders to walk: the content folder and the section folders, less those inside another one. */
function contentRoots(folders: ContentFolders): string[] {
  const all = [...new Set([folders.content, folders.blog, folders.docs, folders.pages])]
    .filter((d) => existsSync(d) && statSync(d).isDirectory())
    .sort((a, b) => a.length - b.length);
  const roots: string[] = [];
  for (const d of all) if (!roots.some((r) => d.startsWith(r + sep))) roots.push(d);
  return roots;
}

/** Reports symbolic links in the content folder that loop (point at one of their own parent folders) or
 *  dangle (point at nothing); returns their paths relative to contentDir, to be left out of the scan. */
async function findBadLinks(contentDir: string, diagnostics: Diagnostic[]): Promise<string[]> {
  const entries = await fg('**', {
    cwd: contentDir,
    onlyFiles: false,
    followSymbolicLinks: false,
    objectMode: true,
    ignore: IGNORE,
    dot: false,
    suppressErrors: true,
  });
  const bad: string[] = [];
  for (const entry of entries) {
    if (!entry.dirent.isSymbolicLink()) continue;
    const file = `${contentDir}${sep}${entry.path}`;
    let target: string;
    try {
      target = realpathSync(file);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      bad.push(entry.path);
      diagnostics.push(
        code === 'ELOOP'
          ? error('CONTENT_SYMLINK_LOOP', { kind: 'loop', path: entry.path }, { file })
          : error('CONTENT_READ', { kind: 'dangling-link', target: readlinkSafe(file) }, { file }),
      );
      continue;
    }
    const parent = realpathSafe(file.slice(0, file.lastIndexOf(sep)));
    if (parent === target || parent.startsWith(target + sep)) {
      bad.push(entry.path);
      diagnostics.push(
        error(
          'CONTENT_SYMLINK_LOOP',
          { kind: 'parent', path: entry.path, target: relative(contentDir, target) || '.' },
          { file },
        ),
      );
    }
  }
  return bad;
}

function readlinkSafe(file: string): string {
  try {
    return readlinkSync(file);
  } catch {
    return '(unknown)';
  }
}

function realpathSafe(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}

/** Largest Markdown file read; larger files are reported instead of parsed. */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads a text file: UTF-8 only, BOM removed, line endings made LF, size-limited. Returns null (with a diagnostic) when unusable. */
export function readTextFile(
  file: string,
  diagnostics: Diagnostic[],
  opts: { allowEmpty?: boolean } = {},
): string | null {
  let buf: Buffer;
  try {
    const size = statSync(file).size;
    if (size > MAX_FILE_BYTES) {
      diagnostics.push(
        error(
          'CONTENT_TOO_LARGE',
          { megabytes: (size / 1048576).toFixed(1), limit: MAX_FILE_BYTES / 1048576 },
          { file },
        ),
      );
      return null;
    }
    buf = readFileSync(file);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    const why = { kind: 'read' as const, errno: e.code, reason: e.message };
    diagnostics.push(
      e.code === 'ELOOP' ? error('CONTENT_SYMLINK_LOOP', why, { file }) : error('CONTENT_READ', why, { file }),
    );
    return null;
  }
  let text: string;
  try {
    text = utf8.decode(buf);
  } catch {
    const at = firstInvalidUtf8(buf);
    const before = buf.subarray(0, at).toString('utf8');
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    diagnostics.push(
      error('CONTENT_NOT_UTF8', { byte: buf[at]?.toString(16).padStart(2, '0'), at }, { file, line, column }),
    );
    return null;
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // Windows (CRLF) and old Mac (CR) line endings read as LF: front matter, truncate markers and code blocks
  // then parse as in the LF twin, and line numbers are the same (a CRLF pair is one line break).
  if (text.includes('\r')) text = text.replace(/\r\n?/g, '\n');
  if (!opts.allowEmpty && text.trim() === '') {
    // Docusaurus builds an empty file (an empty page titled by its file name); so does blogctl, and says so.
    diagnostics.push(warning('CONTENT_EMPTY', {}, { file, line: 1, column: 1 }));
  }
  return text;
}

/** Offset of the first byte that does not start a well-formed UTF-8 sequence. */
function firstInvalidUtf8(buf: Buffer): number {
  let i = 0;
  while (i < buf.length) {
    const b = buf[i];
    const extra = b < 0x80 ? 0 : b >> 5 === 0b110 ? 1 : b >> 4 === 0b1110 ? 2 : b >> 3 === 0b11110 ? 3 : -1;
    if (extra < 0) return i;
    for (let k = 1; k <= extra; k++) if (i + k >= buf.length || buf[i + k] >> 6 !== 0b10) return i;
    i += extra + 1;
  }
  return buf.length;
}
