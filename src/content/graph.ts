// Stage 2: loadContent(config) → ContentGraph. Reads every file once, parses front matter, decides slugs,
// renders each entry's Markdown once (never once per route that shows it), and checks cross-references.
import { basename, dirname, extname, relative, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load-config';
import { error, ruled, warning, type Diagnostic, type SourceLocation } from '../errors/blogctl-error';
import type { UnsafeSource } from '../errors/catalogue/content-paths';
import { authorPermalink, docTagPermalink, isCategoryIndexId, pagePermalink, tagPermalink } from '../shared/permalinks';
import { unsafeUrlPathReason } from '../shared/safe-path';
import type { UrlSettings } from '../shared/urls';
import { loadAuthors } from './data-files';
import { entryTags, loadTagSection, sectionTags, type TagSection } from './entry-tags';
import { contentCommits, entryMeta } from './entry-meta';
import type { CommitInfo } from './last-update';
import { checkDocPagination } from './doc-pagination';
import { prepareDoc, type PrepareDocContext } from './doc-entries';
import { postAuthors } from './post-authors';
import { reportUnsupportedFields } from './unsupported-fields';
import { buildDocTree } from './doc-tree';
import { loadSidebars } from './sidebars-file';
import { frontMatterImage } from './front-matter-image';
import { htmlFacts } from './html-facts';
import { markdownOptionsOf } from './markdown-options';
import { markdownFeatureAssets } from './math-assets';
import { fenceLanguagesOf } from './markdown-plugins/fence-words';
import type { ParsedSource } from './front-matter';
import type { MarkdownRenderer, RenderedMarkdown } from './markdown';
import type { MarkdownCache } from './markdown-cache';
import { renderEntry, renderEntriesInPool, type EntryJob, type EntryOutput } from './render-entries';
import type { LazyPool } from '../util/worker-pool';
import type { MarkdownContextMessage } from './worker-tasks';
import { recordEntrySource } from './entry-source';
import { readSources, sourceHashOf, type FileStamps, type Source } from './read-sources';
import { CATEGORY_FILE, scanContent } from './scan';
import { preparePost, type PreparePostContext } from './blog-entries';
import { isReactPage, reactPageContent, reactPageSource } from './site-components/react-pages';
import type { AssetFile, Author, ContentGraph, Doc, Page, Post } from './types';

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
  /** Stats of the input files taken at the start of the build (its snapshot's), so they are not taken twice. */
  fileStamps?: FileStamps;
}

/** Owned by the caller (the dev server's DevCache). */
export type FrontMatterCache = Map<string, { text: string; parsed: ParsedSource }>;

/** A section folder as the diagnostics name it: relative to the site folder. */
const rel = (config: ResolvedConfig, dir: string) => posix(relative(config.root, dir)) || '.';

interface Prepared {
  kind: 'post' | 'doc' | 'page';
  file: string;
  parsed: ParsedSource;
  permalink: string;
  slug: string;
  date?: string;
  /** Docs: the folder under the docs folder, as on disk ('' at the top). */
  dir?: string;
  /** Docs: the number prefix of the file name, the sidebar position when the front matter gives none. */
  numberPrefix?: number;
}

const posix = (p: string) => p.split(sep).join('/');

