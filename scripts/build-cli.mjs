// Compiles blogctl into dist/ with esbuild, so neither `blogctl` nor `import('blogctl')` compiles TypeScript at
// run time: dist/cli.cjs (the CLI as bin/blogctl runs it: one CommonJS file, with the V8 code cache
// dist/cli.cjs.cache, see bin/load-cli.mjs), dist/cli.mjs (the same CLI as ES modules, for a launcher of a compile
// without cli.cjs), dist/pool-worker.mjs (worker threads), dist/index.mjs (the programmatic API,
// package export "."), dist/theme.mjs and dist/theme/original/<Component>.mjs (package exports "./theme" and
// "./theme/original/*"), and dist/theme-bundles/<key>/ (blogctl's theme as it ships, compiled for each built-in
// UI table, src/render/prebuilt-bundles.ts).
// Runs on demand from bin/blogctl when src/ changed in a checkout (and from scripts/test.mjs), and before
// `npm pack` and `npm publish` (prepack) with --release: the package's compile, made once from an empty dist/,
// holds only what runs: no source maps, no dist/cli.mjs and no code cache (V8's data fits one Node build, the
// user's is another: the first run writes one into the site's cache), the code minified without renaming
// (`--debug` stacks keep their function names), and the declarations (dist/types, scripts/build-types.mjs).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleId, readCodeCache } from '../bin/load-cli.mjs';
import { classFieldsPlugin } from './class-fields-plugin.mjs';
import { buildTypes, shadowableEntries } from './build-types.mjs';
import { lazyChildProcessPlugin } from './lazy-child-process-plugin.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {{ clean?: boolean, release?: boolean }} [options] clean: remove every chunk of earlier compiles, however
 * recent; release: the package's compile (see above).
 */
export async function buildCli(options = {}) {
  const release = options.release === true;
  if (release) rmSync(join(root, 'dist'), { recursive: true, force: true });
  // Async: esbuild runs plugins only in build(), not buildSync().
  const result = await build({
    ...shipped(release),
    metafile: true,
    absWorkingDir: root,
    // The pool worker is a second entry: worker threads load it by path (src/util/worker-pool.ts).
    // prebuilt-bundles compiles the theme as it ships (below), once the CLI is compiled.
    entryPoints: {
      ...(release ? {} : { cli: 'src/cli/entry.ts' }),
      'pool-worker': 'src/workers/pool-worker.ts',
      index: 'src/index.ts',
      theme: 'templates/theme.ts',
      'prebuilt-bundles': 'src/render/prebuilt-bundles.ts',
      ...originalComponents(),
    },
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
    external: EXTERNAL,
    // Bundled CommonJS packages call require() for Node built-ins.
    banner: {
      js: "import { createRequire as __blogctlCreateRequire } from 'node:module'; const require = __blogctlCreateRequire(import.meta.url);",
    },
    // markdown-it's class fields without Babel's slow helper (scripts/class-fields-plugin.mjs).
    plugins: [classFieldsPlugin, lazyChildProcessPlugin, requireReact],
    logLevel: 'warning',
  });
  pruneChunks(new Set(Object.keys(result.metafile.outputs).map((f) => relative(root, join(root, f)))), options.clean);
  await buildCommonJsCli(release);
  // blogctl's own theme, compiled once here instead of on a site's first build (src/render/prebuilt-bundles.ts):
  // only the variants whose key (their inputs' hash) has no folder yet are compiled.
  const { prebuildThemes } = await import(
    `${pathToFileURL(join(root, 'dist', 'prebuilt-bundles.mjs')).href}?${Date.now()}`
  );
  await prebuildThemes({ clean: options.clean || release });
  if (release) {
    // prebuilt-bundles.mjs ran above; nothing runs it in the package, nor the chunks only it loaded.
    dropEntry(result.metafile, 'dist/prebuilt-bundles.mjs');
    await buildTypes(root);
    return;
  }
  // Last: the training runs use the prebuilt theme, as a site's first build does.
  trainCodeCache({ clean: options.clean });
}

/** Build options that differ between a checkout's compile and the package's (`release`). */
function shipped(release) {
  // Whitespace and syntax only: identifiers keep their names, so stack traces stay readable.
  return release ? { minifyWhitespace: true, minifySyntax: true } : { sourcemap: 'linked' };
}

/** Removes entry `file` of the ES module compile and every chunk that no other entry loads. */
function dropEntry(metafile, file) {
  const outputs = metafile.outputs;
  const reached = new Set();
  const visit = (out) => {
    if (reached.has(out) || !outputs[out]) return;
    reached.add(out);
    for (const i of outputs[out].imports) if (!i.external) visit(i.path);
  };
  for (const [out, meta] of Object.entries(outputs)) if (meta.entryPoint && out !== file) visit(out);
  for (const out of Object.keys(outputs)) if (!reached.has(out)) rmSync(join(root, out), { force: true });
}

/** Externals of the CLI compiles (see above). */
const EXTERNAL = [
  'esbuild',
  'prismjs',
  'prismjs/*',
  'react',
  'react-dom',
  'react-dom/*',
  'algoliasearch',
  'algoliasearch/*',
  'chokidar',
  'lighthouse',
  'playwright-core',
  'tsx',
  'tsx/*',
];

