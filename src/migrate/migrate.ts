// migrate(options): turns a Docusaurus 3 site into a blogctl site. In place (no `out`), it adds only
// blogctl.config.ts and blogctl-migration.md beside the Docusaurus files; with `out`, it writes a new blogctl site
// there (config, report, and copies of the content folders in the same layout). The source site is never changed.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { configSchema } from '../config/schema';
import { DOCUSAURUS_MODULES } from '../content/site-components/docusaurus-modules';
import { SASS_FILE, SASS_PACKAGES } from '../content/site-components/sass';
import { isResolvable } from '../util/optional-package';
import { fail } from '../errors/blogctl-error';
import { extensionPattern, MEDIA_EXTENSIONS } from '../util/media-extensions';
import { evaluateFile } from './evaluate';
import { readSwizzledGiscus } from './giscus-swizzle';
import { readConfigurePostcss } from './configure-postcss';
import { renderConfig, renderReport } from './output';
import { staticRead } from './static-read';
import { translate, type ReportEntry } from './translate';
import { takeContentInstances } from './translate-instances';
import { applyMarkdownFormat } from './markdown-format';
import { parseFrontMatter } from '../content/front-matter';
import { stripNumberPrefixes } from '../content/number-prefix';

export interface MigrateOptions {
  /** The Docusaurus site's folder (holding docusaurus.config.{js,ts,mjs}). */
  site: string;
  /** Write a new blogctl site into this folder (new or empty) instead of adding files in place. */
  out?: string;
  /** Bound on evaluating the config in a child process, in ms. @default 10000 */
  timeoutMs?: number;
}

export interface MigrateResult {
  /** The blogctl site's folder (the source site when in place). */
  root: string;
  configFile: string;
  reportFile: string;
  /** How the Docusaurus config was read: evaluated, or the static fallback (with why). */
  configRead: { mode: 'evaluated'; stubbed: string[] } | { mode: 'static'; reason: string; skipped: string[] };
  /** What could not be carried over. */
  report: ReportEntry[];
  /** Files written, relative to root, sorted. */
  files: string[];
}

