// The last middleware: unknown paths get the site's 404.html with status 404.
import type { Middleware } from '../http-server';
import { send } from '../send';
import type { SiteFiles } from '../site-files';

export function notFound(opts: { files: SiteFiles; noStore?: boolean }): Middleware {
  return ({ req, res }) => {
    const page = opts.files.get('404.html');
    if (page) return send(req, res, page, { path: '404.html', status: 404, noStore: true });
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
  };
}
