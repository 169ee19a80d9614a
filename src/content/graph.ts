// Stage 2: loadContent(config) → ContentGraph. Reads every file once, parses front matter, decides slugs,
// renders each entry's Markdown once (never once per route that shows it), and checks cross-references.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { markdownOptionsOf } from './markdown-options';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load-config';
import { error, warning, type Diagnostic } from '../errors/blogctl-error';
import { authorPermalink, docPermalink, categoryPermalink, pagePermalink, postPermalink, tagPermalink } from '../shared/permalinks';
import { unsafeUrlPathReason } from '../shared/safe-path';
import { decodeURIComponentSafe, type UrlSettings } from '../shared/urls';
import { loadAuthors, loadCategory, loadTags } from './data-files';
import type { ParsedSource } from './front-matter';
import type { MarkdownRenderer, RenderedMarkdown } from './markdown';
import { bodyStartOf, type MarkdownCache } from './markdown-cache';
import { hashOf } from '../util/hash';
import { renderEntry, type EntryJob, type EntryOutput } from './render-entries';
import type { LazyPool } from '../util/worker-pool';
import type { FrontMatterResult, MarkdownContextMessage } from '../workers/pool-worker';
import { readTextFile, scanContent } from './scan';
import { isValidIsoDate, splitDatedName } from './slug';
import type { AssetFile, Author, ContentGraph, Doc, DocCategory, Page, Post, SidebarItem, Tag } from './types';

export interface LoadContentOptions {
  /** Include posts and docs marked `draft: true` (dev server). @default false */
  includeDrafts?: boolean;
  /** Worker threads for rendering Markdown of large sites. */
  pool?: LazyPool;
  /** Persistent cache of rendered Markdown (reused across builds). */
  cache?: MarkdownCache;
  /** Reuse a markdown renderer across rebuilds (dev server). */
  markdown?: MarkdownRenderer;
  /** Parsed front matter from the previous load, by file, reused while the text is unchanged (dev server). */
  frontMatterCache?: FrontMatterCache;
}

/** Owned by the caller (the dev server's DevCache). */
export type FrontMatterCache = Map<string, { text: string; parsed: ParsedSource }>;

interface Prepared {
  kind: 'post' | 'doc' | 'page';
  file: string;
  parsed: ParsedSource;
  permalink: string;
  slug: string;
  date?: string;
}

const posix = (p: string) => p.split(sep).join('/');

