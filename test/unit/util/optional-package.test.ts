// isResolvable keeps its answer in the cache folder with the stats of every place Node looks for the package:
// a later process gets it without Node's resolver (5-10 ms a build for algoliasearch's exports map), and
// installing, replacing or removing the package changes the answer.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-resolvable-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

// Every file gets times well in the past: a stat changed within the clock's slack is not trusted.
const old = (path: string, at = Date.now() / 1000 - 3600) => utimesSync(path, at, at);
const app = join(tmp, 'app');
const cache = join(tmp, 'cache');
mkdirSync(app, { recursive: true });
writeFileSync(join(app, 'package.json'), '{"name":"app"}');
old(app);
old(tmp);

const MODULE = pathToFileURL(join(import.meta.dirname, '../../../src/util/optional-package.ts')).href;

/** isResolvable called in a new process (Node's resolver keeps package.json files it read for the process's
 *  life), with the number of times it asked Node's resolver for `spec` (counted by wrapping the require functions
 *  node:module's createRequire makes, before the module is loaded). */
function fresh(spec: string, cacheDir: string | null = cache): { ok: boolean; resolved: number } {
  const count = `import Module, { syncBuiltinESMExports } from 'node:module';
    let resolved = 0;
    const make = Module.createRequire;
    Module.createRequire = (path) => {
      const req = make(path);
      const resolve = req.resolve;
      req.resolve = Object.assign((s, o) => (s === ${JSON.stringify(spec)} && resolved++, resolve(s, o)), resolve);
      return req;
    };
    syncBuiltinESMExports();`;
  const code = `${count} const m = await import(${JSON.stringify(MODULE)}); const ok = m.isResolvable(${JSON.stringify(spec)}, ${JSON.stringify(app)}, ${cacheDir === null ? 'undefined' : JSON.stringify(cacheDir)}); console.log(JSON.stringify({ ok, resolved }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { encoding: 'utf8' }),
  ) as { ok: boolean; resolved: number };
}

/** Waits past the clock's slack: a stat changed within it is not trusted (a file's ctime cannot be set back). */
const settle = () => new Promise((done) => setTimeout(done, 120));

function install(version: number, exportsLite = true): void {
  const dir = join(tmp, 'node_modules', 'fakepkg');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'lite.js'), `module.exports = ${version};`);
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'fakepkg',
      version: `${version}.0.0`,
      exports: exportsLite ? { './lite': './lite.js' } : { '.': './lite.js' },
    }),
  );
  for (const p of [join(dir, 'lite.js'), join(dir, 'package.json'), dir, join(tmp, 'node_modules'), tmp])
    old(p, Date.now() / 1000 - 3600 + version);
}

describe('isResolvable with a cache folder', () => {
  it("keeps a missing package's answer for the next process", () => {
    assert.deepEqual(fresh('fakepkg/lite'), { ok: false, resolved: 1 });
    assert.deepEqual(fresh('fakepkg/lite'), { ok: false, resolved: 0 });
  });

  it('sees the package once it is installed, and keeps that answer', async () => {
    install(1);
    await settle();
    assert.deepEqual(fresh('fakepkg/lite'), { ok: true, resolved: 1 });
    assert.deepEqual(fresh('fakepkg/lite'), { ok: true, resolved: 0 });
  });

  it('resolves again when the package is replaced by one without the entry, or removed', async () => {
    install(2, false);
    await settle();
    assert.deepEqual(fresh('fakepkg/lite'), { ok: false, resolved: 1 });
    install(3, true);
    await settle();
    assert.deepEqual(fresh('fakepkg/lite'), { ok: true, resolved: 1 });
    assert.deepEqual(fresh('fakepkg/lite'), { ok: true, resolved: 0 });
    rmSync(join(tmp, 'node_modules', 'fakepkg'), { recursive: true });
    old(join(tmp, 'node_modules'));
    await settle();
    assert.deepEqual(fresh('fakepkg/lite'), { ok: false, resolved: 1 });
  });

  it('resolves again when the resolved file is gone', async () => {
    install(4, true);
    await settle();
    assert.deepEqual(fresh('fakepkg/lite'), { ok: true, resolved: 1 });
    rmSync(join(tmp, 'node_modules', 'fakepkg', 'lite.js'));
    old(join(tmp, 'node_modules', 'fakepkg'));
    await settle();
    assert.deepEqual(fresh('fakepkg/lite'), { ok: false, resolved: 1 });
  });

  it('without a cache folder, resolves in every process', () => {
    assert.equal(fresh('fakepkg/lite', null).resolved, 1);
    assert.equal(fresh('fakepkg/lite', null).resolved, 1);
  });
});
