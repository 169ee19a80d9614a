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
