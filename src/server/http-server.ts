// node:http + an ordered middleware list. Each middleware gets the request context and a `next`; the list is
// composed in one place (api/serve.ts) so the order is readable there.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  /** Raw pathname as requested (still percent-encoded), without the query string. */
  rawPath: string;
  /** Query string including the `?`, or ''. */
  search: string;
}

export type Middleware = (ctx: RequestContext, next: () => Promise<void>) => void | Promise<void>;

/** Runs the middlewares in order; a middleware that does not call `next` ends the chain. */
export function createHttpServer(middlewares: Middleware[]): Server {
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const ctx: RequestContext = {
      req,
      res,
      rawPath: q === -1 ? url : url.slice(0, q),
      search: q === -1 ? '' : url.slice(q),
    };
    const run = async (i: number): Promise<void> => {
      const mw = middlewares[i];
      if (mw) await mw(ctx, () => run(i + 1));
    };
    run(0).catch((err: unknown) => {
      // Last resort: the error-overlay middleware normally catches first.
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Internal error: ${(err as Error)?.message ?? String(err)}`);
    });
  });
  // CONNECT never reaches the request handler; answer it like every other method that is not GET or HEAD.
  server.on('connect', (_req, socket) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
  });
  return server;
}
