// `blogctl migrate` from the Docusaurus way of adding math, diagrams, package-manager tabs, redirects and a
// default code language (issue 32): each becomes blogctl's own key, the plugins, theme and KaTeX links leave the
// report, and a plugin is known by its package whatever the config calls it (an installed remark-math whose
// function has another name, and uninstalled packages read as stubs). A createRedirects function is reported.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { migrate } from '../../src/index';
import { migratedConfig } from '../helpers/migrated-config';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-migrate-extras-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

const CONFIG = `
const mathPlugin = require('remark-math');
const katex = require('rehype-katex');
const npm2yarn = require('@docusaurus/remark-plugin-npm2yarn');

module.exports = {
  title: 'Field notes',
  url: 'https://notes.example',
  baseUrl: '/',
  markdown: { mermaid: true },
  themes: ['@docusaurus/theme-mermaid'],
  stylesheets: [
    { href: 'https://cdn.example/katex@0.16.0/dist/katex.min.css', type: 'text/css', crossorigin: 'anonymous' },
  ],
  scripts: [{ src: '/katex/katex.min.js', defer: true }],
  presets: [
    [
      'classic',
      {
        docs: {
          remarkPlugins: [mathPlugin, [npm2yarn, { sync: true, converters: ['pnpm', 'yarn'] }]],
          rehypePlugins: [[katex, { strict: false, macros: { '\\\\R': '\\\\mathbb{R}' } }]],
        },
        blog: {
          remarkPlugins: [mathPlugin, [npm2yarn, { sync: true, converters: ['pnpm', 'yarn'] }]],
          rehypePlugins: [katex],
        },
      },
    ],
  ],
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        fromExtensions: ['html'],
        redirects: [
          { from: '/old-notes', to: '/blog' },
          { from: ['/start', '/begin'], to: '/docs/intro' },
        ],
        createRedirects(path) {
          return path.startsWith('/docs/') ? path.replace('/docs/', '/guide/') : undefined;
        },
      },
    ],
  ],
  themeConfig: {
    mermaid: { theme: { light: 'neutral', dark: 'forest' }, options: { maxTextSize: 90000 } },
    prism: { defaultLanguage: 'bash', additionalLanguages: ['powershell'] },
  },
};
`;

function site(name: string): string {
  const dir = join(tmp, name);
  mkdirSync(join(dir, 'blog'), { recursive: true });
  mkdirSync(join(dir, 'docs'), { recursive: true });
  writeFileSync(join(dir, 'docusaurus.config.js'), CONFIG);
  writeFileSync(join(dir, 'docs', 'intro.md'), '# Intro\n\nSee $e = mc^2$.\n');
  writeFileSync(join(dir, 'blog', '2024-01-01-hello.md'), '---\ntitle: Hello\n---\n\nHi.\n\n<!-- truncate -->\n');
  // remark-math installed, its function named as nothing like the package: found by its package.
  const pkg = join(dir, 'node_modules', 'remark-math');
  mkdirSync(pkg, { recursive: true });
  writeFileSync(join(pkg, 'package.json'), JSON.stringify({ name: 'remark-math', version: '6.0.0', main: 'index.js' }));
  writeFileSync(join(pkg, 'index.js'), 'module.exports = function somethingElse() {};\n');
  return dir;
}

const configOf = migratedConfig;

