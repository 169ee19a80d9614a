// The first build's errors in stylesheets (src/migrate/trial.ts attributes each error): a customCss file that
// fails, or PostCSS that cannot run here, is left out of the config, with its report entry.
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { Diagnostic } from '../errors/blogctl-error';
import type { ReportEntry } from './translate';
import { isObj, type Obj } from './translate-values';

/** The site, the config being written, and the report rows of what is left out. */
interface Scope {
  root: string;
  config: Obj;
  leftOut: ReportEntry[];
}

/** " at file:line:column" of a diagnostic, site-relative. */
export function where(d: Diagnostic, root: string): string {
  if (!d.loc) return '';
  return ` at ${rel(root, d.loc.file)}${d.loc.line ? `:${d.loc.line}:${d.loc.column ?? 1}` : ''}`;
}

export const rel = (root: string, file: string) => relative(root, file).split(sep).join('/') || file;

/** Stylesheets of customCss the build failed on (located in one, or the theme bundle failing on a package one
 *  of them names; all of them when none does): left out of customCss, with their report entry. */
export function dropCustomCss(cause: { file?: string; pkg?: string }, d: Diagnostic, scope: Scope): boolean {
  const list = Array.isArray(scope.config.customCss) ? (scope.config.customCss as string[]) : [];
  const abs = (p: string) => resolve(scope.root, p);
  let dropped = list.filter((p) => abs(p) === cause.file);
  if (!dropped.length && d.code === 'RENDER_BUNDLE' && (!cause.file || cause.pkg)) {
    const naming = list.filter(
      (p) => cause.pkg && existsSync(abs(p)) && readFileSync(abs(p), 'utf8').includes(cause.pkg),
    );
    dropped = naming.length ? naming : list;
  }
  if (!dropped.length) return false;
  scope.config.customCss = list.filter((p) => !dropped.includes(p));
  for (const p of dropped)
    scope.leftOut.push({
      item: rel(scope.root, abs(p)),
      why: `Left out of customCss: the first build failed on it: ${d.text} (${d.code}${where(d, scope.root)}).`,
      todo: 'Fix what the diagnostic names, then add the file back to customCss in blogctl.config.ts.',
    });
  return true;
}

/** PostCSS that cannot run here (no postcss package, or a plugin that cannot be loaded): the plugin named, or all
 *  of them and the site's PostCSS config file, left out of the build, reported. */
export function dropPostcss(d: Diagnostic, scope: Scope): boolean {
  const postcss = isObj(scope.config.postcss) ? (scope.config.postcss as Obj) : {};
  const plugins = Array.isArray(postcss.plugins) ? (postcss.plugins as unknown[]) : [];
  const nameOf = (p: unknown) => String(Array.isArray(p) ? p[0] : p);
  const named = d.code === 'POSTCSS_PLUGIN' ? /"([^"]+)"/.exec(d.text)?.[1] : undefined;
  const dropped = plugins.filter((p) => named === undefined || nameOf(p) === named);
  const fromFile = d.loc?.file !== undefined && postcss.config !== false;
  if (!dropped.length && !fromFile) return false;
  scope.config.postcss = {
    ...postcss,
    plugins: plugins.filter((p) => !dropped.includes(p)),
    ...(fromFile && !named ? { config: false } : {}),
  };
  scope.leftOut.push({
    item: fromFile && !named ? rel(scope.root, d.loc!.file!) : `postcss.plugins: ${dropped.map(nameOf).join(', ')}`,
    why: `Left out of the build: ${d.text} (${d.code}). The stylesheets are used without it, so what the plugins make (Tailwind's classes) is missing.`,
    todo: 'Install the packages in the site (npm install), then put them back in postcss in blogctl.config.ts.',
  });
  return true;
}
