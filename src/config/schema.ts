// Config schema: the single source of the config's shape, its defaults and its documentation.
import { DEFAULT_LANGUAGES } from './defaults';
import * as z from 'zod';
import { closeKeys, tableKeys } from '../shared/i18n';
import { NAVBAR_ITEM_TYPES } from './navbar-types';
import { markdownFeatureKeys, prismFeatureKeys } from './schema-markdown';
import { FEATURE_KEYS } from './schema-features';
import { footerSchema } from './schema-footer';
import {
  blogInstanceList,
  blogSection,
  docsInstanceList,
  docsSection,
  onBroken,
  routePath,
  pagesSection,
} from './schema-sections';

/** UI string overrides: dotted keys of the string table, each checked against the table. */
const uiStrings = z.record(z.string(), z.string()).superRefine((value, ctx) => {
  const keys = tableKeys();
  for (const key of Object.keys(value)) {
    if (keys.includes(key)) continue;
    const close = closeKeys(key, keys);
    ctx.addIssue({
      code: 'custom',
      path: [key],
      message: `unknown UI string key "${key}"; ${close.length ? `did you mean ${close.map((k) => `"${k}"`).join(', ')}?` : 'see "UI strings" in docs/config-reference.md for every key'}`,
    });
  }
});
/** Navbar item types the theme knows. Any other `type` is a config error (CONFIG_INVALID, located at the value). */
export { NAVBAR_ITEM_TYPES };
const navbarItemBase = z
  .object({
    /** Item kind: `default` (a link), `dropdown`, `doc`, `docSidebar`, `html`, `search` or `localeDropdown`. @default "default" */
    type: z.string().default('default'),
    /** Visible text. */
    label: z.string().optional(),
    /** Internal route the item links to, e.g. `/blog`. @example "/blog" */
    to: z.string().optional(),
    /** External URL the item links to (opens as an external link). @example "https://github.com/me" */
    href: z.string().optional(),
    /** Which side of the navbar. @default "left" (spec: the default position is left) */
    position: z.enum(['left', 'right']).default('left'),
    /** For `type: "doc"`: the doc id it links to. @example "intro" */
    docId: z.string().optional(),
    /** For `type: "docSidebar"`: the sidebar whose first doc it links to. @example "tutorialSidebar" */
    sidebarId: z.string().optional(),
    /** For `type: "doc"` and `"docSidebar"`: the id of the docs instance (`docsInstances`) the doc or sidebar is
     *  in; unset, the main docs. @example "recipes" */
    docsPluginId: z.string().optional(),
    /** For `type: "html"`: raw HTML. @example "<span>v1</span>" */
    value: z.string().optional(),
    /** Route prefix that marks the item active, e.g. `/blog`. @example "/blog" */
    activeBasePath: z.string().optional(),
    /** For a link (`default`, `doc`, `docSidebar`): HTML shown instead of `label`, such as an icon (Docusaurus's
     *  `html`). @example "<span title=\"主页\">🏠</span>" */
    html: z.string().optional(),
    /** Classes added to the item's own ones, for the site's stylesheet (an icon drawn by CSS). @example "header-github-link" */
    className: z.string().optional(),
    /** The item's accessible name (`aria-label`), for an item whose label is an icon. @example "GitHub" */
    ariaLabel: z.string().optional(),
  })
  .strict();

export type NavbarItemInput = z.input<typeof navbarItemBase> & { items?: NavbarItemInput[] };
export type NavbarItemConfig = z.output<typeof navbarItemBase> & { items?: NavbarItemConfig[] };

const navbarItem: z.ZodType<NavbarItemConfig, NavbarItemInput> = navbarItemBase
  .extend({
    /** For `type: "dropdown"`: the nested items, each shaped like a navbar item. */
    items: z.lazy(() => z.array(navbarItem)).optional(),
  })
  .strict();

const localeConfig = z
  .object({
    /** Name shown in the locale dropdown. */
    label: z.string(),
    /** Text direction. @default "ltr" */
    direction: z.enum(['ltr', 'rtl']).default('ltr'),
    /** Value of `<html lang>` and `hreflang`. */
    htmlLang: z.string(),
    /** Calendar used for dates. @default "gregory" */
    calendar: z.string().default('gregory'),
    /** Folder name of the locale (used as the URL prefix of non-default locales). */
    path: routePath('en'),
  })
  .strict();

