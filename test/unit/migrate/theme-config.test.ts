// migrate keeps the themeConfig keys blogctl's theme has no option for in the config's `themeConfig`, where the
// site's own components read them with useThemeConfig() (a comments component reading themeConfig.giscus, an
// image viewer's settings), and reports each as kept; a key that is not plain data is reported as dropped.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { translate } from '../../../src/migrate/translate';

const ctx = { blogPath: './blog', docsPath: './docs', pagesPath: './src/pages', sidebarIds: [], mainDocId: undefined };

describe('migrate: themeConfig for the site components', () => {
  it('keeps the plain keys the theme has no option for, the features keys among them', () => {
    const giscus = { repo: 'me/site', repoId: 'R_1', category: 'General', categoryId: 'C_1', theme: 'light' };
    const { config, report } = translate(
      {
        title: 'T',
        url: 'https://example.com',
        themeConfig: {
          navbar: { title: 'T' },
          giscus,
          imageViewer: { scale: 1.8, containerSelector: 'article' },
          widget: { __fn: 'render' },
        },
      },
      ctx,
    );
    assert.deepEqual(config.themeConfig, { giscus, imageViewer: { scale: 1.8, containerSelector: 'article' } });
    const row = (item: string) => report.find((r) => r.item === item);
    assert.match(row('themeConfig.imageViewer.scale')!.why, /kept in `themeConfig`.*useThemeConfig\(\)/);
    const widget = report.filter((r) => r.item.startsWith('themeConfig.widget'));
    assert.equal(widget.length, 1);
    assert.doesNotMatch(widget[0]!.why, /kept/);
  });
});

describe('migrate: icon items of the navbar', () => {
  it("carries a link's html, className and aria-label, and reports html on a dropdown", () => {
    const { config, report } = translate(
      {
        title: 'T',
        url: 'https://example.com',
        themeConfig: {
          navbar: {
            items: [
              { to: '/docs/intro', html: '<svg aria-hidden="true"></svg>', 'aria-label': 'Docs', position: 'right' },
              { href: 'https://github.com/me', className: 'header-github-link', 'aria-label': 'GitHub' },
              { type: 'dropdown', label: 'More', html: '<b>More</b>', items: [{ to: '/blog', label: 'Blog' }] },
            ],
          },
        },
      },
      ctx,
    );
    assert.deepEqual((config.navbar as { items: unknown[] }).items, [
      { to: '/docs/intro', html: '<svg aria-hidden="true"></svg>', ariaLabel: 'Docs', position: 'right' },
      { href: 'https://github.com/me', className: 'header-github-link', ariaLabel: 'GitHub' },
      { type: 'dropdown', label: 'More', items: [{ to: '/blog', label: 'Blog' }] },
    ]);
    assert.deepEqual(
      report.filter((r) => r.item.startsWith('themeConfig.navbar')).map((r) => r.item),
      ['themeConfig.navbar.items[2].html'],
    );
  });
});

describe('migrate: footer HTML items', () => {
  it('carries { html } as an HTML item and reports what else such an item sets', () => {
    const badge = '<a href="https://docusaurus.io/"><img src="/img/buildwith.png" /></a>';
    const { config, report } = translate(
      {
        title: 'T',
        url: 'https://example.com',
        themeConfig: {
          footer: {
            links: [
              {
                title: 'More',
                items: [
                  { label: 'Blog', to: '/blog' },
                  { html: badge, className: 'x' },
                ],
              },
            ],
          },
        },
      },
      ctx,
    );
    assert.deepEqual((config.footer as { links: unknown[] }).links, [
      { title: 'More', items: [{ label: 'Blog', to: '/blog' }, { html: badge }] },
    ]);
    assert.deepEqual(
      report.filter((r) => r.item.startsWith('themeConfig.footer')).map((r) => r.item),
      ['themeConfig.footer.links[0].items[1].className'],
    );
  });
});
