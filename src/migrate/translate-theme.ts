// themeConfig of a Docusaurus config → blogctl's colorMode, navbar, footer, announcementBar, prism, search,
// docs.sidebar and docsVersionPersistence keys; what has no equivalent is reported.
import { NAVBAR_ITEM_TYPES } from '../config/navbar-types';
import { prismThemeSchema } from '../config/schema-markdown';
import { FEATURE_THEME_KEYS } from './translate-features';
import { plain } from './translate-plugins';
import { absolute, bool, describe, type Drop, isObj, type Leftovers, type Obj, str } from './translate-values';

/** themeConfig: colour mode, navbar, footer, announcement bar, Prism, Algolia, the table of contents' levels and the
 *  docs sidebar. */
export function translateThemeConfig(d: Obj, c: Obj, drop: Drop, leftovers: Leftovers): void {
  const tc = isObj(d.themeConfig) ? d.themeConfig : {};
  if (isObj(tc.colorMode)) {
    const cm: Obj = {};
    if (tc.colorMode.defaultMode === 'light' || tc.colorMode.defaultMode === 'dark')
      cm.defaultMode = tc.colorMode.defaultMode;
    for (const k of ['disableSwitch', 'respectPrefersColorScheme'])
      if (bool(tc.colorMode[k]) !== undefined) cm[k] = tc.colorMode[k];
    leftovers(tc.colorMode, 'themeConfig.colorMode.', ['defaultMode', 'disableSwitch', 'respectPrefersColorScheme']);
    c.colorMode = cm;
  }
  if (isObj(tc.navbar)) c.navbar = translateNavbar(tc.navbar, drop);
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
    if (Array.isArray(tc.prism.additionalLanguages))
      prism.additionalLanguages = tc.prism.additionalLanguages.filter((l) => typeof l === 'string');
    if (Array.isArray(tc.prism.magicComments)) {
      prism.magicComments = tc.prism.magicComments.filter(isObj).map((m) => {
        const out: Obj = { className: m.className };
        if (str(m.line)) out.line = m.line;
        if (isObj(m.block) && str(m.block.start) && str(m.block.end))
          out.block = { start: m.block.start, end: m.block.end };
        return out;
      });
    }
    for (const k of ['theme', 'darkTheme']) {
      if (tc.prism[k] === undefined) continue;
      const v = tc.prism[k];
      const theme = isObj(v) && ('plain' in v || 'styles' in v) ? prismThemeSchema.safeParse(v) : undefined;
      if (theme?.success) prism[k] = theme.data;
      else
        drop(
          `themeConfig.prism.${k}`,
          `It is not a prism-react-renderer theme blogctl can read (${describe(tc.prism[k])}), so the code keeps blogctl's colours.`,
          `Set prism.${k} to the theme's { plain, styles } object, or adjust the code colours in the theme CSS.`,
        );
    }
    leftovers(tc.prism, 'themeConfig.prism.', ['additionalLanguages', 'magicComments', 'theme', 'darkTheme']);
    c.prism = prism;
  }
  if (isObj(tc.algolia)) {
    const a = tc.algolia;
    const search: Obj = { provider: 'algolia' };
    for (const k of ['appId', 'apiKey', 'indexName']) if (str(a[k])) search[k] = a[k];
    for (const k of ['contextualSearch', 'insights']) if (bool(a[k]) !== undefined) search[k] = a[k];
    leftovers(
      a,
      'themeConfig.algolia.',
      ['appId', 'apiKey', 'indexName', 'contextualSearch', 'insights'],
      "blogctl's hosted search takes appId, apiKey, indexName, contextualSearch and insights only; remove it.",
    );
    c.search = search;
  }
  const tcKnown = [
    'colorMode',
    'navbar',
    'footer',
    'announcementBar',
    'prism',
    'algolia',
    'metadata', // translate-head.ts
    'tableOfContents',
    'docs',
    ...(str(tc.image) ? ['image'] : []),
    ...FEATURE_THEME_KEYS,
  ];
  if (str(tc.image)) c.image = absolute(tc.image as string);
  if (isObj(tc.tableOfContents)) {
    const levels: Obj = {};
    for (const k of ['minHeadingLevel', 'maxHeadingLevel']) {
      const v = tc.tableOfContents[k];
      if (typeof v === 'number' && Number.isInteger(v) && v >= 2 && v <= 6) levels[k] = v;
    }
    c.tableOfContents = levels;
    leftovers(tc.tableOfContents, 'themeConfig.tableOfContents.', ['minHeadingLevel', 'maxHeadingLevel']);
  }
  if (isObj(tc.docs)) translateDocsTheme(tc.docs, c, leftovers);
  // What the site's components read with useThemeConfig(): every plain key the theme options above do not hold
  // (the features' keys and docs too, as a comments component reads themeConfig.giscus and a sidebar component
  // themeConfig.docs.sidebar).
  const readToo = [...FEATURE_THEME_KEYS, 'docs'];
  const own = Object.fromEntries(
    Object.entries(tc).filter(([k, v]) => (!tcKnown.includes(k) || readToo.includes(k)) && plain(v)),
  );
  if (Object.keys(own).length) c.themeConfig = own;
  for (const [k, v] of Object.entries(tc))
    if (!tcKnown.includes(k)) dropThemeOption(`themeConfig.${k}`, v, { drop, kept: k in own });
}