export const configSchema = z
  .object({
    /** Site title, used in the navbar and as the `| Site` part of every page title. */
    title: z.string().min(1),
    /** One-line description shown on the home page. @default "" */
    tagline: z.string().default(''),
    /** What stands between a page's title and the site's title in `<title>` (Docusaurus's `titleDelimiter`):
     *  `Page | Site`, with spaces around it. @default "|" @example "·" */
    titleDelimiter: z.string().min(1).default('|'),
    /** Production origin without a trailing slash, e.g. `https://blog.example.com`. */
    url: z
      .string()
      .regex(/^https?:\/\/[^/]+$/, 'expected an origin like "https://example.com" without a path or trailing slash'),
    /** Path the site is served under. Must start and end with `/`. @default "/" */
    baseUrl: z
      .string()
      .regex(/^\/(.*\/)?$/, 'expected a path that starts and ends with "/"')
      .default('/'),
    /** `true`: URLs end with `/`; `false`: never; unset: as each route is declared. @default undefined */
    trailingSlash: z.boolean().optional(),
    /** Favicon path under the static folder. */
    favicon: z.string().optional(),
    /** The site's social card (Docusaurus's `themeConfig.image`): the og:image and twitter:image of every page
     *  whose front matter sets no `image`. A path under the static folder, or an absolute URL.
     *  @example "/img/social-card.png" */
    image: z.string().optional(),
    /** Locales. Only the default locale is built. */
    i18n: z
      .object({
        /** The locale the site is written in (its `<html lang>`, dates and UI strings). @default "zh-CN" */
        defaultLocale: z.string().default('zh-CN'),
        /** Every locale of the site; only the default one is built. @default ["zh-CN"] */
        locales: z.array(z.string()).min(1).default(['zh-CN']),
        /** Per-locale settings, keyed by locale id. @default {} */
        localeConfigs: z.record(z.string(), localeConfig).default({}),
        /**
         * UI strings that replace the locale's wording, by dotted key (every key and its placeholders: "UI strings"
         * in docs/config-reference.md). `{name}` placeholders are filled in; `One post|{n} posts` picks the first
         * form for a count of 1. @default {} @example { "blog.readMore": "Continue reading" }
         */
        strings: uiStrings.default({}),
      })
      .strict()
      .prefault({}),
    /** Light and dark mode. */
    colorMode: z
      .object({
        /** Mode of a first visit, before the visitor chooses. @default "light" */
        defaultMode: z.enum(['light', 'dark']).default('light'),
        /** Hide the toggle. @default false */
        disableSwitch: z.boolean().default(false),
        /** Follow the OS preference when the visitor chose "system". @default false */
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .strict()
      .prefault({}),
    /** Remember the docs version a visitor last used in local storage. @default "localStorage" */
    docsVersionPersistence: z.enum(['localStorage', 'none']).default('localStorage'),
    /** The top navigation bar. */
    navbar: z
      .object({
        /** Brand text. */
        title: z.string().optional(),
        /** The logo beside the brand text. */
        logo: z
          .object({
            /** Alternative text of the logo image. */
            alt: z.string(),
            /** Image path under the static folder. */
            src: z.string(),
            /** Image used in dark mode. @example "/img/logo-dark.svg" */
            srcDark: z.string().optional(),
          })
          .strict()
          .optional(),
        /** Hide the navbar while scrolling down. @default true */
        hideOnScroll: z.boolean().default(true),
        /** Links, dropdowns, the search button and the locale dropdown, in order. @default [] */
        items: z.array(navbarItem).default([]),
      })
      .strict()
      .prefault({}),
    /** The page footer. */
    footer: footerSchema,
    /** A dismissible bar above the navbar on every page. */
    announcementBar: z
      .object({
        /** Changing the id shows the bar again to visitors who dismissed it. */
        id: z.string().min(1),
        /** HTML content. */
        content: z.string(),
        /** CSS colour of the bar. @example "#fafbfc" */
        backgroundColor: z.string().optional(),
        /** CSS colour of its text. @example "#091e42" */
        textColor: z.string().optional(),
        /** Show a close button; a closed bar stays closed until its id changes. @default true */
        isCloseable: z.boolean().default(true),
      })
      .strict()
      .optional(),
    /** Syntax highlighting of code blocks (Prism, at build time). */
    prism: z
      .object({
        /** Every language Prism knows is highlighted at build time without being listed. Listed here, a language is
         *  loaded with Prism's core (markup, css, clike, javascript) and the set Docusaurus ships (jsx, tsx, …, json),
         *  so it shapes their grammars as in Docusaurus (`regex` highlights JavaScript's regex literals inside).
         *  @default ["bash", "json", "yaml", "typescript", "jsx", "tsx", "python", "diff", "markdown"] */
        additionalLanguages: z.array(z.string()).default(DEFAULT_LANGUAGES),
        /** Comments in code blocks that highlight lines and are removed from the shown code (Docusaurus `magicComments`).
         *  @default [{ className: "code-line--highlighted", line: "highlight-next-line", block: { start: "highlight-start", end: "highlight-end" } }] */
        magicComments: z
          .array(
            z
              .object({
                /** Class added to each marked line. @example "code-line--error" */
                className: z.string().min(1),
                /** Comment text that marks the next line. @example "error-next-line" */
                line: z.string().optional(),
                /** Comment texts that open and close a marked range of lines. */
                block: z
                  .object({
                    /** Comment text that opens the range. @example "error-start" */
                    start: z.string().min(1),
                    /** Comment text that closes the range. @example "error-end" */
                    end: z.string().min(1),
                  })
                  .strict()
                  .optional(),
              })
              .strict(),
          )
          .optional(),
        ...prismFeatureKeys,
      })
      .strict()
      .prefault({}),
    ...markdownFeatureKeys,
    /** How Markdown files are read, as Docusaurus's `markdown` setting. */
    markdown: z
      .object({
        /** `mdx`: every file is MDX (JSX, expressions, ESM); a `.md` file without MDX syntax renders as plain
         *  Markdown. `md`: every file is CommonMark (indented code blocks, raw HTML passed through, no JSX).
         *  `detect`: `.md` files are CommonMark and `.mdx` files MDX (what Docusaurus 2's loose reading of `.md`
         *  files comes closest to). A file's front matter `mdx: { format: md }` overrides it. @default "mdx" */
        format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
      })
      .strict()
      .prefault({}),
    /** Admonitions (`:::tip` … `:::`), as Docusaurus's `admonitions` option of the blog and docs plugins. */
    admonitions: z
      .object({
        /** Extra admonition keywords, e.g. a site's own `:::my-box`. @example ["discord"] */
        keywords: z
          .array(z.string().regex(/^[\w-]+$/, 'expected a keyword of letters, digits, "_" or "-"'))
          .default([]),
        /** Keep the default keywords (note, tip, info, warning, danger, …) besides `keywords`. @default true */
        extendDefaults: z.boolean().default(true),
      })
      .strict()
      .prefault({}),
    /** Search: the built-in local index, or a hosted Algolia index. */
    search: z
      .object({
        /** `local`: built-in index, no account. `algolia`: hosted index. @default "local" */
        provider: z.enum(['local', 'algolia']).default('local'),
        /** Hosted provider: the application id. @example "BH4D9OD16A" */
        appId: z.string().optional(),
        /** Hosted provider: the public search-only key. Never put an admin key here. @example "a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4" */
        apiKey: z.string().optional(),
        /** Hosted provider: the index to query (and the name `search push` writes). */
        indexName: z.string().optional(),
        /** Filter hits by language and docs tag. @default true */
        contextualSearch: z.boolean().default(true),
        /**
         * Search analytics, opt-in, hosted provider only: the modal sends "Items Viewed", "Item Active" and
         * "Item Selected" events to the provider's Insights API with `appId` and `apiKey`, under an anonymous
         * random user token. Ignored with the local provider. @default false
         */
        insights: z.boolean().default(false),
        /** Where the "Let us know." link on the no-results screen points. @example "https://github.com/me/blog/issues/new" */
        missingResultsUrl: z.string().optional(),
      })
      .strict()
      .prefault({}),
    /** The blog: posts, lists, tags, authors, archive and feeds. */
    blog: blogSection,
    /** The docs: an autogenerated sidebar of Markdown docs, grouped by folder. */
    docs: docsSection,
    /** Further blogs beside the main one (Docusaurus's blog plugin used again with an `id`): each has its own
     *  folder, URL path, posts, lists, tags, authors, archive and feeds, its group in search, and every option of
     *  `blog`. @default [] @example [{ id: "episodes", path: "./episodes", routeBasePath: "episodes" }] */
    blogInstances: blogInstanceList,
    /** Further docs beside the main ones (Docusaurus's docs plugin used again with an `id`): each has its own
     *  folder, URL path, docs, categories, tags and sidebar (its `sidebarPath`, else the autogenerated one), its
     *  group in search, and every option of `docs`. @default []
     *  @example [{ id: "recipes", path: "./recipes", routeBasePath: "recipes" }] */
    docsInstances: docsInstanceList,
    /** Stylesheets of the site, relative to the config file: bundled after the theme's CSS into the one stylesheet
     *  every page loads (so they can override any theme rule). A missing file is a config error. @default []
     *  @example ["theme/custom.css"] */
    customCss: z.array(z.string().min(1)).default([]),
    /** Extra tags in every page's `<head>`, in Docusaurus's shape. An inline `<script>` is allowed by hash in the
     *  CSP that `blogctl serve` sends; an external script's origin is allowed too. @default []
     *  @example [{ tagName: "link", attributes: { rel: "preconnect", href: "https://fonts.example.com" } }] */
    headTags: z
      .array(
        z
          .object({
            /** The element, e.g. `meta`, `link`, `script` or `style`. @example "meta" */
            tagName: z.string().regex(/^[a-z][a-z0-9-]*$/, 'expected a lower-case HTML tag name such as "meta"'),
            /** Its attributes; `true` writes a bare attribute, `false` leaves it out. @default {} @example { name: "theme-color", content: "#2e8555" } */
            attributes: z
              .record(
                z.string().regex(/^[a-zA-Z_:][\w:.-]*$/, 'expected an attribute name'),
                z.union([z.string(), z.boolean()]),
              )
              .default({}),
            /** The element's content, as HTML (not escaped). @example "window.dataLayer = [];" */
            innerHTML: z.string().optional(),
          })
          .strict(),
      )
      .default([]),
    /** Scripts loaded on every page, from `<head>`: a URL, or `{ src, async, defer }`. An external script's origin is
     *  allowed in the CSP that `blogctl serve` sends. @default []
     *  @example ["https://analytics.example.com/script.js", { src: "/js/extra.js", defer: true }] */
    scripts: z
      .array(
        z.union([
          z.string().min(1),
          z
            .object({
              /** The script URL: absolute, or a path on the site (given the `baseUrl`). @example "/js/extra.js" */
              src: z.string().min(1),
              /** Load it without blocking the page and run it when it arrives. @default false */
              async: z.boolean().optional(),
              /** Run it after the page is parsed. @default false */
              defer: z.boolean().optional(),
            })
            .strict(),
        ]),
      )
      .default([]),
    /** The Markdown and React pages of the pages folder. */
    pages: pagesSection,
    /** Content folder, relative to the config file: the folder `blog.path`, `docs.path` and `pages.path` are
     *  taken from unless they start with "./". @default "content" */
    contentDir: z.string().default('content'),
    /** Static files copied to the output root. Ignored when `staticDirectories` is set. @default "static" */
    staticDir: z.string().default('static'),
    /** Several static folders (Docusaurus's `staticDirectories`), relative to the site folder, merged into the
     *  output root; when two hold the same file, the first listed wins and the other is reported. Replaces
     *  `staticDir` when set. @example ["static", "public"] */
    staticDirectories: z.array(z.string().min(1)).min(1).optional(),
    /** What a link to a page that does not exist does (Docusaurus's option of the same name): `throw` fails the
     *  build, `warn` and `log` report a warning, `ignore` says nothing. @default "throw" */
    onBrokenLinks: onBroken,
    /** What a link to a Markdown file that is not a page (`[x](./missing.md)`) does; values as `onBrokenLinks`.
     *  @default "throw" */
    onBrokenMarkdownLinks: onBroken,
    /** What a link to a heading that does not exist (`/docs/x#missing`) does; values as `onBrokenLinks`.
     *  @default "throw" */
    onBrokenAnchors: onBroken,
    /** What two files (or a file and a generated page) that want the same URL do; the first one keeps the URL.
     *  Values as `onBrokenLinks`. @default "throw" */
    onDuplicateRoutes: onBroken,
    /** Output folder. @default "build" */
    outDir: z.string().default('build'),
  })
  .extend(FEATURE_KEYS)
  .strict();

/** The config as a site writes it: `blog: false` is short for `blog: { enabled: false }`, and `docs: false` for
 *  `docs: { enabled: false }` (Docusaurus's shape). */
export type UserConfig = Omit<z.input<typeof configSchema>, 'blog' | 'docs'> & {
  blog?: z.input<typeof configSchema>['blog'] | false;
  docs?: z.input<typeof configSchema>['docs'] | false;
};
export type SiteConfigShape = z.output<typeof configSchema>;
