// Docusaurus config (as read: plain values, with function and stub markers) → a blogctl config object, and one
// report entry for each option it could not carry over. Knows only the keys blogctl's schema has.
import { NAVBAR_ITEM_TYPES } from '../config/navbar-types';

export interface ReportEntry {
  /** What was not carried over: an option path, a plugin, a file. */
  item: string;
  why: string;
  todo: string;
}

export interface TranslateContext {
  /** Where blog, docs and pages live, as blogctl config paths ("./blog": from the site folder, as Docusaurus). */
  blogPath: string;
  docsPath: string;
  pagesPath: string;
  /** The docs sidebar ids found in the sidebars file (the first one becomes blogctl's single sidebar). */
  sidebarIds: string[];
  /** The doc id shown at the docs root. */
  mainDocId: string | undefined;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const bool = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : undefined);
const describe = (v: unknown): string => (isObj(v) && '__stub' in v ? `package ${String(v.__stub)}` : isObj(v) && '__fn' in v ? 'a function' : JSON.stringify(v)?.slice(0, 60) ?? String(v));

type Drop = (item: string, why: string, todo: string) => void;
type Leftovers = (obj: Obj, prefix: string, known: string[], todo?: string) => void;

export function translate(d: Obj, ctx: TranslateContext): { config: Obj; report: ReportEntry[] } {
  const report: ReportEntry[] = [];
  const drop = (item: string, why: string, todo: string) => report.push({ item, why, todo });
  const leftovers = (obj: Obj, prefix: string, known: string[], todo = 'Remove it, or open an issue if you need it.') => {
    for (const [k, v] of Object.entries(obj)) if (!known.includes(k) && v !== undefined) drop(`${prefix}${k}`, `blogctl has no such option (value: ${describe(v)}).`, todo);
  };
  const c: Obj = {};
  const title = str(d.title);
  c.title = title && title.length ? title : 'My Site';
  if (!title) drop('title', 'The Docusaurus config has no title.', 'Set title in blogctl.config.ts.');
  if (str(d.tagline)) c.tagline = d.tagline;
  const url = str(d.url);
  const origin = url?.match(/^https?:\/\/[^/]+/)?.[0];
  c.url = origin ?? 'https://example.com';
  if (!origin) drop('url', `"${url ?? ''}" is not an http(s) origin.`, 'Set url to your site\'s origin, e.g. https://example.com.');
  else if (url!.replace(/\/+$/, '') !== origin) drop('url', `blogctl's url is an origin only; the path of "${url}" was dropped.`, 'Put the path into baseUrl.');
  const baseUrl = str(d.baseUrl);
  if (baseUrl) c.baseUrl = baseUrl.startsWith('/') ? (baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`) : `/${baseUrl}/`.replace(/\/\/$/, '/');
  if (bool(d.trailingSlash) !== undefined) c.trailingSlash = d.trailingSlash;
  if (str(d.favicon)) c.favicon = absolute(d.favicon as string);
  // Docusaurus's default locale is en (blogctl's is zh-CN): a config without i18n is an English site.
  c.i18n = translateI18n(isObj(d.i18n) ? d.i18n : { defaultLocale: 'en' }, drop);
  translateReporting(d, c, drop);
  const staticDirs = Array.isArray(d.staticDirectories) && d.staticDirectories.length && d.staticDirectories.every((x) => typeof x === 'string' && x) ? (d.staticDirectories as string[]) : ['static'];
  c.staticDirectories = staticDirs;
  const known = ['title', 'tagline', 'url', 'baseUrl', 'trailingSlash', 'favicon', 'i18n', 'presets', 'plugins', 'themes', 'themeConfig', 'markdown', 'staticDirectories', ...REPORTING_KEYS];
  leftovers(d, '', known);
  if (isObj(d.markdown)) {
    for (const [k, v] of Object.entries(d.markdown)) {
      if (k === 'hooks' && isObj(v)) leftovers(v, 'markdown.hooks.', ['onBrokenMarkdownLinks']);
      else drop(`markdown.${k}`, `blogctl reads .md as CommonMark and .mdx as MDX; markdown.${k} (${describe(v)}) has no equivalent.`, 'Check the rendered pages with `blogctl check`.');
    }
  }

  translatePresets(d, ctx, c, drop, leftovers);

  for (const [i, p] of (Array.isArray(d.plugins) ? d.plugins : []).entries()) {
    const name = Array.isArray(p) ? p[0] : p;
    drop(`plugins[${i}] ${typeof name === 'string' ? name : describe(name)}`, 'blogctl does not run Docusaurus plugins.', 'Remove it; check whether blogctl has a built-in equivalent (search, feeds, sitemap are built in).');
  }
  for (const [i, t] of (Array.isArray(d.themes) ? d.themes : []).entries()) {
    const name = Array.isArray(t) ? t[0] : t;
    drop(`themes[${i}] ${typeof name === 'string' ? name : describe(name)}`, 'blogctl has one built-in theme.', 'Remove it.');
  }

  translateThemeConfig(d, ctx, c, drop, leftovers);
  return { config: c, report };
}

const REPORTING_KEYS = ['onBrokenLinks', 'onBrokenMarkdownLinks', 'onBrokenAnchors', 'onDuplicateRoutes'];
const REPORTING_VALUES = ['ignore', 'log', 'warn', 'throw'];

/** onBrokenLinks & co. keep the site's own choice (Docusaurus 3.9 puts onBrokenMarkdownLinks under markdown.hooks). */
function translateReporting(d: Obj, c: Obj, drop: Drop): void {
  const hooks = isObj(d.markdown) && isObj(d.markdown.hooks) ? d.markdown.hooks : {};
  for (const key of REPORTING_KEYS) {
    const [where, v] = key === 'onBrokenMarkdownLinks' && d[key] === undefined ? [`markdown.hooks.${key}`, hooks[key]] : [key, d[key]];
    if (v === undefined) continue;
    if (typeof v === 'string' && REPORTING_VALUES.includes(v)) c[key] = v;
    else drop(where, `blogctl takes one of ${REPORTING_VALUES.join(', ')} here (value: ${describe(v)}); a function is not evaluated.`, `Set ${key} in blogctl.config.ts; the default is "throw".`);
  }
}

/** The classic preset's docs, blog and theme options, into c.blog and c.docs. */
function translatePresets(d: Obj, ctx: TranslateContext, c: Obj, drop: Drop, leftovers: Leftovers): void {
  let docsOpts: Obj | undefined;
  let blogOpts: Obj | undefined;
  for (const [i, entry] of (Array.isArray(d.presets) ? d.presets : []).entries()) {
    const [name, opts] = Array.isArray(entry) ? entry : [entry, undefined];
    const label = typeof name === 'string' ? name : describe(name);
    if (!/(^|\/)(preset-)?classic$/.test(label)) {
      drop(`presets[${i}] ${label}`, 'Only the classic preset maps onto blogctl (it is blogctl\'s built-in blog, docs and pages).', 'Remove it; recreate what it adds by hand.');
      continue;
    }
    if (!isObj(opts)) continue;
    if (isObj(opts.docs)) docsOpts = opts.docs;
    else if (opts.docs === false) drop('presets.classic.docs: false', 'blogctl always has a docs section.', 'Leave the docs folder empty if you do not want docs.');
    if (isObj(opts.blog)) blogOpts = opts.blog;
    if (isObj(opts.theme)) for (const [k, v] of Object.entries(opts.theme)) drop(`presets.classic.theme.${k}`, `blogctl's theme is its own; ${k} (${describe(v)}) is not loaded.`, k === 'customCss' ? 'Port the CSS rules you need into the theme (templates/styles).' : 'Remove it.');
    leftovers(opts, 'presets.classic.', ['docs', 'blog', 'theme', 'pages']);
    if (isObj(opts.pages)) for (const k of Object.keys(opts.pages).filter((k) => k !== 'path')) drop(`presets.classic.pages.${k}`, 'blogctl\'s pages are the Markdown files at the top of the pages folder (pages.path); other page options are not configurable.', 'Remove it.');
  }
  const blog: Obj = { path: ctx.blogPath };
  // Docusaurus shows 5 posts in the blog sidebar unless told otherwise (blogctl: 10).
  if (!(blogOpts && (typeof blogOpts.blogSidebarCount === 'number' || blogOpts.blogSidebarCount === 'ALL'))) blog.sidebarCount = 5;
  if (blogOpts) {
    if (str(blogOpts.routeBasePath) !== undefined) blog.routeBasePath = (blogOpts.routeBasePath as string).replace(/^\/+|\/+$/g, '') || 'blog';
    if (typeof blogOpts.postsPerPage === 'number') blog.postsPerPage = blogOpts.postsPerPage;
    else if (blogOpts.postsPerPage === 'ALL') drop('blog.postsPerPage: "ALL"', 'blogctl paginates with a fixed number of posts per page.', 'Set blog.postsPerPage to a large number.');
    if (typeof blogOpts.blogSidebarCount === 'number' || blogOpts.blogSidebarCount === 'ALL') blog.sidebarCount = blogOpts.blogSidebarCount;
    if (str(blogOpts.blogSidebarTitle)) blog.sidebarTitle = blogOpts.blogSidebarTitle;
    if (isObj(blogOpts.feedOptions) && typeof blogOpts.feedOptions.limit === 'number') blog.feedLimit = blogOpts.feedOptions.limit;
    if (bool(blogOpts.showReadingTime) !== undefined) blog.showReadingTime = blogOpts.showReadingTime;
    if (blogOpts.onUntruncatedBlogPosts === 'ignore') blog.requireTruncate = false;
    if (isObj(blogOpts.feedOptions)) leftovers(blogOpts.feedOptions, 'presets.classic.blog.feedOptions.', ['limit'], 'blogctl always writes rss.xml and atom.xml; remove it.');
    translateAdmonitions(blogOpts.admonitions, 'blog', c, drop);
    leftovers(blogOpts, 'presets.classic.blog.', ['path', 'routeBasePath', 'postsPerPage', 'blogSidebarCount', 'blogSidebarTitle', 'feedOptions', 'showReadingTime', 'onUntruncatedBlogPosts', 'admonitions', 'authorsMapPath', 'tags', 'onInlineAuthors', 'onInlineTags']);
  }
  c.blog = blog;
  const docs: Obj = { path: ctx.docsPath };
  if (docsOpts) {
    if (str(docsOpts.routeBasePath) !== undefined) {
      const r = (docsOpts.routeBasePath as string).replace(/^\/+|\/+$/g, '');
      if (r) docs.routeBasePath = r;
      else drop('docs.routeBasePath: "/"', 'blogctl serves docs under their own path, never at the site root (the root is the home page).', 'Links to docs now start with /docs/.');
    }
    if (str(docsOpts.sidebarPath) !== undefined || docsOpts.sidebarPath === false) {
      // handled through ctx.sidebarIds (the sidebars file)
    }
    if (isObj(docsOpts.versions) || docsOpts.lastVersion !== undefined) drop('docs.versions / lastVersion', 'blogctl builds one docs version.', 'Keep only the current docs.');
    if (isObj(docsOpts.versions) && isObj((docsOpts.versions as Obj).current) && str(((docsOpts.versions as Obj).current as Obj).label)) docs.versionLabel = ((docsOpts.versions as Obj).current as Obj).label;
    translateAdmonitions(docsOpts.admonitions, 'docs', c, drop);
    leftovers(docsOpts, 'presets.classic.docs.', ['path', 'routeBasePath', 'sidebarPath', 'admonitions', 'versions', 'lastVersion']);
  }
  if (ctx.sidebarIds.length) docs.sidebarId = ctx.sidebarIds[0];
  if (ctx.sidebarIds.length > 1) drop(`sidebars: ${ctx.sidebarIds.slice(1).join(', ')}`, 'blogctl has one docs sidebar.', `Navbar items that named them now point at "${ctx.sidebarIds[0]}".`);
  if (ctx.mainDocId) docs.mainDocId = ctx.mainDocId;
  c.docs = docs;
  c.pages = { path: ctx.pagesPath };
}