/** themeConfig.docs: the sidebar's hideable and autoCollapseCategories (into docs.sidebar) and versionPersistence. */
function translateDocsTheme(docs: Obj, c: Obj, leftovers: Leftovers): void {
  if (isObj(docs.sidebar)) {
    const sidebar: Obj = {};
    for (const k of ['hideable', 'autoCollapseCategories'])
      if (bool(docs.sidebar[k]) !== undefined) sidebar[k] = docs.sidebar[k];
    c.docs = { ...(c.docs as Obj | undefined), sidebar };
    leftovers(docs.sidebar, 'themeConfig.docs.sidebar.', ['hideable', 'autoCollapseCategories']);
  }
  if (docs.versionPersistence === 'localStorage' || docs.versionPersistence === 'none')
    c.docsVersionPersistence = docs.versionPersistence;
  leftovers(docs, 'themeConfig.docs.', ['sidebar', 'versionPersistence']);
}

/** Reports a themeConfig option blogctl's theme does not have; an object of options (docs.sidebar,
 *  tableOfContents) option by option, so the report names each. */
function dropThemeOption(path: string, v: unknown, opts: { drop: Drop; kept: boolean }): void {
  if (isObj(v) && !path.endsWith('.metadata') && Object.keys(v).length && path.split('.').length < 4) {
    for (const [k, inner] of Object.entries(v)) dropThemeOption(`${path}.${k}`, inner, opts);
    return;
  }
  if (opts.kept)
    opts.drop(
      path,
      `blogctl's theme has no such option (value: ${describe(v)}); it is kept in \`themeConfig\`, where the site's components read it with useThemeConfig().`,
      "Nothing, if only the site's own components read it; otherwise remove it.",
    );
  else opts.drop(path, `blogctl's theme has no such option (value: ${describe(v)}).`, 'Remove it.');
}

const DOC_NAV_KEYS = ['docId', 'sidebarId', 'docsPluginId'];
const NAV_KEYS = [
  'type',
  'label',
  'to',
  'href',
  'position',
  ...DOC_NAV_KEYS,
  'value',
  'activeBasePath',
  'items',
  'className',
  'aria-label',
];

