// The classic preset's options of a Docusaurus config → blogctl's blog, docs and pages keys (and admonitions);
// what has no equivalent is reported.
import { FEATURE_PRESET_KEYS } from './translate-features';
import { translateCustomCss } from './translate-head';
import type { TranslateContext } from './translate';
import { bool, describe, type Drop, isObj, type Leftovers, type Obj, str } from './translate-values';

/** Options of the blog and docs plugins about entries' sources: edit links, last updates, files left out. */
const SOURCE_OPTIONS = ['editUrl', 'showLastUpdateTime', 'showLastUpdateAuthor', 'exclude'];

/** editUrl (a string: joined with each file's path from the site folder, as Docusaurus does) and the last-update
 *  switches of the blog or docs plugin. */
function translateSourceOptions(opts: Obj, section: 'blog' | 'docs', out: Obj, drop: Drop): void {
  if (typeof opts.editUrl === 'string') out.editUrl = opts.editUrl;
  else if (opts.editUrl !== undefined)
    drop(
      `presets.classic.${section}.editUrl (${describe(opts.editUrl)})`,
      "blogctl joins a string editUrl with each file's path from the site folder; an editUrl function is not run.",
      `Set ${section}.editUrl to the repository URL of the site folder, e.g. "https://github.com/me/site/edit/main/".`,
    );
  for (const k of ['showLastUpdateTime', 'showLastUpdateAuthor']) if (typeof opts[k] === 'boolean') out[k] = opts[k];
  if (Array.isArray(opts.exclude)) out.exclude = opts.exclude.filter((g): g is string => typeof g === 'string' && !!g);
}

/** What translatePresets' steps share: where the content is, the config being built and the report. */
interface PresetScope {
  ctx: TranslateContext;
  c: Obj;
  drop: Drop;
  leftovers: Leftovers;
}

/** The classic preset's docs, blog and theme options, into c.blog and c.docs. */
export function translatePresets(d: Obj, scope: PresetScope): void {
  const { ctx, c } = scope;
  const { docsOpts, blogOpts, blogOff, docsOff, pagesExclude } = readPresets(d, scope);
  const blog = translateBlog(blogOpts, scope);
  // Docusaurus warns about a tag its tags file does not define and uses it as written (blogctl's own default fails).
  blog.onInlineTags ??= 'warn';
  // `blog: false` (Docusaurus's docs-only mode has it): blogctl's is the same; the folder is still named, so
  // posts left in it are reported rather than ignored.
  c.blog = blogOff ? { enabled: false, path: ctx.blogPath } : blog;
  const docs = translateDocs(docsOpts, scope);
  // As for the blog: Docusaurus warns about a doc tag its tags file does not define and uses it as written.
  docs.onInlineTags ??= 'warn';
  if (ctx.sidebarIds.length) docs.sidebarId = ctx.sidebarIds[0];
  if (ctx.mainDocId) docs.mainDocId = ctx.mainDocId;
  // `docs: false` (a blog-only site): blogctl's is the same, the folder named as the blog's is.
  c.docs = docsOff ? { enabled: false, path: ctx.docsPath } : docs;
  c.pages = { path: ctx.pagesPath, ...(pagesExclude && { exclude: pagesExclude }) };
}

/** The presets: the classic preset's blog and docs options (its theme and pages options, and any other preset,
 *  are reported). */
