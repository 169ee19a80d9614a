// Parsers for the flags whose values have a form (numbers, choices, dates, addresses). Each one rejects a bad
// value while the command line is parsed, before any work starts: one coded line (`blogctl serve --port abc`
// → "--port "abc" is not a port: expected a whole number from 0 to 65535"), exit 1, no stack.
import { requireCjs } from '../util/require-cjs';
import { isValidIsoDate } from '../content/slug';
import { fail } from '../errors/blogctl-error';

/** `--port`: decimal digits only (no `3000abc`, `0x10`, `1e3`, sign or blanks), 0 (any free port) to 65535. */
export function parsePort(value: string): number {
  if (!/^\d{1,5}$/.test(value) || Number(value) > 65535) {
    throw fail('CLI_BAD_FLAG', { kind: 'port', value });
  }
  return Number(value);
}

const HOST_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOSTNAME = new RegExp(`^${HOST_LABEL}(?:\\.${HOST_LABEL})*\\.?$`);

/** `--host`: an IPv4 or IPv6 address (brackets allowed) or a host name; never a URL or a path. */
export function parseHost(value: string): string {
  const unbracketed = /^\[(.*)\]$/.exec(value)?.[1] ?? value;
  // node:net is loaded only for a --host value (a build never needs it).
  if (
    (requireCjs('node:net') as typeof import('node:net')).isIP(unbracketed) ||
    (unbracketed.length <= 253 && HOSTNAME.test(unbracketed))
  )
    return unbracketed;
  throw fail('CLI_BAD_FLAG', { kind: 'host', value });
}

/** An enumerated flag: the value must be one of `choices` exactly. */
export function parseChoice<T extends string>(
  flag: string,
  choices: readonly T[],
  code: 'CLI_BAD_FLAG' | 'CHECK_BAD_FORMAT' | 'INIT_BAD_INPUT' = 'CLI_BAD_FLAG',
) {
  return (value: string): T => {
    if ((choices as readonly string[]).includes(value)) return value as T;
    throw fail(code, { kind: 'choice', flag, value, choices });
  };
}

/** `--date`: a calendar date written YYYY-MM-DD. */
export function parseDate(value: string): string {
  if (isValidIsoDate(value)) return value;
  throw fail('NEW_BAD_INPUT', { kind: 'date-flag', value });
}
