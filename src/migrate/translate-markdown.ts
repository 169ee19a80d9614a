// The Docusaurus way of adding math, diagrams, package-manager tabs, redirects and a default code language →
// blogctl's built-in keys (issue 32). Runs before translate() reads the config: what it carries over is taken out
// of the config (a plugin entry, a theme, an option), so translate() reports only what is left; the keys it
// makes are merged into the translated config after.
//   remark-math + rehype-katex (or rehype-mathjax: math.renderer "mathjax") in the blog, docs or pages plugins
//     → math; the KaTeX stylesheet and scripts the site linked itself go (blogctl links its own, on the pages
//     with math).
//   markdown.mermaid + @docusaurus/theme-mermaid, themeConfig.mermaid → mermaid.
//   @docusaurus/remark-plugin-npm2yarn and its options → npm2yarn.
//   @docusaurus/plugin-client-redirects and its options → redirects (translate-redirects.ts).
//   themeConfig.prism.defaultLanguage → prism.defaultLanguage.
import type { RecordedCall } from './evaluate';
import type { ReportEntry } from './translate';
import { takeRedirects } from './translate-redirects';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface MarkdownFeatures {
  /** The Docusaurus config without what was carried over. */
  rest: Obj;
  /** Top-level blogctl keys (math, mermaid, npm2yarn, redirects). */
  config: Obj;
  /** Keys of blogctl's `prism`. */
  prism: Obj;
  report: ReportEntry[];
}

/** The package a plugin entry (`plugin` or `[plugin, options]`) is, when the config's evaluation could tell. */
export function packageOf(entry: unknown): string | undefined {
  const v = Array.isArray(entry) ? entry[0] : entry;
  if (typeof v === 'string') return v;
  if (!isObj(v)) return undefined;
  if (typeof v.__stub === 'string') return v.__stub;
  return typeof v.package === 'string' ? v.package : undefined;
}
const optionsOf = (entry: unknown): Obj => (Array.isArray(entry) && isObj(entry[1]) ? entry[1] : {});
const is = (name: string | undefined, re: RegExp) => name !== undefined && re.test(name);

const REMARK_MATH = /^remark-math$/;
const MATH_RENDERER = /^rehype-(katex|mathjax)(\/.*)?$/;
const MATHJAX = /^rehype-mathjax/;
const NPM2YARN = /^@docusaurus\/remark-plugin-npm2yarn$/;
const SECTIONS = ['blog', 'docs', 'pages'] as const;
const PLUGIN_KEYS = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'];

/** A copy of the config's arrays and plain objects, to take options out of; other values (a function of a config
 *  evaluated in this process) are kept as they are, which structuredClone refuses. */
function copyPlain<T>(v: T): T {
  if (Array.isArray(v)) return v.map(copyPlain) as T;
  const proto = isObj(v) ? Object.getPrototypeOf(v) : undefined;
  if (proto === Object.prototype || proto === null)
    return Object.fromEntries(Object.entries(v as Obj).map(([k, x]) => [k, copyPlain(x)])) as T;
  return v;
}