export const REPORT_FILE = 'blogctl-migration.md';
const CONFIG_NAMES = ['docusaurus.config.js', 'docusaurus.config.ts', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];
const SIDEBAR_NAMES = ['sidebars.js', 'sidebars.ts', 'sidebars.mjs', 'sidebars.cjs', 'sidebars.json'];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export async function migrate(options: MigrateOptions): Promise<MigrateResult> {
  const site = resolve(options.site);
  const configName =
    existsSync(site) && statSync(site).isDirectory() ? CONFIG_NAMES.find((n) => existsSync(join(site, n))) : undefined;
  if (!configName) {
    throw fail('MIGRATE_NOT_DOCUSAURUS', { site, names: CONFIG_NAMES.slice(0, 3) }, { file: site });
  }
  const configFile = join(site, configName);
  const out = options.out ? resolve(options.out) : undefined;
  const root = out ?? site;
  if (out) {
    if (out === site || site.startsWith(out + sep)) throw fail('MIGRATE_EXISTS', { kind: 'out-holds-site', out });
    if (existsSync(out) && (!statSync(out).isDirectory() || readdirSync(out).length)) {
      throw fail('MIGRATE_EXISTS', { kind: 'out-not-empty', out }, { file: out });
    }
  } else {
    for (const name of ['blogctl.config.ts', REPORT_FILE]) {
      if (existsSync(join(site, name)))
        throw fail('MIGRATE_EXISTS', { kind: 'migrated', file: join(site, name), name }, { file: join(site, name) });
    }
  }

  // 1. The config: evaluated, or read statically when that fails.
  let d: Obj;
  let configRead: MigrateResult['configRead'];
  const evaluated = await evaluateFile(configFile, options.timeoutMs ?? 10_000);
  if (evaluated.ok && isObj(evaluated.value)) {
    d = evaluated.value;
    configRead = { mode: 'evaluated', stubbed: evaluated.stubbed };
  } else {
    const reason = evaluated.ok ? 'it did not export an object' : evaluated.reason;
    const fallback = await staticRead(configFile);
    if (!fallback.value) {
      throw fail(
        'CONFIG_RUNTIME',
        { kind: 'migrate', configName, reason, fallback: fallback.reason },
        { file: configFile },
      );
    }
    d = fallback.value;
    configRead = { mode: 'static', reason, skipped: fallback.skipped };
  }

  // 2. Where the content is: content plugins of `plugins:` become the preset's blog and docs, or more instances.
  const contentInstances = takeContentInstances(d, site);
  d = contentInstances.rest;
  const classic = findClassic(d);
  const blogOpts = isObj(classic?.blog) ? classic.blog : {};
  const docsOpts = isObj(classic?.docs) ? classic.docs : {};
  const srcBlog = typeof blogOpts.path === 'string' ? blogOpts.path : 'blog';
  const srcDocs = typeof docsOpts.path === 'string' ? docsOpts.path : 'docs';
  const srcPages =
    classic && isObj(classic.pages) && typeof classic.pages.path === 'string' ? classic.pages.path : 'src/pages';
  const report: ReportEntry[] = [];
  const sidebarsFile =
    docsOpts.sidebarPath === false ? undefined : await readSidebars(site, docsOpts.sidebarPath, report);
  const mainDocId =
    firstDoc(sidebarsFile?.value) ?? firstDocFile(join(site, srcDocs), docsOpts.numberPrefixParser !== false);

  // The content stays where Docusaurus keeps it: the config names the folders ("./blog" is taken from the site
  // folder), in place and in a copy alike, so relative imports between them (../src/components/X) still work.
  const { config, report: optionReport } = translate(d, {
    postcss: readConfigurePostcss(configFile, d.plugins),
    blogPath: sitePath(srcBlog),
    docsPath: sitePath(srcDocs),
    pagesPath: sitePath(srcPages),
    sidebarIds: Object.keys(sidebarsFile?.value ?? {}),
    mainDocId,
    imports: evaluated.ok ? evaluated.imports : undefined,
    contentInstances,
  });
  report.push(...optionReport, ...applyMarkdownFormat(config, d, site, [srcBlog, srcDocs, srcPages]));
  // The copy keeps the source layout, so the sidebars file keeps its name and place either way.
  const sidebarsName = sidebarsSetting(config, site, docsOpts.sidebarPath, sidebarsFile?.file);

  // 3. Pages, theme overrides, data files.
  report.push(...pagesReport(site, srcPages));
  // Giscus swizzled in (giscus-swizzle.ts) becomes the comments key; a wrapper that only adds it is carried over.
  const swizzled = readSwizzledGiscus(site, listFiles(join(site, 'src', 'theme')), config.comments as Obj | undefined);
  if (swizzled.comments) config.comments = swizzled.comments;
  for (const rel of listFiles(join(site, 'src', 'theme'))) {
    // The global MDX components file is read (config/mdx-components.ts); what it cannot take is reported by check.
    if (/^MDXComponents(?:\.[jt]sx?|\/index\.[jt]sx?)$/.test(rel) || swizzled.files.has(rel)) continue;
    report.push({
      item: `src/theme/${rel}`,
      why: "A theme component override (swizzle): blogctl's theme components are its own and cannot be replaced from a site.",
      todo: 'Open an issue describing what the override changes, or drop it.',
    });
  }
  for (const [key, def] of [
    ['authorsMapPath', 'authors.yml'],
    ['tags', 'tags.yml'],
  ] as const) {
    const v = blogOpts[key];
    if (typeof v === 'string' && v !== def)
      report.push({
        item: `blog.${key}: "${v}"`,
        why: `blogctl reads ${srcBlog}/${def} only.`,
        todo: `Rename it to ${def} in the blog folder.`,
      });
  }
  if (existsSync(join(site, 'i18n')))
    report.push({
      item: 'i18n/',
      why: 'Translations are not read; blogctl builds the default locale only.',
      todo: 'Nothing to do for the default locale.',
    });

  const parsed = configSchema.safeParse(config);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw fail('MIGRATE_INVALID', { issues }, { file: configFile });
  }

  // 4. Write.
  const files: string[] = [];
  if (out) {
    mkdirSync(out, { recursive: true });
    const copy = (from: string, to: string) => {
      if (!existsSync(from)) return;
      cpSync(from, join(out, to), { recursive: true, filter: (p) => !/(^|[/\\])(node_modules|\.git)$/.test(p) });
      for (const f of statSync(from).isDirectory() ? listFiles(from) : ['']) files.push(f ? `${to}/${f}` : to);
    };
    // The same layout as the source site, so the config's paths and relative imports hold in the copy.
    const dirs = [
      ...new Set([
        ...[srcBlog, srcDocs, srcPages, 'src', ...(config.staticDirectories as string[])].map(tidy),
        ...otherFolders(site),
      ]),
    ];
    for (const dir of dirs) {
      if (dir === '.' || dir.startsWith('../') || isAbsolute(dir)) {
        report.push({
          item: dir,
          why: 'This folder is not inside the Docusaurus site, so it was not copied; the config still names it.',
          todo: 'Copy it next to the new site by hand, or migrate in place.',
        });
      } else if (!dirs.some((other) => dir.startsWith(other + '/'))) copy(join(site, dir), dir);
    }
    if (
      sidebarsFile &&
      sidebarsName &&
      !sidebarsName.startsWith('../') &&
      !dirs.some((d) => sidebarsName.startsWith(d + '/'))
    )
      copy(sidebarsFile.file, sidebarsName);
  }
  const sourceName = out ? configFile : basename(configFile);
  writeFileSync(join(root, 'blogctl.config.ts'), renderConfig(config, sourceName), { flag: 'wx' });
  writeFileSync(
    join(root, REPORT_FILE),
    renderReport({ source: configFile, configRead, report, inPlace: !out, files: files.length }),
    { flag: 'wx' },
  );
  files.push('blogctl.config.ts', REPORT_FILE);
  return {
    root,
    configFile: join(root, 'blogctl.config.ts'),
    reportFile: join(root, REPORT_FILE),
    configRead,
    report,
    files: files.sort(),
  };
}

