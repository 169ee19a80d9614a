// Compiles the CLI (src/) into dist/cli.mjs with esbuild, so `blogctl` starts without compiling
// TypeScript at run time. Runs on `npm install` (prepare) and on demand from bin/blogctl when src/ changed.
import { buildSync } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function buildCli() {
  buildSync({
    absWorkingDir: root,
    // The pool worker is a second entry: worker threads load it by path (src/util/worker-pool.ts).
    entryPoints: { cli: 'src/cli/entry.ts', 'pool-worker': 'src/workers/pool-worker.ts' },
    outdir: 'dist',
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) buildCli();
