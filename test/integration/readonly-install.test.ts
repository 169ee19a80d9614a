// A read-only install: the repo packed with `npm pack`, installed from the tarball into a temp folder, made
// root-owned and not writable by others, then `build`, `check` and `serve` run by an unprivileged user
// (uid/gid 65534 via setpriv when the test runs as root; as the current user over a chmod a-w install otherwise).
// Nothing under the install may change, and no EACCES or stack trace may be printed.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runCli, startCli, type CliResult } from '../helpers/cli';
import { packedTarball } from '../helpers/pack';
import { fixtureSite } from '../helpers/site';

const ROOT = process.getuid?.() === 0;
const NOBODY = 65534;
let tmp: string;
let install: string;
let bin: string;
let tarball: string;
let before_: Map<string, string>;

/** Every path under `dir` with its type, size, mode and mtime: any write shows up as a difference. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      const st = lstatSync(p);
      out.set(
        p,
        `${st.isDirectory() ? 'd' : st.isSymbolicLink() ? 'l' : 'f'} ${st.size} ${st.mode.toString(8)} ${st.mtimeMs} ${st.uid}`,
      );
      if (st.isDirectory()) walk(p);
    }
  };
  out.set(dir, String(lstatSync(dir).mtimeMs));
  walk(dir);
  return out;
}

/** A writable site folder for the unprivileged user (its parent is traversable). */
function newSite(from = fixtureSite('dropdown-nav')): string {
  const site = mkdtempSync(join(tmp, 'site-'));
  // Only the sources: other tests build this fixture in place, leaving its .blogctl/ cache and output there.
  cpSync(from, site, { recursive: true, filter: (src) => !/[\\/](\.blogctl|build)$/.test(src) });
  chmodSync(site, 0o755);
  if (ROOT) chownTree(site, NOBODY);
  return site;
}

function chownTree(dir: string, uid: number): void {
  chownSync(dir, uid, uid);
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    chownSync(join(entry.parentPath, entry.name), uid, uid);
}

/** The command line that runs blogctl as the unprivileged user. */
function command(args: string[]): [string, string[]] {
  const node = [process.execPath, bin, ...args];
  return ROOT
    ? ['setpriv', ['--reuid', String(NOBODY), '--regid', String(NOBODY), '--clear-groups', ...node]]
    : [node[0], node.slice(1)];
}

const ENV = { PATH: process.env.PATH ?? '/usr/bin:/bin', NO_COLOR: '1', FORCE_COLOR: '0', HOME: '/nonexistent' };

function run(args: string[], cwd: string): Promise<CliResult> {
  return runCli(args, { command: command(args), cwd, env: ENV });
}

function assertClean(out: string): void {
  assert.doesNotMatch(out, /EACCES|EROFS|EPERM/, out);
  assert.doesNotMatch(out, /^\s+at .+:\d+:\d+\)?$/m, `stack trace printed:\n${out}`);
  assert.doesNotMatch(out, /Internal error/, out);
}

before(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'blogctl-ro-'));
  chmodSync(tmp, 0o755);
  // The tarball shared by the test files that install the package (prepack compiles dist/ into it).
  tarball = await packedTarball();
  install = join(tmp, 'install');
  mkdirSync(install);
  writeFileSync(join(install, 'package.json'), '{ "private": true }\n');
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', tarball], {
    cwd: install,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  bin = join(install, 'node_modules', 'blogctl', 'bin', 'blogctl');
  if (ROOT) chownTree(install, 0);
  // Not writable by the user running blogctl: others (setpriv) or anyone (not root).
  execFileSync('chmod', ['-R', ROOT ? 'go-w' : 'a-w', install]);
  before_ = snapshot(install);
});

after(() => {
  if (!tmp) return;
  if (!ROOT && install) execFileSync('chmod', ['-R', 'u+w', install]);
  rmSync(tmp, { recursive: true, force: true });
});

