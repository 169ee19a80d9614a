// The launcher's loader (bin/load-cli.mjs): a CommonJS bundle run through vm.Script with a V8 code cache that is
// used only when it was made for that very bundle text (its id line), falls back to the next cache or a plain
// compile when V8 rejects one, and an import() inside the bundle goes through the launcher.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';
import { REPO } from '../../helpers/site';
// @ts-expect-error: a plain ES module of the launcher, without declarations
import { bundleId, loadBundle, readCodeCache, siteRootOf, writeCodeCache } from '../../../bin/load-cli.mjs';

const dir = mkdtempSync(join(tmpdir(), 'blogctl-load-cli-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const ID_A = '0123456789abcdef';
const ID_B = 'fedcba9876543210';
// Same length, other text: V8's own check (version, flags, source length) cannot tell them apart.
const bodyA =
  'exports.twice = function twice(n) { return n * 2; }; exports.load = (u) => __blogctl_import(u); exports.dir = __dirname;';
const bodyB =
  'exports.twice = function twice(n) { return n * 3; }; exports.load = (u) => __blogctl_import(u); exports.dir = __dirname;';

function bundle(name: string, id: string, body: string): string {
  const file = join(dir, name);
  writeFileSync(file, `/*blogctl-cli ${id}*/\n${body}\n`);
  return file;
}

describe('bin/load-cli.mjs', () => {
  const a = bundle('a.cjs', ID_A, bodyA);
  const cacheA = join(dir, 'cache', 'a.bin');

  it('reads the id line and runs the bundle without a cache, then saves one made for that id', () => {
    assert.equal(bundleId(readFileSync(a, 'latin1')), ID_A);
    const first = loadBundle(a, { caches: [cacheA] });
    assert.equal(first.cache, undefined);
    assert.equal(first.exports.twice(4), 8);
    assert.equal(first.exports.dir, dir);
    first.saveCache(cacheA);
    assert.ok(readCodeCache(cacheA, ID_A), 'the cache file starts with the bundle id');
    assert.equal(readCodeCache(cacheA, ID_B), undefined);
  });

  it('runs the bundle with the cache made for it', () => {
    const second = loadBundle(a, { caches: [join(dir, 'missing.bin'), cacheA] });
    assert.equal(second.cache, cacheA);
    assert.equal(second.exports.twice(5), 10);
  });

  it('never uses a cache made for other text of the same length', () => {
    const b = bundle('b.cjs', ID_B, bodyB);
    assert.equal(readFileSync(b).length, readFileSync(a).length);
    const run = loadBundle(b, { caches: [cacheA] });
    assert.equal(run.cache, undefined);
    assert.equal(run.exports.twice(5), 15);
  });

  it('tries the first cache made for the bundle; one V8 rejects leaves it compiled without', () => {
    // Bundles this process has not compiled before (V8 would take those from its in-memory compile cache), and
    // their caches made in a child process.
    const makeCache = (file: string, to: string) =>
      execFileSync(process.execPath, [
        '--input-type=module',
        '-e',
        `import { loadBundle } from ${JSON.stringify(pathToFileURL(join(REPO, 'bin', 'load-cli.mjs')).href)}; loadBundle(${JSON.stringify(file)}).saveCache(${JSON.stringify(to)});`,
      ]);
    const e = bundle('e.cjs', ID_A, 'exports.five = function five(n) { return n * 5; };');
    const eCache = join(dir, 'cache', 'e.bin');
    makeCache(e, eCache);
    const otherId = join(dir, 'cache', 'other-id.bin');
    writeCodeCache(otherId, ID_B, readFileSync(eCache).subarray(ID_A.length + 1));
    const run = loadBundle(e, { caches: [join(dir, 'cache', 'missing.bin'), otherId, eCache] });
    assert.equal(run.cache, eCache);
    assert.equal(run.exports.five(2), 10);
    const f = bundle('f.cjs', ID_A, 'exports.six = function six(n) { return n * 6; };');
    const corrupt = join(dir, 'cache', 'corrupt.bin');
    writeCodeCache(corrupt, ID_A, Buffer.from('not V8 code cache data at all, long enough to look like something'));
    const rejected = loadBundle(f, { caches: [corrupt, eCache] });
    assert.equal(rejected.cache, undefined);
    assert.equal(rejected.exports.six(2), 12);
  });

  it('imports through the launcher: the bundle has no loader of its own', async () => {
    const mod = join(dir, 'm.mjs');
    writeFileSync(mod, 'export const answer = 42;\n');
    const run = loadBundle(a, { caches: [cacheA] });
    const ns = (await run.exports.load(pathToFileURL(mod).href)) as { answer: number };
    assert.equal(ns.answer, 42);
  });

  it('finds the site folder of a command from --cwd', () => {
    assert.equal(siteRootOf(['build', '--cwd', '/tmp/x']), '/tmp/x');
    assert.equal(siteRootOf(['--cwd=/tmp/y', 'check']), '/tmp/y');
    assert.equal(siteRootOf(['build', '--quiet']), process.cwd());
  });
});
