// `blogctl build`: flags → build(options) → progress and summary. Output modes:
//   default   progress on stderr (an updating line on a terminal, one line per finished stage elsewhere),
//             diagnostics on stderr, the summary on stdout;
//   --quiet   no progress: diagnostics (errors and warnings) on stderr and the one result line;
//   --json    one JSON summary on stdout and nothing else there (diagnostics are in it; nothing on stderr).
import { isAbsolute, relative, sep } from 'node:path';
import type { Command } from 'commander';
import pc from 'picocolors';
import type { BuildResult } from '../api/build';
import type { ProgressListener } from '../core/progress';
import type { Diagnostic } from '../errors/blogctl-error';
import { plural, printDiagnostics, progressRenderer } from './report';
import type { GlobalOptions } from './main';

interface BuildFlags {
  outDir?: string;
  drafts: boolean;
  quiet: boolean;
  json: boolean;
}

export function registerBuild(program: Command, globals: () => GlobalOptions): void {
  program
    .command('build')
    .description('build the site into the output folder (example: blogctl build --out-dir public)')
    .option('--out-dir <dir>', 'output folder, relative to the site root', undefined)
    .option('--drafts', 'include posts and docs marked draft: true', false)
    .option('--quiet', 'no progress: print only errors, warnings and the result line', false)
    .option(
      '--json',
      'print one JSON summary on stdout (routes, files, diagnostics, stage times) and nothing else',
      false,
    )
    .action(async (opts: BuildFlags) => {
      const { cwd, debug } = globals();
      const started = performance.now();
      const progress = opts.quiet || opts.json ? undefined : progressRenderer(process.stderr);
      // --json: what each stage handled, from the same events.
      const counts = new Map<string, { count: number; unit: string }>();
      const onProgress: ProgressListener | undefined = opts.json
        ? (e) =>
            e.type === 'end' && e.count !== undefined && counts.set(e.stage, { count: e.count, unit: e.unit ?? '' })
        : progress?.onProgress;
      // Loaded on use, so `blogctl --help` and other commands start without it.
      const { build } = await import('../api/build');
      let result: BuildResult;
      try {
        result = await build({
          root: cwd,
          outDir: opts.outDir,
          includeDrafts: opts.drafts,
          onProgress,
          onStage: (name) => debug && !opts.json && console.error(pc.dim(`… ${name}`)),
        });
      } finally {
        progress?.done();
      }
      const total = performance.now() - started;
      if (!result.ok) process.exitCode = 1;
      if (opts.json) {
        console.log(JSON.stringify(jsonSummary(result, cwd, total, counts), null, 2));
        return;
      }
      const { errors, warnings } = printDiagnostics(result.diagnostics, { cwd, debug });
      if (!result.ok) {
        console.error(
          pc.red(
            `✗ Build failed with ${plural(errors, 'error')}${warnings ? ` and ${plural(warnings, 'warning')}` : ''}. The previous output was left untouched.`,
          ),
        );
        return;
      }
      console.log(
        `${pc.green('✓')} ${result.routes} routes${result.reused ? ` (${result.reused} unchanged)` : ''} written to ${pc.bold(result.outDir ?? '')} in ${(total / 1000).toFixed(2)}s${opts.quiet && warnings ? `, ${plural(warnings, 'warning')}` : ''}`,
      );
      if (opts.quiet) return;
      const stages = result.timings.map((t) => `${t.name} ${t.ms.toFixed(0)}ms`).join(pc.dim(' · '));
      console.log(pc.dim(`  ${stages}`));
      console.log(
        pc.dim(
          `  client JS ${(result.assetBytes.js / 1024).toFixed(1)} KB, CSS ${(result.assetBytes.css / 1024).toFixed(1)} KB (raw)${warnings ? `, ${plural(warnings, 'warning')}` : ''}`,
        ),
      );
    });
}

/** The --json summary: everything a CI step needs, paths relative to the site folder. */
function jsonSummary(
  result: BuildResult,
  cwd: string,
  totalMs: number,
  counts: Map<string, { count: number; unit: string }>,
) {
  const rel = (file: string) => {
    const r = relative(cwd, file);
    return !r || r.startsWith('..') || isAbsolute(r) ? file : r.split(sep).join('/');
  };
  const diagnostic = (d: Diagnostic) => ({
    severity: d.severity,
    code: d.code,
    message: d.text,
    ...(d.loc ? { file: rel(d.loc.file), line: d.loc.line ?? null, col: d.loc.column ?? null } : {}),
    ...(d.hint ? { hint: d.hint } : {}),
  });
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  const warnings = result.diagnostics.filter((d) => d.severity !== 'error');
  return {
    ok: result.ok,
    outDir: result.outDir ? rel(result.outDir) : null,
    routes: result.routes,
    reusedRoutes: result.reused,
    files: result.fileCount ?? 0,
    filesWritten: result.filesWritten ?? 0,
    outputMode: result.outputMode ?? null,
    errors: errors.map(diagnostic),
    warnings: warnings.map(diagnostic),
    stages: result.timings.map((t) => ({ name: t.name, ms: Math.round(t.ms), ...counts.get(t.name) })),
    totalMs: Math.round(totalMs),
    assetBytes: result.assetBytes,
  };
}
