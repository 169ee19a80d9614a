// Config schema: the single source of the config's shape, its defaults and its documentation.
import { z } from 'zod';
import { unsafeUrlPathReason } from '../shared/safe-path';

/** A URL path that names folders of the output (route base paths): refused when it could leave it. */
const routePath = (fallback: string) =>
  z.string().superRefine((value, ctx) => {
    const reason = unsafeUrlPathReason(value);
    if (reason) ctx.addIssue({ code: 'custom', message: `expected a URL path such as "${fallback}" inside the site; "${value}" is refused because ${reason}` });
  });

const link = z.object({
  /** Visible text. */
  label: z.string(),
  /** Internal route, e.g. `/blog`. One of `to` or `href`. */
  to: z.string().optional(),
  /** External URL. One of `to` or `href`. */
  href: z.string().optional(),
}).strict();

const DEFAULT_LANGUAGES = ['bash', 'json', 'yaml', 'typescript', 'jsx', 'tsx', 'python', 'diff', 'markdown'];

/** Navbar item types the theme knows. Any other `type` is a config error (spec §5). */
import { NAVBAR_ITEM_TYPES } from './navbar-types';
export { NAVBAR_ITEM_TYPES };

const navbarItemBase = z.object({
  /** Item kind. @default "default" */
  type: z.string().default('default'),
  label: z.string().optional(),
  to: z.string().optional(),
  href: z.string().optional(),
  /** Which side of the navbar. @default "left" (spec: the default position is left) */
  position: z.enum(['left', 'right']).default('left'),
  /** For `type: "doc"`: the doc id it links to. */
  docId: z.string().optional(),
  /** For `type: "docSidebar"`: the sidebar whose first doc it links to. */
  sidebarId: z.string().optional(),
  /** For `type: "html"`: raw HTML. */
  value: z.string().optional(),
  /** Route prefix that marks the item active, e.g. `/blog`. */
  activeBasePath: z.string().optional(),
}).strict();

export type NavbarItemInput = z.input<typeof navbarItemBase> & { items?: NavbarItemInput[] };
export type NavbarItemConfig = z.output<typeof navbarItemBase> & { items?: NavbarItemConfig[] };

const navbarItem: z.ZodType<NavbarItemConfig, NavbarItemInput> = navbarItemBase.extend({
  /** For `type: "dropdown"`: the nested items. */
  items: z.lazy(() => z.array(navbarItem)).optional(),
}).strict();

const localeConfig = z.object({
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
}).strict();