function readPresets(
  d: Obj,
  scope: PresetScope,
): { docsOpts?: Obj; blogOpts?: Obj; blogOff: boolean; docsOff: boolean; pagesExclude?: string[] } {
  const { drop, leftovers } = scope;
  let docsOpts: Obj | undefined;
  let blogOpts: Obj | undefined;
  let blogOff = false;
  let docsOff = false;
  let pagesExclude: string[] | undefined;
  for (const [i, entry] of (Array.isArray(d.presets) ? d.presets : []).entries()) {
    const [name, opts] = Array.isArray(entry) ? entry : [entry, undefined];
    const label = typeof name === 'string' ? name : describe(name);
    if (!/(^|\/)(preset-)?classic$/.test(label)) {
      drop(
        `presets[${i}] ${label}`,
        "Only the classic preset maps onto blogctl (it is blogctl's built-in blog, docs and pages).",
        'Remove it; recreate what it adds by hand.',
      );
      continue;
    }
    if (!isObj(opts)) continue;
    if (isObj(opts.docs)) docsOpts = opts.docs;
    else if (opts.docs === false) docsOff = true;
    if (isObj(opts.blog)) blogOpts = opts.blog;
    else if (opts.blog === false) blogOff = true;
    if (isObj(opts.theme))
      for (const [k, v] of Object.entries(opts.theme)) {
        if (k === 'customCss') {
          scope.c.customCss = translateCustomCss(v, scope.ctx.site ?? '.', drop);
          continue;
        }
        drop(
          `presets.classic.theme.${k}`,
          `The classic theme's ${k} option (${describe(v)}) has no equivalent in blogctl's theme.`,
          'Remove it.',
        );
      }
    leftovers(opts, 'presets.classic.', ['docs', 'blog', 'theme', 'pages', ...FEATURE_PRESET_KEYS]);
    if (isObj(opts.pages) && Array.isArray(opts.pages.exclude))
      pagesExclude = opts.pages.exclude.filter((g): g is string => typeof g === 'string' && !!g);
    if (isObj(opts.pages))
      for (const k of Object.keys(opts.pages).filter((k) => k !== 'path' && k !== 'exclude'))
        drop(
          `presets.classic.pages.${k}`,
          "blogctl's pages are the Markdown and React files of the pages folder (pages.path) and its subfolders; other page options are not configurable.",
          'Remove it.',
        );
  }
  return { docsOpts, blogOpts, blogOff, docsOff, pagesExclude };
}

/** The blog plugin's options → blogctl's blog key (Docusaurus's 5 posts in the blog sidebar when not set). */
function translateBlog(blogOpts: Obj | undefined, { ctx, c, drop, leftovers }: PresetScope): Obj {
  const blog: Obj = { path: ctx.blogPath };
  // Docusaurus shows 5 posts in the blog sidebar unless told otherwise (blogctl: 10).
  if (!(blogOpts && (typeof blogOpts.blogSidebarCount === 'number' || blogOpts.blogSidebarCount === 'ALL')))
    blog.sidebarCount = 5;
  if (!blogOpts) return blog;
  // "/" is Docusaurus's blog-only mode: blogctl's too (the first list page is the home page).
  if (str(blogOpts.routeBasePath) !== undefined)
    blog.routeBasePath = (blogOpts.routeBasePath as string).replace(/^\/+|\/+$/g, '') || '/';
  if (typeof blogOpts.postsPerPage === 'number') blog.postsPerPage = blogOpts.postsPerPage;
  else if (blogOpts.postsPerPage === 'ALL')
    drop(
      'blog.postsPerPage: "ALL"',
      'blogctl paginates with a fixed number of posts per page.',
      'Set blog.postsPerPage to a large number.',
    );
  if (typeof blogOpts.blogSidebarCount === 'number' || blogOpts.blogSidebarCount === 'ALL')
    blog.sidebarCount = blogOpts.blogSidebarCount;
  if (str(blogOpts.blogSidebarTitle)) blog.sidebarTitle = blogOpts.blogSidebarTitle;
  if (isObj(blogOpts.feedOptions) && typeof blogOpts.feedOptions.limit === 'number')
    blog.feedLimit = blogOpts.feedOptions.limit;
  if (bool(blogOpts.showReadingTime) !== undefined) blog.showReadingTime = blogOpts.showReadingTime;
  if (blogOpts.onUntruncatedBlogPosts === 'ignore') blog.requireTruncate = false;
  if (typeof blogOpts.onInlineTags === 'string' && ['ignore', 'log', 'warn', 'throw'].includes(blogOpts.onInlineTags))
    blog.onInlineTags = blogOpts.onInlineTags;
  if (isObj(blogOpts.feedOptions))
    leftovers(
      blogOpts.feedOptions,
      'presets.classic.blog.feedOptions.',
      ['limit'],
      'blogctl always writes rss.xml and atom.xml; remove it.',
    );
  translateAdmonitions(blogOpts.admonitions, 'blog', c, drop);
  translateSourceOptions(blogOpts, 'blog', blog, drop);
  leftovers(blogOpts, 'presets.classic.blog.', [
    'path',
    'routeBasePath',
    'postsPerPage',
    'blogSidebarCount',
    'blogSidebarTitle',
    'feedOptions',
    'showReadingTime',
    'onUntruncatedBlogPosts',
    'admonitions',
    'authorsMapPath',
    'tags',
    'onInlineAuthors',
    'onInlineTags',
    ...SOURCE_OPTIONS,
  ]);
  return blog;
}

