// check(options): the shared analysis (core/analyze.ts) without rendering or writing: config → content →
// routes → validation, diagnostics sorted by location.
import { join } from 'node:path';
import { loadConfig } from '../config/load-config';
import type { UserConfig } from '../config/schema';
import { MarkdownCache, markdownCacheKey } from '../content/markdown-cache';
import { SitePipeline } from '../core/pipeline';
import { progressRunner, type ProgressListener } from '../core/progress';
import { isBlogctlError, type Diagnostic } from '../errors/blogctl-error';
import { siteCacheDir } from '../util/site-cache';

export interface CheckOptions {
  root?: string;
  config?: UserConfig;
  /** Treat warnings as errors. @default false */
  strict?: boolean;
  /** Reuse (and refresh) the rendered-Markdown cache that build keeps in .blogctl/cache. @default true */
  cache?: boolean;
  /** Progress events of the stages check runs (content, routes, validate). */
  onProgress?: ProgressListener;
}

export interface CheckResult {
  ok: boolean;
  diagnostics: Diagnostic[];
  errors: number;
  warnings: number;
  files: number;
}

export async function check(options: CheckOptions = {}): Promise<CheckResult> {
  const diagnostics: Diagnostic[] = [];
  let files = 0;
  try {
    const config = await loadConfig({ root: options.root, inline: options.config });
    // Same file and key as build's Markdown cache: entries rendered by a build (or an earlier check) are reused,
    // diagnostics included, so a pre-commit hook re-renders only what changed. It is a cache, not output.
    // A cache folder that cannot be written (read-only checkout) is skipped with one warning.
    const cacheDir = options.cache !== false ? siteCacheDir(config.root) : undefined;
    const markdownCache = cacheDir
      ? MarkdownCache.open(join(cacheDir, 'markdown'), markdownCacheKey(config))
      : undefined;
    // check writes nothing, so it builds no search index.
    const analysis = await new SitePipeline(config, {
      caches: { markdown: markdownCache },
      stage: options.onProgress && progressRunner([], options.onProgress),
    }).analyze({ searchIndex: false });
    try {
      await markdownCache?.save();
    } catch {
      // A read-only checkout still gets checked, only without the cache.
    }
    files = analysis.graph.files.length;
    diagnostics.push(...analysis.diagnostics);
  } catch (err) {
    if (!isBlogctlError(err)) throw err;
    diagnostics.push(...err.diagnostics);
  }
  const sorted = diagnostics.sort(
    (a, b) =>
      (a.loc?.file ?? '').localeCompare(b.loc?.file ?? '') ||
      (a.loc?.line ?? 0) - (b.loc?.line ?? 0) ||
      (a.loc?.column ?? 0) - (b.loc?.column ?? 0),
  );
  const finalDiagnostics = options.strict ? sorted.map((d) => ({ ...d, severity: 'error' as const })) : sorted;
  const errors = finalDiagnostics.filter((d) => d.severity === 'error').length;
  return { ok: errors === 0, diagnostics: finalDiagnostics, errors, warnings: finalDiagnostics.length - errors, files };
}
