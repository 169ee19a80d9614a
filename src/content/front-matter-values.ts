// Front matter values as Docusaurus's validation (Joi, `convert: true`) reads them: converted, then type-checked
// against a field's type, with the diagnostic for a value that does not fit.
import { error, type Diagnostic, type SourceLocation } from '../errors/blogctl-error';
import type { FieldType } from '../errors/catalogue/content';
import { isValidIsoDate } from './slug';

/** A numeric string as Joi's number() converts it (surrounding spaces allowed). */
const NUMERIC = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?\s*$/i;

/**
 * `value` converted as Docusaurus's front matter validation converts it (Joi with `convert: true`): the strings
 * "true"/"false" (any case) for a boolean, a numeric string for a number; dates and single tags normalized.
 */
export function coerce(type: FieldType, value: unknown): unknown {
  if (typeof value === 'string' && type === 'boolean' && /^(?:true|false)$/i.test(value))
    return value.toLowerCase() === 'true';
  if (typeof value === 'string' && (type === 'number' || type === 'level') && NUMERIC.test(value))
    return Number.parseFloat(value);
  if (type === 'strings' && typeof value === 'string') return [value]; // Docusaurus accepts a single value
  if (type === 'date' && value instanceof Date) return value.toISOString().slice(0, 10);
  if (type === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[T ]/.test(value)) return value.slice(0, 10);
  if (type === 'date' && typeof value === 'string') return calendarDate(value) ?? value;
  return value;
}

/** Year, month and day written with slashes or one-digit parts (`2023/02/05`, `2023/4/2 10:30`, `2023-4-2`),
 *  which Joi's date() reads through JavaScript's Date as Docusaurus validates them: as `YYYY-MM-DD`. */
function calendarDate(value: string): string | undefined {
  const m = /^(\d{4})([/-])(\d{1,2})\2(\d{1,2})(?=$|[T ]|\s)/.exec(value.trim());
  return m ? `${m[1]}-${m[3]!.padStart(2, '0')}-${m[4]!.padStart(2, '0')}` : undefined;
}

/** Whether a (coerced) value has the field's type. */
export function hasType(type: FieldType, value: unknown): boolean {
  return (
    (type === 'string' && typeof value === 'string') ||
    (type === 'strings' &&
      Array.isArray(value) &&
      value.every((v) => typeof v === 'string' || typeof v === 'number')) ||
    (type === 'boolean' && typeof value === 'boolean') ||
    (type === 'number' && typeof value === 'number' && Number.isFinite(value)) ||
    (type === 'level' && Number.isInteger(value) && (value as number) >= 2 && (value as number) <= 6) ||
    (type === 'date' && typeof value === 'string' && isValidIsoDate(value))
  );
}

/** The diagnostic for a field whose value does not have its type. */
export function badField(key: string, type: FieldType, value: unknown, loc: SourceLocation): Diagnostic {
  if (type !== 'date') return error('FRONT_MATTER_FIELD', { key, type, got: describe(value) }, loc);
  const got =
    typeof value !== 'string'
      ? describe(value)
      : /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? `"${value}", which is not a real calendar date`
        : `"${value}"`;
  return error('CONTENT_BAD_DATE', { kind: 'field', key, type, got }, loc);
}

/** A front matter value as a diagnostic names it ("a list", "the string \"x\""). */
export function describe(v: unknown): string {
  if (Array.isArray(v)) return 'a list';
  if (v instanceof Date) return 'a date';
  if (typeof v === 'string') return `the string "${v}"`;
  if (typeof v === 'object') return 'a mapping';
  return `${typeof v} ${String(v)}`;
}
