// Compiles blogctl into dist/ with esbuild, so neither `blogctl` nor `import('blogctl')` compiles TypeScript at
// run time: dist/cli.mjs (the CLI), dist/pool-worker.mjs (worker threads), dist/index.mjs (the programmatic API,
// package export "."), dist/theme.mjs and dist/theme/original/<Component>.mjs (package exports "./theme" and
// "./theme/original/*"), and dist/theme-bundles/<key>/ (blogctl's theme as it ships, compiled for each built-in
// UI table, src/render/prebuilt-bundles.ts). With --types it also writes the declarations (dist/types, see
// buildTypes below).
// Runs on `npm install` (prepare; without the declarations, which only the package needs), before `npm pack` and
// `npm publish` (prepack, with --clean --types: the package ships exactly this compile) and on demand from
// bin/blogctl when src/ changed in a checkout.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { classFieldsPlugin } from './class-fields-plugin.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @param {{ clean?: boolean }} [options] clean: remove every chunk of earlier compiles, however recent. */
export async function buildCli(options = {}) {
  // Async: esbuild runs plugins only in build(), not buildSync().
  const result = await build({
    metafile: true,
    absWorkingDir: root,
    // The pool worker is a second entry: worker threads load it by path (src/util/worker-pool.ts).
    // prebuilt-bundles compiles the theme as it ships (below), once the CLI is compiled.
    entryPoints: { cli: 'src/cli/entry.ts', 'pool-worker': 'src/workers/pool-worker.ts', index: 'src/index.ts', theme: 'templates/theme.ts', 'prebuilt-bundles': 'src/render/prebuilt-bundles.ts', ...originalComponents() },
    outdir: 'dist',
    outExtension: { '.js': '.mjs' },
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    jsx: 'automatic',
    // The theme entries import stylesheets; the browser bundle (src/render/bundles.ts) is what carries CSS.
    loader: { '.css': 'empty' },
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies are bundled in (one module graph to load instead of hundreds of files: `check` 277 → 228 ms,
    // a warm build of the shipped site 0.49 → 0.42 s, medians of alternating runs), except packages that must
    // stay separate: esbuild (a native binary), Prism (loads its language files by path), React (shared with the
    // theme's SSR module), and those loaded only by tools or on demand.
    external: ['esbuild', 'prismjs', 'prismjs/*', 'react', 'react-dom', 'react-dom/*', 'algoliasearch', 'algoliasearch/*', 'chokidar', 'lighthouse', 'playwright-core', 'tsx', 'tsx/*'],
    // Bundled CommonJS packages call require() for Node built-ins.
    banner: { js: "import { createRequire as __blogctlCreateRequire } from 'node:module'; const require = __blogctlCreateRequire(import.meta.url);" },
    // markdown-it's class fields without Babel's slow helper (scripts/class-fields-plugin.mjs).
    plugins: [classFieldsPlugin, requireReact],
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  pruneChunks(new Set(Object.keys(result.metafile.outputs).map((f) => relative(root, join(root, f)))), options.clean);
  // blogctl's own theme, compiled once here instead of on a site's first build (src/render/prebuilt-bundles.ts):
  // only the variants whose key (their inputs' hash) has no folder yet are compiled.
  const { prebuildThemes } = await import(`${pathToFileURL(join(root, 'dist', 'prebuilt-bundles.mjs')).href}?${Date.now()}`);
  await prebuildThemes({ clean: options.clean });
}

/**
 * React stays external, and is loaded with require() (the banner's) instead of import: importing a CommonJS file
 * from an ES module makes Node scan its source for export names first (cjs-module-lexer), which cost a cold build
 * tens of milliseconds for react and react/jsx-runtime (src/util/require-cjs.ts says the same of esbuild and Prism).
 * Each import of a React module becomes a one-line CommonJS module whose require() of it is left to run time.
 */
const requireReact = {
  name: 'blogctl-require-react',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) =>
      args.kind === 'require-call' ? { path: args.path, external: true } : { path: args.path, namespace: 'blogctl-require' },
    );
    build.onLoad({ filter: /.*/, namespace: 'blogctl-require' }, (args) => ({ contents: `module.exports = require(${JSON.stringify(args.path)});`, loader: 'js' }));
  },
};

/** Every shadowable theme file (templates/components/X.tsx, templates/pages/X.tsx, the page frame) as `theme/original/X`. */
function originalComponents() {
  const entries = {};
  for (const dir of ['components', 'pages']) {
    for (const name of readdirSync(join(root, 'templates', dir))) {
      if (name.endsWith('.tsx')) entries[`theme/original/${basename(name, '.tsx')}`] = `templates/${dir}/${name}`;
    }
  }
  for (const name of ['Layout', 'AppShell']) entries[`theme/original/${name}`] = `templates/${name}.tsx`;
  return entries;
}

/**
 * Declarations for the package exports: tsc (tsconfig.build.json) into dist/types, then every relative import
 * in them gets its file extension (`./x` → `./x.js`, `./dir` → `./dir/index.js`), as ESM under `nodenext`
 * requires; the sources use extensionless imports for the bundler.
 */
export function buildTypes() {
  const out = join(root, 'dist', 'types');
  rmSync(out, { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { cwd: root, stdio: 'inherit' });
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.d.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const text = readFileSync(file, 'utf8').replace(/(from\s+|import\()(['"])(\.\.?\/[^'"]*)\2/g, (all, lead, quote, spec) => {
      const target = resolve(dirname(file), spec);
      if (existsSync(`${target}.d.ts`)) return `${lead}${quote}${spec}.js${quote}`;
      if (existsSync(join(target, 'index.d.ts'))) return `${lead}${quote}${spec}/index.js${quote}`;
      throw new Error(`build-cli: ${relative(root, file)} imports ${spec}, which has no declaration file`);
    });
    writeFileSync(file, text);
  }
}

/**
 * Removes chunks of earlier compiles (new ones have new content-hashed names). Only those older than ten minutes:
 * a blogctl process started from the previous compile may still import its chunks lazily.
 */
function pruneChunks(current, clean = false) {
  const dir = join(root, 'dist', 'chunks');
  if (!existsSync(dir)) return;
  const cutoff = clean ? Infinity : Date.now() - 10 * 60 * 1000;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (!current.has(relative(root, file)) && statSync(file).mtimeMs < cutoff) rmSync(file, { force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildCli({ clean: process.argv.includes('--clean') });
  if (process.argv.includes('--types')) buildTypes();
}
