// The package's declarations, dist/types: one self-contained file per package export, built from what tsc emits
// for src/index.ts and templates/ (tsconfig.build.json), bundled with rollup-plugin-dts so that each keeps only
// the declarations its exports name:
//   dist/types/index.d.ts                 `blogctl`: the programmatic API and the config types;
//   dist/types/theme.d.ts                 `blogctl/theme`: components, their props types, hooks, data types;
//   dist/types/theme/original/<File>.d.ts `blogctl/theme/original/<File>`, one per shadowable theme file;
//   dist/types/chunks/*.d.ts              declarations the theme files share.
// Only names a consumer can import are declared, so no internal module's types (Node's Buffer, http.Server,
// NodeJS.Timeout, esbuild's or markdown-it's) reach a consumer's `tsc`, which then needs neither @types/node nor
// skipLibCheck (test/integration/package-types.test.ts checks it with TypeScript 5 and 7).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** The shadowable theme files by export name, `theme/original/<Name>` → their path under templates/, sans suffix. */
export function shadowableEntries(root) {
  const entries = {};
  for (const dir of ['components', 'pages']) {
    for (const name of readdirSync(join(root, 'templates', dir))) {
      if (name.endsWith('.tsx'))
        entries[`theme/original/${basename(name, '.tsx')}`] = `templates/${dir}/${basename(name, '.tsx')}`;
    }
  }
  for (const name of ['Layout', 'AppShell']) entries[`theme/original/${name}`] = `templates/${name}`;
  return entries;
}

/** Writes dist/types for blogctl's folder `root` (see above). */
export async function buildTypes(root) {
  const out = join(root, 'dist', 'types');
  const emitted = mkdtempSync(join(tmpdir(), 'blogctl-types-'));
  try {
    const require = createRequire(import.meta.url);
    execFileSync(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json'), '--outDir', emitted],
      { cwd: root, stdio: 'inherit' },
    );
    const { rollup } = await import('rollup');
    const { dts } = await import('rollup-plugin-dts');
    const input = { index: join(emitted, 'src', 'index.d.ts'), theme: join(emitted, 'templates', 'theme.d.ts') };
    for (const [name, file] of Object.entries(shadowableEntries(root))) input[name] = join(emitted, `${file}.d.ts`);
    const bundle = await rollup({
      input,
      plugins: [dts({ respectExternal: false })],
      // Packages stay imports (react, zod): they are blogctl's dependencies, or, for React's types, the site's.
      external: (id) => !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0'),
      onwarn(warning, warn) {
        if (warning.code !== 'CIRCULAR_DEPENDENCY') warn(warning);
      },
    });
    rmSync(out, { recursive: true, force: true });
    await bundle.write({
      dir: out,
      format: 'es',
      entryFileNames: '[name].d.ts',
      chunkFileNames: (chunk) => `chunks/${chunk.name.replace(/\.d$/, '')}-[hash].d.ts`,
    });
    await bundle.close();
  } finally {
    rmSync(emitted, { recursive: true, force: true });
  }
}
