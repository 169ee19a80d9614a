// Config schema: the single source of the config's shape, its defaults and its documentation.
import * as z from 'zod';
import { closeKeys, tableKeys } from '../shared/i18n';
import { unsafeUrlPathReason } from '../shared/safe-path';
import { NAVBAR_ITEM_TYPES } from './navbar-types';
import { markdownFeatureKeys, prismFeatureKeys } from './schema-markdown';
import { FEATURE_KEYS } from './schema-features';

/** A URL path that names folders of the output (route base paths): refused when it could leave it. */
const routePath = (fallback: string) =>
  z.string().superRefine((value, ctx) => {
    const reason = unsafeUrlPathReason(value);
    if (reason)
      ctx.addIssue({
        code: 'custom',
        message: `expected a URL path such as "${fallback}" inside the site; "${value}" is refused because ${reason}`,
      });
  });

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
/** A content folder (see `blog.path`): a non-empty path. */
const sectionPath = (fallback: string) => z.string().min(1).default(fallback);
/** A section's `exclude`: glob patterns (fast-glob's syntax) of files in its folder not built. */
const excludeGlobs = z.array(z.string().min(1)).default([]);

/** Docusaurus's reporting levels for broken links and duplicate routes; blogctl's default stays strict. */
export const REPORTING_SEVERITIES = ['ignore', 'log', 'warn', 'throw'] as const;
export type ReportingSeverity = (typeof REPORTING_SEVERITIES)[number];
const onBroken = z.enum(REPORTING_SEVERITIES).default('throw');
/** An absolute http(s) URL that paths are joined to (edit links). */
const editUrl = z
  .string()
  .regex(/^https?:\/\/[^\s/]+/, 'expected an absolute http(s) URL such as "https://github.com/me/blog/edit/main/"');

const link = z
  .object({
    /** Visible text. */
    label: z.string(),
    /** Internal route, e.g. `/blog`. One of `to` or `href`. @example "/blog" */
    to: z.string().optional(),
    /** External URL. One of `to` or `href`. @example "https://github.com/me" */
    href: z.string().optional(),
  })
  .strict();

