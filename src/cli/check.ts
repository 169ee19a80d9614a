// `blogctl check`: validate config and content without writing anything; compiler-style output.
import type { Command } from 'commander';
import pc from 'picocolors';
import { check } from '../api/check';
import { formatDiagnostic, plural } from './report';
import type { GlobalOptions } from './main';

export function registerCheck(program: Command, globals: () => GlobalOptions): void {
  program
    .command('check')
    .description('check config, front matter, links and images without building (example: blogctl check --strict)')
    .option('--format <format>', 'output format: text or json', 'text')
    .option('--strict', 'treat warnings as errors', false)
    .action(async (opts: { format: string; strict: boolean }) => {
      const { cwd, debug } = globals();
      const started = performance.now();
      const result = await check({ root: cwd, strict: opts.strict });
      const ms = performance.now() - started;
      if (opts.format === 'json') {
        console.log(JSON.stringify({ ok: result.ok, errors: result.errors, warnings: result.warnings, diagnostics: result.diagnostics }, null, 2));
      } else {
        for (const d of result.diagnostics) console.log(formatDiagnostic(d, { cwd, debug }) + '\n');
        const summary = `${plural(result.errors, 'error')}, ${plural(result.warnings, 'warning')} in ${plural(result.files, 'file')} (${ms.toFixed(0)} ms)`;
        console.log(result.ok ? `${pc.green('✓')} ${summary}` : `${pc.red('✗')} ${summary}`);
      }
      if (!result.ok) process.exitCode = 1;
    });
}
