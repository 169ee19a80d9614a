// A validated config → the frozen ResolvedConfig (absolute paths, locale settings, generator, hash).
import { resolve } from 'node:path';
import { hashOf } from '../util/hash';
import { packageVersion } from '../util/package-root';
import type { LocaleConfig, ResolvedConfig } from './load-config';
import type { SiteConfigShape } from './schema';

export interface ResolveContext {
  root: string;
  configFile?: string;
  outDir?: string;
}

export function finishConfig(c: SiteConfigShape, ctx: ResolveContext): ResolvedConfig {
  const localeId = c.i18n.defaultLocale;
  const defaults: LocaleConfig = { label: localeId, direction: 'ltr', htmlLang: localeId, calendar: 'gregory', path: localeId };
  const locale = { id: localeId, ...defaults, ...c.i18n.localeConfigs[localeId] };
  const contentDir = resolve(ctx.root, c.contentDir);
  const staticDirectories = [...new Set((c.staticDirectories ?? [c.staticDir]).map((d) => resolve(ctx.root, d)))];
  const resolved: ResolvedConfig = {
    ...c,
    root: ctx.root,
    configFile: ctx.configFile,
    contentDir,
    dirs: { blog: sectionDir(ctx.root, contentDir, c.blog.path), docs: sectionDir(ctx.root, contentDir, c.docs.path), pages: sectionDir(ctx.root, contentDir, c.pages.path) },
    staticDir: staticDirectories[0],
    staticDirectories,
    outDir: resolve(ctx.root, ctx.outDir ?? c.outDir),
    locale,
    generator: `blogctl ${packageVersion()}`,
    hash: '',
  };
  resolved.hash = hashOf(JSON.stringify(resolved));
  return deepFreeze(resolved);
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