/** themeConfig: colour mode, navbar, footer, announcement bar, Prism and Algolia. */
function translateThemeConfig(d: Obj, ctx: TranslateContext, c: Obj, drop: Drop, leftovers: Leftovers): void {
  const tc = isObj(d.themeConfig) ? d.themeConfig : {};
  if (isObj(tc.colorMode)) {
    const cm: Obj = {};
    if (tc.colorMode.defaultMode === 'light' || tc.colorMode.defaultMode === 'dark') cm.defaultMode = tc.colorMode.defaultMode;
    for (const k of ['disableSwitch', 'respectPrefersColorScheme']) if (bool(tc.colorMode[k]) !== undefined) cm[k] = tc.colorMode[k];
    leftovers(tc.colorMode, 'themeConfig.colorMode.', ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme']);
    c.colorMode = cm;
  }
  if (isObj(tc.navbar)) c.navbar = translateNavbar(tc.navbar, ctx, drop);
  if (isObj(tc.footer)) c.footer = translateFooter(tc.footer, drop);
  if (isObj(tc.announcementBar) && str(tc.announcementBar.content)) {
    const a = tc.announcementBar;
    c.announcementBar = { id: str(a.id) || 'announcement-bar', content: a.content };
    for (const k of ['backgroundColor', 'textColor']) if (str(a[k])) (c.announcementBar as Obj)[k] = a[k];
    if (bool(a.isCloseable) !== undefined) (c.announcementBar as Obj).isCloseable = a.isCloseable;
    leftovers(a, 'themeConfig.announcementBar.', ['id', 'content', 'backgroundColor', 'textColor', 'isCloseable']);
  }
  if (isObj(tc.prism)) {
    const prism: Obj = {};
    if (Array.isArray(tc.prism.additionalLanguages)) prism.additionalLanguages = tc.prism.additionalLanguages.filter((l) => typeof l === 'string');
    if (Array.isArray(tc.prism.magicComments)) {
      prism.magicComments = tc.prism.magicComments.filter(isObj).map((m) => {
        const out: Obj = { className: m.className };
        if (str(m.line)) out.line = m.line;
        if (isObj(m.block) && str(m.block.start) && str(m.block.end)) out.block = { start: m.block.start, end: m.block.end };
        return out;
      });
    }
    for (const k of ['theme', 'darkTheme']) if (tc.prism[k] !== undefined) drop(`themeConfig.prism.${k}`, `blogctl's code colours come from its theme CSS (${describe(tc.prism[k])} is not loaded).`, 'Adjust the code colours in the theme CSS if needed.');
    leftovers(tc.prism, 'themeConfig.prism.', ['additionalLanguages', 'magicComments', 'theme', 'darkTheme']);
    c.prism = prism;
  }
  if (isObj(tc.algolia)) {
    const a = tc.algolia;
    const search: Obj = { provider: 'algolia' };
    for (const k of ['appId', 'apiKey', 'indexName']) if (str(a[k])) search[k] = a[k];
    for (const k of ['contextualSearch', 'insights']) if (bool(a[k]) !== undefined) search[k] = a[k];
    leftovers(a, 'themeConfig.algolia.', ['appId', 'apiKey', 'indexName', 'contextualSearch', 'insights'], 'blogctl\'s hosted search takes appId, apiKey, indexName, contextualSearch and insights only; remove it.');
    c.search = search;
  }
  const tcKnown = ['colorMode', 'navbar', 'footer', 'announcementBar', 'prism', 'algolia'];
  for (const [k, v] of Object.entries(tc)) {
    if (!tcKnown.includes(k)) drop(`themeConfig.${k}`, `blogctl's theme has no such option (value: ${describe(v)}).`, k === 'image' ? 'Set `image` in the front matter of the pages that need a social card.' : 'Remove it.');
  }
}

function absolute(path: string): string {
  return /^(https?:)?\/\//.test(path) || path.startsWith('/') ? path : `/${path}`;
}

function translateI18n(i: Obj, drop: (item: string, why: string, todo: string) => void): Obj {
  const defaultLocale = str(i.defaultLocale) ?? 'en';
  const locales = Array.isArray(i.locales) ? i.locales.filter((l): l is string => typeof l === 'string') : [defaultLocale];
  if (!locales.includes(defaultLocale)) locales.unshift(defaultLocale);
  if (locales.length > 1) drop(`i18n.locales: ${locales.filter((l) => l !== defaultLocale).join(', ')}`, 'blogctl builds only the default locale; i18n/ translations are not read.', 'Build a separate site per language if you need them.');
  const localeConfigs: Obj = {};
  const given = isObj(i.localeConfigs) ? i.localeConfigs : {};
  for (const id of locales) {
    const g = isObj(given[id]) ? given[id] : {};
    const lc: Obj = { label: str(g.label) ?? id, htmlLang: str(g.htmlLang) ?? id, path: str(g.path) ?? id };
    if (g.direction === 'rtl' || g.direction === 'ltr') lc.direction = g.direction;
    if (str(g.calendar)) lc.calendar = g.calendar;
    for (const k of Object.keys(g)) if (!['label', 'htmlLang', 'path', 'direction', 'calendar'].includes(k)) drop(`i18n.localeConfigs.${id}.${k}`, 'blogctl has no such locale option.', 'Remove it.');
    localeConfigs[id] = lc;
  }
  for (const k of Object.keys(i)) if (!['defaultLocale', 'locales', 'localeConfigs'].includes(k)) drop(`i18n.${k}`, 'blogctl has no such i18n option.', 'Remove it.');
  return { defaultLocale, locales, localeConfigs };
}

function translateAdmonitions(a: unknown, where: string, c: Obj, drop: (item: string, why: string, todo: string) => void): void {
  if (a === undefined) return;
  if (!isObj(a)) {
    drop(`${where}.admonitions`, `Only { keywords, extendDefaults } is understood (value: ${describe(a)}).`, 'Set admonitions in blogctl.config.ts.');
    return;
  }
  const prev = (c.admonitions as Obj | undefined) ?? { keywords: [] as string[] };
  const keywords = new Set([...(prev.keywords as string[]), ...(Array.isArray(a.keywords) ? a.keywords.filter((k): k is string => typeof k === 'string') : [])]);
  const out: Obj = { keywords: [...keywords] };
  const ext = bool(a.extendDefaults) ?? (prev.extendDefaults as boolean | undefined);
  if (ext !== undefined) out.extendDefaults = ext;
  c.admonitions = out;
  for (const k of Object.keys(a)) if (!['keywords', 'extendDefaults'].includes(k)) drop(`${where}.admonitions.${k}`, 'blogctl has no such admonition option.', 'Remove it.');
}

const NAV_KEYS = ['type', 'label', 'to', 'href', 'position', 'docId', 'sidebarId', 'value', 'activeBasePath', 'items'];

function translateNavbar(n: Obj, ctx: TranslateContext, drop: (item: string, why: string, todo: string) => void): Obj {
  const out: Obj = {};
  if (str(n.title)) out.title = n.title;
  if (isObj(n.logo) && str(n.logo.src)) {
    out.logo = { alt: str(n.logo.alt) ?? str(n.title) ?? '', src: absolute(n.logo.src as string) };
    if (str(n.logo.srcDark)) (out.logo as Obj).srcDark = absolute(n.logo.srcDark as string);
    for (const k of Object.keys(n.logo)) if (!['alt', 'src', 'srcDark'].includes(k)) drop(`themeConfig.navbar.logo.${k}`, 'blogctl\'s logo takes alt, src and srcDark only.', 'Remove it; the logo links to the home page.');
  }
  if (bool(n.hideOnScroll) !== undefined) out.hideOnScroll = n.hideOnScroll;
  const item = (raw: unknown, path: string): Obj | null => {
    if (!isObj(raw)) return null;
    const type = str(raw.type) ?? 'default';
    if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) {
      drop(`${path} (type "${type}")`, 'blogctl\'s navbar has no such item type.', `Use one of: ${NAVBAR_ITEM_TYPES.join(', ')}.`);
      return null;
    }
    const it: Obj = {};
    if (type !== 'default') it.type = type;
    for (const k of ['label', 'to', 'href', 'docId', 'value', 'activeBasePath']) if (str(raw[k])) it[k] = raw[k];
    if (raw.position === 'left' || raw.position === 'right') it.position = raw.position;
    if (str(raw.sidebarId)) {
      it.sidebarId = ctx.sidebarIds.length && !ctx.sidebarIds.slice(0, 1).includes(raw.sidebarId as string) ? ctx.sidebarIds[0] : raw.sidebarId;
    }
    if (Array.isArray(raw.items)) it.items = raw.items.map((x, i) => item(x, `${path}.items[${i}]`)).filter((x): x is Obj => x !== null);
    for (const [k, v] of Object.entries(raw)) if (!NAV_KEYS.includes(k)) drop(`${path}.${k}`, `blogctl's navbar items have no ${k} (value: ${describe(v)}).`, 'Remove it.');
    return it;
  };
  if (Array.isArray(n.items)) out.items = n.items.map((x, i) => item(x, `themeConfig.navbar.items[${i}]`)).filter((x): x is Obj => x !== null);
  for (const k of Object.keys(n)) if (!['title', 'logo', 'hideOnScroll', 'items'].includes(k)) drop(`themeConfig.navbar.${k}`, 'blogctl\'s navbar has no such option.', 'Remove it.');
  return out;
}

