// serve(options): a static preview of the output folder. (The dev loop with --watch builds on this.)
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { BlogctlError } from '../errors/blogctl-error';
import { loadConfig } from '../config/load-config';
import { stripHtmlSuffix } from '../shared/urls';
import { build } from './build';

export interface ServeOptions {
  root?: string;
  /** @default 3000 */
  port?: number;
  /** @default "127.0.0.1" */
  host?: string;
  outDir?: string;
}

export interface ServeHandle {
  url: string;
  server: Server;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export async function serve(options: ServeOptions = {}): Promise<ServeHandle> {
  const config = await loadConfig({ root: options.root, outDir: options.outDir });
  if (!existsSync(join(config.outDir, 'index.html'))) {
    const result = await build({ root: options.root, outDir: options.outDir });
    if (!result.ok) throw new BlogctlError({ code: 'CONFIG_INVALID', message: 'The site could not be built, so there is nothing to serve.', diagnostics: result.diagnostics });
  }
  const root = config.outDir;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    const file = resolveFile(root, pathname);
    const target = file ?? join(root, '404.html');
    const status = file ? 200 : 404;
    if (!existsSync(target)) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(status, { 'Content-Type': TYPES[extname(target)] ?? 'application/octet-stream', 'Content-Length': statSync(target).size });
    if (req.method === 'HEAD') res.end();
    else createReadStream(target).pipe(res);
  });
  const port = options.port ?? 3000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => reject(new BlogctlError({ code: 'SERVE_PORT', message: `Could not listen on ${host}:${port} (${err.code}).`, hint: err.code === 'EADDRINUSE' ? 'Another program uses the port; pass --port <n>.' : undefined })));
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}${config.baseUrl}`,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Maps a decoded pathname to a file inside root: `/x` → x, x.html or x/index.html. Never leaves root. */
function resolveFile(root: string, pathname: string): string | null {
  if (pathname.includes('\0')) return null;
  const clean = normalize(pathname).replace(/^([/\\])+/, '');
  const base = join(root, clean);
  if (base !== root && !base.startsWith(root + sep)) return null;
  // `/a.html` and `/a/index.html` are the same route as `/a` (spec, route table).
  const route = join(root, normalize(stripHtmlSuffix(pathname)).replace(/^([/\\])+/, ''));
  for (const candidate of [base, base + '.html', join(base, 'index.html'), join(route, 'index.html')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next form
    }
  }
  return null;
}
