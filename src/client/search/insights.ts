// Search analytics (a lazy chunk, loaded only with the hosted provider, `search.insights: true` and an
// opened modal): the modal's items-viewed, item-active and item-selected events, batched and POSTed
// to the provider's Insights REST API with fetch. Failures are swallowed (one console.warn per page).
import type { SiteData } from '../../shared/page-props';

/** The Insights API (routes to the nearest region). Credentials travel in headers. */
export const INSIGHTS_URL = 'https://insights.algolia.io/1/events';
/** Items viewed are reported once the shown list has not changed for this long, not on every keystroke. */
export const VIEW_DEBOUNCE_MS = 400;
/** The Insights API takes at most 20 object ids per event; longer lists are sent in chunks. */
export const MAX_OBJECT_IDS = 20;
const TOKEN_KEY = 'blogctl-insights-user-token';
const TOKEN_PATTERN = /^[a-zA-Z0-9_=/+-]{1,129}$/;

export interface InsightsEvent {
  eventType: 'view' | 'click';
  eventName: 'Items Viewed' | 'Item Active' | 'Item Selected';
  index: string;
  userToken: string;
  objectIDs: string[];
  /** Click events only: the response's queryID (the request sets clickAnalytics) and 1-based positions. */
  queryID?: string;
  positions?: number[];
  timestamp: number;
}

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/** Sends one request with these events; rejects on any failure. */
export type Transport = (events: InsightsEvent[]) => Promise<void>;

export interface InsightsOptions {
  index: string;
  userToken: string;
  transport: Transport;
  clock?: Clock;
  /** Called once, on the first failed request. */
  onError?: (err: unknown) => void;
}

export interface InsightsClient {
  /** The hits now on screen, in display order (empty when none): reported after 400 ms without change. */
  viewed(hits: { objectID: string }[]): void;
  /** A result became the active item by keyboard or hover. `position` is 1-based, in display order. */
  active(hit: { objectID: string }, position: number, queryID?: string): void;
  /** A result was chosen (click, Enter). Sent at once, after any view batch still waiting. */
  selected(hit: { objectID: string }, position: number, queryID?: string): void;
  /** Sends whatever is waiting now (the modal closes). */
  flush(): void;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

export function chunk<T>(xs: T[], size = MAX_OBJECT_IDS): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += size) out.push(xs.slice(i, i + size));
  return out;
}

/**
 * Event shapes follow Algolia's autocomplete insights plugin: "Items Viewed" (view, ids in chunks of 20),
 * "Item Selected" (click after search: queryID + position in the displayed list). That plugin builds an
 * "Item Active" event too but sends nothing by default. We send it as a *view* event, not a click: a
 * highlighted item was looked at, not chosen, and a click would inflate click-through and conversion
 * rates. View events carry no queryID or positions in the API, so it is just the one object id, sent at
 * most once per item and result list (moving back and forth over the list adds nothing).
 */
export function createInsights(o: InsightsOptions): InsightsClient {
  const clock = o.clock ?? realClock;
  let outbox: InsightsEvent[] = [];
  let sendTimer: unknown = null;
  let pendingView: string[] | null = null;
  let viewTimer: unknown = null;
  let lastViewKey = '';
  let activeSeen = new Set<string>();
  let failed = false;

  const event = (e: Omit<InsightsEvent, 'index' | 'userToken' | 'timestamp'>): InsightsEvent => ({
    ...e,
    index: o.index,
    userToken: o.userToken,
    timestamp: clock.now(),
  });

  const send = () => {
    if (sendTimer !== null) clock.clearTimeout(sendTimer);
    sendTimer = null;
    if (!outbox.length) return;
    const batch = outbox;
    outbox = [];
    let sent: Promise<void>;
    try {
      sent = o.transport(batch);
    } catch (err) {
      sent = Promise.reject(err);
    }
    sent.catch((err: unknown) => {
      if (failed) return;
      failed = true;
      o.onError?.(err);
    });
  };
  /** Events queued in the same task go out in one request. */
  const sendSoon = () => {
    if (sendTimer === null) sendTimer = clock.setTimeout(send, 0);
  };
  const emitView = () => {
    if (viewTimer !== null) clock.clearTimeout(viewTimer);
    viewTimer = null;
    if (!pendingView) return;
    for (const ids of chunk(pendingView))
      outbox.push(event({ eventType: 'view', eventName: 'Items Viewed', objectIDs: ids }));
    pendingView = null;
  };

  return {
    viewed(hits) {
      const ids = hits.map((h) => h.objectID);
      const key = ids.join('\n');
      if (key === lastViewKey) return;
      lastViewKey = key;
      activeSeen = new Set();
      if (viewTimer !== null) clock.clearTimeout(viewTimer);
      viewTimer = null;
      pendingView = ids.length ? ids : null;
      if (!pendingView) return;
      viewTimer = clock.setTimeout(() => {
        emitView();
        send();
      }, VIEW_DEBOUNCE_MS);
    },
    active(hit) {
      if (activeSeen.has(hit.objectID)) return;
      activeSeen.add(hit.objectID);
      outbox.push(event({ eventType: 'view', eventName: 'Item Active', objectIDs: [hit.objectID] }));
      sendSoon();
    },
    selected(hit, position, queryID) {
      emitView();
      // A click after search needs the queryID; without one (no clickAnalytics answer) it cannot be tied
      // to the search, so only the views go out.
      if (queryID)
        outbox.push(
          event({
            eventType: 'click',
            eventName: 'Item Selected',
            objectIDs: [hit.objectID],
            queryID,
            positions: [position],
          }),
        );
      send();
    },
    flush() {
      emitView();
      send();
    },
  };
}

/** POSTs `{events}` with the application id and key headers. keepalive: a click may end the page. */
export function fetchTransport(opts: { appId: string; apiKey: string; url?: string; fetch?: typeof fetch }): Transport {
  const doFetch = opts.fetch ?? ((input, init) => fetch(input, init));
  return async (events) => {
    const res = await doFetch(opts.url ?? INSIGHTS_URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Algolia-Application-Id': opts.appId,
        'X-Algolia-API-Key': opts.apiKey,
      },
      body: JSON.stringify({ events }),
      keepalive: true,
      credentials: 'omit',
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  };
}

let memoryToken: string | undefined;

/**
 * An anonymous, random user token ("anonymous-" + a UUID), kept in local storage so a reader's
 * searches and clicks connect across pages; in memory for this page when storage throws. Never
 * derived from anything personal.
 */
export function anonymousUserToken(storage: () => Storage = () => window.localStorage): string {
  try {
    const stored = storage().getItem(TOKEN_KEY);
    if (stored && TOKEN_PATTERN.test(stored)) return stored;
  } catch {
    return (memoryToken ??= newToken());
  }
  const token = memoryToken ?? newToken();
  memoryToken = token;
  try {
    storage().setItem(TOKEN_KEY, token);
  } catch {
    /* full or disabled: the in-memory token serves this page */
  }
  return token;
}

function newToken(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return `anonymous-${c.randomUUID()}`;
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return `anonymous-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The modal's client for this site: its app id, search key and index, the real clock and fetch. */
export function startInsights(site: SiteData): InsightsClient {
  return createInsights({
    index: site.search.indexName ?? '',
    userToken: anonymousUserToken(),
    transport: fetchTransport({ appId: site.search.appId ?? '', apiKey: site.search.apiKey ?? '' }),
    onError: (err) => console.warn('[blogctl] search analytics could not be sent:', err),
  });
}
