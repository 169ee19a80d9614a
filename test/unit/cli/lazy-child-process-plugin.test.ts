// The CLI compile makes commander's require of node:child_process lazy (scripts/lazy-child-process-plugin.mjs),
// and the output stage loads it only to remove an old output in the background: a warm build (a patch) and
// `--version` never load node:child_process (with net and dgram), which cost ~5 ms of every command's start.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { REPO } from '../../helpers/site';
// @ts-expect-error: a plain ES module of the build script, without declarations
import { withLazyChildProcess } from '../../../scripts/lazy-child-process-plugin.mjs';

const dir = mkdtempSync(join(tmpdir(), 'blogctl-lazy-cp-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Built-in modules a blogctl command loaded (after Node's own start), from a preload that lists them at exit. */
function builtinsLoaded(args: string[], cwd: string): string[] {
  const out = join(dir, `modules-${Math.random().toString(36).slice(2)}.txt`);
  const preload = join(dir, 'list-modules.cjs');
  writeFileSync(
    preload,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(out)}, process.moduleLoadList.join('\\n')));\n`,
  );
  execFileSync(process.execPath, ['--require', preload, join(REPO, 'bin', 'blogctl'), ...args], {
    cwd,
    stdio: 'ignore',
  });
  return readFileSync(out, 'utf8')
    .split('\n')
    .filter((m) => m.startsWith('NativeModule '))
    .map((m) => m.slice('NativeModule '.length));
}

describe('lazy node:child_process', () => {
  it('patches the installed commander: the require becomes lazy, its spawn calls stay', () => {
    const source = readFileSync(join(REPO, 'node_modules', 'commander', 'lib', 'command.js'), 'utf8');
    const patched = withLazyChildProcess(source) as string | null;
    assert.ok(patched, 'the installed commander has the known shape');
    assert.ok(!patched.includes("const childProcess = require('node:child_process');"));
    assert.equal(patched.split('childProcess.spawn(').length, source.split('childProcess.spawn(').length);
  });

  it('leaves a commander that reads differently or uses more of the module as published', () => {
    const line = "const childProcess = require('node:child_process');\n";
    assert.equal(withLazyChildProcess("const childProcess = require('child_process');\nchildProcess.spawn(a);"), null);
    assert.equal(withLazyChildProcess(`${line}childProcess.spawn(a);\nchildProcess.execSync(b);`), null);
    assert.equal(withLazyChildProcess(`${line}${line}childProcess.spawn(a);`), null);
    assert.ok(withLazyChildProcess(`${line}childProcess.spawn(a);`));
  });

  it('a warm build and --version load no node:child_process', () => {
    assert.ok(!builtinsLoaded(['--version'], dir).includes('child_process'), '--version');
    const site = join(dir, 'site');
    for (const name of ['blogctl.config.ts', 'content', 'static', 'theme'])
      cpSync(join(REPO, name), join(site, name), { recursive: true });
    execFileSync(process.execPath, [join(REPO, 'bin', 'blogctl'), 'build', '--quiet'], { cwd: site, stdio: 'ignore' });
    const post = join(site, 'content', 'blog', '2022-01-01-2022新年第一天.md');
    writeFileSync(post, `${readFileSync(post, 'utf8')}\n补记：再读一遍，又想起一些细节。\n`);
    const loaded = builtinsLoaded(['build', '--quiet'], site);
    assert.ok(loaded.includes('fs'), 'the list is read');
    assert.ok(!loaded.includes('child_process'), 'warm build');
  });
});
