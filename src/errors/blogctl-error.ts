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
}

interface LegacyInit {
  code: ErrorCode;
  message: string;
  hint?: string;
  loc?: SourceLocation;
  cause?: unknown;
  diagnostics?: Diagnostic[];
}

/** A fatal user error: the diagnostics that stopped a stage. Thrown by stages that cannot go on; build() and check() return them as results, the CLI prints them (cli/report.ts). */
export class BlogctlError extends Error {
  readonly code: ErrorCode;
  readonly hint?: string;
  readonly loc?: SourceLocation;
  /** Every problem found in the same pass (for example every config issue at once); the first is the error's own. */
  readonly diagnostics: Diagnostic[];

  /** `main`: the error's own diagnostic (code, message), when it is not the first of `diagnostics`. */

  constructor(init: { diagnostics: Diagnostic[]; cause?: unknown; main?: Diagnostic } | LegacyInit) {
    const diagnostics = 'message' in init ? (init.diagnostics ?? [{ code: init.code, severity: 'error' as const, text: init.message, hint: init.hint, loc: init.loc }]) : init.diagnostics;
    const first = 'message' in init ? { code: init.code, text: init.message, hint: init.hint, loc: init.loc } : (init.main ?? diagnostics[0]);
    super(first.text, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'BlogctlError';
    this.code = first.code;
    this.hint = first.hint;
    this.loc = first.loc;
    this.diagnostics = diagnostics;
  }
}

export function isBlogctlError(err: unknown): err is BlogctlError {
  return err instanceof BlogctlError;
}

function diagnostic(severity: Severity, code: ErrorCode, params: unknown, loc?: SourceLocation, hint?: string): Diagnostic {
  const d: Diagnostic = typeof params === 'string' ? { code, severity, text: params, hint } : { code, severity, ...wording(code, params) };
  if (loc) d.loc = loc;
  return d;
}

/** An error-severity diagnostic with `code`, worded by the catalogue from `params`. */
export function error<C extends ErrorCode>(code: C, params: ErrorParams<C>, loc?: SourceLocation): Diagnostic;
/** @deprecated Wording belongs in the catalogue (codes.ts): pass params, not text. */
export function error(code: ErrorCode, text: string, loc?: SourceLocation, hint?: string): Diagnostic;
export function error(code: ErrorCode, params: unknown, loc?: SourceLocation, hint?: string): Diagnostic {
  return diagnostic('error', code, params, loc, hint);
}

/** A warning-severity diagnostic with `code`, worded by the catalogue from `params`. */
export function warning<C extends ErrorCode>(code: C, params: ErrorParams<C>, loc?: SourceLocation): Diagnostic;
/** @deprecated Wording belongs in the catalogue (codes.ts): pass params, not text. */
export function warning(code: ErrorCode, text: string, loc?: SourceLocation, hint?: string): Diagnostic;
export function warning(code: ErrorCode, params: unknown, loc?: SourceLocation, hint?: string): Diagnostic {
  return diagnostic('warning', code, params, loc, hint);
}

/** A BlogctlError holding one error diagnostic (throw it). */
export function fail<C extends ErrorCode>(code: C, params: ErrorParams<C>, loc?: SourceLocation, cause?: unknown): BlogctlError {
  return new BlogctlError({ diagnostics: [error(code, params, loc)], cause });
}
