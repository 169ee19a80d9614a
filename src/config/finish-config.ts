// A validated config → the frozen ResolvedConfig (absolute paths, locale settings, generator, hash).
import { resolve } from 'node:path';
import { siteTable } from '../shared/i18n';
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
  // The UI strings: the locale's table with the config's overrides; the blog sidebar's title follows it.
  const ui = siteTable(localeId, c.i18n.strings);
  const resolved: ResolvedConfig = {
    ...c,
    blog: { ...c.blog, sidebarTitle: c.blog.sidebarTitle ?? ui.blog.sidebarTitle },
    root: ctx.root,
    configFile: ctx.configFile,
    contentDir: resolve(ctx.root, c.contentDir),
    staticDir: resolve(ctx.root, c.staticDir),
    outDir: resolve(ctx.root, ctx.outDir ?? c.outDir),
    locale,
    ui,
    generator: `blogctl ${packageVersion()}`,
    hash: '',
  };
  resolved.hash = hashOf(JSON.stringify(resolved));
  return deepFreeze(resolved);
}


function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value as object)) deepFreeze(v);
  }
  return value;
}
