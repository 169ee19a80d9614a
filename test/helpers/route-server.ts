// A tiny static server over a built folder for browser tests that need to hold, fail or count requests
// (route data delayed or 404, a chunk that fails). Requests pass through `intercept` first.
import { createReadStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { build } from '../../src/api/build';
import type { UserConfig } from '../../src/config/schema';
import { stripHtmlSuffix } from '../../src/shared/urls';
import { REPO } from './site';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Return true when the request was answered by the hook. `pathname` is decoded. */
export type Intercept = (pathname: string, req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>;

export interface RouteServer {
  url: string;
  /** Decoded pathnames of every request, in arrival order. */
  requests: string[];
  /** Decoded pathnames of the requests scripts made with fetch() (`Sec-Fetch-Dest: empty`: the client router's
   *  route fetches, the search index), not documents, scripts or images. */
  fetches: string[];
  intercept: Intercept | null;
  close(): Promise<void>;
}

/** Builds the shipped site (optionally with config overrides) into a temp folder. */
export async function buildSiteToTemp(config?: UserConfig): Promise<{ outDir: string; remove: () => void }> {
  const outDir = mkdtempSync(join(tmpdir(), 'blogctl-nav-'));
  const result = await build({ root: REPO, outDir, config });
  if (!result.ok) throw new Error('build failed: ' + JSON.stringify(result.diagnostics, null, 2));
  return { outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** Serves `dir`, mounted at `mount` (default `/`); unknown paths get 404.html with status 404. */
export async function startRouteServer(dir: string, mount = '/'): Promise<RouteServer> {
  const state: RouteServer = { url: '', requests: [], fetches: [], intercept: null, close: async () => undefined };
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    state.requests.push(pathname);
    if (isScriptFetch(req)) state.fetches.push(pathname);
    if (state.intercept && (await state.intercept(pathname, req, res))) return;
    const file = pathname.startsWith(mount) ? resolve(dir, '/' + pathname.slice(mount.length)) : null;
    const target = file ?? join(dir, '404.html');
    res.writeHead(file ? 200 : 404, {
      'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    });
    createReadStream(target).pipe(res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  state.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  state.close = () =>
    new Promise((r) => {
      server.closeAllConnections();
      server.close(() => r());
    });
  return state;
}

/** A request a script made with fetch() (Chromium sends `Sec-Fetch-Dest: empty` for those, `document` for page loads). */
export function isScriptFetch(req: IncomingMessage): boolean {
  return req.headers['sec-fetch-dest'] === 'empty';
}

function resolve(dir: string, pathname: string): string | null {
  const clean = normalize(stripHtmlSuffix(pathname)).replace(/^\/+/, '');
  for (const candidate of [join(dir, clean), join(dir, clean, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}