describe('read-only install (npm pack → npm install → run as a user who cannot write the install)', () => {
  it('the tarball carries the compiled CLI and what it compiles at run time', () => {
    const files = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
    for (const f of [
      'package/bin/blogctl',
      'package/dist/cli.cjs',
      'package/dist/pool-worker.mjs',
      'package/src/client/main.tsx',
      'package/src/render/ssr-entry.tsx',
      'package/templates/styles.css',
    ]) {
      assert.ok(files.includes(f), `${f} missing from the tarball`);
    }
    assert.ok(
      !files.some((f) => f.startsWith('package/test/') || f.startsWith('package/content/')),
      'tests and the shipped site stay out of the package',
    );
  });

  it('build writes the site and its caches into the site folder only', async () => {
    const site = newSite();
    const res = await run(['build'], site);
    assert.equal(res.code, 0, res.stdout + res.stderr);
    assertClean(res.stdout + res.stderr);
    assert.ok(readdirSync(join(site, 'build')).includes('index.html'));
    const cache = readdirSync(join(site, '.blogctl', 'cache'));
    for (const name of ['config', 'markdown'])
      assert.ok(cache.includes(name), `.blogctl/cache/${name} missing: ${cache.join(', ')}`);
    // blogctl's theme as it ships comes compiled in the package (dist/theme-bundles), read from the read-only
    // install: a site that overrides nothing compiles no bundles (the next test compiles them into the site).
    assert.ok(!cache.includes('bundles'), `bundles compiled: ${cache.join(', ')}`);
    // A second, warm build reuses those caches.
    const warm = await run(['build'], site);
    assert.equal(warm.code, 0, warm.stdout + warm.stderr);
    assert.match(warm.stdout, /unchanged/);
  });

  it('a site with its own CSS compiles the theme into its own cache, never into the install', async () => {
    const site = newSite();
    writeFileSync(join(site, 'custom.css'), '.own-rule { color: rgb(1, 2, 3); }\n');
    writeFileSync(
      join(site, 'blogctl.config.ts'),
      readFileSync(join(site, 'blogctl.config.ts'), 'utf8').replace("url: '", "customCss: ['custom.css'],\n  url: '"),
    );
    if (ROOT) chownTree(site, NOBODY);
    const res = await run(['build'], site);
    assert.equal(res.code, 0, res.stdout + res.stderr);
    assertClean(res.stdout + res.stderr);
    assert.ok(readdirSync(join(site, '.blogctl', 'cache')).includes('bundles'));
    const css = readdirSync(join(site, 'build', 'assets', 'css'))
      .map((f) => readFileSync(join(site, 'build', 'assets', 'css', f), 'utf8'))
      .join('\n');
    assert.match(css, /own-rule/);
  });

  it('check runs, with its one-line output and exit 0', async () => {
    const site = newSite();
    const res = await run(['check'], site);
    assert.equal(res.code, 0, res.stdout + res.stderr);
    assertClean(res.stdout + res.stderr);
    assert.match(res.stdout, /0 errors/);
  });

  it('serve builds and answers pages', async () => {
    const site = newSite();
    const served = await startCli([], { command: command(['serve', '--port', '0']), cwd: site, env: ENV });
    try {
      const status = await new Promise<number>((resolve, reject) => {
        request(served.url, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
      assert.equal(status, 200);
    } finally {
      await served.stop();
    }
    assertClean(served.output());
  });

  it('a site whose .blogctl/ cannot be written still builds and checks, with one warning each and no caches', async () => {
    const site = newSite();
    // Created by root (or made read-only): the unprivileged user cannot write into it.
    mkdirSync(join(site, '.blogctl'), { mode: 0o755 });
    if (ROOT) chownSync(join(site, '.blogctl'), 0, 0);
    else chmodSync(join(site, '.blogctl'), 0o555);
    const res = await run(['build'], site);
    assert.equal(res.code, 0, res.stdout + res.stderr);
    assert.doesNotMatch(res.stdout + res.stderr, /^\s+at .+:\d+:\d+\)?$/m);
    assert.doesNotMatch(res.stdout + res.stderr, /Internal error/);
    const warnings = (res.stdout + res.stderr).split('\n').filter((l) => /cannot be written/.test(l));
    assert.equal(warnings.length, 1, res.stderr);
    assert.deepEqual(readdirSync(join(site, '.blogctl')), []);
    assert.ok(readdirSync(join(site, 'build')).includes('index.html'));
    const checked = await run(['check'], site);
    assert.equal(checked.code, 0, checked.stdout + checked.stderr);
    // The one warning names the error code; nothing else may mention it, and no stack is printed.
    assertClean(checked.stdout + checked.stderr.replace(/^blogctl: warning: .* cannot be written \(EACCES\);.*$/m, ''));
    assert.equal(checked.stderr.split('\n').filter((l) => /cannot be written/.test(l)).length, 1, checked.stderr);
    assert.deepEqual(readdirSync(join(site, '.blogctl')), []);
    if (!ROOT) chmodSync(join(site, '.blogctl'), 0o755);
  });

  it('nothing under the install changed', () => {
    const now = snapshot(install);
    const changed = [...new Set([...before_.keys(), ...now.keys()])].filter((p) => before_.get(p) !== now.get(p));
    assert.deepEqual(changed, []);
  });
});
