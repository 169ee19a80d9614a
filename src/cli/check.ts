// `blogctl check`: validate config and content without writing anything; compiler-style output.
import { relative, sep } from 'node:path';
import type { Command } from 'commander';
import pc from 'picocolors';
import { parseChoice } from './flags';
import { formatDiagnostics, plural, progressRenderer } from './report';
import type { GlobalOptions } from './main';

export function registerCheck(program: Command, globals: () => GlobalOptions): void {
  program
    .command('check')
    .description('check config, front matter, links and images without building (example: blogctl check --strict)')
    .option(
      '--format <format>',
      'output format: text or json',
      parseChoice('--format', ['text', 'json'] as const, 'CHECK_BAD_FORMAT'),
      'text',
    )
    .option('--strict', 'treat warnings as errors', false)
    .option('--quiet', 'no progress: print only the diagnostics and the result line', false)
    .action(async (opts: { format: 'text' | 'json'; strict: boolean; quiet: boolean }) => {
      const { cwd, debug } = globals();
      const started = performance.now();
      // Progress on stderr (text format only): an updating line on a terminal, a line per stage elsewhere.
      const progress = opts.quiet || opts.format === 'json' ? undefined : progressRenderer(process.stderr);
      // Loaded on use, so `blogctl --help` and other commands start without it.
      const { check } = await import('../api/check');
      const result = await check({ root: cwd, strict: opts.strict, onProgress: progress?.onProgress }).finally(() =>
        progress?.done(),
      );
      const ms = performance.now() - started;
      if (opts.format === 'json') {
        // File paths relative to the site folder, as in the text output.
        const diagnostics = result.diagnostics.map((d) =>
          d.loc ? { ...d, loc: { ...d.loc, file: relative(cwd, d.loc.file).split(sep).join('/') || d.loc.file } } : d,
        );
        console.log(
          JSON.stringify(
            {
              ok: result.ok,
              errors: result.errors,
              warnings: result.warnings,
              files: result.files,
              ms: Math.round(ms),
              diagnostics,
            },
            null,
            2,
          ),
        );
      } else {
        for (const block of formatDiagnostics(result.diagnostics, { cwd, debug })) console.log(block + '\n');
        const summary = `${plural(result.errors, 'error')}, ${plural(result.warnings, 'warning')} in ${plural(result.files, 'file')} (${ms.toFixed(0)} ms)`;
        console.log(result.ok ? `${pc.green('✓')} ${summary}` : `${pc.red('✗')} ${summary}`);
      }
      if (!result.ok) process.exitCode = 1;
    });
}
