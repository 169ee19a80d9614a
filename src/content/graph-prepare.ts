// Content stage, step "prepare": each readable entry's kind, date, slug and permalink (cheap), so links between
// entries can be resolved before any Markdown is rendered.
import { extname, relative, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load-config';
import type { Diagnostic } from '../errors/blogctl-error';
import { pagePermalink } from '../shared/permalinks';
import { preparePost, type PreparePostContext } from './blog-entries';
import { prepareDoc, type PrepareDocContext } from './doc-entries';
import type { ParsedSource } from './front-matter';
import type { Source } from './read-sources';
import type { scanContent } from './scan';
import { isReactPage, reactPageSource } from './site-components/react-pages';
import type { UnsafeCheck } from './unsafe-path';

/** An entry prepared: its kind, file, parse and URL. */
export interface Prepared {
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
  /** Docs: whether the file is its folder's category index (doc-entries.ts). */
  isCategoryIndex?: boolean;
}

export type ContentFiles = Awaited<ReturnType<typeof scanContent>>['files'];

/** What prepareEntries reads. */
export interface PrepareInput {
  config: ResolvedConfig;
  files: ContentFiles;
  sources: Map<string, Source>;
  includeDrafts: boolean;
  diagnostics: Diagnostic[];
  unsafePath: UnsafeCheck;
}

/**
 * Each readable entry with its kind, date, slug and permalink. Entries without a usable date, or whose URL
 * would leave the output folder, are reported and left out.
 */
export function prepareEntries(input: PrepareInput): Prepared[] {
  const { config, files, sources, diagnostics, unsafePath } = input;
  const prepared: Prepared[] = [];
  const valueLoc = (file: string, parsed: ParsedSource, key: string) => ({
    file,
    ...(parsed.keyLocations.get(`${key}[${String(parsed.data[key])}]`) ??
      parsed.keyLocations.get(key) ?? { line: 1, column: 1 }),
  });
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
    includeDrafts: input.includeDrafts,
    diagnostics,
    unsafePath,
    valueLoc,
  };
  for (const file of files.blog) {
    const parsed = read(file);
    const post = parsed && preparePost(file, parsed, postContext);
    if (post) prepared.push(post);
  }
  const docContext: PrepareDocContext = { config, docsDir: config.dirs.docs, diagnostics, unsafePath, valueLoc };
  for (const file of files.docs) {
    const parsed = read(file);
    const doc = parsed && prepareDoc(file, parsed, docContext);
    if (doc) prepared.push(doc);
  }
  for (const file of files.pages) {
    const parsed = read(file);
    const page = parsed && preparePage(file, parsed, input);
    if (page) prepared.push(page);
  }
  return prepared;
}

/** A page of the pages folder: a Markdown page, or a React page whose front matter is its `meta` export. */
function preparePage(file: string, markdown: ParsedSource, input: PrepareInput): Prepared | null {
  const { config } = input;
  let parsed = markdown;
  if (isReactPage(file)) {
    // A React page: its front matter comes from its `meta` export (it has no Markdown body).
    parsed = reactPageSource(file, parsed.body, {
      title: config.title,
      tagline: config.tagline ?? '',
      url: config.url,
      baseUrl: config.baseUrl,
    });
    input.diagnostics.push(...parsed.diagnostics);
  }
  // The page's path in the pages folder without its extension (`about`, `legal/terms`, `timeline/index`).
  const name = relative(config.dirs.pages, file).slice(0, -extname(file).length).split(sep).join('/');
  const permalink = pagePermalink(name);
  if (input.unsafePath(permalink, { source: 'page-file', value: name }, { file, line: 1, column: 1 })) return null;
  return { kind: 'page', file, parsed, permalink, slug: name };
}
