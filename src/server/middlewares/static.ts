// Static files like a good host: `/x` → x.html or x/index.html, `.html` and `/index.html` redirect to the
// canonical path (per trailingSlash), a path outside the baseUrl redirects to it (as `docusaurus serve` does),
// and nothing outside the site's files can be named.
// Preview and watch mode differ only in the SiteFiles they pass (disk vs memory).
import type { ServerResponse } from 'node:http';
import { applyTrailingSlash, encodePath, stripHtmlSuffix } from '../../shared/urls';
import type { Middleware } from '../http-server';
import { send } from '../send';
import type { SiteFiles } from '../site-files';

export interface StaticOptions {
  files: SiteFiles;
  baseUrl: string;
  trailingSlash: boolean | undefined;
  /** Dev: revalidate everything. */
  noStore?: boolean;
}

/**
 * Decodes a raw request path to a site-relative path, or null when it is malformed or tries to leave the
 * site: bad percent-encoding, NUL, backslashes, `.`/`..` segments (raw or encoded).
 */
export function safeDecodePath(rawPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return null;
  return decoded.normalize('NFC');
}

export function staticFiles(opts: StaticOptions): Middleware {
  const base = opts.baseUrl.endsWith('/') ? opts.baseUrl : opts.baseUrl + '/';
  const isFile = (p: string) => p !== '' && !p.endsWith('/') && opts.files.get(p) !== null;
  const redirect = (res: ServerResponse, sitePath: string, search: string) => {
    res
      .writeHead(301, {
        Location: encodePath(base.slice(0, -1) + sitePath) + search,
        'Content-Type': 'text/plain; charset=utf-8',
      })
      .end();
  };
  return ({ req, res, rawPath, search }, next) => {
    const decoded = safeDecodePath(rawPath);
    if (decoded === null) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    if (decoded + '/' === base) return redirect(res, '/', search);
    // Outside the baseUrl: to the site's home, as `docusaurus serve` does (a 302 to the baseUrl).
    if (!decoded.startsWith(base)) {
      res.writeHead(302, { Location: encodePath(base), 'Content-Type': 'text/plain; charset=utf-8' }).end();
      return;
    }
    const sitePath = '/' + decoded.slice(base.length); // `/blog/x`, site-relative
    const rel = sitePath.slice(1);

    // Real files (assets, feeds, 404.html itself when asked for exactly) are served as they are,
    // except HTML pages, whose URL is the path without `.html` / `/index.html`.
    const stripped = stripHtmlSuffix(sitePath);
    if (stripped !== sitePath && sitePath !== '/404.html') {
      const target = canonical(stripped, opts.trailingSlash);
      if (resolvePage(target.slice(1), isFile)) return redirect(res, target, search);
      return next();
    }
    if (isFile(rel)) return send(req, res, opts.files.get(rel)!, { path: rel, noStore: opts.noStore });

    const page = resolvePage(rel, isFile);
    if (!page) {
      // `x/` for a page written as x.html (trailingSlash false): send the reader to its URL, `x`.
      if (opts.trailingSlash === false && rel.endsWith('/') && isFile(rel.slice(0, -1) + '.html'))
        return redirect(res, canonical(sitePath, false), search);
      return next();
    }
    // Directory-style pages follow the trailingSlash setting; `undefined` accepts both forms.
    if (page.endsWith('/index.html') && rel !== '') {
      const target = canonical(sitePath, opts.trailingSlash);
      if (target !== sitePath) return redirect(res, target, search);
    }
    send(req, res, opts.files.get(page)!, { path: page, noStore: opts.noStore });
  };
}

function canonical(sitePath: string, trailingSlash: boolean | undefined): string {
  return applyTrailingSlash(sitePath, trailingSlash);
}

/** `a/` → a/index.html; `a` → a.html or a/index.html; `` → index.html. */
function resolvePage(rel: string, isFile: (p: string) => boolean): string | null {
  if (rel === '' || rel.endsWith('/')) return isFile(rel + 'index.html') ? rel + 'index.html' : null;
  if (isFile(rel + '.html')) return rel + '.html';
  if (isFile(rel + '/index.html')) return rel + '/index.html';
  return null;
}
