// The compiled CLI as bin/blogctl runs it: dist/cli.cjs with the code cache scripts/build-cli.mjs trained for it
// (accepted by this Node), and, when a run cannot use that one (other V8 flags here), a cache written into the
// site's .blogctl/cache at exit and used by the next run with the same flags.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Script } from 'node:vm';
import { after, describe, it } from 'node:test';
import { init } from '../../src/api/init';
// @ts-expect-error: a plain ES module of the launcher, without declarations
import { bundleId, readCodeCache } from '../../bin/load-cli.mjs';
import { runCli } from '../helpers/cli';
import { REPO } from '../helpers/site';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-code-cache-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

describe('the CLI code cache', () => {
  const bundle = join(REPO, 'dist', 'cli.cjs');

  it('dist/cli.cjs carries its id and dist/cli.cjs.cache is made for it and accepted by this Node', () => {
    const source = readFileSync(bundle, 'latin1');
    const id = bundleId(source);
    assert.match(id ?? '', /^[0-9a-f]{16}$/);
    const data = readCodeCache(`${bundle}.cache`, id);
    assert.ok(data, 'no cache for this compile');
    const wrapped = `(function (exports, require, module, __filename, __dirname, __blogctl_import) {${source}\n})`;
    assert.equal(new Script(wrapped, { filename: bundle, cachedData: data }).cachedDataRejected, false);
  });

  it('a run that cannot use the shipped cache writes one into the site cache, which the next run uses', async () => {
    const site = join(tmp, 'site');
    init({ dir: site, lang: 'en', date: '2026-01-02' });
    const local = join(site, '.blogctl', 'cache', 'code', 'cli.bin');
    const env = { ...process.env, NO_COLOR: '1' };
    // Without other flags the shipped cache serves: nothing written.
    const plain = await runCli(['build', '--cwd', site, '--quiet'], { env });
    assert.equal(plain.code, 0, plain.stderr);
    assert.ok(!existsSync(local), 'a site cache was written although the shipped one fits');
    // Another V8 flag: V8 rejects the shipped cache.
    const flagged = (args: string[]) =>
      runCli(args, { command: [process.execPath, ['--stack-size=2000', join(REPO, 'bin', 'blogctl'), ...args]], env });
    const first = await flagged(['build', '--cwd', site, '--quiet']);
    assert.equal(first.code, 0, first.stderr);
    assert.ok(existsSync(local), 'no site cache written');
    const written = statSync(local).mtimeMs;
    const second = await flagged(['build', '--cwd', site, '--quiet']);
    assert.equal(second.code, 0, second.stderr);
    assert.equal(statSync(local).mtimeMs, written, 'the site cache was not used (written again)');
  });

  it('a command that makes no site cache folder writes none', async () => {
    const empty = join(tmp, 'empty');
    const res = await runCli(['--cwd', empty, '--version'], {
      command: [process.execPath, ['--stack-size=2000', join(REPO, 'bin', 'blogctl'), '--cwd', empty, '--version']],
    });
    assert.equal(res.code, 0, res.stderr);
    assert.ok(!existsSync(join(empty, '.blogctl')));
  });
});
