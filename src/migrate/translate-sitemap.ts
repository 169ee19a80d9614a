// @docusaurus/plugin-sitemap's options (the classic preset's `sitemap`, or the plugin itself) → blogctl's
// `sitemap` key, with Docusaurus 3's defaults where they are not blogctl's, so the migrated sitemap says what the
// Docusaurus one said.
import type { ReportEntry } from './translate';
import { describe, isObj, type Obj } from './translate-values';

/** Docusaurus 3's sitemap defaults that are not blogctl's: no lastmod, weekly, 0.5. */
const DOCUSAURUS_DEFAULTS = { lastmod: null, changefreq: 'weekly', priority: 0.5 };
/** An .xml path inside the output folder (a leading "/" is the folder's root). */
const inOutput = (f: string) => /^[^\\]+\.xml$/.test(f) && !f.split('/').includes('..');
const CHANGEFREQS = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'];

/** The plugin's options (`where` names them in the report); `false` (the preset's way to turn it off) is reported,
 *  since blogctl always writes a sitemap. */
export function sitemapOf(opts: unknown, where: string, report: ReportEntry[]): Obj | undefined {
  if (opts === false) {
    report.push({
      item: `${where}: false`,
      why: 'blogctl writes a sitemap on every build.',
      todo: 'Use sitemap.ignorePatterns to leave pages out, or delete the file after the build.',
    });
    return undefined;
  }
  const o = isObj(opts) ? opts : {};
  const out: Obj = { ...DOCUSAURUS_DEFAULTS };
  const bad = (k: string) =>
    report.push({
      item: `${where}.${k}`,
      why: `blogctl cannot read this value (${describe(o[k])}).`,
      todo: `Set sitemap.${k} in blogctl.config.ts.`,
    });
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined) continue;
    if (k === 'lastmod' && (v === null || v === 'date' || v === 'datetime')) out.lastmod = v;
    else if (k === 'changefreq' && (v === null || CHANGEFREQS.includes(v as string))) out.changefreq = v;
    else if (k === 'priority' && (v === null || (typeof v === 'number' && v >= 0 && v <= 1))) out.priority = v;
    else if (k === 'ignorePatterns' && Array.isArray(v) && v.every((g) => typeof g === 'string' && g))
      out.ignorePatterns = v;
    else if (k === 'filename' && typeof v === 'string' && inOutput(v)) out.filename = v.replace(/^\/+/, '');
    else if (['lastmod', 'changefreq', 'priority', 'ignorePatterns', 'filename'].includes(k)) bad(k);
    else
      report.push({
        item: `${where}.${k}`,
        why:
          k === 'createSitemapItems'
            ? "blogctl's sitemap lists the pages itself; a createSitemapItems function is not run."
            : 'blogctl has no such sitemap option.',
        todo: 'Remove it; sitemap.ignorePatterns leaves pages out.',
      });
  }
  return out;
}