export async function loadContent(config: ResolvedConfig, options: LoadContentOptions = {}): Promise<ContentGraph> {
  const diagnostics: Diagnostic[] = [];
  const { files, diagnostics: scanDiagnostics } = await scanContent({
    content: config.contentDir,
    ...config.dirs,
    exclude: { blog: config.blog.exclude, docs: config.docs.exclude, pages: config.pages.exclude },
  });
  diagnostics.push(...scanDiagnostics, ...(config.mdxComponents?.problems ?? []));
  for (const file of files.unused) {
    diagnostics.push(
      warning(
        'CONTENT_UNUSED_FILE',
        {
          blog: rel(config, config.dirs.blog),
          docs: rel(config, config.dirs.docs),
          pages: rel(config, config.dirs.pages),
        },
        { file, line: 1, column: 1 },
      ),
    );
  }
  for (const file of files.notRead)
    diagnostics.push(warning('PAGE_NOT_READ', { name: basename(file) }, { file, line: 1, column: 1 }));
  const blogDir = config.dirs.blog;
  if (!config.blog.enabled) {
    // No blog (blog: false): its posts and data files are not read; posts left there are reported, once.
    if (files.blog.length)
      diagnostics.push(
        warning(
          'CONTENT_BLOG_DISABLED',
          { count: files.blog.length, blog: rel(config, blogDir) },
          { file: files.blog[0], line: 1, column: 1 },
        ),
      );
    // Still inputs of the build (files.unused), so adding or removing one is seen by an incremental build.
    files.unused = [...files.unused, ...files.blog].sort();
    files.blog = [];
    files.data = files.data.filter((f) => dirname(f) !== blogDir);
  }
  const docsDir = config.dirs.docs;
  const unsafePath: UnsafeCheck = (permalink, what, loc) => reportUnsafePath(diagnostics, permalink, what, loc);

  // 1. Data files.
  const dataFile = (name: RegExp) => files.data.find((f) => dirname(f) === blogDir && name.test(basename(f)));
  const authors = loadAuthors(dataFile(/^authors\.ya?ml$/), diagnostics);
  // Tag and author pages whose URL would leave the output folder are reported here and left out.
  const postTags = loadTagSection(
    dataFile(/^tags\.ya?ml$/),
    {
      rule: config.blog.onInlineTags,
      section: 'blog',
      folder: config.blog.path,
      pageOf: (t) => tagPermalink(config.blog.routeBasePath, t),
    },
    unsafePath,
    diagnostics,
  );
  const docsTagsFile = files.data.find((f) => dirname(f) === docsDir && /^tags\.ya?ml$/.test(basename(f)));
  const docTags = loadTagSection(
    docsTagsFile,
    {
      rule: config.docs.onInlineTags,
      section: 'docs',
      folder: config.docs.path,
      pageOf: (t) => docTagPermalink(config.docs, t),
    },
    unsafePath,
    diagnostics,
  );
  const unsafeAuthors = new Set<string>();
  for (const [key, author] of authors) {
    if (author.noPage) continue;
    const what =
      author.pagePermalink !== undefined
        ? { source: 'author-permalink' as const, value: author.pagePermalink, tag: key }
        : { source: 'author-key' as const, value: key };
    if (unsafePath(authorPermalink(config.blog.routeBasePath, author.pagePermalink ?? key), what, author.keyLoc))
      unsafeAuthors.add(key);
  }

  // 2. Read every entry and parse its front matter; 3. prepare: dates, slugs and permalinks (cheap), so links
  // between entries can be resolved. Drafts are left out of production builds entirely (links to them
  // become broken links).
  const sources = await readSources([...files.blog, ...files.docs, ...files.pages], options);
  const prepared = prepareEntries(config, files, sources, options, diagnostics);
  const visible = prepared.filter((p) => options.includeDrafts || p.parsed.data.draft !== true);

  // 4. Build: render Markdown once per entry, then the posts, docs and pages.
  const commits = contentCommits(config, [...new Set([config.dirs.blog, config.dirs.docs])], diagnostics);
  const built = await buildEntries(
    config,
    visible,
    { authors, postTags, docTags, unsafeAuthors, commits },
    options,
    diagnostics,
  );

  // 5. Dedupe: one URL per slug (the second claimant is reported and left out).
  // Each entry's parse, asked where a key is only for a diagnostic (cached parses make the Map when asked).
  const parsedOf = new Map(visible.map((p) => [p.file, p.parsed]));
  const [posts, docs, pages] = oneEntryPerUrl([built.posts, built.docs, built.pages], parsedOf, diagnostics);

  posts.sort((a, b) => (a.date === b.date ? a.permalink.localeCompare(b.permalink) : a.date < b.date ? 1 : -1));
  for (const key of unsafeAuthors) authors.delete(key);

  const { categories, sidebar } = buildDocTree(
    config,
    docs,
    files.data.filter((f) => CATEGORY_FILE.test(basename(f))),
    docsDir,
    diagnostics,
    unsafePath,
  );
  const hiddenDocIds = new Set(prepared.filter((p) => p.kind === 'doc' && !visible.includes(p)).map((p) => p.slug));
  const sidebars = await loadSidebars(config, docs, hiddenDocIds, sidebar, diagnostics, unsafePath);
  checkDocPagination(
    docs,
    hiddenDocIds,
    (d, key) => keyLocation(d.file, parsedOf.get(d.file)?.keyLocations ?? new Map(), key),
    diagnostics,
  );
  return {
    posts,
    authors,
    tags: sectionTags(postTags, posts),
    docTags: sectionTags(docTags, docs),
    docs,
    categories,
    sidebars: sidebars.sidebars,
    sidebarsFile: sidebars.file,
    pages,
    assets: built.assets,
    diagnostics,
    files: [...files.blog, ...files.docs, ...files.pages, ...files.data, ...files.unused],
  };
}

