// `serve` stops when whoever started it goes: killing the PID of `npx blogctl serve … &` (npm, with a shell
// between it and blogctl that passes no signal on) stops the real server; so does closing the pipe it reads as
// standard input, and SIGHUP (a closed terminal). src/cli/lifetime.ts.
import assert from 'node:assert/strict';
import { type ChildProcess, execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import { BIN, runCli, startCli, WAIT_MS } from '../helpers/cli';
import { fixtureSite, REPO } from '../helpers/site';

const exec = promisify(execFile);
let site: string;
/** The environment of a server under a shell, npm or a tool: not CI (where a step's input may close at once). */
const ENV: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
delete ENV.CI;

/** Resolves once nothing answers at `url` any more (bounded by WAIT_MS); rejects if it keeps answering. */
async function stopsAnswering(url: string): Promise<void> {
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} still answers`);
}

/** The exit code of `child` once it exits (bounded by WAIT_MS: then it is killed and this rejects). */
function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the server did not stop'));
    }, WAIT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** The process ids under `pid` (Linux `ps`), children first. */
async function descendants(pid: number): Promise<number[]> {
  const { stdout } = await exec('ps', ['-o', 'pid=', '--ppid', String(pid)]).catch(() => ({ stdout: '' }));
  const children = stdout.split('\n').map(Number).filter(Boolean);
  return [...children, ...(await Promise.all(children.map(descendants))).flat()];
}

before(async () => {
  site = mkdtempSync(join(tmpdir(), 'blogctl-lifetime-'));
  cpSync(fixtureSite('dropdown-nav'), site, { recursive: true, filter: (src) => !/[\\/](\.blogctl|build)$/.test(src) });
  // blogctl installed in the site, as npm would link it: `npx --no-install blogctl` finds it.
  mkdirSync(join(site, 'node_modules', '.bin'), { recursive: true });
  symlinkSync(REPO, join(site, 'node_modules', 'blogctl'));
  symlinkSync(join('..', 'blogctl', 'bin', 'blogctl'), join(site, 'node_modules', '.bin', 'blogctl'));
  const built = await runCli(['build', '--quiet'], { cwd: site, env: ENV });
  assert.equal(built.code, 0, built.stdout + built.stderr);
});

after(() => rmSync(site, { recursive: true, force: true }));

describe('serve stops with whoever started it', () => {
  it('killing the PID of `npx blogctl serve … &` stops the server', async () => {
    const log = join(site, 'npx-serve.log');
    // As typed in a script: npx in the background of a non-interactive shell, its PID from $!.
    const { stdout } = await exec(
      'bash',
      ['-c', `npx --no-install blogctl serve --port 0 > ${JSON.stringify(log)} 2>&1 & echo $!`],
      { cwd: site, env: ENV },
    );
    const pid = Number(stdout.trim());
    let url = '';
    const until = Date.now() + WAIT_MS;
    while (!url && Date.now() < until) {
      url = /Serving at (http:\/\/\S+)/.exec(readFileSync(log, 'utf8'))?.[1] ?? '';
      if (!url) await new Promise((r) => setTimeout(r, 100));
    }
    const tree = await descendants(pid);
    try {
      assert.ok(url, readFileSync(log, 'utf8'));
      assert.equal((await fetch(url)).status, 200);
      process.kill(pid, 'SIGTERM');
      await stopsAnswering(url);
    } finally {
      // Whatever the outcome, no server of this test is left running (the processes npx started, by their ids).
      for (const p of tree) {
        try {
          process.kill(p, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
  });

  it('the end of its standard input (a pipe from the process that started it) stops it, with code 0', async () => {
    const served = await startCli(['serve', '--port', '0'], {
      command: [process.execPath, [BIN, 'serve', '--port', '0']],
      cwd: site,
      env: ENV,
    });
    assert.equal((await fetch(served.url)).status, 200);
    const exited = exitOf(served.child);
    served.child.stdin!.end();
    assert.equal(await exited, 0);
    await stopsAnswering(served.url);
  });

  it('SIGHUP stops it, with code 0', async () => {
    const served = await startCli(['serve', '--port', '0'], {
      command: [process.execPath, [BIN, 'serve', '--port', '0']],
      cwd: site,
      env: ENV,
    });
    const exited = exitOf(served.child);
    served.child.kill('SIGHUP');
    assert.equal(await exited, 0);
    await stopsAnswering(served.url);
  });
});
