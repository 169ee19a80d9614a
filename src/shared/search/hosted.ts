// How blogctl talks to the hosted provider (algoliasearch v5): credentials in query parameters, timeouts
// connect 1 s / read 2 s / write 30 s. The client's retry strategy does the rest: the read host, then the
// three fallbacks in random order; a timeout, network failure or 5xx marks a host down for 2 minutes and
// tries the next; other 4xx fail at once.
import { searchParams, type ParamOptions } from './params';

export const HOSTED_TIMEOUTS = { connect: 1000, read: 2000, write: 30000 } as const;
/** How long the client keeps a failed host out of rotation (the client's own constant). */
export const HOST_DOWN_MS = 120_000;

export function hostedClientOptions() {
  return {
    authMode: 'WithinQueryParameters' as const,
    timeouts: { ...HOSTED_TIMEOUTS },
    hostsCache: createHostsCache(),
  };
}

/** The one request of the multi-index queries call: the shared parameters (params.ts) for one index. */
export function hostedRequest(indexName: string, query: string, options: ParamOptions) {
  return { indexName, ...searchParams(query, options) };
}

type HostKey = { url?: string; protocol?: string };

/**
 * The hosts cache the client consults before each request. algoliasearch 5.64's own caches key a host by
 * its whole JSON (status and timestamp included), so a host marked down is never found again on the next
 * request; this one keys by protocol + url and keeps the client's stateful host (whose isUp() expires the
 * "down" mark after 2 minutes) as is.
 */
export function createHostsCache() {
  let entries = new Map<string, unknown>();
  const id = (key: unknown) => {
    const k = key as HostKey;
    return k && typeof k === 'object' && k.url ? `${k.protocol ?? 'https'}://${k.url}` : JSON.stringify(key);
  };
  return {
    get<T>(
      key: unknown,
      defaultValue: () => Promise<T>,
      events: { miss?: (value: T) => Promise<unknown> } = {},
    ): Promise<T> {
      const k = id(key);
      if (entries.has(k)) return Promise.resolve(entries.get(k) as T);
      const value = defaultValue();
      return value.then((v) => events.miss?.(v)).then(() => value);
    },
    set<T>(key: unknown, value: T): Promise<T> {
      entries.set(id(key), value);
      return Promise.resolve(value);
    },
    delete(key: unknown): Promise<void> {
      entries.delete(id(key));
      return Promise.resolve();
    },
    clear(): Promise<void> {
      entries = new Map();
      return Promise.resolve();
    },
  };
}
