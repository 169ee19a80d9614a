// newEntry(options): writes a new post (content/blog/<date>-<slug>.md) or doc (content/docs/<Category>/<id>.md)
// with its front matter filled in. Never overwrites; tags must exist in tags.yml when there is one.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { loadConfig } from '../config/load-config';
import { loadAuthors, loadTags } from '../content/data-files';
import { isValidIsoDate, slugifyTitle } from '../content/slug';
import { BlogctlError, type Diagnostic } from '../errors/blogctl-error';
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
  if (!title) throw badInput('The title is empty.', 'Pass the title in quotes: blogctl new "标题".');
  const file = options.kind === 'doc' ? docFile(config.dirs.docs, options) : postFile(config.dirs.blog, title, options);
  const strings = stringsOf(config.ui);
  const text = options.kind === 'doc' ? docText(title, options, strings) : postText(title, options, config.dirs.blog, strings);
  const path = relative(config.root, file).split(sep).join('/');
  if (existsSync(file)) throw new BlogctlError({ code: 'NEW_EXISTS', message: `${path} already exists; blogctl new never overwrites a file.`, loc: { file }, hint: options.kind === 'doc' ? 'Choose another id.' : 'Pass another --slug or --date, or edit the existing file.' });
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text, { flag: 'wx' });
  return { file, path };
}

function postFile(blogDir: string, title: string, options: NewEntryOptions): string {
  const date = options.date ?? today();
  if (!isValidIsoDate(date)) throw badInput(`--date ${date} is not a calendar date in the form YYYY-MM-DD.`, 'Example: --date 2025-09-01.');
  const slug = options.slug ?? slugifyTitle(title);
  if (!slug) throw badInput(`No slug can be made from the title "${title}".`, 'Pass one with --slug my-post.');
  if (!/^[\p{L}\p{N}][\p{L}\p{N}_-]*$/u.test(slug)) throw badInput(`--slug "${slug}" may only contain letters, digits, "-" and "_".`, 'Example: --slug 夏夜的livehouse or --slug summer-night.');
  return join(blogDir, `${date}-${slug}.md`);
}

function docFile(docsDir: string, options: NewEntryOptions): string {
  const docPath = (options.docPath ?? '').replace(/\.mdx?$/, '');
  const segments = docPath.split('/');
  if (!docPath || segments.some((s) => !s || s === '.' || s === '..' || /[\\\0:*?"<>|]/.test(s))) {
    throw badInput(`"${options.docPath ?? ''}" is not a doc path like Category/id.`, 'Example: blogctl new doc Docker/compose "Docker Compose 入门".');
  }
  return join(docsDir, ...segments) + '.md';
}

function postText(title: string, options: NewEntryOptions, blogDir: string, strings: Strings): string {
  const diagnostics: Diagnostic[] = [];
  const tagsFile = ['tags.yml', 'tags.yaml'].map((f) => join(blogDir, f)).find(existsSync);
  const authorsFile = ['authors.yml', 'authors.yaml'].map((f) => join(blogDir, f)).find(existsSync);
  const known = loadTags(tagsFile, diagnostics);
  const authors = loadAuthors(authorsFile, diagnostics);
  if (diagnostics.length) throw new BlogctlError({ code: diagnostics[0].code, message: diagnostics[0].text, loc: diagnostics[0].loc, diagnostics });
  const tags = [...new Set(options.tags ?? [])];
  const unknown = known ? tags.filter((t) => !known.has(t)) : [];
  if (unknown.length) {
    throw new BlogctlError({
      code: 'NEW_UNKNOWN_TAG',
      message: `${unknown.length === 1 ? 'Tag' : 'Tags'} ${unknown.map((t) => `"${t}"`).join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not defined in ${relative(dirname(blogDir), tagsFile!).split(sep).join('/')}. Known tags: ${[...known!.keys()].join(', ')}.`,
      loc: { file: tagsFile! },
      hint: 'Use known tags, or add the new tag to tags.yml first.',
    });
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

function badInput(message: string, hint: string): BlogctlError {
  return new BlogctlError({ code: 'NEW_BAD_INPUT', message, hint });
}

function today(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
