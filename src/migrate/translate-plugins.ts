// The site's own Docusaurus plugins that blogctl runs for their data (config `plugins`,
// content/plugins/run-plugins.ts): a plugin given by a path of the site (`'./plugins/recent-posts'`, or with
// options `['./src/plugins/blog', { … }]`) is carried over as it is, so its loadContent and contentLoaded run and
// its global data reaches the site's components. Options must be plain data (a function in them cannot be written
// into blogctl's config); such a plugin, an inline plugin function and a package stay reported by translate.ts.
type Obj = Record<string, unknown>;

const LOCAL = /^\.\.?\//;

/** Whether `v` is plain data (no function stand-ins, no package stubs from the config's evaluation). */
export function plain(v: unknown): boolean {
  if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) return true;
  if (Array.isArray(v)) return v.every(plain);
  if (typeof v !== 'object' || v === undefined) return false;
  const o = v as Obj;
  if ('__fn' in o || '__stub' in o) return false;
  return Object.values(o).every(plain);
}

/** The config's `plugins` entries blogctl runs, and the indexes of `plugins` they come from. */
export function translateLocalPlugins(d: Obj): { plugins: unknown[]; taken: Set<number> } {
  const plugins: unknown[] = [];
  const taken = new Set<number>();
  for (const [i, p] of (Array.isArray(d.plugins) ? d.plugins : []).entries()) {
    const [name, options] = Array.isArray(p) ? p : [p, undefined];
    if (typeof name !== 'string' || !LOCAL.test(name)) continue;
    if (options !== undefined && !plain(options)) continue;
    plugins.push(options === undefined ? name : [name, options]);
    taken.add(i);
  }
  return { plugins, taken };
}

const isTagObject = (t: unknown): boolean =>
  typeof t === 'object' && t !== null && !Array.isArray(t) && typeof (t as Obj).tagName === 'string';

/**
 * The head tags of an inline plugin function (`plugins: [() => ({ name, injectHtmlTags() { … } })]`) whose only
 * hook is injectHtmlTags and that injects head tag objects alone, as migrate's evaluation of the config read them
 * (evaluate.ts): blogctl's `headTags` can hold those, not the function. Undefined for any other plugin.
 */
export function inlinePluginHeadTags(entry: unknown): Obj[] | undefined {
  const marker = (Array.isArray(entry) ? entry[0] : entry) as Obj | undefined;
  if (!marker || typeof marker !== 'object' || !('__fn' in marker) || 'package' in marker) return undefined;
  const { hooks, injected } = marker as { hooks?: unknown; injected?: unknown };
  if (!Array.isArray(hooks) || hooks.join() !== 'injectHtmlTags') return undefined;
  if (typeof injected !== 'object' || injected === null) return undefined;
  const { headTags, ...others } = injected as Obj;
  if (Object.values(others).some((v) => v !== undefined && v !== null)) return undefined;
  const tags = (Array.isArray(headTags) ? headTags : [headTags]).filter((t) => t !== undefined && t !== null);
  return tags.length && tags.every(isTagObject) && plain(tags) ? (tags as Obj[]) : undefined;
}
