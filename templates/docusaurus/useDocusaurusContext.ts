// `@docusaurus/useDocusaurusContext` for a site's own React code: the parts of Docusaurus's context a blogctl
// site has — the site config's title, tagline, url, baseUrl and `customFields`, and its one locale — read
// through the site hooks, so the page carries them for hydration.
import { useSiteConfig } from '../hooks';
import { useSiteDataReader } from './site-data';

export interface DocusaurusContextValue {
  siteConfig: {
    title: string;
    tagline: string;
    url: string;
    baseUrl: string;
    customFields: Record<string, unknown>;
  };
  i18n: {
    currentLocale: string;
    defaultLocale: string;
    locales: string[];
    localeConfigs: Record<string, { label: string; direction: 'ltr'; htmlLang: string }>;
  };
  /** Docusaurus's site metadata; blogctl has no plugin versions to list. */
  siteMetadata: { docusaurusVersion: string; pluginVersions: Record<string, never> };
  globalData: Record<string, Record<string, unknown>>;
}

export default function useDocusaurusContext(): DocusaurusContextValue {
  const { title, tagline, url, baseUrl, locale } = useSiteConfig();
  // customFields and the global data are read when the component reads them (so a page carries them only then).
  const read = useSiteDataReader();
  return {
    siteConfig: {
      title,
      tagline,
      url,
      baseUrl,
      get customFields() {
        return read('customFields', {});
      },
    },
    i18n: {
      currentLocale: locale,
      defaultLocale: locale,
      locales: [locale],
      localeConfigs: { [locale]: { label: locale, direction: 'ltr', htmlLang: locale } },
    },
    siteMetadata: { docusaurusVersion: 'blogctl', pluginVersions: {} },
    get globalData() {
      return read('globalData', {});
    },
  };
}
