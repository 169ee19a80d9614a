// Stage 2: loadContent(config) → ContentGraph. Reads every file once, parses front matter, decides slugs,
// renders each entry's Markdown once (never once per route that shows it), and checks cross-references.
import { basename, dirname, relative, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load-config';
import { error, ruled, warning, type Diagnostic } from '../errors/blogctl-error';
import { authorPermalink, docTagPermalink, tagPermalink } from '../shared/permalinks';
import type { LazyPool } from '../util/worker-pool';
import { resolveAuthorImages } from './author-images';
import { loadAuthors } from './data-files';
import { instanceDirs } from './instances';
import { excludedDocIds } from './doc-entries';
import { checkDocPagination } from './doc-pagination';
import { buildDocTree } from './doc-tree';
import { contentCommits } from './entry-meta';
import { loadTagSection, sectionTags, type TagSection } from './entry-tags';
import type { ParsedSource } from './front-matter';
import { buildEntries, keyLocation } from './graph-entries';
import { prepareEntries, type ContentFiles, type Prepared } from './graph-prepare';
import type { MarkdownRenderer } from './markdown';
import type { MarkdownCache } from './markdown-cache';
import { readSources, type FileStamps } from './read-sources';
import { CATEGORY_FILE, type ContentFolders, type ScanMemo, scanContent, scanKey } from './scan';
import { loadSidebars } from './sidebars-file';
import type { AssetFile, Author, ContentGraph, Doc, Page, Post } from './types';
import { unsafePathCheck, type UnsafeCheck } from './unsafe-path';

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
  /** The last build's scans of the content folders, while they still stand (its snapshot's). */
  scans?: ScanMemo;
}

/** Owned by the caller (the dev server's DevCache). */
export type FrontMatterCache = Map<string, { text: string; parsed: ParsedSource }>;

/** A section folder as the diagnostics name it: relative to the site folder. */
const rel = (config: ResolvedConfig, dir: string) => posix(relative(config.root, dir)) || '.';

const posix = (p: string) => p.split(sep).join('/');

export async function loadContent(config: ResolvedConfig, options: LoadContentOptions = {}): Promise<ContentGraph> {
  const diagnostics: Diagnostic[] = [];
  const files = await scanFiles(config, diagnostics, options.scans);
  const unsafePath = unsafePathCheck(diagnostics);

  // 1. Data files.
  const data = loadSectionData({ config, files, diagnostics, unsafePath });
  const { authors, unsafeAuthors } = data;

  // 2. Read every entry and parse its front matter; 3. prepare: dates, slugs and permalinks (cheap), so links
  // between entries can be resolved. Drafts are left out of production builds entirely (links to them
  // become broken links).
  const sources = await readSources([...files.blog, ...files.docs, ...files.pages], options);
  const includeDrafts = !!options.includeDrafts;
  const prepared = prepareEntries({ config, files, sources, includeDrafts, diagnostics, unsafePath });
  const visible = prepared.filter((p) => includeDrafts || p.parsed.data.draft !== true);

  // 4. Build: render Markdown once per entry, then the posts, docs and pages.
  const commits = contentCommits(config, [...new Set([config.dirs.blog, config.dirs.docs])], diagnostics);
  const built = await buildEntries({
    config,
    visible,
    ...data,
    commits,
    pool: options.pool,
    markdown: options.markdown,
    cache: options.cache,
    diagnostics,
    unsafePath,
  });

  // 5. Dedupe: one URL per slug (the second claimant is reported and left out).
  // Each entry's parse, asked where a key is only for a diagnostic (cached parses make the Map when asked).
  const parsedOf = new Map(visible.map((p) => [p.file, p.parsed]));
  const [posts, docs, pages] = oneEntryPerUrl([built.posts, built.docs, built.pages], parsedOf, diagnostics);

  posts.sort((a, b) => (a.date === b.date ? a.permalink.localeCompare(b.permalink) : a.date < b.date ? 1 : -1));
  for (const key of unsafeAuthors) authors.delete(key);

  const docTree = await docsNavigation({ config, files, docs, prepared, visible, parsedOf, diagnostics, unsafePath });
  return {
    posts,
    authors,
    tags: sectionTags(data.postTags, posts),
    docTags: sectionTags(data.docTags, docs),
    docs,
    ...docTree,
    pages,
    assets: [...built.assets, ...data.authorImages],
    partials: built.partials,
    diagnostics,
    // The excluded docs too: a sidebar may name one (and is told it is excluded), so an edit of its id counts.
    files: [...files.blog, ...files.docs, ...files.pages, ...files.data, ...files.unused, ...files.excludedDocs],
  };
}

