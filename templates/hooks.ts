// Hooks for a site's own React code (components imported in MDX, `pages/*.tsx` pages), imported from
// `blogctl/theme`. They work while the page is rendered on the server and after it hydrates in the browser;
// the page carries only the parts of the site data its components read (see src/shared/site-hooks.ts).
import { useContext } from 'react';
import {
  SiteHooksContext,
  type SiteConfigData,
  type SiteDocData,
  type SiteHooksKey,
  type SitePostData,
  type SiteTagData,
} from '../src/shared/site-hooks';

export type { SiteConfigData, SiteDocData, SitePostData, SiteTagData };

function useSiteHooksData<K extends SiteHooksKey>(key: K) {
  const source = useContext(SiteHooksContext);
  if (!source)
    throw new Error(
      `blogctl/theme hooks work only inside a site component or a pages/*.tsx page rendered by blogctl (reading "${key}").`,
    );
  return source.get(key);
}

/** The site's title, tagline, url, baseUrl and locale. */
export function useSiteConfig(): SiteConfigData {
  return useSiteHooksData('config');
}

/** Listed posts, newest first: title, description, date, permalink and tags. */
export function usePosts(): SitePostData[] {
  return useSiteHooksData('posts');
}

/** Every tag with its permalink and number of posts. */
export function useTags(): SiteTagData[] {
  return useSiteHooksData('tags');
}

/** Every doc with its id, title and permalink. */
export function useDocs(): SiteDocData[] {
  return useSiteHooksData('docs');
}

// Hooks a site's theme components (`<site>/theme/*.tsx`) use to read the site and the current page.
export { useRoute, useSite } from './context';
