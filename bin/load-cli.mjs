// Loads the compiled CLI, dist/cli.cjs (one CommonJS file, scripts/build-cli.mjs), with a V8 code cache.
//
// Node 20 keeps no compile cache for ES modules, so a short command (a small site's warm build) spent a good part
// of its time parsing and compiling blogctl's modules again on every run. The CLI is compiled into one CommonJS
// script instead and run through vm.Script, whose `cachedData` is V8's serialized bytecode of every function a
// previous run compiled. Two caches, the first one present for this bundle is used:
//   <site>/.blogctl/cache/code/cli.bin written at exit by a run that could not use the other one (another Node
//                                      version or other V8 flags than the compile's), when that folder exists
//                                      (the command made it: build, check), then used by the next runs;
//   dist/cli.cjs.cache                 written by scripts/build-cli.mjs (it builds a starter site to fill it).
// Each starts with the bundle's id (a hash of its text, in its first line): V8 itself checks only its version,
// flags and the source's length. A cache V8 rejects costs the time to compile without it, and is written anew.
//
// A vm.Script has no module loader of its own for import(): the bundle calls the function passed as its
// `__blogctl_import` parameter instead (src/util/import-module.ts), which imports from here.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { Script } from 'node:vm';

const ID = /^\/\*blogctl-cli ([0-9a-f]{16})\*\//;

/** The bundle's id from its first line, or undefined for a file without one. */
export function bundleId(source) {
  return ID.exec(source)?.[1];
}

/** The V8 data of cache file `file` when it was made for bundle `id`; else undefined. */
export function readCodeCache(file, id) {
  let bytes;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  const head = Buffer.from(`${id}\n`);
  return bytes.length > head.length && bytes.subarray(0, head.length).equals(head)
    ? bytes.subarray(head.length)
    : undefined;
}

/** Writes `data` as the cache of bundle `id` (a temporary file renamed into place: readers never see half). */
export function writeCodeCache(file, id, data) {
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, Buffer.concat([Buffer.from(`${id}\n`), data]));
  renameSync(temp, file);
}

/** The site folder a command runs in: `--cwd <dir>` / `--cwd=<dir>` when given, else the current folder. */
export function siteRootOf(argv) {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--cwd' && i + 1 < argv.length) return resolve(argv[i + 1]);
    if (argv[i].startsWith('--cwd=')) return resolve(argv[i].slice('--cwd='.length));
  }
  return process.cwd();
}

/**
 * Runs `file` (a CommonJS bundle) and returns its exports, the cache file it was run with (`cache`, undefined when
 * none was usable) and `saveCache(file)`, which writes the bytecode of every function compiled so far (from the
 * cache or since) as the cache of this bundle. `caches`: cache files in order of preference (see below).
 */
export function loadBundle(file, { caches = [] } = {}) {
  // The bundle is ASCII (esbuild escapes everything else), so latin1 reads it exactly, and faster than UTF-8.
  const source = readFileSync(file, 'latin1');
  const id = bundleId(source);
  const wrapped = `(function (exports, require, module, __filename, __dirname, __blogctl_import) {${source}\n})`;
  let script;
  let cache;
  // The first cache made for this bundle is the one tried. Only one: once V8 has rejected a cache, it has compiled
  // the source, and a second Script of the same text comes from its in-memory compile cache whatever data it is
  // given (it would look accepted while its data went unused).
  for (const candidate of id ? caches : []) {
    const cachedData = readCodeCache(candidate, id);
    if (!cachedData) continue;
    script = new Script(wrapped, { filename: file, cachedData });
    if (!script.cachedDataRejected) cache = candidate;
    break;
  }
  script ??= new Script(wrapped, { filename: file });
  const module = { exports: {} };
  const require = createRequire(file);
  script.runInThisContext()(module.exports, require, module, file, dirname(file), (specifier) => import(specifier));
  const saveCache = (to) => {
    if (!id) throw new Error(`${file} has no id line; its cache could not be checked`);
    writeCodeCache(to, id, script.createCachedData());
  };
  return { exports: module.exports, cache, saveCache };
}

/** The CLI of blogctl's folder `root` (dist/cli.cjs with its caches), run with `argv`. */
export async function runCli(root, argv) {
  const file = join(root, 'dist', 'cli.cjs');
  const shipped = `${file}.cache`;
  // Set by scripts/build-cli.mjs only: fill dist/cli.cjs.cache.
  const training = process.env.BLOGCTL_TRAIN_CODE_CACHE === '1';
  const siteCache = join(siteRootOf(argv.slice(2)), '.blogctl', 'cache');
  const local = join(siteCache, 'code', 'cli.bin');
  const { exports, cache, saveCache } = loadBundle(file, { caches: training ? [shipped] : [local, shipped] });
  // Into the site's cache folder only when the command made or found it (build, check), never creating it.
  const target = training ? shipped : cache ? undefined : local;
  if (target) {
    process.once('exit', () => {
      if (!training && !existsSync(siteCache)) return;
      try {
        saveCache(target);
      } catch {
        // Only a cache: the next run compiles again.
      }
    });
  }
  await exports.main(argv);
}
