// The config schema's defaults, written once per key: a missing group, an empty group and a partly written
// group all resolve to the same values (inner defaults fill in). The expected object is the parsed default
// config as it was when every group also spelled out its whole default object.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { configSchema } from '../../../src/config/schema';

const MINIMAL = { title: 'T', url: 'https://example.com' };

const DEFAULTS = {
  title: 'T',
  tagline: '',
  titleDelimiter: '|',
  url: 'https://example.com',
  baseUrl: '/',
  i18n: { defaultLocale: 'zh-CN', locales: ['zh-CN'], localeConfigs: {}, strings: {} },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  docsVersionPersistence: 'localStorage',
  navbar: { hideOnScroll: true, items: [] },
  footer: { style: 'dark', links: [] },
  prism: { additionalLanguages: ['bash', 'json', 'yaml', 'typescript', 'jsx', 'tsx', 'python', 'diff', 'markdown'] },
  admonitions: { keywords: [], extendDefaults: true },
  search: { provider: 'local', contextualSearch: true, insights: false },
  blogInstances: [],
  docsInstances: [],
  blog: {
    enabled: true,
    path: 'blog',
    exclude: [],
    routeBasePath: 'blog',
    postsPerPage: 10,
    sidebarCount: 10,
    feedLimit: 20,
    showReadingTime: true,
    requireTruncate: true,
    onInlineTags: 'throw',
    showLastUpdateTime: false,
    showLastUpdateAuthor: false,
  },
  docs: {
    enabled: true,
    path: 'docs',
    exclude: [],
    routeBasePath: 'docs',
    sidebarId: 'tutorialSidebar',
    sidebar: { hideable: false, autoCollapseCategories: false },
    mainDocId: 'intro',
    versionLabel: 'Next',
    numberPrefixes: true,
    tagsBasePath: 'tags',
    onInlineTags: 'throw',
    showLastUpdateTime: false,
    showLastUpdateAuthor: false,
  },
  customCss: [],
  headTags: [],
  scripts: [],
  pages: { path: 'pages', exclude: [] },
  contentDir: 'content',
  staticDir: 'static',
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  outDir: 'build',
  mdxComponents: { exclude: [] },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  math: { enabled: false, singleDollarTextMath: true, renderer: 'katex', macros: {}, strict: 'warn' },
  mermaid: { enabled: false, theme: { light: 'default', dark: 'dark' }, options: {} },
  npm2yarn: { enabled: true, sync: true, converters: ['yarn', 'pnpm', 'bun'] },
  redirects: { rules: [], fromExtensions: [], toExtensions: [] },
  markdown: { format: 'mdx' },
  images: {},
  postcss: { config: true, plugins: [] },
  sitemap: { changefreq: null, priority: null, ignorePatterns: [], filename: 'sitemap.xml' },
  plugins: [],
  customFields: {},
  themeConfig: {},
};

const GROUPS = [
  'i18n',
  'colorMode',
  'navbar',
  'footer',
  'prism',
  'admonitions',
  'search',
  'blog',
  'docs',
  'pages',
  'mdxComponents',
  'tableOfContents',
  'math',
  'mermaid',
  'npm2yarn',
  'redirects',
  'markdown',
  'images',
  'postcss',
  'sitemap',
] as const;

describe('config schema defaults', () => {
  it('a config with only the required keys resolves to the documented defaults', () => {
    assert.deepStrictEqual(configSchema.parse(MINIMAL), DEFAULTS);
  });

  it('an empty group gets the same inner defaults as a missing one', () => {
    assert.deepStrictEqual(
      configSchema.parse({ ...MINIMAL, ...Object.fromEntries(GROUPS.map((g) => [g, {}])) }),
      DEFAULTS,
    );
  });

  it('a partly written group keeps its other defaults', () => {
    const parsed = configSchema.parse({
      ...MINIMAL,
      blog: { postsPerPage: 5 },
      search: { insights: true, provider: 'algolia' },
      colorMode: { defaultMode: 'dark' },
    });
    assert.deepStrictEqual(parsed.blog, { ...DEFAULTS.blog, postsPerPage: 5 });
    assert.deepStrictEqual(parsed.search, { ...DEFAULTS.search, provider: 'algolia', insights: true });
    assert.deepStrictEqual(parsed.colorMode, { ...DEFAULTS.colorMode, defaultMode: 'dark' });
  });
});
