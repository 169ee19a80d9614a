// The migration report cannot drift from blogctl (issue 30): translated from a Docusaurus config that sets what
// bloggers commonly set, every option carried is a key of the config schema (the schema is strict), every option
// the report says blogctl does not have is neither a key of the schema section it would map to nor named in the
// schema's documentation as that Docusaurus option, and every blogctl key the report tells the user to set exists.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { z } from 'zod';
import { configSchema } from '../../../src/config/schema';
import { translate } from '../../../src/migrate/translate';
import { REPO } from '../../helpers/site';

const site = mkdtempSync(join(tmpdir(), 'blogctl-report-truth-'));
after(() => rmSync(site, { recursive: true, force: true }));
mkdirSync(join(site, 'src', 'css'), { recursive: true });
writeFileSync(join(site, 'src', 'css', 'custom.css'), ':root { --accent: teal; }\n');

/** A Docusaurus config with the options the training sites and Docusaurus's docs show most. */
const DOCUSAURUS = {
  title: 'Notes',
  tagline: 'Written down',
  url: 'https://notes.example',
  baseUrl: '/',
  trailingSlash: false,
  favicon: 'img/favicon.ico',
  organizationName: 'me',
  projectName: 'notes',
  onBrokenLinks: 'throw',
  titleDelimiter: '·',
  headTags: [{ tagName: 'link', attributes: { rel: 'preconnect', href: 'https://fonts.example' } }],
  scripts: [{ src: '/js/a.js', defer: true }, 'https://cdn.example/b.js'],
  stylesheets: [{ href: 'https://cdn.example/katex.css', type: 'text/css', crossorigin: 'anonymous' }],
  customFields: { x: 1 },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.js',
          editUrl: 'https://github.com/me/notes/edit/main/',
          showLastUpdateTime: true,
          routeBasePath: 'docs',
          exclude: ['drafts/**'],
          remarkPlugins: ['remark-math'],
          rehypePlugins: [['rehype-mathjax', { tex: { macros: { RR: '\\mathbb{R}' } } }]],
        },
        blog: {
          showReadingTime: true,
          blogTitle: 'Blog',
          blogDescription: 'What I wrote',
          blogSidebarTitle: 'Recent',
          blogSidebarCount: 8,
          postsPerPage: 6,
          feedOptions: { type: 'all', limit: 10, copyright: 'me' },
          editUrl: 'https://github.com/me/notes/edit/main/',
          onInlineTags: 'warn',
          onInlineAuthors: 'warn',
          onUntruncatedBlogPosts: 'ignore',
        },
        theme: { customCss: join(site, 'src', 'css', 'custom.css') },
        sitemap: { changefreq: 'weekly', priority: 0.5 },
      },
    ],
  ],
  themeConfig: {
    image: 'img/card.png',
    metadata: [{ name: 'keywords', content: 'notes' }],
    docs: { sidebar: { hideable: true, autoCollapseCategories: true } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
    navbar: { title: 'Notes', hideOnScroll: true, items: [{ to: '/blog', label: 'Blog', position: 'left' }] },
    footer: { style: 'dark', copyright: '© me' },
    prism: { additionalLanguages: ['bash'], theme: { plain: {} } },
  },
};

const CTX = {
  site,
  blogPath: './blog',
  docsPath: './docs',
  pagesPath: './src/pages',
  sidebarIds: [],
  mainDocId: 'intro',
};

/** The object schema inside defaults and prefaults. */
function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  let s: unknown = schema;
  for (let i = 0; i < 5 && s; i++) {
    const shape = (s as { shape?: Record<string, z.ZodType> }).shape;
    if (shape) return shape;
    s = (s as { _zod: { def: { innerType?: unknown } } })._zod.def.innerType;
  }
  return {};
}

const TOP = objectShape(configSchema);
/** The schema section a Docusaurus option path maps to (its keys), by the path's prefix. */
const SECTIONS: [RegExp, Record<string, z.ZodType>][] = [
  [/^presets\.classic\.blog\./, objectShape(TOP.blog)],
  [/^presets\.classic\.docs\./, objectShape(TOP.docs)],
  [/^presets\.classic\.pages\./, objectShape(TOP.pages)],
  [/^themeConfig\.prism\./, objectShape(TOP.prism)],
  [/^themeConfig\.navbar\./, objectShape(TOP.navbar)],
  [/^themeConfig\.footer\./, objectShape(TOP.footer)],
  [/^themeConfig\.colorMode\./, objectShape(TOP.colorMode)],
  [/^themeConfig\.docs\.sidebar\./, objectShape(objectShape(TOP.docs).sidebar)],
  [/^themeConfig\.docs\./, objectShape(TOP.docs)],
  [/^presets\.classic\.sitemap\./, objectShape(TOP.sitemap)],
  [/^themeConfig\.blog\./, objectShape(TOP.blog)],
  [/^(themeConfig\.|presets\.classic\.(theme\.)?)?/, TOP],
];

/** The schema files' text: where a blogctl key says which Docusaurus option it is ("Docusaurus's `x`"). */
const SCHEMA_DOCS = ['schema.ts', 'schema-features.ts', 'schema-markdown.ts', 'schema-sections.ts']
  .map((f) => readFileSync(join(REPO, 'src', 'config', f), 'utf8'))
  .join('\n');

describe('migrate: the report tells the truth about blogctl', () => {
  const { config, report } = translate(DOCUSAURUS, CTX);

  it('carries every option into keys the config schema has', () => {
    const parsed = configSchema.safeParse(config);
    assert.ok(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues));
    // What bloggers commonly set and blogctl has is carried, not reported.
    assert.deepEqual((config as { customCss: string[] }).customCss, ['./src/css/custom.css']);
    assert.ok(Array.isArray((config as { headTags: unknown[] }).headTags));
    assert.deepEqual((config as { math: unknown }).math, {
      enabled: true,
      renderer: 'mathjax',
      macros: { '\\RR': '\\mathbb{R}' },
    });
    assert.deepEqual((config as { tableOfContents: unknown }).tableOfContents, {
      minHeadingLevel: 2,
      maxHeadingLevel: 4,
    });
    assert.equal((config as { titleDelimiter: string }).titleDelimiter, '·');
    assert.deepEqual((config as { docs: { sidebar: unknown } }).docs.sidebar, {
      hideable: true,
      autoCollapseCategories: true,
    });
    assert.deepEqual((config as { sitemap: unknown }).sitemap, { lastmod: null, changefreq: 'weekly', priority: 0.5 });
  });

  it('reports as missing only options blogctl does not have', () => {
    for (const e of report) {
      const path = e.item.split(/[\s:(]/)[0]!;
      const name = path.split('.').pop()!;
      const section = SECTIONS.find(([re]) => re.test(path))![1];
      assert.ok(!(name in section), `"${e.item}" is reported as not carried, but the schema has ${name}: ${e.why}`);
      const documented = new RegExp(`Docusaurus's (?:[\\w-]+ )?\`${name}\``).test(SCHEMA_DOCS);
      assert.ok(!documented, `"${e.item}" is reported as not carried, but the schema documents ${name}: ${e.why}`);
    }
  });

  it('tells the user to set only keys blogctl has', () => {
    for (const e of report) {
      for (const [, key, sub] of `${e.why} ${e.todo}`.matchAll(
        /\b(blog|docs|pages|prism|navbar|footer|math)\.([a-zA-Z]+)\b/g,
      )) {
        assert.ok(
          sub! in objectShape(TOP[key!]),
          `"${e.item}": the report names ${key}.${sub}, which blogctl does not have`,
        );
      }
    }
  });
});
