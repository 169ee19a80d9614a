// Watch mode: /__blogctl/events (server-sent events: `reload` with the changed page paths, `build-error`
// with the diagnostics) and /__blogctl/dev.js (the client that listens; see dev-client.ts).
import type { UiTable } from '../../shared/i18n';
import type { ServerResponse } from 'node:http';
import { withBase } from '../../shared/urls';
import { devClientScript } from '../dev-client';
import type { OverlayDiagnostic, RebuildReport } from '../dev-site';
import type { Middleware } from '../http-server';

export interface LiveReload {
  middleware: Middleware;
  /** URL of the dev client script, for the page's devScript tag. */
  scriptUrl: string;
  /** Broadcasts the outcome of a rebuild. */
  onRebuild(report: RebuildReport): void;
  /** Current errors, sent to each new connection so a reloaded page shows the overlay again. */
  setState(errors: () => OverlayDiagnostic[]): void;
  close(): void;
}

export function createLiveReload(opts: { baseUrl: string; ui: UiTable }): LiveReload {
  const eventsUrl = withBase(opts.baseUrl, '/__blogctl/events');
  const scriptUrl = withBase(opts.baseUrl, '/__blogctl/dev.js');
  const script = Buffer.from(devClientScript({ eventsUrl, baseUrl: opts.baseUrl, ui: opts.ui }));
  const clients = new Set<ServerResponse>();
  let errors: () => OverlayDiagnostic[] = () => [];
  const emit = (res: ServerResponse, event: string, data: unknown) =>
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  const broadcast = (event: string, data: unknown) => {
    for (const res of clients) emit(res, event, data);
  };
  return {
    scriptUrl,
    middleware: ({ req, res, rawPath }, next) => {
      if (rawPath === scriptUrl) {
        res.writeHead(200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-cache',
          'Content-Length': script.length,
        });
        res.end(req.method === 'HEAD' ? undefined : script);
        return;
      }
      if (rawPath !== eventsUrl) return next();
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        Connection: 'keep-alive',
      });
      res.write('retry: 300\n\n');
      const current = errors();
      if (current.length) emit(res, 'build-error', { diagnostics: current });
      clients.add(res);
      req.on('close', () => clients.delete(res));
    },
    onRebuild(report) {
      if (!report.ok) broadcast('build-error', { diagnostics: report.errors });
      else
        broadcast('reload', {
          full: report.full,
          paths: report.paths,
          kind: report.kind,
          ms: report.ms,
          rendered: report.rendered,
          routes: report.routes,
          changedFiles: report.changedFiles,
          ...(report.unread && { unread: true }),
        });
    },
    setState(fn) {
      errors = fn;
    },
    close() {
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}
