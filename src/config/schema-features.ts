// Config schema of the features bloggers add to Docusaurus with plugins (issue 32): analytics, comments, image
// zoom, responsive images, PostCSS and the sitemap's options. Each key is optional and off when absent, so a site that sets none of them builds
// exactly as before. schema.ts adds these keys to the config; their JSDoc is read from here for the reference.
import * as z from 'zod';

/** A Google Analytics 4 measurement id (or several), as Docusaurus's plugin-google-gtag takes them. */
const trackingIds = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

const analyticsSchema = z
  .object({
    /** Google Analytics 4 through gtag.js (Docusaurus's plugin-google-gtag). */
    gtag: z
      .object({
        /** The measurement id, or several (one gtag.js script, one `config` each). @example "G-999X9XX9XX" */
        trackingID: trackingIds,
        /** Send `anonymize_ip` with every hit. @default false */
        anonymizeIP: z.boolean().default(false),
      })
      .strict()
      .optional(),
    /** Google Tag Manager (Docusaurus's plugin-google-tag-manager). */
    googleTagManager: z
      .object({
        /** The container id. @example "GTM-12345" */
        containerId: z.string().regex(/^[\w-]+$/, 'expected a container id such as "GTM-12345"'),
      })
      .strict()
      .optional(),
  })
  .strict();

const giscusBoolean = z.union([z.boolean(), z.enum(['0', '1'])]);

const commentsSchema = z
  .object({
    /** The comments service. @example "giscus" */
    provider: z.literal('giscus'),
    /** The repository whose discussions hold the comments. @example "me/blog" */
    repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'expected "owner/name"'),
    /** The repository's id, from giscus.app. @example "R_kgDOAbCdEf" */
    repoId: z.string().min(1),
    /** The discussion category. @example "Announcements" */
    category: z.string().min(1).optional(),
    /** The category's id, from giscus.app. @example "DIC_kwDOAbCdEf4CAbCd" */
    categoryId: z.string().min(1).optional(),
    /** How a page finds its discussion (giscus's `data-mapping`). @default "pathname" */
    mapping: z.enum(['pathname', 'url', 'title', 'og:title', 'specific', 'number']).default('pathname'),
    /** The discussion's term or number, for the `specific` and `number` mappings. @example "Comments" */
    term: z.string().optional(),
    /** Match discussion titles strictly (a hash of the term). @default false */
    strict: giscusBoolean.default(false),
    /** Reactions on the discussion's first post. @default true */
    reactionsEnabled: giscusBoolean.default(true),
    /** Emit the discussion's metadata to the page. @default false */
    emitMetadata: giscusBoolean.default(false),
    /** Where the comment box is. @default "bottom" */
    inputPosition: z.enum(['top', 'bottom']).default('bottom'),
    /** giscus theme in light mode: a theme name or a CSS URL. @default "light" */
    theme: z.string().min(1).default('light'),
    /** giscus theme in dark mode; switched live when the reader changes the colour mode. @default "dark" */
    darkTheme: z.string().min(1).default('dark'),
    /** giscus's interface language; unset, the site's locale. @example "en" */
    lang: z.string().optional(),
    /** Where giscus is served from (its client.js and its frame). @default "https://giscus.app" */
    host: z
      .string()
      .regex(/^https?:\/\/[^/\s]+$/, 'expected an origin like "https://giscus.app"')
      .default('https://giscus.app'),
    /** Comments under posts. @default true */
    posts: z.boolean().default(true),
    /** Comments under docs. @default false */
    docs: z.boolean().default(false),
    /** Only pages whose front matter turns comments on show them (`comments: true`). @default false */
    optIn: z.boolean().default(false),
    /** Front matter fields a site already uses besides blogctl's `comments: true | false`: `show` turns comments
     *  on when true, `hide` turns them off when true. @default {} @example { hide: "hide_comment" } */
    frontMatter: z
      .object({
        /** Field that shows comments when true. @example "enableComments" */
        show: z.string().min(1).optional(),
        /** Field that hides comments when true. @example "hide_comment" */
        hide: z.string().min(1).optional(),
      })
      .strict()
      .default({}),
  })
  .strict();

const zoomSchema = z
  .object({
    /** The images that zoom when clicked (docusaurus-plugin-image-zoom's `selector`). @default ".markdown img" */
    selector: z.string().min(1).default('.markdown img'),
    /** The backdrop colour behind a zoomed image, per colour mode. */
    background: z
      .object({
        /** In light mode. @default "rgb(255, 255, 255)" */
        light: z.string().min(1).default('rgb(255, 255, 255)'),
        /** In dark mode. @default "rgb(50, 50, 50)" */
        dark: z.string().min(1).default('rgb(50, 50, 50)'),
      })
      .strict()
      .prefault({}),
    /** Space kept around a zoomed image, in CSS pixels (medium-zoom's `margin`). @default 0 */
    margin: z.number().nonnegative().default(0),
  })
  .strict();

const imagesSchema = z
  .object({
    /** Responsive copies of the local raster images (PNG, JPEG, WebP) of Markdown, and of those the site's React
     *  code imports or requires for `<IdealImage>` (in pages, components and MDX), made at build time with sharp and
     *  kept in `.blogctl/cache/images`: each image gets a `srcset` of these widths (never wider than the image).
     *  @example { sizes: [640, 1280] } */
    responsive: z
      .object({
        /** The widths to make, in pixels (Docusaurus ideal-image's `sizes`). @default [480, 800, 1200, 1600] */
        sizes: z.array(z.number().int().positive()).min(1).default([480, 800, 1200, 1600]),
        /** JPEG and WebP quality. @default 85 */
        quality: z.number().int().min(1).max(100).default(85),
      })
      .strict()
      .optional(),
  })
  .strict();

