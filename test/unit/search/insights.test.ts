// Search analytics client: items viewed debounced 400 ms and chunked by 20 ids, item active once per item
// and list, item selected at once with queryID and position, failures reported once, the fetch request
// and the anonymous user token. A fake clock and transport; no real time.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  anonymousUserToken,
  chunk,
  createInsights,
  fetchTransport,
  INSIGHTS_URL,
  type Clock,
  type InsightsEvent,
} from '../../../src/client/search/insights';

function fakeClock(start = 1_000_000) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.set(nextId, { at: now + ms, fn });
      return nextId++;
    },
    clearTimeout: (id) => void timers.delete(id as number),
  };
  /** Moves time forward, running due timers in order (a timer may schedule another). */
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = [...timers].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (!due) break;
      timers.delete(due[0]);
      now = due[1].at;
      due[1].fn();
    }
    now = end;
  };
  return { clock, advance, pending: () => timers.size };
}

function setup(opts: { fail?: 'reject' | 'throw' } = {}) {
  const { clock, advance, pending } = fakeClock();
  const requests: InsightsEvent[][] = [];
  const errors: unknown[] = [];
  const insights = createInsights({
    index: 'lanshan-blog',
    userToken: 'anonymous-test',
    clock,
    transport: (events) => {
      requests.push(events);
      if (opts.fail === 'throw') throw new Error('boom');
      return opts.fail === 'reject' ? Promise.reject(new Error('HTTP 403')) : Promise.resolve();
    },
    onError: (e) => errors.push(e),
  });
  return { insights, requests, errors, advance, pending, clock };
}

const hits = (n: number, prefix = 'o') => Array.from({ length: n }, (_, i) => ({ objectID: `${prefix}${i}` }));
const settle = () => new Promise((r) => setImmediate(r));

describe('insights: items viewed', () => {
  it('waits until the list has been shown for 400 ms, then sends one view event', () => {
    const t = setup();
    t.insights.viewed(hits(3));
    t.advance(399);
    assert.equal(t.requests.length, 0);
    t.advance(1);
    assert.deepEqual(t.requests, [
      [
        {
          eventType: 'view',
          eventName: 'Items Viewed',
          index: 'lanshan-blog',
          userToken: 'anonymous-test',
          objectIDs: ['o0', 'o1', 'o2'],
          timestamp: 1_000_400,
        },
      ],
    ]);
  });

  it('restarts the wait on every change and reports only the list that settled', () => {
    const t = setup();
    t.insights.viewed(hits(2, 'a'));
    t.advance(300);
    t.insights.viewed(hits(2, 'b'));
    t.advance(300);
    assert.equal(t.requests.length, 0);
    t.advance(100);
    assert.equal(t.requests.length, 1);
    assert.deepEqual(
      t.requests[0].map((e) => e.objectIDs),
      [['b0', 'b1']],
    );
  });

  it('sends more than 20 ids as events of at most 20, in display order, in one request', () => {
    const t = setup();
    t.insights.viewed(hits(45));
    t.advance(400);
    assert.equal(t.requests.length, 1);
    const ids = t.requests[0].map((e) => e.objectIDs);
    assert.deepEqual(
      ids.map((x) => x.length),
      [20, 20, 5],
    );
    assert.deepEqual(
      ids.flat(),
      hits(45).map((h) => h.objectID),
    );
    assert.ok(t.requests[0].every((e) => e.eventType === 'view' && e.eventName === 'Items Viewed'));
    assert.deepEqual(chunk([1, 2, 3], 2), [[1, 2], [3]]);
    assert.deepEqual(chunk([]), []);
  });

  it('does not repeat an unchanged list, and an emptied list cancels the wait', () => {
    const t = setup();
    t.insights.viewed(hits(2));
    t.advance(400);
    t.insights.viewed(hits(2));
    t.advance(1000);
    assert.equal(t.requests.length, 1);
    t.insights.viewed(hits(3, 'n'));
    t.advance(200);
    t.insights.viewed([]);
    t.advance(1000);
    assert.equal(t.requests.length, 1);
    assert.equal(t.pending(), 0);
    // The same list shown again after being cleared counts as a new view.
    t.insights.viewed(hits(2));
    t.advance(400);
    assert.equal(t.requests.length, 2);
  });
});