/** The id placeholder of dist/cli.cjs's first line, replaced by the hash of the text (same length: the map holds). */
const ID_PLACEHOLDER = '/*blogctl-cli 0000000000000000*/';

/**
 * dist/cli.cjs: the CLI (src/cli/main.ts's `main`) as one CommonJS script, which bin/load-cli.mjs runs with a V8
 * code cache (Node 20 caches no ES module's compile). Lazily imported modules stay lazy (esbuild runs each one's
 * body on its first import). Its first line carries its id, the hash of its text, which the caches are made for.
 */
async function buildCommonJsCli(release) {
  const result = await build({
    ...shipped(release),
    absWorkingDir: root,
    entryPoints: ['src/cli/main.ts'],
    outfile: 'dist/cli.cjs',
    bundle: true,
    write: false,
    jsx: 'automatic',
    loader: { '.css': 'empty' },
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    charset: 'ascii',
    external: EXTERNAL,
    // import.meta of the ES modules: the bundle's own URL (blogctl finds its folder, dist/ and the pool worker by it).
    define: { 'import.meta': '__blogctl_import_meta' },
    banner: {
      js: `${ID_PLACEHOLDER}\nvar __blogctl_import_meta = { url: require("node:url").pathToFileURL(__filename).href, resolve: (s) => require("node:url").pathToFileURL(require.resolve(s)).href };`,
    },
    plugins: [classFieldsPlugin, lazyChildProcessPlugin, launcherImport],
    logLevel: 'warning',
  });
  for (const file of result.outputFiles) {
    if (!file.path.endsWith('.cjs')) {
      writeFileSync(file.path, file.contents);
      continue;
    }
    const text = file.text;
    if (!text.startsWith(ID_PLACEHOLDER)) throw new Error('build-cli: dist/cli.cjs does not start with its id');
    // An import() left in the script would fail when run (a vm.Script has no loader): only importModule may import.
    const stray = importExpressions(text);
    if (stray.length)
      throw new Error(
        `build-cli: dist/cli.cjs calls import() directly (use src/util/import-module.ts): ${stray.map((i) => `…${text.slice(i, i + 60)}…`).join(', ')}`,
      );
    const id = createHash('sha256').update(text).digest('hex').slice(0, 16);
    writeFileSync(file.path, text.replace(ID_PLACEHOLDER, ID_PLACEHOLDER.replace('0000000000000000', id)));
  }
}

/** Offsets of the import() expressions in script `code` (parsed with acorn: not those in strings or comments). */
function importExpressions(code) {
  const { parse } = createRequire(import.meta.url)('acorn');
  const found = [];
  const walk = (node) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'ImportExpression') found.push(node.start);
    for (const key in node) if (key !== 'type' && node[key] && typeof node[key] === 'object') walk(node[key]);
  };
  walk(
    parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowReturnOutsideFunction: true, allowHashBang: true }),
  );
  return found;
}

/** src/util/import-module.ts in dist/cli.cjs: import() through the launcher (bin/load-cli.mjs). */
const launcherImport = {
  name: 'blogctl-launcher-import',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]util[\\/]import-module\.ts$/ }, () => ({
      contents: 'export function importModule(specifier) { return __blogctl_import(specifier); }',
      loader: 'js',
    }));
  },
};

/**
 * Fills dist/cli.cjs.cache with the bytecode of what a build compiles: a starter site (`blogctl init`) built cold,
 * then again after a post changed, each run adding what it compiled to the cache (bin/load-cli.mjs). Skipped when
 * the cache is already this compile's (unless `clean`).
 */
function trainCodeCache(options = {}) {
  const bundle = join(root, 'dist', 'cli.cjs');
  const cacheFile = `${bundle}.cache`;
  const id = bundleId(readFileSync(bundle, 'latin1'));
  if (!options.clean && readCodeCache(cacheFile, id)) return;
  rmSync(cacheFile, { force: true });
  const dir = mkdtempSync(join(tmpdir(), 'blogctl-train-'));
  try {
    const site = join(dir, 'site');
    const run = (args, env = {}) =>
      execFileSync(process.execPath, [join(root, 'bin', 'blogctl'), ...args], {
        cwd: dir,
        stdio: 'pipe',
        env: { ...process.env, ...env },
      });
    run(['init', site, '--lang', 'zh-CN']);
    const train = { BLOGCTL_TRAIN_CODE_CACHE: '1' };
    run(['build', '--cwd', site, '--quiet'], train);
    const blog = join(site, 'content', 'blog');
    const post = readdirSync(blog).find((f) => f.endsWith('.md'));
    if (post) appendFileSync(join(blog, post), '\n\n再补一句。\n');
    run(['build', '--cwd', site, '--quiet'], train);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
      args.kind === 'require-call'
        ? { path: args.path, external: true }
        : { path: args.path, namespace: 'blogctl-require' },
    );
    build.onLoad({ filter: /.*/, namespace: 'blogctl-require' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

/** Every shadowable theme file (templates/components/X.tsx, templates/pages/X.tsx, the page frame) as `theme/original/X`. */
function originalComponents() {
  return Object.fromEntries(Object.entries(shadowableEntries(root)).map(([name, file]) => [name, `${file}.tsx`]));
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
  await buildCli({ clean: process.argv.includes('--clean'), release: process.argv.includes('--release') });
}
