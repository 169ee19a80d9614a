// The SSR module and React's server renderer are compiled with a V8 code cache in the site's cache folder: a
// process without one writes it at exit, the next one compiles from it; a changed module, or a cache made for
// other text, is compiled anew and its cache replaced; nothing is written where the cache folder's parent is
// missing. Each case runs in a new process (the cache is read at load and written at exit).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';
import { codeCacheFile, requireCodeCached } from '../../../src/render/cjs-code-cache';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-cjs-cache-'));
after(() => rmSync(tmp, { recursive: true, force: true }));
const MODULE = pathToFileURL(join(import.meta.dirname, '../../../src/render/cjs-code-cache.ts')).href;

const site = join(tmp, '.blogctl', 'cache');
mkdirSync(site, { recursive: true });
const cacheDir = join(site, 'code');
const mod = join(tmp, 'mod.cjs');
const write = (n: number) =>
  writeFileSync(
    mod,
    `const helper = require('./helper.cjs');\nexports.answer = function answer(x) { return helper(x) * ${n}; };\nexports.run = 0;\nexports.run++;\n`,
  );
writeFileSync(join(tmp, 'helper.cjs'), 'module.exports = (x) => x + 1;\n');

/** Loads `mod.cjs` in a new process: its answer for 2 and whether it came from the cache. */
function load(dir = cacheDir): { answer: number; cached: boolean } {
  const code = `const m = await import(${JSON.stringify(MODULE)}); const x = m.requireCodeCached(${JSON.stringify(mod)}, ${JSON.stringify(dir)}); console.log(JSON.stringify({ answer: x.answer(2), cached: m.compiledFromCache(${JSON.stringify(mod)}) }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8' }),
  ) as { answer: number; cached: boolean };
}

describe('requireCodeCached', () => {
  it('writes the cache at exit of a process that had none, and the next process compiles from it', () => {
    write(10);
    assert.deepEqual(load(), { answer: 30, cached: false });
    const file = codeCacheFile(cacheDir, mod);
    assert.ok(existsSync(file), 'no cache written');
    const written = statSync(file).mtimeMs;
    assert.deepEqual(load(), { answer: 30, cached: true });
    assert.equal(statSync(file).mtimeMs, written, 'a used cache was written again');
  });

  it('a changed module is compiled anew (its old cache unused even at the same length) and its cache replaced', () => {
    write(20);
    assert.deepEqual(load(), { answer: 60, cached: false });
    assert.deepEqual(load(), { answer: 60, cached: true });
  });

  it("writes nothing where the cache folder's parent does not exist", () => {
    const nowhere = join(tmp, 'missing', 'code');
    assert.deepEqual(load(nowhere), { answer: 60, cached: false });
    assert.ok(!existsSync(join(tmp, 'missing')));
  });

  it('runs a module once per process, as require() does, and answers its require() through redirect', () => {
    const other = join(tmp, 'other.cjs');
    writeFileSync(
      other,
      "exports.dep = require('virtual-dep'); exports.count = (globalThis.__cjsCount = (globalThis.__cjsCount ?? 0) + 1);\n",
    );
    const a = requireCodeCached(other, cacheDir, (spec) => (spec === 'virtual-dep' ? 'from redirect' : undefined)) as {
      dep: string;
      count: number;
    };
    const b = requireCodeCached(other, cacheDir) as { dep: string; count: number };
    assert.equal(a, b);
    assert.equal(a.dep, 'from redirect');
    assert.equal(a.count, 1);
    assert.equal(readFileSync(other, 'utf8').length > 0, true);
  });
});
