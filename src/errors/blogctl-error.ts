// The one error type for problems a user can cause, and the Diagnostic shape every stage returns.
import type { ErrorCode } from './codes';

export interface SourceLocation {
  /** Absolute or root-relative path of the file. */
  file: string;
  /** 1-based line. */
  line?: number;
  /** 1-based column. */
  column?: number;
}

export type Severity = 'error' | 'warning';

export interface Diagnostic {
  code: ErrorCode;
  severity: Severity;
  /** What happened and why, in plain sentences. */
  text: string;
  /** What to do next. */
  hint?: string;
  loc?: SourceLocation;
  /** The config option that decides how this problem is reported (Docusaurus's names): its `throw` keeps the
   *  diagnostic an error, `warn` and `log` make it a warning, `ignore` drops it (core/analyze.ts). */
  rule?: ReportingRule;
}

/** Config options that set how a kind of problem is reported. */
export type ReportingRule = 'onBrokenLinks' | 'onBrokenMarkdownLinks' | 'onBrokenAnchors' | 'onDuplicateRoutes';

/** The same diagnostic, governed by a reporting rule. */
export function ruled(d: Diagnostic, rule: ReportingRule): Diagnostic {
  return { ...d, rule };
}

/** A fatal user error. Thrown by stages that cannot go on; caught and printed by cli/report.ts. */
export class BlogctlError extends Error {
  readonly code: ErrorCode;
  readonly hint?: string;
  readonly loc?: SourceLocation;
  /** Further problems found in the same pass (for example every config issue at once). */
  readonly diagnostics: Diagnostic[];

  constructor(init: { code: ErrorCode; message: string; hint?: string; loc?: SourceLocation; cause?: unknown; diagnostics?: Diagnostic[] }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'BlogctlError';
    this.code = init.code;
    this.hint = init.hint;
    this.loc = init.loc;
    this.diagnostics = init.diagnostics ?? [{ code: init.code, severity: 'error', text: init.message, hint: init.hint, loc: init.loc }];
  }
}

export function isBlogctlError(err: unknown): err is BlogctlError {
  return err instanceof BlogctlError;
}

/** Builds an error-severity diagnostic. */
export function error(code: ErrorCode, text: string, loc?: SourceLocation, hint?: string): Diagnostic {
  return { code, severity: 'error', text, loc, hint };
}

/** Builds a warning-severity diagnostic. */
export function warning(code: ErrorCode, text: string, loc?: SourceLocation, hint?: string): Diagnostic {
  return { code, severity: 'warning', text, loc, hint };
}
