// Runs bench/markdown-entries.ts compiled as the CLI is (esbuild, markdown-it's class fields plugin): the numbers
// are those of the code a build runs. Usage: node bench/markdown-entries.mjs <site folder> [ours|bare] [passes]
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { classFieldsPlugin } from '../scripts/class-fields-plugin.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(root, 'node_modules', '.markdown-entries-'));
try {
  const outfile = join(dir, 'bench.mjs');
  await build({
    entryPoints: [join(root, 'bench/markdown-entries.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['esbuild', 'prismjs', 'prismjs/*', 'react', 'react-dom', 'react-dom/*', 'tsx', 'tsx/*'],
    plugins: [classFieldsPlugin],
    logLevel: 'warning',
    banner: {
      js: "import { createRequire as __benchRequire } from 'node:module'; const require = __benchRequire(import.meta.url);",
    },
  });
  const run = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
