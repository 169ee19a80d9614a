// The one error type for problems a user can cause, and the Diagnostic shape every stage returns.
// Diagnostics are made from a code of the catalogue (codes.ts) and its params: the wording lives there.
import { wording, type ErrorCode, type ErrorParams } from './codes';

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

/** A fatal user error: the diagnostics that stopped a stage. Thrown by stages that cannot go on; build() and check() return them as results, the CLI prints them (cli/report.ts). */
export class BlogctlError extends Error {
  readonly code: ErrorCode;
  readonly hint?: string;
  readonly loc?: SourceLocation;
  /** Every problem found in the same pass (for example every config issue at once); the first is the error's own. */
  readonly diagnostics: Diagnostic[];

  /** `main`: the error's own diagnostic (code, message), when it is not the first of `diagnostics`. */
  constructor(init: { diagnostics: Diagnostic[]; cause?: unknown; main?: Diagnostic }) {
    const main = init.main ?? init.diagnostics[0];
    super(main.text, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'BlogctlError';
    this.code = main.code;
    this.hint = main.hint;
    this.loc = main.loc;
    this.diagnostics = init.diagnostics;
  }
}

export function isBlogctlError(err: unknown): err is BlogctlError {
  return err instanceof BlogctlError;
}

function diagnostic(severity: Severity, code: ErrorCode, params: unknown, loc?: SourceLocation): Diagnostic {
  const d: Diagnostic = { code, severity, ...wording(code, params) };
  if (loc) d.loc = loc;
  return d;
}

/** An error-severity diagnostic with `code`, worded by the catalogue from `params`. */
export function error<C extends ErrorCode>(code: C, params: ErrorParams<C>, loc?: SourceLocation): Diagnostic {
  return diagnostic('error', code, params, loc);
}

/** A warning-severity diagnostic with `code`, worded by the catalogue from `params`. */
export function warning<C extends ErrorCode>(code: C, params: ErrorParams<C>, loc?: SourceLocation): Diagnostic {
  return diagnostic('warning', code, params, loc);
}

/** A BlogctlError holding one error diagnostic (throw it). */
export function fail<C extends ErrorCode>(
  code: C,
  params: ErrorParams<C>,
  loc?: SourceLocation,
  cause?: unknown,
): BlogctlError {
  return new BlogctlError({ diagnostics: [error(code, params, loc)], cause });
}
