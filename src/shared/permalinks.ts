// Entry permalinks from slugs. Pure; shared by the content stage (to resolve `.md` links) and the route table.
import { joinUrl } from './urls';

export function postPermalink(blogBase: string, slug: string): string {
  return joinUrl('/', blogBase, slug.replace(/^\/+/, ''));
}

/** `Docker/index` → `/docs/Docker/`; `Docker/x` → `/docs/Docker/x`; a front matter slug wins. */
export function docPermalink(docsBase: string, id: string, isCategoryIndex: boolean, slug?: string): string {
  if (slug !== undefined) return slug === '/' ? joinUrl('/', docsBase) : joinUrl('/', docsBase, slug.replace(/^\/+/, ''));
  if (isCategoryIndex) return joinUrl('/', docsBase, id.replace(/\/?index$/, '')) + '/';
  return joinUrl('/', docsBase, id);
}

export function categoryPermalink(docsBase: string, dir: string): string {
  return joinUrl('/', docsBase, dir) + '/';
}

export function pagePermalink(name: string): string {
  return name === 'index' ? '/' : joinUrl('/', name);
}

export function tagPermalink(blogBase: string, tagPath: string): string {
  return joinUrl('/', blogBase, 'tags', tagPath.replace(/^\/+/, ''));
}

export function authorPermalink(blogBase: string, key: string): string {
  return joinUrl('/', blogBase, 'authors', key);
}