/** Reports a URL that would put a page outside the output folder (shared/safe-path.ts); true when it does. */
export type UnsafeCheck = (
  permalink: string,
  what: { source: UnsafeSource; value: string; tag?: string },
  loc: { file: string; line?: number; column?: number } | undefined,
) => boolean;

function reportUnsafePath(diagnostics: Diagnostic[], ...[permalink, what, loc]: Parameters<UnsafeCheck>): boolean {
  const reason = unsafeUrlPathReason(permalink);
  if (!reason) return false;
  diagnostics.push(error('CONTENT_UNSAFE_PATH', { kind: 'url', ...what, permalink, reason }, loc));
  return true;
}

type ContentFiles = Awaited<ReturnType<typeof scanContent>>['files'];

/**
 * Each readable entry with its kind, date, slug and permalink. Entries without a usable date, or whose URL
 * would leave the output folder, are reported and left out.
 */
function prepareEntries(
  config: ResolvedConfig,
  files: ContentFiles,
  sources: Map<string, Source>,
  options: LoadContentOptions,
  diagnostics: Diagnostic[],
): Prepared[] {
  const docsDir = config.dirs.docs;
  const unsafePath: UnsafeCheck = (permalink, what, loc) => reportUnsafePath(diagnostics, permalink, what, loc);
  const prepared: Prepared[] = [];
  const valueLoc = (file: string, parsed: ParsedSource, key: string) => ({
    file,
    ...(parsed.keyLocations.get(`${key}[${String(parsed.data[key])}]`) ??
      parsed.keyLocations.get(key) ?? { line: 1, column: 1 }),
  });
  const fileLoc = (file: string) => ({ file, line: 1, column: 1 });
  const read = (file: string): ParsedSource | null => {
    const source = sources.get(file)!;
    diagnostics.push(...source.problems);
    if (!source.parsed) return null;
    diagnostics.push(...source.parsed.diagnostics);
    return source.parsed;
  };
  const postContext: PreparePostContext = {
    blogDir: config.dirs.blog,
    routeBasePath: config.blog.routeBasePath,
    includeDrafts: !!options.includeDrafts,
    diagnostics,
    unsafePath,
    valueLoc,
  };
  for (const file of files.blog) {
    const parsed = read(file);
    const post = parsed && preparePost(file, parsed, postContext);
    if (post) prepared.push(post);
  }
  const docContext: PrepareDocContext = { config, docsDir, diagnostics, unsafePath, valueLoc };
  for (const file of files.docs) {
    const parsed = read(file);
    const doc = parsed && prepareDoc(file, parsed, docContext);
    if (doc) prepared.push(doc);
  }
  for (const file of files.pages) {
    let parsed = read(file);
    if (!parsed) continue;
    if (isReactPage(file)) {
      // A React page: its front matter comes from its `meta` export (it has no Markdown body).
      parsed = reactPageSource(file, parsed.body, {
        title: config.title,
        tagline: config.tagline ?? '',
        url: config.url,
        baseUrl: config.baseUrl,
      });
      diagnostics.push(...parsed.diagnostics);
    }
    // The page's path in the pages folder without its extension (`about`, `legal/terms`, `timeline/index`).
    const name = relative(config.dirs.pages, file).slice(0, -extname(file).length).split(sep).join('/');
    const permalink = pagePermalink(name);
    if (unsafePath(permalink, { source: 'page-file', value: name }, fileLoc(file))) continue;
    prepared.push({ kind: 'page', file, parsed, permalink, slug: name });
  }

  return prepared;
}

