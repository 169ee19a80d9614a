// Content stage, step "read": each entry's text read and its front matter parsed — from the caches while the
// text is unchanged, in worker threads for cold builds of large sites, else here.
import type { Diagnostic } from '../errors/blogctl-error';
import { hashOf } from '../util/hash';
import type { ParsedSource } from './front-matter';
import type { LoadContentOptions } from './graph';
import { statSync } from 'node:fs';
import { bodyStartOf, fileStamp } from './markdown-cache';
import { readTextFile } from './scan';
import type { FrontMatterResult } from './worker-tasks';

export type Source = { problems: Diagnostic[]; parsed?: ParsedSource };

/** The hash of the text each parsed source was read from (when the Markdown cache is on): jobs carry it. */
const sourceHashes = new WeakMap<ParsedSource, string>();
export const sourceHashOf = (parsed: ParsedSource): string | undefined => sourceHashes.get(parsed);

/**
 * A file's stat stamp (markdown-cache.ts fileStamp) from stats the build already took before reading anything
 * (the site snapshot's); undefined for a file they do not cover.
 */
export type FileStamps = (file: string) => string | undefined;

/** The file's stat stamp (markdown-cache.ts fileStamp), '' when it cannot be taken or is racy. */
function statStamp(file: string, now: number, known?: FileStamps): string {
  const stamp = known?.(file);
  if (stamp !== undefined) return stamp;
  try {
    return fileStamp(statSync(file), now);
  } catch {
    return '';
  }
}

/** The body of an unchanged file, read when something asks for it (the text as readTextFile gives it). */
function readBody(file: string, start: number): string {
  return (readTextFile(file, []) ?? '').slice(start);
}

/**
 * Reads each entry and parses its front matter. Parsed front matter comes from the cache while a file's text
 * is unchanged; the YAML parser is loaded only for the files that changed. A cold build of a large site
 * reads and parses in worker threads (then renders Markdown there).
 */
export async function readSources(entryFiles: string[], options: LoadContentOptions): Promise<Map<string, Source>> {
  const sources = new Map<string, Source>();
  const coldCache = !options.cache || options.cache.frontMatterCount < entryFiles.length / 2;
  const pool =
    coldCache && !options.markdown && !options.frontMatterCache ? options.pool?.get(entryFiles.length) : undefined;
  const now = Date.now();
  if (pool) {
    // Stats taken before the workers read: a file changed in between has a different stat next time.
    const stats = entryFiles.map((f) => (options.cache ? statStamp(f, now, options.fileStamps) : ''));
    const results = await pool.run<string, FrontMatterResult>('frontMatter', entryFiles, 64);
    results.forEach((r, i) => {
      sources.set(entryFiles[i], r);
      if (r.parsed && r.hash)
        options.cache?.setFrontMatter(entryFiles[i], r.hash, r.parsed, r.bodyStart, r.problems.length ? '' : stats[i]);
      if (r.parsed && r.hash) sourceHashes.set(r.parsed, r.hash);
    });
  }
  let parse: ((text: string, file: string) => ParsedSource) | undefined;
  for (const file of pool ? [] : entryFiles) {
    const problems: Diagnostic[] = [];
    // Stat first: a file whose stat is the one recorded with its parsed front matter is not read or hashed.
    const stat = options.cache && !options.frontMatterCache ? statStamp(file, now, options.fileStamps) : '';
    const known = stat ? options.cache!.frontMatterByStat(file, stat, (start) => readBody(file, start)) : undefined;
    if (known) {
      sourceHashes.set(known.parsed, known.hash);
      sources.set(file, { problems, parsed: known.parsed });
      continue;
    }
    const text = readTextFile(file, problems);
    let parsed: ParsedSource | undefined;
    if (text !== null) {
      const hit = options.frontMatterCache?.get(file);
      if (hit && hit.text === text) parsed = hit.parsed;
      else {
        const hash = options.cache ? hashOf(text) : '';
        // The stat is recorded only for a text that read cleanly (no warning to repeat without reading it).
        const cleanStat = problems.length ? '' : stat;
        parsed = options.cache?.getFrontMatter(file, hash, text, cleanStat);
        if (!parsed) {
          parse ??= (await import('./front-matter')).parseFrontMatter;
          parsed = parse(text, file);
          options.cache?.setFrontMatter(file, hash, parsed, bodyStartOf(text, parsed), cleanStat);
        }
        if (options.cache) sourceHashes.set(parsed, hash);
      }
      options.frontMatterCache?.set(file, { text, parsed });
    }
    sources.set(file, { problems, parsed });
  }
  return sources;
}
