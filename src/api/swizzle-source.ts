// The text of a swizzled file: blogctl's theme file with its relative imports (paths that exist only inside
// blogctl's folder: '../context', './Link', '../../src/shared/page-props') turned into one import of the public
// `blogctl/theme`, which exports every name the theme's files import from each other (templates/theme.ts). The
// copy then type-checks in the site as written, against the package's declarations.

/** `import { a, type B } from './x';` / `import type { … } from '../y';` / `export { … } from './z';` */
const RELATIVE = /^(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*'(\.\.?\/[^']*)';[ \t]*\r?\n/gm;

/** The source of theme file `source` with its relative imports and re-exports taken from `blogctl/theme`. */
export function withPublicImports(source: string): string {
  const imports: string[] = [];
  const exports: string[] = [];
  let first = -1;
  const rest = source.replace(RELATIVE, (_all, verb: string, typeOnly: string | undefined, names: string, _s, at) => {
    if (first < 0) first = at as number;
    const list = verb === 'import' ? imports : exports;
    for (const raw of names.split(',')) {
      const name = raw.trim();
      if (!name) continue;
      const item = typeOnly && !name.startsWith('type ') ? `type ${name}` : name;
      if (!list.includes(item)) list.push(item);
    }
    return '';
  });
  const left = /^(?:import|export)\b[^;]*from\s*'(\.\.?\/[^']*)'/m.exec(rest);
  if (left) throw new Error(`swizzle: an import of '${left[1]}' is not of the form blogctl can rewrite`);
  if (first < 0) return source;
  const block =
    (imports.length ? statement('import', imports) : '') + (exports.length ? statement('export', exports) : '');
  return rest.slice(0, first) + block + rest.slice(first);
}

function statement(verb: 'import' | 'export', names: string[]): string {
  const line = `${verb} { ${names.join(', ')} } from 'blogctl/theme';\n`;
  return line.length <= 120 ? line : `${verb} {\n${names.map((n) => `  ${n},\n`).join('')}} from 'blogctl/theme';\n`;
}
