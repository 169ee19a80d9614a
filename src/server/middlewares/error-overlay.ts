// Errors on the server side of a request: an unexpected exception becomes a 500 page instead of a hung
// socket; in watch mode /__blogctl/errors.json tells tools (and the overlay) what the last build broke.
import type { OverlayDiagnostic } from '../dev-site';
import type { Middleware } from '../http-server';

export function errorOverlay(opts: { errors: () => OverlayDiagnostic[] }): Middleware {
  return async ({ res, rawPath }, next) => {
    if (rawPath.endsWith('/__blogctl/errors.json')) {
      res
        .writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' })
        .end(JSON.stringify({ errors: opts.errors() }));
      return;
    }
    try {
      await next();
    } catch (err) {
      console.error(`Internal error while serving ${rawPath}: ${(err as Error)?.stack ?? String(err)}`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Internal error while serving this request. See the terminal for details.');
    }
  };
}
