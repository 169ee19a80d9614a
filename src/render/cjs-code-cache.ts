// The render stage's CommonJS modules (the theme's SSR module, react-dom's legacy server renderer) loaded with a
// V8 code cache kept in the site's cache folder (`.blogctl/cache/code/`), as bin/load-cli.mjs does for the CLI.
//
// Node 20 keeps no compile cache: every build that rendered a page compiled the 100 KB SSR module and React's
// server renderer again, and then, lazily, every function a render calls. The cache holds the bytecode of every
// function the last process compiled; it is written at exit by a process that had none it could use (another
// Node, other V8 flags, a changed file), and each cache file starts with the digest of the source it was made for
// (V8 itself checks only its version, flags and the source's length).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { Script } from 'node:vm';

/** Caches to write at exit: the module's script, once it has compiled what this process needed. */
const toSave = new Map<string, () => void>();
let hooked = false;
/** Files whose cache V8 took, this process (tests). */
const accepted = new Set<string>();

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The cache file of module `file` in `dir`: one per module path (a changed module replaces its cache). */
export function codeCacheFile(dir: string, file: string): string {
  return join(dir, `${basename(file)}-${digest(file)}.bin`);
}

function readCache(file: string, id: string): Buffer | undefined {
  let bytes: Buffer;
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

function saveAtExit(): void {
  if (hooked) return;
  hooked = true;
  process.once('exit', () => {
    for (const save of toSave.values()) save();
    toSave.clear();
  });
}

/**
 * `require(file)` for a CommonJS module, compiled with the code cache kept in `cacheDir` (none: a plain require).
 * `redirect(spec)`: the module's own require() of `spec` answered by the caller (undefined: resolved from the
 * module's folder as Node would). The cache is written only into a folder whose parent exists (the site's cache
 * folder, which the build made): nothing is created elsewhere.
 */
export function requireCodeCached(
  file: string,
  cacheDir: string | undefined,
  redirect?: (spec: string) => unknown,
): unknown {
  const localRequire = createRequire(file);
  // require()'s own cache (Module._cache): a module already loaded, either way, is the same instance.
  const known = localRequire.cache[file];
  if (known) return known.exports;
  if (!cacheDir) return localRequire(file);
  const source = readFileSync(file, 'utf8');
  const id = digest(source);
  const cacheFile = codeCacheFile(cacheDir, file);
  const cachedData = readCache(cacheFile, id);
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new Script(wrapped, { filename: file, ...(cachedData ? { cachedData } : {}) });
  // A module as require() makes one (registered in its cache, so a later require() of the file gets it).
  const mod = new Module(file);
  mod.filename = file;
  mod.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(dirname(file));
  const req = Object.assign((spec: string) => redirect?.(spec) ?? mod.require(spec), {
    resolve: localRequire.resolve,
    cache: localRequire.cache,
    main: localRequire.main,
  });
  localRequire.cache[file] = mod;
  try {
    (script.runInThisContext() as (...args: unknown[]) => void).call(
      mod.exports,
      mod.exports,
      req,
      mod,
      file,
      dirname(file),
    );
  } catch (err) {
    delete localRequire.cache[file];
    throw err;
  }
  mod.loaded = true;
  if (cachedData && !script.cachedDataRejected) accepted.add(file);
  else {
    toSave.set(cacheFile, () => {
      if (!existsSync(dirname(cacheDir))) return;
      try {
        mkdirSync(cacheDir, { recursive: true });
        const temp = `${cacheFile}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`; // threads share the pid
        writeFileSync(temp, Buffer.concat([Buffer.from(`${id}\n`), script.createCachedData()]));
        renameSync(temp, cacheFile);
      } catch {
        // Only a cache: the next build compiles again.
      }
    });
    saveAtExit();
  }
  return mod.exports;
}

/** Whether module `file` was compiled with its cache in this process (tests). */
export function compiledFromCache(file: string): boolean {
  return accepted.has(file);
}
