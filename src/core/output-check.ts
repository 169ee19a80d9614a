// The check of the previous output's files against the site snapshot's record of them (site-snapshot.ts), run on
// a worker thread while the main thread stats the inputs and runs the build: stat'ing 16,000 output files took
// 50-100 ms of the main thread at 10,000 posts, once to learn whether the output still stands and again
// (existsSync) for each page a warm build reuses. The worker reads the snapshot file itself and answers with
// the recorded output paths whose size or mtime differ now, or that are gone; the main thread waits for that
// answer only where it needs it (Atomics.wait: the caller's code stays synchronous).
import type { MessagePort } from 'node:worker_threads';
import { requireCjs } from '../util/require-cjs';

/** The worker's script (plain CommonJS: a worker evaluates it as text). Replies null when the snapshot cannot be
 *  read or records no outputs. */
const SCRIPT = `
const { workerData } = require('node:worker_threads');
const { readFileSync, statSync } = require('node:fs');
const { file, outPrefix, flag, port } = workerData;
let changed = null;
try {
  const snap = JSON.parse(readFileSync(file, 'utf8'));
  if (Array.isArray(snap.outputs)) {
    changed = [];
    for (const [path, size, mtimeMs] of snap.outputs) {
      const st = statSync(outPrefix + path, { throwIfNoEntry: false });
      if (!st || st.size !== size || st.mtimeMs !== mtimeMs) changed.push(path);
    }
  }
} catch {
  changed = null;
}
port.postMessage(changed);
Atomics.store(flag, 0, 1);
Atomics.notify(flag, 0);
`;

/** How long changed() waits for the worker before the caller checks the files itself. */
const WAIT_MS = 3_000;

export class OutputCheck {
  private answer: ReadonlySet<string> | null | undefined;

  private constructor(
    private readonly flag: Int32Array,
    private readonly port: MessagePort,
  ) {}

  /** Starts the check of the outputs `snapshotFile` records, under `outDir` (absolute, normal). */
  static start(snapshotFile: string, outDir: string): OutputCheck {
    const { MessageChannel, Worker } = requireCjs('node:worker_threads') as typeof import('node:worker_threads');
    const flag = new Int32Array(new SharedArrayBuffer(4));
    const { port1, port2 } = new MessageChannel();
    const outPrefix = outDir.endsWith('/') || outDir.endsWith('\\') ? outDir : `${outDir}/`;
    const worker = new Worker(SCRIPT, {
      eval: true,
      workerData: { file: snapshotFile, outPrefix, flag, port: port2 },
      transferList: [port2],
    });
    worker.unref();
    port1.unref();
    // A worker that fails to start answers nothing: changed() then times out only if it is asked.
    worker.on('error', () => Atomics.store(flag, 0, 2));
    return new OutputCheck(flag, port1);
  }

  /** Whether the worker has answered (or failed): changed() would not wait. */
  answered(): boolean {
    return this.answer !== undefined || Atomics.load(this.flag, 0) !== 0;
  }

  /**
   * The recorded output paths (posix, relative to the output folder) whose stat differs from the record now, or
   * undefined when the worker could not tell (no snapshot, an unreadable one, a failed worker): the caller then
   * looks at the files itself. Waits for the worker the first time.
   */
  changed(): ReadonlySet<string> | undefined {
    if (this.answer === undefined) {
      if (Atomics.load(this.flag, 0) === 0) Atomics.wait(this.flag, 0, 0, WAIT_MS);
      const { receiveMessageOnPort } = requireCjs('node:worker_threads') as typeof import('node:worker_threads');
      const reply = receiveMessageOnPort(this.port)?.message as string[] | null | undefined;
      this.answer = Array.isArray(reply) ? new Set(reply) : null;
      this.port.close();
    }
    return this.answer ?? undefined;
  }
}