describe('migrate: math, mermaid, npm2yarn, redirects, prism.defaultLanguage', () => {
  it('translates each into blogctl’s own keys', async () => {
    const root = site('all');
    const result = await migrate({ site: root });
    assert.equal(result.configRead.mode, 'evaluated');
    const c = configOf(root);
    assert.deepEqual(c.math, { enabled: true, macros: { '\\R': '\\mathbb{R}' }, strict: false });
    assert.deepEqual(c.mermaid, {
      enabled: true,
      theme: { light: 'neutral', dark: 'forest' },
      options: { maxTextSize: 90000 },
    });
    assert.deepEqual(c.npm2yarn, { sync: true, converters: ['pnpm', 'yarn'] });
    assert.deepEqual(c.redirects, {
      rules: [
        { from: '/old-notes', to: '/blog' },
        { from: ['/start', '/begin'], to: '/docs/intro' },
      ],
      fromExtensions: ['html'],
    });
    assert.equal(c.prism.defaultLanguage, 'bash');
    assert.deepEqual(c.prism.additionalLanguages, ['powershell']);
  });

  it('leaves none of them in the report but the createRedirects function', async () => {
    const root = site('report');
    const { report } = await migrate({ site: root });
    const items = report.map((r) => r.item);
    assert.deepEqual(
      items.filter((i) => /math|katex|mermaid|npm2yarn|redirect|stylesheets|scripts|Plugins|defaultLanguage/i.test(i)),
      ['plugin-client-redirects createRedirects'],
    );
  });

  it('keeps Docusaurus’s default of unsynced tabs when the plugin has no options', async () => {
    const root = site('defaults');
    writeFileSync(
      join(root, 'docusaurus.config.js'),
      CONFIG.replace(/\[npm2yarn, \{ sync: true, converters: \['pnpm', 'yarn'\] \}\]/g, 'npm2yarn'),
    );
    await migrate({ site: root });
    assert.deepEqual(configOf(root).npm2yarn, { sync: false });
  });

  // A function that calls rehype-mathjax with options is read (test/integration/migrate-math-wrapper.test.ts);
  // these two cannot be: one throws when called without options, one calls the package only from what it returns.
  it('renders with MathJax for rehype-mathjax called through a function of the site, and reports its options unread, naming why', async () => {
    const root = site('mathjax-wrapper');
    writeFileSync(
      join(root, 'docusaurus.config.js'),
      CONFIG.replace("const katex = require('rehype-katex');", "const rehypeMathjax = require('rehype-mathjax');")
        .replace(
          "[[katex, { strict: false, macros: { '\\\\R': '\\\\mathbb{R}' } }]]",
          '[(options) => rehypeMathjax({ ...options.mathjax, tex: { macros: {} } })]',
        )
        .replace('rehypePlugins: [katex]', 'rehypePlugins: [() => (tree) => rehypeMathjax({})(tree)]'),
    );
    const { report } = await migrate({ site: root });
    assert.deepEqual(configOf(root).math, { enabled: true, renderer: 'mathjax' });
    const why = report.find((r) => r.item === 'rehype-mathjax')?.why ?? '';
    assert.match(why, /function of the site's own/);
    assert.match(why, /it threw when migrate called it \(Cannot read properties of undefined/);
    assert.match(why, /it did not call rehype-mathjax then/);
  });

  it('renders with MathJax for rehype-mathjax, carrying its tex.macros, and reports what it does not take', async () => {
    const root = site('mathjax');
    const macros = `{ unitvec: ['\\\\hat{\\\\mathbf{#1}}', 1], arcsec: '\\\\operatorname{arcsec}', dflt: ['#1', 1, 'x'] }`;
    writeFileSync(
      join(root, 'docusaurus.config.js'),
      CONFIG.replace("const katex = require('rehype-katex');", "const rehypeMathjax = require('rehype-mathjax');")
        .replace(
          "[[katex, { strict: false, macros: { '\\\\R': '\\\\mathbb{R}' } }]]",
          `[[rehypeMathjax, { tex: { tags: 'ams', macros: ${macros} } }]]`,
        )
        .replace('rehypePlugins: [katex]', 'rehypePlugins: [rehypeMathjax]'),
    );
    const { report } = await migrate({ site: root });
    assert.deepEqual(configOf(root).math, {
      enabled: true,
      renderer: 'mathjax',
      macros: { '\\unitvec': '\\hat{\\mathbf{#1}}', '\\arcsec': '\\operatorname{arcsec}' },
    });
    // Carried, so not a row of what is not carried over; the options it does not take are.
    assert.equal(
      report.find((r) => r.item === 'rehype-mathjax'),
      undefined,
    );
    assert.deepEqual(
      report.filter((r) => r.item.startsWith('rehype-mathjax option')).map((r) => r.item),
      ['rehype-mathjax option tex.macros.dflt', 'rehype-mathjax option tex.tags'],
    );
  });
});
