// What a site adds to every page (config `headTags` and `scripts`, and the tags its plugins inject), as HTML, and
// the CSP sources that allow it: the sha256 of each inline script, the origins of external scripts and
// stylesheets. A plugin's tag given as HTML is read for its scripts and stylesheets too.
import { createHash } from 'node:crypto';
import type { SiteConfigShape } from '../config/schema';
import type { PluginHtmlTag, PluginHtmlTags } from '../content/types';
import { escapeHtml } from '../shared/escape';
import { withBase } from '../shared/urls';

type SiteHeadConfig = Pick<SiteConfigShape, 'headTags' | 'scripts' | 'baseUrl'>;

export interface SiteHead {
  /** The head's tags, one per line; '' when the site adds none. */
  html: string;
  /** The plugins' tags at the start and at the end of `<body>`; '' when none. */
  bodyStart: string;
  bodyEnd: string;
  /** `'sha256-…'` of every inline `<script>` added. */
  scriptHashes: string[];
  /** Origins (`https://host`) of the external scripts added. */
  scriptOrigins: string[];
  /** Origins of the external stylesheets added (`<link rel="stylesheet">`). */
  styleOrigins: string[];
}

const VOID = new Set(['meta', 'link', 'base']);
const ABSOLUTE = /^(https?:)?\/\//i;

/** The CSP source of a URL's origin. A protocol-relative URL (`//host/x.js`) gives the host alone, which CSP
 *  matches over the page's own scheme: https on the host, http from `blogctl serve`. */
function origin(url: string): string | undefined {
  if (!ABSOLUTE.test(url)) return undefined;
  try {
    const u = new URL(url, 'https://x.invalid');
    return url.startsWith('//') ? u.host : u.origin;
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

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const STYLESHEET = /<link\b(?=[^>]*\brel=["']?stylesheet)[^>]*\bhref=["']?([^"'\s>]+)/gi;
const SRC = /\bsrc=["']?([^"'\s>]+)/i;

/** Adds the CSP sources of one tag to `out`. */
function sourcesOf(out: SiteHead, t: Exclude<PluginHtmlTag, string>): void {
  const { attributes } = t;
  if (t.tagName === 'script' && typeof attributes.src === 'string') add(out.scriptOrigins, origin(attributes.src));
  if (t.tagName === 'script' && typeof attributes.src !== 'string' && t.innerHTML)
    add(out.scriptHashes, cspHash(t.innerHTML));
  if (t.tagName === 'link' && attributes.rel === 'stylesheet' && typeof attributes.href === 'string')
    add(out.styleOrigins, origin(attributes.href));
}

/** Adds the CSP sources of the scripts and stylesheets in a tag given as HTML to `out`. */
function sourcesOfHtml(out: SiteHead, html: string): void {
  for (const [, attrs, inner] of html.matchAll(SCRIPT)) {
    const src = SRC.exec(attrs!)?.[1];
    if (src) add(out.scriptOrigins, origin(src));
    else if (inner) add(out.scriptHashes, cspHash(inner));
  }
  for (const [, href] of html.matchAll(STYLESHEET)) add(out.styleOrigins, origin(href!));
}

const add = (list: string[], value: string | undefined) => value && !list.includes(value) && list.push(value);

/** The HTML of `tags`, one per line, with their CSP sources added to `out`. */
function tagsHtml(out: SiteHead, baseUrl: string, tags: readonly PluginHtmlTag[]): string {
  return tags
    .map((t) => {
      if (typeof t === 'string') {
        sourcesOfHtml(out, t);
        return t;
      }
      sourcesOf(out, t);
      const attributes = { ...t.attributes };
      for (const key of ['src', 'href'] as const)
        if (typeof attributes[key] === 'string') attributes[key] = siteUrl(baseUrl, attributes[key] as string);
      return tag(t.tagName, attributes, t.innerHTML);
    })
    .join('\n');
}

/** What the site adds to every page: config `headTags`, `scripts` and the plugins' injected tags (`plugins`). */
export function siteHead(config: SiteHeadConfig, plugins?: PluginHtmlTags): SiteHead {
  const out: SiteHead = { html: '', bodyStart: '', bodyEnd: '', scriptHashes: [], scriptOrigins: [], styleOrigins: [] };
  const lines = [tagsHtml(out, config.baseUrl, config.headTags)];
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
  if (plugins) {
    lines.push(tagsHtml(out, config.baseUrl, plugins.headTags));
    out.bodyStart = tagsHtml(out, config.baseUrl, plugins.preBodyTags);
    out.bodyEnd = tagsHtml(out, config.baseUrl, plugins.postBodyTags);
  }
  out.html = lines.filter(Boolean).join('\n');
  return out;
}
