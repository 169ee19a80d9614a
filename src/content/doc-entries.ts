// A docs file's id, URL and place: its id is its path under the docs folder (number prefixes stripped, as
// Docusaurus does) or its front matter `id` in the same folder; its URL follows the id, or its `slug`.
import { readFileSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load-config';
import { error, type Diagnostic, type SourceLocation } from '../errors/blogctl-error';
import { docPermalink, isCategoryIndexId } from '../shared/permalinks';
import { parseFrontMatter, type ParsedSource } from './front-matter';
import type { UnsafeCheck } from './unsafe-path';
import { parseNumberPrefix, stripNumberPrefixes } from './number-prefix';

export interface PreparedDoc {
  kind: 'doc';
  file: string;
  parsed: ParsedSource;
  permalink: string;
  /** The doc id. */
  slug: string;
  /** The folder under the docs folder, as on disk ('' at the top). */
  dir: string;
  /** The number prefix of the file name, the sidebar position when the front matter gives none. */
  numberPrefix?: number;
  /** Whether the file is its folder's category index (Docusaurus judges the file and folder names as on disk). */
  isCategoryIndex: boolean;
}

export interface PrepareDocContext {
  config: ResolvedConfig;
  docsDir: string;
  diagnostics: Diagnostic[];
  unsafePath: UnsafeCheck;
  valueLoc: (file: string, parsed: ParsedSource, key: string) => SourceLocation;
}

const posix = (p: string) => p.split(sep).join('/');

/** The id of the doc at `relPath` (its path under the docs folder, `/`-separated, without the extension), given its
 *  front matter: number prefixes stripped unless the site or the doc says not to, the front matter `id` in place of
 *  the file name. */
export function docIdOf(
  relPath: string,
  data: { id?: string; parse_number_prefixes?: unknown },
  numberPrefixes: boolean,
): string {
  const idPath = numberPrefixes && data.parse_number_prefixes !== false ? stripNumberPrefixes(relPath) : relPath;
  return data.id ? posix(join(dirname(idPath), data.id)).replace(/^\.\//, '') : idPath;
}

/** The docs `docs.exclude` leaves out, by id (→ the file, relative to the site), their front matter read when
 *  first asked: a sidebar naming one is told it is excluded. A file that cannot be read or parsed keeps its path id. */
export function excludedDocIds(config: ResolvedConfig, files: string[]): () => Map<string, string> {
  let ids: Map<string, string> | undefined;
  const idOf = (file: string): string => {
    const relPath = posix(relative(config.dirs.docs, file)).replace(/\.mdx?$/, '');
    let data = {};
    try {
      data = parseFrontMatter(readFileSync(file, 'utf8'), file).data;
    } catch {
      // Its own problems are not this build's: the file is not built.
    }
    return docIdOf(relPath, data, config.docs.numberPrefixes);
  };
  return () => (ids ??= new Map(files.map((f) => [idOf(f), posix(relative(config.root, f))])));
}

/** The doc of a docs file, or null (reported) when its id or URL is unsafe. */
export function prepareDoc(file: string, parsed: ParsedSource, ctx: PrepareDocContext): PreparedDoc | null {
  const { config, valueLoc, unsafePath } = ctx;
  // The problems in the docs' own fields (sidebar_position…), which the front matter check kept for docs.
  ctx.diagnostics.push(...(parsed.kindDiagnostics?.doc ?? []));
  const relPath = posix(relative(ctx.docsDir, file)).replace(/\.mdx?$/, '');
  // Docusaurus strips number prefixes from the folders and the file name (`01-guides/02-setup` → `guides/setup`)
  // unless the doc's `parse_number_prefixes: false` or the site's `docs.numberPrefixes: false` says not to.
  const stripPrefixes = config.docs.numberPrefixes && parsed.data.parse_number_prefixes !== false;
  // As Docusaurus's isCategoryIndex: the names on disk, number prefixes and any `id` aside (`01-readme.md` is not
  // an index, `guides/guides.md` is).
  const isIndex = isCategoryIndexId(relPath);
  // Docusaurus refuses an id with a slash; one with ".." would also climb out of the doc's folder.
  if (parsed.data.id !== undefined && /[/\\]/.test(parsed.data.id)) {
    ctx.diagnostics.push(
      error('CONTENT_UNSAFE_PATH', { kind: 'doc-id-slash', id: parsed.data.id }, valueLoc(file, parsed, 'id')),
    );
    return null;
  }
  const id = docIdOf(relPath, parsed.data, config.docs.numberPrefixes);
  const permalink = docPermalink(config.docs.routeBasePath, id, isIndex, parsed.data.slug);
  const bad =
    parsed.data.slug !== undefined
      ? unsafePath(permalink, { source: 'doc-slug', value: parsed.data.slug }, valueLoc(file, parsed, 'slug'))
      : parsed.data.id !== undefined
        ? unsafePath(permalink, { source: 'doc-id', value: parsed.data.id }, valueLoc(file, parsed, 'id'))
        : unsafePath(permalink, { source: 'doc-path', value: relPath }, { file, line: 1, column: 1 });
  if (bad) return null;
  const dir = posix(dirname(relPath));
  const numberPrefix = stripPrefixes ? parseNumberPrefix(basename(relPath)).prefix : undefined;
  return {
    kind: 'doc',
    file,
    parsed,
    permalink,
    slug: id,
    dir: dir === '.' ? '' : dir,
    numberPrefix,
    isCategoryIndex: isIndex,
  };
}
