// A small pool of worker threads running the worker entry it is given (blogctl's is src/workers/pool-worker.ts).
// Tasks go out in batches to whichever worker is free (work stealing); results come back in input order.
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { requireCjs } from './require-cjs';

/** A worker's task handlers by kind: each takes a batch of items and returns one result per item. */
export type WorkerTasks = Record<string, (items: unknown[]) => Promise<unknown[]>>;

/** The module a worker runs; TypeScript sources register tsx's loader first. */
export interface WorkerEntry {
  url: string;
  typescript: boolean;
}

interface Reply {
  id: number;
  results?: unknown[];
  error?: string;
}

/** Default worker count: one per core, at most 4. */
export const defaultThreads = () => Math.min(4, availableParallelism());

/**
 * How many workers `count` tasks get: 0 (run them in-process, on the same code path as a worker's task) below
 * `threshold` or on one core, where starting threads and loading React, markdown-it and the theme in each costs
 * more than the work; `threads` given explicitly decides alone (≥ 2 workers, 0 or 1 none).
 */
export function workerCount(count: number, threads: number | undefined, threshold: number, cores = defaultThreads()): number {
  const n = threads ?? (count >= threshold ? cores : 0);
  return n < 2 ? 0 : n;
}

export class WorkerPool {
  private readonly workers: { worker: Worker; ready: Promise<void>; pending: Map<number, (r: Reply) => void> }[] = [];
  private nextId = 1;

  constructor(size: number, init: unknown, entry: WorkerEntry) {
    const file = entry.url;
    const code = entry.typescript
      ? `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((api) => { api.register(); return import(${JSON.stringify(file)}); })`
      : `import(${JSON.stringify(file)})`;
    // Loaded here: a build too small for workers never loads node:worker_threads.
    const { Worker } = requireCjs('node:worker_threads') as typeof import('node:worker_threads');
    for (let i = 0; i < size; i++) {
      // A larger young generation: rendering allocates many short-lived strings, and fewer scavenges cut the
      // 1,000-post build from 4.6-5.4 s to 4.2-4.3 s in back-to-back runs (user time 6.7-7.0 s → 5.8-6.4 s).
      const worker = new Worker(code, { eval: true, workerData: init, resourceLimits: { maxYoungGenerationSizeMb: 48 } });
      const pending = new Map<number, (r: Reply) => void>();
      const ready = new Promise<void>((resolve, reject) => {
        pending.set(0, () => resolve());
        worker.once('error', reject);
      });
      worker.on('message', (reply: Reply) => {
        const done = pending.get(reply.id);
        pending.delete(reply.id);
        done?.(reply);
      });
      worker.on('error', (err) => {
        for (const done of pending.values()) done({ id: -1, error: String(err?.stack ?? err) });
        pending.clear();
      });
      this.workers.push({ worker, ready, pending });
    }
  }

  get size(): number {
    return this.workers.length;
  }

  /** Runs `items` through the worker handler `kind`, `batch` items per message. */
  async run<T, R>(kind: string, items: T[], batch: number, onBatch?: (results: R[], start: number) => void): Promise<R[]> {
    const out: R[] = new Array(items.length);
    let next = 0;
    const drive = async (w: WorkerPool['workers'][number]) => {
      await w.ready;
      while (next < items.length) {
        const start = next;
        const slice = items.slice(start, start + batch);
        next += slice.length;
        const id = this.nextId++;
        const reply = await new Promise<Reply>((resolve) => {
          w.pending.set(id, resolve);
          w.worker.postMessage({ id, kind, items: slice });
        });
        if (reply.error) throw new Error(`worker failed: ${reply.error}`);
        const results = reply.results as R[];
        for (let i = 0; i < results.length; i++) out[start + i] = results[i];
        onBatch?.(results, start);
      }
    };
    await Promise.all(this.workers.map(drive));
    return out;
  }

  /** Sends the same message to every worker (shared context for later tasks) and waits for all to accept it. */
  async broadcast(kind: string, payload: unknown): Promise<void> {
    await Promise.all(
      this.workers.map(async (w) => {
        await w.ready;
        const id = this.nextId++;
        const reply = await new Promise<Reply>((resolve) => {
          w.pending.set(id, resolve);
          w.worker.postMessage({ id, kind, items: [payload] });
        });
        if (reply.error) throw new Error(`worker failed: ${reply.error}`);
      }),
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
  }
}

/**
 * Creates the pool on first use, and only when the work is large enough to pay for starting workers
 * (or when a thread count was given explicitly). Shared by the content and render stages of one build.
 */
export class LazyPool {
  private pool: WorkerPool | undefined;

  /** @param threads explicit worker count (≥ 2 always uses workers, 0/1 never); undefined: automatic.
   * @param entry the worker module (see WorkerEntry). */
  constructor(private readonly threads: number | undefined, private readonly threshold: number, private readonly entry: WorkerEntry) {}

  /** The pool for `count` tasks, or undefined when they should run in-process. */
  get(count: number): WorkerPool | undefined {
    if (this.pool) return this.pool;
    const n = workerCount(count, this.threads, this.threshold);
    if (n === 0) return undefined;
    this.pool = new WorkerPool(n, null, this.entry);
    return this.pool;
  }

  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = undefined;
  }
}
