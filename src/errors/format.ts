// The one diagnostic formatter: a diagnostic's location relative to the site, and its code frame. The CLI
// colours these parts for the terminal (cli/report.ts); the dev server sends them to the browser overlay.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Diagnostic } from './blogctl-error';
import { codeFrame } from './code-frame';

export interface FormattedDiagnostic {
  code: string;
  severity: Diagnostic['severity'];
  /** `path:line:col` relative to `cwd`, `path` without a line, `(project)` without a file. */
  location: string;
  text: string;
  hint?: string;
  /** The source lines around the location, when the file can be read. */
  frame?: string;
}

export function formatDiagnostic(d: Diagnostic, cwd: string, opts: { frames?: boolean } = {}): FormattedDiagnostic {
  const file = d.loc ? relative(cwd, d.loc.file) || d.loc.file : undefined;
  const location = file === undefined ? '(project)' : d.loc?.line ? `${file}:${d.loc.line}:${d.loc.column ?? 1}` : file;
  let frame: string | undefined;
  if (opts.frames !== false && d.loc?.line) {
    try {
      // Located as the stages read the file: without a BOM, line ends as LF.
      const text = readFileSync(d.loc.file, 'utf8')
        .replace(/^\uFEFF/, '')
        .replace(/\r\n?/g, '\n');
      frame = codeFrame(text, d.loc.line, d.loc.column) || undefined;
    } catch {
      // No frame when the file cannot be read (gone, or not UTF-8).
    }
  }
  return { code: d.code, severity: d.severity, location, text: d.text, hint: d.hint, frame };
}
