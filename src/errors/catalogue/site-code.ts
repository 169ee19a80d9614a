// Codes of the site's own code: React components imported from MDX, React pages (content/site-components/),
// and the site's theme folder (blogctl swizzle).
import { entry } from './entry';

/** What a site component compile was building, as its diagnostic names it. */
const BUNDLES = { component: 'A site component', 'browser-chunk': 'A site component (browser chunk)' } as const;
/** Which build of the site's code: the server modules, or the browser chunks. */
export type SiteBundle = keyof typeof BUNDLES;

/** Why a spread of a package's namespace in the MDXComponents file adds nothing. */
const SPREAD_PROBLEMS = {
  'not-installed': "the package is not installed in the site's node_modules",
  commonjs:
    'the package is CommonJS, whose export names are only known once it runs, and blogctl reads them without running it',
  unbundled: 'esbuild could not bundle it to list its export names',
  'no-components':
    'none of its export names is capitalized, so it adds no component (lower-case names such as hooks are not tags)',
} as const;
export type SpreadProblem = keyof typeof SPREAD_PROBLEMS;

export const siteCodeCodes = {
  MDX_IMPORT_NOT_FOUND: entry(
    "An MDX import of the site's own code names no file.",
    (p: { source: string; markdown?: boolean }) =>
      p.markdown
        ? `The import of "${p.source}" names no Markdown file.`
        : `The import of "${p.source}" names no file: tried ${p.source} with .tsx, .jsx, .ts, .js and as a folder with an index file.`,
    '"@site/…" starts at the site folder, "./…" and "../…" at this file\'s folder; check the path and the file name.',
  ),
  MDX_IMPORT_MARKDOWN: entry(
    'An imported Markdown file is used where blogctl cannot render it.',
    (p: { kind?: 'inline' | 'export'; source: string; names: string[] }) => {
      const names = p.names.map((n) => `<${n}>`).join(', ');
      return p.kind === 'export'
        ? `${names}: the import of "${p.source}" takes exports of a Markdown file, which blogctl does not run, so ${names} renders nothing here; its default import renders the file's content.`
        : `${names}, imported from the Markdown file "${p.source}", is used inside a line of text, where it renders nothing: an imported Markdown file renders as blocks of its own.`;
    },
    (p) =>
      p.kind === 'export'
        ? 'Move shared JSX into a .tsx component and import that.'
        : 'Put the element on a line of its own, with a blank line before and after it.',
  ),
  MDX_PARTIAL_CYCLE: entry(
    'Imported Markdown files import each other in a cycle.',
    (p: { chain: string[] }) =>
      `This element would render an imported Markdown file inside itself: ${p.chain.join(' → ')}. It renders nothing here.`,
    'Remove one of the imports, or move the shared text into a file that imports neither.',
  ),
  MDX_PARTIAL_PROP: entry(
    'A prop of an imported Markdown file is not a string.',
    (p: { name: string; prop?: string }) =>
      p.prop === undefined
        ? `A prop of <${p.name}> needs JavaScript: an imported Markdown file takes string props only, so it is left out.`
        : `The prop "${p.prop}" of <${p.name}> is not a string: an imported Markdown file takes string props only, so it is left out.`,
    'Write the prop as text (name="value"); the file shows it where it has {props.name}.',
  ),
  MDX_PARTIAL_JAVASCRIPT: entry(
    'An imported Markdown file holds JSX that needs JavaScript, which blogctl does not run there.',
    (p: { kind: 'expression' } | { kind: 'element'; name: string }) =>
      p.kind === 'expression'
        ? 'This expression needs JavaScript, which blogctl does not run inside an imported Markdown file: it renders nothing here.'
        : `<${p.name}> needs JavaScript, which blogctl does not run inside an imported Markdown file: what needs JavaScript is left out here.`,
    'Move the JSX into the page that imports the file, or into a .tsx component.',
  ),
  MDX_COMPONENTS_FILE: entry(
    "The site's src/theme/MDXComponents file cannot be read, so it adds no components.",
    (p: { kind: 'syntax'; reason: string } | { kind: 'shape' }) =>
      p.kind === 'syntax'
        ? `The MDXComponents file could not be parsed (${p.reason}); it adds no components to the Markdown files.`
        : 'The MDXComponents file does not export an object (`export default { ...MDXComponents, Highlight }`); it adds no components to the Markdown files.',
    'blogctl reads its default export without running it: an object of components the file imports.',
  ),
  MDX_COMPONENTS_ENTRY: entry(
    'An entry of the MDXComponents file that blogctl cannot take.',
    (p: {
      kind: 'spread' | 'computed' | 'html' | 'local' | 'package' | 'module' | 'missing' | 'stylesheet';
      name: string;
      source?: string;
      /** A spread of a package's namespace: why its names are not read (`detail`: esbuild's error). */
      reason?: SpreadProblem;
      detail?: string;
    }) => {
      switch (p.kind) {
        case 'spread':
          return p.reason
            ? `This spread of the package "${p.source}" is not read: ${SPREAD_PROBLEMS[p.reason]}${p.detail ? ` (${p.detail})` : ''}.`
            : "This spread is not read: only the default mapping (@theme-original/MDXComponents) and a package's namespace (import * as x from 'pkg') can be spread, and blogctl's built-ins are always there.";
        case 'computed':
          return 'An entry with a computed name is not read.';
        case 'html':
          return `"${p.name}" replaces an HTML element, which blogctl does not do: Markdown keeps rendering <${p.name}> as it is.`;
        case 'local':
          return `"${p.name}" is not a component the file imports, so blogctl cannot use it without running the file; Markdown files that use <${p.name}> get a warning.`;
        case 'package':
          return `"${p.name}" comes from the package "${p.source}", which is not installed in the site's node_modules; Markdown files that use <${p.name}> get a warning.`;
        case 'module':
          return `"${p.name}" comes from "${p.source}", which is neither the site's code, an installed package nor a module blogctl provides; Markdown files that use <${p.name}> get a warning.`;
        case 'missing':
          return `"${p.name}" is imported from "${p.source}", which names no file.`;
        case 'stylesheet':
          return `The stylesheet "${p.name}" names no file (a path from the site folder or this file, or an installed package's file); no page loads it.`;
      }
    },
    (p) =>
      p.kind === 'local'
        ? `Put the component in its own file under src/components and import it here (import ${p.name} from '@site/src/components/${p.name}').`
        : p.kind === 'package' || p.reason === 'not-installed'
          ? `Install it (npm install ${p.source}), or remove the entry.`
          : p.reason === 'commonjs' || p.reason === 'unbundled'
            ? `Map its components by name instead: import { Name } from '${p.source}' and list Name in the object.`
            : p.kind === 'missing' || p.kind === 'stylesheet'
              ? 'Check the path and the file name.'
              : undefined,
  ),
  SITE_COMPONENT_BUNDLE: entry(
    'A site component (or React page) could not be compiled.',
    (p: { bundle: SiteBundle; reason: string; located: boolean }) =>
      `${BUNDLES[p.bundle]} could not be compiled: ${p.reason}`,
    (p) =>
      p.located
        ? "Fix the error in the component file; site components may import React, blogctl/theme, CSS, the site's own files and its packages."
        : undefined,
  ),
  SITE_COMPONENT_RENDER: entry(
    'A site component (or React page) threw while it was rendered on the server.',
    (p: { page: boolean; exportName: string; file: string; reason: string }) =>
      `${p.page ? 'The React page' : `The component "${p.exportName}" of ${p.file}`} threw while it was rendered on the server: ${p.reason}`,
    'Fix the component; it runs in Node first (no window or document while rendering).',
  ),
  SITE_COMPONENT_EXPORT: entry(
    'A site module has no export of the name an MDX import or a React page needs.',
    (p: { kind: 'page'; file: string } | { kind: 'named'; file: string; exportName: string; exports: string[] }) =>
      p.kind === 'page'
        ? `The React page ${p.file} has no default export (the page component).`
        : `${p.file} has no export "${p.exportName}".`,
    (p) =>
      p.kind === 'page'
        ? 'Write `export default function Page() { … }`.'
        : `Exports found: ${p.exports.join(', ') || 'none'}.`,
  ),
  SITE_DOCUSAURUS_MODULE: entry(
    'Site code imports a Docusaurus module (`@theme/…`, `@docusaurus/…`) blogctl does not provide.',
    (p: { bundle: SiteBundle; module: string; provided: string[] }) =>
      `${BUNDLES[p.bundle]} could not be compiled: "${p.module}" is a Docusaurus module blogctl does not provide; site code can import ${p.provided.join(', ')}.`,
    "Use the components and hooks of blogctl/theme instead, or write the part in the site's own code.",
  ),
  SITE_SASS_MISSING: entry(
    'A Sass stylesheet (.scss, .sass) of the site, and no Sass compiler installed in the site.',
    (p: { file: string; packages: string[]; broken?: string }) =>
      `${p.file} is Sass, and the site has no Sass compiler: blogctl compiles Sass with the site's own ${p.packages.map((n) => `"${n}"`).join(' or ')} package, and ${p.broken ? `${p.broken}.` : 'neither can be found from the site folder.'}`,
    'Install it in the site (npm install --save-dev sass), as docusaurus-plugin-sass asks too, or write the stylesheet in CSS.',
  ),
  SITE_SASS_COMPILE: entry(
    'A Sass stylesheet of the site does not compile.',
    (p: { file: string; reason: string }) => `${p.file} does not compile as Sass: ${p.reason}`,
    'Fix the stylesheet at the line shown (the location is in the file Sass was reading, which may be a partial it uses).',
  ),
  SITE_SASS_WARNING: entry(
    'Sass warned while it compiled a stylesheet of the site (an @warn rule, or a deprecated construct).',
    (p: { file: string; message: string; deprecation: boolean }) =>
      `${p.deprecation ? 'Deprecated Sass' : 'Sass warning'} while compiling ${p.file}: ${p.message}`,
    (p) =>
      p.deprecation
        ? 'The stylesheet still compiles; update the construct before a later Sass release drops it.'
        : undefined,
  ),
  SITE_DOCUSAURUS_HEAD: entry(
    'Site code uses `@docusaurus/Head`, whose head tags blogctl does not apply.',
    () =>
      "The head tags of <Head> are not applied: blogctl writes a React page's <head> from its `meta` export (or the literal title and description of its <Layout>), and <Head> renders nothing.",
    "Give the page its title and description with export const meta = { title: '…', description: '…' }, and drop <Head>.",
  ),
  SITE_THEME_EJECTED: entry(
    "A Docusaurus theme component in src/theme that blogctl cannot run: left out, blogctl's own is used.",
    (
      p:
        | { name: string; kind: 'ejected'; internal: boolean }
        | { name: string; kind: 'module'; module: string }
        | { name: string; kind: 'failed'; reason: string },
    ) =>
      p.kind === 'ejected'
        ? `src/theme/${p.name} is an ejected copy of Docusaurus's ${p.name}${p.internal ? ", which imports @docusaurus/theme-common/internal (Docusaurus's private API)" : ''}; it is left out and blogctl's own component is used.`
        : p.kind === 'module'
          ? `The wrapper src/theme/${p.name} imports ${p.module}, which blogctl does not provide; it is left out and blogctl's own component is used.`
          : `The wrappers in src/theme (${p.name}) could not be compiled with the theme (${p.reason}); they are left out and blogctl's own components are used.`,
    `Write it as a wrapper (import Original from '@theme-original/<Name>' and render it with what you add) that uses only the modules blogctl provides (README, "Docusaurus content features"), or drop it.`,
  ),
  PAGE_HOME_UNUSED: entry(
    'The home page file (pages/index.md, or a React pages/index page) of a site whose blog is at the site root.',
    () =>
      'The blog is at the site root (blog.routeBasePath "/"), so its first list page is the home page and this file is not shown anywhere.',
    'Delete the file, rename it to give it its own URL, or give the blog a routeBasePath such as "blog".',
  ),
  PAGE_NOT_READ: entry(
    'A .mjs or .mts file in the pages folder is not a page.',
    (p: { name: string }) =>
      `${p.name} is not read: pages are built from .tsx, .jsx, .js and .ts files (as Docusaurus builds them), so this file has no route.`,
    (p: { name: string }) =>
      `Rename it to ${p.name.replace(/\.m([jt])s$/, (_m, l: string) => (l === 't' ? '.tsx' : '.jsx'))} to build it as a React page, or start its name with "_" if other code imports it.`,
  ),
  PAGE_META_NOT_LITERAL: entry(
    'The `meta` export of a React page is not a literal object.',
    (p: { kind: 'field'; key: string } | { kind: 'object'; reason: string }) =>
      p.kind === 'field'
        ? `meta.${p.key} of the React page is not a string.`
        : `The \`meta\` export of the React page is not a literal object: ${p.reason}.`,
    (p) =>
      p.kind === 'field'
        ? `Write ${p.key}: '…'.`
        : "blogctl reads meta without running the page: write it out, e.g. export const meta = { title: '关于', description: '…' }.",
  ),
  SWIZZLE_UNKNOWN_COMPONENT: entry(
    'blogctl swizzle was given a name that is not a theme component.',
    (p: { name: string; components: string[]; near?: string }) =>
      `"${p.name}" is not a theme component. The components are: ${p.components.join(', ')}.`,
    (p) => (p.near ? `Did you mean ${p.near}? Names are case-sensitive.` : 'Example: blogctl swizzle Footer'),
  ),
  SWIZZLE_EXISTS: entry(
    "blogctl swizzle would overwrite a file in the site's theme/ folder.",
    (p: { file: string }) => `${p.file} already exists; swizzle never overwrites a theme file.`,
    "Edit that file, or delete it first to start again from blogctl's version.",
  ),
};
