// Config schema of the content sections: the blog and the docs, with the path and reporting helpers they share.
import * as z from 'zod';
import { unsafeUrlPathReason } from '../shared/safe-path';

/** A URL path that names folders of the output (route base paths): refused when it could leave it. */
export const routePath = (fallback: string) =>
  z.string().superRefine((value, ctx) => {
    const reason = unsafeUrlPathReason(value);
    if (reason)
      ctx.addIssue({
        code: 'custom',
        message: `expected a URL path such as "${fallback}" inside the site; "${value}" is refused because ${reason}`,
      });
  });

/** A content folder (see `blog.path`): a non-empty path. */
export const sectionPath = (fallback: string) => z.string().min(1).default(fallback);
/** A section's `exclude`: glob patterns (fast-glob's syntax) of files in its folder not built. */
export const excludeGlobs = z.array(z.string().min(1)).default([]);

/** Docusaurus's reporting levels for broken links and duplicate routes; blogctl's default stays strict. */
export const REPORTING_SEVERITIES = ['ignore', 'log', 'warn', 'throw'] as const;
export type ReportingSeverity = (typeof REPORTING_SEVERITIES)[number];
export const onBroken = z.enum(REPORTING_SEVERITIES).default('throw');
/** An absolute http(s) URL that paths are joined to (edit links). */
const editUrl = z
  .string()
  .regex(/^https?:\/\/[^\s/]+/, 'expected an absolute http(s) URL such as "https://github.com/me/blog/edit/main/"');

/** The blog: posts, lists, tags, authors, archive and feeds. */
const blogObject = z
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
    /** Heading of the blog sidebar; unset, the locale's `blog.sidebarTitle` UI string ("Recent posts" in en, "最近文章" in zh-CN).
     *  @example "All posts" */
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
  .strict();
export const blogSection = blogObject.prefault({});

/** The docs: an autogenerated sidebar of Markdown docs, grouped by folder. */
const docsObject = z
  .object({
    /** Build the docs. `false` (also written `docs: false`, as Docusaurus's classic preset takes it) means no doc,
     *  category, docs tag or docs home pages, no docs navbar items and no docs in search; Markdown files in the
     *  docs folder are then reported, not built. With `blog.routeBasePath: "/"` this is Docusaurus's blog-only
     *  mode. @default true @example false */
    enabled: z.boolean().default(true),
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
    /** How the docs sidebar behaves (Docusaurus's `themeConfig.docs.sidebar`), for the sidebars of every docs
     *  instance. */
    sidebar: z
      .object({
        /** A button at the foot of the sidebar hides it to a thin bar, and the bar shows it again (Docusaurus's
         *  `hideable`); the choice is kept while the reader moves between pages. @default false @example true */
        hideable: z.boolean().default(false),
        /** Expanding a category collapses its sibling categories (Docusaurus's `autoCollapseCategories`).
         *  @default false @example true */
        autoCollapseCategories: z.boolean().default(false),
      })
      .strict()
      .prefault({}),
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
  .strict();
export const docsSection = docsObject.prefault({});

/** An instance id: names a further blog or docs (Docusaurus's plugin `id`). */
const instanceId = z.string().regex(/^[\w-]+$/, 'expected an id of letters, digits, "_" or "-" such as "episodes"');

/** Further blogs: the blog section with an id (see `blogInstances` in schema.ts). */
export const blogInstanceList = z
  .array(
    blogObject.extend({
      /** The instance's id (Docusaurus's plugin `id`); it names the instance's group in search. @example "episodes" */
      id: instanceId,
    }),
  )
  .default([]);

/** Further docs: the docs section with an id (see `docsInstances` in schema.ts). */
export const docsInstanceList = z
  .array(
    // The sidebar's behaviour is the theme's, set once for every instance in `docs.sidebar`.
    docsObject.omit({ sidebar: true }).extend({
      /** The instance's id (Docusaurus's plugin `id`): navbar `doc` and `docSidebar` items name it as their
       *  `docsPluginId`, and it names the instance's group in search. @example "recipes" */
      id: instanceId,
    }),
  )
  .default([]);

/** The Markdown pages (each file at the top of the folder is a page at `/<name>`). */
export const pagesSection = z
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
  .prefault({});
