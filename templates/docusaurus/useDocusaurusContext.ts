// `@docusaurus/useDocusaurusContext` for a site's own React code: the parts of Docusaurus's context a blogctl
// site has — the site config's title, tagline, url and baseUrl, and its one locale — read through
// useSiteConfig, so the page carries them for hydration.
import { useSiteConfig } from '../hooks';

export interface DocusaurusContextValue {
  siteConfig: { title: string; tagline: string; url: string; baseUrl: string; customFields: Record<string, unknown> };
  i18n: { currentLocale: string; defaultLocale: string; locales: string[] };
  /** Docusaurus's site metadata; blogctl has no plugin versions to list. */
  siteMetadata: { docusaurusVersion: string; pluginVersions: Record<string, never> };
}

export default function useDocusaurusContext(): DocusaurusContextValue {
  const { title, tagline, url, baseUrl, locale } = useSiteConfig();
  return {
    siteConfig: { title, tagline, url, baseUrl, customFields: {} },
    i18n: { currentLocale: locale, defaultLocale: locale, locales: [locale] },
    siteMetadata: { docusaurusVersion: 'blogctl', pluginVersions: {} },
  };
}
