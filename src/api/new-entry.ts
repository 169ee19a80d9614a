// newEntry(options): writes a new post (content/blog/<date>-<slug>.md) or doc (content/docs/<Category>/<id>.md)
// with its front matter filled in. Never overwrites; tags must exist in tags.yml when there is one.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { loadConfig } from '../config/load-config';
import { loadAuthors, loadTags } from '../content/data-files';
import { isValidIsoDate, slugifyTitle } from '../content/slug';
import { BlogctlError, fail, type Diagnostic } from '../errors/blogctl-error';
import { stringsOf, type Strings } from '../shared/i18n';

export interface NewEntryOptions {
  /** Site root. @default process.cwd() */
  root?: string;
  /** @default "post" */
  kind?: 'post' | 'doc';
  title: string;
  /** Post tags; each must be a key of tags.yml when the site has one. */
  tags?: string[];
  /** Post slug. @default slugifyTitle(title) */
  slug?: string;
  /** Post date, YYYY-MM-DD. @default today (local time) */
  date?: string;
  draft?: boolean;
  /** Doc: `<Category>/<id>` (or just `<id>`) under the docs folder. */
  docPath?: string;
}

export interface NewEntryResult {
  /** Absolute path of the created file. */
  file: string;
  /** Path relative to the site root, posix. */
  path: string;
}

export async function newEntry(options: NewEntryOptions): Promise<NewEntryResult> {
  const config = await loadConfig({ root: options.root });
  const title = options.title?.trim();
  if (!title) throw fail('NEW_BAD_INPUT', { kind: 'no-title' });
  if (options.kind !== 'doc' && !config.blog.enabled)
    throw fail('NEW_BLOG_DISABLED', {}, blogKeyLocation(config.configFile ?? join(config.root, 'blogctl.config.ts')));
  const file = options.kind === 'doc' ? docFile(config.dirs.docs, options) : postFile(config.dirs.blog, title, options);
  const strings = stringsOf(config.ui);
  const text =
    options.kind === 'doc'
      ? docText(title, options, strings)
      : postText(title, options, { blogDir: config.dirs.blog, strings });
  const path = relative(config.root, file).split(sep).join('/');
  if (existsSync(file)) throw fail('NEW_EXISTS', { path, kind: options.kind ?? 'post' }, { file });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text, { flag: 'wx' });
  return { file, path };
}

function postFile(blogDir: string, title: string, options: NewEntryOptions): string {
  const date = options.date ?? today();
  if (!isValidIsoDate(date)) throw fail('NEW_BAD_INPUT', { kind: 'date', value: date });
  const slug = options.slug ?? slugifyTitle(title);
  if (!slug) throw fail('NEW_BAD_INPUT', { kind: 'no-slug', title });
  if (!/^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u.test(slug)) throw fail('NEW_BAD_INPUT', { kind: 'slug', value: slug });
  return join(blogDir, `${date}-${slug}.md`);
}

function docFile(docsDir: string, options: NewEntryOptions): string {
  const docPath = (options.docPath ?? '').replace(/\.mdx?$/, '');
  const segments = docPath.split('/');
  if (!docPath || segments.some((s) => !s || s === '.' || s === '..' || /[\\\0:*?"<>|]/.test(s))) {
    throw fail('NEW_BAD_INPUT', { kind: 'doc-path', value: options.docPath ?? '' });
  }
  return join(docsDir, ...segments) + '.md';
}

/** A post's text; `blogDir`'s tags and authors files decide which tags it may have and its default author. */
function postText(
  title: string,
  options: NewEntryOptions,
  { blogDir, strings }: { blogDir: string; strings: Strings },
): string {
  const diagnostics: Diagnostic[] = [];
  const tagsFile = ['tags.yml', 'tags.yaml'].map((f) => join(blogDir, f)).find(existsSync);
  const authorsFile = ['authors.yml', 'authors.yaml'].map((f) => join(blogDir, f)).find(existsSync);
  const known = loadTags(tagsFile, diagnostics);
  const authors = loadAuthors(authorsFile, diagnostics);
  if (diagnostics.length) throw new BlogctlError({ diagnostics });
  const tags = [...new Set(options.tags ?? [])];
  const unknown = known ? tags.filter((t) => !known.has(t)) : [];
  if (unknown.length) {
    throw fail(
      'NEW_UNKNOWN_TAG',
      {
        tags: unknown,
        tagsFile: relative(dirname(blogDir), tagsFile!).split(sep).join('/'),
        known: [...known!.keys()],
      },
      { file: tagsFile! },
    );
  }
  // The default author: the only one in authors.yml, or the first.
  const author = authors.keys().next().value;
  const lines = ['---', `title: ${JSON.stringify(title)}`, `date: ${options.date ?? today()}`];
  // The URL stays /blog/<slug>: without this line a dated file name gives /blog/YYYY/MM/DD/<slug> (Docusaurus).
  lines.push(`slug: ${options.slug ?? slugifyTitle(title)}`);
  lines.push(`tags: [${tags.join(', ')}]`);
  if (author) lines.push(`authors: [${author}]`);
  if (options.draft) lines.push('draft: true');
  lines.push('---', '', strings.newEntry.excerpt, '', '<!-- truncate -->', '', strings.newEntry.body, '');
  return lines.join('\n');
}

function docText(title: string, options: NewEntryOptions, strings: Strings): string {
  const lines = ['---', `title: ${JSON.stringify(title)}`];
  if (options.draft) lines.push('draft: true');
  lines.push('---', '', strings.newEntry.docBody, '');
  return lines.join('\n');
}

function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** Where the config file sets `blog` (the first `blog:` key), for an error about it; the file alone if not found. */
function blogKeyLocation(file: string): { file: string; line?: number; column?: number } {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  const line = lines.findIndex((l) => /^\s*['"]?blog['"]?\s*:/.test(l));
  return line === -1 ? { file } : { file, line: line + 1, column: lines[line].search(/\S/) + 1 };
}
