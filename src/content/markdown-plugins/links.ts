// Links and images: records every link (for the dead-link check) with its file line, rewrites
// `.md` file links (relative or from a content root, as Docusaurus resolves them) to the target's route and relative images to hashed asset URLs, and writes every
// site-absolute URL (Markdown links and images, and src/href/srcset/poster in raw HTML) through `env.href`,
// which gives it the baseUrl and the trailingSlash form (src/shared/urls.ts siteHref).
import { isExternalUrl, rewriteHtmlUrls } from '../../shared/urls';
import type { MarkdownIt } from './types';
import type { Token } from './types';

import type { LinkEnv } from './env';

export function linksPlugin(md: MarkdownIt): void {
  md.core.ruler.push('collect_links', (state) => {
    const env = state.env as unknown as LinkEnv;
    if (!env.links) return;
    for (const block of state.tokens) {
      const line = (block.map?.[0] ?? 0) + 1 + env.bodyLineOffset;
      if (block.type === 'html_block') block.content = rawHtml(block.content, env, line);
      if (block.type !== 'inline' || !block.children) continue;
      visit(block.children, env, line);
    }
  });
}

function visit(children: Token[], env: LinkEnv, line: number): void {
  for (const t of children) {
    if (t.type === 'link_open') handle(t, 'href', 'link', env, line);
    else if (t.type === 'image') handle(t, 'src', 'image', env, line);
    else if (t.type === 'html_inline') t.content = rawHtml(t.content, env, line);
  }
}

function handle(t: Token, attr: 'href' | 'src', kind: 'link' | 'image', env: LinkEnv, firstLine: number): void {
  const href = String(t.attrGet(attr) ?? '');
  const { line, column } = locate(env, href, firstLine);
  let resolved = href;
  // A Markdown file's link that names no page is reported here, not again by the link check.
  let reported = false;
  if (!isExternalUrl(href) && href !== '') {
    const hashAt = href.indexOf('#');
    const path = hashAt === -1 ? href : href.slice(0, hashAt);
    const hash = hashAt === -1 ? '' : href.slice(hashAt);
    if (kind === 'image' && !path.startsWith('/')) {
      const url = env.resolveAsset(decodeSafe(path));
      if (url) resolved = url;
      else env.report('image', href, line, column);
    } else if (kind === 'link' && /\.mdx?$/i.test(path)) {
      const route = env.resolveMarkdownLink(decodeSafe(path));
      if (route) resolved = route + hash;
      // A site-absolute `/x.md` that is no content file stays a URL (a static file, say): the dead-link check has it.
      else if (!path.startsWith('/')) {
        env.report('link', href, line, column);
        reported = true;
      }
    } else if (kind === 'link' && !path.startsWith('/') && path !== '' && !path.startsWith('.')) {
      // Bare relative links like "foo" are left as written.
    }
    t.attrSet(attr, env.href(resolved));
  }
  if (!reported) env.links.push({ href, resolved, kind, line, column });
}

/**
 * Raw HTML written in Markdown (`<img src="/img/a.png">`, `<a href="/blog/x">`, `<source srcset>`): its
 * site-absolute URLs get the baseUrl and trailingSlash form like Markdown links do, and are recorded for the
 * dead-link check (`<a href>` as a link, the others as images/media). Relative URLs are left as written,
 * with a warning: the browser resolves them against the page URL, which the trailingSlash form changes.
 */
function rawHtml(html: string, env: LinkEnv, firstLine: number): string {
  return rewriteHtmlUrls(html, (raw, written, kind) => {
    if (raw === '' || raw.startsWith('#') || isExternalUrl(raw)) return raw;
    const { line, column } = locate(env, written, firstLine);
    if (!raw.startsWith('/')) {
      env.relativeHtmlUrl?.(raw, line, column);
      return raw;
    }
    env.links.push({ href: raw, resolved: raw, kind, line, column });
    return env.href(raw);
  });
}

/** Finds the line and column where `href` is written, searching from the block's first line. */
function locate(env: LinkEnv, href: string, firstLine: number): { line: number; column: number } {
  if (href === '') return { line: firstLine, column: 1 };
  // markdown-it percent-encodes hrefs; the source may have them either way.
  const forms = [...new Set([href, decodeSafe(href)])];
  for (let l = firstLine; l <= Math.min(env.sourceLines.length, firstLine + 200); l++) {
    for (const form of forms) {
      const col = env.sourceLines[l - 1]?.indexOf(form) ?? -1;
      if (col !== -1) return { line: l, column: col + 1 };
    }
  }
  return { line: firstLine, column: 1 };
}

function decodeSafe(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}
