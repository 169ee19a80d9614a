// The feature translators of migrate (src/migrate/translate-features.ts, giscus-swizzle.ts) on the other shapes
// sites write: the standalone analytics plugins, options blogctl cannot read, and Giscus wrappers in TypeScript
// with an opt-in front matter field, a typed theme map and props written in the wrapper itself.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { readConfigurePostcss } from '../../../src/migrate/configure-postcss';
import { readSwizzledGiscus } from '../../../src/migrate/giscus-swizzle';
import { translateFeatureOptions } from '../../../src/migrate/translate-features';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-giscus-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

function site(name: string, files: Record<string, string>): string {
  const root = join(tmp, name);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  return root;
}

describe('translateFeatureOptions', () => {
  it('reads the standalone gtag and tag manager plugins and claims them', () => {
    const t = translateFeatureOptions({
      plugins: [
        ['@docusaurus/plugin-google-gtag', { trackingID: ['G-A1', 'G-B2'] }],
        'some-other-plugin',
        ['@docusaurus/plugin-google-tag-manager', { containerId: 'GTM-X1' }],
      ],
    });
    assert.deepEqual(t.config, {
      analytics: { gtag: { trackingID: ['G-A1', 'G-B2'] }, googleTagManager: { containerId: 'GTM-X1' } },
    });
    assert.deepEqual([...t.plugins], [0, 2]);
    assert.deepEqual(t.report, []);
  });

  it("names plugins by require.resolve()'s path or an uninstalled package's stub", () => {
    const t = translateFeatureOptions({
      plugins: [
        '/site/node_modules/@docusaurus/plugin-google-gtag/lib/index.js',
        [{ __stub: 'docusaurus-plugin-image-zoom' }, {}],
      ],
      presets: [],
      themeConfig: {},
    });
    assert.deepEqual([...t.plugins], [0, 1]);
    assert.deepEqual(t.config.zoom, {});
    assert.equal(t.report[0].item, 'plugins[0] @docusaurus/plugin-google-gtag');
  });

  it('reports what it cannot read', () => {
    const t = translateFeatureOptions({
      presets: [['classic', { gtag: { trackingID: { __fn: 'fromEnv' } } }]],
      themeConfig: { zoom: { selector: 'img' }, giscus: { repo: 'no-slash', repoId: 'R' } },
    });
    assert.deepEqual(
      t.report.map((r) => r.item),
      ['presets.classic.gtag', 'themeConfig.zoom', 'themeConfig.giscus'],
    );
    // Only the preset's sitemap, which the preset runs with Docusaurus 3's defaults.
    assert.deepEqual(t.config, { sitemap: { lastmod: null, changefreq: 'weekly', priority: 0.5 } });
  });
});

describe('readSwizzledGiscus', () => {
  it('reads a TypeScript wrapper with its own props, a typed theme map and an opt-in field', () => {
    const root = site('opt-in', {
      'src/theme/BlogPostItem/index.tsx': `import React, { type ReactNode } from 'react';
import BlogPostItem from '@theme-original/BlogPostItem';
import type { WrapperProps } from '@docusaurus/types';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import { useColorMode, type ColorMode } from '@docusaurus/theme-common';
import Giscus, { type Theme } from '@giscus/react';

const byMode: Record<ColorMode, Theme> = { light: 'light', dark: 'dark_dimmed' };

export default function Wrapper(props: WrapperProps<typeof BlogPostItem>): ReactNode {
  const { frontMatter, isBlogPostPage } = useBlogPost();
  const { enableComments } = frontMatter;
  const { colorMode } = useColorMode();
  return (
    <>
      <BlogPostItem {...props} />
      {enableComments && isBlogPostPage && (
        <Giscus repo="me/blog" repoId="R_me" category="General" categoryId="DIC_me" mapping="url"
          strict="1" theme={byMode[colorMode]} lang="zh-CN" loading="lazy" />
      )}
    </>
  );
}
`,
      'src/theme/BlogPostItem/Content/index.tsx': 'export default function Content() { return null; }\n',
    });
    const s = readSwizzledGiscus(root, ['BlogPostItem/Content/index.tsx', 'BlogPostItem/index.tsx']);
    assert.deepEqual(s.comments, {
      provider: 'giscus',
      repo: 'me/blog',
      repoId: 'R_me',
      category: 'General',
      categoryId: 'DIC_me',
      lang: 'zh-CN',
      mapping: 'url',
      strict: '1',
      theme: 'light',
      darkTheme: 'dark_dimmed',
      optIn: true,
      frontMatter: { show: 'enableComments' },
    });
    assert.deepEqual([...s.files], ['BlogPostItem/index.tsx']);
  });

  it('keeps reporting a wrapper that does more than the comments, and reads nothing without a repo', () => {
    const root = site('more', {
      'src/theme/DocItem/Footer/index.js': `import Footer from '@theme-original/DocItem/Footer';
import Giscus from '@giscus/react';
import Banner from '@site/src/components/Banner';
export default function F(p) { return <><Banner /><Footer {...p} /><Giscus repo="me/docs" repoId="R_d" /></>; }
`,
      'src/components/Banner.js': 'export default function Banner() { return <p>Hi</p>; }\n',
      'src/theme/BlogPostItem/index.js': `import BlogPostItem from '@theme-original/BlogPostItem';
import Giscus from '@giscus/react';
export default function W(p) { return <><BlogPostItem {...p} /><Giscus repoId="R_x" /></>; }
`,
    });
    const docs = readSwizzledGiscus(root, ['DocItem/Footer/index.js']);
    assert.deepEqual(docs.comments, {
      provider: 'giscus',
      repo: 'me/docs',
      repoId: 'R_d',
      posts: false,
      docs: true,
    });
    assert.deepEqual([...docs.files], []);
    assert.deepEqual(readSwizzledGiscus(root, ['BlogPostItem/index.js']), { files: new Set() });
  });
});

describe('readConfigurePostcss', () => {
  it("reads a local plugin file's configurePostCss: imported and required packages, literal options", () => {
    const root = site('postcss', {
      'docusaurus.config.js': 'module.exports = { plugins: ["./plugins/tailwind", "./plugins/more.js"] };\n',
      'plugins/tailwind.js': `const tailwind = require('@tailwindcss/postcss');
module.exports = function tailwindPlugin() {
  return {
    name: 'tailwind',
    configurePostCss(options) {
      options.plugins = [tailwind, require('autoprefixer')({ overrideBrowserslist: ['defaults'] })];
      return options;
    },
  };
};
`,
      'plugins/more.js': `export default function more() {
  return {
    name: 'more',
    loadContent() { return 1; },
    configurePostCss(o) { o.plugins.push(require('postcss-nested')); return o; },
  };
}
`,
    });
    const r = readConfigurePostcss(join(root, 'docusaurus.config.js'), ['./plugins/tailwind', './plugins/more.js']);
    assert.deepEqual(r.plugins, [
      '@tailwindcss/postcss',
      ['autoprefixer', { overrideBrowserslist: ['defaults'] }],
      'postcss-nested',
    ]);
    // The second plugin does more than configure PostCSS: still reported.
    assert.deepEqual([...r.claimed], [0]);
  });
});