export const DEFAULT_LANGUAGES = ['bash', 'json', 'yaml', 'typescript', 'jsx', 'tsx', 'python', 'diff', 'markdown'];

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
    /** For `type: "html"`: raw HTML. @example "<span>v1</span>" */
    value: z.string().optional(),
    /** Route prefix that marks the item active, e.g. `/blog`. @example "/blog" */
    activeBasePath: z.string().optional(),
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
    footer: z
      .object({
        /** Footer colours. @default "dark" */
        style: z.enum(['dark', 'light']).default('dark'),
        /** Columns of links. @default [] */
        links: z
          .array(
            z
              .object({
                /** Column heading. */
                title: z.string().optional(),
                /** The column's links. */
                items: z.array(link),
              })
              .strict(),
          )
          .default([]),
        /** Copyright line (HTML allowed). */
        copyright: z.string().optional(),
        /** The travel-ring link (a webring of travel blogs). */
        travelRing: link.optional(),
        /** The ICP filing number and where it links. */
        filing: link.optional(),
      })
      .strict()
      .prefault({}),
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
    blog: z
      .object({
        /** Build the blog. `false` (also written `blog: false`, as Docusaurus's classic preset takes it) means no
         *  posts, list, tag, author or archive pages and no RSS/Atom feeds; Markdown files in the blog folder are then
         *  reported, not built. With `docs.routeBasePath: "/"` this is Docusaurus's docs-only mode. @default true
         *  @example false */
        enabled: z.boolean().default(true),
        /** The blog's folder: a path starting with "./" is taken from the site folder (where the config file is), as
         *  Docusaurus's `path`; any other relative path from `contentDir`. Every Markdown file in it and its
         *  subfolders is a post (files and folders starting with "_" excepted). @default "blog" @example "./blog" */
        path: sectionPath('blog'),
        /** Files of the blog folder not built, as glob patterns relative to it (Docusaurus's blog `exclude`);
         *  partials (`_` names) are never built either. `blogctl migrate` lists here the posts a first build could
         *  not compile, each with why in blogctl-migration.md. @default [] @example ["drafts/**", "2020-01-01-old.md"] */
        exclude: excludeGlobs,
        /** URL path of the blog under `baseUrl`; "/" puts the blog at the site root (Docusaurus's blog-only mode: the first list page is the home page). @default "blog" */
        routeBasePath: routePath('blog').default('blog'),
        /** Posts on each list page. @default 10 */
        postsPerPage: z.number().int().positive().default(10),
        /** Posts in the blog sidebar, or "ALL". @default 10 */
        sidebarCount: z.union([z.number().int().nonnegative(), z.literal('ALL')]).default(10),
        /** Heading of the blog sidebar; unset, the locale's `blog.sidebarTitle` UI string ("Recent posts" in en, "最近文章" in zh-CN). */
        sidebarTitle: z.string().optional(),
        /** Posts in rss.xml / atom.xml. @default 20 */
        feedLimit: z.number().int().positive().default(20),
        /** Show the estimated reading time of each post. @default true */
        showReadingTime: z.boolean().default(true),
        /** Warn when a post has no truncate marker. @default true */
        requireTruncate: z.boolean().default(true),
        /** What a post tag that the blog's tags.yml does not define does (Docusaurus's blog `onInlineTags`): `throw`
         *  fails the build; `warn` and `log` report a warning and `ignore` says nothing, and the tag is then used as
         *  it is written (its own label and URL). Without a tags.yml every tag is used as written. @default "throw"
         *  @example "warn" */
        onInlineTags: onBroken,
        /** Base URL of the blog's sources in a repository (Docusaurus's blog `editUrl`): each post shows an "Edit this
         *  page" link to this URL joined with the post's path from the site folder. @example "https://github.com/me/blog/edit/main/" */
        editUrl: editUrl.optional(),
        /** Show when each post was last updated (Docusaurus's `showLastUpdateTime`): the date of the newest git
         *  commit of its file, or its front matter `last_update.date`. @default false @example true */
        showLastUpdateTime: z.boolean().default(false),
        /** Show who last updated each post (Docusaurus's `showLastUpdateAuthor`): the author of the newest git
         *  commit of its file, or its front matter `last_update.author`. @default false @example true */
        showLastUpdateAuthor: z.boolean().default(false),
      })
      .strict()
      .prefault({}),
    /** The docs: an autogenerated sidebar of Markdown docs, grouped by folder. */
    docs: z
      .object({
        /** The docs' folder: a path starting with "./" is taken from the site folder, as Docusaurus's `path`; any
         *  other relative path from `contentDir`. @default "docs" @example "./docs" */
        path: sectionPath('docs'),
        /** Files of the docs folder not built, as glob patterns relative to it (Docusaurus's docs `exclude`);
         *  partials (`_` names) are never built either. @default [] @example ["archive/**"] */
        exclude: excludeGlobs,
        /** URL path of the docs under `baseUrl`; "/" puts the docs at the site root (Docusaurus's docs-only mode): the
         *  doc with `slug: /` (else the `mainDocId` doc) is the home page, in place of blogctl's. @default "docs" */
        routeBasePath: routePath('docs').default('docs'),
        /** URL path of the docs' tag pages under the docs' route (Docusaurus's `tagsBasePath`): `/docs/tags` lists
         *  every tag docs use, `/docs/tags/<tag>` the docs with that tag. @default "tags" @example "labels" */
        tagsBasePath: routePath('tags').default('tags'),
        /** What a doc tag that the docs' tags.yml (in the docs folder) does not define does (Docusaurus's docs
         *  `onInlineTags`): `throw` fails the build; `warn` and `log` report a warning and `ignore` says nothing, and
         *  the tag is then used as it is written. Without a tags.yml every tag is used as written. @default "throw"
         *  @example "warn" */
        onInlineTags: onBroken,
        /** Base URL of the docs' sources in a repository (Docusaurus's docs `editUrl`): each doc shows an "Edit this
         *  page" link to this URL joined with the doc's path from the site folder; a doc's front matter
         *  `custom_edit_url` sets its own (`null`: none). @example "https://github.com/me/blog/edit/main/" */
        editUrl: editUrl.optional(),
        /** Show when each doc was last updated (Docusaurus's `showLastUpdateTime`): the date of the newest git
         *  commit of its file, or its front matter `last_update.date`. @default false @example true */
        showLastUpdateTime: z.boolean().default(false),
        /** Show who last updated each doc (Docusaurus's `showLastUpdateAuthor`): the author of the newest git
         *  commit of its file, or its front matter `last_update.author`. @default false @example true */
        showLastUpdateAuthor: z.boolean().default(false),
        /** Id of the autogenerated sidebar (used when there is no sidebars file), for navbar `docSidebar` items. @default "tutorialSidebar" */
        sidebarId: z.string().default('tutorialSidebar'),
        /**
         * The sidebars file, relative to the config (Docusaurus's `sidebarPath`), or `false` for the autogenerated
         * sidebar only. When unset, `sidebars.js` (or `.ts`, `.mjs`, `.cjs`, `.mts`, `.json`) beside the config is
         * used if there is one. @example "./sidebars.js"
         */
        sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
        /** Doc shown at the docs root, unless a doc is there itself (`slug: /`). @default "intro" */
        mainDocId: z.string().default('intro'),
        /** Label of the (single) docs version. @default "Next" */
        versionLabel: z.string().default('Next'),
        /**
         * Read number prefixes of docs file and folder names as Docusaurus does: `01-intro.md` is the doc `intro`
         * (its id, URL and title fallback) at sidebar position 1, and `02-guides/` the category `guides` at position
         * 2. Names starting like a date or a version (`2021-12-notes`) keep their digits. `false` keeps every name
         * as it is (Docusaurus's `numberPrefixParser: false`); a doc's `parse_number_prefixes: false` does so for
         * that doc. @default true @example false
         */
        numberPrefixes: z.boolean().default(true),
      })
      .strict()
      .prefault({}),
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
    /** The Markdown pages (each file at the top of the folder is a page at `/<name>`). */
    pages: z
      .object({
        /** The pages' folder: a path starting with "./" is taken from the site folder (Docusaurus keeps pages in
         *  "./src/pages"); any other relative path from `contentDir`. @default "pages" @example "./src/pages" */
        path: sectionPath('pages'),
        /** Files of the pages folder not built, as glob patterns relative to it (Docusaurus's pages `exclude`);
         *  partials (`_` names), tests (`*.test.*`, `__tests__/`) and type declarations are never built either.
         *  `blogctl migrate` lists here the React pages a first build could not compile. @default []
         *  @example ["playground.tsx", "labs/**"] */
        exclude: excludeGlobs,
      })
      .strict()
      .prefault({}),
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

/** The config as a site writes it: `blog: false` is short for `blog: { enabled: false }` (Docusaurus's shape). */
export type UserConfig = Omit<z.input<typeof configSchema>, 'blog'> & {
  blog?: z.input<typeof configSchema>['blog'] | false;
};
export type SiteConfigShape = z.output<typeof configSchema>;