const postcssPlugin = z.union([z.string().min(1), z.tuple([z.string().min(1), z.unknown()])]);

const postcssSchema = z
  .object({
    /** The PostCSS config file run over the site's stylesheets and CSS modules, relative to the site folder;
     *  `true` uses `postcss.config.{js,cjs,mjs,ts}` (or `.postcssrc.json`) beside blogctl's config when there is
     *  one, as Docusaurus's postcss-loader does; `false` none. @default true @example "./postcss.config.js" */
    config: z.union([z.boolean(), z.string().min(1)]).default(true),
    /** PostCSS plugins by package name, each with its options, run after those of the config file (what a
     *  Docusaurus plugin's `configurePostCss` adds). Loaded from the site's own node_modules. @default []
     *  @example ["tailwindcss", ["autoprefixer", {}]] */
    plugins: z.array(postcssPlugin).default([]),
  })
  .strict();

const sitemapSchema = z
  .object({
    /** The `<lastmod>` of each page (Docusaurus's sitemap `lastmod`): `date` writes YYYY-MM-DD, `datetime` an ISO
     *  8601 time (midnight UTC: blogctl knows the day), both from a doc's or post's last update as
     *  `showLastUpdateTime` reads it (front matter `last_update.date`, else the file's newest git commit), shown
     *  or not, else a post's date; `null` writes none. Unset, a post's date and nothing for other pages
     *  (Docusaurus 3 writes none). @example "date" */
    lastmod: z.enum(['date', 'datetime']).nullable().optional(),
    /** The `<changefreq>` of every page (Docusaurus's sitemap `changefreq`); `null` writes none. Docusaurus 3
     *  writes "weekly" unless told otherwise (`blogctl migrate` keeps that). @default null @example "weekly" */
    changefreq: z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']).nullable().default(null),
    /** The `<priority>` of every page, 0 to 1 (Docusaurus's sitemap `priority`); `null` writes none. Docusaurus 3
     *  writes 0.5 unless told otherwise (`blogctl migrate` keeps that). @default null @example 0.5 */
    priority: z.number().min(0).max(1).nullable().default(null),
    /** Pages left out of the sitemap, as globs of their URL path with the `baseUrl` (Docusaurus's sitemap
     *  `ignorePatterns`): `*` stands for any part of one path segment, `**` for any number of segments. Pages
     *  with `noindex` (drafts, unlisted posts) are always left out. @default [] @example ["/blog/tags/**"] */
    ignorePatterns: z.array(z.string().min(1)).default([]),
    /** The sitemap's file, relative to the output folder (Docusaurus's sitemap `filename`); robots.txt points at
     *  it. @default "sitemap.xml" @example "sitemap-pages.xml" */
    filename: z
      .string()
      .regex(
        /^(?!\/)(?!(?:.*\/)?\.\.(?:\/|$))[^\\]+\.xml$/,
        'expected an .xml path inside the output folder, e.g. "sitemap.xml"',
      )
      .default('sitemap.xml'),
  })
  .strict();

/** A Docusaurus plugin of the site's own (a module path relative to the site folder, or an installed package's
 *  name), optionally with its options, as Docusaurus's `plugins` lists it. */
const sitePlugin = z.union([z.string().min(1), z.tuple([z.string().min(1), z.unknown()])]);

/** The feature keys of the config, each documented where it is defined above. */
export const FEATURE_KEYS = {
  /** Analytics: Google Analytics 4 and Google Tag Manager, in production builds only (not `serve --watch`): one
   *  page view per page load and per client-side navigation. Unset, no analytics code is shipped. */
  analytics: analyticsSchema.optional(),
  /** Comments under posts (and docs), loaded when the reader scrolls to them; a page's front matter
   *  `comments: false` turns them off. Unset, no comments code is shipped. */
  comments: commentsSchema.optional(),
  /** Click-to-zoom on content images (Escape or a click closes it). Unset, no zoom code is shipped. */
  zoom: zoomSchema.optional(),
  /** Images of the content. */
  images: imagesSchema.prefault({}),
  /** PostCSS (Tailwind) over the site's stylesheets, with the site's own installed packages. */
  postcss: postcssSchema.prefault({}),
  /** The sitemap of the site's pages (Docusaurus's plugin-sitemap), written on every build. */
  sitemap: sitemapSchema.prefault({}),
  /** Docusaurus plugins blogctl runs for their data: each is called with Docusaurus's context and its options, then
   *  its `loadContent` and `contentLoaded` run, so what it gives `actions.setGlobalData` is what
   *  `useGlobalData` / `usePluginData` return in the site's components. A plugin that wraps
   *  `@docusaurus/plugin-content-blog` gets blogctl's posts as Docusaurus's blog content (`blogPosts` with their
   *  `metadata`). Hooks for webpack, routes or the HTML of every page are not run (each is a located warning).
   *  @default [] @example ["./plugins/recent-posts", ["./plugins/data.js", { count: 5 }]] */
  plugins: z.array(sitePlugin).default([]),
  /** Values the site's components read as `useDocusaurusContext().siteConfig.customFields` (Docusaurus's
   *  `customFields`). @default {} @example { githubUser: "someone" } */
  customFields: z.record(z.string(), z.unknown()).default({}),
  /** Values the site's components read with `useThemeConfig()` from `@docusaurus/theme-common` (Docusaurus's
   *  `themeConfig`), beside the defaults of the keys blogctl's theme has: a comments widget's settings, a key of
   *  the site's own. blogctl's theme does not act on them. @default {} @example { giscus: { repo: "me/site" } } */
  themeConfig: z.record(z.string(), z.unknown()).default({}),
};