describe('insights: item active', () => {
  it('sends a view event for the highlighted item, items of one task in one request', () => {
    const t = setup();
    t.insights.viewed(hits(5));
    t.advance(400);
    t.insights.active({ objectID: 'o1' }, 2, 'q'.repeat(32));
    t.insights.active({ objectID: 'o2' }, 3, 'q'.repeat(32));
    assert.equal(t.requests.length, 1, 'not before the task ends');
    t.advance(0);
    assert.equal(t.requests.length, 2);
    assert.deepEqual(t.requests[1], [
      {
        eventType: 'view',
        eventName: 'Item Active',
        index: 'lanshan-blog',
        userToken: 'anonymous-test',
        objectIDs: ['o1'],
        timestamp: 1_000_400,
      },
      {
        eventType: 'view',
        eventName: 'Item Active',
        index: 'lanshan-blog',
        userToken: 'anonymous-test',
        objectIDs: ['o2'],
        timestamp: 1_000_400,
      },
    ]);
  });

  it('reports an item once per shown list', () => {
    const t = setup();
    t.insights.viewed(hits(3));
    t.advance(400);
    for (const id of ['o1', 'o2', 'o1', 'o2', 'o1']) t.insights.active({ objectID: id }, 1);
    t.advance(0);
    assert.deepEqual(
      t.requests
        .slice(1)
        .flat()
        .map((e) => e.objectIDs[0]),
      ['o1', 'o2'],
    );
    t.insights.viewed(hits(3, 'x'));
    t.insights.viewed(hits(3));
    t.insights.active({ objectID: 'o1' }, 2);
    t.advance(0);
    assert.deepEqual(
      t.requests.at(-1)!.map((e) => e.objectIDs[0]),
      ['o1'],
      'a new list: reported again',
    );
  });
});

describe('insights: item selected', () => {
  it('sends a click after search at once, after the view batch still waiting, in one request', () => {
    const t = setup();
    const queryID = 'a'.repeat(32);
    t.insights.viewed(hits(25));
    t.advance(100);
    t.insights.selected({ objectID: 'o3' }, 4, queryID);
    assert.equal(t.requests.length, 1, 'sent without waiting for any timer');
    assert.deepEqual(
      t.requests[0].map((e) => [e.eventType, e.eventName, e.objectIDs.length]),
      [
        ['view', 'Items Viewed', 20],
        ['view', 'Items Viewed', 5],
        ['click', 'Item Selected', 1],
      ],
    );
    assert.deepEqual(t.requests[0][2], {
      eventType: 'click',
      eventName: 'Item Selected',
      index: 'lanshan-blog',
      userToken: 'anonymous-test',
      objectIDs: ['o3'],
      queryID,
      positions: [4],
      timestamp: 1_000_100,
    });
    t.advance(1000);
    assert.equal(t.requests.length, 1, 'the views are not sent twice');
  });

  it('sends no click without a queryID (it could not be tied to the search)', () => {
    const t = setup();
    t.insights.viewed(hits(1));
    t.advance(400);
    t.insights.selected({ objectID: 'o0' }, 1, undefined);
    assert.equal(t.requests.length, 1);
  });

  it('flush sends what waits: the modal closed before the list settled', () => {
    const t = setup();
    t.insights.viewed(hits(2));
    t.insights.active({ objectID: 'o0' }, 1);
    t.insights.flush();
    assert.equal(t.requests.length, 1);
    assert.deepEqual(
      t.requests[0].map((e) => e.eventName),
      ['Item Active', 'Items Viewed'],
    );
    t.advance(1000);
    assert.equal(t.requests.length, 1);
    assert.equal(t.pending(), 0);
  });
});

