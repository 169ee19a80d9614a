// A local stand-in for the hosted search API on 127.0.0.1, answering with blogctl's own engine:
// POST /1/indexes/*/queries, and the write endpoints `search push` uses (settings, batch, operation, task).
// Also faulty hosts for the retry tests: a closed port, one that never answers, one answering 500 or 403,
// and a stand-in for the Insights API (POST /1/events, with CORS as the browser needs it).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { serializeIndex } from '../../src/search/local-index';
import { SearchEngine } from '../../src/shared/search/engine';
import type { SearchParams, SearchRecord } from '../../src/shared/search/types';

export interface Host {
  url: string;
  accept: 'read' | 'write' | 'readWrite';
  protocol: 'http';
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

interface Listening {
  server: Server;
  port: number;
  host: Host;
  close: () => Promise<void>;
}

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Listening> {
  const sockets = new Set<Socket>();
  const server = createServer(handler);
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    host: { url: `127.0.0.1:${port}`, accept: 'readWrite', protocol: 'http' },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  let buf = Buffer.concat(chunks);
  if (req.headers['content-encoding'] === 'gzip') buf = gunzipSync(buf);
  const text = buf.toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** Turns a legacy `params` query string into an object (arrays and numbers JSON-decoded). */
function decodeParams(params: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of new URLSearchParams(params)) {
    try {
      out[k] = JSON.parse(v);
    } catch {
      out[k] = v;
    }
  }
  return out;
}

export interface FakeAlgolia extends Listening {
  appId: string;
  searchKey: string;
  adminKey: string;
  indexes: Map<string, { records: SearchRecord[]; settings: Record<string, unknown> }>;
  requests: LoggedRequest[];
}

export async function startFakeAlgolia(
  init: {
    appId?: string;
    searchKey?: string;
    adminKey?: string;
    indexes?: Record<string, SearchRecord[]>;
    log?: string[];
    name?: string;
    /** Answer with up to this many hits whatever the request asks (to show more than 20 hits at once). */
    hitsPerPage?: number;
  } = {},
): Promise<FakeAlgolia> {
  const appId = init.appId ?? 'TESTAPP';
  const searchKey = init.searchKey ?? 'search-key';
  const adminKey = init.adminKey ?? 'admin-key';
  const indexes = new Map(
    Object.entries(init.indexes ?? {}).map(([k, records]) => [k, { records, settings: {} as Record<string, unknown> }]),
  );
  const engines = new WeakMap<SearchRecord[], SearchEngine>();
  const requests: LoggedRequest[] = [];
  let taskID = 100;
  const engineFor = (records: SearchRecord[]) => {
    let e = engines.get(records);
    if (!e) engines.set(records, (e = new SearchEngine(serializeIndex(records))));
    return e;
  };
  // Build engines up front so a query never waits on indexing (tests use short read timeouts).
  for (const idx of indexes.values()) engineFor(idx.records);
  const listening = await listen(async (req, res) => {
    init.log?.push(init.name ?? 'ok');
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const query = Object.fromEntries(url.searchParams);
    let body: unknown;
    try {
      body = await readBody(req);
    } catch {
      return send(res, 400, { message: 'Invalid JSON', status: 400 });
    }
    requests.push({ method: req.method ?? '', path: url.pathname, query, headers: req.headers, body });
    const key = query['x-algolia-api-key'] ?? (req.headers['x-algolia-api-key'] as string | undefined);
    const app = query['x-algolia-application-id'] ?? (req.headers['x-algolia-application-id'] as string | undefined);
    const isWrite = !(req.method === 'POST' && url.pathname === '/1/indexes/*/queries');
    if (app !== appId || (key !== adminKey && (isWrite || key !== searchKey)))
      return send(res, 403, { message: 'Invalid Application-ID or API key', status: 403 });
    const parts = url.pathname.split('/').map(decodeURIComponent); // ['', '1', 'indexes', name, action, id]
    if (parts[1] !== '1' || parts[2] !== 'indexes') return send(res, 404, { message: 'Not found', status: 404 });
    const name = parts[3];
    const action = parts[4];
    if (req.method === 'POST' && name === '*' && action === 'queries') {
      const reqs = (body as { requests?: (SearchParams & { indexName: string; params?: string })[] })?.requests;
      if (!Array.isArray(reqs)) return send(res, 400, { message: 'A search requires a requests list.', status: 400 });
      const results = [];
      for (const r of reqs) {
        const idx = indexes.get(r.indexName);
        if (!idx) return send(res, 404, { message: 'Index does not exist', status: 404 });
        const params = { ...(r.params ? decodeParams(r.params) : {}), ...r } as SearchParams;
        if (init.hitsPerPage) params.hitsPerPage = init.hitsPerPage;
        // A hosted index keeps every hit unless the request (or the index settings) asks for distinct ones.
        params.distinct ??= false;
        results.push({ ...engineFor(idx.records).search(params), index: r.indexName });
      }
      return send(res, 200, { results });
    }
    const ensure = (n: string) => {
      if (!indexes.has(n)) indexes.set(n, { records: [], settings: {} });
      return indexes.get(n)!;
    };
    if (req.method === 'PUT' && action === 'settings') {
      ensure(name).settings = body as Record<string, unknown>;
      return send(res, 200, { taskID: ++taskID, updatedAt: new Date().toISOString() });
    }
    if (req.method === 'POST' && action === 'batch') {
      const idx = ensure(name);
      const ops = (body as { requests: { action: string; body: SearchRecord }[] }).requests;
      idx.records = [
        ...idx.records,
        ...ops.filter((o) => o.action === 'addObject' || o.action === 'updateObject').map((o) => o.body),
      ];
      return send(res, 200, { taskID: ++taskID, objectIDs: ops.map((o) => o.body.objectID) });
    }
    if (req.method === 'POST' && action === 'operation') {
      const op = body as { operation: 'move' | 'copy'; destination: string; scope?: string[] };
      const src = indexes.get(name);
      if (!src) return send(res, 404, { message: 'Index does not exist', status: 404 });
      if (op.operation === 'move') {
        indexes.set(op.destination, src);
        indexes.delete(name);
        engineFor(src.records);
      } else indexes.set(op.destination, { records: op.scope ? [] : [...src.records], settings: { ...src.settings } });
      return send(res, 200, { taskID: ++taskID, updatedAt: new Date().toISOString() });
    }
    if (req.method === 'GET' && action === 'task') return send(res, 200, { status: 'published', pendingTask: false });
    if (req.method === 'DELETE' && action === undefined) {
      indexes.delete(name);
      return send(res, 200, { taskID: ++taskID, deletedAt: new Date().toISOString() });
    }
    return send(res, 404, { message: `No fake for ${req.method} ${url.pathname}`, status: 404 });
  });
  return { ...listening, appId, searchKey, adminKey, indexes, requests };
}

/** A port nothing listens on: connections are refused. */
export async function closedPort(): Promise<Host> {
  const l = await listen(() => undefined);
  await l.close();
  return l.host;
}

/** Accepts requests and never answers (past any read timeout). */
export async function hangingHost(log?: string[]): Promise<Listening> {
  return listen(() => log?.push('hang'));
}

/** Answers every request with the given status. */
export async function statusHost(status: number, log?: string[]): Promise<Listening> {
  return listen((_req, res) => {
    log?.push(String(status));
    send(res, status, { message: status === 403 ? 'Invalid Application-ID or API key' : 'Internal error', status });
  });
}

export interface FakeInsights extends Listening {
  /** Every request but CORS preflights, in arrival order. */
  requests: LoggedRequest[];
  /** The events of all accepted requests, in arrival order. */
  events: Record<string, unknown>[];
}

/**
 * The Insights API: POST /1/events with `{events}` and the application id and key headers; 200 when
 * they match, 403 otherwise, 422 without an events list. Answers CORS preflights like the real one.
 */
export async function startFakeInsights(init: { appId?: string; apiKey?: string } = {}): Promise<FakeInsights> {
  const appId = init.appId ?? 'TESTAPP';
  const apiKey = init.apiKey ?? 'search-key';
  const requests: LoggedRequest[] = [];
  const events: Record<string, unknown>[] = [];
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'content-type, x-algolia-application-id, x-algolia-api-key',
    'access-control-max-age': '86400',
  };
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { ...cors, 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const listening = await listen(async (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      return res.end();
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let body: unknown;
    try {
      body = await readBody(req);
    } catch {
      return answer(res, 400, { message: 'Invalid JSON', status: 400 });
    }
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body,
    });
    if (req.method !== 'POST' || url.pathname !== '/1/events')
      return answer(res, 404, { message: 'Not found', status: 404 });
    if (req.headers['x-algolia-application-id'] !== appId || req.headers['x-algolia-api-key'] !== apiKey)
      return answer(res, 403, { message: 'Invalid Application-ID or API key', status: 403 });
    const list = (body as { events?: unknown })?.events;
    if (!Array.isArray(list) || list.length === 0)
      return answer(res, 422, { message: 'events: expected a non-empty list', status: 422 });
    events.push(...(list as Record<string, unknown>[]));
    return answer(res, 200, { status: 200, message: 'OK' });
  });
  return { ...listening, requests, events };
}
