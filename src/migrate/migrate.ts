// migrate(options): turns a Docusaurus 3 site into a blogctl site. In place (no `out`), it adds only
// blogctl.config.ts and blogctl-migration.md beside the Docusaurus files; with `out`, it writes a new blogctl site
// there (config, report, and copies of the content folders in the same layout). The source site is never changed.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve, sep } from 'node:path';
import { configSchema } from '../config/schema';
import { type Diagnostic, fail } from '../errors/blogctl-error';
import { readConfigurePostcss } from './configure-postcss';
import { copySite } from './copy-site';
import { evaluateFile } from './evaluate';
import { readSwizzledGiscus } from './giscus-swizzle';
import { applyMarkdownFormat } from './markdown-format';
import { renderConfig, renderReport } from './output';
import { findClassic, firstDoc, firstDocFile, listFiles, readSidebars, sidebarsSetting, sitePath } from './site-files';
import { siteReport } from './site-report';
import { staticRead } from './static-read';
import { translate, type ReportEntry } from './translate';
import { takeContentInstances } from './translate-instances';
import { expandShorthands } from './plugin-names';
import { attributeErrors, compactConfig, type SectionDirs, TRIAL_ROUNDS, type TrialBuild } from './trial';
import { isObj, type Obj } from './translate-values';

export interface MigrateOptions {
  /** The Docusaurus site's folder (holding docusaurus.config.{js,ts,mjs}). */
  site: string;
  /** Write a new blogctl site into this folder (new or empty) instead of adding files in place. */
  out?: string;
  /** Bound on evaluating the config in a child process, in ms. @default 10000 */
  timeoutMs?: number;
  /** The first build (api/migrate.ts passes blogctl's build): what fails in it and belongs to one item is left out
   *  of the config, and it runs again (trial.ts). Without it, no trial is made. */
  trial?: TrialBuild;
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
  /** What the first build left out (files in a section's `exclude`, reporting options made "warn"). */
  leftOut: ReportEntry[];
  /** The trial builds: how many ran, and the errors the last one still had (none: `blogctl build` passes). */
  trial?: { rounds: number; errors: Diagnostic[] };
  /** Files written, relative to root, sorted. */
  files: string[];
}

export const REPORT_FILE = 'blogctl-migration.md';
const CONFIG_NAMES = ['docusaurus.config.js', 'docusaurus.config.ts', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

/** Migrates the Docusaurus site at `options.site`: checks where it writes, reads the config, translates it, reports
 *  what was not carried over, and writes the config and the report (and, with `out`, the copy). */
export async function migrate(options: MigrateOptions): Promise<MigrateResult> {
  const site = resolve(options.site);
  const out = options.out ? resolve(options.out) : undefined;
  const configFile = checkTarget(site, out);
  const root = out ?? site;
  // 1. The config: evaluated, or read statically when that fails.
  const { d, configRead, imports } = await readDocusaurusConfig(configFile, options.timeoutMs ?? 10_000);
  // 2. Where the content is, and the config.
  const { config, report, layout } = await translateSite(site, { d, configFile, imports });
  // 3. Pages, theme overrides, data files.
  // Giscus swizzled in (giscus-swizzle.ts) becomes the comments key; a wrapper that only adds it is carried over.
  const swizzled = readSwizzledGiscus(site, listFiles(join(site, 'src', 'theme')), config.comments as Obj | undefined);
  if (swizzled.comments) config.comments = swizzled.comments;
  report.push(...siteReport({ site, ...layout, carried: swizzled.files }));
  const parsed = configSchema.safeParse(config);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw fail('MIGRATE_INVALID', { issues }, { file: configFile });
  }
  // 4. Write.
  const files = out
    ? copySite({
        site,
        out,
        // The same layout as the source site, so the config's paths and relative imports hold in the copy.
        folders: [layout.srcBlog, layout.srcDocs, layout.srcPages, 'src', ...(config.staticDirectories as string[])],
        sidebars: layout.sidebars,
        report,
      })
    : [];
  const written = { root, config, sourceName: out ? configFile : basename(configFile) };
  const reportOf = { source: configFile, configRead, report, inPlace: !out, files: files.length };
  writeMigration({ ...written, report: renderReport({ ...reportOf, leftOut: [] }), first: true });
  files.push('blogctl.config.ts', REPORT_FILE);
  const trial = options.trial
    ? await runTrial(options.trial, { ...written, dirs: sectionDirs(root, layout, config) })
    : undefined;
  if (trial?.leftOut.length || trial?.errors.length)
    writeMigration({ ...written, report: renderReport({ ...reportOf, ...trial }), first: false });
  return {
    root,
    configFile: join(root, 'blogctl.config.ts'),
    reportFile: join(root, REPORT_FILE),
    configRead,
    report,
    leftOut: trial?.leftOut ?? [],
    trial: trial && { rounds: trial.rounds, errors: trial.errors },
    files: files.sort(),
  };
}

/** Writes blogctl.config.ts and the report; the first time, neither may exist (`wx`), later rounds replace them. */
function writeMigration(w: { root: string; config: Obj; sourceName: string; report: string; first: boolean }): void {
  const flag = w.first ? 'wx' : 'w';
  writeFileSync(join(w.root, 'blogctl.config.ts'), renderConfig(w.config, w.sourceName), { flag });
  writeFileSync(join(w.root, REPORT_FILE), w.report, { flag });
}