describe('insights: failures', () => {
  for (const fail of ['reject', 'throw'] as const) {
    it(`reports the first failure once and keeps sending (${fail})`, async () => {
      const t = setup({ fail });
      t.insights.viewed(hits(1));
      t.advance(400);
      t.insights.selected({ objectID: 'o0' }, 1, 'b'.repeat(32));
      t.insights.viewed(hits(2, 'z'));
      t.advance(400);
      await settle();
      assert.equal(t.requests.length, 3);
      assert.equal(t.errors.length, 1);
      assert.match(String(t.errors[0]), fail === 'throw' ? /boom/ : /403/);
    });
  }
});

describe('insights: the request', () => {
  it('POSTs {events} as JSON with the app id and key headers, keepalive, no cookies', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const transport = fetchTransport({
      appId: 'APPID',
      apiKey: 'search-key',
      fetch: async (url, init) => {
        calls.push({ url: String(url), init: init! });
        return new Response('{"status":200,"message":"OK"}', { status: 200 });
      },
    });
    const events: InsightsEvent[] = [
      { eventType: 'view', eventName: 'Items Viewed', index: 'i', userToken: 'u', objectIDs: ['a'], timestamp: 1 },
    ];
    await transport(events);
    assert.equal(calls[0].url, INSIGHTS_URL);
    assert.equal(INSIGHTS_URL, 'https://insights.algolia.io/1/events');
    assert.equal(calls[0].init.method, 'POST');
    assert.deepEqual(calls[0].init.headers, {
      'Content-Type': 'application/json',
      'X-Algolia-Application-Id': 'APPID',
      'X-Algolia-API-Key': 'search-key',
    });
    assert.deepEqual(JSON.parse(String(calls[0].init.body)), { events });
    assert.equal(calls[0].init.keepalive, true);
    assert.equal(calls[0].init.credentials, 'omit');
  });

  it('rejects on a non-2xx answer and on a network failure', async () => {
    const e: InsightsEvent[] = [];
    await assert.rejects(
      fetchTransport({ appId: 'A', apiKey: 'k', fetch: async () => new Response('{}', { status: 422 }) })(e),
      /HTTP 422/,
    );
    await assert.rejects(
      fetchTransport({
        appId: 'A',
        apiKey: 'k',
        fetch: async () => {
          throw new TypeError('Failed to fetch');
        },
      })(e),
      /Failed to fetch/,
    );
  });
});

describe('insights: the anonymous user token', () => {
  const memoryStorage = () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    } as unknown as Storage;
    return { data, storage };
  };

  it('is random, anonymous, kept in local storage and valid for the API', () => {
    const a = memoryStorage();
    const token = anonymousUserToken(() => a.storage);
    assert.match(token, /^anonymous-[0-9a-f-]{32,36}$/);
    assert.match(token, /^[a-zA-Z0-9_=/+-]{1,129}$/);
    assert.deepEqual([...a.data.values()], [token]);
    assert.equal(
      anonymousUserToken(() => a.storage),
      token,
      'the stored token is reused',
    );
    const b = memoryStorage();
    b.storage.setItem('blogctl-insights-user-token', 'anonymous-from-an-earlier-visit');
    assert.equal(
      anonymousUserToken(() => b.storage),
      'anonymous-from-an-earlier-visit',
    );
    b.storage.setItem('blogctl-insights-user-token', 'not valid!');
    assert.match(
      anonymousUserToken(() => b.storage),
      /^anonymous-[0-9a-f-]+$/,
      'an invalid stored value is replaced',
    );
  });

  it('lives in memory, unchanged for the page, when storage throws', () => {
    const throwing = (() => {
      throw new DOMException('storage disabled', 'SecurityError');
    }) as () => Storage;
    const first = anonymousUserToken(throwing);
    assert.match(first, /^anonymous-/);
    assert.equal(anonymousUserToken(throwing), first);
    const broken = {
      getItem: () => {
        throw new Error('x');
      },
      setItem: () => {
        throw new Error('x');
      },
    } as unknown as Storage;
    assert.equal(
      anonymousUserToken(() => broken),
      first,
    );
  });
});
