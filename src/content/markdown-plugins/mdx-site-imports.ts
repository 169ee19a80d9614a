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
 * An import of a Markdown file (`./_part.mdx`, `@site/src/pages/_table.md`): Docusaurus renders it as a
 * component ("Importing Markdown"); blogctl does not yet, so the import is a located warning naming it, its
 * names render nothing, and it stays out of the file's module (no bundler loads Markdown). False when the
 * import is not of a Markdown file of the site.
 */
export function recordMarkdownImport(
  options: MdxPluginOptions,
  env: MdxEnv,
  node: ImportNode,
  source: string,
  at: { line: number; column: number },
): boolean {
  if (!/\.mdx?$/i.test(source) || !/^(?:\.\.?\/|@site\/)/.test(source)) return false;
  const names = node.specifiers.map((s) => s.local.name);
  for (const name of names) env.mdxImports!.set(name, source);
  options.report('warning', 'MDX_IMPORT_MARKDOWN', { source, names }, at.line, at.column);
  return true;
}
