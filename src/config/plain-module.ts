// A config file that is plain JavaScript already needs no compile: no type syntax, its only import
// `import { defineConfig } from 'blogctl'`, a default export, nothing CommonJS and no dynamic import. The shipped
// site's blogctl.config.ts is such a file. It is then loaded as written (the `blogctl` import pointed at the same
// one-line shim esbuild's compile uses), so a cold build does not wait for esbuild's service to start and compile
// it before anything else can run; esbuild starts beside the content stage for the theme instead. Anything else
// (types, other imports, syntax Node 20 may not run) goes to esbuild exactly as before, with its located errors.
import { loadAcorn } from '../util/require-cjs';

/** The `blogctl` module a config sees: the same shim as the esbuild compile's (load-config.ts). */
export const BLOGCTL_SHIM = 'export const defineConfig = (c) => c;';
const SHIM_URL = `data:text/javascript,${encodeURIComponent(BLOGCTL_SHIM)}`;

/** The module text to import for `source`, or undefined when it needs esbuild. */
export function plainConfigModule(source: string): string | undefined {
  if (/\brequire\s*\(|\bmodule\.exports\b|\bexports\.|\bimport\s*\(|\bimport\.meta\b/.test(source)) return undefined;
  let program: ReturnType<typeof import('acorn').parse>;
  try {
    // ES2023: what Node 20 runs; newer syntax is left to esbuild (target node20).
    program = loadAcorn().parse(source, { ecmaVersion: 2023, sourceType: 'module' });
  } catch {
    return undefined; // type syntax, or a real syntax error, which esbuild reports with its location
  }
  const sources: { start: number; end: number }[] = [];
  let hasDefault = false;
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      const onlyDefineConfig =
        node.specifiers.length > 0 &&
        node.specifiers.every(
          (s) => s.type === 'ImportSpecifier' && s.imported.type === 'Identifier' && s.imported.name === 'defineConfig',
        );
      if (node.source.value !== 'blogctl' || !onlyDefineConfig) return undefined;
      sources.push({ start: node.source.start, end: node.source.end });
    } else if (node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && node.source)) {
      return undefined;
    } else if (node.type === 'ExportDefaultDeclaration') {
      hasDefault = true;
    }
  }
  if (!hasDefault) return undefined;
  let out = source;
  for (const s of sources.reverse()) out = out.slice(0, s.start) + JSON.stringify(SHIM_URL) + out.slice(s.end);
  return out;
}