export const configSchema = z.object({
  /** Site title, used in the navbar and as the `| Site` part of every page title. */
  title: z.string().min(1),
  /** One-line description shown on the home page. @default "" */
  tagline: z.string().default(''),
  /** Production origin without a trailing slash, e.g. `https://blog.example.com`. */
  url: z.string().regex(/^https?:\/\/[^/]+$/, 'expected an origin like "https://example.com" without a path or trailing slash'),
  /** Path the site is served under. Must start and end with `/`. @default "/" */
  baseUrl: z.string().regex(/^\/(.*\/)?$/, 'expected a path that starts and ends with "/"').default('/'),
  /** `true`: URLs end with `/`; `false`: never; unset: as each route is declared. @default undefined */
  trailingSlash: z.boolean().optional(),
  /** Favicon path under the static folder. */
  favicon: z.string().optional(),
  /** Locales. Only the default locale is built. */
  i18n: z.object({
    defaultLocale: z.string().default('zh-CN'),
    locales: z.array(z.string()).min(1).default(['zh-CN']),
    localeConfigs: z.record(z.string(), localeConfig).default({}),
  }).strict().default({ defaultLocale: 'zh-CN', locales: ['zh-CN'], localeConfigs: {} }),
  colorMode: z.object({
    /** @default "light" */
    defaultMode: z.enum(['light', 'dark']).default('light'),
    /** Hide the toggle. @default false */
    disableSwitch: z.boolean().default(false),
    /** Follow the OS preference when the visitor chose "system". @default false */
    respectPrefersColorScheme: z.boolean().default(false),
  }).strict().default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
  /** Remember the docs version a visitor last used in local storage. @default "localStorage" */
  docsVersionPersistence: z.enum(['localStorage', 'none']).default('localStorage'),
  navbar: z.object({
    /** Brand text. */
    title: z.string().optional(),
    logo: z.object({ alt: z.string(), src: z.string(), srcDark: z.string().optional() }).strict().optional(),
    /** Hide the navbar while scrolling down. @default true */
    hideOnScroll: z.boolean().default(true),
    items: z.array(navbarItem).default([]),
  }).strict().default({ hideOnScroll: true, items: [] }),
  footer: z.object({
    /** @default "dark" */
    style: z.enum(['dark', 'light']).default('dark'),
    links: z.array(z.object({ title: z.string().optional(), items: z.array(link) }).strict()).default([]),
    copyright: z.string().optional(),
    /** The travel-ring link (a webring of travel blogs). */
    travelRing: link.optional(),
    /** The ICP filing number and where it links. */
    filing: link.optional(),
  }).strict().default({ style: 'dark', links: [] }),
  announcementBar: z.object({
    /** Changing the id shows the bar again to visitors who dismissed it. */
    id: z.string().min(1),
    /** HTML content. */
    content: z.string(),
    backgroundColor: z.string().optional(),
    textColor: z.string().optional(),
    /** @default true */
    isCloseable: z.boolean().default(true),
  }).strict().optional(),
  prism: z.object({
    /** Languages highlighted at build time, besides markup, css, clike and javascript.
     *  @default ["bash", "json", "yaml", "typescript", "jsx", "tsx", "python", "diff", "markdown"] */
    additionalLanguages: z.array(z.string()).default(DEFAULT_LANGUAGES),
  }).strict().default({ additionalLanguages: DEFAULT_LANGUAGES }),
  search: z.object({
    /** `local`: built-in index, no account. `algolia`: hosted index. @default "local" */
    provider: z.enum(['local', 'algolia']).default('local'),
    appId: z.string().optional(),
    /** Public search-only key. Never put an admin key here. */
    apiKey: z.string().optional(),
    indexName: z.string().optional(),
    /** Filter hits by language and docs tag. @default true */
    contextualSearch: z.boolean().default(true),
    /**
     * Search analytics, opt-in, hosted provider only: the modal sends "Items Viewed", "Item Active" and
     * "Item Selected" events to the provider's Insights API with `appId` and `apiKey`, under an anonymous
     * random user token. Ignored with the local provider. @default false
     */
    insights: z.boolean().default(false),
    /** Where the "Let us know." link on the no-results screen points. */
    missingResultsUrl: z.string().optional(),
  }).strict().default({ provider: 'local', contextualSearch: true, insights: false }),
  blog: z.object({
    /** Folder under the content dir. @default "blog" */
    path: z.string().default('blog'),
    /** @default "blog" */
    routeBasePath: routePath('blog').default('blog'),
    /** @default 10 */
    postsPerPage: z.number().int().positive().default(10),
    /** Posts in the blog sidebar, or "ALL". @default 10 */
    sidebarCount: z.union([z.number().int().nonnegative(), z.literal('ALL')]).default(10),
    /** @default "最近文章" */
    sidebarTitle: z.string().default('最近文章'),
    /** Posts in rss.xml / atom.xml. @default 20 */
    feedLimit: z.number().int().positive().default(20),
    /** @default true */
    showReadingTime: z.boolean().default(true),
    /** Warn when a post has no truncate marker. @default true */
    requireTruncate: z.boolean().default(true),
  }).strict().default({ path: 'blog', routeBasePath: 'blog', postsPerPage: 10, sidebarCount: 10, sidebarTitle: '最近文章', feedLimit: 20, showReadingTime: true, requireTruncate: true }),
  docs: z.object({
    /** @default "docs" */
    path: z.string().default('docs'),
    /** @default "docs" */
    routeBasePath: routePath('docs').default('docs'),
    /** @default "tutorialSidebar" */
    sidebarId: z.string().default('tutorialSidebar'),
    /** Doc shown at the docs root. @default "intro" */
    mainDocId: z.string().default('intro'),
    /** @default "Next" */
    versionLabel: z.string().default('Next'),
  }).strict().default({ path: 'docs', routeBasePath: 'docs', sidebarId: 'tutorialSidebar', mainDocId: 'intro', versionLabel: 'Next' }),
  /** Content folder, relative to the config file. @default "content" */
  contentDir: z.string().default('content'),
  /** Static files copied to the output root. @default "static" */
  staticDir: z.string().default('static'),
  /** Output folder. @default "build" */
  outDir: z.string().default('build'),
}).strict();

export type UserConfig = z.input<typeof configSchema>;
export type SiteConfigShape = z.output<typeof configSchema>;
