// Entry permalinks from slugs. Pure; shared by the content stage (to resolve `.md` links) and the route table.
import { joinUrl } from './urls';

export function postPermalink(blogBase: string, slug: string): string {
  return joinUrl('/', blogBase, slug.replace(/^\/+/, ''));
}

/**
 * Docusaurus's category index convention: a doc named `index`, `README` or like its own folder (any case),
 * inside a folder, is that folder's category page (its URL is the folder's).
 */
export function isCategoryIndexId(id: string): boolean {
  const i = id.lastIndexOf('/');
  if (i < 0) return false;
  const name = id.slice(i + 1).toLowerCase();
  const folder = id.slice(id.lastIndexOf('/', i - 1) + 1, i).toLowerCase();
  return name === 'index' || name === 'readme' || name === folder;
}

/**
 * `Docker/index` → `/docs/Docker/`; `Docker/x` → `/docs/Docker/x`; a front matter slug wins. As in Docusaurus,
 * a slug starting with `/` is taken from the docs root and any other is resolved against the doc's folder
 * (`slug: y` in Docker/ → `/docs/Docker/y`, `../y` → `/docs/y`). A `..` that would climb above the docs root
 * is kept, so the path checks (shared/safe-path.ts) refuse it.
 */
export function docPermalink(docsBase: string, id: string, isCategoryIndex: boolean, slug?: string): string {
  if (slug === '/') return joinUrl('/', docsBase);
  if (slug !== undefined && slug.startsWith('/')) return joinUrl('/', docsBase, slug.replace(/^\/+/, ''));
  if (slug !== undefined)
    return joinUrl('/', docsBase, resolveRelative(id.includes('/') ? id.slice(0, id.lastIndexOf('/')) : '', slug));
  if (isCategoryIndex) return joinUrl('/', docsBase, id.slice(0, Math.max(0, id.lastIndexOf('/')))) + '/';
  return joinUrl('/', docsBase, id);
}

export function categoryPermalink(docsBase: string, dir: string): string {
  return joinUrl('/', docsBase, dir) + '/';
}

/** A page's URL from its path in the pages folder without extension: `about` → /about, `legal/index` →
 *  /legal, `index` → / (Docusaurus's pages plugin). */
export function pagePermalink(name: string): string {
  const path = name === 'index' ? '' : name.replace(/\/index$/, '');
  return path === '' ? '/' : joinUrl('/', path);
}

export function tagPermalink(blogBase: string, tagPath: string): string {
  return joinUrl('/', blogBase, 'tags', tagPath.replace(/^\/+/, ''));
}

/** A docs tag's page: `/docs/tags/<tag>` (docs.routeBasePath, docs.tagsBasePath, the tag's permalink). */
export function docTagPermalink(docs: { routeBasePath: string; tagsBasePath: string }, tagPath: string): string {
  return joinUrl('/', docs.routeBasePath, docs.tagsBasePath, tagPath.replace(/^\/+/, ''));
}

export function authorPermalink(blogBase: string, key: string): string {
  return joinUrl('/', blogBase, 'authors', key);
}

/** `dir` + a relative `path`, with `.` and `..` segments applied; a trailing slash is kept. */
function resolveRelative(dir: string, path: string): string {
  const out = dir ? dir.split('/') : [];
  const parts = path.split('/');
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length && out[out.length - 1] !== '..') out.pop();
    else out.push(part);
  }
  const last = parts[parts.length - 1];
  return out.join('/') + (path.endsWith('/') || last === '.' || last === '..' ? '/' : '');
}
