// 站点配置。每个键的说明见 blogctl 的配置参考（docs/config-reference.md）。
import { defineConfig } from 'blogctl';

export default defineConfig({
  title: '我的博客',
  tagline: '记录生活，也记录工作',
  // 上线后的域名（不带路径和结尾的 /）。部署到子路径时，再把 baseUrl 改成 '/子路径/'。
  url: 'https://example.com',
  baseUrl: '/',
  favicon: '/img/logo.svg',
  i18n: {
    defaultLocale: 'zh-CN',
    locales: ['zh-CN'],
    localeConfigs: {
      'zh-CN': { label: '简体中文', htmlLang: 'zh-CN', path: 'zh-CN' },
    },
  },
  navbar: {
    title: '我的博客',
    logo: { alt: '我的博客', src: '/img/logo.svg' },
    items: [
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', label: '文档', position: 'left' },
      { to: '/blog', label: '博客', position: 'left' },
      { to: '/about', label: '关于', position: 'right' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {
        title: '站内',
        items: [
          { label: '博客', to: '/blog' },
          { label: '文档', to: '/docs/intro' },
        ],
      },
      { title: '更多', items: [{ label: '关于', to: '/about' }] },
    ],
    copyright: 'Copyright © {{year}} 我的博客。用 blogctl 构建。',
  },
  blog: { sidebarTitle: '最近文章' },
  docs: { sidebarId: 'tutorialSidebar', mainDocId: 'intro' },
});
