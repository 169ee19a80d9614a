// Runs the real CLI as a child process (`node bin/blogctl …`) against a copy of a site in a temp folder,
// and reads server-sent events from a running `serve --watch`.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'node:test';
import { REPO } from './site';

export const BIN = join(REPO, 'bin', 'blogctl');
/** Generous bound for every wait: a loaded 2-core machine is slow, never hung. */
export const WAIT_MS = 60_000;

/** Copies a site (config, content, static) into a fresh temp folder; returns its path. */
export function copySite(from: string = REPO): string {
  const dir = mkdtempSync(join(tmpdir(), 'blogctl-site-'));
  for (const name of ['blogctl.config.ts', 'content', 'static', 'theme']) {
    if (existsSync(join(from, name))) cpSync(join(from, name), join(dir, name), { recursive: true });
  }
  return dir;
}

export function removeSite(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

const NO_COLOR = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
/** The environment of a `serve --watch` under test: the watcher logs each file event and batch (src/server/watch.ts). */
export const WATCH_DEBUG_ENV = { ...NO_COLOR, BLOGCTL_DEBUG_WATCH: '1' };

/**
 * For a suite that runs one long-lived server: after each test that failed, prints the server's output (its
 * last lines), so a CI log shows what the server saw and did while the test waited.
 */
export function printServerOutputOnFailure(server: () => RunningCli | undefined, lines = 200): void {
  afterEach((t) => {
    const running = server();
    // TestContext.passed (Node >= 20.12; not in this @types/node): false once the test has failed.
    if ((t as { passed?: boolean }).passed !== false || !running) return;
    const out = running.output().split('\n');
    const tail = out.slice(-lines).join('\n');
    console.error(
      `--- serve output after the failed test "${t.name}" (last ${Math.min(lines, out.length)} of ${out.length} lines) ---\n${tail}\n--- end of serve output ---`,
    );
  });
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs blogctl with `args`; `command` replaces the `node bin/blogctl` launch (e.g. under another user). */
export function runCli(
  args: string[],
  opts: { timeoutMs?: number; command?: [string, string[]]; cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<CliResult> {
  const [cmd, argv] = opts.command ?? [process.execPath, [BIN, ...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { cwd: opts.cwd ?? REPO, env: opts.env ?? NO_COLOR });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`blogctl ${args.join(' ')} did not finish in time\n${stdout}\n${stderr}`));
    }, opts.timeoutMs ?? WAIT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export interface RunningCli {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Sends SIGINT and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts a long-running command (serve) and resolves once it prints its URL. As for runCli, `command` replaces
 * `node bin/blogctl <args>` (an installed launcher, npx, setpriv), with its own cwd and env.
 */
export function startCli(
  args: string[],
  opts: { command?: [string, string[]]; cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<RunningCli> {
  return new Promise((resolve, reject) => {
    const [cmd, argv] = opts.command ?? [process.execPath, [BIN, ...args]];
    const child = spawn(cmd, argv, { cwd: opts.cwd ?? REPO, env: opts.env ?? NO_COLOR });
    let out = '';
    const exited = new Promise<number | null>((r) => child.on('close', (code) => r(code)));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`no URL printed in time:\n${out}`));
    }, WAIT_MS);
    const onData = (d: Buffer) => {
      out += d;
      const m = /Serving at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          child,
          url: m[1].replace(/\/$/, ''),
          output: () => out,
          stop: async () => {
            if (child.exitCode === null) child.kill('SIGINT');
            return exited;
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`blogctl exited with ${code} before serving:\n${out}`));
    });
  });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with the path sent exactly as given (no normalization of `..` or encodings). */
export function rawGet(
  url: string,
  path: string,
  opts: { method?: string; headers?: Record<string, string> } = {},
): Promise<RawResponse> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: u.hostname, port: u.port, path, method: opts.method ?? 'GET', headers: opts.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.setTimeout(WAIT_MS, () => req.destroy(new Error(`timeout for ${path}`)));
    req.end();
  });
}

export interface SseEvent {
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: an event's JSON payload, whose shape depends on the event
  data: any;
}

/** Subscribes to /__blogctl/events; `next(pred)` waits (bounded) for the first matching event not yet taken. */
export function subscribe(
  url: string,
): Promise<{ next(pred?: (e: SseEvent) => boolean): Promise<SseEvent>; all: SseEvent[]; close(): void }> {
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const all: SseEvent[] = [];
    let taken = 0;
    const waiters: (() => void)[] = [];
    const req = request({ host: u.hostname, port: u.port, path: '/__blogctl/events' }, (res) => {
      let buf = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buf += chunk;
        let i;
        while ((i = buf.indexOf('\n\n')) !== -1) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) all.push({ event, data: JSON.parse(data) });
          for (const w of waiters.splice(0)) w();
        }
      });
      resolve({
        all,
        close: () => req.destroy(),
        next: (pred = () => true) =>
          new Promise((res2, rej2) => {
            const timer = setTimeout(
              () => rej2(new Error(`no matching event in time; got ${JSON.stringify(all.slice(taken))}`)),
              WAIT_MS,
            );
            const check = () => {
              for (let k = taken; k < all.length; k++) {
                if (pred(all[k])) {
                  taken = k + 1;
                  clearTimeout(timer);
                  res2(all[k]);
                  return;
                }
              }
              waiters.push(check);
            };
            check();
          }),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
