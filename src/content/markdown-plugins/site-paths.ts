// Docusaurus's two special link forms in Markdown:
// - `pathname:///path` links straight to a path of the site (a file in the static folder, a page of another
//   tool): the link is neither routed nor checked, so it is rewritten only after links are collected (the
//   dead-link check sees it as external, as Docusaurus skips it too).
// - `@site/static/…` images and links point into the static folder, served from the site root: rewritten to
//   `/…` before links are collected, so the checks see the real path. Other `@site/…` paths (outside the static
//   folder) are reported: blogctl copies images from beside the Markdown files and from the static folder only.
import type { MarkdownIt, Token } from './types';

export interface SitePathsOptions {
  /** The static folders, relative to the site folder. @default ["static"] */
  staticFolders?: string[];
  /** Reports an unsupported `@site/` path (0-based body line). */
  onUnsupported?: (href: string, line: number) => void;
}

const PATHNAME = 'pathname://';
const SITE = '@site/';

export function sitePathsPlugin(md: MarkdownIt, options: SitePathsOptions = {}): void {
  const each = (tokens: Token[], fn: (t: Token, attr: 'href' | 'src', line: number) => void) => {
    for (const block of tokens) {
      if (block.type !== 'inline' || !block.children) continue;
      for (const t of block.children) {
        if (t.type === 'link_open') fn(t, 'href', block.map?.[0] ?? 0);
        else if (t.type === 'image') fn(t, 'src', block.map?.[0] ?? 0);
      }
    }
  };
  md.core.ruler.before('collect_links', 'site_paths', (state) => {
    if (!state.src.includes(SITE)) return;
    each(state.tokens, (t, attr, line) => {
      const v = String(t.attrGet(attr) ?? '');
      if (!v.startsWith(SITE)) return;
      const rest = v.slice(SITE.length);
      const folder = (options.staticFolders ?? ['static']).find((f) => rest.startsWith(f + '/'));
      if (folder !== undefined) t.attrSet(attr, '/' + rest.slice(folder.length + 1));
      else options.onUnsupported?.(v, line);
    });
  });
  md.core.ruler.after('collect_links', 'pathname_links', (state) => {
    if (!state.src.includes(PATHNAME)) return;
    each(state.tokens, (t, attr) => {
      const v = String(t.attrGet(attr) ?? '');
      if (v.startsWith(PATHNAME)) t.attrSet(attr, v.slice(PATHNAME.length) || '/');
    });
  });
}