/** Renders the entries' Markdown (cache, workers or in-process) and builds the posts, docs and pages. */
async function buildEntries(
  config: ResolvedConfig,
  visible: Prepared[],
  data: {
    authors: Map<string, Author>;
    postTags: TagSection;
    docTags: TagSection;
    unsafeAuthors: Set<string>;
    commits?: Map<string, CommitInfo>;
  },
  options: LoadContentOptions,
  diagnostics: Diagnostic[],
): Promise<{ posts: Post[]; docs: Doc[]; pages: Page[]; assets: AssetFile[] }> {
  const { authors, unsafeAuthors } = data;
  const unsafePath: UnsafeCheck = (permalink, what, loc) => reportUnsafePath(diagnostics, permalink, what, loc);
  // A file under the site folder (every scanned one): its path relative to it is its suffix (no normalizing).
  const rootPrefix = config.root.endsWith(sep) ? config.root : config.root + sep;
  const rel = (file: string) =>
    posix(
      file.startsWith(rootPrefix) && !file.includes(sep + '..')
        ? file.slice(rootPrefix.length)
        : relative(config.root, file),
    );
  const byFile = new Map(visible.map((p) => [p.file, p.permalink]));
  const markdownEntries = visible.filter((p) => !(p.kind === 'page' && isReactPage(p.file)));
  // The body is asked for only when the entry is rendered (an unchanged file's body is not even read).
  const jobs: EntryJob[] = markdownEntries.map((p) => ({
    file: p.file,
    get body() {
      return p.parsed.body;
    },
    bodyLineOffset: p.parsed.bodyLineOffset,
    sourceHash: sourceHashOf(p.parsed),
    frontMatter: p.parsed.data as Record<string, unknown>,
  }));
  const rendered = await renderEntries(jobs, {
    config,
    permalinks: byFile,
    pool: options.pool,
    markdown: options.markdown,
    cache: options.cache,
  });
  const renderedOf = new Map(markdownEntries.map((p, i) => [p, rendered[i]]));
  const outputs = visible.map(
    (p) => renderedOf.get(p) ?? { result: reactPageContent(p.file), diagnostics: [], assets: [], links: [] },
  );
  const assets = new Map<string, AssetFile>();
  for (const out of outputs) {
    diagnostics.push(...out.diagnostics);
    for (const a of out.assets) assets.set(a.to, { from: a.from, to: a.to, ...(a.resize && { resize: a.resize }) });
  }
  const contentOf = new Map(visible.map((p, i) => [p, outputs[i].result]));
  const contentRoots = contentRootsOf(config);

  const posts: Post[] = [];
  const docs: Doc[] = [];
  const pages: Page[] = [];
  for (const p of visible) {
    const fm = p.parsed.data;
    const content = contentOf.get(p)!;
    const loc = (key: string, fallback?: string) => keyLocation(p.file, p.parsed.keyLocations, key, fallback);
    let title = fm.title ?? firstHeading(content) ?? (p.kind === 'page' ? p.slug : undefined);
    if (title === undefined) {
      // A title that is there but invalid was reported by the front matter check.
      if ('title' in p.parsed.data || p.parsed.diagnostics.length) continue;
      // As Docusaurus: no title and no leading # heading → the file's id.
      // Posts: the file name without its date, as Docusaurus's blog does; docs and pages: the file's id.
      // A doc's file id is its id's last part (number prefix stripped, or the front matter id).
      title =
        p.kind === 'post'
          ? fileId(p.file).replace(/^\d{4}-\d{2}-\d{2}-/, '')
          : p.kind === 'doc'
            ? docFileId(p.slug)
            : fileId(p.file);
      if (p.parsed.body.trim() !== '')
        diagnostics.push(warning('CONTENT_NO_TITLE', { title }, { file: p.file, line: 1, column: 1 }));
    }
    reportUnsupportedFields(p.kind, fm, (key) => loc(key), diagnostics);
    const base = {
      file: p.file,
      source: rel(p.file),
      title,
      description: fm.description ?? htmlFacts(content).summary,
      frontMatter: fm,
      content,
      permalink: p.permalink,
      draft: fm.draft === true,
      unlisted: fm.unlisted === true,
    };
    Object.assign(
      base,
      entryMeta(p.kind, base, config, data.commits, (key) => loc(key), diagnostics),
    );
    if (p.kind === 'post') {
      const authorKeys = postAuthors(
        fm.authors ?? [],
        { relFile: rel(p.file), blogPath: config.blog.path, loc: (a) => loc(`authors[${a}]`, 'authors') },
        authors,
        unsafeAuthors,
        diagnostics,
      );
      const postTags = entryTags(fm.tags, data.postTags, (t) => loc(`tags[${t}]`, 'tags'), unsafePath, diagnostics);
      // An empty excerpt is a marker on the body's first line: the preview is deliberately empty.
      if (config.blog.requireTruncate && !htmlFacts(content).excerpt) {
        diagnostics.push(
          warning(
            'CONTENT_NO_TRUNCATE',
            {},
            { file: p.file, line: p.parsed.bodyLineOffset + 1 + leadingBlankLines(p.parsed.body), column: 1 },
          ),
        );
      }
      const post: Post = {
        ...base,
        kind: 'post',
        slug: p.slug,
        date: p.date!,
        tags: postTags,
        authors: authorKeys,
        // Without an image, its location is not looked up (a cached parse would make its key locations for it).
        image:
          fm.image === undefined
            ? undefined
            : frontMatterImage(fm.image, p.file, contentRoots, assets, diagnostics, loc('image')),
        keywords: fm.keywords ?? [],
        readingMinutes: Math.max(1, Math.round(content.readingUnits / 400)),
      };
      posts.push(post);
      recordEntrySource(post, sourceHashOf(p.parsed));
    } else if (p.kind === 'doc') {
      const id = p.slug;
      const doc: Doc = {
        ...base,
        kind: 'doc',
        id,
        // The folder on disk (category files and `autogenerated` dirNames name folders as they are).
        dir: p.dir ?? '',
        isCategoryIndex: isCategoryIndexId(id),
        sidebarPosition: fm.sidebar_position ?? p.numberPrefix,
        sidebarLabel: fm.sidebar_label ?? title,
        tags: entryTags(fm.tags, data.docTags, (t) => loc(`tags[${t}]`, 'tags'), unsafePath, diagnostics),
      };
      docs.push(doc);
      recordEntrySource(doc, sourceHashOf(p.parsed));
    } else {
      const page: Page = { ...base, kind: 'page', name: p.slug };
      pages.push(page);
      recordEntrySource(page, sourceHashOf(p.parsed));
    }
  }

  return { posts, docs, pages, assets: [...assets.values(), ...markdownFeatureAssets(outputs.map((o) => o.result))] };
}

