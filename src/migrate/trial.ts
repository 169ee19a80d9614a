// migrate's first build: the config is written, a trial build runs (its output in memory, its caches in the
// site's .blogctl/), and whatever fails that belongs to one item is left out of the config (its section's
// `exclude`), then the trial runs again, a bounded number of times. Errors a reporting option decides (broken
// links, duplicate routes) turn that option to "warn" instead: no content is left out for a link. Each change is
// a report entry with the file, the diagnostic and what to do.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Diagnostic } from '../errors/blogctl-error';
import type { ReportEntry } from './translate';
import { isObj, type Obj } from './translate-values';
import { isPartialPath } from '../content/partial-path';
import { dropCustomCss, dropPostcss, rel, where } from './trial-stylesheets';
import { type MdxComponentsFile, readMdxComponents } from '../config/mdx-components';

/** Builds the site at `root` as `blogctl build` would, keeping nothing but its caches; returns its diagnostics. */
export type TrialBuild = (root: string) => Promise<Diagnostic[]>;

/** The site's content folders, absolute, by the config path of the section whose `exclude` leaves their files out:
 *  `blog`, `docs`, `pages`, and each further instance as `blogInstances[i]` or `docsInstances[i]`. */
export type SectionDirs = Record<string, string>;

/** What one round of attribution changed: the config (in place) and the report's entries for it. */
export interface Attribution {
  leftOut: ReportEntry[];
  /** Errors no item could be found for (the trial stops when a round has nothing else). */
  unattributed: Diagnostic[];
}

/** How many times the trial build runs at most. */
export const TRIAL_ROUNDS = 12;

/** What to do about a file left out of a section (its config path). */
function todoOf(section: string): string {
  return section === 'pages'
    ? "Replace what the diagnostic names with blogctl/theme's hooks and components, or a module of your own, then remove the file from `pages.exclude` in blogctl.config.ts."
    : `Fix what the diagnostic names (\`blogctl check\` shows it at its line), then remove the file from \`${section}.exclude\` in blogctl.config.ts.`;
}

/** What attribution reads and changes: the site, the config being written, its sections' folders. */
interface TrialScope {
  root: string;
  config: Obj;
  dirs: SectionDirs;
}

/**
 * Attributes the errors of a trial build, each to the items it belongs to (attributeOne); an error a reporting
 * option decides turns that option to "warn". Changes `config`.
 */
export function attributeErrors(errors: Diagnostic[], scope: TrialScope): Attribution {
  const leftOut: ReportEntry[] = [];
  const unattributed: Diagnostic[] = [];
  const relaxed = new Map<string, Diagnostic[]>();
  // `thisRound`: the MDXComponents entries and files left out by this round's earlier errors (the same cause recurs).
  const site = {
    graph: undefined as ImportGraph | undefined,
    mdx: readMdxComponents(scope.root),
    thisRound: new Set<string>(),
  };
  for (const d of errors) {
    // A navbar or footer link to no page is that item's (it goes), not the reporting option's.
    if (d.code === 'LINK_BROKEN' && dropConfigItem(d, { ...scope, leftOut })) continue;
    if (d.rule) relaxed.set(d.rule, [...(relaxed.get(d.rule) ?? []), d]);
    else if (!attributeOne(d, { ...scope, site, leftOut })) unattributed.push(d);
  }
  for (const [rule, found] of relaxed) leftOut.push(relax(rule, found, scope));
  return { leftOut, unattributed };
}

/**
 * One error's items, first that apply: a file of the blog, docs or pages folder that is the cause; the entries of
 * the MDXComponents file whose modules lead to the cause (a component, or a package the error names); the file
 * the error is located in; the content files and pages importing the cause. False when there is none.
 */
