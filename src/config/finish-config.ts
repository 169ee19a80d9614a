// A validated config → the frozen ResolvedConfig (absolute paths, locale settings, generator, hash).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { siteTable } from '../shared/i18n';
import { BlogctlError, error, type Diagnostic } from '../errors/blogctl-error';
import { hashOf } from '../util/hash';
import { packageVersion } from '../util/package-root';
import type { LocaleConfig, ResolvedConfig } from './load-config';
import type { SiteConfigShape } from './schema';
import { type MdxComponentsFile, readMdxComponents } from './mdx-components';

export interface ResolveContext {
  root: string;
  configFile?: string;
  outDir?: string;
}

export function finishConfig(c: SiteConfigShape, ctx: ResolveContext): ResolvedConfig {
  const localeId = c.i18n.defaultLocale;
  const defaults: LocaleConfig = {
    label: localeId,
    direction: 'ltr',
    htmlLang: localeId,
    calendar: 'gregory',
    path: localeId,
  };
  const locale = { id: localeId, ...defaults, ...c.i18n.localeConfigs[localeId] };
  // The UI strings: the locale's table with the config's overrides; the blog sidebar's title follows it.
  const ui = siteTable(localeId, c.i18n.strings);
  const contentDir = resolve(ctx.root, c.contentDir);
  const staticDirectories = [...new Set((c.staticDirectories ?? [c.staticDir]).map((d) => resolve(ctx.root, d)))];
  // Docusaurus's global MDX components (src/theme/MDXComponents), read without running the file.
  const mdxComponents = withoutEntries(readMdxComponents(ctx.root), c.mdxComponents.exclude);
  const resolved: ResolvedConfig = {
    ...c,
    blog: { ...c.blog, sidebarTitle: c.blog.sidebarTitle ?? ui.blog.sidebarTitle },
    blogInstances: c.blogInstances.map((b) => ({
      ...b,
      sidebarTitle: b.sidebarTitle ?? ui.blog.sidebarTitle,
      dir: sectionDir(ctx.root, contentDir, b.path),
    })),
    docsInstances: c.docsInstances.map((d) => ({ ...d, dir: sectionDir(ctx.root, contentDir, d.path) })),
    root: ctx.root,
    configFile: ctx.configFile,
    contentDir,
    dirs: {
      blog: sectionDir(ctx.root, contentDir, c.blog.path),
      docs: sectionDir(ctx.root, contentDir, c.docs.path),
      pages: sectionDir(ctx.root, contentDir, c.pages.path),
    },
    staticDir: staticDirectories[0],
    staticDirectories,
    outDir: resolve(ctx.root, ctx.outDir ?? c.outDir),
    // The MDXComponents file's stylesheets first: the site's own customCss may override a package's styles.
    customCss: [...new Set([...(mdxComponents?.stylesheets ?? []), ...customCssFiles(c.customCss, ctx)])],
    locale,
    ui,
    generator: `blogctl ${packageVersion()}`,
    mdxComponents,
    hash: '',
  };
  resolved.hash = hashOf(JSON.stringify(resolved));
  return deepFreeze(resolved);
}

/** `customCss` as absolute paths; every file must exist (a config error located at the path in the config). */
function customCssFiles(files: string[], ctx: ResolveContext): string[] {
  const absolute = files.map((f) => resolve(ctx.root, f));
  const missing = absolute
    .map((f, i) => ({ f, written: files[i] }))
    .filter(({ f }) => !existsSync(f) || !statSync(f).isFile());
  if (!missing.length) return absolute;
  const file = ctx.configFile ?? join(ctx.root, 'blogctl.config.ts');
  const source = ctx.configFile ? readFileSync(ctx.configFile, 'utf8') : '';
  const diagnostics = missing.map(({ f, written }) =>
    error('CONFIG_CUSTOM_CSS_MISSING', { written, path: f }, locateString(source, file, written)),
  );
  throw new BlogctlError({ diagnostics });
}

/** Where a string literal appears in the config source (its opening quote), or just the file. */
function locateString(source: string, file: string, value: string): Diagnostic['loc'] {
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = new RegExp(`(["'\`])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`).exec(lines[i]);
    if (m) return { file, line: i + 1, column: m.index + 1 };
  }
  return { file };
}

/** A section folder: "./x" from the site folder (Docusaurus's form), anything else from the content folder. */
export function sectionDir(root: string, contentDir: string, path: string): string {
  return /^\.[/\\]/.test(path) ? resolve(root, path) : resolve(contentDir, path);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}

/** The MDXComponents file without the entries its `exclude` names. */
function withoutEntries(file: MdxComponentsFile | undefined, exclude: string[]): MdxComponentsFile | undefined {
  if (!file || !exclude.length) return file;
  return { ...file, components: file.components.filter((c) => !exclude.includes(c.name)) };
}
