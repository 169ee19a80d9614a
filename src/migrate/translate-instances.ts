// Content plugins declared in `plugins:` → the classic preset's blog and docs, or further instances. Runs on the
// Docusaurus config as read, before anything else looks at its presets (migrate.ts), as Docusaurus resolves them:
//  - `'@docusaurus/plugin-content-blog'` / `-docs`, as a string or `[name, options]`;
//  - a local module (`'./src/plugins/blog-enhanced'`) that imports or requires one of them, and so extends it
//    (usually to put recent posts in global data): an instance of that plugin, with its options (the report
//    says its own code is not run);
//  - the instance whose `id` is unset or "default" is the main one (the preset's, which must then be off:
//    Docusaurus refuses two instances with one id); with the preset's off and no such instance, the first one
//    declared is the main one, since it is then the only one of the site at its paths;
//  - every other instance is a further blog or docs, kept under its id.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { ReportEntry } from './translate';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

type Kind = 'blog' | 'docs';
const OFFICIAL: Record<string, Kind> = {
  '@docusaurus/plugin-content-blog': 'blog',
  '@docusaurus/plugin-content-docs': 'docs',
};
const CLASSIC = /(^|\/)(preset-)?classic$/;
/** What a local module that extends a content plugin imports: `require('…')`, `import … from '…'`, `import('…')`. */
const EXTENDS = /(?:require\s*\(|from\s+|import\s*\()\s*['"](@docusaurus\/plugin-content-(?:blog|docs))['"]/;
const MODULE_EXTENSIONS = ['', '.js', '.cjs', '.mjs', '.ts', '.mts', '.cts'];
const INDEX_FILES = ['/index.js', '/index.ts', '/index.mjs'];

/** A further blog or docs instance: its id and its plugin options (without `id`). */
export interface ContentInstance {
  kind: Kind;
  id: string;
  options: Obj;
  /** Where it was declared, as the report names it (`plugins[2] ./src/plugins/episodes`). */
  label: string;
}

export interface ContentInstances {
  /** The config with the main instances in the classic preset and every content plugin out of `plugins`. */
  rest: Obj;
  /** Further instances (ids other than the main ones'). */
  instances: ContentInstance[];
  /** What was read, for the migration report. */
  report: ReportEntry[];
  /** Where the main blog and docs were declared when `plugins:` declares them (`plugins[1] ./src/plugins/x`). */
  mainLabels: { blog?: string; docs?: string };
}

/** The content plugins of `plugins:`, folded into the preset (main instances) or listed (further ones). */
export function takeContentInstances(d: Obj, site: string): ContentInstances {
  const plugins = Array.isArray(d.plugins) ? d.plugins : [];
  const found: (ContentInstance & { index: number; wrapper?: string })[] = [];
  plugins.forEach((entry, index) => {
    const name = Array.isArray(entry) ? entry[0] : entry;
    if (typeof name !== 'string') return;
    const wrapper = OFFICIAL[name] ? undefined : extendedPlugin(name, site);
    const kind = OFFICIAL[name] ?? (wrapper && OFFICIAL[wrapper]);
    if (!kind) return;
    const raw = Array.isArray(entry) && isObj(entry[1]) ? entry[1] : {};
    const { id, ...options } = raw;
    // A sidebars file named by an absolute path (require.resolve) is named from the site folder, as blogctl reads it.
    if (typeof options.sidebarPath === 'string' && isAbsolute(options.sidebarPath))
      options.sidebarPath = `./${relative(site, options.sidebarPath).split(sep).join('/')}`;
    found.push({
      kind,
      id: typeof id === 'string' ? id : 'default',
      options,
      label: `plugins[${index}] ${name}`,
      index,
      wrapper,
    });
  });
  if (!found.length) return { rest: d, instances: [], report: [], mainLabels: {} };
  const presets = Array.isArray(d.presets) ? [...d.presets] : [];
  let at = presets.findIndex(
    (p) => typeof (Array.isArray(p) ? p[0] : p) === 'string' && CLASSIC.test(Array.isArray(p) ? p[0] : p),
  );
  // Without the classic preset, Docusaurus has a blog and docs only where plugins add them.
  if (at === -1) {
    presets.push(['@docusaurus/preset-classic', { blog: false, docs: false }]);
    at = presets.length - 1;
  }
  const entry = presets[at];
  const classic: Obj = { ...(Array.isArray(entry) && isObj(entry[1]) ? entry[1] : {}) };
  const report: ReportEntry[] = [];
  const instances: ContentInstance[] = [];
  const mainLabels: ContentInstances['mainLabels'] = {};
  for (const kind of ['blog', 'docs'] as const) {
    const ofKind = found.filter((f) => f.kind === kind);
    const presetOff = classic[kind] === false;
    const main = presetOff ? (ofKind.find((f) => f.id === 'default') ?? ofKind[0]) : undefined;
    for (const f of ofKind) {
      if (f === main) {
        classic[kind] = f.options;
        mainLabels[kind] = f.label;
      } else instances.push({ kind, id: f.id, options: f.options, label: f.label });
      // An official plugin is carried over whole; a local module that extends one is, but for its own code.
      if (!f.wrapper) continue;
      report.push({
        item: f.label,
        why: `Read as the site's ${f === main ? `main ${kind}` : `${kind} instance "${f.id}"`} (a local module that extends ${f.wrapper}), with its options; its own loadContent, contentLoaded and injectHtmlTags also run (config plugins), for the global data they set and the tags they inject, but not its other hooks (routes it adds, client modules).`,
        todo: `Check the warnings of \`blogctl check\` (SITE_PLUGIN_HOOK) for what ${f.label.slice(f.label.indexOf(' ') + 1)} does that is not run.`,
      });
    }
  }
  presets[at] = [Array.isArray(entry) ? entry[0] : (entry ?? '@docusaurus/preset-classic'), classic];
  // A local module that extends a content plugin stays in plugins too: blogctl runs its own code for its data.
  const taken = new Set(found.filter((f) => !f.wrapper).map((f) => f.index));
  return {
    rest: { ...d, presets, plugins: plugins.filter((_, i) => !taken.has(i)) },
    instances,
    report,
    mainLabels,
  };
}

/** The official content plugin a local plugin module extends (imports or requires), if it is one. */
function extendedPlugin(name: string, site: string): string | undefined {
  const file = localModuleFile(name, site);
  return file && EXTENDS.exec(readFileSync(file, 'utf8'))?.[1];
}

/**
 * The file a local plugin name (`./src/plugins/x`, or an absolute path, as `path.resolve(__dirname, …)` gives)
 * stands for, resolved as Node.js resolves it: the file, with an extension, a folder's package.json `main`, or
 * its index file.
 */
function localModuleFile(name: string, site: string): string | undefined {
  if (!/^\.{1,2}\//.test(name) && !isAbsolute(name)) return undefined;
  const base = isAbsolute(name) ? name : join(site, name);
  const first = (paths: string[]) => paths.find((f) => existsSync(f) && statSync(f).isFile());
  const asFile = (path: string) => first(MODULE_EXTENSIONS.map((ext) => path + ext));
  let main: unknown;
  try {
    main = (JSON.parse(readFileSync(join(base, 'package.json'), 'utf8')) as { main?: unknown }).main;
  } catch {
    // No package.json there: not a package folder.
  }
  return (
    asFile(base) ??
    (typeof main === 'string'
      ? (asFile(join(base, main)) ?? first(INDEX_FILES.map((f) => join(base, main) + f)))
      : undefined) ??
    first(INDEX_FILES.map((f) => base + f))
  );
}

/** Options of a further blog that map onto blogctl's, by Docusaurus name. */
const BLOG_OPTIONS: Record<string, (v: unknown, out: Obj) => boolean> = {
  path: (v, out) => typeof v === 'string' && !!(out.path = v.startsWith('.') || v.startsWith('/') ? v : `./${v}`),
  routeBasePath: (v, out) => typeof v === 'string' && !!(out.routeBasePath = v.replace(/^\/+|\/+$/g, '') || '/'),
  postsPerPage: (v, out) => typeof v === 'number' && !!(out.postsPerPage = v),
  blogSidebarCount: (v, out) => (typeof v === 'number' || v === 'ALL') && ((out.sidebarCount = v), true),
  blogSidebarTitle: (v, out) => typeof v === 'string' && !!(out.sidebarTitle = v),
  showReadingTime: (v, out) => typeof v === 'boolean' && ((out.showReadingTime = v), true),
  onUntruncatedBlogPosts: (v, out) => typeof v === 'string' && ((out.requireTruncate = v !== 'ignore'), true),
  onInlineTags: (v, out) =>
    typeof v === 'string' && ['ignore', 'log', 'warn', 'throw'].includes(v) && !!(out.onInlineTags = v),
  editUrl: (v, out) => typeof v === 'string' && !!(out.editUrl = v),
  showLastUpdateTime: (v, out) => typeof v === 'boolean' && ((out.showLastUpdateTime = v), true),
  showLastUpdateAuthor: (v, out) => typeof v === 'boolean' && ((out.showLastUpdateAuthor = v), true),
  // Only the feed's length maps (blogctl always writes rss.xml and atom.xml); other feed options are reported.
  feedOptions: (v, out) =>
    isObj(v) &&
    Object.keys(v).every((k) => k === 'limit') &&
    typeof v.limit === 'number' &&
    !!(out.feedLimit = v.limit),
};

/** Options of a further docs that map onto blogctl's, by Docusaurus name (`sidebarPath` made site-relative when
 *  it was read, takeContentInstances). */
const DOCS_OPTIONS: Record<string, (v: unknown, out: Obj) => boolean> = {
  path: BLOG_OPTIONS.path,
  routeBasePath: BLOG_OPTIONS.routeBasePath,
  editUrl: BLOG_OPTIONS.editUrl,
  onInlineTags: BLOG_OPTIONS.onInlineTags,
  showLastUpdateTime: BLOG_OPTIONS.showLastUpdateTime,
  showLastUpdateAuthor: BLOG_OPTIONS.showLastUpdateAuthor,
  sidebarPath: (v, out) => (typeof v === 'string' || v === false) && ((out.sidebarPath = v), true),
  tagsBasePath: (v, out) => typeof v === 'string' && !!(out.tagsBasePath = v.replace(/^\/+|\/+$/g, '')),
  numberPrefixParser: (v, out) => v === false && ((out.numberPrefixes = false), true),
};

/** The further instances as blogctl config: `blogInstances` and `docsInstances`; what does not map is reported. */
function translateInstances(instances: ContentInstance[]): { config: Obj; report: ReportEntry[] } {
  const report: ReportEntry[] = [];
  const blogs: Obj[] = [];
  const docs: Obj[] = [];
  for (const inst of instances) {
    const blog = inst.kind === 'blog';
    // As Docusaurus: a blog's folder and URL default to "blog", docs' to "docs" (a further one names its own in
    // practice); its tags not in a tags file are used as written, with a warning.
    const out: Obj = blog
      ? { id: inst.id, path: './blog', sidebarCount: 5, onInlineTags: 'warn' }
      : // Docusaurus names the autogenerated sidebar of docs without a sidebars file "defaultSidebar".
        {
          id: inst.id,
          path: './docs',
          onInlineTags: 'warn',
          ...(inst.options.sidebarPath === undefined && { sidebarId: 'defaultSidebar' }),
        };
    const options = blog ? BLOG_OPTIONS : DOCS_OPTIONS;
    for (const [key, value] of Object.entries(inst.options)) {
      if (value === undefined || options[key]?.(value, out)) continue;
      report.push({
        item: `${inst.label} ${key}`,
        why: `The ${inst.kind} "${inst.id}" option ${key} has no equivalent in blogctl's ${blog ? 'blogInstances' : 'docsInstances'}.`,
        todo: 'Remove it, or open an issue if you need it.',
      });
    }
    (blog ? blogs : docs).push(out);
  }
  return {
    config: { ...(blogs.length && { blogInstances: blogs }), ...(docs.length && { docsInstances: docs }) },
    report,
  };
}

/** Adds the further instances to a translated config (`blogInstances`, `docsInstances`); the report: the entries
 *  of reading the content plugins and of translating the instances, then `report`, whose options of a main blog
 *  or docs declared in `plugins:` are named where they were written (not `presets.classic.blog.…`). */
export function mergeInstances(
  config: Obj,
  read: Omit<ContentInstances, 'rest'> | undefined,
  report: ReportEntry[],
): ReportEntry[] {
  const translated = translateInstances(read?.instances ?? []);
  Object.assign(config, translated.config);
  const relabel = (e: ReportEntry): ReportEntry => {
    for (const kind of ['blog', 'docs'] as const) {
      const label = read?.mainLabels[kind];
      const prefix = `presets.classic.${kind}.`;
      if (label && e.item.startsWith(prefix)) return { ...e, item: `${label} ${e.item.slice(prefix.length)}` };
    }
    return e;
  };
  return [...(read?.report ?? []), ...translated.report, ...report.map(relabel)];
}
