// The one place diagnostics and errors become terminal text and exit codes.
import pc from 'picocolors';
import { isBlogctlError, type Diagnostic } from '../errors/blogctl-error';
import { formatDiagnostic as format } from '../errors/format';

export interface ReportOptions {
  cwd: string;
  debug?: boolean;
  /** Show code frames. @default true */
  frames?: boolean;
}

/** `path:line:col  error|warning  message  (code)` plus hint and code frame (parts from errors/format.ts). */
export function formatDiagnostic(d: Diagnostic, opts: ReportOptions): string {
  const f = format(d, opts.cwd, { frames: opts.frames });
  const sev = f.severity === 'error' ? pc.red('error') : pc.yellow('warning');
  const lines = [`${pc.bold(f.location)}  ${sev}  ${f.text}  ${pc.dim(`(${f.code})`)}`];
  if (f.frame) lines.push(pc.dim(f.frame));
  if (f.hint) lines.push(`  ${pc.cyan('hint:')} ${f.hint}`);
  return lines.join('\n');
}

export function printDiagnostics(diagnostics: Diagnostic[], opts: ReportOptions): { errors: number; warnings: number } {
  const sorted = [...diagnostics].sort((a, b) => (a.loc?.file ?? '').localeCompare(b.loc?.file ?? '') || (a.loc?.line ?? 0) - (b.loc?.line ?? 0));
  for (const d of sorted) console.error(formatDiagnostic(d, opts) + '\n');
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  return { errors, warnings: diagnostics.length - errors };
}

/** Top-level catch: user errors print cleanly; anything else is an internal error with its stack. */
export function reportError(err: unknown, opts: ReportOptions): void {
  if (isBlogctlError(err)) {
    printDiagnostics(err.diagnostics, opts);
    if (opts.debug && err.stack) console.error(pc.dim(err.stack));
  } else {
    const e = err as Error;
    console.error(`${pc.red('Internal error:')} ${e?.message ?? String(err)}`);
    console.error(pc.dim(e?.stack ?? ''));
    console.error('This is a bug in blogctl. Please report it with the output above and the command you ran.');
  }
  process.exitCode = 1;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