/** Where a front matter key is in its file (the first of `keys` found), else the file's first line. */
function keyLocation(
  file: string,
  keyLocations: ParsedSource['keyLocations'] | undefined,
  ...keys: (string | undefined)[]
): SourceLocation {
  for (const key of keys) {
    const at = key === undefined ? undefined : keyLocations?.get(key);
    if (at) return { file, ...at };
  }
  return { file, line: 1, column: 1 };
}

/** Posts, then docs, then pages claim URLs; a second claimant is reported at its slug field and left out. */
function oneEntryPerUrl(
  lists: [Post[], Doc[], Page[]],
  parsedOf: Map<string, ParsedSource>,
  diagnostics: Diagnostic[],
): [Post[], Doc[], Page[]] {
  const seen = new Map<string, string>();
  const unique = <T extends Post | Doc | Page>(list: T[]): T[] =>
    list.filter((entry) => {
      const other = seen.get(entry.permalink);
      if (!other) {
        seen.set(entry.permalink, entry.source);
        return true;
      }
      const at =
        entry.frontMatter.slug !== undefined
          ? keyLocation(entry.file, parsedOf.get(entry.file)?.keyLocations, 'slug')
          : { file: entry.file, line: 1, column: 1 };
      diagnostics.push(
        ruled(
          error('CONTENT_DUPLICATE_SLUG', { source: entry.source, other, permalink: entry.permalink }, at),
          'onDuplicateRoutes',
        ),
      );
      return false;
    });
  return [unique(lists[0]), unique(lists[1]), unique(lists[2])];
}

