// What a site adds to every page's <head> (config `headTags` and `scripts`), as HTML, and the CSP sources that
// allow it: the sha256 of each inline script, the origins of external scripts and stylesheets.
import { createHash } from 'node:crypto';
import type { SiteConfigShape } from '../config/schema';
import { escapeHtml } from '../shared/escape';
import { withBase } from '../shared/urls';

type SiteHeadConfig = Pick<SiteConfigShape, 'headTags' | 'scripts' | 'baseUrl'>;

export interface SiteHead {
  /** The tags, one per line; '' when the site adds none. */
  html: string;
  /** `'sha256-…'` of every inline `<script>` added. */
  scriptHashes: string[];
  /** Origins (`https://host`) of the external scripts added. */
  scriptOrigins: string[];
  /** Origins of the external stylesheets added (`<link rel="stylesheet">`). */
  styleOrigins: string[];
}

const VOID = new Set(['meta', 'link', 'base']);
const ABSOLUTE = /^(https?:)?\/\//i;

function origin(url: string): string | undefined {
  if (!ABSOLUTE.test(url)) return undefined;
  try {
    return new URL(url, 'https://x.invalid').origin;
  } catch {
    return undefined;
  }
}

/** A site path gets the baseUrl (as theme links do); a URL is kept as written. */
function siteUrl(baseUrl: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? withBase(baseUrl, url) : url;
}

function tag(name: string, attributes: Record<string, string | boolean>, inner?: string): string {
  const attrs = Object.entries(attributes)
    .map(([k, v]) => (v === false ? '' : v === true ? ` ${k}` : ` ${k}="${escapeHtml(v)}"`))
    .join('');
  return VOID.has(name) && inner === undefined ? `<${name}${attrs}>` : `<${name}${attrs}>${inner ?? ''}</${name}>`;
}

export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

export function siteHead(config: SiteHeadConfig): SiteHead {
  const out: SiteHead = { html: '', scriptHashes: [], scriptOrigins: [], styleOrigins: [] };
  const lines: string[] = [];
  const add = (list: string[], value: string | undefined) => value && !list.includes(value) && list.push(value);
  for (const t of config.headTags) {
    const attributes = { ...t.attributes };
    if (t.tagName === 'script' && typeof attributes.src === 'string') add(out.scriptOrigins, origin(attributes.src));
    if (t.tagName === 'script' && typeof attributes.src !== 'string' && t.innerHTML)
      add(out.scriptHashes, cspHash(t.innerHTML));
    if (t.tagName === 'link' && attributes.rel === 'stylesheet' && typeof attributes.href === 'string')
      add(out.styleOrigins, origin(attributes.href));
    for (const key of ['src', 'href'] as const)
      if (typeof attributes[key] === 'string') attributes[key] = siteUrl(config.baseUrl, attributes[key] as string);
    lines.push(tag(t.tagName, attributes, t.innerHTML));
  }
  for (const s of config.scripts) {
    const script = typeof s === 'string' ? { src: s } : s;
    add(out.scriptOrigins, origin(script.src));
    lines.push(
      tag(
        'script',
        { src: siteUrl(config.baseUrl, script.src), async: script.async ?? false, defer: script.defer ?? false },
        '',
      ),
    );
  }
  out.html = lines.join('\n');
  return out;
}
