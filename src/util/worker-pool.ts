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
export function workerCount(
  count: number,
  { threads, threshold, cores = defaultThreads() }: { threads: number | undefined; threshold: number; cores?: number },
): number {
  const n = threads ?? (count >= threshold ? cores : 0);
  return n < 2 ? 0 : n;
}

/** Where a batch of `run` went: the input positions of its items and the worker (0-based) that ran it. */
export interface BatchPlace {
  positions: number[];
  worker: number;
}

/** Items with a home worker (see WorkerPool.run). */
export interface WorkerPlacement<T> {
  /** The worker that holds what the item needs, if any. */
  home(item: T): number | undefined;
  /** The message sent for the item: `toHome` when it goes to its home worker (which may then need less of it). */
  message(item: T, toHome: boolean): unknown;
}

/** Input positions still to run: positions[next, end). A worker takes its own from the front, others from the back. */
export interface Queue {
  positions: number[];
  next: number;
  end: number;
}

/** The next batch for worker `index`: its own items, else unplaced ones, else the most another worker has left. */
export function takeBatch(
  queues: Queue[],
  index: number,
  batch: number,
): { positions: number[]; home: boolean } | undefined {
  const own = queues[index];
  if (own.next < own.end)
    return { positions: own.positions.slice(own.next, (own.next = Math.min(own.end, own.next + batch))), home: true };
  const free = queues[queues.length - 1];
  if (free.next < free.end)
    return {
      positions: free.positions.slice(free.next, (free.next = Math.min(free.end, free.next + batch))),
      home: false,
    };
  let most: Queue | undefined;
  for (const q of queues) if (q.end - q.next > (most ? most.end - most.next : 0)) most = q;
  if (!most) return undefined;
  // From the back, and only half of what is left (at most a batch): the owner keeps working on its front.
  const n = Math.min(batch, Math.ceil((most.end - most.next) / 2));
  return { positions: most.positions.slice((most.end -= n), most.end + n), home: false };
}

export class WorkerPool {
  /**
   * What the workers keep between tasks, by key: the worker holding it and the value the main thread knows it
   * by (the content stage keeps each entry's HTML in the worker that rendered it; the render stage then sends
   * that entry's page to that worker without the HTML).
   */
  readonly kept = new Map<string, { worker: number; value: unknown }>();
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
      const worker = new Worker(code, {
        eval: true,
        workerData: init,
        resourceLimits: { maxYoungGenerationSizeMb: 48 },
      });
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

  /**
   * Runs `items` through the worker handler `kind`, `batch` items per message. `onBatch` gets each batch's
   * results, the input positions they belong to and the worker that produced them.
   * `placement` gives items a home worker (one that holds data they need, see WorkerPlacement): a worker takes
   * its own items first, then the unplaced ones, then, when idle, another worker's (so none waits on a busy one).
   * Each item is sent as `placement.message(item, toHome)`.
   */
  async run<T, R>(
    kind: string,
    items: T[],
    batch: number,
    onBatch?: (results: R[], at: BatchPlace) => void,
    placement?: WorkerPlacement<T>,
  ): Promise<R[]> {
    const out: R[] = new Array(items.length);
    await this.dispatch(
      kind,
      items,
      batch,
      (results: R[], at) => {
        for (let i = 0; i < results.length; i++) out[at.positions[i]] = results[i];
        onBatch?.(results, at);
      },
      placement,
    );
    return out;
  }

  /** As `run`, without keeping the results: each batch's go to `onBatch` only, so the caller decides how long
   *  they live (a cold search index's chunks or the render's replies are let go batch by batch). */
  async each<T, R>(
    kind: string,
    items: T[],
    batch: number,
    onBatch: (results: R[], at: BatchPlace) => void,
    placement?: WorkerPlacement<T>,
  ): Promise<void> {
    await this.dispatch(kind, items, batch, onBatch, placement);
  }

  private async dispatch<T, R>(
    kind: string,
    items: T[],
    batch: number,
    onBatch: (results: R[], at: BatchPlace) => void,
    placement?: WorkerPlacement<T>,
  ): Promise<void> {
    const queues = this.queues(items, placement);
    const drive = async (w: WorkerPool['workers'][number], index: number) => {
      await w.ready;
      for (;;) {
        const taken = takeBatch(queues, index, batch);
        if (!taken) return;
        const slice = taken.positions.map((i) => (placement ? placement.message(items[i], taken.home) : items[i]));
        const id = this.nextId++;
        const reply = await new Promise<Reply>((resolve) => {
          w.pending.set(id, resolve);
          w.worker.postMessage({ id, kind, items: slice });
        });
        if (reply.error) throw new Error(`worker failed: ${reply.error}`);
        onBatch(reply.results as R[], { positions: taken.positions, worker: index });
      }
    };
    await Promise.all(this.workers.map(drive));
  }

  /** The input positions of `items` by home worker (one queue each) and, last, the unplaced ones. */
  private queues<T>(items: T[], placement?: WorkerPlacement<T>): Queue[] {
    const queues: Queue[] = Array.from({ length: this.workers.length + 1 }, () => ({ positions: [], next: 0, end: 0 }));
    for (let i = 0; i < items.length; i++) {
      const home = placement?.home(items[i]);
      queues[home !== undefined && home >= 0 && home < this.workers.length ? home : this.workers.length].positions.push(
        i,
      );
    }
    for (const q of queues) q.end = q.positions.length;
    return queues;
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
  constructor(
    private readonly threads: number | undefined,
    private readonly threshold: number,
    private readonly entry: WorkerEntry,
  ) {}

  /** The pool for `count` tasks, or undefined when they should run in-process. */
  get(count: number): WorkerPool | undefined {
    if (this.pool) return this.pool;
    const n = workerCount(count, { threads: this.threads, threshold: this.threshold });
    if (n === 0) return undefined;
    this.pool = new WorkerPool(n, null, this.entry);
    return this.pool;
  }

  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = undefined;
  }
}
