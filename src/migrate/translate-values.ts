// The value helpers the translate*.ts modules share: the shapes a Docusaurus config's values are read as, and how
// a value that is not carried over is named in the report.

/** A plain object of the Docusaurus config, as read. */
export type Obj = Record<string, unknown>;

/** Whether `v` is a plain object (not null, not an array). */
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `v` when it is a string. */
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** `v` when it is a boolean. */
export const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);

/** A value as the report names it: a stubbed package, a function, or its JSON (60 characters at most). */
export const describe = (v: unknown): string =>
  isObj(v) && '__stub' in v
    ? `package ${String(v.__stub)}`
    : isObj(v) && '__fn' in v
      ? 'a function'
      : (JSON.stringify(v)?.slice(0, 60) ?? String(v));

/** Records a report entry: what was not carried over, why, and what to do. */
export type Drop = (item: string, why: string, todo: string) => void;

/** Reports each key of `obj` that is not in `known` (and not undefined) as an option blogctl does not have. */
export type Leftovers = (obj: Obj, prefix: string, known: string[], todo?: string) => void;

/** A static path as a URL path: absolute URLs and paths are kept, a relative path is taken from the root. */
export function absolute(path: string): string {
  return /^(https?:)?\/\//.test(path) || path.startsWith('/') ? path : `/${path}`;
}
