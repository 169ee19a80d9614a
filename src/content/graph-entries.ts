// Content stage, step "build": each visible entry's Markdown rendered once (cache, workers or in-process), then
// its post, doc or page record with title, description, tags, authors and meta.
import { basename, dirname, relative, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load-config';
import { warning, type Diagnostic, type SourceLocation } from '../errors/blogctl-error';
import type { UrlSettings } from '../shared/urls';
import type { LazyPool } from '../util/worker-pool';
import { entryMeta } from './entry-meta';
import { entryTags, type TagSection } from './entry-tags';
import { recordEntrySource } from './entry-source';
import type { ParsedSource } from './front-matter';
import { frontMatterImage } from './front-matter-image';
import type { Prepared } from './graph-prepare';
import { htmlFacts } from './html-facts';
import type { CommitInfo } from './last-update';
import type { MarkdownRenderer, RenderedMarkdown } from './markdown';
import type { MarkdownCache } from './markdown-cache';
import { markdownOptionsOf } from './markdown-options';
import { fenceLanguagesOf } from './markdown-plugins/fence-words';
import { markdownFeatureAssets } from './math-assets';
import { postAuthors } from './post-authors';
import { sourceHashOf } from './read-sources';
import { renderEntry, renderEntriesInPool, type EntryJob, type EntryOutput } from './render-entries';
import { isReactPage, reactPageContent } from './site-components/react-pages';
import type { AssetFile, Author, Doc, Page, Post } from './types';
import { reportUnsupportedFields } from './unsupported-fields';
import type { UnsafeCheck } from './unsafe-path';
import type { MarkdownContextMessage } from './worker-tasks';

const posix = (p: string) => p.split(sep).join('/');

/** What buildEntries reads: the entries left after drafts, the data they refer to, and the renderers. */
export interface BuildEntriesInput {
  config: ResolvedConfig;
  visible: Prepared[];
  authors: Map<string, Author>;
  postTags: TagSection;
  docTags: TagSection;
  unsafeAuthors: Set<string>;
  commits?: Map<string, CommitInfo>;
  pool?: LazyPool;
  markdown?: MarkdownRenderer;
  cache?: MarkdownCache;
  diagnostics: Diagnostic[];
  unsafePath: UnsafeCheck;
}

/** What one entry's record is made from (shared by every entry of a build). */
interface EntryContext {
  input: BuildEntriesInput;
  assets: Map<string, AssetFile>;
  contentRoots: string[];
  siteRoot: string;
  /** A file's path from the site folder, with "/" separators. */
  rel: (file: string) => string;
}

/** Renders the entries' Markdown (cache, workers or in-process) and builds the posts, docs and pages. */
export async function buildEntries(
  input: BuildEntriesInput,
): Promise<{ posts: Post[]; docs: Doc[]; pages: Page[]; assets: AssetFile[]; partials: string[] }> {
  const { config, visible, diagnostics } = input;
  const outputs = await renderVisible(input);
  const assets = new Map<string, AssetFile>();
  const partials = new Set<string>();
  for (const out of outputs) {
    diagnostics.push(...out.diagnostics);
    for (const a of out.assets) assets.set(a.to, { from: a.from, to: a.to, ...(a.resize && { resize: a.resize }) });
    for (const [file] of out.partials ?? []) partials.add(file);
  }
  // A file under the site folder (every scanned one): its path relative to it is its suffix (no normalizing).
  const rootPrefix = config.root.endsWith(sep) ? config.root : config.root + sep;
  const rel = (file: string) =>
    posix(
      file.startsWith(rootPrefix) && !file.includes(sep + '..')
        ? file.slice(rootPrefix.length)
        : relative(config.root, file),
    );
  const ctx: EntryContext = { input, assets, contentRoots: contentRootsOf(config), siteRoot: config.root, rel };
  const posts: Post[] = [];
  const docs: Doc[] = [];
  const pages: Page[] = [];
  visible.forEach((p, i) => {
    const entry = entryOf(p, outputs[i].result, ctx);
    if (!entry) return;
    if (entry.kind === 'post') posts.push(entry);
    else if (entry.kind === 'doc') docs.push(entry);
    else pages.push(entry);
    recordEntrySource(entry, sourceHashOf(p.parsed));
  });
  const featureAssets = markdownFeatureAssets(outputs.map((o) => o.result));
  return { posts, docs, pages, assets: [...assets.values(), ...featureAssets], partials: [...partials] };
}

/** Each visible entry's rendering, in order: its Markdown's, or a React page's (no Markdown). */
async function renderVisible(input: BuildEntriesInput): Promise<EntryOutput[]> {
  const { visible } = input;
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
    keepsContentTitle: p.kind !== 'post',
  }));
  const rendered = await renderEntries(jobs, {
    config: input.config,
    permalinks: byFile,
    pool: input.pool,
    markdown: input.markdown,
    cache: input.cache,
  });
  const renderedOf = new Map(markdownEntries.map((p, i) => [p, rendered[i]]));
  return visible.map(
    (p) => renderedOf.get(p) ?? { result: reactPageContent(p.file), diagnostics: [], assets: [], links: [] },
  );
}