function translateNavbar(n: Obj, drop: (item: string, why: string, todo: string) => void): Obj {
  const out: Obj = {};
  if (str(n.title)) out.title = n.title;
  if (isObj(n.logo) && str(n.logo.src)) {
    out.logo = { alt: str(n.logo.alt) ?? str(n.title) ?? '', src: absolute(n.logo.src as string) };
    if (str(n.logo.srcDark)) (out.logo as Obj).srcDark = absolute(n.logo.srcDark as string);
    for (const k of Object.keys(n.logo))
      if (!['alt', 'src', 'srcDark'].includes(k))
        drop(
          `themeConfig.navbar.logo.${k}`,
          "blogctl's logo takes alt, src and srcDark only.",
          'Remove it; the logo links to the home page.',
        );
  }
  if (bool(n.hideOnScroll) !== undefined) out.hideOnScroll = n.hideOnScroll;
  const item = (raw: unknown, path: string): Obj | null => {
    if (!isObj(raw)) return null;
    const type = str(raw.type) ?? 'default';
    if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) {
      drop(
        `${path} (type "${type}")`,
        "blogctl's navbar has no such item type.",
        `Use one of: ${NAVBAR_ITEM_TYPES.join(', ')}.`,
      );
      return null;
    }
    const it: Obj = {};
    if (type !== 'default') it.type = type;
    for (const k of ['label', 'to', 'href', 'docId', 'docsPluginId', 'value', 'activeBasePath'])
      if (str(raw[k])) it[k] = raw[k];
    if (raw.position === 'left' || raw.position === 'right') it.position = raw.position;
    if (str(raw.sidebarId)) it.sidebarId = raw.sidebarId;
    if (str(raw.className)) it.className = raw.className;
    if (str(raw['aria-label'])) it.ariaLabel = raw['aria-label'];
    // A link's `html` (its label as HTML); a dropdown or another kind of item has none in Docusaurus either.
    const isLink = ['default', 'doc', 'docSidebar'].includes(type) && !Array.isArray(raw.items);
    if (str(raw.html) && isLink) it.html = raw.html;
    if (Array.isArray(raw.items))
      it.items = raw.items.map((x, i) => item(x, `${path}.items[${i}]`)).filter((x): x is Obj => x !== null);
    for (const [k, v] of Object.entries(raw))
      if (!NAV_KEYS.includes(k) && !(k === 'html' && it.html !== undefined))
        drop(`${path}.${k}`, `blogctl's navbar items have no ${k} (value: ${describe(v)}).`, 'Remove it.');
    return it;
  };
  if (Array.isArray(n.items))
    out.items = n.items.map((x, i) => item(x, `themeConfig.navbar.items[${i}]`)).filter((x): x is Obj => x !== null);
  for (const k of Object.keys(n))
    if (!['title', 'logo', 'hideOnScroll', 'items'].includes(k))
      drop(`themeConfig.navbar.${k}`, "blogctl's navbar has no such option.", 'Remove it.');
  return out;
}

function translateFooter(f: Obj, drop: (item: string, why: string, todo: string) => void): Obj {
  const out: Obj = {};
  if (f.style === 'dark' || f.style === 'light') out.style = f.style;
  if (str(f.copyright)) out.copyright = f.copyright;
  const link = (raw: unknown, path: string): Obj | null => {
    if (!isObj(raw)) return null;
    if (str(raw.html)) {
      for (const k of Object.keys(raw))
        if (k !== 'html') drop(`${path}.${k}`, "blogctl's footer HTML items take html only.", 'Remove it.');
      return { html: raw.html };
    }
    if (!str(raw.label) || (!str(raw.to) && !str(raw.href))) {
      drop(
        path,
        "blogctl's footer links need a label and a to or href.",
        'Rewrite it as { label, to } or { label, href }.',
      );
      return null;
    }
    const l: Obj = { label: raw.label };
    if (str(raw.to)) l.to = raw.to;
    else l.href = raw.href;
    for (const k of Object.keys(raw))
      if (!['label', 'to', 'href'].includes(k))
        drop(`${path}.${k}`, "blogctl's footer links have no such option.", 'Remove it.');
    return l;
  };
  if (Array.isArray(f.links)) {
    const columns = f.links.every((x) => isObj(x) && Array.isArray(x.items))
      ? (f.links as Obj[])
      : [{ items: f.links }];
    out.links = columns
      .map((col, i) => {
        const c: Obj = {};
        if (str(col.title)) c.title = col.title;
        c.items = (col.items as unknown[])
          .map((x, j) => link(x, `themeConfig.footer.links[${i}].items[${j}]`))
          .filter((x): x is Obj => x !== null);
        return c;
      })
      .filter((c) => (c.items as unknown[]).length > 0);
  }
  if (f.logo !== undefined) drop('themeConfig.footer.logo', "blogctl's footer has no logo.", 'Remove it.');
  for (const k of Object.keys(f))
    if (!['style', 'copyright', 'links', 'logo'].includes(k))
      drop(`themeConfig.footer.${k}`, "blogctl's footer has no such option.", 'Remove it.');
  return out;
}