function attributeOne(
  d: Diagnostic,
  scope: TrialScope & {
    site: { graph?: ImportGraph; mdx?: MdxComponentsFile; thisRound: Set<string> };
    leftOut: ReportEntry[];
  },
): boolean {
  const { root, dirs, site } = scope;
  const file = d.loc?.file;
  const pkg = /[/\\]node_modules[/\\]((?:@[^/\\\s]+[/\\])?[^/\\\s"'`]+)/.exec(d.text)?.[1]?.replace(/\\/g, '/');
  // A file an earlier round left out that still fails is imported by other entries: they go next (below).
  if (!pkg && file && entrySection(file, dirs) && leaveOutFiles([file], d, scope)) return true;
  if (SIDEBARS_FILE_FAILED.has(d.code) && file) return dropSidebarsFile(file, d, scope);
  if (dropCustomCss({ file, pkg }, d, scope)) return true;
  if (/^POSTCSS_(MISSING|PLUGIN)$/.test(d.code)) return dropPostcss(d, scope);
  if (!pkg && (!file || file === join(root, 'blogctl.config.ts'))) return dropConfigItem(d, scope);
  site.graph ??= importGraph(root, dirs);
  const reached = pkg ? site.graph.reaching({ pkg }) : site.graph.reaching({ file: file! });
  const fromPkg = (source: string) => !!pkg && (source === pkg || source.startsWith(`${pkg}/`));
  const entries = (site.mdx?.components ?? [])
    .filter((c) => (c.file && reached.has(c.file)) || fromPkg(c.source))
    .map((c) => c.name);
  // Entries left out already (a package spread into the mapping stays global): the files themselves, below.
  if (entries.length && excludeEntries(entries, d, scope)) return true;
  if (file && entrySection(file, dirs) && leaveOutFiles([file], d, scope)) return true;
  return leaveOutFiles([...reached].filter((f) => entrySection(f, dirs)).sort(), d, scope);
}

/** Leaves the files out (their sections' `exclude`), each with a report entry; false when each of them was left
 *  out by an earlier round already (so leaving it out did not help), or there are none. */
function leaveOutFiles(
  files: string[],
  d: Diagnostic,
  scope: TrialScope & { site: { thisRound: Set<string> }; leftOut: ReportEntry[] },
): boolean {
  for (const item of files.filter((f) => leaveOut(f, scope))) {
    scope.site.thisRound.add(item);
    scope.leftOut.push(leftOutEntry(item, d, scope));
  }
  return files.some((f) => scope.site.thisRound.has(f));
}

/** Leaves entries of the MDXComponents file out (`mdxComponents.exclude`), with one report entry; false when they
 *  were all left out by an earlier round (so leaving them out did not help). */
function excludeEntries(
  names: string[],
  d: Diagnostic,
  scope: TrialScope & { site: { mdx?: MdxComponentsFile; thisRound: Set<string> }; leftOut: ReportEntry[] },
): boolean {
  const section = isObj(scope.config.mdxComponents) ? (scope.config.mdxComponents as Obj) : {};
  const exclude = Array.isArray(section.exclude) ? (section.exclude as string[]) : [];
  const added = names.filter((n) => !exclude.includes(n));
  if (!added.length) return names.some((n) => scope.site.thisRound.has(n));
  for (const n of added) scope.site.thisRound.add(n);
  scope.config.mdxComponents = { ...section, exclude: [...exclude, ...added] };
  scope.leftOut.push({
    item: `${rel(scope.root, scope.site.mdx!.file)}: ${added.join(', ')}`,
    why: `Left out of the build (\`mdxComponents.exclude\`): Markdown files that use ${added.length === 1 ? 'this component' : 'these components'} show ${added.length === 1 ? 'it' : 'them'} as unknown. The first build failed on ${added.length === 1 ? 'its' : 'their'} code: ${d.text} (${d.code}${where(d, scope.root)}).`,
    todo: 'Fix what the diagnostic names (or replace the package that cannot be loaded), then remove the names from `mdxComponents.exclude` in blogctl.config.ts.',
  });
  return true;
}

/** A navbar or footer item of the config that names a doc, sidebar or page left out (or no page at all): the item
 *  is dropped and reported; a main doc left out gives way to the first doc that is built; a social card that is not
 *  there is dropped. */
function dropConfigItem(d: Diagnostic, scope: TrialScope & { leftOut: ReportEntry[] }): boolean {
  if (d.code === 'IMAGE_MISSING' && dropMissingImage(d, scope)) return true;
  if (!['CONFIG_UNKNOWN_DOC', 'CONFIG_UNKNOWN_SIDEBAR', 'LINK_BROKEN'].includes(d.code)) return false;
  if (d.code === 'LINK_BROKEN' && d.loc?.file !== join(scope.root, 'blogctl.config.ts')) return false;
  if (d.text.startsWith('docs.mainDocId:')) return replaceMainDoc(d, scope);
  const path = /^((?:navbar|footer)\.[\w.[\]]*?items\[\d+\])(?:\.\w+)?(?::| ")/.exec(d.text)?.[1];
  if (!path) return false;
  const steps = path.split(/\.|\[(\d+)\]/).filter((x) => x !== undefined && x !== '');
  const index = Number(steps.pop());
  let list: unknown = scope.config;
  for (const step of steps) list = (list as Record<string, unknown> | undefined)?.[step];
  if (!Array.isArray(list) || !list[index]) return false;
  list[index] = null; // removed after the round (compactConfig), so the other indexes of this round still hold
  scope.leftOut.push({
    item: path,
    why: `Left out of the config: ${d.text} (${d.code}); what it pointed to was left out or is not built.`,
    todo: 'Add the item back to blogctl.config.ts once what it points to builds.',
  });
  return true;
}

/** Codes of a sidebars file that cannot be read at all (it does not compile, or throws when loaded). */
const SIDEBARS_FILE_FAILED = new Set(['SIDEBARS_SYNTAX', 'SIDEBARS_RUNTIME']);

/** A sidebars file that cannot be read (it requires a package that is not installed, say): the docs section it
 *  belongs to (its `sidebarPath`, or the default name beside the config) takes `sidebarPath: false`, and so the
 *  autogenerated sidebar; reported. False when no section reads that file. */
function dropSidebarsFile(file: string, d: Diagnostic, scope: TrialScope & { leftOut: ReportEntry[] }): boolean {
  const instances = Array.isArray(scope.config.docsInstances) ? (scope.config.docsInstances as unknown[]) : [];
  const sections: [string, unknown][] = [
    ['docs', scope.config.docs],
    ...instances.map((o, i): [string, unknown] => [`docsInstances[${i}]`, o]),
  ];
  for (const [path, given] of sections) {
    // A site whose docs take every default has no `docs` in its config yet.
    const section = path === 'docs' && given === undefined ? {} : given;
    if (!isObj(section) || section.sidebarPath === false) continue;
    const setting = section.sidebarPath;
    const reads =
      typeof setting === 'string'
        ? resolve(scope.root, setting) === file
        : path === 'docs' &&
          dirname(file) === scope.root &&
          /^sidebars\.[cm]?[jt]s$|^sidebars\.json$/.test(rel(scope.root, file));
    if (!reads) continue;
    section.sidebarPath = false;
    if (path === 'docs') scope.config.docs = section;
    scope.leftOut.push({
      item: `${path}.sidebarPath: ${rel(scope.root, file)}`,
      why: `Left out of the config (\`sidebarPath: false\`), so the docs have the autogenerated sidebar (each folder a category, as Docusaurus makes it): ${d.text} (${d.code}${where(d, scope.root)}).`,
      todo: `Fix the sidebars file (or install what it requires), then remove \`sidebarPath: false\` from ${path} in blogctl.config.ts.`,
    });
    return true;
  }
  return false;
}

/** An image of the config that the static folders lack (Docusaurus links it all the same): the social card
 *  (themeConfig.image), the favicon, or the navbar's logo, whose title then stands alone. False for any other. */
function dropMissingImage(d: Diagnostic, scope: TrialScope & { leftOut: ReportEntry[] }): boolean {
  const navbar = isObj(scope.config.navbar) ? scope.config.navbar : {};
  const logo = isObj(navbar.logo) ? navbar.logo : {};
  const named = (v: unknown): v is string => typeof v === 'string' && d.text.includes(`"${v}"`);
  let item: string;
  let shown: string;
  if (named(scope.config.image)) {
    [item, shown] = [`image: "${scope.config.image}"`, "every page's og:image"];
    delete scope.config.image;
  } else if (named(scope.config.favicon)) {
    [item, shown] = [`favicon: "${scope.config.favicon}"`, "every page's icon"];
    delete scope.config.favicon;
  } else if (named(logo.src) || named(logo.srcDark)) {
    [item, shown] = [`navbar.logo: "${String(logo.src)}"`, 'the logo, as a broken image,'];
    delete navbar.logo;
  } else return false;
  scope.leftOut.push({
    item,
    why: `Left out of the config: ${d.text} (${d.code}). Docusaurus points ${shown} at it all the same.`,
    todo: `Put the image in the static folder, then set \`${item.split(':')[0]}\` in blogctl.config.ts again.`,
  });
  return true;
}

/** docs.mainDocId naming a doc that is not built: the first doc the diagnostic knows takes its place. */
function replaceMainDoc(d: Diagnostic, scope: TrialScope & { leftOut: ReportEntry[] }): boolean {
  const first = /^Known doc ids: ([^,.\s][^,]*?)[,.]/.exec(d.hint ?? '')?.[1];
  if (!first || !isObj(scope.config.docs)) return false;
  (scope.config.docs as Obj).mainDocId = first;
  scope.leftOut.push({
    item: `docs.mainDocId: "${first}"`,
    why: `${d.text} (${d.code}): it was left out or is not built, so the docs root shows "${first}".`,
    todo: 'Set docs.mainDocId back in blogctl.config.ts once that doc builds.',
  });
  return true;
}

/** A reporting option turned to "warn" for the problems the first build found, with its report entry. */
function relax(rule: string, found: Diagnostic[], scope: TrialScope): ReportEntry {
  scope.config[rule] = 'warn';
  const first = found[0]!;
  const n = found.length;
  return {
    item: `${rule}: "warn"`,
    why: `The first build found ${n} such problem${n === 1 ? '' : 's'} (the first: ${first.text}${where(first, scope.root)}); Docusaurus resolved ${n === 1 ? 'it' : 'them'} differently or let ${n === 1 ? 'it' : 'them'} pass, so they are warnings for now.`,
    todo: `Run \`blogctl check\`: it lists each one; fix them, then set ${rule} back to "throw".`,
  };
}

/** Removes the items dropConfigItem marked (null) from the config's navbar and footer lists. */
export function compactConfig(value: unknown): void {
  if (Array.isArray(value)) {
    for (let i = value.length - 1; i >= 0; i--) if (value[i] === null) value.splice(i, 1);
    for (const v of value) compactConfig(v);
  } else if (isObj(value)) for (const v of Object.values(value)) compactConfig(v);
}

/** The section whose folder holds `file` (the most specific one). */
function sectionOf(file: string, dirs: SectionDirs): string | undefined {
  return Object.keys(dirs)
    .filter((k) => file.startsWith(dirs[k] + sep))
    .sort((a, b) => dirs[b].length - dirs[a].length)[0];
}

/** The section of a file that is itself one of its entries: not a partial or a `_` folder's file (a page's own
 *  `_components/…`), nor a test, which Docusaurus does not build and an `exclude` would not keep out of the build. */
function entrySection(file: string, dirs: SectionDirs): string | undefined {
  const kind = sectionOf(file, dirs);
  if (!kind) return undefined;
  const path = relative(dirs[kind], file);
  return isPartialPath(path) || /(?:^|[/\\])__tests__[/\\]|\.test\.[jt]sx?$/.test(path) ? undefined : kind;
}

/** Adds `file` to its section's `exclude` in the config; false when it is there already. */
function leaveOut(file: string, scope: TrialScope): boolean {
  const kind = sectionOf(file, scope.dirs)!;
  const at = /^(\w+)\[(\d+)\]$/.exec(kind);
  const holder = (at ? scope.config[at[1]] : scope.config) as Obj | Obj[] | undefined;
  const key = at ? Number(at[2]) : kind;
  if (!holder) return false;
  const current = (holder as Record<string | number, unknown>)[key];
  const section = isObj(current) ? current : {};
  const exclude = Array.isArray(section.exclude) ? (section.exclude as string[]) : [];
  const glob = relative(scope.dirs[kind], file).split(sep).join('/');
  if (exclude.includes(glob)) return false;
  section.exclude = [...exclude, glob];
  (holder as Record<string | number, unknown>)[key] = section;
  return true;
}

/** The report entry of a file left out for `d`. */
function leftOutEntry(item: string, d: Diagnostic, scope: TrialScope): ReportEntry {
  const kind = sectionOf(item, scope.dirs)!;
  const through =
    d.loc?.file && d.loc.file !== item
      ? ` It imports ${rel(scope.root, d.loc.file)}, where the first build failed:`
      : ' The first build failed on it:';
  return {
    item: rel(scope.root, item),
    why: `Left out of the build (\`${kind}.exclude\`).${through} ${d.text} (${d.code}${where(d, scope.root)}).`,
    todo: todoOf(kind),
  };
}

/** The site's modules and content files, and which of them import which. */
interface ImportGraph {
  /** The files that lead to a file or a package: it (a file), those importing it, and so on. */
  reaching(target: { file: string } | { pkg: string }): Set<string>;
}

/** Folders of a site that hold no source of its own. */
const NOT_SOURCE = new Set(['node_modules', 'build', '.docusaurus', '.blogctl', '.git', 'static', 'i18n']);
const SOURCE = /\.(?:mdx?|[cm]?[jt]sx?)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"\n]+)['"]/g;
const EXTENSIONS = [
  '',
  '.tsx',
  '.ts',
  '.jsx',
  '.js',
  '.mdx',
  '.md',
  '/index.tsx',
  '/index.ts',
  '/index.jsx',
  '/index.js',
];

/** Reads the site's source files once and resolves their relative and `@site/` imports. */
function importGraph(root: string, dirs: SectionDirs): ImportGraph {
  const imports = new Map<string, { files: string[]; specs: string[] }>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (NOT_SOURCE.has(e.name) || e.name.startsWith('.')) continue;
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile() && SOURCE.test(e.name) && statSync(p).size < 1_000_000) {
        const specs = specifiers(readFileSync(p, 'utf8'));
        imports.set(p, { files: specs.flatMap((s) => resolveImport(root, p, s)), specs });
      }
    }
  };
  for (const dir of new Set([root, ...Object.values(dirs)])) if (existsSync(dir)) walk(dir);
  return {
    reaching(target) {
      const reached = new Set<string>();
      if ('file' in target) reached.add(target.file);
      else
        for (const [from, { specs }] of imports)
          if (specs.some((s) => s === target.pkg || s.startsWith(`${target.pkg}/`))) reached.add(from);
      for (let changed = true, depth = 0; changed && depth < 8; depth++) {
        changed = false;
        for (const [from, { files }] of imports)
          if (!reached.has(from) && files.some((t) => reached.has(t))) {
            reached.add(from);
            changed = true;
          }
      }
      return reached;
    },
  };
}

function specifiers(text: string): string[] {
  return [...text.matchAll(SPECIFIER)].map((m) => m[1]!);
}

/** The file a relative or `@site/` import names, when it exists. */
function resolveImport(root: string, from: string, spec: string): string[] {
  const base = spec.startsWith('@site/')
    ? join(root, spec.slice('@site/'.length))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : undefined;
  if (!base) return [];
  const found = EXTENSIONS.map((ext) => base + ext).find((c) => existsSync(c) && statSync(c).isFile());
  return found ? [found] : [];
}
