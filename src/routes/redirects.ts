// Redirect pages (config `redirects`, as @docusaurus/plugin-client-redirects makes them): every old path gets a
// small static HTML page that sends the reader on without JavaScript (a meta refresh, and a link for whoever
// does not follow it), with the target as its canonical URL and `noindex`, so search engines move to the target.
// Old paths come from the explicit rules, the extensions rules and createRedirects over every page's path. A rule
// that leads to no page, or whose old path is a page, is an error located in the config; a generated one that
// would replace a page is left out with a warning, as Docusaurus leaves it out.
import type { ResolvedConfig } from '../config/load-config';
import { error, warning, type Diagnostic } from '../errors/blogctl-error';
import { escapeHtml } from '../shared/escape';
import { isExternalUrl, NOT_FOUND_PATH, routeToFile, siteHref } from '../shared/urls';
import type { RouteTable } from './route-types';
import { locate } from './validate-refs';

export interface RedirectFile {
  path: string;
  content: string;
}

/** A path as the route table keys it: no trailing slash but the root's, no query or hash. */
const routeKey = (p: string) => {
  const bare = p.replace(/[?#].*$/, '');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

interface Planned {
  from: string;
  to: string;
  /** Where the config sets it (explicit rules); generated ones are located at their option. */
  explicit: boolean;
}

export function redirectPages(
  config: ResolvedConfig,
  table: RouteTable,
  written: Iterable<string>,
): { files: RedirectFile[]; diagnostics: Diagnostic[] } {
  const r = config.redirects;
  const diagnostics: Diagnostic[] = [];
  if (!r || (!r.rules.length && !r.fromExtensions.length && !r.toExtensions.length && !r.createRedirects))
    return { files: [], diagnostics };
  const pages = new Set(table.routes.filter((x) => x.path !== NOT_FOUND_PATH).map((x) => routeKey(x.path)));
  const files = new Set([...written].map((f) => '/' + f));
  const exists = (p: string) => pages.has(routeKey(p)) || files.has(p.replace(/[?#].*$/, ''));
  // A page's own output file (`a.html` with trailingSlash false) is never replaced by a redirect either.
  const pageFiles = new Set(table.routes.map((x) => x.outFile));
  const at = (needle: string, key: string) =>
    locate(config.configFile, `'${needle}'`) ??
    locate(config.configFile, `"${needle}"`) ??
    locate(config.configFile, key) ?? { file: config.configFile ?? `${config.root}/blogctl.config.ts` };
  const planned: Planned[] = [];
  for (const rule of r.rules)
    for (const from of Array.isArray(rule.from) ? rule.from : [rule.from])
      planned.push({ from, to: rule.to, explicit: true });
  for (const page of [...pages].sort()) {
    for (const ext of r.fromExtensions)
      if (page !== '/') planned.push({ from: `${page}.${ext}`, to: page, explicit: false });
    for (const ext of r.toExtensions) {
      const m = new RegExp(`^(.+)\\.${ext.replace(/[^\w-]/g, '')}$`).exec(page);
      if (m) planned.push({ from: m[1], to: page, explicit: false });
    }
    const made = r.createRedirects?.(page);
    for (const from of made == null ? [] : Array.isArray(made) ? made : [made])
      if (typeof from === 'string' && from.startsWith('/')) planned.push({ from, to: page, explicit: false });
  }
  const out = new Map<string, RedirectFile>();
  for (const p of planned) {
    const internal = !isExternalUrl(p.to);
    if (p.explicit && internal && !exists(p.to)) {
      diagnostics.push(error('REDIRECT_TARGET_MISSING', { from: p.from, to: p.to }, at(p.to, 'redirects')));
      continue;
    }
    const path = fileOf(p.from, config.trailingSlash);
    if (exists(p.from) || pageFiles.has(path)) {
      if (p.explicit)
        diagnostics.push(error('REDIRECT_SHADOWS_PAGE', { from: p.from, to: p.to }, at(p.from, 'redirects')));
      else
        diagnostics.push(
          warning('REDIRECT_SHADOWS_PAGE', { from: p.from, to: p.to }, at('createRedirects', 'redirects')),
        );
      continue;
    }
    if (out.has(path)) continue;
    const href = internal ? siteHref(config, p.to) : p.to;
    out.set(path, { path, content: redirectHtml(href, internal ? config.url + href : href) });
  }
  return { files: [...out.values()], diagnostics };
}

/** The output file of an old path, laid out as a route's (`/a.html` → `a.html/index.html`, so a host that serves
 *  `/a` from `a.html` never meets it), but for an `.html` path with trailingSlash false, which is its own file. */
function fileOf(from: string, trailingSlash: boolean | undefined): string {
  const clean = from.replace(/[?#].*$/, '');
  return trailingSlash === false && clean.endsWith('.html')
    ? decodeURIComponent(clean.replace(/^\/+/, ''))
    : routeToFile(clean, trailingSlash);
}

/** The page of one redirect: it works without JavaScript and is never indexed. */
export function redirectHtml(href: string, canonical: string): string {
  const h = escapeHtml(href);
  return (
    '<!DOCTYPE html>\n<html>\n<head>\n<meta charset="utf-8">\n' +
    `<meta http-equiv="refresh" content="0; url=${h}">\n` +
    `<link rel="canonical" href="${escapeHtml(canonical)}">\n` +
    '<meta name="robots" content="noindex">\n' +
    `<title>${h}</title>\n</head>\n<body>\n<p><a href="${h}">${h}</a></p>\n</body>\n</html>\n`
  );
}