export async function loadContent(config: ResolvedConfig, options: LoadContentOptions = {}): Promise<ContentGraph> {
  const diagnostics: Diagnostic[] = [];
  const rel = (file: string) => posix(relative(config.root, file));
  const { files, diagnostics: scanDiagnostics } = await scanContent(config.contentDir, { blog: config.blog.path, docs: config.docs.path });
  diagnostics.push(...scanDiagnostics);
  const blogDir = join(config.contentDir, config.blog.path);
  const docsDir = join(config.contentDir, config.docs.path);

  // 1. Data files.
  const dataFile = (name: RegExp) => files.data.find((f) => dirname(f) === blogDir && name.test(basename(f)));
  const authors = loadAuthors(dataFile(/^authors\.ya?ml$/), diagnostics);
  const declaredTags = loadTags(dataFile(/^tags\.ya?ml$/), diagnostics);
  // Tag and author pages whose URL would leave the output folder are reported here and left out.
  const unsafeTags = new Set<string>();
  const unsafeAuthors = new Set<string>();
  for (const [key, tag] of declaredTags ?? []) {
    const where = tag.permalinkLoc ?? tag.keyLoc;
    const what = tag.permalinkLoc ? `The permalink "${tag.permalink}" of tag "${key}"` : `The tag key "${key}" (its default permalink)`;
    if (unsafePath(tagPermalink(config.blog.routeBasePath, tag.permalink), what, where, 'Use a permalink made of plain path segments, e.g. permalink: /my-tag.')) unsafeTags.add(key);
  }
  for (const [key, author] of authors) {
    if (unsafePath(authorPermalink(config.blog.routeBasePath, key), `The author key "${key}" (the URL of the author's page)`, author.keyLoc, 'Use a key made of letters, digits and "-", e.g. lanshan:.')) unsafeAuthors.add(key);
  }

  // 2. Front matter and permalinks for every entry (cheap), so links between entries can be resolved.
  // Parsed front matter comes from the cache while a file's text is unchanged; the YAML parser is loaded
  // only for the files that changed.
  const sources = new Map<string, { problems: Diagnostic[]; parsed?: ParsedSource }>();
  const entryFiles = [...files.blog, ...files.docs, ...files.pages];
  // A cold build of a large site reads and parses front matter in worker threads (then renders Markdown there).
  const coldCache = !options.cache || options.cache.frontMatterCount < entryFiles.length / 2;
  const pool = coldCache && !options.markdown && !options.frontMatterCache ? options.pool?.get(entryFiles.length) : undefined;
  if (pool) {
    const results = await pool.run<string, FrontMatterResult>('frontMatter', entryFiles, 64);
    results.forEach((r, i) => {
      sources.set(entryFiles[i], r);
      if (r.parsed && r.hash) options.cache?.setFrontMatter(entryFiles[i], r.hash, r.parsed, r.bodyStart);
    });
  }
  let parse: ((text: string, file: string) => ParsedSource) | undefined;
  for (const file of pool ? [] : entryFiles) {
    const problems: Diagnostic[] = [];
    const text = readTextFile(file, problems);
    let parsed: ParsedSource | undefined;
    if (text !== null) {
      const hit = options.frontMatterCache?.get(file);
      if (hit && hit.text === text) parsed = hit.parsed;
      else {
        const hash = options.cache ? hashOf(text) : '';
        parsed = options.cache?.getFrontMatter(file, hash, text);
        if (!parsed) {
          parse ??= (await import('./front-matter')).parseFrontMatter;
          parsed = parse(text, file);
          options.cache?.setFrontMatter(file, hash, parsed, bodyStartOf(text, parsed));
        }
      }
      options.frontMatterCache?.set(file, { text, parsed });
    }
    sources.set(file, { problems, parsed });
  }
  const prepared: Prepared[] = [];
  /** Reports a URL that would put a page outside the output folder (shared/safe-path.ts); true when it does. */
  function unsafePath(permalink: string, what: string, loc: { file: string; line?: number; column?: number } | undefined, hint: string): boolean {
    const reason = unsafeUrlPathReason(permalink);
    if (!reason) return false;
    diagnostics.push(error('CONTENT_UNSAFE_PATH', `${what} gives the URL ${permalink}, which is refused: ${reason}.`, loc, `${hint} blogctl writes only inside the output folder.`));
    return true;
  }
  const valueLoc = (file: string, parsed: ParsedSource, key: string) => ({ file, ...(parsed.keyLocations.get(`${key}[${String(parsed.data[key])}]`) ?? parsed.keyLocations.get(key) ?? { line: 1, column: 1 }) });
  const fileLoc = (file: string) => ({ file, line: 1, column: 1 });
  const read = (file: string): ParsedSource | null => {
    const source = sources.get(file)!;
    diagnostics.push(...source.problems);
    if (!source.parsed) return null;
    diagnostics.push(...source.parsed.diagnostics);
    return source.parsed;
  };
  for (const file of files.blog) {
    const parsed = read(file);
    if (!parsed) continue;
    const name = basename(file).startsWith('index.') ? basename(dirname(file)) : basename(file, extname(file));
    const dated = splitDatedName(name);
    let date = parsed.data.date ?? dated?.date;
    // A draft needs no date: production builds leave it out. Included (--drafts, the dev server), it is dated
    // as Docusaurus dates an undated post: by its file (creation time, or modification time without one).
    if (!date && parsed.data.draft === true) {
      if (!options.includeDrafts) continue;
      date = fileDate(file);
    }
    if (!date || !isValidIsoDate(date)) {
      if (!parsed.diagnostics.some((d) => d.code === 'CONTENT_BAD_DATE')) {
        diagnostics.push(error('CONTENT_BAD_DATE', dated ? `The date ${dated.date} in the file name is not a real calendar date.` : 'The post has no date: expected a file name like 2024-06-15-slug.md or a "date: YYYY-MM-DD" front matter field.', { file, line: 1, column: 1 }, 'Name posts YYYY-MM-DD-slug.md (or YYYY-MM-DD-slug/index.md).'));
      }
      continue;
    }
    const slug = parsed.data.slug ?? dated?.rest ?? name;
    const permalink = postPermalink(config.blog.routeBasePath, slug);
    const from = parsed.data.slug !== undefined ? `The slug "${slug}"` : `The file name's slug "${slug}"`;
    if (unsafePath(permalink, from, parsed.data.slug !== undefined ? valueLoc(file, parsed, 'slug') : fileLoc(file), 'Use a slug made of plain path segments, e.g. slug: my-post or slug: /2024/my-post.')) continue;
    prepared.push({ kind: 'post', file, parsed, permalink, slug, date });
  }
  for (const file of files.docs) {
    const parsed = read(file);
    if (!parsed) continue;
    const relPath = posix(relative(docsDir, file)).replace(/\.mdx?$/, '');
    const isIndex = /(^|\/)index$/.test(relPath) && relPath !== 'index';
    // Docusaurus refuses an id with a slash; one with ".." would also climb out of the doc's folder.
    if (parsed.data.id !== undefined && /[/\\]/.test(parsed.data.id)) {
      diagnostics.push(error('CONTENT_UNSAFE_PATH', `The doc id "${parsed.data.id}" contains a slash; an id names one doc inside its own folder.`, valueLoc(file, parsed, 'id'), 'Use an id without "/", e.g. id: setup; move the file to change its folder, or set "slug:" to change its URL.'));
      continue;
    }
    const id = parsed.data.id ? posix(join(dirname(relPath), parsed.data.id)).replace(/^\.\//, '') : relPath;
    const permalink = docPermalink(config.docs.routeBasePath, id, isIndex, parsed.data.slug);
    const bad =
      parsed.data.slug !== undefined
        ? unsafePath(permalink, `The slug "${parsed.data.slug}"`, valueLoc(file, parsed, 'slug'), 'A slug starting with "/" is taken from the docs root, any other from the doc\'s folder; ".." may not climb above the docs root.')
        : parsed.data.id !== undefined
          ? unsafePath(permalink, `The doc id "${parsed.data.id}"`, valueLoc(file, parsed, 'id'), 'Use an id made of letters, digits and "-".')
          : unsafePath(permalink, `The doc path "${relPath}"`, fileLoc(file), 'Rename the file or its folders (percent signs are decoded in URLs), or set "slug:".');
    if (bad) continue;
    prepared.push({ kind: 'doc', file, parsed, permalink, slug: id });
  }
  for (const file of files.pages) {
    const parsed = read(file);
    if (!parsed) continue;
    const name = basename(file, extname(file));
    const permalink = pagePermalink(name);
    if (unsafePath(permalink, `The page file name "${name}"`, fileLoc(file), 'Rename the file (percent signs are decoded in URLs).')) continue;
    prepared.push({ kind: 'page', file, parsed, permalink, slug: name });
  }

  // Drafts are left out of production builds entirely (links to them become broken links).
  const visible = prepared.filter((p) => options.includeDrafts || p.parsed.data.draft !== true);
  const byFile = new Map(visible.map((p) => [p.file, p.permalink]));

  // 3. Render Markdown once per entry: in worker threads for large sites, in-process otherwise.
  const jobs: EntryJob[] = visible.map((p) => ({ file: p.file, body: p.parsed.body, bodyLineOffset: p.parsed.bodyLineOffset }));
  const outputs = await renderEntries(jobs, { config, permalinks: byFile, pool: options.pool, markdown: options.markdown, cache: options.cache });
  const assets = new Map<string, AssetFile>();
  for (const out of outputs) {
    diagnostics.push(...out.diagnostics);
    for (const a of out.assets) assets.set(a.from, { from: a.from, to: a.to });
  }
  const contentOf = new Map(visible.map((p, i) => [p, outputs[i].result]));

  const posts: Post[] = [];
  const docs: Doc[] = [];
  const pages: Page[] = [];
  for (const p of visible) {
    const fm = p.parsed.data;
    const content = contentOf.get(p)!;
    const loc = (key: string, fallback?: string) => ({ file: p.file, ...(p.parsed.keyLocations.get(key) ?? p.parsed.keyLocations.get(fallback ?? key) ?? { line: 1, column: 1 }) });
    let title = fm.title ?? firstHeading(content) ?? (p.kind === 'page' ? p.slug : undefined);
    if (title === undefined) {
      // A title that is there but invalid was reported by the front matter check.
      if ('title' in p.parsed.data || p.parsed.diagnostics.length) continue;
      // As Docusaurus: no title and no leading # heading → the file's id.
      // Posts: the file name without its date, as Docusaurus's blog does; docs and pages: the file's id.
      title = p.kind === 'post' ? fileId(p.file).replace(/^\d{4}-\d{2}-\d{2}-/, '') : fileId(p.file);
      if (p.parsed.body.trim() !== '') diagnostics.push(warning('CONTENT_NO_TITLE', `The entry has no title and no leading # heading; its title is its file name "${title}".`, { file: p.file, line: 1, column: 1 }, 'Add "title: 标题" to the front matter, or start the text with "# 标题".'));
    }
    const base = {
      file: p.file,
      source: rel(p.file),
      title,
      description: fm.description ?? summarize(content.excerptHtml || content.html),
      frontMatter: fm,
      content,
      permalink: p.permalink,
      draft: fm.draft === true,
      unlisted: fm.unlisted === true,
    };
    if (p.kind === 'post') {
      const postAuthors = (fm.authors ?? []).filter((a) => !unsafeAuthors.has(a));
      for (const a of postAuthors) {
        if (!authors.has(a)) diagnostics.push(error('CONTENT_UNKNOWN_AUTHOR', `Author "${a}" is not defined in ${config.blog.path}/authors.yml.`, loc(`authors[${a}]`, 'authors'), authors.size ? `Known authors: ${[...authors.keys()].join(', ')}.` : `Create ${config.blog.path}/authors.yml with an entry "${a}:".`));
      }
      let postTags = (fm.tags ?? []).filter((t) => !unsafeTags.has(t));
      if (!declaredTags) {
        postTags = postTags.filter((t) => !unsafePath(tagPermalink(config.blog.routeBasePath, '/' + t), `The tag "${t}" (there is no tags.yml, so its key is its permalink)`, loc(`tags[${t}]`, 'tags'), 'Use a tag made of plain path segments, or declare it in tags.yml with a permalink.'));
      }
      if (declaredTags) {
        for (const t of postTags) {
          if (!declaredTags.has(t)) diagnostics.push(error('CONTENT_UNKNOWN_TAG', `Tag "${t}" is not defined in ${config.blog.path}/tags.yml.`, loc(`tags[${t}]`, 'tags'), `Add it there or use one of: ${[...declaredTags.keys()].join(', ')}.`));
        }
      }
      // An empty excerpt is a marker on the body's first line: the preview is deliberately empty.
      if (content.excerptHtml === null && config.blog.requireTruncate) {
        diagnostics.push(warning('CONTENT_NO_TRUNCATE', 'The post has no <!-- truncate --> marker, so lists show the whole post.', { file: p.file, line: p.parsed.bodyLineOffset + 1 + leadingBlankLines(p.parsed.body), column: 1 }, 'Put <!-- truncate --> on its own line after the first paragraph.'));
      }
      posts.push({
        ...base,
        kind: 'post',
        slug: p.slug,
        date: p.date!,
        tags: postTags,
        authors: postAuthors,
        image: frontMatterImage(fm.image, p.file, config.contentDir, assets, diagnostics, loc('image')),
        keywords: fm.keywords ?? [],
        readingMinutes: Math.max(1, Math.round(content.readingUnits / 400)),
      });
    } else if (p.kind === 'doc') {
      const id = p.slug;
      const dir = id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '';
      docs.push({
        ...base,
        kind: 'doc',
        id,
        dir,
        isCategoryIndex: /(^|\/)index$/.test(id) && id !== 'index',
        sidebarPosition: fm.sidebar_position,
        sidebarLabel: fm.sidebar_label ?? title,
      });
    } else {
      pages.push({ ...base, kind: 'page', name: p.slug });
    }
  }

  // 4. Cross-entry checks: one URL per slug (the second claimant is reported and left out).
  const seen = new Map<string, string>();
  const unique = <T extends Post | Doc | Page>(list: T[]): T[] =>
    list.filter((entry) => {
      const other = seen.get(entry.permalink);
      if (!other) {
        seen.set(entry.permalink, entry.source);
        return true;
      }
      const at = entry.frontMatter.slug !== undefined ? loc2(entry, 'slug') : { file: entry.file, line: 1, column: 1 };
      diagnostics.push(error('CONTENT_DUPLICATE_SLUG', `${entry.source} and ${other} both want the URL ${entry.permalink}.`, at, 'Give one of them a different file name or a "slug:" front matter field.'));
      return false;
    });
  const keyLocs = new Map(visible.map((p) => [p.file, p.parsed.keyLocations]));
  const loc2 = (entry: Post | Doc | Page, key: string) => ({ file: entry.file, ...(keyLocs.get(entry.file)?.get(key) ?? { line: 1, column: 1 }) });
  posts.splice(0, posts.length, ...unique(posts));
  docs.splice(0, docs.length, ...unique(docs));
  pages.splice(0, pages.length, ...unique(pages));

  posts.sort((a, b) => (a.date === b.date ? a.permalink.localeCompare(b.permalink) : a.date < b.date ? 1 : -1));
  const tags = declaredTags ?? new Map<string, Tag>();
  for (const key of unsafeTags) tags.delete(key);
  for (const key of unsafeAuthors) authors.delete(key);
  if (!declaredTags) for (const p of posts) for (const t of p.tags) if (!tags.has(t)) tags.set(t, { key: t, label: t, permalink: '/' + t });

  const { categories, sidebar } = buildDocTree(config, docs, files.data.filter((f) => basename(f) === '_category_.json'), docsDir, diagnostics, unsafePath);
  return {
    posts,
    authors: authors as Map<string, Author>,
    tags,
    docs,
    categories,
    sidebars: new Map([[config.docs.sidebarId, sidebar]]),
    pages,
    assets: [...assets.values()],
    diagnostics,
    files: [...files.blog, ...files.docs, ...files.pages, ...files.data],
  };
}

/** The autogenerated sidebar: folders become categories (label/position from _category_.json), ordered by position then name. */
type UnsafeCheck = (permalink: string, what: string, loc: { file: string; line?: number; column?: number } | undefined, hint: string) => boolean;

function buildDocTree(config: ResolvedConfig, docs: Doc[], categoryFiles: string[], docsDir: string, diagnostics: Diagnostic[], unsafePath: UnsafeCheck): { categories: DocCategory[]; sidebar: SidebarItem[] } {
  const dirs = new Set<string>();
  for (const d of docs) for (let dir = d.dir; dir; dir = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '') dirs.add(dir);
  for (const f of categoryFiles) dirs.add(posix(relative(docsDir, dirname(f))));
  const indexDocs = new Map(docs.filter((d) => d.isCategoryIndex).map((d) => [d.dir, d]));
  const categories: DocCategory[] = [...dirs].sort().flatMap((dir) => {
    const metaFile = join(docsDir, dir, '_category_.json');
    const hasMeta = existsSync(metaFile);
    const meta = hasMeta ? loadCategory(metaFile, diagnostics) : {};
    const indexDoc = indexDocs.get(dir);
    let permalink = indexDoc?.permalink;
    if (!permalink && meta.slug !== undefined) {
      // Docusaurus: a generated index's `link.slug` lies under the docs root ("/" first or not).
      permalink = categoryPermalink(config.docs.routeBasePath, meta.slug.replace(/^\/+|\/+$/g, ''));
      const hint = 'Use a slug made of plain path segments, e.g. "slug": "/category/docker".';
      if (unsafePath(permalink, `The category slug "${meta.slug}"`, meta.slugLoc ?? { file: metaFile, line: 1, column: 1 }, hint)) return [];
    }
    permalink ??= categoryPermalink(config.docs.routeBasePath, dir);
    if (unsafePath(permalink, `The docs folder "${dir}"`, hasMeta ? { file: metaFile, line: 1, column: 1 } : { file: join(docsDir, dir) }, 'Rename the folder (percent signs are decoded in URLs), or give it a "link": { "slug": … } in _category_.json.')) return [];
    return [{
      dir,
      label: meta.label ?? indexDoc?.sidebarLabel ?? basename(dir),
      position: meta.position ?? indexDoc?.sidebarPosition,
      description: meta.description ?? indexDoc?.description,
      indexDocId: indexDoc?.id,
      permalink,
      collapsed: meta.collapsed ?? true,
    }];
  });
  type Sortable = { position?: number; name: string; item: SidebarItem };
  const build = (dir: string): SidebarItem[] => {
    const entries: Sortable[] = [];
    for (const d of docs) {
      if (d.dir !== dir || d.isCategoryIndex || d.unlisted) continue;
      entries.push({ position: d.sidebarPosition, name: d.id, item: { type: 'doc', id: d.id, label: d.sidebarLabel, permalink: d.permalink } });
    }
    for (const c of categories) {
      const parent = c.dir.includes('/') ? c.dir.slice(0, c.dir.lastIndexOf('/')) : '';
      if (parent !== dir) continue;
      entries.push({ position: c.position, name: c.dir, item: { type: 'category', label: c.label, dir: c.dir, permalink: c.permalink, collapsed: c.collapsed, items: build(c.dir) } });
    }
    entries.sort((a, b) => {
      const pa = a.position ?? Infinity;
      const pb = b.position ?? Infinity;
      return pa !== pb ? (pa < pb ? -1 : 1) : a.name.localeCompare(b.name);
    });
    return entries.map((e) => e.item);
  };
  return { categories, sidebar: build('') };
}

/** Renders the entries the cache cannot answer for, in workers when there are many of them. */
async function renderEntries(jobs: EntryJob[], opts: { config: ResolvedConfig; permalinks: Map<string, string>; pool?: LazyPool; markdown?: MarkdownRenderer; cache?: MarkdownCache }): Promise<EntryOutput[]> {
  const { config, permalinks, cache } = opts;
  const outputs: (EntryOutput | undefined)[] = jobs.map((job) => cache?.get(job, permalinks));
  const missing = jobs.filter((_, i) => !outputs[i]);
  const pool = opts.markdown ? undefined : opts.pool?.get(missing.length);
  let rendered: EntryOutput[];
  if (!missing.length) {
    rendered = [];
  } else if (!pool) {
    // markdown-it and Prism are loaded only when some entry is not in the cache.
    const markdown = opts.markdown ?? (await import('./markdown')).createMarkdown(markdownOptionsOf(config));
    const ctx = { contentDir: config.contentDir, permalinks, urls: urlSettings(config) };
    rendered = missing.map((job) => renderEntry(markdown, job, ctx));
  } else {
    await pool.broadcast('markdownContext', { options: markdownOptionsOf(config), contentDir: config.contentDir, permalinks: [...permalinks], urls: urlSettings(config) } satisfies MarkdownContextMessage);
    rendered = await pool.run<EntryJob, EntryOutput>('markdown', missing, 25);
  }
  let k = 0;
  return outputs.map((out, i) => {
    if (out) return out;
    const fresh = rendered[k++];
    cache?.set(jobs[i], fresh);
    return fresh;
  });
}

/** The local calendar date of a file: its creation time, or its modification time where none is recorded. */
function fileDate(file: string): string {
  const st = statSync(file);
  const t = st.birthtimeMs > 0 ? st.birthtime : st.mtime;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}`;
}

/**
 * A front-matter `image` (og:image): a URL or site-absolute path is kept (the head writes it with the
 * baseUrl); a relative path names a file next to the Markdown, copied like a Markdown image and written as
 * its hashed asset path. A missing file is an error at the field.
 */
function frontMatterImage(image: string | undefined, file: string, contentDir: string, assets: Map<string, AssetFile>, diagnostics: Diagnostic[], at: Diagnostic['loc']): string | undefined {
  if (!image || image.startsWith('/') || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(image)) return image;
  const abs = resolve(dirname(file), decodeURIComponentSafe(image.split(/[?#]/)[0]));
  let bytes: Buffer | undefined;
  try {
    if (abs.startsWith(contentDir + sep) && statSync(abs).isFile()) bytes = readFileSync(abs);
  } catch {
    bytes = undefined;
  }
  if (!bytes) {
    diagnostics.push(error('IMAGE_MISSING', `The front matter image "${image}" does not exist.`, at, 'A relative image path is relative to the Markdown file; a site-absolute one (/img/a.png) names a file in static/.'));
    return undefined;
  }
  const ext = extname(abs);
  const to = `assets/images/${basename(abs, ext)}-${hashOf(bytes).slice(0, 8)}${ext}`;
  assets.set(abs, { from: abs, to });
  return '/' + to;
}

function urlSettings(config: ResolvedConfig): UrlSettings {
  return { baseUrl: config.baseUrl, trailingSlash: config.trailingSlash };
}

/** Blank lines before the first text of a body (a diagnostic points at the text, not the gap). */
function leadingBlankLines(body: string): number {
  const lines = body.split('\n');
  const i = lines.findIndex((l) => l.trim() !== '');
  return i === -1 ? 0 : i;
}

/** A file's id as Docusaurus names it: its name without the extension (a folder's index: the folder's name). */
function fileId(file: string): string {
  const name = basename(file).replace(/\.mdx?$/, '');
  return name === 'index' ? basename(dirname(file)) : name;
}

function firstHeading(content: RenderedMarkdown): string | undefined {
  return content.contentTitle ?? content.headings.find((h) => h.level === 1)?.text;
}

/** Plain-text summary of rendered HTML for a description fallback. */
export function summarize(html: string, max = 120): string {
  const text = html
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? text.slice(0, max - 1) + '…' : text;
}