/** Renders the entries the cache cannot answer for, in workers when there are many of them. */
async function renderEntries(
  jobs: EntryJob[],
  opts: {
    config: ResolvedConfig;
    permalinks: Map<string, string>;
    pool?: LazyPool;
    markdown?: MarkdownRenderer;
    cache?: MarkdownCache;
  },
): Promise<EntryOutput[]> {
  const { config, permalinks, cache } = opts;
  const outputs: (EntryOutput | undefined)[] = jobs.map((job) => cache?.get(job, permalinks));
  const missing = jobs.filter((_, i) => !outputs[i]);
  const pool = opts.markdown ? undefined : opts.pool?.get(missing.length);
  let rendered: EntryOutput[];
  if (!missing.length) {
    rendered = [];
  } else if (!pool) {
    // markdown-it and Prism are loaded only when some entry is not in the cache.
    const markdown =
      opts.markdown ??
      (await import('./markdown')).createMarkdown(
        markdownOptionsOf(config),
        fenceLanguagesOf(missing.map((j) => j.body)),
      );
    const ctx = { contentRoots: contentRootsOf(config), permalinks, urls: urlSettings(config), siteRoot: config.root };
    rendered = missing.map((job) => renderEntry(markdown, job, ctx));
  } else {
    const context: MarkdownContextMessage = {
      options: markdownOptionsOf(config),
      fenceLanguages: fenceLanguagesOf(missing.map((j) => j.body)),
      contentRoots: contentRootsOf(config),
      permalinks: [...permalinks],
      urls: urlSettings(config),
      siteRoot: config.root,
    };
    rendered = await renderEntriesInPool(pool, missing, context);
  }
  let k = 0;
  return outputs.map((out, i) => {
    if (out) return out;
    const fresh = rendered[k++];
    cache?.set(jobs[i], fresh);
    return fresh;
  });
}

/** The folders content files are read from (images are copied from inside them only). */
function contentRootsOf(config: ResolvedConfig): string[] {
  return [...new Set([config.contentDir, config.dirs.blog, config.dirs.docs, config.dirs.pages])];
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

/** The last part of a doc id, as Docusaurus titles a doc without a title or heading (`guides/index` → `guides`). */
function docFileId(id: string): string {
  const parts = id.split('/');
  const last = parts[parts.length - 1];
  return last.toLowerCase() === 'index' && parts.length > 1 ? parts[parts.length - 2] : last;
}

/** A file's id as Docusaurus names it: its name without the extension (a folder's index: the folder's name). */
function fileId(file: string): string {
  const name = basename(file).replace(/\.mdx?$/, '');
  return name === 'index' ? basename(dirname(file)) : name;
}

function firstHeading(content: RenderedMarkdown): string | undefined {
  return content.contentTitle ?? content.headings.find((h) => h.level === 1)?.text;
}

export { summarize } from './html-facts';