export function takeMarkdownFeatures(d: Obj, imports: string[] = []): MarkdownFeatures {
  const rest: Obj = copyPlain(d);
  const config: Obj = {};
  const prism: Obj = {};
  const report: ReportEntry[] = [];
  const classic = classicOptions(rest);
  const math = takeMath(classic, imports, report);
  if (math) {
    config.math = math;
    rest.stylesheets = withoutKatex(rest.stylesheets, /katex(\.min)?\.css(\?|#|$)/);
    rest.scripts = withoutKatex(rest.scripts, /katex(\.min)?\.js|auto-render(\.min)?\.js/);
  }
  const npm2yarn = takeNpm2yarn(classic, report);
  if (npm2yarn) config.npm2yarn = npm2yarn;
  const mermaid = takeMermaid(rest, report);
  if (mermaid) config.mermaid = mermaid;
  const redirects = takeRedirects(rest, report);
  if (redirects) config.redirects = redirects;
  const tc = rest.themeConfig;
  if (isObj(tc) && isObj(tc.prism) && tc.prism.defaultLanguage !== undefined) {
    if (typeof tc.prism.defaultLanguage === 'string' && tc.prism.defaultLanguage)
      prism.defaultLanguage = tc.prism.defaultLanguage;
    delete tc.prism.defaultLanguage;
  }
  return { rest, config, prism, report };
}

/** Merges what takeMarkdownFeatures carried over into the translated blogctl config. */
export function mergeMarkdownFeatures(c: Obj, features: MarkdownFeatures): void {
  Object.assign(c, features.config);
  if (Object.keys(features.prism).length) c.prism = { ...(isObj(c.prism) ? c.prism : {}), ...features.prism };
}

/** The options objects of the classic preset's blog, docs and pages plugins (in `d`, so edits stick). */
function classicOptions(d: Obj): Obj[] {
  const out: Obj[] = [];
  for (const entry of Array.isArray(d.presets) ? d.presets : []) {
    const [name, opts] = Array.isArray(entry) ? entry : [entry, undefined];
    if (typeof name !== 'string' || !/(^|\/)(preset-)?classic$/.test(name) || !isObj(opts)) continue;
    for (const s of SECTIONS) if (isObj(opts[s])) out.push(opts[s]);
  }
  return out;
}

/** Takes the entries `match` accepts out of every plugin list of the sections; returns them. */
function takeEntries(sections: Obj[], match: (entry: unknown, key: string) => boolean): unknown[] {
  const taken: unknown[] = [];
  for (const s of sections)
    for (const key of PLUGIN_KEYS) {
      const list = s[key];
      if (!Array.isArray(list)) continue;
      // A plain object right after a taken plugin is its options written as a separate entry (unified reads it
      // as a preset without plugins: nothing), as in `remarkPlugins: [math, { strict: false }]`.
      const kept = list.filter(
        (e, i) =>
          !(match(e, key) && taken.push(e)) &&
          !(i > 0 && taken.includes(list[i - 1]) && isObj(e) && !('__fn' in e || '__stub' in e || 'plugins' in e)),
      );
      if (kept.length) s[key] = kept;
      else delete s[key];
    }
  return taken;
}

/** remark-math with its renderer: rehype-katex → KaTeX with its options, rehype-mathjax → `renderer: "mathjax"`
 *  with its `tex.macros`. A rehype function of the site's own in a config that imports rehype-katex or
 *  rehype-mathjax is taken as its wrapper (the usual way to pass options): the options it passed the renderer when
 *  the evaluation called it are read as if written in the entry. */
function takeMath(sections: Obj[], imports: string[], report: ReportEntry[]): Obj | undefined {
  const hasRemark = sections.some((s) =>
    PLUGIN_KEYS.some((k) => Array.isArray(s[k]) && (s[k] as unknown[]).some((e) => is(packageOf(e), REMARK_MATH))),
  );
  if (!hasRemark) return undefined;
  const importsRenderer = imports.some((i) => MATH_RENDERER.test(i));
  const taken = takeEntries(sections, (e, key) => {
    const pkg = packageOf(e);
    if (key.endsWith('RemarkPlugins') || key === 'remarkPlugins') return is(pkg, REMARK_MATH);
    if (is(pkg, MATH_RENDERER)) return true;
    const v = Array.isArray(e) ? e[0] : e;
    return importsRenderer && pkg === undefined && isObj(v) && '__fn' in v;
  }).flatMap(asRecordedCalls);
  const mathJax =
    taken.some((e) => MATHJAX.test(packageOf(e) ?? '')) ||
    (!taken.some((e) => /^rehype-katex/.test(packageOf(e) ?? '')) && imports.some((i) => MATHJAX.test(i)));
  const math: Obj = { enabled: true, ...(mathJax ? { renderer: 'mathjax' } : {}) };
  for (const e of taken) {
    const o = optionsOf(e);
    const pkg = packageOf(e) ?? (mathJax ? 'rehype-mathjax' : 'rehype-katex');
    if (REMARK_MATH.test(pkg)) {
      if (typeof o.singleDollarTextMath === 'boolean') math.singleDollarTextMath = o.singleDollarTextMath;
      continue;
    }
    const fromMathJax = mathJaxMacrosOf(o, pkg, report);
    if (fromMathJax) {
      math.macros = { ...(math.macros as Obj | undefined), ...fromMathJax };
    }
    if (isObj(o.macros) && Object.values(o.macros).every((m) => typeof m === 'string'))
      math.macros = { ...(math.macros as Obj | undefined), ...o.macros };
    if (typeof o.strict === 'boolean' || ['ignore', 'warn', 'error'].includes(o.strict as string))
      math.strict = o.strict;
    reportOtherOptions(o, pkg, report);
  }
  const unread = taken.filter((e) => packageOf(e) === undefined);
  if (mathJax && unread.length) report.push(unreadWrapperRow(unread));
  return math;
}

/** A site's function that called the math renderer when the config was evaluated, as one literal entry per call
 *  (`[renderer, options]`); any other entry as it is. */
function asRecordedCalls(entry: unknown): unknown[] {
  const v = Array.isArray(entry) ? entry[0] : entry;
  const calls = isObj(v) && Array.isArray(v.calls) ? (v.calls as RecordedCall[]) : [];
  return calls.length ? calls.map((c) => [{ __fn: c.package, package: c.package }, c.options]) : [entry];
}

/** The row for rehype-mathjax called through functions of the site's own whose options could not be read (the
 *  one thing not carried over), naming why. */
function unreadWrapperRow(unread: unknown[]): ReportEntry {
  const reasons = new Set(
    unread.map((e) => {
      const v = (Array.isArray(e) ? e[0] : e) as Obj;
      if (typeof v.threw === 'string') return `it threw when migrate called it (${v.threw})`;
      if (Array.isArray(v.calls))
        return 'migrate called it and it did not call rehype-mathjax then (it may call it later, from what it returns)';
      return 'migrate could not call it';
    }),
  );
  return {
    item: 'rehype-mathjax',
    why: `It is called through a function of the site's own, and ${[...reasons].join('; ')}, so its options (tex.macros, tex.packages) are not read; math is rendered with MathJax at build time all the same (math.renderer "mathjax"), and a formula using one of its macros shows as its source (a MARKDOWN_MATH warning names the command).`,
    todo: 'Set math.macros in blogctl.config.ts to the macros the function passes.',
  };
}

/** The options of the math renderer blogctl does not take, one report row each (not yet in the report). */
function reportOtherOptions(o: Obj, pkg: string, report: ReportEntry[]): void {
  const taken = ['macros', 'strict', 'output', 'throwOnError', 'tex'];
  const rest = [
    ...Object.keys(o).filter((k) => !taken.includes(k)),
    ...(isObj(o.tex)
      ? Object.keys(o.tex)
          .filter((k) => k !== 'macros')
          .map((k) => `tex.${k}`)
      : []),
  ];
  // The same renderer in the docs and the blog reports an option once.
  for (const k of rest.filter((k) => !report.some((r) => r.item === `${pkg} option ${k}`)))
    report.push({
      item: `${pkg} option ${k}`,
      why: MATHJAX.test(pkg)
        ? "blogctl renders math with MathJax's defaults (its TeX packages, physics included) and the macros."
        : "blogctl renders math with KaTeX's defaults and the macros and strict options.",
      todo: 'Check the pages with math after `blogctl build`.',
    });
}

/** MathJax's `tex.macros` (`{ name: body }`, `{ name: [body, argCount] }`) in math.macros' shape
 *  (`{ '\\name': body }`: both renderers read `#1`… in the body, blogctl counts them for MathJax); a macro with a
 *  default argument (`[body, n, default]`) is reported, not carried. */
function mathJaxMacrosOf(o: Obj, pkg: string, report: ReportEntry[]): Obj | undefined {
  const macros = isObj(o.tex) && isObj(o.tex.macros) ? o.tex.macros : undefined;
  if (!macros) return undefined;
  const out: Obj = {};
  for (const [name, v] of Object.entries(macros)) {
    const body =
      typeof v === 'string' ? v : Array.isArray(v) && v.length === 2 && typeof v[0] === 'string' ? v[0] : undefined;
    if (body !== undefined) out[`\\${name}`] = body;
    else
      report.push({
        item: `${pkg} option tex.macros.${name}`,
        why: 'math.macros takes a macro as its body; this one has a default argument (or is not a TeX string).',
        todo: `Define \\${name} in math.macros without the default argument, or change the formulas that use it.`,
      });
  }
  return Object.keys(out).length ? out : undefined;
}

/** A stylesheets or scripts list without the KaTeX entries (blogctl serves its own copy); undefined when empty. */
function withoutKatex(list: unknown, re: RegExp): unknown {
  if (!Array.isArray(list)) return list;
  const href = (x: unknown) => (typeof x === 'string' ? x : isObj(x) ? String(x.href ?? x.src ?? '') : '');
  const kept = list.filter((x) => !re.test(href(x)));
  return kept.length ? kept : undefined;
}

/** @docusaurus/remark-plugin-npm2yarn: its options where the sections agree (the first one's otherwise). */
function takeNpm2yarn(sections: Obj[], report: ReportEntry[]): Obj | undefined {
  const taken = takeEntries(sections, (e) => is(packageOf(e), NPM2YARN));
  if (!taken.length) return undefined;
  const options = taken.map(optionsOf);
  const first = options[0];
  // Docusaurus's own default: tabs are not kept in step unless `sync` is set.
  const out: Obj = { sync: first.sync === true };
  if (Array.isArray(first.converters)) {
    const names = first.converters.filter((c) => typeof c === 'string' && ['yarn', 'pnpm', 'bun'].includes(c));
    out.converters = names;
    if (names.length < first.converters.length)
      report.push({
        item: '@docusaurus/remark-plugin-npm2yarn converters',
        why: `Only "yarn", "pnpm" and "bun" are carried over; a custom converter is a function of the Docusaurus config (value: ${JSON.stringify(first.converters).slice(0, 60)}).`,
        todo: 'Add it to npm2yarn.converters in blogctl.config.ts as [label, (npmCode) => code].',
      });
  }
  const effective = (o: Obj) => JSON.stringify([o.sync === true, o.converters ?? null]);
  if (options.some((o) => effective(o) !== effective(first)))
    report.push({
      item: '@docusaurus/remark-plugin-npm2yarn options',
      why: 'The blog, docs and pages plugins give it different options; blogctl has one setting for the site.',
      todo: 'Check npm2yarn in blogctl.config.ts: it took the first plugin’s options.',
    });
  return out;
}

/** markdown.mermaid, the mermaid theme and themeConfig.mermaid. */
function takeMermaid(d: Obj, report: ReportEntry[]): Obj | undefined {
  const md = isObj(d.markdown) ? d.markdown : undefined;
  const on = md?.mermaid === true;
  if (md && 'mermaid' in md) delete md.mermaid;
  if (md && Object.keys(md).length === 0) delete d.markdown;
  if (Array.isArray(d.themes)) {
    const kept = d.themes.filter((t) => !is(packageOf(t), /^@docusaurus\/theme-mermaid$/));
    if (kept.length) d.themes = kept;
    else delete d.themes;
  }
  const tc = isObj(d.themeConfig) ? d.themeConfig : undefined;
  const given = tc && isObj(tc.mermaid) ? tc.mermaid : undefined;
  if (tc) delete tc.mermaid;
  if (!on) return undefined;
  const out: Obj = { enabled: true };
  if (given) {
    if (isObj(given.theme)) {
      const theme: Obj = {};
      for (const k of ['light', 'dark']) if (typeof given.theme[k] === 'string') theme[k] = given.theme[k];
      out.theme = theme;
    }
    if (isObj(given.options)) out.options = given.options;
    for (const k of Object.keys(given).filter((k) => k !== 'theme' && k !== 'options'))
      report.push({
        item: `themeConfig.mermaid.${k}`,
        why: "blogctl's diagrams take the theme and options of themeConfig.mermaid only.",
        todo: 'Remove it.',
      });
  }
  return out;
}
