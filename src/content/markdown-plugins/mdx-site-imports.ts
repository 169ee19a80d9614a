// Imports of the site's own code in MDX (`@site/…`, `./…`, `../…`): the names they bring in are recorded so the
// elements using them become site component placeholders (mdx-elements.ts); a target that names no file is a
// located error at the import.
import type { parse as parseModule } from 'acorn';
import type { MdxEnv, MdxPluginOptions } from './mdx-types';

type ImportNode = Extract<ReturnType<typeof parseModule>['body'][number], { type: 'ImportDeclaration' }>;

/** An import of the site's own code (`@site/…` or a relative path): its names are recorded for the elements
 *  that use them; a target that does not exist is a located error. False when the import is not site code. */
export function recordSiteImport(
  options: MdxPluginOptions,
  env: MdxEnv,
  node: ImportNode,
  source: string,
  at: { line: number; column: number },
): boolean {
  const file = env.resolveModule?.(source);
  if (file === undefined) return false;
  if (file === null) {
    for (const s of node.specifiers) env.mdxImports!.set(s.local.name, source);
    options.report('error', 'MDX_IMPORT_NOT_FOUND', { source }, at.line, at.column);
    return true;
  }
  env.mdxSiteImports ??= new Map();
  for (const s of node.specifiers) {
    env.mdxImports!.set(s.local.name, source);
    const exported =
      s.type === 'ImportDefaultSpecifier'
        ? 'default'
        : s.type === 'ImportNamespaceSpecifier'
          ? '*'
          : s.imported.type === 'Identifier'
            ? s.imported.name
            : String(s.imported.value);
    env.mdxSiteImports.set(s.local.name, { file, export: exported });
  }
  return true;
}

/**
 * An import of a Markdown file of the site (`./_part.mdx`, `@site/src/partials/_table.md`): Docusaurus renders it
 * as a component ("Importing Markdown"), so its names are recorded for the elements that use it (mdx-partials.ts).
 * It stays out of the file's module (no bundler loads Markdown); a target that names no file is a located error.
 * False when the import is not of a Markdown file of the site.
 */
export function recordMarkdownImport(
  options: MdxPluginOptions,
  env: MdxEnv,
  node: ImportNode,
  source: string,
  at: { line: number; column: number },
): boolean {
  if (!/\.mdx?$/i.test(source) || !/^(?:\.\.?\/|@site\/)/.test(source)) return false;
  for (const s of node.specifiers) env.mdxImports!.set(s.local.name, source);
  // Without a resolver (a render outside a build), its elements render nothing.
  const file = env.resolvePartial?.(source);
  if (file === null) options.report('error', 'MDX_IMPORT_NOT_FOUND', { source, markdown: true }, at.line, at.column);
  if (!file) return true;
  env.mdxPartials ??= new Map();
  const exports: string[] = [];
  for (const s of node.specifiers) {
    if (s.type === 'ImportDefaultSpecifier') env.mdxPartials.set(s.local.name, { file, source });
    else exports.push(s.local.name);
  }
  // Its own exports are JavaScript of a Markdown file, which no bundler here loads.
  if (exports.length)
    options.report('warning', 'MDX_IMPORT_MARKDOWN', { kind: 'export', source, names: exports }, at.line, at.column);
  return true;
}
