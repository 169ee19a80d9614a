// Site config of the shipped blog. Every key is documented in src/config/schema.ts.
import { defineConfig } from 'blogctl';

export default defineConfig({
  title: '蓝山的博客',
  tagline: '旅行、音乐、摄影与运维笔记',
  url: 'https://blog.lanshan.example',
  baseUrl: '/',
  trailingSlash: undefined,
  favicon: '/img/favicon.svg',
  // The site's own code: theme/MarkdownPage.tsx draws the footprints page (content/pages/footprints.md).
  customCss: ['theme/footprints/footprints.css'],
  i18n: {
    defaultLocale: 'zh-CN',
    locales: ['zh-CN'],
    localeConfigs: {
      'zh-CN': { label: '简体中文', direction: 'ltr', htmlLang: 'zh-CN', calendar: 'gregory', path: 'zh-CN' },
    },
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
  docsVersionPersistence: 'localStorage',
  navbar: {
    title: '蓝山的博客',
    logo: { alt: '蓝山的博客', src: '/img/logo.svg' },
    hideOnScroll: true,
    items: [
      { to: '/', label: '首页', position: 'right' },
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: '文档', position: 'right' },
      { to: '/blog', label: '博客', position: 'right', activeBasePath: '/blog' },
      { to: '/blog/archive', label: '归档', position: 'right' },
      { to: '/footprints', label: '足迹', position: 'right' },
      { to: '/about', label: '关于', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: '站内',
        items: [
          { label: '首页', to: '/' },
          { label: '文档', to: '/docs/intro' },
          { label: '博客', to: '/blog' },
        ],
      },
      {
        title: '更多',
        items: [
          { label: '归档', to: '/blog/archive' },
          { label: '足迹', to: '/footprints' },
          { label: '关于', to: '/about' },
        ],
      },
    ],
    travelRing: { label: '开往：随机访问一个旅行博客', href: 'https://www.travellings.cn/go.html' },
    filing: { label: '京ICP备2022000000号-1', href: 'https://beian.miit.gov.cn/' },
    copyright: 'Copyright © 2022-2025 蓝山. 用 blogctl 构建。',
  },
  announcementBar: {
    id: 'blog-migration-2024',
    content: '博客已经迁移到新的生成器，如发现失效链接，欢迎告诉我。',
    isCloseable: true,
  },
  prism: {
    additionalLanguages: ['bash', 'yaml', 'json', 'typescript', 'docker', 'ini', 'nginx', 'sql', 'diff', 'python'],
  },
  search: {
    provider: 'local',
    indexName: 'lanshan-blog',
    contextualSearch: true,
    insights: false,
  },
  blog: { postsPerPage: 10, sidebarCount: 'ALL', sidebarTitle: '全部文章' },
  docs: { sidebarId: 'tutorialSidebar', mainDocId: 'intro', versionLabel: 'Next' },
});
