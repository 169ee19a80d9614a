// The one place diagnostics and errors become terminal text and exit codes.
import pc from 'picocolors';
import { isBlogctlError, type Diagnostic } from '../errors/blogctl-error';
import { formatDiagnostic as format } from '../errors/format';
import type { ProgressListener } from '../core/progress';

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

/** How many locations a repeated diagnostic lists when it is printed once. */
const REPEAT_LOCATIONS = 3;

/**
 * The diagnostics as printed blocks: one per diagnostic, except that a diagnostic repeated with the same code,
 * severity, text and hint (876 times "Code block language "c++" is not configured") is one block, its first
 * occurrence, with its count and its first three locations. `check --format json` keeps every occurrence.
 */
export function formatDiagnostics(diagnostics: Diagnostic[], opts: ReportOptions): string[] {
  const groups = new Map<string, Diagnostic[]>();
  for (const d of diagnostics) {
    const key = JSON.stringify([d.code, d.severity, d.text, d.hint ?? '']);
    const group = groups.get(key);
    if (group) group.push(d);
    else groups.set(key, [d]);
  }
  return [...groups.values()].map((group) => {
    const block = formatDiagnostic(group[0]!, opts);
    if (group.length === 1) return block;
    const first = group.slice(0, REPEAT_LOCATIONS).map((d) => format(d, opts.cwd, { frames: false }).location);
    const more = group.length > REPEAT_LOCATIONS ? ', …' : '';
    return `${block}\n  ${pc.magenta(`${group.length}×`)} in all, at ${first.join(', ')}${more} (\`blogctl check --format json\` lists every one)`;
  });
}

/** Prints the diagnostics to stderr, sorted by file and line, a repeated one once (formatDiagnostics); returns the
 *  counts of every occurrence. */
export function printDiagnostics(diagnostics: Diagnostic[], opts: ReportOptions): { errors: number; warnings: number } {
  const sorted = [...diagnostics].sort(
    (a, b) => (a.loc?.file ?? '').localeCompare(b.loc?.file ?? '') || (a.loc?.line ?? 0) - (b.loc?.line ?? 0),
  );
  for (const block of formatDiagnostics(sorted, opts)) console.error(block + '\n');
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

/** Where progress is drawn: stderr, or a fake stream in tests. */
export interface ProgressStream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

export interface ProgressRenderer {
  onProgress: ProgressListener;
  /** Clears the updating line (TTY); call before printing the result. */
  done(): void;
}

/**
 * Draws the core's progress events (core/progress.ts). On a terminal: one line, rewritten in place, with the
 * stage, done/total and rate (`render 812/1525 routes · 410/s`), cleared at the end. Elsewhere (CI logs): one
 * line per stage as it finishes (`✓ render  1525 routes  3.42s`). `now` is injectable for tests.
 */
export function progressRenderer(
  stream: ProgressStream,
  opts: { now?: () => number; minIntervalMs?: number } = {},
): ProgressRenderer {
  const now = opts.now ?? (() => performance.now());
  const minInterval = opts.minIntervalMs ?? 80;
  if (!stream.isTTY) {
    return {
      onProgress: (e) => {
        if (e.type !== 'end') return;
        const count = e.count === undefined ? '' : `  ${e.count} ${e.unit ?? ''}`.trimEnd();
        stream.write(`${pc.green('✓')} ${e.stage}${count}  ${formatMs(e.ms)}\n`);
      },
      done: () => {},
    };
  }
  let shown = false;
  let stageStart = 0;
  let lastDraw = -Infinity;
  const draw = (text: string) => {
    // A terminal that reports no size (0 columns) gets 80.
    const width = Math.max(20, (stream.columns || 80) - 1);
    stream.write(`\r\x1b[2K${text.length > width ? text.slice(0, width - 1) + '…' : text}`);
    shown = true;
    lastDraw = now();
  };
  return {
    onProgress: (e) => {
      if (e.type === 'start') {
        stageStart = now();
        draw(`${e.stage}…`);
      } else if (e.type === 'progress') {
        const t = now();
        if (t - lastDraw < minInterval && e.done < e.total) return;
        const seconds = (t - stageStart) / 1000;
        const rate = seconds > 0 ? ` · ${Math.round(e.done / seconds)}/s` : '';
        draw(`${e.stage} ${e.done}/${e.total}${e.unit ? ` ${e.unit}` : ''}${rate}`);
      }
    },
    done: () => {
      if (shown) stream.write('\r\x1b[2K');
      shown = false;
    },
  };
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)}s` : `${Math.round(ms)}ms`;
}
