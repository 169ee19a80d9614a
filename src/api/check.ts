// check(options): the shared analysis (core/session.ts) without rendering or writing: config → content →
// routes → validation, with no search index; diagnostics sorted by location (all errors with --strict).
import { loadConfig } from '../config/load-config';
import type { UserConfig } from '../config/schema';
import { progressRunner, type ProgressListener } from '../core/progress';
import { BuildSession } from '../core/session';
import { isBlogctlError, type Diagnostic } from '../errors/blogctl-error';

export interface CheckOptions {
  root?: string;
  config?: UserConfig;
  /** Treat warnings as errors. @default false */
  strict?: boolean;
  /** Reuse (and refresh) the caches that build keeps in .blogctl/cache (rendered Markdown, link check, route
   *  structure): a pre-commit hook checks again only what changed. They are caches, not output. @default true */
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
  let diagnostics: Diagnostic[];
  let files = 0;
  try {
    const config = await loadConfig({ root: options.root, inline: options.config });
    const run = await new BuildSession({
      config,
      caches: options.cache === false ? 'none' : 'site',
      // check writes nothing, so it builds no search index.
      searchIndex: false,
      stage: options.onProgress && progressRunner([], options.onProgress),
    }).analyze();
    files = run.analysis?.graph.files.length ?? 0;
    diagnostics = run.diagnostics;
  } catch (err) {
    if (!isBlogctlError(err)) throw err;
    diagnostics = err.diagnostics;
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
