// @docusaurus/plugin-client-redirects → blogctl's `redirects`: its `redirects` become `rules`, `fromExtensions`
// and `toExtensions` carry over as they are. A `createRedirects` function is reported, not evaluated: run over
// today's paths at migrate time it would freeze into a list, and a post written later would silently get no
// redirect; blogctl.config.ts is TypeScript and takes the function itself, so the owner copies it over.
import type { ReportEntry } from './translate';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const PLUGIN = /(^|\/)(@docusaurus\/)?plugin-client-redirects(\/|$)/;
const pathOrUrl = (v: unknown): v is string => typeof v === 'string' && (/^\//.test(v) || /^https?:\/\//.test(v));
const extensions = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').map((x) => x.replace(/^\./, '')) : [];

/** Takes the plugin out of `d.plugins`; returns blogctl's `redirects` for it (every instance's rules merged). */
export function takeRedirects(d: Obj, report: ReportEntry[]): Obj | undefined {
  if (!Array.isArray(d.plugins)) return undefined;
  const nameOf = (p: unknown) => {
    const v = Array.isArray(p) ? p[0] : p;
    return typeof v === 'string'
      ? v
      : isObj(v) && typeof (v.__stub ?? v.package) === 'string'
        ? String(v.__stub ?? v.package)
        : '';
  };
  const instances = d.plugins.filter((p) => PLUGIN.test(nameOf(p)));
  if (!instances.length) return undefined;
  const kept = d.plugins.filter((p) => !instances.includes(p));
  if (kept.length) d.plugins = kept;
  else delete d.plugins;
  const out: Obj = { rules: [] as Obj[], fromExtensions: [] as string[], toExtensions: [] as string[] };
  for (const p of instances) {
    const o = Array.isArray(p) && isObj(p[1]) ? p[1] : {};
    for (const [i, r] of (Array.isArray(o.redirects) ? o.redirects : []).entries()) {
      const from = isObj(r) ? (Array.isArray(r.from) ? r.from.filter(pathOrUrl) : r.from) : undefined;
      const ok = isObj(r) && pathOrUrl(r.to) && (Array.isArray(from) ? from.length > 0 : pathOrUrl(from));
      if (ok) (out.rules as Obj[]).push({ from, to: r.to });
      else
        report.push({
          item: `plugin-client-redirects redirects[${i}]`,
          why: `A redirect needs a \`to\` and a \`from\` that are site paths (value: ${JSON.stringify(r)?.slice(0, 60)}).`,
          todo: 'Add it to redirects.rules in blogctl.config.ts with paths starting with "/".',
        });
    }
    (out.fromExtensions as string[]).push(...extensions(o.fromExtensions));
    (out.toExtensions as string[]).push(...extensions(o.toExtensions));
    if (o.createRedirects !== undefined)
      report.push({
        item: 'plugin-client-redirects createRedirects',
        why: "A function of the Docusaurus config is not copied: blogctl would have to run it over today's pages, and pages written later would get no redirect.",
        todo: "Copy the function into redirects.createRedirects in blogctl.config.ts: blogctl calls it with every page's path, as Docusaurus does.",
      });
    for (const k of Object.keys(o).filter(
      (k) => !['id', 'redirects', 'fromExtensions', 'toExtensions', 'createRedirects'].includes(k),
    ))
      report.push({
        item: `plugin-client-redirects ${k}`,
        why: 'blogctl has no such redirect option.',
        todo: 'Remove it.',
      });
  }
  for (const k of ['rules', 'fromExtensions', 'toExtensions']) if (!(out[k] as unknown[]).length) delete out[k];
  return out;
}
