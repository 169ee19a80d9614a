// The one place diagnostics and errors become terminal text and exit codes.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import pc from 'picocolors';
import { codeFrame } from '../errors/code-frame';
import { isBlogctlError, type Diagnostic } from '../errors/blogctl-error';

export interface ReportOptions {
  cwd: string;
  debug?: boolean;
  /** Show code frames. @default true */
  frames?: boolean;
}

/** `path:line:col  error|warning  message  (code)` plus hint and code frame. */
export function formatDiagnostic(d: Diagnostic, opts: ReportOptions): string {
  const where = d.loc ? `${relative(opts.cwd, d.loc.file) || d.loc.file}${d.loc.line ? `:${d.loc.line}:${d.loc.column ?? 1}` : ''}` : '(project)';
  const sev = d.severity === 'error' ? pc.red('error') : pc.yellow('warning');
  const lines = [`${pc.bold(where)}  ${sev}  ${d.text}  ${pc.dim(`(${d.code})`)}`];
  if (opts.frames !== false && d.loc?.line) {
    try {
      const frame = codeFrame(readFileSync(d.loc.file, 'utf8').replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), d.loc.line, d.loc.column);
      if (frame) lines.push(pc.dim(frame));
    } catch {
      // No frame when the file cannot be read (e.g. it is not UTF-8).
    }
  }
  if (d.hint) lines.push(`  ${pc.cyan('hint:')} ${d.hint}`);
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
