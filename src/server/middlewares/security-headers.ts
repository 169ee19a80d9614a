// Security headers on every response, and the method rule: only GET and HEAD exist on a static site.
import type { Middleware } from '../http-server';

export interface SecurityOptions {
  /** sha256 sources (`'sha256-…'`) of the inline scripts the site ships (the theme boot script). */
  scriptHashes: string[];
  /** Origins of the external scripts the site adds (config `scripts`, `headTags`). */
  scriptOrigins?: string[];
  /** Origins of the external stylesheets the site adds (`headTags` links). */
  styleOrigins?: string[];
  /** Origins the site's features fetch from (analytics hits) and frame (comments), render/site-features.ts. */
  connectOrigins?: string[];
  frameOrigins?: string[];
}

/** A CSP the site satisfies: own scripts, the boot script's hash and whatever the site adds (inline head scripts by
 *  hash, external script and stylesheet origins); inline style attributes (announcement bar). */
export function contentSecurityPolicy(opts: SecurityOptions): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...opts.scriptHashes, ...(opts.scriptOrigins ?? [])].join(' '),
    ["style-src 'self' 'unsafe-inline'", ...(opts.styleOrigins ?? [])].join(' '),
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    // Hosted search (Algolia), and analytics when configured, are the only cross-origin fetches the site makes.
    [
      "connect-src 'self' https://*.algolia.net https://*.algolianet.com https://*.algolia.io",
      ...(opts.connectOrigins ?? []),
    ].join(' '),
    ...(opts.frameOrigins?.length ? [["frame-src 'self'", ...opts.frameOrigins].join(' ')] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function securityHeaders(opts: SecurityOptions): Middleware {
  const csp = contentSecurityPolicy(opts);
  return ({ req, res }, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Content-Security-Policy', csp);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    return next();
  };
}
