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
  /** Whether a request path names an HTML page of the site's static folders, copied as it is (a CMS's admin
   *  page): its scripts are its own, unknown to blogctl, so it gets no policy, as on the static host. */
  staticHtml?: (path: string) => boolean;
}

/** A CSP the site satisfies. Scripts are held to what blogctl knows: its own, the boot script's hash and what the
 *  config adds (inline head scripts by hash, external script origins). Other resources may come from any https
 *  origin besides the ones the config names, as on the static host the site is deployed to: the site's own CSS
 *  imports web fonts from CDNs, its components fetch APIs, its Markdown embeds iframes (CodeSandbox, YouTube).
 *  Inline style attributes are allowed (announcement bar). */
export function contentSecurityPolicy(opts: SecurityOptions): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...opts.scriptHashes, ...(opts.scriptOrigins ?? [])].join(' '),
    ["style-src 'self' 'unsafe-inline'", ...(opts.styleOrigins ?? []), 'https:'].join(' '),
    // Images and media from plain http too: the host's https page loads them upgraded, as browsers upgrade
    // mixed passive content (a post that embeds an old http:// image).
    "img-src 'self' data: https: http:",
    "font-src 'self' data: https:",
    ["connect-src 'self'", ...(opts.connectOrigins ?? []), 'https:'].join(' '),
    // Frames from plain http too: this server speaks http, so an embed written protocol-relative (`//player…`),
    // which the https host loads over https, comes here over http. A frame cannot script the page.
    ["frame-src 'self'", ...(opts.frameOrigins ?? []), 'https:', 'http:'].join(' '),
    "media-src 'self' data: https: http:",
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
    if (!opts.staticHtml?.(pathOf(req.url))) res.setHeader('Content-Security-Policy', csp);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    return next();
  };
}

function pathOf(url: string | undefined): string {
  const path = (url ?? '/').split(/[?#]/)[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