/** Docusaurus's own output and caches, dependencies and version control: never part of the copy. */
const NOT_COPIED = new Set([
  'node_modules',
  'build',
  '.docusaurus',
  '.git',
  '.github',
  '.cache-loader',
  'i18n',
  'versioned_docs',
  'versioned_sidebars',
]);

/** The site's other top-level folders (`components/`, `hooks/`, …): MDX and site code may import from them
 *  relatively, so the copy keeps them too. */
function otherFolders(site: string): string[] {
  return readdirSync(site, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !NOT_COPIED.has(e.name))
    .map((e) => e.name)
    .sort();
}

/** What the pages folder holds that blogctl builds differently or not at all (Markdown pages, partials, assets and
 *  stylesheets beside pages are carried over silently). */
function pagesReport(site: string, srcPages: string): ReportEntry[] {
  const out: ReportEntry[] = [];
  const pagesDir = join(site, srcPages);
  const hasSass = SASS_PACKAGES.some((name) => isResolvable(name, site));
  for (const rel of listFiles(pagesDir)) {
    const partial =
      /(^|\/)_/.test(rel) || /(^|\/)__tests__\//.test(rel) || /\.test\.[jt]sx?$/.test(rel) || /\.d\.ts$/.test(rel);
    if (/\.mdx?$/.test(rel) || partial) {
      // A Markdown page (subfolders too), or a file Docusaurus does not make a page of either: read where it is.
    } else if (/\.(js|jsx|ts|tsx)$/.test(rel)) {
      out.push(reactPageReport(srcPages, rel));
    } else if (ASSET.test(rel) || /\.css$/.test(rel)) {
      // An image beside a page (copied with the page that links to it), or a stylesheet a page imports (a CSS
      // module's classes are renamed as Docusaurus does): as in Docusaurus.
    } else if (SASS_FILE.test(rel)) {
      // Compiled with the site's own Sass package, as docusaurus-plugin-sass does: only its absence is news.
      if (!hasSass)
        out.push({
          item: `${srcPages}/${rel}`,
          why: `A Sass stylesheet: blogctl compiles it with the site's own ${SASS_PACKAGES.map((n) => `\`${n}\``).join(' or ')} package, and neither is installed here.`,
          todo: 'Install it in the site (npm install --save-dev sass), or convert the stylesheet to CSS.',
        });
    } else {
      out.push({
        item: `${srcPages}/${rel}`,
        why: 'Not a page blogctl understands.',
        todo: 'Move it to static/ if it is an asset.',
      });
    }
  }
  return out;
}

/** Files beside pages that are assets of a page, not pages: the bundler's media (images, fonts, audio, video,
 *  PDF), SVG, and data or archive files a page may link to. */
const ASSET = extensionPattern([...MEDIA_EXTENSIONS, '.svg', '.zip', '.txt', '.json', '.yml', '.yaml']);

/** The report line of a React page of the pages folder (any .tsx, .jsx, .js or .ts file, subfolders too, as
 *  Docusaurus reads them; `index` is the home page): built with the Docusaurus modules blogctl provides. */
function reactPageReport(srcPages: string, rel: string): ReportEntry {
  const item = `${srcPages}/${rel}`;
  const modules = Object.keys(DOCUSAURUS_MODULES).join(', ');
  const home = /^index\.[jt]sx?$/.test(rel) ? " It is the home page, in place of blogctl's." : '';
  return {
    item,
    why: `A React page: blogctl builds it with its own React; of Docusaurus's modules it provides ${modules}.${home}`,
    todo: "Run `blogctl check`: an import of any other @theme/… or @docusaurus/… module is an error at its line; replace it with blogctl/theme's hooks and components.",
  };
}

/** A folder of the Docusaurus site as a blogctl config path: "./x", taken from the site folder. */
function sitePath(path: string): string {
  return `./${tidy(path)}`;
}

/** A site-relative folder path, posix, without "./" or a trailing slash. */
function tidy(path: string): string {
  return (
    path
      .replace(/\\/g, '/')
      .replace(/^(\.\/)+/, '')
      .replace(/\/+$/, '') || '.'
  );
}

function findClassic(d: Obj): Obj | undefined {
  for (const entry of Array.isArray(d.presets) ? d.presets : []) {
    if (
      Array.isArray(entry) &&
      typeof entry[0] === 'string' &&
      /(^|\/)(preset-)?classic$/.test(entry[0]) &&
      isObj(entry[1])
    )
      return entry[1];
  }
  return undefined;
}

/**
 * Where the new site's sidebars file is, set in the config when blogctl would not find it by itself: blogctl finds
 * sidebars.* beside its config, and another path is named (a copy keeps the source layout, so the same path holds).
 */
function sidebarsSetting(
  config: Obj,
  site: string,
  sidebarPath: unknown,
  file: string | undefined,
): string | undefined {
  const name = file && relative(site, file).split(sep).join('/');
  if (sidebarPath === false) (config.docs as Obj).sidebarPath = false;
  else if (name && !SIDEBAR_NAMES.includes(name)) (config.docs as Obj).sidebarPath = `./${name}`;
  return name;
}

/** Reads the sidebars file (evaluated, with the same stubs), for the sidebar ids and the first doc. */
async function readSidebars(
  site: string,
  sidebarPath: unknown,
  report: ReportEntry[],
): Promise<{ value: Obj; file: string } | undefined> {
  const file =
    typeof sidebarPath === 'string'
      ? resolve(site, sidebarPath)
      : SIDEBAR_NAMES.map((n) => join(site, n)).find((p) => existsSync(p));
  if (!file || !existsSync(file)) return undefined;
  let value: unknown;
  if (extname(file) === '.json') {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } else {
    const r = await evaluateFile(file);
    if (!r.ok) {
      const s = await staticRead(file);
      value = s.value;
      report.push({
        item: relative(site, file),
        why: `It could not be evaluated (${r.reason}); its literal values were read instead.`,
        todo: 'Check the docs sidebar after building.',
      });
    } else value = r.value;
  }
  if (!isObj(value)) return undefined;
  // blogctl reads the sidebars file itself (content/sidebars-file.ts): nothing of it is left behind.
  return { value, file };
}

/** Without a doc id in the sidebars: the doc at the docs root (`slug: /`), else `intro`, else the first doc by
 *  file name, each by the id it will have: the front matter `id` in its folder, or its path, without the number
 *  prefixes Docusaurus strips (unless the site turned that off). */
function firstDocFile(docsDir: string, numberPrefixes: boolean): string | undefined {
  const docs = listFiles(docsDir)
    .filter((f) => /\.mdx?$/.test(f))
    .sort()
    .map((f) => {
      const path = f.replace(/\.mdx?$/, '');
      // The front matter as the build reads it (a file it cannot parse is named by its path).
      const fm = parseFrontMatter(readFileSync(join(docsDir, f), 'utf8'), join(docsDir, f)).data;
      const idPath = !numberPrefixes || fm.parse_number_prefixes === false ? path : stripNumberPrefixes(path);
      const dir = idPath.includes('/') ? idPath.slice(0, idPath.lastIndexOf('/') + 1) : '';
      return { id: fm.id ? dir + fm.id : idPath, root: fm.slug === '/' };
    });
  return (docs.find((d) => d.root) ?? docs.find((d) => d.id === 'intro') ?? docs[0])?.id;
}

function firstDoc(sidebars: Obj | undefined): string | undefined {
  const walk = (items: unknown): string | undefined => {
    if (typeof items === 'string') return items;
    if (Array.isArray(items)) {
      for (const i of items) {
        const found = walk(i);
        if (found) return found;
      }
      return undefined;
    }
    if (!isObj(items)) return undefined;
    if (items.type === 'doc' && typeof items.id === 'string') return items.id;
    if (items.type === 'category' || items.items) return walk(items.items);
    if (!items.type)
      for (const v of Object.values(items)) {
        const found = walk(v);
        if (found) return found;
      }
    return undefined;
  };
  return walk(sidebars ? Object.values(sidebars)[0] : undefined);
}

/** Files under dir, relative posix paths, sorted; [] when dir is missing. Skips node_modules and dot folders. */
function listFiles(dir: string): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) out.push(relative(dir, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}