/** One entry's record, or null when it has no usable title (an invalid one was reported by the front matter check). */
function entryOf(p: Prepared, content: RenderedMarkdown, ctx: EntryContext): Post | Doc | Page | null {
  const { config, diagnostics } = ctx.input;
  const fm = p.parsed.data;
  const loc = (key: string, fallback?: string) => keyLocation(p.file, p.parsed.keyLocations, key, fallback);
  let title = fm.title ?? firstHeading(content) ?? (p.kind === 'page' ? p.slug : undefined);
  if (title === undefined) {
    // A title that is there but invalid was reported by the front matter check.
    if ('title' in p.parsed.data || p.parsed.diagnostics.length) return null;
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
    source: ctx.rel(p.file),
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
    entryMeta(p.kind, base, config, ctx.input.commits, (key) => loc(key), diagnostics),
  );
  // Each kind's fields are added to `base` in place: a copy by spread with keys added after it takes a slow path
  // in V8 11 (Node.js 20), about 20 µs and a few KB of maps per entry (BENCHMARKS.md, issue 35).
  if (p.kind === 'post') return postOf(p, base, ctx);
  if (p.kind === 'doc') {
    const id = p.slug;
    return Object.assign(base, {
      kind: 'doc' as const,
      id,
      // The folder on disk (category files and `autogenerated` dirNames name folders as they are).
      dir: p.dir ?? '',
      isCategoryIndex: p.isCategoryIndex ?? false,
      sidebarPosition: fm.sidebar_position ?? p.numberPrefix,
      sidebarLabel: fm.sidebar_label ?? title,
      tags: entryTags(fm.tags, ctx.input.docTags, (t) => loc(`tags[${t}]`, 'tags'), ctx.input.unsafePath, diagnostics),
    });
  }
  return Object.assign(base, { kind: 'page' as const, name: p.slug });
}

/** A post's record: its authors, tags, image and reading time; a post without a truncate marker is reported. */
function postOf(
  p: Prepared,
  base: Omit<Post, 'kind' | 'slug' | 'date' | 'tags' | 'authors' | 'image' | 'keywords' | 'readingMinutes'>,
  ctx: EntryContext,
): Post {
  const { config, diagnostics, unsafePath } = ctx.input;
  const fm = p.parsed.data;
  const { content } = base;
  const loc = (key: string, fallback?: string) => keyLocation(p.file, p.parsed.keyLocations, key, fallback);
  const authorKeys = postAuthors(
    fm.authors ?? [],
    { relFile: ctx.rel(p.file), blogPath: config.blog.path, loc: (a) => loc(`authors[${a}]`, 'authors') },
    ctx.input.authors,
    ctx.input.unsafeAuthors,
    diagnostics,
  );
  const tags = entryTags(fm.tags, ctx.input.postTags, (t) => loc(`tags[${t}]`, 'tags'), unsafePath, diagnostics);
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
  return Object.assign(base, {
    kind: 'post' as const,
    slug: p.slug,
    date: p.date!,
    tags,
    authors: authorKeys,
    // Without an image, its location is not looked up (a cached parse would make its key locations for it).
    image:
      fm.image === undefined
        ? undefined
        : frontMatterImage(
            fm.image,
            p.file,
            [...ctx.contentRoots, ctx.siteRoot],
            ctx.assets,
            diagnostics,
            loc('image'),
          ),
    keywords: fm.keywords ?? [],
    readingMinutes: Math.max(1, Math.round(content.readingUnits / 400)),
  });
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

/** Where a front matter key is in its file (the first of `keys` found), else the file's first line. */
export function keyLocation(
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

/** The folders content files are read from (a relative image is copied from inside them or the site folder). */
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