/** The content files, with files that are not read reported; a disabled blog's files are reported, not read. */
async function scanFiles(config: ResolvedConfig, diagnostics: Diagnostic[], scans?: ScanMemo): Promise<ContentFiles> {
  const folders: ContentFolders = {
    content: config.contentDir,
    ...config.dirs,
    exclude: { blog: config.blog.exclude, docs: config.docs.exclude, pages: config.pages.exclude },
  };
  const key = scanKey(folders);
  let scan = scans?.get(key);
  if (!scan) {
    scan = await scanContent(folders);
    scans?.set(key, scan);
  }
  const { files, diagnostics: scanDiagnostics } = scan;
  diagnostics.push(...scanDiagnostics, ...(config.mdxComponents?.problems ?? []));
  // The folders of further blogs and docs are read as instances of their own (content/instances.ts).
  const instanceFolders = instanceDirs(config).map((d) => d + sep);
  files.unused = files.unused.filter((f) => !instanceFolders.some((d) => f.startsWith(d)));
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
    leaveOut(files, 'blog', (f) => dirname(f) === blogDir);
  }
  const docsDir = config.dirs.docs;
  if (!config.docs.enabled) {
    // No docs (docs: false, Docusaurus's blog-only sites): likewise, with the category and tags files under it.
    if (files.docs.length)
      diagnostics.push(
        warning(
          'CONTENT_DOCS_DISABLED',
          { count: files.docs.length, docs: rel(config, docsDir) },
          { file: files.docs[0], line: 1, column: 1 },
        ),
      );
    leaveOut(files, 'docs', (f) => f.startsWith(docsDir + sep));
  }
  return files;
}

/** A turned-off section's entries and data files are not read; its entries stay inputs of the build
 *  (files.unused), so adding or removing one is seen by an incremental build. */
function leaveOut(files: ContentFiles, section: 'blog' | 'docs', isData: (file: string) => boolean): void {
  files.unused = [...files.unused, ...files[section]].sort();
  files[section] = [];
  files.data = files.data.filter((f) => !isData(f));
}

/** The blog's authors and tags and the docs' tags, from their data files; author pages with unsafe URLs are named. */
function loadSectionData(ctx: {
  config: ResolvedConfig;
  files: ContentFiles;
  diagnostics: Diagnostic[];
  unsafePath: UnsafeCheck;
}): {
  authors: Map<string, Author>;
  /** The local images of the authors, copied like Markdown images. */
  authorImages: AssetFile[];
  postTags: TagSection;
  docTags: TagSection;
  unsafeAuthors: Set<string>;
} {
  const { config, files, diagnostics, unsafePath } = ctx;
  const blogDir = config.dirs.blog;
  const docsDir = config.dirs.docs;
  const dataFile = (name: RegExp) => files.data.find((f) => dirname(f) === blogDir && name.test(basename(f)));
  const authorsFile = dataFile(/^authors\.ya?ml$/);
  const authors = loadAuthors(authorsFile, diagnostics);
  const authorImages = authorsFile
    ? resolveAuthorImages(authors.values(), {
        file: authorsFile,
        blogDir,
        staticDirs: config.staticDirectories,
        diagnostics,
      })
    : [];
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
  return { authors, authorImages, postTags, docTags, unsafeAuthors };
}

/** The docs' categories and sidebars (autogenerated, or the sidebars file's), and their pagination checked. */
async function docsNavigation(ctx: {
  config: ResolvedConfig;
  files: ContentFiles;
  docs: Doc[];
  prepared: Prepared[];
  visible: Prepared[];
  parsedOf: Map<string, ParsedSource>;
  diagnostics: Diagnostic[];
  unsafePath: UnsafeCheck;
}): Promise<Pick<ContentGraph, 'categories' | 'sidebars' | 'sidebarsFile'>> {
  const { config, docs, diagnostics, unsafePath } = ctx;
  // No docs (docs: false): no categories, no sidebars, and no sidebars file is read.
  if (!config.docs.enabled) return { categories: [], sidebars: new Map(), sidebarsFile: undefined };
  const { categories, sidebar } = buildDocTree({
    docsConfig: config.docs,
    docs,
    categoryFiles: ctx.files.data.filter((f) => CATEGORY_FILE.test(basename(f))),
    docsDir: config.dirs.docs,
    diagnostics,
    unsafePath,
  });
  const hiddenDocIds = new Set(
    ctx.prepared.filter((p) => p.kind === 'doc' && !ctx.visible.includes(p)).map((p) => p.slug),
  );
  const sidebars = await loadSidebars({
    config,
    docs,
    hiddenDocIds,
    excludedDocs: excludedDocIds(config, ctx.files.excludedDocs),
    autogenerated: sidebar,
    diagnostics,
    unsafePath,
  });
  checkDocPagination(
    docs,
    hiddenDocIds,
    (d, key) => keyLocation(d.file, ctx.parsedOf.get(d.file)?.keyLocations ?? new Map(), key),
    diagnostics,
  );
  return { categories, sidebars: sidebars.sidebars, sidebarsFile: sidebars.file };
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
