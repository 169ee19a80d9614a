// When a long-running command (serve) stops, as Vite's and Astro's dev servers do:
//  - on SIGINT, SIGTERM or SIGHUP (Ctrl+C, `kill`, a closed terminal); a second one while it stops ends it at once;
//  - when its standard input is a pipe or socket whose other end closes: whoever started it with a pipe has gone
//    (not under CI, where a step's input may close at once);
//  - when a package manager started it (npx, npm exec, npm run, pnpm, yarn: `npm_lifecycle_event` is set) and its
//    parent process exits: npm passes a signal to the shell it runs the command in, and that shell passes none on,
//    so killing the PID of `npx blogctl serve &` would otherwise leave the server running, orphaned.
import { fstatSync } from 'node:fs';

/** How often the parent is looked at (a timer that never keeps the process alive). */
const PARENT_POLL_MS = 500;

export interface LifetimeOptions {
  /** Stops the work (closes the server); the process exits when it settles. */
  stop: () => Promise<void>;
  env?: NodeJS.ProcessEnv;
}

/** Stops through `stop()` then exits with code 0 on the first of the events above. */
export function stopWithParent(options: LifetimeOptions): void {
  const env = options.env ?? process.env;
  let stopping = false;
  const end = () => {
    if (stopping) process.exit(1);
    stopping = true;
    void options.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, end);
  if (!isCi(env) && stdinIsPipe()) {
    process.stdin.on('end', end);
    process.stdin.on('error', end);
    // Reading is what notices the end; what arrives is dropped, and the stream never keeps the process alive.
    process.stdin.on('data', () => {});
    process.stdin.resume();
    (process.stdin as { unref?: () => void }).unref?.();
  }
  if (env.npm_lifecycle_event !== undefined) {
    const parent = process.ppid;
    const timer = setInterval(() => {
      if (process.ppid !== parent) end();
    }, PARENT_POLL_MS);
    timer.unref();
  }
}

function isCi(env: NodeJS.ProcessEnv): boolean {
  return env.CI !== undefined && env.CI !== '' && env.CI !== '0' && env.CI.toLowerCase() !== 'false';
}

function stdinIsPipe(): boolean {
  try {
    const st = fstatSync(0);
    return st.isFIFO() || st.isSocket();
  } catch {
    return false;
  }
}