/** The docs plugin's options → blogctl's docs key. */
function translateDocs(docsOpts: Obj | undefined, { ctx, c, drop, leftovers }: PresetScope): Obj {
  const docs: Obj = { path: ctx.docsPath };
  if (!docsOpts) return docs;
  if (str(docsOpts.routeBasePath) !== undefined) {
    // "/" is Docusaurus's docs-only mode: blogctl's too (the `slug: /` doc is the home page).
    docs.routeBasePath = (docsOpts.routeBasePath as string).replace(/^\/+|\/+$/g, '') || '/';
  }
  if (isObj(docsOpts.versions) || docsOpts.lastVersion !== undefined)
    drop('docs.versions / lastVersion', 'blogctl builds one docs version.', 'Keep only the current docs.');
  if (
    isObj(docsOpts.versions) &&
    isObj((docsOpts.versions as Obj).current) &&
    str(((docsOpts.versions as Obj).current as Obj).label)
  )
    docs.versionLabel = ((docsOpts.versions as Obj).current as Obj).label;
  if (docsOpts.numberPrefixParser === false) docs.numberPrefixes = false;
  else if (docsOpts.numberPrefixParser !== undefined)
    drop(
      'docs.numberPrefixParser',
      "blogctl reads number prefixes the way Docusaurus's default parser does and runs no parser of the site's own.",
      'Rename the files to the ids you want, or set docs.numberPrefixes: false.',
    );
  translateAdmonitions(docsOpts.admonitions, 'docs', c, drop);
  translateSourceOptions(docsOpts, 'docs', docs, drop);
  if (str(docsOpts.tagsBasePath)) docs.tagsBasePath = (docsOpts.tagsBasePath as string).replace(/^\/+|\/+$/g, '');
  if (typeof docsOpts.onInlineTags === 'string' && ['ignore', 'log', 'warn', 'throw'].includes(docsOpts.onInlineTags))
    docs.onInlineTags = docsOpts.onInlineTags;
  leftovers(docsOpts, 'presets.classic.docs.', [
    'path',
    'routeBasePath',
    'sidebarPath',
    'admonitions',
    'versions',
    'lastVersion',
    'numberPrefixParser',
    'tagsBasePath',
    'onInlineTags',
    ...SOURCE_OPTIONS,
  ]);
  return docs;
}

function translateAdmonitions(a: unknown, where: string, c: Obj, drop: Drop): void {
  if (a === undefined) return;
  if (!isObj(a)) {
    drop(
      `${where}.admonitions`,
      `Only { keywords, extendDefaults } is understood (value: ${describe(a)}).`,
      'Set admonitions in blogctl.config.ts.',
    );
    return;
  }
  const prev = (c.admonitions as Obj | undefined) ?? { keywords: [] as string[] };
  const keywords = new Set([
    ...(prev.keywords as string[]),
    ...(Array.isArray(a.keywords) ? a.keywords.filter((k): k is string => typeof k === 'string') : []),
  ]);
  const out: Obj = { keywords: [...keywords] };
  const ext = bool(a.extendDefaults) ?? (prev.extendDefaults as boolean | undefined);
  if (ext !== undefined) out.extendDefaults = ext;
  c.admonitions = out;
  for (const k of Object.keys(a))
    if (!['keywords', 'extendDefaults'].includes(k))
      drop(`${where}.admonitions.${k}`, 'blogctl has no such admonition option.', 'Remove it.');
}