function translateFooter(f: Obj, drop: (item: string, why: string, todo: string) => void): Obj {
  const out: Obj = {};
  if (f.style === 'dark' || f.style === 'light') out.style = f.style;
  if (str(f.copyright)) out.copyright = f.copyright;
  const link = (raw: unknown, path: string): Obj | null => {
    if (!isObj(raw)) return null;
    if (!str(raw.label) || (!str(raw.to) && !str(raw.href))) {
      drop(path, `blogctl's footer links need a label and a to or href${str(raw.html) ? ' (HTML items are not supported)' : ''}.`, 'Rewrite it as { label, to } or { label, href }.');
      return null;
    }
    const l: Obj = { label: raw.label };
    if (str(raw.to)) l.to = raw.to;
    else l.href = raw.href;
    for (const k of Object.keys(raw)) if (!['label', 'to', 'href'].includes(k)) drop(`${path}.${k}`, 'blogctl\'s footer links have no such option.', 'Remove it.');
    return l;
  };
  if (Array.isArray(f.links)) {
    const columns = f.links.every((x) => isObj(x) && Array.isArray(x.items)) ? (f.links as Obj[]) : [{ items: f.links }];
    out.links = columns.map((col, i) => {
      const c: Obj = {};
      if (str(col.title)) c.title = col.title;
      c.items = (col.items as unknown[]).map((x, j) => link(x, `themeConfig.footer.links[${i}].items[${j}]`)).filter((x): x is Obj => x !== null);
      return c;
    }).filter((c) => (c.items as unknown[]).length > 0);
  }
  if (f.logo !== undefined) drop('themeConfig.footer.logo', 'blogctl\'s footer has no logo.', 'Remove it.');
  for (const k of Object.keys(f)) if (!['style', 'copyright', 'links', 'logo'].includes(k)) drop(`themeConfig.footer.${k}`, 'blogctl\'s footer has no such option.', 'Remove it.');
  return out;
}
