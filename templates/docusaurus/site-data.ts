// The site data the Docusaurus modules of templates/docusaurus read beyond blogctl/theme's public hooks (the
// config's customFields, the plugins' global data, the current page), through the same recorded context: read on
// the server, carried by the page for hydration.
import { useContext } from 'react';
import { SiteHooksContext, type SiteHooksData, type SiteHooksKey } from '../../src/shared/site-hooks';

/** One key of the site data; outside a site component (no context) the empty value of the key. */
export function useSiteData<K extends SiteHooksKey>(key: K, empty: SiteHooksData[K]): SiteHooksData[K] {
  const source = useContext(SiteHooksContext);
  return source ? source.get(key) : empty;
}

/** A reader of site data keys for values read later (a getter of the hook's result): the page then carries a key
 *  only when the component really reads it. */
export function useSiteDataReader(): <K extends SiteHooksKey>(key: K, empty: SiteHooksData[K]) => SiteHooksData[K] {
  const source = useContext(SiteHooksContext);
  return (key, empty) => (source ? source.get(key) : empty);
}
