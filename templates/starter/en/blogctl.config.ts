// Site config. Every key is described in blogctl's config reference (docs/config-reference.md).
import { defineConfig } from 'blogctl';

export default defineConfig({
  title: 'My Blog',
  tagline: 'Notes on life and work',
  // The production origin (no path, no trailing slash). For a subpath deploy, set baseUrl to '/subpath/'.
  url: 'https://example.com',
  baseUrl: '/',
  favicon: '/img/logo.svg',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', htmlLang: 'en', path: 'en' },
    },
  },
  navbar: {
    title: 'My Blog',
    logo: { alt: 'My Blog', src: '/img/logo.svg' },
    items: [
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: 'Docs', position: 'left' },
      { to: '/blog', label: 'Blog', position: 'left' },
      { to: '/about', label: 'About', position: 'right' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: 'Site',
        items: [
          { label: 'Blog', to: '/blog' },
          { label: 'Docs', to: '/docs/intro' },
        ],
      },
      { title: 'More', items: [{ label: 'About', to: '/about' }] },
    ],
    copyright: 'Copyright © {{year}} My Blog. Built with blogctl.',
  },
  docs: { sidebarId: 'tutorialSidebar', mainDocId: 'intro' },
});