/** The blog, docs and pages folders of the new site, absolute. */
function sectionDirs(root: string, layout: SiteLayout, config: Obj): SectionDirs {
  const dirs: SectionDirs = {
    blog: resolve(root, layout.srcBlog),
    docs: resolve(root, layout.srcDocs),
    pages: resolve(root, layout.srcPages),
  };
  // Further blogs and docs (their own `exclude`).
  for (const kind of ['blogInstances', 'docsInstances'])
    (Array.isArray(config[kind]) ? (config[kind] as Obj[]) : []).forEach((instance, i) => {
      if (isObj(instance) && typeof instance.path === 'string') dirs[`${kind}[${i}]`] = resolve(root, instance.path);
    });
  return dirs;
}

/** Runs the trial build until it passes, or nothing more can be left out, or TRIAL_ROUNDS; rewrites the config
 *  after each round that changed it. */
async function runTrial(
  build: TrialBuild,
  scope: { root: string; config: Obj; dirs: SectionDirs; sourceName: string },
): Promise<{ rounds: number; leftOut: ReportEntry[]; errors: Diagnostic[] }> {
  const leftOut: ReportEntry[] = [];
  let errors: Diagnostic[] = [];
  let rounds = 0;
  // Each round ends with a build, so `errors` is what `blogctl build` will report.
  for (;;) {
    rounds++;
    errors = (await build(scope.root)).filter((d) => d.severity === 'error');
    if (!errors.length || rounds === TRIAL_ROUNDS) break;
    const round = attributeErrors(errors, scope);
    if (!round.leftOut.length) break;
    compactConfig(scope.config);
    leftOut.push(...round.leftOut);
    writeFileSync(join(scope.root, 'blogctl.config.ts'), renderConfig(scope.config, scope.sourceName), { flag: 'w' });
  }
  return { rounds, leftOut, errors };
}

/** The site's Docusaurus config file; refuses a folder without one, an `out` that holds the site or is not empty,
 *  and (in place) a site migrated already. */
function checkTarget(site: string, out: string | undefined): string {
  const configName =
    existsSync(site) && statSync(site).isDirectory() ? CONFIG_NAMES.find((n) => existsSync(join(site, n))) : undefined;
  if (!configName) {
    throw fail('MIGRATE_NOT_DOCUSAURUS', { site, names: CONFIG_NAMES.slice(0, 3) }, { file: site });
  }
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
  return join(site, configName);
}

/** The Docusaurus config as a plain object: evaluated in a child process, or its literal values when that fails. */
async function readDocusaurusConfig(
  configFile: string,
  timeoutMs: number,
): Promise<{ d: Obj; configRead: MigrateResult['configRead']; imports?: string[] }> {
  const evaluated = await evaluateFile(configFile, timeoutMs);
  if (evaluated.ok && isObj(evaluated.value)) {
    return {
      d: evaluated.value,
      configRead: { mode: 'evaluated', stubbed: evaluated.stubbed },
      imports: evaluated.imports,
    };
  }
  const reason = evaluated.ok ? 'it did not export an object' : evaluated.reason;
  const fallback = await staticRead(configFile);
  if (!fallback.value) {
    throw fail(
      'CONFIG_RUNTIME',
      { kind: 'migrate', configName: basename(configFile), reason, fallback: fallback.reason },
      { file: configFile },
    );
  }
  return { d: fallback.value, configRead: { mode: 'static', reason, skipped: fallback.skipped } };
}

/** Where the site keeps its content (the classic preset's paths, Docusaurus's defaults), and the sidebars file. */
interface SiteLayout {
  srcBlog: string;
  srcDocs: string;
  srcPages: string;
  blogOpts: Obj;
  sidebars?: { file: string; name: string };
}

/** The translated config and its report, with the site's layout. */
async function translateSite(
  site: string,
  source: { d: Obj; configFile: string; imports?: string[] },
): Promise<{ config: Obj; report: ReportEntry[]; layout: SiteLayout }> {
  const { configFile } = source;
  // Content plugins of `plugins:` become the preset's blog and docs, or more instances (translate-instances.ts).
  const contentInstances = takeContentInstances(expandShorthands(source.d, site), site);
  const d = contentInstances.rest;
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
    site,
    postcss: readConfigurePostcss(configFile, d.plugins),
    blogPath: sitePath(srcBlog),
    docsPath: sitePath(srcDocs),
    pagesPath: sitePath(srcPages),
    sidebarIds: Object.keys(sidebarsFile?.value ?? {}),
    mainDocId,
    imports: source.imports,
    contentInstances,
  });
  report.push(...optionReport, ...applyMarkdownFormat(config, d, site, [srcBlog, srcDocs, srcPages]));
  // The copy keeps the source layout, so the sidebars file keeps its name and place either way.
  const name = sidebarsSetting(config, site, docsOpts.sidebarPath, sidebarsFile?.file);
  const sidebars = sidebarsFile && name ? { file: sidebarsFile.file, name } : undefined;
  return { config, report, layout: { srcBlog, srcDocs, srcPages, blogOpts, sidebars } };
}
