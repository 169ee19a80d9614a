// `blogctl migrate` carries the site options bloggers set in docusaurus.config.js that blogctl has: the
// `titleDelimiter`, the sitemap plugin's options (the preset's `sitemap`, or @docusaurus/plugin-sitemap) and
// themeConfig.docs (the sidebar's hideable and autoCollapseCategories, versionPersistence), and none of them is
// left in the migration report.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { migrate } from '../../src/index';
import { migratedConfig } from '../helpers/migrated-config';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-migrate-site-options-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const CONFIG = `
module.exports = {
  title: 'Field notes',
  url: 'https://notes.example',
  baseUrl: '/',
  titleDelimiter: '·',
  presets: [
    [
      'classic',
      {
        docs: { sidebarPath: false },
        blog: {},
        sitemap: {
          lastmod: 'date',
          changefreq: null,
          priority: 0.7,
          ignorePatterns: ['/blog/tags/**'],
          filename: 'sitemap-main.xml',
        },
      },
    ],
  ],
  themeConfig: {
    docs: { sidebar: { hideable: true, autoCollapseCategories: true }, versionPersistence: 'none' },
  },
};
`;

function site(name: string, config = CONFIG): string {
  const dir = join(tmp, name);
  mkdirSync(join(dir, 'blog'), { recursive: true });
  mkdirSync(join(dir, 'docs'), { recursive: true });
  writeFileSync(join(dir, 'docusaurus.config.js'), config);
  writeFileSync(join(dir, 'docs', 'intro.md'), '# Intro\n\nHello.\n');
  writeFileSync(join(dir, 'blog', '2024-01-01-hello.md'), '---\ntitle: Hello\n---\n\nHi.\n\n<!-- truncate -->\n');
  return dir;
}

const configOf = migratedConfig;

describe('migrate: site options', () => {
  it('carries titleDelimiter, and does not report it', async () => {
    const root = site('title');
    const { report } = await migrate({ site: root });
    assert.equal(configOf(root).titleDelimiter, '·');
    assert.deepEqual(
      report.map((r) => r.item).filter((i) => /titleDelimiter/.test(i)),
      [],
    );
  });

  it('carries the preset sitemap options over Docusaurus 3 defaults, and does not report them', async () => {
    const root = site('sitemap');
    const { report } = await migrate({ site: root });
    assert.deepEqual(configOf(root).sitemap, {
      lastmod: 'date',
      changefreq: null,
      priority: 0.7,
      ignorePatterns: ['/blog/tags/**'],
      filename: 'sitemap-main.xml',
    });
    assert.deepEqual(
      report.map((r) => r.item).filter((i) => /sitemap/i.test(i)),
      [],
    );
  });

  it('keeps Docusaurus 3 sitemap defaults (no lastmod, weekly, 0.5) when the site sets none', async () => {
    const root = site('sitemap-defaults', CONFIG.replace(/sitemap: \{[^}]*\},/, ''));
    await migrate({ site: root });
    assert.deepEqual(configOf(root).sitemap, { lastmod: null, changefreq: 'weekly', priority: 0.5 });
  });

  it('carries the standalone plugin, and reports createSitemapItems and sitemap: false', async () => {
    const plugin = CONFIG.replace(/sitemap: \{[^}]*\},/, 'sitemap: false,').replace(
      /\n};\n$/,
      `\n  plugins: [['@docusaurus/plugin-sitemap', { changefreq: 'daily', createSitemapItems: async (p) => p.defaultCreateSitemapItems(p) }]],\n};\n`,
    );
    const root = site('sitemap-plugin', plugin);
    const { report } = await migrate({ site: root });
    assert.deepEqual(configOf(root).sitemap, { lastmod: null, changefreq: 'daily', priority: 0.5 });
    assert.deepEqual(
      report.map((r) => r.item).filter((i) => /sitemap/i.test(i)),
      ['presets.classic.sitemap: false', 'plugins[0] @docusaurus/plugin-sitemap.createSitemapItems'],
    );
  });

  it('carries themeConfig.docs.sidebar into docs.sidebar, and does not report it', async () => {
    const root = site('sidebar');
    const { report } = await migrate({ site: root });
    const c = configOf(root);
    assert.deepEqual(c.docs.sidebar, { hideable: true, autoCollapseCategories: true });
    assert.equal(c.docs.path, './docs');
    assert.equal(c.docsVersionPersistence, 'none');
    // Kept for useThemeConfig() too, as the site's own components may read it there.
    assert.deepEqual(c.themeConfig.docs, {
      sidebar: { hideable: true, autoCollapseCategories: true },
      versionPersistence: 'none',
    });
    assert.deepEqual(
      report.map((r) => r.item).filter((i) => /themeConfig\.docs/.test(i)),
      [],
    );
  });
});
