// Content stage, step "read": each entry's text read and its front matter parsed — from the caches while the
// text is unchanged, in worker threads for cold builds of large sites, else here.
import type { Diagnostic } from '../errors/blogctl-error';
import { hashOf } from '../util/hash';
import type { ParsedSource } from './front-matter';
import type { LoadContentOptions } from './graph';
import { bodyStartOf } from './markdown-cache';
import { readTextFile } from './scan';
import type { FrontMatterResult } from './worker-tasks';

export type Source = { problems: Diagnostic[]; parsed?: ParsedSource };

/**
 * Reads each entry and parses its front matter. Parsed front matter comes from the cache while a file's text
 * is unchanged; the YAML parser is loaded only for the files that changed. A cold build of a large site
 * reads and parses in worker threads (then renders Markdown there).
 */
export async function readSources(entryFiles: string[], options: LoadContentOptions): Promise<Map<string, Source>> {
  const sources = new Map<string, Source>();
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
  return sources;
}

